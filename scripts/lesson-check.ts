/**
 * What a lesson must have, checked: the list of what it still lacks, each in a line that says where and what to do
 * ("lesson s06 has no docs/zh walkthrough (docs/zh/s06-subagent.md)"). `pnpm lesson:new` prints it as the to-do list
 * of a lesson it has just started; the tests (test/course.test.ts) fail with it until the list is empty.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";
import { loadExercise } from "@agent-workbook/kit/authoring/exercise/start-file";
import { type LessonEntry, listLessons } from "@agent-workbook/kit/lessons";

/** What lesson:new leaves where a person has to write: the checks below find every one still there. */
export const PLACEHOLDER = "TODO(lesson:new)";

/** The pages that list every lesson, each in a table with a row per lesson: `| \`id\` | …`. */
export const LESSON_TABLES = ["README.md", "README.zh.md", "docs/en/README.md", "docs/zh/README.md"];

const read = (path: string): string => readFileSync(join(ROOT, path), "utf-8");

/** Everything a lesson still lacks, in the order a maintainer would do it; empty when it has it all. */
export async function lessonProblems(lesson: LessonEntry, lessons = listLessons()): Promise<string[]> {
  const problems: string[] = [];
  const folder = basename(lesson.dir);
  const dir = relative(ROOT, lesson.dir);
  const lack = (what: string) => problems.push(`lesson ${lesson.id} ${what}`);
  const its = (what: string) => problems.push(`lesson ${lesson.id}'s ${what}`);
  const exists = (path: string) => existsSync(join(ROOT, path));

  // package.json and its place in the course: without it, nothing else can be known
  if (!exists(`${dir}/package.json`)) {
    lack(`has no package.json (${dir}/package.json): make the lesson with pnpm lesson:new`);
    return problems;
  }
  const pkg = JSON.parse(read(`${dir}/package.json`));
  if (pkg.name !== `@agent-workbook/${folder}`) lack(`has package name ${pkg.name}, not @agent-workbook/${folder}`);
  if (!folder.startsWith(`${lesson.id}-`)) lack(`lives in ${dir}: its folder should start with "${lesson.id}-"`);
  if (!lesson.title || lesson.title.includes(PLACEHOLDER)) lack(`has no title (package.json workbook.title)`);
  if (lessons.filter((l) => l.id === lesson.id).length > 1) lack("shares its id with another lesson");
  if (lessons.filter((l) => l.order === lesson.order).length > 1)
    lack(`shares its order (${lesson.order}) with another lesson`);
  // The learner's file (exercises/<folder>/agent.ts) finds its packages in the workbook's own node_modules.
  const workbook = JSON.parse(read("package.json"));
  const missing = Object.keys(pkg.dependencies ?? {}).filter((name) => !(name in (workbook.dependencies ?? {})));
  if (missing.length)
    lack(
      `uses packages the workbook does not list, which an exercise file cannot import: ${missing.join(", ")} (add them to the root package.json)`,
    );
  const base = lessons.find((l) => l.id === lesson.base);
  if (lesson !== lessons[0] && !base) lack(`builds on no lesson there is (package.json workbook.base: ${lesson.base})`);
  if (base && base.order >= lesson.order) lack(`builds on ${base.id}, which comes after it in the course`);

  // the lesson file
  const entry = relative(ROOT, lesson.entry);
  if (!exists(entry)) {
    lack(`has no lesson file (${entry})`);
  } else {
    const source = read(entry);
    // A lesson takes its session: it declares itself (`export const LESSON: Lesson = { id, entry, … }`) and ends
    // with `if (isMain(import.meta.filename)) await runLesson(LESSON, main);`.
    const declares = new RegExp(`LESSON: Lesson = \\{\\s*id: "${lesson.id}",\\s*entry: import\\.meta\\.filename`);
    if (!declares.test(source)) its(`file ${entry} does not start its session as lesson ${lesson.id}`);
    if (!/\nif \(isMain\(import\.meta\.filename\)\) await runLesson\(LESSON, main\);\n/.test(source))
      its(
        `file ${entry} does not end with the main guard (if (isMain(import.meta.filename)) await runLesson(LESSON, main);)`,
      );
    if (source.includes(PLACEHOLDER)) its(`file ${entry} still has a ${PLACEHOLDER} to write`);
  }

  // its cassettes, sample, exercise and expectations
  if (!exists(`${dir}/cassettes/demo.json`)) lack(`has no demo (${dir}/cassettes/demo.json)`);
  if (!exists(`${dir}/sample`)) lack(`has no sample workspace (${dir}/sample/)`);
  const script = `${dir}/cassettes/script.ts`;
  if (exists(script) && read(script).includes(PLACEHOLDER)) its(`demo is not scripted yet (${script})`);
  const exercise = await loadExercise(lesson);
  if (!exercise) lack(`has no exercise (${dir}/exercise.ts)`);
  else {
    if (Object.keys(exercise.regions).length === 0)
      its(`exercise takes nothing out: mark its concept with // #region exercise:NAME (${dir}/exercise.ts)`);
    const missing = exercise.checks.filter((check) => !exists(`${dir}/cassettes/${check}.json`));
    if (missing.length) its(`exercise is checked on cassettes it does not have: ${missing.join(", ")}`);
    if (JSON.stringify(exercise).includes(PLACEHOLDER)) its(`exercise still has a ${PLACEHOLDER} (${dir}/exercise.ts)`);
  }
  if (!exists(`${dir}/test/expectations.ts`))
    lack(`has no expectations for the cross-lesson tests (${dir}/test/expectations.ts)`);
  if (exercise && !exists(`${dir}/test/exercise.test.ts`))
    lack(`has no tests of its exercise (${dir}/test/exercise.test.ts: await exerciseTests("${lesson.id}"))`);

  // its walkthroughs, and the pages that list the lessons
  const at = lessons.indexOf(lesson);
  for (const lang of ["en", "zh"] as const) {
    const page = `docs/${lang}/${folder}.md`;
    if (!exists(page)) {
      lack(`has no docs/${lang} walkthrough (${page})`);
      continue;
    }
    const text = read(page);
    if (text.includes(PLACEHOLDER)) its(`docs/${lang} walkthrough is not written yet (${page} has a ${PLACEHOLDER})`);
    const header = text.split("\n")[2] ?? "";
    const previous = lessons[at - 1];
    const next = lessons[at + 1];
    if (previous && !header.includes(`](${basename(previous.dir)}.md)`))
      its(
        `docs/${lang} walkthrough does not link to the lesson before it, ${previous.id}, in its header (${page}, line 3)`,
      );
    if (next && !header.includes(`](${basename(next.dir)}.md)`))
      its(`docs/${lang} walkthrough does not link to the lesson after it, ${next.id}, in its header (${page}, line 3)`);
  }
  for (const table of LESSON_TABLES) {
    const row = read(table)
      .split("\n")
      .find((line) => line.startsWith(`| \`${lesson.id}\` |`));
    if (!row) lack(`has no row in the lesson table of ${table}`);
    else if (row.includes(PLACEHOLDER)) its(`row in the lesson table of ${table} is not written yet`);
  }
  return problems;
}
