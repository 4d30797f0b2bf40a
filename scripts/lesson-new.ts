/**
 * `pnpm lesson:new <id> <folder-name> --from <base>`: starts a lesson the way the workbook wants it, as a copy of
 * the lesson it builds on, with every place a lesson touches in place: its folder (the base's agent.ts with the
 * new id, package.json with the workbook metadata, the base's sample, a scripted demo to write, an exercise and
 * the expectations of the cross-lesson tests), its walkthrough in English and Chinese, a row in each lesson table,
 * its place on the course maps (scripts/course-map.ts), and a link to it from the lesson before. What a person still has to write is marked `TODO(lesson:new)`; it
 * ends by printing that list (scripts/lesson-check.ts), which `pnpm test` checks until it is empty.
 * The maintainers' page: docs/en/new-lesson.md.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { saveCassette } from "@agent-workbook/kit";
import { parseCommandLine, UsageError, unknownLesson } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import type { ScriptedCassettes } from "@agent-workbook/kit/authoring/cassette-script";
import { LESSON_TABLES, lessonProblems, PLACEHOLDER } from "./lesson-check.ts";
import { LIST_PAGES, MAP_BLOCK, syncCourseMaps } from "./course-map.ts";
import { type LessonEntry, listLessons } from "@agent-workbook/kit/lessons";
import {
  cassetteScript,
  exerciseFile,
  exerciseTestFile,
  expectationsFile,
  lessonFile,
  linkName,
  packageJson,
  type Request,
  walkthrough,
} from "./lesson-new/files.ts";
import { lockLikeBase } from "./lesson-new/lockfile.ts";

const USAGE = `Usage: pnpm lesson:new <id> <folder-name> --from <base> [--title TEXT] [--no-install]

  <id>           what learners type: pnpm lesson <id> (a letter and a number: s06); the number is its place
                 in the course, between the lessons numbered below and above it
  <folder-name>  the lesson's folder under lessons/, starting with the id: s06-subagent
  --from BASE    the lesson it builds on: its agent.ts is the starting point, and lesson:diff BASE <id> the diff
  --title TEXT   its title (package.json workbook.title); else a TODO
  --no-install   do not run pnpm install (which links the new package: the lesson cannot start without it)
  -h, --help     this help
`;

function parse(argv: string[], lessons: LessonEntry[]): Request | "help" {
  const { values, positionals } = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: "string" },
        title: { type: "string" },
        "no-install": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  );
  if (values.help) return "help";
  const [id, folder, ...extra] = positionals;
  if (id === undefined || folder === undefined) throw new UsageError("Give the lesson's id and its folder's name.");
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  if (!/^[a-z]\d+[a-z]?$/.test(id))
    throw new UsageError(`An id is a letter and a number (and a letter after it: s03p), such as s06, not "${id}".`);
  if (lessons.some((l) => l.id === id)) throw new UsageError(`There is a lesson ${id} already.`);
  // A letter after the number puts the lesson between that number and the next: s03p comes after s03, before s04.
  const order = Number(id.slice(1).replace(/[a-z]$/, "")) + (/[a-z]$/.test(id) ? 0.5 : 0);
  const taken = lessons.find((l) => l.order === order);
  if (taken) throw new UsageError(`Place ${order} in the course is ${taken.id}'s: give the new lesson another number.`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(folder) || !folder.startsWith(`${id}-`))
    throw new UsageError(
      `The folder's name starts with the id and a dash, in lower case: ${id}-subagent, not "${folder}".`,
    );
  if (existsSync(join(ROOT, "lessons", folder))) throw new UsageError(`lessons/${folder} exists already.`);
  if (values.from === undefined) throw new UsageError("Say which lesson it builds on: --from <base>.");
  const base = lessons.find((l) => l.id === values.from);
  if (!base)
    throw new UsageError(
      `${unknownLesson(values.from, lessons)}; the lessons are ${lessons.map((l) => l.id).join(", ")}.`,
    );
  if (base.order >= order)
    throw new UsageError(`${id} would come before ${base.id} in the course (its number): it cannot build on it.`);
  return { id, folder, order, base, title: values.title, install: !values["no-install"] };
}

/** A row for the lesson in a lesson table, after the previous lesson's row; the table's other columns to write. */
function addTableRow(table: string, request: Request, previous: LessonEntry): void {
  const file = join(ROOT, table);
  const lines = readFileSync(file, "utf-8").split("\n");
  const at = lines.findIndex((line) => line.startsWith(`| \`${previous.id}\` |`));
  if (at < 0) throw new Error(`${table} has no row for ${previous.id} to put ${request.id}'s after`);
  const { id, folder } = request;
  const file2 = `lessons/${folder}/agent.ts`;
  const row = table.startsWith("docs/")
    ? `| \`${id}\` | [${PLACEHOLDER}](${folder}.md) | [\`${file2}\`](../../${file2}) | ${PLACEHOLDER} |`
    : `| \`${id}\` | [\`lessons/${folder}\`](${file2}) | ${PLACEHOLDER} | \`pnpm exercise ${id}\`: ${PLACEHOLDER} |`;
  lines.splice(at + 1, 0, row);
  writeFileSync(file, lines.join("\n"));
}

/**
 * The neighbours' walkthroughs link to the new lesson in their header: the previous one's Next (in place of its link
 * to the lesson after, if any), and the next one's Previous.
 */
function linkNeighbours(previous: LessonEntry, next: LessonEntry | undefined, request: Request): string[] {
  const changed: string[] = [];
  const page = (l: LessonEntry) => `${basename(l.dir)}.md`;
  const link = `${request.folder}.md`;
  const name = request.title ?? PLACEHOLDER;
  for (const lang of ["en", "zh"] as const) {
    const [nextWord, previousWord, comma] =
      lang === "en" ? ["Next: ", "Previous: ", ", "] : ["下一课：", "上一课：", "，"];
    const to = `[${request.id}${comma}${name}](${link})`;
    /** Replaces `word[…](page)` in the header of `lesson`'s walkthrough with `word` + the link to the new lesson. */
    const relink = (lesson: LessonEntry, word: string, page: string | undefined, append: boolean) => {
      const path = `docs/${lang}/${basename(lesson.dir)}.md`;
      const file = join(ROOT, path);
      if (!existsSync(file)) return;
      const lines = readFileSync(file, "utf-8").split("\n");
      if (lines[2] === undefined || lines[2].includes(`](${link})`)) return;
      const old = page && new RegExp(`${word}\\[[^\\]]*\\]\\(${page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`);
      if (old && old.test(lines[2])) lines[2] = lines[2].replace(old, `${word}${to}`);
      else if (append) lines[2] += ` · ${word}${to}`;
      else return;
      writeFileSync(file, lines.join("\n"));
      changed.push(path);
    };
    relink(previous, nextWord, next && page(next), true);
    if (next) relink(next, previousWord, page(previous), false);
  }
  return changed;
}

/** Runs a pnpm command in the workbook, its output shown; whether it succeeded (a failure is said, not thrown). */
function pnpm(args: string[]): boolean {
  // Nothing to answer: pnpm's standard input is closed, so that no prompt of an install can wait on it.
  const run = spawnSync("pnpm", args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (run.status === 0) return true;
  process.stdout.write(`pnpm ${args.join(" ")} failed (exit ${run.status}): run it again yourself.\n`);
  return false;
}

/**
 * Links the new package: its entry in pnpm-lock.yaml copied from its base's (the same dependencies), then an install
 * from the store alone, which asks the registry nothing and so cannot wait on it (lockfile.ts says why); an install
 * that resolves them again only where that cannot be done. Whether it succeeded.
 */
function install(baseFolder: string, folder: string): boolean {
  const lockfile = join(ROOT, "pnpm-lock.yaml");
  const locked = existsSync(lockfile) ? lockLikeBase(readFileSync(lockfile, "utf-8"), baseFolder, folder) : undefined;
  if (locked) {
    writeFileSync(lockfile, locked);
    process.stdout.write(
      `pnpm install --offline (links the new package from the store, locked as ${baseFolder}'s dependencies are; commit pnpm-lock.yaml with it):\n`,
    );
    if (pnpm(["install", "--offline", "--frozen-lockfile"])) return true;
  }
  process.stdout.write("pnpm install (links the new package; commit pnpm-lock.yaml with it):\n");
  return pnpm(["install", "--prefer-offline", "--no-frozen-lockfile"]);
}

async function main(): Promise<number> {
  const lessons = listLessons();
  let request: Request | "help";
  try {
    request = parse(process.argv.slice(2), lessons);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (request === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  const { id, folder, base, order } = request;
  // Its neighbours in the course (listLessons gives the lessons in course order; its base comes before it).
  const previous = lessons.filter((l) => l.order < order).at(-1)!;
  const next = lessons.find((l) => l.order > order);
  const dir = join(ROOT, "lessons", folder);
  const written: string[] = [];
  const write = (path: string, text: string) => {
    mkdirSync(join(ROOT, path, ".."), { recursive: true });
    writeFileSync(join(ROOT, path), text);
    written.push(path);
  };

  write(`lessons/${folder}/package.json`, packageJson(request, order));
  write(`lessons/${folder}/agent.ts`, lessonFile(base, id));
  if (existsSync(join(base.dir, "sample"))) {
    cpSync(join(base.dir, "sample"), join(dir, "sample"), { recursive: true });
    written.push(`lessons/${folder}/sample/ (${relative(ROOT, base.dir)}'s)`);
  }
  write(`lessons/${folder}/cassettes/script.ts`, cassetteScript(id));
  const script = (await import(pathToFileURL(join(dir, "cassettes", "script.ts")).href)) as {
    default: ScriptedCassettes;
  };
  saveCassette(join(dir, "cassettes", "demo.json"), script.default["demo.json"]);
  written.push(`lessons/${folder}/cassettes/demo.json (from script.ts)`);
  write(`lessons/${folder}/exercise.ts`, exerciseFile(id));
  write(`lessons/${folder}/test/expectations.ts`, await expectationsFile(request));
  write(`lessons/${folder}/test/exercise.test.ts`, exerciseTestFile(id));
  for (const lang of ["en", "zh"] as const)
    write(`docs/${lang}/${folder}.md`, walkthrough(request, previous, next, lang));
  for (const table of LESSON_TABLES) {
    addTableRow(table, request, previous);
    const mapped = new RegExp(MAP_BLOCK.source).test(readFileSync(join(ROOT, table), "utf-8"));
    written.push(
      `${table} (a row in its lesson table${mapped ? `, and the lesson on its course map under ${base.id}` : ""})`,
    );
  }
  // The course maps and the lists of demos, from the package.json just written.
  for (const page of LIST_PAGES) {
    const file = join(ROOT, page);
    const text = readFileSync(file, "utf-8");
    const synced = syncCourseMaps(text, file);
    if (synced === text) continue;
    writeFileSync(file, synced);
    if (!LESSON_TABLES.includes(page)) written.push(`${page} (a link to its demo)`);
  }
  written.push(...linkNeighbours(previous, next, request).map((path) => `${path} (a link to ${id} in its header)`));

  // In the workbook's format (biome), as `pnpm format` would leave them.
  spawnSync(join(ROOT, "node_modules", ".bin", "biome"), ["format", "--write", join(dir), ...LESSON_TABLES], {
    cwd: ROOT,
    stdio: "ignore",
  });
  process.stdout.write(`Lesson ${id} started in lessons/${folder}, from ${base.id}. Written:\n`);
  for (const path of written) process.stdout.write(`  ${path}\n`);
  process.stdout.write(
    "Found by the workbook from the lesson's folder, with nothing to edit: pnpm lesson, lesson:diff, exercise, the tests,\n" +
      "the site's sidebar, session and diff pages, and the API reference (typedoc.config.mjs).\n\n",
  );
  if (request.install) {
    if (install(basename(base.dir), folder)) pnpm(["docs:sync", `docs/en/${folder}.md`, `docs/zh/${folder}.md`]);
  } else {
    process.stdout.write("Run pnpm install (it links the new package), then pnpm docs:sync.\n");
  }
  const entry = {
    id,
    title: request.title ?? "",
    order,
    base: base.id,
    dir,
    entry: join(dir, "agent.ts"),
    packageName: `@agent-workbook/${basename(dir)}`,
    reference: id.replace(/[a-z]$/, ""),
  };
  const inOrder = [...lessons, entry].sort((a, b) => a.order - b.order);
  const todo = await lessonProblems(entry, inOrder);
  process.stdout.write(`\nWhat is left to write (pnpm test fails on each until it is done):\n`);
  for (const line of todo) process.stdout.write(`  - ${line}\n`);
  process.stdout.write(
    "\nThen: pnpm cassettes:scripted after each change to the script, pnpm docs:sync after each change to the lesson,\n" +
      `and pnpm test (its first run writes the new lesson's snapshots: read them before you commit). How: docs/en/new-lesson.md\n`,
  );
  return 0;
}

if (import.meta.filename === process.argv[1]) process.exitCode = await main();
