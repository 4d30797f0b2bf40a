import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { diffStat, formatStat, lessonDiff, main, sideBySideHtml, useColor } from "../scripts/lesson-diff.ts";
import { kitToolTables, lessonOutline } from "../scripts/lesson-diff/outline.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { ROOT, offlineEnv, runTsFile, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";

/** What `pnpm lesson:diff` runs. */
const SCRIPT = join(ROOT, "scripts", "lesson-diff.ts");
/** A line of v1 that v2 rewrote. */
const V1_ONLY = "Loop: look at the files, act with your tools, then report what you did.";

/** Sets FORCE_COLOR or NO_COLOR for `color`: plain unless `color`; with `color: "auto"` neither is set. */
function colourEnv(color: boolean | "auto" | undefined): NodeJS.ProcessEnv {
  return color === "auto" ? {} : color ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" };
}

/** Runs `pnpm lesson:diff <args>` as a process, its output a pipe, in an offline environment (colourEnv). */
function runDiff(args: string[], options: { color?: boolean | "auto"; env?: NodeJS.ProcessEnv; cwd?: string } = {}) {
  return runTsFile(SCRIPT, args, {
    cwd: options.cwd,
    env: offlineEnv({ ...colourEnv(options.color), ...options.env }),
  });
}

/**
 * Runs the command line of `pnpm lesson:diff <args>` (its `main`) in this process, as runDiff runs it in
 * another: the same environment, given to it (the process's own is not changed), its output not a terminal, its
 * folder `cwd`. The spawned tests show the real command prints the same and exits with that code.
 */
function diff(args: string[], options: { color?: boolean | "auto"; env?: NodeJS.ProcessEnv; cwd?: string } = {}) {
  let stdout = "";
  let stderr = "";
  const code = main(args, {
    env: offlineEnv({ ...colourEnv(options.color), ...options.env }),
    stdout: { write: (text: string) => (stdout += text), isTTY: false },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    cwd: options.cwd ?? process.cwd(),
  });
  return { code, stdout, stderr };
}

describe("pnpm lesson:diff A B (the unified diff)", () => {
  it("prints the plain diff of two lessons' agent.ts, with paths from the workbook root", () => {
    const run = runDiff(["v1", "v2"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(
      /^--- lessons\/v1-tools\/agent\.ts\n\+\+\+ lessons\/v2-todo\/agent\.ts\n@@ -1,13 \+1,12 @@\n/,
    );
    expect(run.stdout).toContain("-Loop: look at the files, act with your tools, then report what you did.\n");
    expect(run.stdout).toContain("+  class TodoManager {\n");
    expect(run.stdout).toContain("\n   // #region loop\n"); // 3 lines of context
    expect(run.stdout).not.toContain(ROOT);
    expect(run.stdout).not.toMatch(/\x1b\[/);
    expect(run.stdout).toBe(lessonDiff("v1", "v2"));
    expect(run.stdout).toMatchSnapshot();
  });

  it("colours it with FORCE_COLOR: bold file headers, cyan hunks, red and green lines, changed words reversed", () => {
    const run = runDiff(["v1", "v2"], { color: true });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "\x1b[1m--- lessons/v1-tools/agent.ts\x1b[22m\n\x1b[1m+++ lessons/v2-todo/agent.ts\x1b[22m\n",
    );
    expect(run.stdout).toContain("\x1b[36m@@ -1,13 +1,12 @@\x1b[39m\n");
    expect(run.stdout).toContain("\x1b[31m- * Lesson \x1b[7mv1\x1b[27m: the \x1b[7mfour-tool\x1b[27m agent.\x1b[39m\n");
    expect(run.stdout).toContain("\x1b[32m+ * Lesson \x1b[7mv2\x1b[27m: the \x1b[7mplanning\x1b[27m agent.\x1b[39m\n");
    expect(run.stdout).toContain("\x1b[32m+  class TodoManager {\x1b[39m\n");
    expect(stripVTControlCharacters(run.stdout)).toBe(lessonDiff("v1", "v2"));
    expect(run.stdout).toMatchSnapshot();
  });

  it("gives, for the pairs instructors diff, a deterministic diff with no trailing blanks, the coloured one the same text", () => {
    // Each lesson against the one before it in the course and against its base (the diffs the walkthroughs and
    // --stat show), and the first and last lessons both ways (the largest diff): every pair would grow with the
    // square of the course for the same checks of the same formatter.
    const lessons = listLessons();
    const ids = lessons.map((l) => l.id);
    const pairs = new Map<string, [string, string]>();
    const add = (a: string, b: string) => pairs.set(`${a} ${b}`, [a, b]);
    for (const [n, lesson] of lessons.entries()) {
      if (n > 0) add(ids[n - 1], lesson.id);
      if (lesson.base) add(lesson.base, lesson.id);
    }
    add(ids[0], ids.at(-1)!);
    add(ids.at(-1)!, ids[0]);
    for (const [a, b] of pairs.values()) {
      const plain = lessonDiff(a, b);
      expect(plain).not.toMatch(/[ \t]$/m);
      expect(plain).not.toContain(ROOT);
      // The coloured one is made anew, the same text: nothing depends on the run.
      expect(stripVTControlCharacters(lessonDiff(a, b, { color: true }))).toBe(plain);
    }
  });

  it("colours only for a terminal unless told: --color, --no-color, NO_COLOR, FORCE_COLOR (0 and false mean off)", () => {
    expect(useColor(undefined, {}, true)).toBe(true);
    expect(useColor(undefined, {}, false)).toBe(false);
    expect(useColor(undefined, { TERM: "dumb" }, true)).toBe(false);
    expect(useColor(undefined, { NO_COLOR: "1" }, true)).toBe(false);
    expect(useColor(undefined, { NO_COLOR: "" }, true)).toBe(true);
    expect(useColor(undefined, { FORCE_COLOR: "1" }, false)).toBe(true);
    expect(useColor(undefined, { FORCE_COLOR: "0" }, true)).toBe(false);
    expect(useColor(undefined, { FORCE_COLOR: "false" }, true)).toBe(false);
    expect(useColor(undefined, { CI: "true" }, false)).toBe(false);
    expect(useColor(true, { NO_COLOR: "1" }, false)).toBe(true);
    expect(useColor(false, { FORCE_COLOR: "1" }, true)).toBe(false);

    const plain = lessonDiff("v1", "v2");
    const coloured = lessonDiff("v1", "v2", { color: true });
    expect(diff(["v1", "v2"], { color: "auto", env: { CI: "true" } }).stdout).toBe(plain); // a pipe
    expect(diff(["v1", "v2"], { color: "auto", env: { FORCE_COLOR: "0" } }).stdout).toBe(plain);
    expect(diff(["v1", "v2", "--color"], { color: "auto" }).stdout).toBe(coloured);
    expect(diff(["v1", "v2", "--no-color"], { color: true }).stdout).toBe(plain);
    expect(diff(["v1", "v2", "--stat", "--color"], { color: "auto" }).stdout).toBe(
      formatStat(diffStat("v1", "v2"), { color: true }),
    );
  });

  it("says so when the two lessons do not differ", () => {
    for (const color of [false, true]) {
      const run = diff(["v1", "v1"], { color });
      expect(run.code).toBe(0);
      expect(run.stdout).toBe("v1 and v1: no differences.\n");
    }
    expect(lessonDiff("v1", "v1")).toBe("--- lessons/v1-tools/agent.ts\n+++ lessons/v1-tools/agent.ts\n");
  });

  it("with one id, diffs the lesson from its base (package.json workbook.base)", () => {
    expect(
      listLessons()
        .filter((l) => l.base === undefined)
        .map((l) => l.id),
    ).toEqual(["v0"]);
    expect(listLessons().find((l) => l.id === "s05")?.base).toBe("v1");
    const v2 = diff(["v2"]);
    expect(v2.code).toBe(0);
    expect(v2.stdout).toBe(lessonDiff("v1", "v2"));
    const s05 = diff(["s05", "--stat"]);
    expect(s05.code).toBe(0);
    expect(s05.stdout).toBe(formatStat(diffStat("v1", "s05")));
  });
});

describe("pnpm lesson:diff --stat", () => {
  it.each(listLessons().flatMap((l) => (l.base === undefined ? [] : [[l.base, l.id]])))(
    "summarises %s → %s",
    (a, b) => {
      const run = diff([a, b, "--stat"]);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe("");
      expect(run.stdout).toBe(formatStat(diffStat(a, b)));
      expect(run.stdout).toMatchSnapshot();
    },
  );

  it("names the tools, classes and functions that came and went", () => {
    const v0v1 = diffStat("v0", "v1");
    expect(v0v1.tools).toEqual({
      before: ["bash"],
      after: ["bash", "read_file", "write_file", "edit_file"],
      added: ["read_file", "write_file", "edit_file"],
      removed: [],
    });
    expect(v0v1.constants.removed).toEqual(["SUBAGENT"]);

    const v1v2 = diffStat("v1", "v2");
    expect(v1v2.tools.added).toEqual(["TodoWrite"]);
    expect(v1v2.tools.removed).toEqual([]);
    expect(v1v2.classes.added).toEqual(["TodoManager"]);
    expect(v1v2.functions.added).toEqual(["renderItem", "field", "isStatus"]);
    expect(v1v2.constants.added).toEqual(["INITIAL_REMINDER", "NAG_REMINDER", "STATUSES", "TODO"]);
    // Its lines as wc -l counts them (the file ends with a newline): the count changes with the lesson, not the rule.
    const wc = (file: string) => readFileSync(join(ROOT, file), "utf-8").split("\n").length - 1;
    expect(v1v2.a).toMatchObject({
      id: "v1",
      path: "lessons/v1-tools/agent.ts",
      lines: wc("lessons/v1-tools/agent.ts"),
    });
    expect(v1v2.a.lines).toBe(wc("lessons/v1-tools/agent.ts"));
    expect(v1v2.b).toMatchObject({ id: "v2", path: "lessons/v2-todo/agent.ts", lines: wc("lessons/v2-todo/agent.ts") });
    expect(v1v2.b.lines - v1v2.a.lines).toBe(v1v2.added - v1v2.removed);

    const v2s03 = diffStat("v2", "s03");
    expect(v2s03.tools.added).toEqual(["todo"]);
    expect(v2s03.tools.removed).toEqual(["TodoWrite"]);
    expect(v2s03.classes).toMatchObject({ added: [], removed: [] });

    const v1s05 = diffStat("v1", "s05");
    expect(v1s05.tools.added).toEqual(["glob", "todo_write"]);
    expect(v1s05.functions.added).toEqual(["todoWrite", "needsVerification", "parseList", "checkTodo"]);
    expect(v1s05.classes.after).toEqual([]);
  });

  it("counts a tool table spread from the kit as the lesson's tools, in its place (s15's fileTools and taskTools)", () => {
    expect(kitToolTables("fileTools")).toEqual(["bash", "read_file", "write_file", "edit_file", "glob"]);
    expect(kitToolTables("taskTools")).toEqual(["TaskCreate", "TaskGet", "TaskUpdate", "TaskList"]);
    expect(kitToolTables("runLesson")).toEqual([]); // a kit function with no tool in it
    expect(kitToolTables("noSuchExport")).toBeUndefined();

    const source = `import { fileTools, tool } from "@agent-workbook/kit";
import { taskTools } from "./local.ts";
export const TOOLS = [tool("first", "", {}, run), ...fileTools(WORKDIR), ...taskTools(store), ...other(), tool("last", "", {}, run)];`;
    const tables = (name: string) => ({ fileTools: ["bash", "glob"], taskTools: ["TaskGet"] })[name];
    // taskTools comes from another module here, and other() from nowhere: neither is the kit's.
    expect(lessonOutline(source, "agent.ts", tables).tools).toEqual(["first", "bash", "glob", "last"]);

    const s12s15 = diffStat("s12", "s15");
    expect(s12s15.tools.removed).toEqual([]);
    expect(s12s15.tools.added).toEqual(["spawn_teammate", "send_message", "read_inbox"]);
    expect(s12s15.tools.after.slice(0, 9)).toEqual(s12s15.tools.before);
  });

  it("counts a tool named by a template once per string its .map runs over (s16's `${kind}_response`)", () => {
    const source = `export const TOOLS = [
  tool("ask", "", {}, run),
  ...(["shutdown", "plan"] as const).map((kind) => tool(\`\${kind}_response\`, "", {}, run)),
  ...names.map((n) => tool(\`\${n}_x\`, "", {}, run)),
  tool(\`\${PREFIX}_y\`, "", {}, run),
];`;
    // A list that is not written out (names), or a template naming anything else (PREFIX), names no tool.
    expect(lessonOutline(source, "agent.ts", () => undefined).tools).toEqual([
      "ask",
      "shutdown_response",
      "plan_response",
    ]);
    expect(diffStat("s15", "s16").tools.added).toEqual([
      "shutdown_request",
      "plan_request",
      "shutdown_response",
      "plan_response",
    ]);
  });

  it("counts the tool of an object made from a kit class, where a table holds it (s11's todos.tool, subagent.tool)", () => {
    expect(kitToolTables("TodoList")).toEqual(["todo_write"]);
    expect(kitToolTables("Subagent")).toEqual(["task"]);
    const source = `import { TodoList } from "@agent-workbook/kit";
const todos = new TodoList(session.ui);
const other = new Local();
export const TOOLS = [tool("bash", "", {}, run), todos.tool, other.tool];
const spoken = todos.tool.name;`;
    // Only in a table, and only a kit class's: other.tool and todos.tool.name name no tool.
    expect(lessonOutline(source, "agent.ts", (name) => kitToolTables(name)).tools).toEqual(["bash", "todo_write"]);
    const s08s11 = diffStat("s08", "s11");
    expect([s08s11.tools.added, s08s11.tools.removed]).toEqual([[], []]);
  });

  it("leaves out of a spread table the tools its filter compares away (s13 keeps its own bash)", () => {
    const source = `import { fileTools } from "@agent-workbook/kit";
export const TOOLS = [tool("bash", "", {}, run), ...fileTools(WORKDIR).filter((t) => t.name !== "bash"), ...other(W).map(f)];`;
    const tables = (name: string) => ({ fileTools: ["bash", "glob"] })[name];
    // The filter's `!==` names go; a call on what is not a table (other(W).map) adds none.
    expect(lessonOutline(source, "agent.ts", tables).tools).toEqual(["bash", "glob"]);
    const s12s13 = diffStat("s12", "s13");
    expect(s12s13.tools.removed).toEqual([]);
    expect(s12s13.tools.added).toEqual(["job_output", "stop_job"]);
  });

  it("prints them as aligned rows", () => {
    expect(runDiff(["v0", "v1", "--stat"]).stdout).toMatch(
      /^ {2}tools {8}1 → 4 {4}\+ read_file, write_file, edit_file$/m,
    );
    const v1v2 = diff(["v1", "v2", "--stat"]).stdout;
    expect(v1v2.split("\n")[0]).toBe("lessons/v1-tools/agent.ts → lessons/v2-todo/agent.ts");
    expect(v1v2).toMatch(/^ {2}tools {8}4 → 5 {4}\+ TodoWrite$/m);
    expect(v1v2).toMatch(/^ {2}classes {6}0 → 1 {4}\+ TodoManager$/m);
    expect(diff(["v1", "s05", "--stat"]).stdout).toMatch(/^ {2}tools {8}4 → 6 {4}\+ glob, todo_write$/m);
    expect(diff(["v2", "s03", "--stat"]).stdout).toMatch(/^ {2}tools {8}5 → 5 {4}\+ todo\n {24}- TodoWrite$/m);
  });
});

describe("pnpm lesson:diff --html", () => {
  it("writes a self-contained side-by-side page, a relative FILE taken from where pnpm was run", async () => {
    const dir = scratchDir("lesson-diff-");
    const run = diff(["v1", "v2", "--html", "v1-v2.html"], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Wrote v1 → v2 side by side to ${join(dir, "v1-v2.html")}\n`);
    const html = readFileSync(join(dir, "v1-v2.html"), "utf-8");
    expect(html).toBe(sideBySideHtml("v1", "v2"));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>v1 → v2: lessons/v1-tools/agent.ts → lessons/v2-todo/agent.ts</title>");
    expect(html).toContain('<div class="side" data-side="a">');
    expect(html).toContain('<div class="side" data-side="b">');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).toContain("@media print");
    expect(html).toMatch(/<details class="fold"><summary>46 unchanged lines /);
    expect(html).toContain('<span class="pill add">+ TodoManager</span>');
    // Nothing to load: no script, no link, no image, no url() in the CSS.
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|\shref=|url\(|@import/i);
    expect(html).not.toContain(ROOT);
    await expect(html).toMatchFileSnapshot("__snapshots__/lesson-diff.v1-v2.html");
  });

  it("takes a relative FILE from the folder the command runs in, not an INIT_CWD an outer pnpm left, and says when it cannot write", () => {
    const dir = scratchDir("lesson-diff-");
    const run = runDiff(["s03", "--html", "page.html"], { cwd: dir, env: { INIT_CWD: ROOT } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Wrote v2 → s03 side by side to ${join(dir, "page.html")}\n`);
    expect(existsSync(join(dir, "page.html"))).toBe(true);
    const missing = diff(["v1", "v2", "--html", join(dir, "no", "such", "dir.html")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Cannot write .*\/no\/such\/dir\.html: ENOENT/);
    const folder = diff(["v1", "v2", "--html", dir]);
    expect(folder.code).toBe(1);
    expect(folder.stdout).toBe("");
    expect(folder.stderr).toBe(
      `Cannot write ${dir}: it is a folder; give a file name, such as ${join(dir, "v1-v2.html")}\n`,
    );
  });

  it("prints the page with --html -, and adds the summary with --stat", () => {
    const page = diff(["v1", "v2", "--html", "-"]);
    expect(page.code).toBe(0);
    expect(page.stdout).toBe(sideBySideHtml("v1", "v2"));
    const dir = scratchDir("lesson-diff-");
    const both = diff(["v2", "s03", "--stat", "--html", "page.html"], { cwd: dir });
    expect(both.code).toBe(0);
    expect(both.stdout).toBe(
      `Wrote v2 → s03 side by side to ${join(dir, "page.html")}\n\n${formatStat(diffStat("v2", "s03"))}`,
    );
    expect(readFileSync(join(dir, "page.html"), "utf-8")).toBe(sideBySideHtml("v2", "s03"));
  });
});

describe("pnpm lesson:diff (its command line)", () => {
  it("prints usage for -h and --help", () => {
    // --help as the real command, -h in this process
    for (const run of [runDiff(["--help"]), diff(["-h"])]) {
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: pnpm lesson:diff <from> <to> \[options\]\n/);
      expect(run.stdout).toContain("--html FILE");
      expect(run.stdout).toContain("--color, --no-color");
      const lessons = listLessons().map((l) => (l.base ? `${l.id} (from ${l.base})` : l.id));
      expect(run.stdout).toContain(`Lessons: ${lessons.join(", ")}\n`);
    }
  });

  it.each([
    [[], "Give one lesson (compared with the lesson it builds on) or two."],
    [["v9"], "Unknown lesson: v9"],
    [["v1", "v9"], "Unknown lesson: v9"],
    [["v2-todo"], "Unknown lesson: v2-todo (did you mean v2?)"],
    [["v1", "V2"], "Unknown lesson: V2 (did you mean v2?)"],
    [["v1", "v2", "s03"], "Too many lessons: v1 v2 s03 (give one or two)."],
    [["v1", "v2", "--frobnicate"], "Unknown option: --frobnicate"],
    [["v1", "v2", "--sat"], "Unknown option: --sat (did you mean --stat?)"],
    [["v1", "v2", "--html"], "--html needs a value: --html FILE"],
    [["v1", "v2", "--html="], "--html needs a value: --html FILE"],
    [["v1", "v2", "--color", "--no-color"], "Give --color or --no-color, not both."],
    [["v0"], "v0 is the first lesson: there is no lesson before it to diff against."],
  ])("refuses %j with one line of reason, usage and exit 2", (args, reason) => {
    const run = diff(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.split("\n")[0]).toBe(reason);
    expect(run.stderr).toContain(`${reason}\n\nUsage: pnpm lesson:diff <from> <to> [options]\n`);
  });

  it("exits 2 with the reason and the usage when run as the real command", () => {
    const run = runDiff(["v1", "v2", "--frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(diff(["v1", "v2", "--frobnicate"]).stderr);
    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\n\nUsage: pnpm lesson:diff <from> <to> \[options\]\n/);
  });
});
