import type { Interface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";
import type { CtrlC } from "./ctrl-c.ts";
import type { Recorder } from "./providers/recorder.ts";
import type { RunEvents } from "./run-events.ts";
import type { ModelClient } from "./providers/types.ts";
import type { Outside } from "./outside.ts";
import type { Terminal } from "./ui.ts";
import type { Setting } from "./settings.ts";

/** Which way the model's answers come: a live provider, a cassette, or the bundled demo cassette. */
export type Mode = "anthropic" | "openai" | "replay" | "demo";

/** What a session is made of; `buildSession` (or `sessionFromParts`) builds each part, the session only uses them. */
export interface SessionParts {
  /** The lesson's id, e.g. `v1`. */
  lessonId: string;
  /** Where the model's answers come from. */
  mode: Mode;
  /** The task given with -p: the session runs it alone and prints only the final answer. */
  oneShotPrompt: string | undefined;
  /** The learner's requests when they are not typed: the -p task, or the cassette's prompts. */
  scriptedPrompts: string[] | undefined;
  /** Absolute path of the folder the agent works in. */
  workdir: string;
  /** True when the workspace is a fresh copy the kit made for this run of the lesson's sample (or cassette's). */
  sampleCopy?: boolean;
  /** The model id sent with every request. */
  model: string;
  /** The model client the lesson calls, already showing each call on the terminal. */
  client: ModelClient;
  /** The terminal. */
  ui: Terminal;
  /** The shell command that runs this lesson one-shot in the current folder. */
  selfCommand: string;
  /** The learner's keyboard in a live REPL; undefined otherwise. */
  rl: Interface | undefined;
  /** The terminal's keyboard the permission question is asked on; undefined: no one to ask (a replay, -p, --yes). */
  askOn: Interface | undefined;
  /** `--yes`: run every call without asking (in s03p, the bypassPermissions mode). */
  yes?: boolean;
  /** Writes the session to a cassette, with --record. */
  recorder: Recorder | undefined;
  /** What Ctrl-C does. */
  ctrlC: CtrlC;
  /** Where the run reports its facts to the program that started it (the exercise checks): errors, a replay's end. */
  events?: RunEvents;
  /** What comes from outside the model calls (the clock, waits, tool servers' answers): live and recorded, or replayed. */
  outside: Outside;
  /** A clock whose time passes only by its waits, which end at once (a test's session). */
  virtualClock?: boolean;
  /** A live clock's speed (WORKBOOK_CLOCK_RATE): 600 runs an hour of it in six real seconds; 1 by default. */
  clockRate?: number;
  /** Its standard input, output and error: the process's for `pnpm lesson`, a test's streams otherwise. */
  output: { stdin: Readable & { isTTY?: boolean }; stdout: Writable; stderr: Writable & { isTTY?: boolean } };
  /** The environment of the commands the agent runs (bash, jobs, tool servers, hooks): no credential in it. */
  env: NodeJS.ProcessEnv;
  /** The values of the settings the lesson declared, checked. */
  settings?: ReadonlyMap<Setting, unknown>;
  /** The lesson's own options as given: a value's text, `true` for a flag. */
  options?: Readonly<Record<string, string | true>>;
}
