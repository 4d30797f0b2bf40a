/**
 * Bad and odd tool calls, as a model may send them, through every lesson's own dispatch (`runTool`), with its real
 * tools, on a workspace full of traps: the lesson imported in this process (nothing of it starts), each case sent
 * as the model would send it. The cases: bash's for every lesson with bash, the file tools' and glob's for every
 * lesson with them, and each lesson's own (its test/expectations.ts). Each must come back as a tool result whose
 * text names the problem (`is_error` for a failed call), and a sentinel folder beside the workspaces must stay
 * byte-for-byte as it was. That the loop goes on after such a result, with every request valid, is what a real
 * lesson process shows (test/lessons.test.ts, the dispatch); that a lesson cannot be made unstoppable, below.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { dirname, join } from "node:path";
import { once } from "node:events";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { message, pgrep, scratchDir, startLesson, writeCassette } from "@agent-workbook/kit/authoring/tests/helpers";
import type { BadInput as Case, LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";
import { answerText } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { toolCalls } from "@agent-workbook/kit/authoring/tests/scripted-session";

const scratch = scratchDir("workbook-bad-inputs-");
/** Beside every workspace: nothing a lesson does may change it. */
const SENTINEL = join(scratch, "sentinel");
mkdirSync(join(SENTINEL, "inner"), { recursive: true });
writeFileSync(join(SENTINEL, "secret.txt"), "top secret\n");
writeFileSync(join(SENTINEL, "inner", "keep.txt"), "keep me\n");
// One file per lesson, which its workspace hard-links to (its write_file must not write through the link).
for (const n of listLessons().keys()) {
  writeFileSync(join(SENTINEL, `hard-${n + 1}.txt`), `hard-${n + 1}.txt: the store's copy\n`);
}

/** Every file under a folder, with its bytes and mode, hashed: equal hashes, same folder. */
function hashTree(dir: string): string {
  const hash = createHash("sha256");
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      const info = statSync(path);
      hash.update(`${path}\0${info.mode}\0`);
      if (info.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest("hex");
}
const sentinelBefore = hashTree(SENTINEL);

/** The background `sleep` of the bash cases: an argument no other process has, to end it afterwards. */
const SLEEP = `8.${process.pid}1`;

/** Whether a process is still running (a zombie waiting to be reaped has stopped running). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf-8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  spawnSync("pkill", ["-f", `^sleep ${SLEEP}$`]); // the background child a case left (a lesson's exit ends it)
});

/** A lesson's workspace, ready for its cases, and what its cases expect. */
interface Workspace {
  ws: string;
  hasDevice: boolean;
  expectations: LessonExpectations;
}

/**
 * A workspace for each lesson, with every trap a case needs (links out, special files, odd files) and the lesson's
 * own files (and repository, where its cases need one). The FIFOs, device nodes and repositories of all of them are
 * made by one shell: a process of this one per file was a third of what the cases cost beside the lessons' own work.
 */
async function workspaces(lessons: LessonEntry[]): Promise<Map<string, Workspace>> {
  const made = new Map<string, Workspace>();
  const repositories: string[] = [];
  for (const [n, lesson] of lessons.entries()) {
    const ws = join(scratch, `ws-${lesson.id}`);
    mkdirSync(join(ws, "sub"), { recursive: true });
    writeFileSync(join(ws, "notes.txt"), "one\ntwo\nthree\n");
    writeFileSync(join(ws, "twice.txt"), "let x = 1;\nlet x = 1;\n");
    writeFileSync(join(ws, "image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    writeFileSync(join(ws, "latin1.txt"), Buffer.from("caf\xe9 cr\xe8me\n", "latin1"));
    writeFileSync(join(ws, "emoji.txt"), `${"x".repeat(49_999)}🙂🙂\n`);
    writeFileSync(join(ws, "big.log"), Buffer.alloc(2 * 1024 * 1024, "2026-11-23 INFO all good\n"));
    symlinkSync(join(SENTINEL, "secret.txt"), join(ws, "link-out.txt"));
    symlinkSync(SENTINEL, join(ws, "linkdir"));
    symlinkSync(join(SENTINEL, "created.txt"), join(ws, "dangling"));
    symlinkSync("loop-b", join(ws, "loop-a"));
    symlinkSync("loop-a", join(ws, "loop-b"));
    linkSync(join(SENTINEL, `hard-${n + 1}.txt`), join(ws, "hard.txt"));
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(join(ws, "sock"), resolve));
    const { default: expectations } = (await import(
      pathToFileURL(join(lesson.dir, "test", "expectations.ts")).href
    )) as {
      default: LessonExpectations;
    };
    for (const [path, text] of Object.entries(expectations.badInputsWorkspace ?? {})) {
      mkdirSync(dirname(join(ws, path)), { recursive: true });
      writeFileSync(join(ws, path), text);
    }
    if (expectations.badInputsRepository) repositories.push(ws);
    made.set(lesson.id, { ws, hasDevice: false, expectations });
  }
  // A device node needs the right to make one (root, or a container that allows it); without it, no device case.
  // The repositories (the workspaces after `--`) are made after the files they hold; git leaves the FIFOs, sockets
  // and devices out.
  const script = [
    'while [ "$1" != -- ]; do mkfifo "$1/fifo" || exit 1; mknod "$1/zero" c 1 5 2>/dev/null; shift; done; shift',
    'for ws in "$@"; do (cd "$ws" && git init -q -b main && git add -A && git commit -qm start) || exit 1; done',
  ].join("\n");
  const identity = { GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t" };
  const env = { ...process.env, ...identity, GIT_COMMITTER_EMAIL: "t@example.com" };
  const all = [...made.values()].map((w) => w.ws);
  execFileSync("sh", ["-c", script, "sh", ...all, "--", ...repositories], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  for (const workspace of made.values())
    workspace.hasDevice =
      lstatSync(join(workspace.ws, "zero"), { throwIfNoEntry: false })?.isCharacterDevice() ?? false;
  return made;
}

/** `{a: {a: … {a: "deep"}}}`, `depth` levels down. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: "deep" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const invalid = (tool: string, field: string) => new RegExp(`^Error: Invalid input for ${tool}: ${field}: `);
const ESCAPES = /^Error: Path escapes workspace: /;

/** The bash cases every lesson shares (v0 has no other tool). */
function bashCases(sleepTag: string): Case[] {
  return [
    { name: "exit status only", tool: "bash", input: { command: "exit 7" }, expect: /^\(exit code 7\)$/, ok: true },
    {
      name: "output and exit status",
      tool: "bash",
      input: { command: "echo oops >&2; exit 3" },
      expect: /^oops\n\(exit code 3\)$/,
      ok: true,
    },
    {
      name: "a shell killed by a signal",
      tool: "bash",
      input: { command: "kill -9 $$" },
      expect: /^\(killed by SIGKILL\)$/,
      ok: true,
    },
    {
      name: "a background child: returns at once",
      tool: "bash",
      input: { command: `sleep ${sleepTag} & echo hi` },
      expect: /^hi$/,
      ok: true,
    },
    {
      name: "extra fields are ignored",
      tool: "bash",
      input: { command: "echo ok", extra: 1 },
      expect: /^ok$/,
      ok: true,
    },
    { name: "no command", tool: "bash", input: {}, expect: invalid("bash", "command") },
    {
      name: "command is a number",
      tool: "bash",
      input: { command: 42 },
      expect: /command: .*expected string, received number/,
    },
    {
      name: "command is null",
      tool: "bash",
      input: { command: null },
      expect: /command: .*expected string, received null/,
    },
    {
      name: "command is a list",
      tool: "bash",
      input: { command: ["ls", "-la"] },
      expect: /command: .*expected string, received array/,
    },
    {
      name: "command nested 300 deep",
      tool: "bash",
      input: { command: nested(300) },
      expect: /command: .*expected string, received object/,
    },
    {
      name: "arguments that were not JSON (as the OpenAI provider passes them)",
      tool: "bash",
      input: { __invalid_arguments: "{command: ls" },
      expect: invalid("bash", "command"),
    },
    {
      name: "a NUL byte in the command",
      tool: "bash",
      input: { command: "touch a\0b" },
      expect: /^Error: The command contains a NUL byte/,
    },
    {
      name: "a blocked command",
      tool: "bash",
      input: { command: "sudo ls" },
      expect: /^Error: Dangerous command blocked$/,
    },
    {
      name: "an unknown tool",
      tool: "python",
      input: { code: "print(1)" },
      expect: /^Error: Unknown tool: python\. Available tools: bash/,
    },
    {
      name: "a tool name in the wrong case",
      tool: "Bash",
      input: { command: "ls" },
      expect: /^Error: Unknown tool: Bash\./,
    },
    {
      name: "an emoji at the 50 000-character cut",
      tool: "bash",
      input: { command: "head -c 49999 /dev/zero | tr '\\0' x; printf '🙂🙂'" },
      expect: /^x{49999}$/,
      ok: true,
    },
    {
      name: "a 200 KB command",
      tool: "bash",
      input: { command: `echo ${"y".repeat(200_000)}` },
      expect: /^Error: The command is too long to run \(200005 bytes; at most 131071\)\. Write the long part to a file/,
    },
  ];
}

/** The file-tool cases of v1 (and, in part, of the later lessons, which share its tools). */
function fileCases(hasDevice: boolean): Case[] {
  const cases: Case[] = [
    // read_file
    {
      name: "read: empty path",
      tool: "read_file",
      input: { path: "" },
      expect: /^Error: The path is empty: give a file path/,
    },
    { name: "read: blank path", tool: "read_file", input: { path: "   " }, expect: /^Error: The path is empty/ },
    {
      name: "read: NUL in the path",
      tool: "read_file",
      input: { path: "notes\0.txt" },
      expect: /^Error: The path contains a NUL byte/,
    },
    { name: "read: ../ out", tool: "read_file", input: { path: "../sentinel/secret.txt" }, expect: ESCAPES },
    {
      name: "read: deep ../ out",
      tool: "read_file",
      input: { path: "sub/../../sentinel/secret.txt" },
      expect: ESCAPES,
    },
    {
      name: "read: absolute path outside",
      tool: "read_file",
      input: { path: join(SENTINEL, "secret.txt") },
      expect: ESCAPES,
    },
    { name: "read: /etc/passwd", tool: "read_file", input: { path: "/etc/passwd" }, expect: ESCAPES },
    { name: "read: /dev/zero", tool: "read_file", input: { path: "/dev/zero" }, expect: ESCAPES },
    { name: "read: a symlink out", tool: "read_file", input: { path: "link-out.txt" }, expect: ESCAPES },
    {
      name: "read: through a symlinked folder",
      tool: "read_file",
      input: { path: "linkdir/secret.txt" },
      expect: ESCAPES,
    },
    {
      name: "read: a symlink loop",
      tool: "read_file",
      input: { path: "loop-a" },
      expect: /^Error: Too many levels of symbolic links: loop-a$/,
    },
    {
      name: "read: a FIFO",
      tool: "read_file",
      input: { path: "fifo" },
      expect: /^Error: fifo is a named pipe \(FIFO\), not a regular file; read_file reads regular files only$/,
    },
    {
      name: "read: a socket",
      tool: "read_file",
      input: { path: "sock" },
      expect: /^Error: sock is a socket, not a regular file/,
    },
    {
      name: "read: a folder",
      tool: "read_file",
      input: { path: "sub" },
      expect: /^Error: sub is a directory, not a file$/,
    },
    {
      name: "read: the workspace itself",
      tool: "read_file",
      input: { path: "." },
      expect: /^Error: \. is a directory, not a file$/,
    },
    {
      name: "read: a file used as a folder",
      tool: "read_file",
      input: { path: "notes.txt/x" },
      expect: /^Error: Cannot open notes\.txt\/x: notes\.txt is a file, not a folder$/,
    },
    {
      name: "read: a missing file",
      tool: "read_file",
      input: { path: "nope.md" },
      expect: /^Error: File not found: nope\.md$/,
    },
    {
      name: "read: a 300-character name",
      tool: "read_file",
      input: { path: "n".repeat(300) },
      expect:
        /^Error: The path is too long \(a file name can have at most 255 bytes, a path 4096\): n{200}… \(300 characters\)$/,
    },
    {
      name: "read: a 5000-character path",
      tool: "read_file",
      input: { path: "d/".repeat(2500) },
      expect: /^Error: The path is too long .*\(5000 characters\)$/,
    },
    {
      name: "read: a binary file",
      tool: "read_file",
      input: { path: "image.png" },
      expect: /^Error: image\.png is a binary file \(10 bytes\); read_file reads text only$/,
    },
    {
      name: "read: 2 MB without limit",
      tool: "read_file",
      input: { path: "big.log" },
      expect: /^Error: big\.log is 2\.0 MB, too big to read whole .*Read its first lines with limit/,
    },
    {
      name: "read: 2 MB with limit",
      tool: "read_file",
      input: { path: "big.log", limit: 2 },
      expect:
        /^2026-11-23 INFO all good\n2026-11-23 INFO all good\n\.\.\. \(more lines: the file is 2\.0 MB, too big to count them\)$/,
      ok: true,
    },
    {
      name: "read: limit 0",
      tool: "read_file",
      input: { path: "notes.txt", limit: 0 },
      expect: invalid("read_file", "limit"),
    },
    {
      name: "read: limit -3",
      tool: "read_file",
      input: { path: "notes.txt", limit: -3 },
      expect: invalid("read_file", "limit"),
    },
    {
      name: "read: limit 1.5",
      tool: "read_file",
      input: { path: "notes.txt", limit: 1.5 },
      expect: /limit: .*expected int/,
    },
    {
      name: "read: limit as a string",
      tool: "read_file",
      input: { path: "notes.txt", limit: "10" },
      expect: /limit: .*expected number, received string/,
    },
    { name: "read: no path", tool: "read_file", input: { limit: 3 }, expect: invalid("read_file", "path") },
    {
      name: "read: path is a number",
      tool: "read_file",
      input: { path: 7 },
      expect: /path: .*expected string, received number/,
    },
    {
      name: "read: path is an object",
      tool: "read_file",
      input: { path: { file: "notes.txt" } },
      expect: /path: .*expected string, received object/,
    },
    // write_file
    {
      name: "write: empty path",
      tool: "write_file",
      input: { path: "", content: "x" },
      expect: /^Error: The path is empty/,
    },
    {
      name: "write: ../ out",
      tool: "write_file",
      input: { path: "../sentinel/pwned.txt", content: "x" },
      expect: ESCAPES,
    },
    {
      name: "write: absolute path outside",
      tool: "write_file",
      input: { path: join(SENTINEL, "pwned.txt"), content: "x" },
      expect: ESCAPES,
    },
    {
      name: "write: a symlink out",
      tool: "write_file",
      input: { path: "link-out.txt", content: "x" },
      expect: ESCAPES,
    },
    {
      name: "write: into a symlinked folder",
      tool: "write_file",
      input: { path: "linkdir/inner/keep.txt", content: "x" },
      expect: ESCAPES,
    },
    {
      name: "write: a dangling symlink out",
      tool: "write_file",
      input: { path: "dangling", content: "x" },
      expect: ESCAPES,
    },
    {
      name: "write: a FIFO",
      tool: "write_file",
      input: { path: "fifo", content: "x" },
      expect: /^Error: fifo is a named pipe \(FIFO\), not a regular file; write_file writes regular files only$/,
    },
    {
      name: "write: a socket",
      tool: "write_file",
      input: { path: "sock", content: "x" },
      expect: /^Error: sock is a socket, not a regular file; write_file writes/,
    },
    {
      name: "write: a folder",
      tool: "write_file",
      input: { path: "sub", content: "x" },
      expect: /^Error: sub is a directory, not a file$/,
    },
    {
      name: "write: a path ending in /",
      tool: "write_file",
      input: { path: "newdir/", content: "x" },
      expect: /^Error: newdir\/ ends with \/: give the path of a file/,
    },
    {
      name: "write: under a file",
      tool: "write_file",
      input: { path: "notes.txt/deeper/x.txt", content: "x" },
      expect: /notes\.txt is a file, not a folder$/,
    },
    {
      name: "write: a 300-character name",
      tool: "write_file",
      input: { path: "w".repeat(300), content: "x" },
      expect: /^Error: The path is too long/,
    },
    {
      name: "write: no content",
      tool: "write_file",
      input: { path: "a.txt" },
      expect: invalid("write_file", "content"),
    },
    {
      name: "write: content is a list",
      tool: "write_file",
      input: { path: "a.txt", content: ["line"] },
      expect: /content: .*expected string, received array/,
    },
    {
      name: "write: a hard link to a file outside (the workspace gets its own copy)",
      tool: "write_file",
      input: { path: "hard.txt", content: "mine now\n" },
      expect: /^Wrote 9 bytes to hard\.txt$/,
      ok: true,
    },
    // edit_file
    {
      name: "edit: empty old_text",
      tool: "edit_file",
      input: { path: "notes.txt", old_text: "", new_text: "x" },
      expect: /^Error: old_text is empty: give the exact text to replace/,
    },
    {
      name: "edit: text not there",
      tool: "edit_file",
      input: { path: "notes.txt", old_text: "four", new_text: "4" },
      expect: /^Error: Text not found in notes\.txt$/,
    },
    {
      name: "edit: text there twice",
      tool: "edit_file",
      input: { path: "twice.txt", old_text: "let x = 1;", new_text: "let y = 2;" },
      expect:
        /^Error: old_text appears 2 times in twice\.txt; it must appear exactly once\. Include more of the surrounding text/,
    },
    {
      name: "edit: a binary file",
      tool: "edit_file",
      input: { path: "image.png", old_text: "PNG", new_text: "GIF" },
      expect: /^Error: image\.png is a binary file \(10 bytes\); edit_file edits text only$/,
    },
    {
      name: "edit: a Latin-1 file",
      tool: "edit_file",
      input: { path: "latin1.txt", old_text: "caf", new_text: "CAF" },
      expect: /^Error: latin1\.txt is not valid UTF-8 text; edit_file would corrupt it/,
    },
    {
      name: "edit: a FIFO",
      tool: "edit_file",
      input: { path: "fifo", old_text: "a", new_text: "b" },
      expect: /^Error: fifo is a named pipe \(FIFO\), not a regular file; edit_file edits regular files only$/,
    },
    {
      name: "edit: a symlink out",
      tool: "edit_file",
      input: { path: "link-out.txt", old_text: "top", new_text: "no" },
      expect: ESCAPES,
    },
    {
      name: "edit: a folder",
      tool: "edit_file",
      input: { path: "sub", old_text: "a", new_text: "b" },
      expect: /^Error: sub is a directory, not a file$/,
    },
    {
      name: "edit: a missing file",
      tool: "edit_file",
      input: { path: "gone.txt", old_text: "a", new_text: "b" },
      expect: /^Error: File not found: gone\.txt$/,
    },
    {
      name: "edit: no new_text",
      tool: "edit_file",
      input: { path: "notes.txt", old_text: "one" },
      expect: invalid("edit_file", "new_text"),
    },
    {
      name: "edit: old_text is a number",
      tool: "edit_file",
      input: { path: "notes.txt", old_text: 1, new_text: "2" },
      expect: /old_text: .*expected string, received number/,
    },
    {
      name: "edit: a socket",
      tool: "edit_file",
      input: { path: "sock", old_text: "a", new_text: "b" },
      expect: /^Error: sock is a socket, not a regular file; edit_file edits/,
    },
    {
      name: "read: an emoji at the cut",
      tool: "read_file",
      input: { path: "emoji.txt" },
      expect: /^x{49999}$/,
      ok: true,
    },
  ];
  if (hasDevice) {
    cases.push({
      name: "read: a device node (/dev/zero's twin)",
      tool: "read_file",
      input: { path: "zero" },
      expect: /^Error: zero is a character device, not a regular file; read_file reads regular files only$/,
    });
  }
  return cases;
}

/** The glob cases, for every lesson with the glob tool. */
const GLOB_CASES: Case[] = [
  {
    name: "glob: an empty pattern",
    tool: "glob",
    input: { pattern: "" },
    expect: /^Error: The pattern is empty: give a glob pattern/,
  },
  {
    name: "glob: ../",
    tool: "glob",
    input: { pattern: "../**/*" },
    expect: /^Error: Path escapes workspace: \.\.\/\*\*\/\*$/,
  },
  { name: "glob: an absolute pattern", tool: "glob", input: { pattern: "/etc/*" }, expect: ESCAPES },
  {
    name: "glob: a links-out folder is skipped",
    tool: "glob",
    input: { pattern: "linkdir/**" },
    expect: /^\(no matches\)$/,
    ok: true,
  },
  { name: "glob: no pattern", tool: "glob", input: { path: "*.txt" }, expect: invalid("glob", "pattern") },
];

/** The tools of the kit whose cases are shared: a lesson gets those of the tools it has. */
const KIT_TOOLS = new Set(["bash", "read_file", "write_file", "edit_file", "glob"]);

/** The cases a lesson gets: the shared ones for the tools it has, then its own. */
function casesFor(tools: string[], own: Case[], hasDevice: boolean): Case[] {
  const shared = [...bashCases(SLEEP), ...fileCases(hasDevice), ...GLOB_CASES];
  // A case of a kit tool the lesson does not have is left out; the calls of tools no lesson has stay. A lesson's own
  // case of a shared case's name takes its place (s03p: its rules, not the kit's substring list, stop `sudo ls`).
  const owned = (c: Case) => own.find((o) => o.name === c.name);
  const kept = shared.filter((c) => tools.includes(c.tool) || !KIT_TOOLS.has(c.tool)).map((c) => owned(c) ?? c);
  return [...kept, ...own.filter((o) => !kept.includes(o))];
}

const LESSONS = listLessons();
describe("bad tool inputs across the lessons", () => {
  let prepared: Map<string, Workspace>;
  beforeAll(async () => {
    prepared = await workspaces(LESSONS);
  });

  it.each(LESSONS.map((l) => l.id))(
    "%s: each gets a result that names the problem, and nothing outside the workspace changes",
    async (id) => {
      const { ws, hasDevice, expectations } = prepared.get(id)!;
      // The cases of the kit's tools it offers: those its expectations list, which its first request must show (one
      // play, not one to ask the tools and another to send the cases; s20's MCP tools come from its sample only).
      const cases = casesFor(expectations.tools, expectations.badInputs, hasDevice);
      // The calls go through the lesson's own loop, one a round, as the model sends them.
      const played = await toolCalls(
        id,
        cases.map((c) => ({ name: c.tool, input: c.input })),
        ws,
      );
      const kitTools = (tools: string[]) => tools.filter((t) => KIT_TOOLS.has(t));
      expect(kitTools(played.tools), `${id}: the kit's tools it offers`).toEqual(kitTools(expectations.tools));
      let errors = 0;
      for (const [k, c] of cases.entries()) {
        const result = played.results[k];
        const text = answerText(result).replace(/^ERROR /, "");
        expect({ case: `${id}: ${c.name}`, isError: result.is_error === true }).toEqual({
          case: `${id}: ${c.name}`,
          isError: !c.ok,
        });
        expect(text, `${id}: ${c.name}`).toMatch(c.expect);
        // Never a stack trace or an errno code; an absolute path of this machine only if the model wrote it.
        expect(text, `${id}: ${c.name}`).not.toMatch(/\n\s+at |\bE[A-Z]{3,}\b/);
        if (!JSON.stringify(c.input).includes(scratch)) expect(text, `${id}: ${c.name}`).not.toContain(scratch);
        if (!c.ok) errors += 1;
      }
      // Every lesson has bash: its error cases at least.
      expect(errors).toBeGreaterThanOrEqual(10);
      expect(hashTree(SENTINEL)).toBe(sentinelBefore);
    },
  );
});

describe("no tool can make a lesson unstoppable", () => {
  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)(
    "%s ends a lesson at once while its command ignores SIGTERM, and the command goes too",
    async (signal, code) => {
      const ws = join(scratch, `ws-stop-${signal}`);
      mkdirSync(ws);
      execFileSync("mkfifo", [join(ws, "fifo")]);
      const sleep = `9.${process.pid}${code}`;
      const tape = writeCassette(
        join(scratch, `stop-${signal}.json`),
        "v1",
        ["Wait."],
        [
          // Before: a FIFO read blocked for ever, and the lesson with it. Now refused at once.
          message(
            [{ type: "tool_use", id: "toolu_01Fifo", name: "read_file", input: { path: "fifo" } }],
            "tool_use",
            "msg_01A",
          ),
          message(
            [
              {
                type: "tool_use",
                id: "toolu_01Stuck",
                name: "bash",
                input: { command: `trap '' TERM; sleep ${sleep}` },
              },
            ],
            "tool_use",
            "msg_01B",
          ),
          message([{ type: "text", text: "Never reached." }], "end_turn"),
        ],
      );
      const lesson = startLesson(["v1", "--replay", tape, "--workdir", ws]);
      const closed = once(lesson, "close");
      await vi.waitFor(() => expect(pgrep(`sleep ${sleep}`)).toHaveLength(1), { timeout: 30_000 });
      const sleeps = pgrep(`sleep ${sleep}`);
      // The lesson's own node process: `node scripts/lesson.ts` runs the dispatcher, which runs the lesson in-process.
      const pid = lesson.pid;
      if (!pid) throw new Error("the lesson did not start"); // never process.kill(0): that is this test's own group
      const start = Date.now();
      process.kill(pid, signal);
      const [exitCode] = await closed;
      const took = Date.now() - start;
      expect(exitCode).toBe(code);
      expect(took).toBeLessThan(5_000); // measured: about 0.4 s (SIGTERM to the command, 0.3 s, then SIGKILL)
      await vi.waitFor(() => expect(sleeps.filter(isRunning)).toEqual([]), { timeout: 5_000 });
    },
    60_000,
  );
});
