import { realpathSync } from "node:fs";
import { buildSession, lessonHelp, lessonUsage, selfCommand, sessionArguments } from "./build-session.ts";
import { UsageError } from "./cli.ts";
import { CtrlC } from "./ctrl-c.ts";
import { hostedRun, LessonExit } from "./hosted-run.ts";
import { isMain } from "./is-main.ts";
import type { Lesson } from "./lesson.ts";
import { DEFAULT_MODEL } from "./model.ts";
import { Outside } from "./outside.ts";
import { ROOT } from "./paths.ts";
import { Permission } from "./permission.ts";
import type { ConceptName } from "./display/events.ts";
import { Session } from "./session.ts";
import { nullStream } from "./streams.ts";
import { wrapText } from "./terminal-width.ts";
import { Terminal } from "./ui.ts";
import { UNCONVERTED } from "./unconverted-settings.ts";

export { SUBAGENT_REPLAY } from "./build-session.ts";

/** What a lesson that does not take its session yet tells startSession about itself (transitional). */
export interface LessonInfo {
  /** The id learners type: `pnpm lesson v1`. */
  id: string;
  /** The lesson's entry file (`import.meta.filename`). */
  entry: string;
  /** Command-line arguments; `process.argv.slice(2)` when omitted. */
  argv?: string[];
  /** The settings checked at the start, by name (their declarations: unconverted-settings.ts). */
  settings?: string[];
  /** The lesson recovers from failed model calls itself (s11): no SDK retries, a cut answer given as it is. */
  recovers?: boolean;
}

/**
 * Transitional, for the lessons that do not take their session yet (they call it at module scope): builds the
 * session as `runLesson` does (build-session.ts) when the lesson is the program ({@link isMain}), then makes
 * `process.env` the session's cleaned environment, which such a lesson reads. A lesson a test imports gets a
 * session that starts nothing; a hosted run (hosted-run.ts) gets its command line and streams. Goes when the
 * last lesson exports its entry, with hosted-run.ts.
 */
export function startSession<C extends ConceptName = never>(info: LessonInfo): Session<C> {
  if (!isMain(info.entry)) return importedSession(info) as Session<C>;
  const host = hostedRun(info.entry);
  const stdio = host ?? process;
  const declared = UNCONVERTED[info.id];
  // Its help lists every setting it reads; its start checks those it names, as it did.
  const lesson: Lesson = { id: info.id, entry: info.entry, recovers: info.recovers, ...declared };
  const checked: Lesson = {
    ...lesson,
    concepts: [],
    settings: [...(declared?.concepts ?? []).flatMap((c) => c.settings), ...(declared?.settings ?? [])].filter((s) =>
      info.settings?.includes(s.name),
    ),
  };
  const argv = host?.argv ?? info.argv ?? process.argv.slice(2);
  let session: Session;
  try {
    if (sessionArguments(lesson, argv, process.env).help) {
      stdio.stdout.write(wrapText(lessonHelp(lesson), stdio.stdout));
      return process.exit(0);
    }
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    stdio.stderr.write(wrapText(`${err.message}\n\n${lessonUsage(lesson)}`, stdio.stderr));
    return process.exit(2);
  }
  try {
    session = buildSession({
      lesson: checked,
      argv,
      env: { ...process.env },
      stdio,
      program: !host,
      virtualClock: host?.virtualClock,
      exitCodeToProcess: true,
    });
  } catch (err) {
    if (err instanceof LessonExit || !(err instanceof Error)) throw err;
    const said = err instanceof UsageError ? `${err.message}\n\n${lessonUsage(lesson)}` : `${err.message}\n`;
    stdio.stderr.write(wrapText(said, stdio.stderr));
    return process.exit(2);
  }
  for (const name of Object.keys(process.env)) if (!(name in session.env)) delete process.env[name];
  Object.assign(process.env, session.env);
  return session as Session<C>;
}

/**
 * The session of a lesson that was imported, not run: its tools work in the current folder, its terminal
 * prints nothing, there are no prompts, and a model call fails saying how to run the lesson.
 */
function importedSession(info: LessonInfo): Session {
  const notRun = async (): Promise<never> => {
    throw new Error(`Lesson ${info.id} was imported, not run: it has no model. Run it with pnpm lesson ${info.id}.`);
  };
  return new Session({
    lessonId: info.id,
    mode: "imported",
    oneShotPrompt: undefined,
    scriptedPrompts: [],
    workdir: realpathSync(process.cwd()),
    model: DEFAULT_MODEL,
    client: { messages: { create: notRun } },
    ui: new Terminal(nullStream(), info.id, ROOT),
    selfCommand: selfCommand(info.entry),
    rl: undefined,
    permission: new Permission(undefined),
    recorder: undefined,
    ctrlC: new CtrlC(false, () => {}),
    outside: new Outside({}),
  });
}
