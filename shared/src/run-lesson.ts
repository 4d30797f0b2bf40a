/**
 * The program's entry of a lesson: `if (isMain(import.meta.filename)) await runLesson(LESSON, main)`. It alone turns
 * a bad command line or setting into the usage and exit status 2, and `--help` into the help.
 *
 * @module
 */
import { buildSession, lessonHelp, lessonUsage, sessionArguments } from "./build-session.ts";
import { UsageError } from "./cli.ts";
import type { ConceptName } from "./display/events.ts";
import type { Lesson, LessonMain } from "./lesson.ts";
import type { Session } from "./session.ts";
import { wrapText } from "./terminal-width.ts";

/**
 * Runs `main`, the lesson's entry, as the program: on the session `pnpm lesson ID ARGS` builds from this process's
 *
 * command line, environment and streams, with its signals handled; it exits with the session's status.
 */
export async function runLesson<C extends ConceptName = never>(lesson: Lesson, main: LessonMain<C>): Promise<void> {
  const argv = process.argv.slice(2);
  let session: Session<C>;
  try {
    if (sessionArguments(lesson, argv, process.env).help) {
      process.stdout.write(wrapText(lessonHelp(lesson), process.stdout));
      return;
    }
    session = buildSession({ lesson, argv, env: process.env, stdio: process, program: true }) as Session<C>;
  } catch (err) {
    process.stderr.write(wrapText(refusalText(lesson, err as Error), process.stderr));
    return process.exit(2);
  }
  await main(session);
  if (session.exitCode !== 0) process.exitCode = session.exitCode;
}

/**
 * What the program prints when building its session failed (exit status 2): a bad command line or setting (a
 *
 * UsageError), the reason and the usage; a bad cassette, a missing folder, the reason alone.
 */
export function refusalText(lesson: Lesson, err: Error): string {
  return err instanceof UsageError ? `${err.message}\n\n${lessonUsage(lesson)}` : `${err.message}\n`;
}
