/**
 * A lesson takes its session (issue 49): it declares itself in a plain constant, exports its entry, and starts a
 * session only as the program. Its --help lists every setting it declares; two lessons play at once in this worker,
 * each on its own environment; importing a lesson does nothing at all.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type Lesson, lessonSettings, sessionFromParts, wholeNumberSetting } from "@agent-workbook/kit";
import { listLessons } from "@agent-workbook/kit/lessons";
import { message, offlineEnv, scratchDir, writeCassette } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { lessonEntry, scriptedClient } from "@agent-workbook/kit/authoring/tests/scripted-session";

const LESSONS = listLessons();

/** The settings a lesson declares: its LESSON's, with its concepts'. */
async function declared(id: string): Promise<string[]> {
  return lessonSettings((await lessonEntry(id)).LESSON).map((s) => s.name);
}

describe("a lesson's settings", () => {
  it("are the ones the issue names where a lesson reads them", async () => {
    const expected: Record<string, string[]> = {
      s08: ["COMPACT_THRESHOLD"],
      s09: ["COMPACT_THRESHOLD", "MEMORY_TOOL"],
      s10: ["COMPACT_THRESHOLD", "MEMORY_TOOL"],
      s11: ["COMPACT_THRESHOLD", "FALLBACK_MODEL"],
      s12: ["AGENT_NAME"],
      s13: ["AGENT_NAME", "JOB_TIMEOUT_MS"],
      s14: ["AGENT_NAME", "JOB_TIMEOUT_MS", "SCHEDULE_SEED"],
      s15: ["START_OVER", "AGENT_NAME"],
      s16: ["START_OVER", "AGENT_NAME"],
      s17: ["START_OVER", "AGENT_NAME"],
      s18: ["START_OVER", "AGENT_NAME"],
      s19: ["MCP_TIMEOUT", "MCP_TOOL_TIMEOUT"],
      s20: [
        "START_OVER", // s15's team files
        ...["WORKBOOK_WITHOUT", "AGENT_NAME", "SCHEDULE_SEED", "COMPACT_THRESHOLD", "FALLBACK_MODEL"],
        ...["JOB_TIMEOUT_MS", "MCP_TIMEOUT", "MCP_TOOL_TIMEOUT"],
      ],
    };
    for (const { id } of LESSONS) expect(await declared(id), id).toEqual(expected[id] ?? []);
  });

  it("are read from the session: no lesson's file reads process.env", () => {
    for (const lesson of LESSONS) {
      const source = readFileSync(lesson.entry, "utf-8");
      expect(
        [...source.matchAll(/process\.env\b[.[]?\w*/g)].map((m) => m[0]),
        lesson.id,
      ).toEqual([]);
    }
  });

  it.each(LESSONS.map((l) => l.id))("are all listed by %s --help, each with its line", async (id) => {
    const run = await playLesson(id, ["--help"]);
    expect(run.code).toBe(0);
    const names = await declared(id);
    const listed = run.stdout.split("Settings of this lesson")[1]?.split("\n\n")[0] ?? "";
    expect(
      listed
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/)[0]),
      id,
    ).toEqual(names);
  });

  it("are read from the session: a bad value throws a usage error naming the variable; a good one is given", () => {
    const LIMIT = wholeNumberSetting("ROUND_LIMIT", 30, "rounds a turn may take");
    const lesson: Lesson = { id: "v1", entry: "lessons/v1-tools/agent.ts", settings: [LIMIT] };
    const parts = { lesson, client: scriptedClient([]), workdir: scratchDir(), prompts: [], screen: new Writable() };
    expect(() => sessionFromParts({ ...parts, env: { ROUND_LIMIT: "many" } })).toThrow(
      'ROUND_LIMIT is "many": it must be a positive whole number (such as 30), or not set at all.',
    );
    expect(sessionFromParts({ ...parts, env: { ROUND_LIMIT: "12" } }).setting(LIMIT)).toBe(12);
    expect(sessionFromParts(parts).setting(LIMIT)).toBe(30);
    const undeclared = wholeNumberSetting("OTHER", 1, "x");
    expect(() => sessionFromParts(parts).setting(undeclared)).toThrow(
      "OTHER is not a setting of lesson v1: declare it in its LESSON.",
    );
  });
});

describe("two lessons played at once in this worker", () => {
  it("each see only their own environment, and the process's is not changed", async () => {
    const scratch = scratchDir();
    const cassette = (lesson: string) =>
      writeCassette(
        join(scratch, `${lesson}.json`),
        lesson,
        ["Who is there?"],
        [
          message(
            [{ type: "tool_use", id: "toolu_01Who", name: "bash", input: { command: "sleep 0.2; echo $WHO" } }],
            "tool_use",
          ),
          message([{ type: "text", text: "Done." }], "end_turn"),
        ],
      );
    const play = (id: string, who: string) =>
      playLesson(id, ["--replay", cassette(id), "--workdir", scratchDir()], { WHO: who });
    const [v1, v2] = await Promise.all([play("v1", "one"), play("v2", "two")]);
    const said = (run: typeof v1) =>
      JSON.stringify(run.requests[1].messages.at(-1)?.content).match(/"content":"([^"]*)"/)?.[1];
    expect([v1.code, v2.code]).toEqual([0, 0]);
    expect([said(v1), said(v2)]).toEqual(["one", "two"]);
    expect(process.env.WHO).toBeUndefined();
  });
});

describe("importing a lesson", () => {
  it("does nothing: with an empty environment, no output, no file written, no handle left open", () => {
    const cwd = realpathSync(mkdtempSync(join(tmpdir(), "workbook-import-")));
    // The process's own standard streams are made by the first library that looks at them (picocolors does):
    // they are counted before, and only what the imports leave beside them is a handle left open. The lessons
    // are compiled through the compile cache the lessons' runs share (offlineEnv's), turned on by the script,
    // not by its environment: the import of every lesson takes a third of the CPU time it takes without.
    const script = `
      (await import("node:module")).enableCompileCache(${JSON.stringify(offlineEnv().NODE_COMPILE_CACHE)});
      process.stdout; process.stderr;
      const before = process.getActiveResourcesInfo();
      for (const file of ${JSON.stringify(LESSONS.map((l) => l.entry))}) {
        const module = await import(file);
        if (typeof module.main !== "function" || !module.LESSON) throw new Error(file + " exports no entry");
      }
      await new Promise((resolve) => setImmediate(resolve));
      const open = process.getActiveResourcesInfo();
      if (open.length > before.length) throw new Error("left open: " + open.join(", "));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd, env: {}, encoding: "utf-8" });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("");
    expect(run.status).toBe(0);
    expect(readdirSync(cwd)).toEqual([]);
    // Where a lesson would make its workspace (os.tmpdir()): a folder of its own, so that other tests' runs do not
    // count; the environment holds nothing else.
    const tmp = realpathSync(mkdtempSync(join(tmpdir(), "workbook-import-tmp-")));
    const again = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd,
      env: { TMPDIR: tmp },
      encoding: "utf-8",
    });
    expect([again.status, again.stdout, again.stderr]).toEqual([0, "", ""]);
    expect([readdirSync(cwd), readdirSync(tmp)]).toEqual([[], []]);
  });
});
