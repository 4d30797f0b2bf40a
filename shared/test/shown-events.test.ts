/**
 * A session shows the kit's events and those of the concepts its lesson names, checked when the code is type-checked
 * (`pnpm typecheck`: each `@ts-expect-error` below must be an error, or the check fails), and drawn by their displays.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { type ConceptName, conceptDisplays, type LessonMain, type Session, Terminal } from "@agent-workbook/kit";
import { listLessons } from "@agent-workbook/kit/lessons";

/** What a lesson may show, by the concepts its session names; never called, only type-checked. */
export function typeChecks(plain: Session, team: Session<"team">, autonomous: Session<"team" | "autonomy">): void {
  autonomous.ui.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js", why: "alice claimed it first" });
  autonomous.ui.show({ kind: "team:delivered", to: "alice", text: "hello" });
  // @ts-expect-error a lesson that does not register autonomy cannot show autonomy:lost
  team.ui.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js", why: "alice claimed it first" });
  // @ts-expect-error nor can a plain Session (no concept)
  plain.ui.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js", why: "alice claimed it first" });
  // @ts-expect-error a misspelt field (`reason` for `why`)
  autonomous.ui.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js", reason: "alice claimed it first" });
  // @ts-expect-error a missing field (`why`)
  autonomous.ui.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js" });
  // @ts-expect-error a field of the wrong type
  autonomous.ui.show({ kind: "autonomy:stopped", idle: "60 s", limit: 60_000 });
  // @ts-expect-error a kind the concept does not have
  autonomous.ui.show({ kind: "autonomy:found", task: "#1 Write src/convert.js", why: "ready" });
  // The kit's own events: every session shows them, fields checked the same way.
  plain.ui.show({ kind: "note", text: "a note" });
  // @ts-expect-error a kit event's misspelt field
  plain.ui.show({ kind: "note", txt: "a note" });
  // A lesson's entry names its concepts in its session's type: main(session: Session<"compaction">).
  const entry: LessonMain<"compaction"> = async (started) => {
    started.ui.show({ kind: "compaction:done", before: 11, kept: 2 });
    // @ts-expect-error s08 does not name recovery
    started.ui.show({ kind: "recovery:cut", limit: 8000, turn: 1, turns: 3 });
  };
  void entry;
}

/** Every concept with a display, as the map of their events has them: a folder that does not extend it is missing. */
const NAMED: Record<ConceptName, true> = {
  autonomy: true,
  background: true,
  compaction: true,
  hooks: true,
  mcp: true,
  permission: true,
  prompt: true,
  memory: true,
  recovery: true,
  schedule: true,
  skills: true,
  team: true,
  worktrees: true,
};

describe("a concept's events", () => {
  it("each concept's folder adds its events to the map of every concept's events", () => {
    const concepts = join(import.meta.dirname, "../src/concepts");
    const folders = readdirSync(concepts)
      .filter((name) => existsSync(join(concepts, name, "events.ts")))
      .sort();
    expect(Object.keys(NAMED).sort()).toEqual(folders);
  });

  it("a session of a lesson that names a concept shows its events, drawn by its display", () => {
    const out = new PassThrough();
    let drawn = "";
    out.on("data", (chunk) => (drawn += chunk));
    const terminal = new Terminal<"autonomy">(out, "s17", undefined, conceptDisplays(["autonomy"]));
    terminal.show({ kind: "autonomy:lost", task: "#1 Write src/convert.js", why: "alice claimed it first" });
    expect(drawn.replace(/\x1b\[[0-9;]*m/g, "")).toBe(
      "claim of #1 Write src/convert.js did not hold: alice claimed it first\n",
    );
  });

  it("each lesson's session names the concepts of its package.json (workbook.displays), no more", () => {
    for (const lesson of listLessons()) {
      const code = readFileSync(lesson.entry, "utf-8");
      const written = /\bSession<([^>]*)>/.exec(code)?.[1] ?? "";
      // A union named once (s20's `type Displays = | "permission" | …;`) is read where it is written.
      const alias = /^[A-Z]\w*$/.test(written) ? new RegExp(`\\btype ${written} =([^;]*);`).exec(code)?.[1] : undefined;
      const named = alias ?? written;
      const concepts = [...named.matchAll(/"([a-z][a-z0-9-]*)"/g)].map((m) => m[1]).sort();
      expect({ lesson: lesson.id, concepts }).toEqual({
        lesson: lesson.id,
        concepts: [...(lesson.displays ?? [])].sort(),
      });
    }
  });
});
