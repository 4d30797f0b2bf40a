import { type ParseArgsConfig, parseArgs } from "node:util";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import leven from "leven";
import type { LessonEntry } from "./lessons.ts";
import { DEFAULT_MODEL } from "./model.ts";
import { DEFAULT_PACE } from "./providers/paced.ts";
import { type Setting, settingsHelp } from "./settings.ts";

/** A bad command line: the caller prints the message and the usage, then exits 2. */
export class UsageError extends Error {}

/**
 * Node's parseArgs, its errors in the workbook's words: a UsageError the command prints with its usage, exit 2.
 *
 * `Unknown option: --chek (did you mean --check?)`, `--workdir needs a value: --workdir DIR`, where parseArgs would
 * throw its own text. `usage` is the command's help text: the values its options take (`--workdir DIR`) are read
 * from it.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage = ""): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UsageError(argsProblem(err as Error & { code?: string }, config, usage));
  }
}

/** What parseArgs's error means, in one line: the option it is about, and what to type instead. */
function argsProblem(err: Error & { code?: string }, config: ParseArgsConfig, usage: string): string {
  const quoted = /'([^']*)'/.exec(err.message)?.[1] ?? "";
  if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const names = Object.keys(config.options ?? {}).map((name) => `--${name}`);
    const near = closest(quoted, names);
    return `Unknown option: ${quoted}${near ? ` (did you mean ${near}?)` : ""}`;
  }
  if (err.code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `Unexpected argument: ${quoted}`;
  if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    // `-p, --prompt <value>`: the form the learner typed, else the long one.
    const forms = quoted.match(/--?[\w-]+/g) ?? [];
    const args = config.args ?? process.argv.slice(2);
    const typed = forms.find((form) => args.includes(form)) ?? forms.at(-1) ?? quoted;
    if (/does not take an argument/.test(err.message)) return `${typed} takes no value`;
    const short = Object.entries(config.options ?? {}).find(([, option]) => `-${option.short}` === typed)?.[0];
    const long = short ? `--${short}` : typed;
    const value = new RegExp(`${long}[ =]([A-Z][A-Z.]*)`).exec(usage)?.[1];
    const shown = value ? `: ${typed} ${value}` : "";
    // `--html --stat`: the value is missing, unless it really starts with a dash.
    const dash = /ambiguous/.test(err.message) ? ` (one that starts with a dash goes as ${long}=-…)` : "";
    return `${typed} needs a value${shown}${dash}`;
  }
  return err.message.split("\n")[0];
}

/** An option's value as a whole number of at least `least`, else a UsageError naming the option (`--repeat N`). */
export function wholeNumber(text: string, option: string, least: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < least)
    throw new UsageError(`--${option} needs a whole number of at least ${least}, not "${text}"`);
  return n;
}

/**
 * The one candidate `typed` is a typo of, if any: `--chek` → `--check`, `V2` → `v2`.
 *
 * Nearest by Levenshtein distance (the `leven` package), case ignored: 1 edit for a word of up to 3 letters, 2 for a
 * longer one (two swapped letters are two edits), and no other candidate as near.
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  const most = word.replace(/^-+/, "").length <= 3 ? 1 : 2;
  const ranked = candidates
    .map((candidate) => ({ candidate, distance: leven(word, candidate.toLowerCase(), { maxDistance: most + 1 }) }))
    .sort((a, b) => a.distance - b.distance);
  const [best, next] = ranked;
  if (!best || best.distance > most || (next && next.distance === best.distance)) return undefined;
  return best.candidate;
}

/** The options every lesson accepts. */
export interface LessonArgs {
  /** `-p TEXT`: a one-shot task, run to the end instead of the REPL. */
  prompt?: string;
  /** `--replay FILE`: the cassette that answers model calls. */
  replay?: string;
  /** `--record FILE`: the cassette this session's model calls are written to. */
  record?: string;
  /** `--strict`: with `replay`, fail when a request differs from the recorded one. */
  strict: boolean;
  /** `--provider NAME`: which model provider to use (default: from .env, else the demo). */
  provider?: "anthropic" | "openai" | "replay";
  /** `--workdir DIR`: the folder the agent works in. */
  workdir?: string;
  /** `--pace N`: play the demo or a replay as a model writing N characters a second; 0 plays it at once. */
  pace?: number;
  /** `-y`: run commands and write files without asking. */
  yes: boolean;
  /** `-h`: show the usage and exit. */
  help: boolean;
  /** The lesson's own options ({@link LessonOption}), by name: a value's text, `true` for a flag; absent when not given. */
  own: Record<string, string | true>;
}

/** An option of one lesson's own (`--mode MODE`), which its parser accepts and its `--help` shows. */
export interface LessonOption {
  /** The long name, without dashes: `mode` for `--mode`. */
  name: string;
  /** The value it takes, as the help shows it (`MODE`); none: a flag. */
  value?: string;
  /** What it does, in one line for the help. */
  help: string;
  /** Checks a value: why it is refused (a usage error), or undefined when it is good. */
  check?: (value: string) => string | undefined;
}

/** What a lesson adds to the kit's command line and help: its own options, and the settings it reads. */
export interface LessonCommandLine {
  /** Its own options. */
  options?: readonly LessonOption[];
  /** The settings it reads, the kit concepts' among them. */
  settings?: readonly Setting[];
}

const PROVIDERS = ["anthropic", "openai", "replay"] as const;

/** Parses a lesson's command line, its own options with the kit's; throws UsageError on anything unknown or malformed. */
export function parseLessonArgs(argv: string[], lesson: LessonCommandLine = {}): LessonArgs {
  const own = lesson.options ?? [];
  const kit = new Set(["prompt", "replay", "record", "strict", "provider", "workdir", "pace", "yes", "help"]);
  const taken = own.find((option) => kit.has(option.name));
  if (taken) throw new Error(`The lesson's option --${taken.name} is one of the kit's: give it another name.`);
  const ownConfig = Object.fromEntries(
    own.map((option) => [option.name, { type: option.value ? ("string" as const) : ("boolean" as const) }]),
  );
  const { values: all, positionals } = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        prompt: { type: "string", short: "p" },
        replay: { type: "string" },
        record: { type: "string" },
        strict: { type: "boolean", default: false },
        provider: { type: "string" },
        workdir: { type: "string" },
        pace: { type: "string" },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
        ...ownConfig,
      },
    },
    usage(undefined, undefined, lesson),
  );
  const values = Object.fromEntries(Object.entries(all).filter(([name]) => kit.has(name))) as typeof all & {
    prompt?: string;
    replay?: string;
    provider?: string;
    strict?: boolean;
    pace?: string;
  };
  const ownValues = Object.fromEntries(Object.entries(all).filter(([name]) => !kit.has(name))) as Record<
    string,
    string | true
  >;
  if (positionals.length > 0) {
    throw new UsageError(`Unexpected argument: ${positionals[0]} (a task goes after -p, in quotes)`);
  }
  for (const option of own) {
    const value = ownValues[option.name];
    const problem = typeof value === "string" ? option.check?.(value) : undefined;
    if (problem !== undefined) throw new UsageError(`--${option.name} ${value}: ${problem}`);
  }
  const provider = values.provider;
  if (provider !== undefined && !(PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`Unknown provider: ${provider} (choose ${PROVIDERS.join(", ")})`);
  }
  if (values.strict && !values.replay) throw new UsageError("--strict only makes sense with --replay FILE");
  if (provider === "replay" && values.replay === undefined && values.prompt !== undefined) {
    throw new UsageError("--provider replay with -p needs --replay FILE");
  }
  if (values.prompt !== undefined && values.prompt.trim() === "") throw new UsageError("-p needs a non-empty task");
  const { pace: paceText, ...rest } = values;
  const pace = paceText === undefined ? undefined : parsePace(paceText);
  if (pace !== undefined && values.prompt !== undefined) {
    throw new UsageError("--pace is for watching a session; -p prints only the final answer, at once");
  }
  return {
    ...rest,
    provider: provider as LessonArgs["provider"],
    ...(pace === undefined ? {} : { pace }),
    own: ownValues,
  } as LessonArgs;
}

/** `--pace N`: characters a second, 0 or more. */
function parsePace(text: string): number {
  const pace = Number(text);
  if (text.trim() === "" || !Number.isFinite(pace) || pace < 0) {
    throw new UsageError(
      `--pace needs a number of characters a second, such as ${DEFAULT_PACE} (0: no pauses), not "${text}"`,
    );
  }
  return pace;
}

/**
 * The help text of `pnpm lesson <id>`: its options (the lesson's own after the kit's), the settings the lesson
 *
 * declares, the variables the workbook reads, and (given) the lessons' cassettes.
 */
export function usage(id = "<id>", cassettes = "", lesson: LessonCommandLine = {}): string {
  return `Usage: pnpm lesson ${id} [options]

Runs the lesson's agent. With an API key in .env it is a live REPL (q, exit or an empty line quits);
without one it plays the lesson's recorded demo.

Options:
  -p, --prompt TEXT    one-shot: run this task to the end, print the final answer, exit
      --replay FILE    answer model calls from a cassette instead of a live model
      --record FILE    write every model call of this session to a cassette
      --strict         with --replay: fail when a request differs from the recorded one
      --provider NAME  anthropic | openai | replay (default: from .env, else the demo)
      --workdir DIR    the folder the agent works in (default: the current folder, or a
                       fresh copy of the lesson's sample when run inside the workbook); a new
                       or empty DIR starts from a copy of the sample, one with files is used as it is
      --pace N         play the demo (or --replay) as a model writing N characters a second
                       (default: ${DEFAULT_PACE} for the demo on a terminal; 0 plays it at once)
  -y, --yes            do not ask before running commands or writing files
  -h, --help           show this help
${ownOptionsHelp(lesson.options ?? [])}
${settingsHelp(lesson.settings ?? [])}${ENVIRONMENT}${cassettes}`;
}

/** The lesson's own options, under the kit's: `      --mode MODE      what it does`. */
function ownOptionsHelp(options: readonly LessonOption[]): string {
  return options
    .map((option) => {
      const form = `--${option.name}${option.value ? ` ${option.value}` : ""}`;
      return `      ${form.padEnd(15)}  ${option.help}\n`;
    })
    .join("");
}

/** The variables the workbook reads, for the help texts (`.env.example` lists the same). */
export const ENVIRONMENT = `Environment (in .env or the shell; .env is read for a live run only):
  WORKBOOK_ENV_FILE        another settings file than the workbook's .env
  ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL   the Anthropic API, or a compatible endpoint
  OPENAI_API_KEY, OPENAI_BASE_URL         an OpenAI-compatible chat completions endpoint
  MODEL_ID                 the model of a live run (default: ${DEFAULT_MODEL}); a replay uses the cassette's
  AGENT_NAME               s12: who this agent is, the owner of the tasks it starts (default: main)
  COMPACT_THRESHOLD        s08: the input tokens past which the history is compacted (default 50000)
  WORKBOOK_TIMEOUT_MS      how long one model call may take, either provider (default 600000)
  WORKBOOK_STREAM=0        a live REPL waits for whole responses (for endpoints that stream badly)
  WORKBOOK_EXERCISES_DIR   where pnpm exercise keeps your files (default: exercises/)
  WORKBOOK_EXERCISE_TIMEOUT_MS, WORKBOOK_EXERCISE_STALL_MS   an exercise check's time limits
  WORKBOOK_EXERCISE_CACHE  where the checks keep the lessons' own runs (default: node_modules/.cache)
  Old names still read in this release, with a note: LESSON_STREAM, ANTHROPIC_TIMEOUT_MS.
`;

/**
 * Each lesson's cassettes for the help, one line each (what `--replay FILE` plays): the file and its first prompt.
 * A subagent's cassette (`*.subagent.json`) is played by the lesson that starts it, and left out.
 */
export function cassetteHelp(lessons: { id: string; dir: string }[], root: string): string {
  const rows: [id: string, file: string, what: string][] = [];
  for (const lesson of lessons) {
    const dir = join(lesson.dir, "cassettes");
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((n) => n.endsWith(".json") && !n.endsWith(".subagent.json"))
          .sort()
      : [];
    for (const name of names) {
      let prompt: string;
      try {
        prompt = JSON.stringify(String(JSON.parse(readFileSync(join(dir, name), "utf-8")).prompts?.[0] ?? ""));
      } catch {
        prompt = "(not a cassette: it does not parse)";
      }
      rows.push([lesson.id, relative(root, join(dir, name)), `${name === "demo.json" ? "the demo: " : ""}${prompt}`]);
    }
  }
  if (rows.length === 0) return "";
  const width = Math.max(...rows.map(([, file]) => file.length));
  const lines = rows.map(([id, file, what]) => {
    const line = `  ${id.padEnd(4)} ${file.padEnd(width)}  ${what}`;
    return line.length > 118 ? `${line.slice(0, 117)}…` : line;
  });
  return `\nCassettes (pnpm lesson <id> --replay FILE):\n${lines.join("\n")}\n`;
}

/**
 * The lesson someone who typed `typed` most likely meant: the one whose id or folder name it is, in any case (`V2`,
 * `v2-todo`, `lessons/v2-todo/`), or starts with (`v2-anything`), else the id or folder name it is a typo or two
 * away from ({@link closest}); undefined when no lesson is that near, or two are.
 */
export function closestLesson(typed: string, lessons: LessonEntry[]): LessonEntry | undefined {
  const name = basename(typed.toLowerCase().replace(/\/+$/, ""));
  const folder = (l: LessonEntry) => basename(l.dir).toLowerCase();
  const padded = name.replace(/^([a-z])(\d)$/, (_, letter, digit) => `${letter}0${digit}`); // s6: s06, not s16
  const exact = lessons.find((l) => [name, padded].includes(l.id.toLowerCase()) || folder(l) === name);
  if (exact) return exact;
  const prefixed = lessons.find((l) => name.startsWith(`${l.id.toLowerCase()}-`));
  if (prefixed) return prefixed;
  // The same letter and number without its zeros (s3 for s03): nearer than another lesson one digit away (s13).
  const number = (id: string) => /^([a-z])0*(\d+)$/.exec(id)?.slice(1).join("");
  const unpadded = number(name) && lessons.find((l) => number(l.id.toLowerCase()) === number(name));
  if (unpadded) return unpadded;
  const near = closest(name, [...lessons.map((l) => l.id), ...lessons.map((l) => basename(l.dir))]);
  return lessons.find((l) => l.id === near || basename(l.dir) === near);
}

/** What a command says to a lesson id it does not know: `Unknown lesson: v2-todo (did you mean v2?)`. */
export function unknownLesson(typed: string, lessons: LessonEntry[], noun = "lesson"): string {
  const meant = closestLesson(typed, lessons);
  return `Unknown ${noun}: ${typed}${meant ? ` (did you mean ${meant.id}?)` : ""}`;
}
