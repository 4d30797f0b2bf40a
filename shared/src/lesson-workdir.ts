/** The folder a lesson's agent works in: given with --workdir, or made for it, and what it starts with. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { cassetteWorkspace } from "./cassette.ts";
import { findLesson } from "./lessons.ts";
import { learnerFolder, ROOT } from "./paths.ts";
import type { Mode } from "./session-parts.ts";
import type { Terminal } from "./ui.ts";

/** The lesson's folder in the workbook (the kit's lesson list, by id), or the entry file's own folder when there is none. */
export function lessonFolder(id: string, entry: string): string {
  return findLesson(id)?.dir ?? dirname(entry);
}

/** What a new workspace starts from: the cassette's own workspace (`NAME.workspace/` beside it), else the sample. */
function startingPoint(folder: string, cassetteFile?: string): string {
  return (cassetteFile && cassetteWorkspace(cassetteFile)) ?? join(folder, "sample");
}

/** A workspace, and whether the kit made it for this run as a copy of the lesson's sample (or cassette's workspace). */
export interface LessonWorkdir {
  /** Its real path. */
  workdir: string;
  /** True when it is a fresh copy the kit made for this run: it holds what the workbook ships, nothing else. */
  sampleCopy: boolean;
}

/**
 * The folder --workdir names. One that does not exist or is empty starts from a copy of the lesson's sample (or
 * the cassette's workspace), and the learner is told; one with files in it is used as it is. A lesson started by
 * a lesson's own command (`nested`: v0's subagent, `--workdir .`) works where it is, as it is.
 */
export function givenWorkdir(
  dir: string,
  folder: string,
  ui: Terminal,
  options: { cassetteFile?: string; nested?: boolean } = {},
): LessonWorkdir {
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  mkdirSync(dir, { recursive: true });
  const real = realpathSync(dir);
  if (fresh && !options.nested) {
    const from = startingPoint(folder, options.cassetteFile);
    if (existsSync(from)) {
      cpSync(from, real, { recursive: true });
      ui.note(`workspace: ${real} (new: a copy of ${relative(ROOT, from)})`);
      return { workdir: real, sampleCopy: true };
    }
  }
  return { workdir: real, sampleCopy: false };
}

/**
 * The folder the agent works in without --workdir: where the learner is.
 *
 * The demo, and any run started inside the workbook itself, works on a fresh copy of the lesson's sample, or
 * of the cassette's own workspace when it has one (`NAME.workspace/` beside `NAME.json`: cassetteWorkspace).
 */
export function defaultWorkdir(
  id: string,
  folder: string,
  mode: Mode,
  ui: Terminal,
  cassetteFile?: string,
  tmp = tmpdir(),
): LessonWorkdir {
  const here = learnerFolder();
  const insideWorkbook = here === ROOT || here.startsWith(`${ROOT}/`);
  if (mode !== "demo" && !insideWorkbook) return { workdir: realpathSync(here), sampleCopy: false };
  const sample = startingPoint(folder, cassetteFile);
  const dir = realpathSync(mkdtempSync(join(tmp, `agent-workbook-${id}-`)));
  if (existsSync(sample)) cpSync(sample, dir, { recursive: true });
  ui.note(`workspace: ${dir} (a fresh copy of ${relative(ROOT, sample)})`);
  return { workdir: dir, sampleCopy: existsSync(sample) };
}
