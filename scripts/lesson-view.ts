/**
 * `pnpm lesson:view FILE.json [--html OUT]`: the site's session player for any recording, such as your own
 * `--record` of a live session. Without --html it writes the page to a temporary file and opens it; with
 * --html it writes it to OUT (`--html -`: to stdout, as lesson:diff does). Either way the page is one file that loads
 * nothing from the network.
 *
 * A recording made with --record holds every request and every display event: the player shows what the model saw
 * each round, and draws the terminal's lines from the events. A committed cassette (a bundled demo, scripted) holds
 * the model's answers and its events (pnpm cassettes:events), not the requests: the player says so. A recording made
 * before recordings kept their events is drawn from its calls, and the page says so in one line.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { parseCommandLine, UsageError } from "@agent-workbook/kit/cli";
import { learnerFolder, ROOT } from "@agent-workbook/kit/paths";
import { playerPage } from "./lesson-view/page.ts";
import { sessionFromFile } from "./lesson-view/session.ts";
import type { CommandStreams } from "./command-io.ts";

const USAGE = `Usage: pnpm lesson:view FILE.json [--html OUT]

Plays a recorded session (a cassette, e.g. your own pnpm lesson v2 --record FILE.json) round by round:
the terminal, what the model saw in each request, and the tokens.

Options:
  --html OUT     write the page to OUT (one file, nothing to load) instead of opening it
                 (--html - prints the page instead)
  -h, --help     this help
`;

/** How the reader sees a recording's path: from the workbook root when it is inside it. */
function shown(file: string): string {
  const inside = relative(ROOT, file);
  return inside.startsWith("..") ? file : inside.split("\\").join("/");
}

/** Opens a page with the system's opener; says where it is when there is none. */
function open(file: string): void {
  const opener = process.platform === "darwin" ? "open" : process.platform === "win32" ? "explorer" : "xdg-open";
  const child = spawn(opener, [file], { detached: true, stdio: "ignore" });
  child.on("error", () => process.stdout.write(`No ${opener} here: open the page yourself.\n`));
  child.unref();
}

/** What the command writes to: its output streams and the folder FILE and OUT are taken from (the process's by default). */
export interface LessonViewIo extends CommandStreams {
  /** The folder a relative FILE.json or OUT is taken from: where pnpm was run. */
  cwd: string;
}

/**
 * Runs the command line; returns the exit code (2 for a wrong command line, with its reason and the usage on
 * stderr). `io` is the process's own unless given (a test runs the command line in its own process this way).
 */
export function main(argv: string[], io: Partial<LessonViewIo> = {}): number {
  const { stdout, stderr, cwd }: LessonViewIo = {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: learnerFolder(),
    ...io,
  };
  const fail = (reason: string): number => {
    stderr.write(`${reason}\n\n${USAGE}`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseCommandLine(
      {
        args: argv,
        allowPositionals: true,
        options: { html: { type: "string" }, help: { type: "boolean", short: "h" } },
      },
      USAGE,
    );
  } catch (err) {
    if (err instanceof UsageError) return fail(err.message);
    throw err;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    stdout.write(USAGE);
    return 0;
  }
  if (positionals.length === 0) return fail("Give the recording to play: FILE.json.");
  if (positionals.length > 1) return fail(`One recording at a time: ${positionals.join(" ")}`);
  if (values.html === "") return fail("--html needs a value: --html OUT");
  const file = resolve(cwd, positionals[0]);
  if (!existsSync(file) || statSync(file).isDirectory()) return fail(`No such file: ${file}`);
  let page: string;
  try {
    page = playerPage(sessionFromFile(file, shown(file)));
  } catch (err) {
    stderr.write(`${(err as Error).message}\n`);
    return 1;
  }
  if (values.html === "-") {
    stdout.write(page);
    return 0;
  }
  const out =
    values.html === undefined
      ? join(mkdtempSync(join(tmpdir(), "lesson-view-")), `${basename(file, ".json")}.html`)
      : resolve(cwd, values.html);
  if (statSync(out, { throwIfNoEntry: false })?.isDirectory()) {
    stderr.write(
      `Cannot write ${out}: it is a folder; give a file name, such as ${join(out, `${basename(file, ".json")}.html`)}\n`,
    );
    return 1;
  }
  try {
    writeFileSync(out, page);
  } catch (err) {
    stderr.write(`Cannot write ${out}: ${(err as Error).message}\n`);
    return 1;
  }
  stdout.write(`Wrote the player for ${shown(file)} to ${out}\n`);
  if (values.html === undefined) open(out);
  return 0;
}

// Run as `pnpm lesson:view`; imported (by the tests), it does nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = main(process.argv.slice(2));
