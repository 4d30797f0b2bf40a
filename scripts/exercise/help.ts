/** The learner's ways out of being stuck: the next hint, the lesson's solution as a diff, and starting over. */
import { existsSync, readFileSync, renameSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { createTwoFilesPatch } from "diff";
import pc from "picocolors";
import { solutionFile } from "@agent-workbook/kit/authoring/exercise/start-file";
import { createStartFile, type Exercise, progress, readState, say, sayError, shown, updateState } from "./state.ts";

/**
 * A hint for the first check that failed last time (the first check before any): the next one not shown yet, or
 * hint `asked` again. Says which check it is for, and how to see the others.
 */
export function printHint(exercise: Exercise, asked?: number): boolean {
  const id = exercise.lesson.id;
  const entry = readState()[id] ?? {};
  if (progress(exercise, readState()) === "passed") {
    say(`Every check of exercise ${id} passes: no hint needed. pnpm exercise shows what is next.\n`);
    return true;
  }
  // A mistake the lesson named in the failing check has its own hints.
  const mistake = entry.failing ? exercise.spec.mistakeHints?.[entry.failing] : undefined;
  const check =
    mistake || (entry.failing && exercise.spec.hints[entry.failing]) ? entry.failing! : exercise.spec.checks[0];
  const hints = mistake ?? exercise.spec.hints[check];
  const seen = entry.hints?.[check] ?? 0;
  if (asked !== undefined && (asked < 1 || asked > hints.length)) {
    sayError(
      `The hints for ${check} go from 1 to ${hints.length}: pnpm exercise ${id} --hint ${Math.min(Math.max(asked, 1), hints.length)}.\n`,
    );
    return false;
  }
  const n = asked ?? Math.min(seen + 1, hints.length);
  updateState(id, (e) => {
    e.hints = { ...e.hints, [check]: Math.max(seen, n) };
  });
  const why = mistake
    ? `${check}, the mistake the last check found`
    : entry.failing
      ? `${check}, the first check that fails`
      : `${check}, the first check`;
  say(`${pc.bold(`Hint ${n} of ${hints.length}`)} for ${why} (exercise ${id}): ${hints[n - 1]}\n`);
  const again = n > 1 ? `; an earlier one: pnpm exercise ${id} --hint ${n - 1}` : "";
  say(
    n < hints.length
      ? pc.dim(`Another: pnpm exercise ${id} --hint${again}\n`)
      : pc.dim(`That was the last hint for ${check}. The whole answer: pnpm exercise ${id} --solution${again}\n`),
  );
  return true;
}

/** The diff from the learner's file to the lesson's. */
export function printSolution(exercise: Exercise): boolean {
  if (!existsSync(exercise.file)) {
    sayError(`No file yet: pnpm exercise ${exercise.lesson.id} creates ${shown(exercise.file)}.\n`);
    return false;
  }
  const mine = readFileSync(exercise.file, "utf-8");
  const lesson = solutionFile(readFileSync(exercise.lesson.entry, "utf-8"));
  if (mine === lesson) {
    say("Your file is the lesson's, line for line.\n");
    return true;
  }
  const patch = createTwoFilesPatch(shown(exercise.file), shown(exercise.lesson.entry), mine, lesson, "", "", {
    context: 3,
  })
    .split("\n")
    .slice(1); // no "=====" line
  for (const line of patch) {
    const colour =
      line.startsWith("+") && !line.startsWith("+++")
        ? pc.green
        : line.startsWith("-") && !line.startsWith("---")
          ? pc.red
          : line.startsWith("@@")
            ? pc.cyan
            : (s: string) => s;
    process.stdout.write(`${colour(line)}\n`); // a diff is code: the terminal wraps its lines as they are
  }
  return true;
}

/** Starts the learner's file over (asking first, unless `yes`), keeping theirs as a backup; the hints start again. */
export async function reset(exercise: Exercise, yes: boolean): Promise<boolean> {
  if (!existsSync(exercise.file)) {
    createStartFile(exercise);
    return true;
  }
  const backup = `${exercise.file}.bak-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  if (!yes) {
    if (!process.stdin.isTTY) {
      sayError(`Not starting ${shown(exercise.file)} over without asking: run this on a terminal, or add --yes.\n`);
      return false;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(
      `Start ${shown(exercise.file)} over? Your file will be kept as ${shown(backup)}. [y/N] `,
    );
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      say("Nothing changed.\n");
      return true;
    }
  }
  renameSync(exercise.file, backup);
  say(`Kept your file as ${shown(backup)}.\n`);
  createStartFile(exercise);
  return true;
}
