/**
 * What a lesson shows is data: every cassette's run, recorded by the global setup, keeps its display events, and
 * those events drawn again by the kit's terminal give what the run printed, line for line; `pnpm lesson:view`,
 * from the recording alone, shows every line of it. The only lines a recording does not hold are the ones printed
 * before it starts: the no-key notice and the workspace line; "Demo finished" is left out on both sides.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { lesson, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { join, resolve } from "node:path";
import {
  type ConceptName,
  conceptDisplays,
  folderPlaceholders,
  loadCassette,
  replaceStrings,
  type ShownEvent,
  Terminal,
} from "@agent-workbook/kit";
import { ROOT } from "@agent-workbook/kit/paths";
import { findLesson } from "@agent-workbook/kit/lessons";
import { sessionFromFile } from "../scripts/lesson-view/session.ts";

/** The lines printed outside the recording, or said of the run as a whole. */
const OUTSIDE = /^(?:No API key set|workspace: |Demo finished)/;
const strip = (text: string): string => text.replace(/\x1b\[[0-9;]*m/g, "");
const linesOf = (text: string): string[] =>
  strip(text)
    .replace(/\n$/, "")
    .split("\n")
    .filter((l) => !OUTSIDE.test(l));

const runs = Object.entries(await lessonRunsReady()).filter(([, run]) => run.recorded && run.code === 0);

describe("display events", () => {
  it("the global setup recorded every cassette's run", () => {
    expect(runs.length).toBeGreaterThanOrEqual(20);
  });

  for (const [args, run] of runs) {
    it(`pnpm lesson ${args}: the recorded events, drawn by the terminal, are what it printed`, () => {
      const cassette = loadCassette(run.recorded!);
      expect(cassette.display?.length).toBeGreaterThan(0);
      const out = new PassThrough();
      let drawn = "";
      out.on("data", (chunk) => (drawn += chunk));
      const concepts = conceptDisplays(findLesson(cassette.lesson)?.displays);
      const terminal = new Terminal<ConceptName>(out, cassette.lesson, cassette.paths?.root, concepts);
      // A recorded event is read back from JSON, as the lesson showed it: one of its concepts' events.
      for (const { event } of cassette.display!) terminal.show(event as ShownEvent<ConceptName>);
      expect(linesOf(drawn)).toEqual(linesOf(run.stdout));
    });

    it(`pnpm lesson ${args}: the cassette it plays carries the events it showed (pnpm cassettes:events)`, () => {
      const recorded = loadCassette(run.recorded!);
      const [id, , path = join(lesson(id).dir, "cassettes", "demo.json")] = args.split(" ");
      const committed = loadCassette(resolve(ROOT, path));
      const shown = replaceStrings(recorded.display ?? [], folderPlaceholders(recorded.paths));
      expect(committed.display, `${path}: run pnpm cassettes:events`).toEqual(shown);
    });

    it(`pnpm lesson ${args}: lesson:view shows every line it printed, from the recording alone`, () => {
      const cassette = loadCassette(run.recorded!);
      const view = sessionFromFile(run.recorded!);
      expect(view.terminal).toBe("run");
      const shown = new Map<string, number>();
      for (const line of view.rounds.flatMap((r) => r.terminal)) shown.set(line, (shown.get(line) ?? 0) + 1);
      const workdir = cassette.paths?.workdir ?? "<none>";
      const missing = linesOf(run.stdout)
        .filter((line) => line.trim())
        .map((line) => line.split(workdir).join("<workdir>"))
        .filter((line) => {
          const left = shown.get(line) ?? 0;
          shown.set(line, left - 1);
          return left <= 0;
        });
      expect(missing).toEqual([]);
    });
  }
});
