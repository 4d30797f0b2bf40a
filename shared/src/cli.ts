import { parseArgs } from "node:util";

/** A bad command line: the caller prints the message and the usage, then exits 2. */
export class UsageError extends Error {}

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
  /** `-y`: run commands and write files without asking. */
  yes: boolean;
  /** `-h`: show the usage and exit. */
  help: boolean;
}

const PROVIDERS = ["anthropic", "openai", "replay"] as const;

/** Parses a lesson's command line; throws UsageError on anything unknown or malformed. */
export function parseLessonArgs(argv: string[]): LessonArgs {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
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
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (positionals.length > 0) {
    throw new UsageError(`Unexpected argument: ${positionals[0]} (a task goes after -p, in quotes)`);
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
  return { ...values, provider: provider as LessonArgs["provider"] } as LessonArgs;
}

/** The help text of `pnpm lesson <id>`. */
export function usage(id = "<id>"): string {
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
                       fresh copy of the lesson's sample when run inside the workbook)
  -y, --yes            do not ask before running commands or writing files
  -h, --help           show this help
`;
}
