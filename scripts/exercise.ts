/**
 * `pnpm exercise [id] [--check | --hint | --solution | --reset [--yes]]`: the learner rebuilds a lesson's concept.
 *
 * Without an id it lists the exercises in course order with the learner's progress. With one (or its lesson's name:
 * `pnpm exercise mcp` for s19-mcp; a name two lessons share, as `todo`, is refused with both), it creates
 * `exercises/<lesson folder>/agent.ts` from the lesson with the concept taken out (exercise-start.ts), checks it
 * against the lesson's recorded sessions (exercise-check.ts) and checks it again on every save until Ctrl-C. Its parts:
 * exercise/state.ts (the exercises and the progress kept), exercise/checking.ts (--check, watch, --run),
 * exercise/report.ts (what it prints), exercise/help.ts (--hint, --solution, --reset).
 */
import { parseCommandLine, UsageError, closestLesson } from "@agent-workbook/kit/cli";
import { lessonsNamed, listLessons, sharedName } from "@agent-workbook/kit/lessons";
import { checkOnce, runLearnerFile, watchFile } from "./exercise/checking.ts";
import { printHint, printSolution, reset } from "./exercise/help.ts";
import { printList } from "./exercise/report.ts";
import { createStartFile, listExercises, outOfDate, outOfDateNotice, say, sayError } from "./exercise/state.ts";
import { existsSync } from "node:fs";

/** The help text of `pnpm exercise`. */
export const USAGE = `Usage: pnpm exercise                 list the exercises and your progress
       pnpm exercise <id>            create your file (if needed), check it, and check again on every save
       pnpm exercise <id> --check    check once: exit 0 when every check passes, 1 when not yet
       pnpm exercise <id> --hint     the next hint for the first check that fails (--hint N: hint N again)
       pnpm exercise <id> --run [lesson options]
                                     run your file as the lesson runs: its demo, or -p, --replay… (pnpm lesson --help)
       pnpm exercise <id> --solution the diff from your file to the lesson's
       pnpm exercise <id> --reset    start over (asks first; --yes to skip the question); your file is kept as a backup
`;

/** What the learner asked for. */
export interface Command {
  /** The exercise (a lesson id); none: the list. */
  id?: string;
  mode: "list" | "help" | "watch" | "check" | "hint" | "solution" | "reset" | "run";
  /** --yes: reset without asking. */
  yes: boolean;
  /** --hint N: which hint to show again. */
  hint?: number;
  /** --run: the lesson's options that follow it, for the learner's file. */
  lessonArgs?: string[];
}

/** Parses `pnpm exercise`'s arguments against the known exercise ids; throws UsageError on anything else. */
export function parseCommand(argv: string[], ids: string[]): Command {
  // Everything after --run is the lesson's, not this command's.
  const runAt = argv.indexOf("--run");
  const lessonArgs = runAt === -1 ? undefined : argv.slice(runAt + 1);
  const own = runAt === -1 ? [...argv] : [...argv.slice(0, runAt), "--run"];
  // --hint N (or --hint=N): the hint's number is the option's, not an exercise id.
  let hint: number | undefined;
  const hintAt = own.findIndex((a) => a === "--hint" || a.startsWith("--hint="));
  if (hintAt !== -1) {
    const [flag, value] = own[hintAt].split("=");
    const text = value ?? (/^\d+$/.test(own[hintAt + 1] ?? "") ? own.splice(hintAt + 1, 1)[0] : undefined);
    if (text !== undefined && !/^\d+$/.test(text)) throw new UsageError(`--hint takes a hint's number, not "${text}".`);
    if (text !== undefined) hint = Number(text);
    own[hintAt] = flag;
  }
  const { values, positionals } = parseCommandLine(
    {
      args: own,
      allowPositionals: true,
      strict: true,
      options: {
        check: { type: "boolean", default: false },
        hint: { type: "boolean", default: false },
        run: { type: "boolean", default: false },
        solution: { type: "boolean", default: false },
        reset: { type: "boolean", default: false },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  );
  if (values.help) return { mode: "help", yes: false };
  const modes = (["check", "hint", "solution", "reset", "run"] as const).filter((m) => values[m]);
  if (positionals.length > 1) throw new UsageError(`One exercise at a time, not ${positionals.join(" ")}.`);
  if (modes.length > 1) throw new UsageError(`Choose one of --${modes.join(", --")}.`);
  if (values.yes && !values.reset) throw new UsageError("--yes goes with --reset.");
  const [typed] = positionals;
  // An exercise's lesson id, or the lesson's name (pnpm exercise mcp); a name two lessons share names neither.
  const named = typed === undefined ? [] : lessonsNamed(typed);
  if (named.length > 1) throw new UsageError(sharedName(typed!, named, "pnpm exercise"));
  const id = named.length === 1 && ids.includes(named[0].id) ? named[0].id : typed;
  if (id === undefined) {
    if (modes.length > 0) throw new UsageError(`--${modes[0]} needs an exercise: pnpm exercise <id> --${modes[0]}.`);
    return { mode: "list", yes: false };
  }
  if (!ids.includes(id)) {
    const meant = closestLesson(
      id,
      listLessons().filter((l) => ids.includes(l.id)),
    );
    throw new UsageError(
      meant
        ? `Unknown exercise: ${id} (did you mean ${meant.id}?)`
        : `Unknown exercise: ${id} (there are ${ids.join(", ")}).`,
    );
  }
  return {
    id,
    mode: modes[0] ?? "watch",
    yes: values.yes,
    ...(hint !== undefined ? { hint } : {}),
    ...(lessonArgs ? { lessonArgs } : {}),
  };
}

async function main(): Promise<void> {
  // Piped into `head`, which stops reading: the rest is not wanted.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EPIPE") throw err;
    process.exit(0);
  });
  const exercises = await listExercises();
  let command: Command;
  try {
    command = parseCommand(
      process.argv.slice(2),
      exercises.map((e) => e.lesson.id),
    );
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    sayError(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command.mode === "help") {
    say(USAGE);
    return;
  }
  const exercise = exercises.find((e) => e.lesson.id === command.id);
  if (!exercise) {
    printList(exercises);
    return;
  }
  // Before anything else on an existing file: whether the lesson has changed the start file since it was made.
  if (command.mode !== "reset" && outOfDate(exercise)) sayError(outOfDateNotice(exercise));
  if (command.mode === "hint") {
    if (!printHint(exercise, command.hint)) process.exitCode = 2;
    return;
  }
  if (command.mode === "solution") {
    if (!printSolution(exercise)) process.exitCode = 1;
    return;
  }
  if (command.mode === "reset") {
    if (!(await reset(exercise, command.yes))) process.exitCode = 1;
    return;
  }
  if (!existsSync(exercise.file)) createStartFile(exercise);
  if (command.mode === "run") return runLearnerFile(exercise, command.lessonArgs ?? []);
  if (command.mode === "check") {
    try {
      process.exitCode = (await checkOnce(exercise)) ? 0 : 1;
    } catch (err) {
      sayError(`${(err as Error).message}\n`);
      process.exitCode = 1;
    }
    return;
  }
  await watchFile(exercise);
}

if (import.meta.filename === process.argv[1]) await main();
