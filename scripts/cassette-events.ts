/**
 * `pnpm cassettes:events [--check] [id …]`: writes into every committed cassette (`lessons/<id>/cassettes/*.json`
 * with interactions) the display events its lesson shows when it plays it (`display`: each event with the calls made
 * before it), so that `pnpm lesson:view` and the site draw it from its events, not from its calls.
 *
 * Each cassette is played as the tests play it, offline, with `--record` (`pnpm lesson ID` for the demo, `pnpm lesson
 * ID --replay FILE` for the others), a few at a time; the session's folders become `<workdir>` and `<root>`. Nothing
 * else in the file changes: its text without `display` is checked to be what it was, byte for byte, and every call
 * the replay made to be the cassette's own (its response, and its request where the cassette holds one). A
 * subagent's cassette (`NAME.subagent.json`) is played with the task its parent gave it, in the folder its parent's
 * replay left. Run it again after changing a lesson, its display or its cassettes (`pnpm cassettes:scripted` leaves
 * the events of a cassette it rewrites out). `--check` writes nothing and exits 1 when a cassette's events are not
 * the ones its lesson shows now.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  type Cassette,
  folderPlaceholders,
  loadCassette,
  normaliseRequest,
  replaceStrings,
  writeFileAtomic,
} from "@agent-workbook/kit";
import { parseCommandLine, UsageError, unknownLesson } from "@agent-workbook/kit/cli";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/paths";
import { offlineEnv } from "@agent-workbook/kit/offline-env";
import { runTsAsync } from "@agent-workbook/kit/authoring/tests/helpers";
import type { CommandStreams } from "./command-io.ts";

/** A committed cassette, as this script plays it. */
interface Tape {
  lesson: LessonEntry;
  /** From the workbook root, `/`-separated: `lessons/v2-todo/cassettes/nag.json`. */
  path: string;
  /** Its text on disk, and parsed. */
  text: string;
  data: Cassette;
}

/** Its text without its display events: what the rest of the workbook reads of it, kept byte for byte. */
export function withoutDisplay(text: string): string {
  const data = JSON.parse(text) as Record<string, unknown>;
  if (!("display" in data)) return text;
  delete data.display;
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The cassette with `display` in it, after its interactions (where a version-1 cassette lists it). */
function withDisplay(data: Cassette, display: NonNullable<Cassette["display"]>): string {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === "display") continue;
    out[key] = value;
    if (key === "interactions") out.display = display;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The committed cassettes of `lessons`: every `cassettes/*.json` with interactions, the subagents' after the others. */
function committedCassettes(lessons: LessonEntry[]): Tape[] {
  return lessons.flatMap((lesson) => {
    const dir = join(lesson.dir, "cassettes");
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .flatMap((name) => {
        const path = relative(ROOT, join(dir, name)).split("\\").join("/");
        const text = readFileSync(join(ROOT, path), "utf-8");
        const data = JSON.parse(text) as Cassette;
        return data.version === 1 && Array.isArray(data.interactions) ? [{ lesson, path, text, data }] : [];
      });
  });
}

/** The task a subagent's cassette was given: the `-p "…"` of its parent's command that starts it. */
function subagentTask(parent: Cassette, path: string): string {
  for (const { response } of parent.interactions) {
    for (const block of response.content) {
      if (block.type !== "tool_use") continue;
      const command = (block.input as { command?: unknown }).command;
      const task = typeof command === "string" ? /\s-p\s+"((?:[^"\\]|\\.)*)"/.exec(command)?.[1] : undefined;
      if (task !== undefined) return task.replace(/\\(.)/g, "$1");
    }
  }
  throw new Error(`${path}: no command of its parent cassette starts a subagent with -p "TASK"`);
}

/** Plays `pnpm lesson ARGS` offline; throws with what it printed when it fails. */
async function play(args: string[]): Promise<void> {
  const run = await runTsAsync(join(ROOT, "scripts", "lesson.ts"), args, offlineEnv());
  if (run.code !== 0) {
    throw new Error(`pnpm lesson ${args.join(" ")} failed (exit ${run.code}):\n${run.stderr || run.stdout}`);
  }
}

/** The problems of a replay's calls against the cassette's: a response it did not give back, a request it changed. */
function callProblems(tape: Tape, recorded: Cassette): string[] {
  const own = tape.data.interactions;
  if (recorded.interactions.length !== own.length) {
    return [`${tape.path}: its replay made ${recorded.interactions.length} calls, the cassette holds ${own.length}`];
  }
  return own.flatMap((interaction, i) => {
    const replayed = recorded.interactions[i];
    const problems: string[] = [];
    // A replay gives a response back with the paths moved to where it plays (v0's commands name the workbook's root).
    const given = normaliseRequest(replayed.response.content, recorded.paths);
    if (JSON.stringify(given) !== JSON.stringify(normaliseRequest(interaction.response.content, tape.data.paths)))
      problems.push(`${tape.path}: call ${i + 1}'s response is not the cassette's`);
    if (interaction.request) {
      const was = JSON.stringify(normaliseRequest(interaction.request, tape.data.paths));
      const now = JSON.stringify(normaliseRequest(replayed.request, recorded.paths));
      if (was !== now) problems.push(`${tape.path}: call ${i + 1}'s request is not the one the cassette holds`);
    }
    return problems;
  });
}

/** The cassette's text with the events its lesson shows now, played in `scratch`. */
async function regenerated(tape: Tape, tapes: Tape[], scratch: string): Promise<string> {
  const name = tape.path.replaceAll("/", "_");
  const out = join(scratch, name);
  const id = tape.lesson.id;
  const subagent = tape.path.endsWith(".subagent.json");
  if (subagent) {
    // Played where its parent's replay left its folder, with the task its parent gave: as its parent plays it.
    const parentPath = tape.path.replace(/\.subagent\.json$/, ".json");
    const parent = tapes.find((t) => t.path === parentPath);
    if (!parent) throw new Error(`${tape.path}: no parent cassette ${parentPath}`);
    const workdir = join(scratch, `${name}.workdir`);
    await play([...argsOf(parent), "--workdir", workdir, "--record", join(scratch, `${name}.parent.json`)]);
    await play([
      id,
      "--workdir",
      workdir,
      "-p",
      subagentTask(parent.data, tape.path),
      "--replay",
      tape.path,
      "--record",
      out,
    ]);
  } else {
    await play([...argsOf(tape), "--record", out]);
  }
  const recorded = loadCassette(out);
  const problems = callProblems(tape, recorded);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const display = replaceStrings(recorded.display ?? [], folderPlaceholders(recorded.paths));
  const text = withDisplay(tape.data, display);
  if (withoutDisplay(text) !== withoutDisplay(tape.text)) {
    throw new Error(`${tape.path}: writing its events would change the rest of the file`);
  }
  return text;
}

/** How the tests play a cassette: the demo as `pnpm lesson ID`, any other with --replay. */
function argsOf(tape: Tape): string[] {
  return tape.path.endsWith("/demo.json") ? [tape.lesson.id] : [tape.lesson.id, "--replay", tape.path];
}

const USAGE = `Usage: pnpm cassettes:events [--check] [id …]   (default: every lesson)

Plays each committed recording with its lesson and writes the display events it shows into it;
--check only says which are not up to date (exit 1).
`;

/** `pnpm cassettes:events ARGV`: returns its exit code (2 for a bad command line); `io` is the process's unless given. */
export async function main(argv: string[] = process.argv.slice(2), io: CommandStreams = process): Promise<number> {
  const lessons = listLessons();
  let check: boolean;
  let ids: string[];
  try {
    const { values, positionals } = parseCommandLine(
      {
        args: argv,
        allowPositionals: true,
        options: { check: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
      },
      USAGE,
    );
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const wrong = positionals.find((id) => !lessons.some((l) => l.id === id));
    if (wrong !== undefined) throw new UsageError(unknownLesson(wrong, lessons));
    ({ check } = values);
    ids = positionals;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  const started = Date.now();
  const tapes = committedCassettes(lessons.filter((l) => ids.length === 0 || ids.includes(l.id)));
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), "workbook-cassette-events-")));
  const stale: string[] = [];
  const failed: string[] = [];
  try {
    // A few at a time: each is a lesson process, mostly waiting on its start.
    const queue = [...tapes];
    const worker = async () => {
      for (let tape = queue.shift(); tape; tape = queue.shift()) {
        try {
          const text = await regenerated(tape, tapes, scratch);
          if (text === tape.text) continue;
          stale.push(tape.path);
          if (!check) {
            writeFileAtomic(join(ROOT, tape.path), text);
            io.stdout.write(`wrote ${tape.path} (${(JSON.parse(text) as Cassette).display!.length} events)\n`);
          }
        } catch (err) {
          failed.push((err as Error).message);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, Math.max(1, availableParallelism())) }, worker));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const took = `${tapes.length} cassettes in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (failed.length > 0) {
    io.stderr.write(`${failed.join("\n\n")}\n\nNot written: the cassettes above (${took}).\n`);
    return 1;
  }
  if (check && stale.length > 0) {
    io.stderr.write(`Not the events their lesson shows now (run pnpm cassettes:events): ${stale.join(", ")}\n`);
    return 1;
  }
  io.stdout.write(stale.length === 0 ? `the cassettes' events are up to date (${took})\n` : `${took}\n`);
  return 0;
}

// Run as `pnpm cassettes:events`; imported (by the tests), it writes nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = await main();
