/**
 * `pnpm docs:sync`: fills every `<!-- include: FILE#REGION -->` … `<!-- /include -->` block in docs/
 * (and the READMEs) with that `// #region REGION` of FILE, and every `<!-- lesson-diff: A B [--stat] -->` …
 * `<!-- /lesson-diff -->` block with what `pnpm lesson:diff A B [--stat]` prints (without colours), and every
 * `<!-- lesson-output: ARGS [| from "TEXT" to "TEXT"] -->` … `<!-- /lesson-output -->` block with what
 * `pnpm lesson ARGS` prints offline (a lesson's demo, or a cassette it replays), or the lines of it from the
 * first that contains the one TEXT to the next that contains the other, and every `<!-- course-map: LANG -->` …
 * `<!-- /course-map -->` block with the course map and every `<!-- demo-links: LANG -->` block with the links to
 * each lesson's demo (scripts/course-map.ts). So no excerpt, no diff, no transcript
 * and no map of the lessons is ever copied by hand.
 * `pnpm docs:sync --check` changes nothing and exits 1 when a block is out of date (the tests run it).
 * Markdown files named after the options are the only ones read (paths in their blocks are still from the
 * workbook root).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, relative, resolve } from "node:path";
import { parseCommandLine, UsageError } from "@agent-workbook/kit/cli";
import { learnerFolder, ROOT } from "@agent-workbook/kit/paths";
import { diffStat, formatStat, lessonDiff } from "./lesson-diff.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { offlineEnv } from "@agent-workbook/kit/offline-env";
import { learnerView } from "@agent-workbook/kit/authoring/tests/helpers";
import { DEMO_BLOCK, MAP_BLOCK, syncCourseMaps } from "./course-map.ts";
import type { CommandStreams } from "./command-io.ts";

// A block's body never runs into the next block's opening line: a missing closing line is an error, not a
// block that swallows everything up to the next one's end.
const BLOCK = /(<!-- include: ([^#\s]+)#([\w-]+) -->\n)(?:(?!<!-- include)[\s\S])*?(<!-- \/include -->)/g;
const DIFF_BLOCK =
  /(<!-- lesson-diff: (\w+) (\w+)( --stat)? -->\n)(?:(?!<!-- lesson-diff)[\s\S])*?(<!-- \/lesson-diff -->)/g;
const OUTPUT_BLOCK =
  /(<!-- lesson-output: (\w+(?: [^\s|"<>]+)*)(?: \| from "([^"]+)" to "([^"]+)")? -->\n)(?:(?!<!-- lesson-output)[\s\S])*?(<!-- \/lesson-output -->)/g;

/**
 * The lines between `// #region NAME` and its `// #endregion`, dedented (a template literal's lines at column 0 left
 * as they are), without the marker lines of regions inside it.
 */
export function region(file: string, name: string): string {
  return regionOf(readFileSync(join(ROOT, file), "utf-8"), name, file);
}

/** The region NAME of a source text (see {@link region}); `file` names it in the error. */
export function regionOf(source: string, name: string, file = "the source"): string {
  const lines = source.split("\n");
  const start = lines.findIndex((l) => l.trim() === `// #region ${name}`);
  const end = lines.findIndex((l, i) => i > start && l.trim() === `// #endregion ${name}`);
  if (start < 0 || end < 0)
    throw new Error(`${file} has no region "${name}" (// #region ${name} … // #endregion ${name})`);
  // A nested region (an exercise's, another excerpt's) is for the tools, not for the reader.
  const body = lines.slice(start + 1, end).filter((l) => !/^\s*\/\/ #(end)?region\b/.test(l));
  // The lines of a template literal in a lesson's entry start at column 0 while the code around them is indented:
  // they do not count, and stay as they are.
  const indents = body.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length);
  const indent = Math.min(...indents.filter((i) => i > 0 || indents[0] === 0));
  return body.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length))).join("\n");
}

const transcripts = new Map<string, string>();

/**
 * What `pnpm lesson ARGS` prints with no key (ARGS split on spaces), as a learner reads it (learnerView).
 * Each ARGS runs once per process; the workspaces it makes go in a folder removed afterwards.
 */
export function lessonOutput(args: string): string {
  const known = transcripts.get(args);
  if (known !== undefined) return known;
  const text = runLessonOffline(args.split(" "));
  transcripts.set(args, text);
  return text;
}

/**
 * Runs `pnpm lesson ARGS` with no key and returns what it printed, as a learner reads it (learnerView); throws
 * when it fails. The workspaces it makes go in a folder removed afterwards. The site's session player records
 * its sessions this way too (ARGS with --record).
 */
export function runLessonOffline(args: string[]): string {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), "workbook-docs-")));
  try {
    // As `pnpm lesson` starts it: node runs the TypeScript itself.
    const run = spawnSync(process.execPath, [join(ROOT, "scripts", "lesson.ts"), ...args], {
      cwd: ROOT,
      env: offlineEnv({ TMPDIR: scratch }),
      input: "",
      encoding: "utf-8",
      timeout: 120_000,
    });
    if (run.status !== 0 || run.stderr)
      throw new Error(
        `pnpm lesson ${args.join(" ")} failed (exit ${run.status}):\n${run.stderr || run.error?.message}`,
      );
    return learnerView(run.stdout);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The ARGS of every lesson-output block in the docs (`v2`, `v2 --replay …`), each once. */
export function lessonOutputArgs(): string[] {
  const args = markdownFiles().flatMap((file) =>
    [...readFileSync(file, "utf-8").matchAll(OUTPUT_BLOCK)].map((block) => block[2]),
  );
  return [...new Set(args)];
}

/** Gives lessonOutput a run of `pnpm lesson ARGS` made elsewhere (the tests run each once for all their files). */
export function rememberLessonOutput(args: string, run: { code: number | null; stdout: string; stderr: string }): void {
  if (run.code === 0 && !run.stderr) transcripts.set(args, learnerView(run.stdout));
}

/** The lines of `text` from the first that contains `from` to the next that contains `to`, both included. */
export function excerpt(text: string, from: string, to: string): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.includes(from));
  const end = lines.findIndex((l, i) => i >= start && l.includes(to));
  if (start < 0 || end < 0) throw new Error(`No excerpt from "${from}" to "${to}" in this output:\n${text}`);
  return lines.slice(start, end + 1).join("\n");
}

/** `body` in a fenced code block, its fence longer than any run of backticks inside. */
function fenced(lang: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map(([ticks]) => ticks.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${body.replace(/\n$/, "")}\n${fence}\n`;
}

/** The lesson-diff blocks' bodies made so far, by their opening line's words, and the lessons' files they were made from. */
const diffBodies = new Map<string, string>();
let diffSources = "";

/**
 * What a lesson-diff block holds: `pnpm lesson:diff A B [--stat]` uncoloured, fenced. Each is made once while the
 * lessons' files stay the same (a diff reads other lessons' too: a region it folds is compared with its teacher's):
 * the en and zh walkthroughs show the same diffs.
 */
function diffBody(a: string, b: string, stat: boolean): string {
  const sources = listLessons()
    .map((lesson) => (existsSync(lesson.entry) ? readFileSync(lesson.entry, "utf-8") : ""))
    .join("\0");
  if (sources !== diffSources) {
    diffBodies.clear();
    diffSources = sources;
  }
  const key = `${a} ${b}${stat ? " --stat" : ""}`;
  let body = diffBodies.get(key);
  if (body === undefined) {
    body = stat ? fenced("text", formatStat(diffStat(a, b), { color: false })) : fenced("diff", lessonDiff(a, b));
    diffBodies.set(key, body);
  }
  return body;
}

/** Throws on an opening line of `kind` that does not start a well-formed block (a typo, no closing line). */
function checkBlocks(text: string, kind: string, block: RegExp): void {
  const starts = new Set([...text.matchAll(block)].map((m) => m.index));
  for (const m of text.matchAll(new RegExp(`^<!-- ${kind}\\b.*$`, "gm"))) {
    if (!starts.has(m.index))
      throw new Error(`Malformed block, fix it by hand (a typo, or no <!-- /${kind} --> after it): ${m[0]}`);
  }
}

/**
 * A Markdown text with every block regenerated from the source; `file` (absolute) is where the text lives, which
 * a course map's links are relative to (the workbook's root by default).
 */
export function syncText(text: string, file = join(ROOT, "README.md")): string {
  checkBlocks(text, "include", BLOCK);
  checkBlocks(text, "lesson-diff", DIFF_BLOCK);
  checkBlocks(text, "lesson-output", OUTPUT_BLOCK);
  checkBlocks(text, "course-map", MAP_BLOCK);
  checkBlocks(text, "demo-links", DEMO_BLOCK);
  return syncCourseMaps(text, file)
    .replace(BLOCK, (_all, open: string, file: string, name: string, close: string) => {
      return `${open}${fenced(extname(file).slice(1) || "text", region(file, name))}${close}`;
    })
    .replace(DIFF_BLOCK, (_all, open: string, a: string, b: string, stat: string | undefined, close: string) => {
      return `${open}${diffBody(a, b, stat !== undefined)}${close}`;
    })
    .replace(
      OUTPUT_BLOCK,
      (_all, open: string, args: string, from: string | undefined, to: string | undefined, close: string) => {
        const output = lessonOutput(args);
        return `${open}${fenced("text", from === undefined ? output : excerpt(output, from, to!))}${close}`;
      },
    );
}

/** Every Markdown file that may hold include blocks. */
export function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf-8" })
    .filter((f) => f.endsWith(".md") && !f.startsWith("api"))
    .map((f) => join(ROOT, "docs", f));
  return [join(ROOT, "README.md"), join(ROOT, "README.zh.md"), ...docs];
}

const USAGE = "Usage: pnpm docs:sync [--check] [FILE.md …]   (default: the READMEs and every page under docs/)\n";

/** What the command writes to: its output streams and the folder a FILE.md is taken from (the process's by default). */
export interface DocsSyncIo extends CommandStreams {
  /** The folder a relative FILE.md is taken from: where pnpm was run. */
  cwd: string;
}

/**
 * Runs the command line; returns the exit code: 1 when --check finds a page out of date, 2 for a wrong command line
 * (its reason and the usage on stderr). `io` is the process's own unless given (a test runs it in its own process).
 */
export function main(argv: string[], io: Partial<DocsSyncIo> = {}): number {
  const { stdout, stderr, cwd }: DocsSyncIo = {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: learnerFolder(),
    ...io,
  };
  let check: boolean;
  let named: string[];
  try {
    const { values, positionals } = parseCommandLine(
      { args: argv, allowPositionals: true, options: { check: { type: "boolean", default: false } } },
      USAGE,
    );
    check = values.check;
    // Files named on the command line (from where pnpm was run), else every page.
    named = positionals.map((f) => resolve(cwd, f));
    const missing = named.find((f) => !existsSync(f));
    if (missing !== undefined) throw new UsageError(`No such file: ${missing}`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  const stale: string[] = [];
  for (const file of named.length ? named : markdownFiles()) {
    const text = readFileSync(file, "utf-8");
    const synced = syncText(text, file);
    if (synced === text) continue;
    stale.push(relative(ROOT, file));
    if (!check) writeFileSync(file, synced);
  }
  if (check && stale.length > 0) {
    stderr.write(`Out of date with the source (run pnpm docs:sync): ${stale.join(", ")}\n`);
    return 1;
  }
  stdout.write(stale.length ? `updated: ${stale.join(", ")}\n` : "docs are in sync\n");
  return 0;
}

// Run as `pnpm docs:sync`; imported (by the tests, the global setup), it does nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = main(process.argv.slice(2));
