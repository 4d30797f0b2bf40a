/**
 * The program's entry of a lesson: `if (isMain(import.meta.filename)) await runLesson(LESSON, main)`. It alone turns
 * a bad command line or setting into the usage and exit status 2, and `--help` into the help.
 *
 * @module
 */
import { buildSession, lessonHelp, lessonUsage, sessionArguments } from "./build-session.ts";
import { UsageError } from "./cli.ts";
import type { Lesson, LessonMain } from "./lesson.ts";
import type { Session } from "./session.ts";

/**
 * Runs `main`, the lesson's entry, as the program: on the session `pnpm lesson ID ARGS` builds from this process's
 * command line, environment and streams, with its signals handled; it exits with the session's status.
 */
export async function runLesson(lesson: Lesson, main: LessonMain): Promise<void> {
  const argv = process.argv.slice(2);
  let session: Session;
  try {
    if (sessionArguments(lesson, argv, process.env).help) {
      process.stdout.write(lessonHelp(lesson));
      return;
    }
    session = buildSession({ lesson, argv, env: process.env, stdio: process, program: true });
  } catch (err) {
    // A bad command line or setting: the reason and the usage. A bad cassette, a missing folder: the reason alone.
    process.stderr.write(
      err instanceof UsageError ? `${err.message}\n\n${lessonUsage(lesson)}` : `${(err as Error).message}\n`,
    );
    return process.exit(2);
  }
  await main(session);
  if (session.exitCode !== 0) process.exitCode = session.exitCode;
}
