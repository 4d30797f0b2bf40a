/**
 * `pnpm lesson:new <id> <folder-name> --from <base>`: starts a lesson the way the workbook wants it, as a copy of
 * the lesson it builds on, with every place a lesson touches in place: its folder (the base's agent.ts with the
 * new id, package.json with the workbook metadata, the base's sample, a scripted demo to write, an exercise and
 * the expectations of the cross-lesson tests), its walkthrough in English and Chinese, a row in each lesson table,
 * and a link to it from the lesson before. What a person still has to write is marked `TODO(lesson:new)`; it
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
import { type LessonEntry, listLessons } from "@agent-workbook/kit/lessons";

const USAGE = `Usage: pnpm lesson:new <id> <folder-name> --from <base> [--title TEXT] [--no-install]

  <id>           what learners type: pnpm lesson <id> (a letter and a number: s06); the number is its place
                 in the course, between the lessons numbered below and above it
  <folder-name>  the lesson's folder under lessons/, starting with the id: s06-subagent
  --from BASE    the lesson it builds on: its agent.ts is the starting point, and lesson:diff BASE <id> the diff
  --title TEXT   its title (package.json workbook.title); else a TODO
  --no-install   do not run pnpm install (which links the new package: the lesson cannot start without it)
  -h, --help     this help
`;

interface Request {
  id: string;
  folder: string;
  /** Its place in the course (package.json workbook.order): the id's number. */
  order: number;
  base: LessonEntry;
  title?: string;
  install: boolean;
}

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
  if (!/^[a-z]\d+$/.test(id)) throw new UsageError(`An id is a letter and a number, such as s06, not "${id}".`);
  if (lessons.some((l) => l.id === id)) throw new UsageError(`There is a lesson ${id} already.`);
  const order = Number(id.slice(1));
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

/** The base's lesson file, made this lesson's: its id where the base's was, and a header that says what to write. */
function lessonFile(base: LessonEntry, id: string): string {
  const source = readFileSync(base.entry, "utf-8");
  return source
    .replace(`startSession({ id: "${base.id}", entry`, `startSession({ id: "${id}", entry`)
    .replace(`pnpm lesson ${base.id}\``, `pnpm lesson ${id}\``)
    .replace(/^ \* Lesson \S+: (.*)$/m, ` * Lesson ${id}: ${PLACEHOLDER} (its name; the base's was: $1)`)
    .replace(
      /^( \* Lesson .*\n \*\n)/m,
      `$1 * ${PLACEHOLDER}: what this lesson adds to ${base.id}, in a few lines.\n *\n`,
    );
}

function packageJson(request: Request, order: number): string {
  const base = JSON.parse(readFileSync(join(request.base.dir, "package.json"), "utf-8"));
  const pkg = {
    name: `@agent-workbook/${request.folder}`,
    version: base.version,
    private: true,
    type: "module",
    main: "agent.ts",
    dependencies: base.dependencies,
    workbook: {
      id: request.id,
      title: request.title ?? `${PLACEHOLDER}: the lesson's title`,
      order,
      base: request.base.id,
    },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function cassetteScript(id: string): string {
  return `/**
 * Lesson ${id}'s scripted cassettes (\`pnpm cassettes:scripted\` writes them here): \`demo.json\`, what a learner
 * without a key watches. Script it as the other lessons do (@agent-workbook/kit/authoring/cassette-script has the helpers).
 */
import { cassette, type ScriptedCassettes, say } from "@agent-workbook/kit/authoring/cassette-script";

export default {
  "demo.json": cassette(
    "${id}",
    "demo",
    ["${PLACEHOLDER}: the task the demo gives the agent"],
    [[say("${PLACEHOLDER}: the demo, a response per round, each a list of say(…) and call(tool, input).")]],
  ),
} satisfies ScriptedCassettes;
`;
}

function exerciseFile(id: string): string {
  return `/** The exercise of lesson ${id} (\`pnpm exercise ${id}\`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "${PLACEHOLDER}: what the learner writes, in one line",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["demo"],
  // Each region is marked in agent.ts with // #region exercise:NAME … // #endregion exercise:NAME.
  regions: {},
  // For each check: from a nudge about what it tests to nearly the answer (--hint follows the first that fails).
  hints: { demo: ["${PLACEHOLDER}: a nudge", "${PLACEHOLDER}: nearly the answer"] },
} satisfies ExerciseSpec;
`;
}

/** The lesson's exercise checked as a learner's file is (@agent-workbook/kit/authoring/tests/exercise-tests). */
function exerciseTestFile(id: string): string {
  return `/** Lesson ${id}'s exercise, checked as a learner's file is: the start file fails, the lesson passes, each mistake is named. */
import { exerciseTests } from "@agent-workbook/kit/authoring/tests/exercise-tests";

await exerciseTests("${id}");
`;
}

async function expectationsFile(request: Request): Promise<string> {
  const file = pathToFileURL(join(request.base.dir, "test", "expectations.ts")).href;
  const { default: base } = (await import(file)) as { default: { tools: string[]; reminders: string[] } };
  return `/** What the cross-lesson tests expect of lesson ${request.id} (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // As ${request.base.id}'s, which it started from: keep them true as the lesson grows.
  tools: ${JSON.stringify(base.tools)},
  reminders: ${JSON.stringify(base.reminders)},
  // The failing tool calls its cassettes mean to show, by cassette: { "demo.json": [{ round, tool, result, why }] }.
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
`;
}

/** The name a header link gives a lesson: `s05, the todo_write agent`, from its walkthrough's first heading. */
function linkName(lesson: LessonEntry, lang: "en" | "zh"): string {
  const page = join(ROOT, "docs", lang, `${basename(lesson.dir)}.md`);
  const heading = existsSync(page) ? (readFileSync(page, "utf-8").match(/^# (.+)$/m)?.[1] ?? "") : "";
  const name = heading.replace(/^Lesson \S+: |^第 \S+ 课：/, "");
  return lang === "en" ? `${lesson.id}, ${name || lesson.title}` : `${lesson.id}，${name || lesson.title}`;
}

function walkthrough(
  request: Request,
  previous: LessonEntry,
  next: LessonEntry | undefined,
  lang: "en" | "zh",
): string {
  const { id, folder, base } = request;
  const page = (l: LessonEntry) => `${basename(l.dir)}.md`;
  if (lang === "en") {
    const builds =
      (previous === base
        ? `Previous: [${linkName(previous, "en")}](${page(previous)}) ([what changed since ${base.id}](#what-changed-since-${base.id}))`
        : `Previous: [${linkName(previous, "en")}](${page(previous)}) · Builds on: [${linkName(base, "en")}](${page(base)}) ([what changed since ${base.id}](#what-changed-since-${base.id}))`) +
      (next ? ` · Next: [${linkName(next, "en")}](${page(next)})` : "");
    return `# Lesson ${id}: ${PLACEHOLDER} its name

[中文](../zh/${folder}.md) · [Docs index](README.md) · Lesson file: [\`lessons/${folder}/agent.ts\`](../../lessons/${folder}/agent.ts) · ${builds}

\`\`\`bash
pnpm lesson ${id}
\`\`\`

## The problem

${PLACEHOLDER}: what the lesson before cannot do, shown.

## The concept

${PLACEHOLDER}: the idea, in a few paragraphs and a table or a picture.

## The code, in order

${PLACEHOLDER}: the lesson file from top to bottom, each part an excerpt (<!-- include: lessons/${folder}/agent.ts#REGION -->).

## What you see

<!-- lesson-output: ${id} -->
<!-- /lesson-output -->

## Try it live

${PLACEHOLDER}: prompts to try with a key in .env.

## How it differs from the reference

${PLACEHOLDER}: the places where it deliberately differs, and why.

## What changed since ${base.id}

<!-- lesson-diff: ${base.id} ${id} --stat -->
<!-- /lesson-diff -->

<details>
<summary>The whole diff</summary>

<!-- lesson-diff: ${base.id} ${id} -->
<!-- /lesson-diff -->

</details>

## Now build it yourself

Now build it yourself: \`pnpm exercise ${id}\`. ${PLACEHOLDER}: what the exercise takes out. How a check works and how
to read a failure: [Exercises](exercises.md).
`;
  }
  const builds =
    (previous === base
      ? `上一课：[${linkName(previous, "zh")}](${page(previous)})（[与 ${base.id} 相比改了什么](#与-${base.id}-相比改了什么)）`
      : `上一课：[${linkName(previous, "zh")}](${page(previous)}) · 基于：[${linkName(base, "zh")}](${page(base)})（[与 ${base.id} 相比改了什么](#与-${base.id}-相比改了什么)）`) +
    (next ? ` · 下一课：[${linkName(next, "zh")}](${page(next)})` : "");
  return `# 第 ${id} 课：${PLACEHOLDER} 课名

[English](../en/${folder}.md) · [文档目录](README.md) · 课程文件：[\`lessons/${folder}/agent.ts\`](../../lessons/${folder}/agent.ts) · ${builds}

\`\`\`bash
pnpm lesson ${id}
\`\`\`

## 要解决的问题

${PLACEHOLDER}：上一课做不到什么。

## 核心概念

${PLACEHOLDER}：这一课的想法。

## 按顺序读代码

${PLACEHOLDER}：从上到下读课程文件，每一段都是摘录（<!-- include: lessons/${folder}/agent.ts#REGION -->）。

## 运行演示时你会看到什么

<!-- lesson-output: ${id} -->
<!-- /lesson-output -->

## 接上真实模型试试

${PLACEHOLDER}：配好 .env 之后可以试的任务。

## 与参考实现的不同

${PLACEHOLDER}：有意不同的地方，以及原因。

## 与 ${base.id} 相比改了什么

<!-- lesson-diff: ${base.id} ${id} --stat -->
<!-- /lesson-diff -->

<details>
<summary>完整 diff</summary>

<!-- lesson-diff: ${base.id} ${id} -->
<!-- /lesson-diff -->

</details>

## 现在自己动手

现在自己动手：\`pnpm exercise ${id}\`。${PLACEHOLDER}：练习拿掉了什么。检查怎么进行、失败信息怎么读：[练习](exercises.md)。
`;
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
  const run = spawnSync("pnpm", args, { cwd: ROOT, stdio: "inherit" });
  if (run.status === 0) return true;
  process.stdout.write(`pnpm ${args.join(" ")} failed (exit ${run.status}): run it again yourself.\n`);
  return false;
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
    written.push(`${table} (a row in its lesson table)`);
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
    process.stdout.write("pnpm install (links the new package; commit pnpm-lock.yaml with it):\n");
    if (pnpm(["install", "--prefer-offline", "--no-frozen-lockfile"]))
      pnpm(["docs:sync", `docs/en/${folder}.md`, `docs/zh/${folder}.md`]);
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
  };
  const todo = await lessonProblems(entry, [...lessons, entry]);
  process.stdout.write(`\nWhat is left to write (pnpm test fails on each until it is done):\n`);
  for (const line of todo) process.stdout.write(`  - ${line}\n`);
  process.stdout.write(
    "\nThen: pnpm cassettes:scripted after each change to the script, pnpm docs:sync after each change to the lesson,\n" +
      `and pnpm test (its first run writes the new lesson's snapshots: read them before you commit). How: docs/en/new-lesson.md\n`,
  );
  return 0;
}

if (import.meta.filename === process.argv[1]) process.exitCode = await main();
