/**
 * A session built from parts, for a test: a model client it is given (a replay, or one a test scripts), a workspace
 * folder, settings in an environment, a terminal writing to a buffer; no command line and no provider of its own.
 *
 * @module
 */
import { Readable, type Writable } from "node:stream";
import { agentEnvironment, selfCommand } from "./build-session.ts";
import { conceptDisplays } from "./concept-displays.ts";
import { CtrlC } from "./ctrl-c.ts";
import { type Lesson, lessonSettings } from "./lesson.ts";
import { findLesson } from "./lessons.ts";
import { Outside } from "./outside.ts";
import { ROOT } from "./paths.ts";
import type { ModelClient } from "./providers/types.ts";
import { runModel } from "./run-env.ts";
import { Session } from "./session.ts";
import { readSettings } from "./settings.ts";
import { showingClient } from "./showing-client.ts";
import { Terminal } from "./ui.ts";

/** What a session built from parts is given (a test's): no command line, no provider of its own. */
export interface SessionParts {
  /** The lesson's declaration. */
  lesson: Lesson;
  /** The model client: a replay, or one a test scripts. */
  client: ModelClient;
  /** The folder the agent works in. */
  workdir: string;
  /** True when `workdir` is a fresh copy of the lesson's sample, as a demo's is (default: false). */
  sampleCopy?: boolean;
  /** The learner's requests, in order. */
  prompts: string[];
  /** Where the terminal writes (a buffer); the one-shot answer and errors go there too. */
  screen: Writable;
  /** The environment: the settings are read from it, and the agent's commands get it cleaned (default: empty). */
  env?: NodeJS.ProcessEnv;
  /** The model id sent (default: the workbook's). */
  model?: string;
  /** What comes from outside the session (default: asked live, not recorded): a replay of recorded values. */
  outside?: Outside;
  /** A clock whose time passes only by its waits, which end at once (default: the real time). */
  virtualClock?: boolean;
}

/**
 * A session built from parts, which plays `prompts` as a replay would.
 *
 * Its parts: a replay or scripted client, a workspace folder, settings in an environment, a terminal writing to a
 * buffer. It plays without asking permission, and a failed turn ends it with exit status 1
 * ({@link Session.exitCode}). A bad setting throws a UsageError naming the variable.
 */
export function sessionFromParts(parts: SessionParts): Session {
  const { lesson } = parts;
  const env = parts.env ?? {};
  const settings = readSettings(lessonSettings(lesson), env);
  const ui = new Terminal(parts.screen, lesson.id, ROOT, conceptDisplays(findLesson(lesson.id)?.displays));
  const ctrlC = new CtrlC(false, () => {});
  return new Session({
    lessonId: lesson.id,
    mode: "replay",
    oneShotPrompt: undefined,
    scriptedPrompts: parts.prompts,
    workdir: parts.workdir,
    sampleCopy: parts.sampleCopy ?? false,
    model: parts.model ?? runModel(false, env),
    client: showingClient(parts.client, ui, ctrlC, false, lesson.recovers),
    ui,
    selfCommand: selfCommand(lesson.entry),
    rl: undefined,
    askOn: undefined,
    recorder: undefined,
    ctrlC,
    outside: parts.outside ?? new Outside({}),
    virtualClock: parts.virtualClock,
    output: { stdin: Readable.from([]), stdout: parts.screen, stderr: parts.screen },
    env: agentEnvironment(env),
    settings,
    options: {},
  });
}
