/**
 * The new lesson's entry in pnpm-lock.yaml, copied from its base's, so that `pnpm install --offline --frozen-lockfile`
 * links it from the store without asking the registry anything.
 *
 * Why: its package.json has its base's dependencies, word for word (files.ts, packageJson). An install that resolves
 * them again (`--no-frozen-lockfile`) asks the registry for each one's metadata unless pnpm's cache has it, even with
 * `--prefer-offline`: on a machine whose cache was never filled (a fresh one, where `pnpm install --frozen-lockfile`
 * never needed metadata), `pnpm lesson:new` stalled on a registry that did not answer. The lockfile already holds
 * what they resolve to, in the base's entry.
 */
/** An importer's block: its key line (two spaces), its lines (four spaces and more), and the blank line after it. */
const IMPORTER = /^ {2}(\S[^\n]*):\n((?: {4}[^\n]*\n)*)\n/gm;

/** An importer of pnpm-lock.yaml: its path, its lines under the key, and where its block starts and ends. */
export interface Importer {
  key: string;
  lines: string;
  start: number;
  end: number;
}

/** The importers of `lockfile` (pnpm-lock.yaml's text), in its order: the blocks before `packages:`. */
export function importersOf(lockfile: string): Importer[] {
  const end = lockfile.indexOf("\npackages:"); // the last importer's blank line included
  return [...lockfile.slice(0, end < 0 ? lockfile.length : end + 1).matchAll(IMPORTER)].map((m) => ({
    key: m[1],
    lines: m[2],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * `lockfile` (pnpm-lock.yaml's text) with an importer `lessons/FOLDER` that is the importer `lessons/BASE`'s copy, in
 * its sorted place, as pnpm itself writes it; undefined when the base has no entry or the lesson has one already. (A
 * lockfile of another shape fails the frozen install, and the install that resolves runs instead.)
 */
export function lockLikeBase(lockfile: string, baseFolder: string, folder: string): string | undefined {
  const importers = importersOf(lockfile);
  const base = importers.find((i) => i.key === `lessons/${baseFolder}`);
  const key = `lessons/${folder}`;
  if (!base || importers.some((i) => i.key === key)) return undefined;
  const at = importers.find((i) => i.key !== "." && i.key > key)?.start ?? importers.at(-1)!.end;
  return `${lockfile.slice(0, at)}  ${key}:\n${base.lines}\n${lockfile.slice(at)}`;
}
