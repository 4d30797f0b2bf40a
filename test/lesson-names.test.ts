/**
 * `pnpm lesson NAME` and `pnpm exercise NAME`: a lesson's name (its folder's after the id: `mcp` for s19-mcp) names it
 * as its id does; a name two lessons share (`todo`: v2-todo and s03-todo) lists both, runs neither, and prints the
 * usage with exit 2.
 */
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "@agent-workbook/kit/cli";
import { lessonName, lessonsNamed, listLessons, sharedName } from "@agent-workbook/kit/lessons";
import { offlineEnv, ROOT, runTsFile } from "@agent-workbook/kit/authoring/tests/helpers";
import { parseCommand } from "../scripts/exercise.ts";
import { main as dispatcher } from "../scripts/lesson.ts";

const ids = (typed: string) => lessonsNamed(typed).map((l) => l.id);
const TODO = '"todo" is the name of two lessons, v2 (v2-todo) and s03 (s03-todo): give its id,';

describe("a lesson's name", () => {
  it("is its folder's name after its id, and names it as its id does", () => {
    for (const lesson of listLessons()) {
      expect(`${lesson.id}-${lessonName(lesson)}`).toBe(basename(lesson.dir));
      expect(ids(lesson.id)).toEqual([lesson.id]);
    }
    expect(ids("mcp")).toEqual(["s19"]);
    expect(ids("todo-write")).toEqual(["s05"]);
    expect(ids("todo")).toEqual(["v2", "s03"]);
    expect(ids("nope")).toEqual([]);
    expect(ids("v2-todo")).toEqual([]); // the folder's whole name is neither
    expect(sharedName("todo", lessonsNamed("todo"))).toBe(`${TODO} pnpm lesson v2 or pnpm lesson s03.`);
  });

  it("pnpm exercise NAME: the exercise of that lesson; a shared name is refused with both", () => {
    const exercises = ["v2", "s03", "s05", "s19"];
    expect(parseCommand(["mcp", "--check"], exercises)).toEqual({ id: "s19", mode: "check", yes: false });
    expect(parseCommand(["todo-write"], exercises)).toEqual({ id: "s05", mode: "watch", yes: false });
    expect(() => parseCommand(["todo"], exercises)).toThrow(UsageError);
    expect(() => parseCommand(["todo"], exercises)).toThrow(`${TODO} pnpm exercise v2 or pnpm exercise s03.`);
    // A lesson with no exercise, by its name: refused as its id is.
    expect(() => parseCommand(["bash"], exercises)).toThrow("Unknown exercise: bash");
  });

  it("pnpm lesson NAME runs that lesson; a shared name runs neither, with the usage and exit 2", async () => {
    // The lesson's run is the dispatcher's process; its refusal, its main in this process (a refusal as a
    // process, exit 2: lessons.test.ts).
    const help = runTsFile(join(ROOT, "scripts", "lesson.ts"), ["mcp", "--help"], { env: offlineEnv() });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: pnpm lesson s19 \[options\]\n/);
    const shared = { stdout: "", stderr: "" };
    const code = await dispatcher(["todo"], {
      stdout: { write: (text: string) => (shared.stdout += text) },
      stderr: { write: (text: string) => (shared.stderr += text) },
    });
    expect(code).toBe(2);
    expect(shared.stdout).toBe("");
    expect(shared.stderr).toMatch(
      /^"todo" is the name of two lessons, v2 \(v2-todo\) and s03 \(s03-todo\): give its id, pnpm lesson v2 or pnpm\s+lesson s03\.\n\nUsage: pnpm lesson <id> \[options\]\n/,
    );
  });

  it("pnpm exercise with a shared name: the reason, the usage, exit 2", () => {
    const run = runTsFile(join(ROOT, "scripts", "exercise.ts"), ["todo"], { env: offlineEnv() });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.replace(/\s+/g, " ")).toContain(
      `${TODO} pnpm exercise v2 or pnpm exercise s03. Usage: pnpm exercise`,
    );
  });
});
