/**
 * A lesson's sample made a repository: a workspace that is an untouched copy of the sample (same files, same bytes)
 * and not a repository yet becomes one, on the base branch, with one commit of what it holds, so that the demo needs
 * nothing from the learner. A folder of the learner's own is never made one.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findLesson } from "../../lessons.ts";
import { type GitSetup, initRepository } from "./git.ts";

/** The files under `dir` (relative paths, sorted), folders walked, links not followed. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** Whether `workdir` holds exactly the files of `sample`, byte for byte. */
export function isCopyOf(workdir: string, sample: string): boolean {
  if (!existsSync(sample)) return false;
  const ours = filesUnder(workdir);
  const theirs = filesUnder(sample);
  if (ours.join("\n") !== theirs.join("\n")) return false;
  return ours.every((file) =>
    readFileSync(join(workdir, file)).equals(readFileSync(join(sample, file))),
  );
}

/**
 * Makes `workdir` a repository on `base` when it is not one and is a copy of lesson `id`'s sample; the commit is
 * the session's (its identity and clock), so a replay makes the same one. Returns the commit's id, or undefined.
 */
export async function sampleRepository(
  id: string,
  workdir: string,
  base: string,
  setup: GitSetup,
): Promise<string | undefined> {
  const lesson = findLesson(id);
  if (!lesson || existsSync(join(workdir, ".git"))) return undefined;
  if (!isCopyOf(workdir, join(lesson.dir, "sample"))) return undefined;
  return initRepository(workdir, base, setup, "The sample");
}
