/**
 * The getting-started page, followed to the letter: every shell command on it runs, in order, in a scratch
 * copy of this checkout with nothing installed, with no key and no model (the offline path). Blocks whose first
 * line is a `# Live:` comment (`# 真实模型：` on the Chinese page) need a model; they are the only ones not run,
 * and the test checks that the Chinese page shows the same commands as the English one. What the page says the commands print (the demo's
 * first lines, the options table) is checked against what they really print. Paths under /tmp/ in the commands
 * point into the scratch folder instead, so a run never touches a reader's own files.
 *
 * It installs the workbook from scratch, so it is a command of its own, `pnpm test:fresh` (the fresh project of vitest.config.ts),
 * not part of `pnpm test`. Two commands of the page run as smoke tests of themselves (SMOKE): `pnpm test` runs
 * one small test file through the same entry (its config, global setup and a test file, not the whole suite
 * again: `pnpm test` has just run it in this checkout), and `pnpm bench` runs each of its measurements once.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, scratchDir, transcript } from "@agent-workbook/kit/authoring/tests/helpers";
import { listLessons } from "@agent-workbook/kit/lessons";

/** Commands of the page run as a smoke test of themselves in the scratch clone, and why (see above). */
const SMOKE: Record<string, string> = {
  "pnpm test": "pnpm test shared/test/cli.test.ts",
  "pnpm bench": "pnpm bench --quick",
};

/** One fenced `bash` block of the page. */
interface Block {
  /** Its lines without comments: the commands as typed. */
  commands: string[];
  /** Its first line is a `# Live:` comment (`# 真实模型：` in Chinese): it needs a model configured in .env. */
  live: boolean;
  /** The whole block, as the shell runs it. */
  script: string;
}

/** The fenced `bash` blocks of a Markdown page, indented ones (inside list items) included. */
export function bashBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^( *)```bash\n([\s\S]*?)^\1```$/gm)].map(([, indent, body]) => {
    const lines = body
      .split("\n")
      .map((l) => l.slice(indent.length))
      .filter((l) => l.trim());
    return {
      commands: lines.filter((l) => !l.startsWith("#")),
      live: /^# (Live:|真实模型：)/.test(lines[0]),
      script: lines.join("\n"),
    };
  });
}

/**
 * Runs a block with bash in a process group of its own, and on time-out kills the whole group (the `pnpm
 * test` of the page is a tree of processes), not only bash. With `quietMs`, a run that prints nothing for that long
 * has stalled: it is stopped then, not at its limit, and its output ends with what each of its processes was
 * waiting on (ps: state, kernel wait channel, command).
 */
function runScript(
  script: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; quietMs?: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // A reader's script, not a reader's shell files (--norc: a machine's bashrc may not hold under -u), and nothing
    // on its standard input: no command of the page reads it, and none can wait on it.
    const child = spawn("bash", ["--norc", "--noprofile", "-euo", "pipefail", "-c", script], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const stop = (why: string) => {
      output += `\n(${why}; its processes then:\n${processesOf(child.pid!)})`;
      process.kill(-child.pid!, "SIGKILL");
    };
    let quiet: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(quiet);
      const ms = options.quietMs;
      if (ms) quiet = setTimeout(() => stop(`stalled: nothing printed for ${ms / 1000} s`), ms);
    };
    heard();
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => ((output += d), heard()));
    child.stderr.setEncoding("utf-8");
    child.stderr.on("data", (d) => ((output += d), heard()));
    const timer = setTimeout(() => stop(`killed after ${options.timeoutMs / 1000} s`), options.timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      clearTimeout(quiet);
      resolve({ code, output });
    });
  });
}

/** The processes of the group `group`: pid, state, what each waits on in the kernel (wchan), elapsed time, command. */
function processesOf(group: number): string {
  const ps = spawnSync("ps", ["-eo", "pid=,pgid=,stat=,wchan:24=,etime=,args="], { encoding: "utf-8" });
  return ps.stdout
    .split("\n")
    .filter((line) => line.trim().split(/\s+/)[1] === String(group))
    .map((line) => `  ${line.trim().slice(0, 300)}`)
    .join("\n");
}

/** The lines of the page's first ```text block after `heading`, up to its `...` line. */
function excerptAfter(markdown: string, heading: string): string[] {
  const section = markdown.slice(markdown.indexOf(heading));
  const text = /^```text\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? "";
  const lines = text.split("\n");
  return lines.slice(
    0,
    lines.findIndex((l) => l.trim() === "..."),
  );
}

const en = readFileSync(join(ROOT, "docs/en/getting-started.md"), "utf-8");
const zh = readFileSync(join(ROOT, "docs/zh/getting-started.md"), "utf-8");
const blocks = bashBlocks(en);
const offline = blocks.filter((b) => !b.live);

describe("the getting-started page", () => {
  it("gives its commands in bash blocks only (the ones this test runs), the same in both languages", () => {
    for (const page of [en, zh])
      expect(page.match(/^ *```(sh|shell|console|zsh|bash-session|text-shell)$/gm)).toBeNull();
    expect(offline.map((b) => b.commands[0])).toEqual([
      "node --version",
      "pnpm lesson v2",
      "pnpm lesson",
      "pnpm lesson v1 --workdir /tmp/v1-ws",
      'pnpm -s lesson v1 -p "The tests fail. Find the bug in convert.js, fix it, and note the fix in CHANGELOG.md." --replay lessons/v1-tools/cassettes/demo.json',
      "pnpm lesson v1 --record /tmp/v1-run.json",
      "pnpm lesson v0 --record /tmp/v0-run.json",
      "pnpm lesson:diff v1 v2",
      "pnpm docs:api",
      "pnpm test",
      "pnpm bench",
    ]);
  });

  it("has each command that runs as a smoke test of itself (SMOKE) as a line of its own", () => {
    const lines = offline.flatMap((b) => b.script.split("\n"));
    for (const command of Object.keys(SMOKE)) expect(lines).toContain(command);
  });

  it("shows the same commands in both languages, live blocks marked in both", () => {
    const shape = (b: Block) => ({ commands: b.commands, live: b.live });
    expect(bashBlocks(zh).map(shape)).toEqual(blocks.map(shape));
    expect(blocks.filter((b) => b.live).map((b) => b.commands[0])).toEqual([
      "cp .env.example .env",
      "pnpm lesson v1",
      "cd ~/my-project && ~/agent-workbook/node_modules/.bin/lesson v1",
      'pnpm -s lesson v1 -p "Run the tests and tell me which fail."',
    ]);
  });
});

/** The variables that tell Node and pnpm how to reach the registry from this machine. */
const NETWORK = [
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "NO_PROXY",
  "https_proxy",
  "http_proxy",
  "no_proxy",
];

describe.sequential("every offline command of the getting-started page, in a scratch checkout", () => {
  let checkout = "";
  /** Stands in for /tmp in the page's commands, so that a run never touches a reader's own /tmp/v1-run.json. */
  let tmp = "";
  let env: NodeJS.ProcessEnv = {};
  const outputs = new Map<string, string>();

  beforeAll(() => {
    // The checkout as it is now: tracked and new files, not what .gitignore leaves out (node_modules …).
    const scratch = scratchDir("workbook-getting-started-");
    checkout = join(scratch, "agent-workbook");
    tmp = join(scratch, "tmp");
    mkdirSync(tmp);
    const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf-8",
    });
    const files = listed.stdout.split("\0").filter((f) => f && existsSync(join(ROOT, f)));
    expect(listed.status, `git ls-files in ${ROOT}: ${listed.stderr}`).toBe(0);
    expect(files).toContain("package.json");
    for (const file of files) {
      mkdirSync(dirname(join(checkout, file)), { recursive: true });
      cpSync(join(ROOT, file), join(checkout, file));
    }
    // A reader's shell: no key, no model, nothing of the pnpm run around this test (its node_modules/.bin
    // included). `npm i -g` installs into the scratch folder instead of this machine's global one; pnpm uses
    // this machine's store and both prefer what they have cached, so a warm machine needs no network.
    const prefix = join(scratch, "npm-global");
    const store = spawnSync("pnpm", ["store", "path"], { cwd: ROOT, encoding: "utf-8" }).stdout?.trim();
    env = {
      PATH: [
        join(prefix, "bin"),
        ...(process.env.PATH ?? "").split(":").filter((dir) => dir !== ROOT && !dir.startsWith(`${ROOT}/`)),
      ].join(":"),
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      LANG: "C.UTF-8",
      NPM_CONFIG_PREFIX: prefix,
      npm_config_prefer_offline: "true",
      ...(store ? { npm_config_store_dir: store } : {}),
      // The machine's way to the registry, as a reader's shell has it (its certificates, its proxy): an install that
      // must ask the registry (for metadata not cached yet) otherwise fails its TLS handshake, and pnpm retries until
      // the test's limit. And a registry that cannot be reached fails in seconds, saying which request.
      ...Object.fromEntries(NETWORK.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      npm_config_fetch_retry_maxtimeout: "10000",
      npm_config_fetch_timeout: "30000",
      ...(process.env.CI ? { CI: process.env.CI } : {}),
    };
  });

  it.each(offline.map((b) => [b.commands.join(" && "), b] as const))(
    "%s",
    async (_name, block) => {
      const script = block.script
        .split("\n")
        .map((line) => SMOKE[line] ?? line)
        .join("\n");
      const run = await runScript(script.replaceAll("/tmp/", `${tmp}/`), {
        cwd: checkout,
        env,
        timeoutMs: 600_000,
      });
      const output = stripVTControlCharacters(run.output);
      outputs.set(block.commands[0], output);
      expect(run.code, output.slice(-4000)).toBe(0);
    },
    660_000,
  );

  it("prints what the page says: the demo's first lines, every option of the table, the lesson diff, the API docs", () => {
    const demo = outputs.get("pnpm lesson v2") ?? "";
    const seen = transcript(demo).split("\n");
    const shown = excerptAfter(en, "## The offline demo");
    expect(shown.length).toBeGreaterThan(10);
    expect(
      seen
        .slice(
          seen.findIndex((l) => l.startsWith("No API key set")),
          undefined,
        )
        .slice(0, shown.length),
    ).toEqual(shown);

    const help = outputs.get("pnpm lesson") ?? "";
    const options = [...en.matchAll(/^\| `(-[^`]+)` \|/gm)].map(([, option]) => option.split(" ")[0].replace(/,$/, ""));
    expect(options).toEqual([
      "-p",
      "--replay",
      "--record",
      "--strict",
      "--provider",
      "--workdir",
      "--pace",
      "-y",
      "-h",
    ]);
    for (const option of options) expect(help).toContain(option);

    expect(outputs.get("pnpm lesson:diff v1 v2")).toContain("+++ lessons/v2-todo/agent.ts");
    expect(outputs.get("pnpm lesson:diff v1 v2")).toMatch(/^ {2}tools +4 → 5 +\+ TodoWrite$/m);
    expect(outputs.get("pnpm lesson:diff v1 v2")).toContain(`Wrote v1 → v2 side by side to ${tmp}/v1-v2.html`);
    expect(outputs.get("pnpm docs:api")).not.toMatch(/\[warning\]|\[error\]/);
    expect(outputs.get("pnpm test")).toMatch(/Test Files +1 passed \(1\)/);
    expect(outputs.get("pnpm bench")).toMatch(/^lesson v2 --help \(node --import tsx\) /m);
    expect(existsSync(join(checkout, "docs/api/index.html"))).toBe(true);
  });

  // Last: it adds a lesson to the checkout. How a lesson is made (docs/en/new-lesson.md), its first step.
  it("pnpm lesson:new starts a lesson the workbook runs at once: its files, its rows, links and place on the course map, its scripted demo; one numbered between two others goes between them", async () => {
    // pnpm install prints its progress as it goes: two minutes of nothing is a stall (a lock, a request, an input),
    // stopped then with what its processes waited on, not at the limit.
    const run = (script: string, more: NodeJS.ProcessEnv = {}) =>
      runScript(script, { cwd: checkout, env: { ...env, ...more }, timeoutMs: 300_000, quietMs: 120_000 });
    // s21, from s15: a number no lesson has (s16 to s20 are lessons; none comes after it). Its install asks the
    // registry nothing: here a registry that refuses every connection, and a cache of metadata that is empty, as on a
    // machine whose only install was frozen (an install that resolved the new package's dependencies asked for their
    // metadata, and on a registry that did not answer it stalled).
    const made = await run('pnpm lesson:new s21 s21-example --from s15 --title "An example lesson"', {
      npm_config_registry: "http://127.0.0.1:9/",
      npm_config_cache_dir: join(tmp, "no-metadata-cache"),
    });
    const said = stripVTControlCharacters(made.output);
    expect(made.code, said.slice(-4000)).toBe(0);
    expect(said).toContain(
      "pnpm install --offline (links the new package from the store, locked as s15-team's dependencies are; commit pnpm-lock.yaml with it):\n",
    );
    expect(said).not.toContain("pnpm install (links the new package");
    expect(said).toContain("Lesson s21 started in lessons/s21-example, from s15. Written:\n");
    expect(said).toContain("updated: docs/en/s21-example.md, docs/zh/s21-example.md\n");
    expect(said).toContain(
      "What is left to write (pnpm test fails on each until it is done):\n" +
        "  - lesson s21's file lessons/s21-example/agent.ts still has a TODO(lesson:new) to write\n" +
        "  - lesson s21's demo is not scripted yet (lessons/s21-example/cassettes/script.ts)\n",
    );
    for (const file of [
      "agent.ts",
      "exercise.ts",
      "cassettes/script.ts",
      "cassettes/demo.json",
      "test/expectations.ts",
    ])
      expect(existsSync(join(checkout, "lessons/s21-example", file)), file).toBe(true);
    const pkg = JSON.parse(readFileSync(join(checkout, "lessons/s21-example/package.json"), "utf-8"));
    expect(pkg.workbook).toEqual({ id: "s21", title: "An example lesson", order: 21, base: "s15" });
    expect(Object.keys(pkg.dependencies)).toEqual(["@agent-workbook/kit", "@anthropic-ai/sdk", "zod"]);
    // The lesson numbered just before it: s21.
    const before = listLessons()
      .filter((l) => l.order < 21)
      .at(-1)!;
    const readme = readFileSync(join(checkout, "README.md"), "utf-8").split("\n");
    const row = readme.findIndex((line) => line.startsWith("| `s21` |"));
    expect(readme[row - 1]).toMatch(new RegExp(`^\\| \`${before.id}\` \\|`));
    // On the course map, under its base (s15), after the lessons already there, with nothing edited by hand.
    const map = readme.findIndex((line) => line.startsWith("          - **s21** "));
    expect(readme[map]).toBe("          - **s21** [An example lesson](docs/en/s21-example.md) · reference s21");
    expect(readme.slice(0, map).findLast((line) => line.startsWith("        - **"))).toMatch(
      /^ {8}- \*\*s15\*\* \[An agent team\]/,
    );
    // In the demo links, in its place: right after the lesson numbered before it, the last.
    const page = basename(before.dir);
    expect(readFileSync(join(checkout, "docs/en/getting-started.md"), "utf-8")).toContain(
      `, [${before.id}](${page}.md#what-you-see), [s21](s21-example.md#what-you-see).`,
    );
    expect(readFileSync(join(checkout, "docs/en", `${page}.md`), "utf-8").split("\n")[2]).toMatch(
      / · Next: \[s21, An example lesson\]\(s21-example\.md\)$/,
    );
    // pnpm install linked it: it runs, lists and diffs with nothing else to do.
    const demo = await run("pnpm lesson s21 && pnpm lesson && pnpm lesson:diff s15 s21 --stat");
    const shown = stripVTControlCharacters(demo.output);
    expect(demo.code, shown.slice(-4000)).toBe(0);
    expect(shown).toContain("s21 >> TODO(lesson:new): the task the demo gives the agent\n");
    expect(shown).toContain("Demo finished.");
    expect(shown).toMatch(/^ {2}s21 {2}An example lesson$/m);
    expect(shown).toContain("lessons/s15-team/agent.ts → lessons/s21-example/agent.ts\n");

    // A lesson between two others takes its place from its number: s10p goes between s10 and s11.
    const middle = await run('pnpm lesson:new s10p s10p-example --from s08 --title "A lesson between" --no-install');
    expect(middle.code, middle.output.slice(-4000)).toBe(0);
    const header = (lang: string, page: string) =>
      readFileSync(join(checkout, "docs", lang, page), "utf-8").split("\n")[2];
    expect(header("en", "s10-prompt.md")).toMatch(/ · Next: \[s10p, A lesson between\]\(s10p-example\.md\)$/);
    expect(header("zh", "s10-prompt.md")).toMatch(/ · 下一课：\[s10p，A lesson between\]\(s10p-example\.md\)$/);
    expect(header("en", "s11-recovery.md")).toContain(
      " · Previous: [s10p, A lesson between](s10p-example.md) ([what changed since s08](#what-changed-since-s08)) · Next:",
    );
    expect(header("zh", "s11-recovery.md")).toContain(
      " · 上一课：[s10p，A lesson between](s10p-example.md)（[与 s08 相比改了什么](#与-s08-相比改了什么)） · 下一课：",
    );
    expect(header("en", "s10p-example.md")).toMatch(
      / · Previous: \[s10, the system prompt\]\(s10-prompt\.md\) · Builds on: \[s08, context compaction\]\(s08-compact\.md\) \(\[what changed since s08\]\(#what-changed-since-s08\)\) · Next: \[s11, error recovery\]\(s11-recovery\.md\)$/,
    );
    const rows = readFileSync(join(checkout, "docs/en/README.md"), "utf-8")
      .split("\n")
      .flatMap((line) => /^\| `(s08|s10|s10p|s11)` \|/.exec(line)?.[1] ?? []);
    expect(rows).toEqual(["s08", "s10", "s10p", "s11"]);
    const zhIndex = readFileSync(join(checkout, "docs/zh/README.md"), "utf-8");
    // It builds on s08: beside s09 under s08, after s09's own branch (s10).
    expect(zhIndex).toMatch(/\n {10}- \*\*s09\*\* [^\n]*\n {12}- \*\*s10\*\* [^\n]*\n {10}- \*\*s10p\*\* \[/);
    const listed = await run("pnpm lesson");
    expect(stripVTControlCharacters(listed.output)).toMatch(
      /^ {2}s09 .*\n {2}s10 .*\n {2}s10p A lesson between\n {2}s11 /m,
    );
    // One that would come before its base is refused, with usage.
    // (s11p: a place no lesson has, between s11 and s12.)
    const refused = await run("pnpm lesson:new s11p s11p-example --from s12 --no-install");
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(
      /^s11p would come before s12 in the course \(its number\): it cannot build on it\.\n\nUsage:/m,
    );
  });
});
