/**
 * `pnpm cassettes:scripted [--check] [id …]`: writes every lesson's scripted cassettes, as its
 * `cassettes/script.ts` builds them (scripts/cassette-script.ts has the helpers), into its `cassettes/` folder.
 * `--check` changes nothing and exits 1 when a cassette on disk is not what its script writes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { saveCassette } from "@agent-workbook/kit";
import { parseCommandLine, UsageError, unknownLesson } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import type { ScriptedCassettes } from "@agent-workbook/kit/authoring/cassette-script";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";

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

const USAGE = "Usage: pnpm cassettes:scripted [--check] [id …]   (default: every lesson)\n";

async function main(): Promise<void> {
  const lessons = listLessons();
  let check: boolean;
  let ids: string[];
  try {
    const { values, positionals } = parseCommandLine(
      { allowPositionals: true, options: { check: { type: "boolean", default: false } } },
      USAGE,
    );
    const wrong = positionals.find((id) => !lessons.some((l) => l.id === id));
    if (wrong !== undefined) throw new UsageError(unknownLesson(wrong, lessons));
    ({ check } = values);
    ids = positionals;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const stale: string[] = [];
  for (const lesson of lessons.filter((l) => ids.length === 0 || ids.includes(l.id))) {
    for (const file of await scriptedCassettes(lesson)) {
      const path = join(ROOT, file.path);
      if (existsSync(path) && readFileSync(path, "utf-8") === file.text) continue;
      stale.push(file.path);
      if (check) continue;
      saveCassette(path, JSON.parse(file.text));
      process.stdout.write(`wrote ${file.path} (${file.responses} responses)\n`);
    }
  }
  if (check && stale.length > 0) {
    process.stderr.write(`Not what their script writes (run pnpm cassettes:scripted): ${stale.join(", ")}\n`);
    process.exit(1);
  }
  if (stale.length === 0) process.stdout.write("the scripted cassettes are up to date\n");
}

// Run as `pnpm cassettes:scripted`; imported (by the tests), it writes nothing.
if (import.meta.filename === process.argv[1]) await main();
