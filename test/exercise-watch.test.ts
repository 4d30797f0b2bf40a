/**
 * `pnpm exercise <id>` in watch mode: a check again on each save, with what the file printed and its type errors.
 * A file of its own, so that the test runner runs it beside the other exercise tests.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startFile } from "@agent-workbook/kit/authoring/exercise/start-file";
import { offlineEnv, ROOT } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  check,
  source,
  spec,
  useExercisesFolder,
  withMistake,
} from "@agent-workbook/kit/authoring/tests/exercise-tests";
import { lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";

// The checks compare with the lesson runs the global setup made (and kept for them, as a first check would).
await lessonRunsReady();

/** The tests' own exercises folder: inside the workbook (so the learner's imports resolve), never the real one. */
const folder = useExercisesFolder();
const ENV = () => offlineEnv({ WORKBOOK_EXERCISES_DIR: folder(), WORKBOOK_EXERCISE_TIMEOUT_MS: "60000" });

describe("pnpm exercise, watching the learner's file", () => {
  it("watch mode: the check runs again when the file is saved (by rename, as editors do) and the new result shows", async () => {
    const v2 = join(folder(), "v2-todo");
    mkdirSync(v2, { recursive: true });
    writeFileSync(join(v2, "agent.ts"), startFile(source("v2"), await spec("v2")));
    const child = spawn(process.execPath, [join(ROOT, "scripts", "exercise.ts"), "v2"], { cwd: ROOT, env: ENV() });
    let out = "";
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => (out += d));
    const waitFor = (pattern: RegExp) =>
      new Promise<void>((done, fail) => {
        const timer = setInterval(() => {
          if (pattern.test(out)) {
            clearInterval(timer);
            done();
          }
          if (child.exitCode !== null) {
            clearInterval(timer);
            fail(new Error(`exited: ${out}`));
          }
        }, 50);
      });
    try {
      await waitFor(/Watching .*save it to check again/);
      expect(out).toContain("request 1, the learner's first message: the recorded session sends INITIAL_REMINDER");
      // A save that fixes the reminders but renders without the blank line: the new first failure shows.
      const saved = join(v2, "agent.ts.tmp");
      writeFileSync(
        saved,
        withMistake("v2", [['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("]]),
      );
      renameSync(saved, join(v2, "agent.ts"));
      await waitFor(/First failure, todo-cases[^]*round 1: TodoWrite with 3 items: your answer differs/);
      // A save with a console.log and a type error: what it printed shows under the failure, the type error in a line.
      const debug = withMistake("v2", [
        ['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("],
        [
          "    this.items = validated;\n",
          '    this.items = validated;\n    console.log("items:", validated.length);\n',
        ],
      ]);
      writeFileSync(saved, `${debug}\nconst wrong: number = "not a number";\n`);
      renameSync(saved, join(v2, "agent.ts"));
      await waitFor(/What your file printed in this check \(console\.log\):\n.*│ items: 3/);
      await waitFor(
        /! types\s+line \d+: Type 'string' is not assignable to type 'number'\. \(pnpm typecheck lists all\)/,
      );
    } finally {
      child.kill("SIGINT");
    }
    expect((await once(child, "close"))[0]).toBe(0); // Ctrl-C is a normal way to quit
  });
});
