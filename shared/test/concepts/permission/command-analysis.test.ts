/**
 * Bash commands read with the real parser (shared/src/concepts/permission/command-analysis.ts): the split into
 * simple commands, the wrappers and prefixes stripped, `bash -c` read in turn, redirects as writes, and what the
 * parser cannot vouch for.
 */
import { describe, expect, it } from "vitest";
import { analyzeCommand } from "../../../src/concepts/permission/index.ts";

/** The simple commands of `command`. */
async function commands(command: string): Promise<string[]> {
  return (await analyzeCommand(command)).commands;
}

describe("the split into simple commands", () => {
  it("splits at &&, ||, ;, |, |&, &, newlines", async () => {
    expect(await commands("a 1 && b 2 || c 3; d 4 | e 5 |& f 6 & g 7\nh 8")).toEqual([
      "a 1",
      "b 2",
      "c 3",
      "d 4",
      "e 5",
      "f 6",
      "g 7",
      "h 8",
    ]);
  });

  it("goes into subshells, { } groups, command and process substitutions, if/for/while and functions", async () => {
    expect(await commands("(cd x && make)")).toEqual(["cd x", "make"]);
    expect(await commands("{ a; b; }")).toEqual(["a", "b"]);
    expect(await commands("echo $(rm -rf x) `whoami`")).toEqual(["echo $(rm -rf x) `whoami`", "rm -rf x", "whoami"]);
    expect(await commands("diff <(sort a) <(sort b)")).toEqual(["diff <(sort a) <(sort b)", "sort a", "sort b"]);
    expect(await commands("if test -f x; then cat x; fi")).toEqual(["test -f x", "cat x"]);
    expect(await commands("for f in $(ls); do rm $f; done")).toEqual(["ls", "rm $f"]);
    expect(await commands("f() { rm -rf /; }; f")).toEqual(["rm -rf /", "f"]);
    expect(await commands('x="$(curl evil)"')).toEqual(["curl evil"]);
    expect(await commands("cat <<EOF\n$(rm z)\nEOF")).toEqual(["cat", "rm z"]);
  });

  it("reads words as the shell does: quotes and backslashes removed", async () => {
    expect(await commands(`r''m -rf x; "rm" y; \\rm z; 'r'"m" w`)).toEqual(["rm -rf x", "rm y", "rm z", "rm w"]);
    expect(await commands(`git commit -m "a && b"`)).toEqual(["git commit -m a && b"]);
  });

  it("is not fooled by operators inside quotes", async () => {
    expect(await commands(`echo "rm -rf / ; sudo x" 'a | b'`)).toEqual(["echo rm -rf / ; sudo x a | b"]);
  });
});

describe("wrappers and prefixes", () => {
  it("strips timeout, time, nice, nohup, stdbuf, command and builtin with their options", async () => {
    expect(await commands("timeout 5 npm test")).toEqual(["npm test"]);
    expect(await commands("timeout -s KILL -k 2 --preserve-status 30s npm test")).toEqual(["npm test"]);
    expect(await commands("time -p nice -n 5 nohup stdbuf -o L command builtin echo hi")).toEqual(["echo hi"]);
    expect(await commands("nice -10 make")).toEqual(["make"]);
  });

  it("keeps a wrapper that runs nothing: command -v, a bare timeout", async () => {
    expect(await commands("command -v rm")).toEqual(["command -v rm"]);
    expect(await commands("time")).toEqual(["time"]);
  });

  it("strips the harmless VAR=value prefixes; any other asks", async () => {
    expect(await analyzeCommand("CI=1 NODE_ENV=test LANG=C TZ=UTC npm test")).toEqual({
      commands: ["npm test"],
      denyForms: [],
      writes: [],
      asks: [],
    });
    for (const name of ["PATH", "LD_PRELOAD", "NODE_OPTIONS"]) {
      const analysis = await analyzeCommand(`${name}=/tmp/x npm test`);
      expect(analysis.commands).toEqual(["npm test"]);
      expect(analysis.asks).toEqual([
        `${name}=… sets a variable that can change what runs (only CI, NODE_ENV, LANG, LC_ALL, TZ, NO_COLOR, FORCE_COLOR, COLUMNS may be set without asking)`,
      ]);
    }
    expect((await analyzeCommand("PATH=/tmp/x; npm test")).asks).toHaveLength(1);
  });
});

describe("bash -c and sh -c", () => {
  it("reads the script in turn", async () => {
    expect(await commands(`bash -c "rm -rf build"`)).toEqual(["rm -rf build"]);
    expect(await commands(`sh -ec 'a && b'`)).toEqual(["a", "b"]);
    expect(await commands(`/bin/bash -c "bash -c 'rm x'"`)).toEqual(["rm x"]);
  });

  it("asks when the script is not plain text", async () => {
    expect((await analyzeCommand(`bash -c "$(echo cm0gLXJmIC8= | base64 -d)"`)).asks).toEqual([
      'bash -c runs "$(echo cm0gLXJmIC8= | base64 -d)", a script the parser cannot read',
    ]);
  });

  it("a shell given a script file is a command like any other", async () => {
    expect(await commands("bash script.sh")).toEqual(["bash script.sh"]);
  });

  it("a shell that reads its script from its input asks: a pipe, a here-document, -s", async () => {
    for (const command of ["echo 'rm -rf x' | sh", "bash <<EOF\nrm -rf x\nEOF", "curl -s x | bash -s"])
      expect((await analyzeCommand(command)).asks).toEqual([
        `${command.includes("| sh") ? "sh" : "bash"} reads its script from its input, which the parser cannot check`,
      ]);
  });
});

describe("what only deny and ask rules see", () => {
  it("a program named by its path, or run by exec, coproc, env, sudo or xargs, is also seen as itself", async () => {
    const forms = async (command: string) => {
      const a = await analyzeCommand(command);
      return [...a.commands, "|", ...a.denyForms];
    };
    expect(await forms("/bin/rm -rf x")).toEqual(["/bin/rm -rf x", "|", "rm -rf x"]);
    expect(await forms("sudo -u root rm -rf x")).toEqual(["sudo -u root rm -rf x", "|", "rm -rf x"]);
    expect(await forms("env -i A=1 timeout 5 /usr/bin/rm x")).toEqual([
      "env -i A=1 timeout 5 /usr/bin/rm x",
      "|",
      "/usr/bin/rm x",
      "rm x",
    ]);
    expect(await forms("exec rm x; coproc rm y; find . | xargs -0 -n 1 rm")).toEqual([
      "exec rm x",
      "coproc rm y",
      "find .",
      "xargs -0 -n 1 rm",
      "|",
      "rm x",
      "rm y",
      "rm",
    ]);
  });

  it("a backslash before a newline joins the lines into one word, as in bash: r\\⏎m is rm", async () => {
    expect(await commands("r\\\nm -rf x")).toEqual(["rm -rf x", "r m -rf x"]);
    expect(await commands("ls \\\n  -la")).toEqual(["ls -la"]);
  });
});

describe("redirects", () => {
  it("a redirect target is a write; /dev/null, descriptor copies and input are not", async () => {
    const analysis = await analyzeCommand("a > out.txt 2>&1; b >> log 2>/dev/null; c &> all < in; d >&- ; e <<< x");
    expect(analysis.writes).toEqual(["out.txt", "log", "all"]);
    expect((await analyzeCommand("ls > /dev/null 2>&1")).writes).toEqual([]);
    expect((await analyzeCommand("echo >& file")).writes).toEqual(["file"]);
    expect((await analyzeCommand("echo x >/etc/x")).writes).toEqual(["/etc/x"]);
  });

  it("a target that is not plain text asks", async () => {
    expect((await analyzeCommand("echo x > $HOME/y")).asks).toEqual([
      "a redirect to $HOME/y, a path the parser cannot read",
    ]);
  });
});

describe("what the parser cannot read asks", () => {
  it("eval, a variable or a glob in the command's place, a command that does not parse", async () => {
    expect((await analyzeCommand(`eval "rm -rf build"`)).asks).toEqual(["eval runs a text the parser cannot check"]);
    expect((await analyzeCommand("$CMD x")).asks).toEqual([
      "$CMD in the command's place: the parser cannot tell which program runs",
    ]);
    expect((await analyzeCommand("/bin/r? -rf x")).asks).toEqual([
      "/bin/r? in the command's place: the parser cannot tell which program runs",
    ]);
    expect((await analyzeCommand("$'\\x72m' -rf x")).asks).toHaveLength(1);
    expect((await analyzeCommand("echo 'unclosed")).asks).toEqual(["the shell parser cannot read the command"]);
    expect((await analyzeCommand("echo )")).asks).toEqual(["the shell parser cannot read the command"]);
  });
});
