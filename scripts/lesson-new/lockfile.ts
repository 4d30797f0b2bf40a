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

/**
 * `lockfile` (pnpm-lock.yaml's text) with an importer `lessons/FOLDER` that is the importer `lessons/BASE`'s copy, in
 * its sorted place, as pnpm itself writes it; undefined when the base has no entry or the lesson has one already. (A
 * lockfile of another shape fails the frozen install, and the install that resolves runs instead.)
 */
export function lockLikeBase(lockfile: string, baseFolder: string, folder: string): string | undefined {
  const end = lockfile.indexOf("\npackages:");
  const importers = [...lockfile.slice(0, end < 0 ? lockfile.length : end).matchAll(IMPORTER)];
  const base = importers.find((m) => m[1] === `lessons/${baseFolder}`);
  const key = `lessons/${folder}`;
  if (!base || importers.some((m) => m[1] === key)) return undefined;
  const after = importers.find((m) => m[1] !== "." && m[1] > key);
  const last = importers.at(-1)!;
  const at = after?.index ?? last.index! + last[0].length;
  return `${lockfile.slice(0, at)}  ${key}:\n${base[2]}\n${lockfile.slice(at)}`;
}
