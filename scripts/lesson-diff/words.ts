/** Word-level pairing of changed lines: which removed line became which added line, and the words that differ. */
import { diffWordsWithSpace, wordsWithSpaceDiff } from "diff";

/** A piece of a changed line: `changed` when that piece is not in the line it is paired with. */
export interface Part {
  text: string;
  changed: boolean;
}

/** How alike two lines are, from 0 to 1: the share of their non-blank characters the word diff keeps. */
function similarity(a: string, b: string): number {
  let same = 0;
  let total = 0;
  for (const change of diffWordsWithSpace(a, b)) {
    const chars = change.value.replace(/\s/g, "").length;
    if (change.added || change.removed) total += chars;
    else {
      same += 2 * chars;
      total += 2 * chars;
    }
  }
  return total === 0 ? 1 : same / total;
}

/** A line's words as the word diff cuts them, counted, and its non-blank characters. */
interface Words {
  counts: Map<string, number>;
  chars: number;
}

function wordsOf(line: string): Words {
  const counts = new Map<string, number>();
  for (const token of wordsWithSpaceDiff.tokenize(line)) counts.set(token, (counts.get(token) ?? 0) + 1);
  return { counts, chars: line.replace(/\s/g, "").length };
}

/**
 * Whether two lines can be half alike: the characters a word diff keeps are at most those of the words both lines
 * have. Most pairs of a run fail it, and skip the word diff, which costs a hundred times more.
 */
function canBeHalfAlike(a: Words, b: Words): boolean {
  const total = a.chars + b.chars;
  if (total === 0) return true;
  let shared = 0;
  for (const [word, count] of a.counts) {
    const other = b.counts.get(word);
    if (other) shared += Math.min(count, other) * word.replace(/\s/g, "").length;
  }
  return (2 * shared) / total >= 0.5;
}

/** Which removed line became which added line in a run of changes: in-order pairs, each at least half alike, with the most likeness in all. */
export function pairLines(removed: string[], added: string[]): Array<[number, number]> {
  const n = removed.length;
  const m = added.length;
  if (n === 0 || m === 0 || n * m > 4000) return [];
  const removedWords = removed.map(wordsOf);
  const addedWords = added.map(wordsOf);
  // A pair that cannot be half alike is never paired: 0 stands for any likeness under a half.
  const sim = removed.map((r, i) =>
    added.map((a, j) => (canBeHalfAlike(removedWords[i], addedWords[j]) ? similarity(r, a) : 0)),
  );
  // best[i][j]: the most similarity pairing removed[i..] with added[j..] can reach.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const pair = sim[i][j] >= 0.5 ? sim[i][j] + best[i + 1][j + 1] : -1;
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], pair);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (sim[i][j] >= 0.5 && best[i][j] === sim[i][j] + best[i + 1][j + 1]) pairs.push([i++, j++]);
    else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  return pairs;
}

/** The two lines of a pair cut into pieces, the words that differ marked as changed; joined, the pieces give back each line exactly. */
export function wordParts(a: string, b: string): { a: Part[]; b: Part[] } {
  const left: Part[] = [];
  const right: Part[] = [];
  for (const change of diffWordsWithSpace(a, b)) {
    if (!change.added) split(left, change.value, change.removed);
    if (!change.removed) split(right, change.value, change.added);
  }
  return { a: tidy(left), b: tidy(right) };
}

function split(parts: Part[], text: string, changed: boolean): void {
  if (!changed) {
    parts.push({ text, changed });
    return;
  }
  const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  if (lead) parts.push({ text: lead, changed: false });
  if (core) parts.push({ text: core, changed: true });
  if (trail) parts.push({ text: trail, changed: false });
}

/** Blanks between two changed words count as changed (one mark, not two); neighbours of a kind merge. */
function tidy(parts: Part[]): Part[] {
  const marked = parts.map((p, i) =>
    !p.changed && /^\s+$/.test(p.text) && parts[i - 1]?.changed && parts[i + 1]?.changed ? { ...p, changed: true } : p,
  );
  const out: Part[] = [];
  for (const p of marked) {
    const last = out.at(-1);
    if (last && last.changed === p.changed) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}
