/**
 * `pnpm cassettes:scripted [--check] [id …]`: writes every lesson's scripted cassettes, as its
 * `cassettes/script.ts` builds them (@agent-workbook/kit/authoring/cassette-script has the helpers), into its `cassettes/` folder.
 * `--check` changes nothing and exits 1 when a cassette on disk is not what its script writes.
 * `--outside ID`: first runs lesson ID's scripted sessions live (on the mock API, its tools and servers real) and
 * writes what came from outside each one (s19's servers' answers) to its `cassettes/outside/answers.json`, which its script
 * puts in its cassettes.
 * A cassette also holds the display events its lesson shows when it plays it, which `pnpm cassettes:events` writes: a
 * cassette this script rewrites has none until that runs again, and the check leaves them out.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { saveCassette, writeFileAtomic } from "@agent-workbook/kit";
import { parseCommandLine, UsageError, unknownLesson } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import type { ScriptedCassettes } from "@agent-workbook/kit/authoring/cassette-script";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { withoutDisplay } from "./cassette-events.ts";
import type { CommandStreams } from "./command-io.ts";

/** A cassette as its script writes it: the file, and its text. */
export interface ScriptedFile {
  /** From the workbook root: `lessons/v2-todo/cassettes/nag.json`. */
  path: string;
  text: string;
  /** How many responses it holds. */
  responses: number;
}

/** The lesson's scripted cassettes (none when it has no `cassettes/script.ts`), as their files' text. */
export async function scriptedCassettes(lesson: LessonEntry): Promise<ScriptedFile[]> {
  const script = join(lesson.dir, "cassettes", "script.ts");
  if (!existsSync(script)) return [];
  const { default: cassettes } = (await import(pathToFileURL(script).href)) as { default: ScriptedCassettes };
  return Object.entries(cassettes).map(([name, tape]) => ({
    path: relative(ROOT, join(lesson.dir, "cassettes", name)),
    // As saveCassette writes it.
    text: `${JSON.stringify(tape, null, 2)}\n`,
    responses: tape.interactions.length,
  }));
}

const USAGE = `Usage: pnpm cassettes:scripted [--check] [--outside id] [id …]   (default: every lesson)

Writes each lesson's scripted recordings from its cassettes/script.ts; --check only says which differ
(exit 1); --outside ID runs ID's scripted sessions live and keeps what came from outside them.
`;

/** Runs lesson `id`'s scripted sessions live and writes what came from outside them to its `cassettes/outside/answers.json`. */
async function writeOutside(lesson: LessonEntry): Promise<void> {
  const script = join(lesson.dir, "cassettes", "script.ts");
  const { default: cassettes } = (await import(pathToFileURL(script).href)) as { default: ScriptedCassettes };
  // Loaded here: the mock API and an in-process lesson run are for this option alone.
  const { liveOutside } = await import("@agent-workbook/kit/authoring/tests/live-outside");
  const values: Record<string, unknown> = {};
  for (const [name, tape] of Object.entries(cassettes)) values[name] = await liveOutside(lesson.id, name, tape);
  const file = join(lesson.dir, "cassettes", "outside", "answers.json");
  writeFileAtomic(file, `${JSON.stringify(values, null, 2)}\n`);
  process.stdout.write(`wrote ${relative(ROOT, file)}\n`);
}

/** `pnpm cassettes:scripted ARGV`: returns its exit code (2 for a bad command line); `io` is the process's unless given. */
export async function main(argv: string[] = process.argv.slice(2), io: CommandStreams = process): Promise<number> {
  const lessons = listLessons();
  let check: boolean;
  let ids: string[];
  let outside: LessonEntry | undefined;
  try {
    const { values, positionals } = parseCommandLine(
      {
        args: argv,
        allowPositionals: true,
        options: {
          check: { type: "boolean", default: false },
          outside: { type: "string" },
          help: { type: "boolean", short: "h", default: false },
        },
      },
      USAGE,
    );
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const wrong = [...positionals, ...(values.outside ? [values.outside] : [])].find(
      (id) => !lessons.some((l) => l.id === id),
    );
    if (wrong !== undefined) throw new UsageError(unknownLesson(wrong, lessons));
    ({ check } = values);
    ids = positionals;
    outside = lessons.find((l) => l.id === values.outside);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (outside && !check) await writeOutside(outside);
  const stale: string[] = [];
  for (const lesson of lessons.filter((l) => ids.length === 0 || ids.includes(l.id))) {
    for (const file of await scriptedCassettes(lesson)) {
      const path = join(ROOT, file.path);
      // Its display events are pnpm cassettes:events' (what its lesson shows when it plays it), not the script's.
      if (existsSync(path) && withoutDisplay(readFileSync(path, "utf-8")) === file.text) continue;
      stale.push(file.path);
      if (check) continue;
      saveCassette(path, JSON.parse(file.text));
      io.stdout.write(`wrote ${file.path} (${file.responses} responses; its events: pnpm cassettes:events)\n`);
    }
  }
  if (check && stale.length > 0) {
    io.stderr.write(`Not what their script writes (run pnpm cassettes:scripted): ${stale.join(", ")}\n`);
    return 1;
  }
  if (stale.length === 0) io.stdout.write("the scripted cassettes are up to date\n");
  return 0;
}

// Run as `pnpm cassettes:scripted`; imported (by the tests), it writes nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = await main();
