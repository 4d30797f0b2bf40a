/**
 * The texts the memory tool's `view` answers, in the form of the SDK's memory helper (`@anthropic-ai/sdk`,
 * `tools/memory/node`): a listing with sizes, or a file with numbered lines.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";
import type { MemoryEntry } from "./memory-disk.ts";
import { MEMORY_ROOT } from "./memory-path.ts";

/** Line numbers are right-aligned in 6 columns, then a tab, as the SDK's helper writes them. */
const NUMBER_WIDTH = 6;

/** A size as the SDK's helper shows it: `0B`, `512B`, `1.5K`, `2M`. */
export function shortSize(bytes: number): string {
  if (bytes === 0) return "0B";
  const units = ["B", "K", "M", "G"];
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const size = bytes / 1024 ** i;
  return `${size % 1 === 0 ? size : size.toFixed(1)}${units[i]}`;
}

/** `text`'s lines from `from` (1-based), each numbered as the SDK's helper numbers them. */
export function numberedLines(lines: readonly string[], from: number): string {
  return lines
    .map((line, i) => `${String(i + from).padStart(NUMBER_WIDTH, " ")}\t${line}`)
    .join("\n");
}

// #region view
/**
 * The listing of `/memories`: a size and a path a line, the folder's line first (the sum of its files' sizes).
 *
 * A link, a folder or a pipe in it is listed with what it is, never followed. Past `maxChars` the listing stops
 * with a line saying how many entries were left out.
 */
export function listingText(
  entries: (readonly [string, MemoryEntry | undefined])[],
  maxChars: number,
): string {
  const header = `Here're the files and directories up to 2 levels deep in ${MEMORY_ROOT}, excluding hidden items and node_modules:`;
  let total = 0;
  const lines = entries.map(([name, entry]) => {
    if (entry?.kind === "file") {
      total += entry.size;
      return `${shortSize(entry.size)}\t${MEMORY_ROOT}/${name}`;
    }
    const what =
      entry?.kind === "link"
        ? "a link, not followed"
        : entry?.kind === "folder"
          ? "a folder"
          : "not a file";
    return `-\t${MEMORY_ROOT}/${name} (${what})`;
  });
  let text = `${header}\n${shortSize(total)}\t${MEMORY_ROOT}`;
  for (const [i, line] of lines.entries()) {
    const more = `\n(${lines.length - i} more entries left out: the index ${MEMORY_ROOT}/MEMORY.md lists every memory.)`;
    if (text.length + line.length + 1 + more.length > maxChars) return text + more;
    text += `\n${line}`;
  }
  return text;
}

/**
 * A file's text with numbered lines, all of it or the lines `viewRange` asks for (`[first, last]`, last -1: to the end).
 *
 * A range that does not fit the file is an error in the words of the API's text editor; so is a result over
 * `maxChars`, which says which range would fit.
 */
export function fileViewText(
  shown: string,
  text: string,
  viewRange: number[] | undefined,
  maxChars: number,
): string {
  const lines = text.split("\n");
  let [first, last] = [1, lines.length];
  if (viewRange !== undefined) {
    const [a, b] = viewRange;
    const valid =
      viewRange.length === 2 &&
      a >= 1 &&
      a <= lines.length &&
      (b === -1 || (b >= a && b <= lines.length));
    if (!valid)
      throw new ToolError(
        `Error: Invalid \`view_range\` parameter: ${JSON.stringify(viewRange)}. It should be two line numbers [first, last] within the lines of the file, [1, ${lines.length}] (last -1: to the end).`,
      );
    [first, last] = [a, b === -1 ? lines.length : b];
  }
  const head = `Here's the content of ${shown} with line numbers:\n`;
  const result = head + numberedLines(lines.slice(first - 1, last), first);
  if (result.length <= maxChars) return result;
  // The last line that fits: each line adds its number, a tab, its text and the line break before it.
  let fits = first - 1;
  for (
    let size = head.length - 1;
    fits < last && size + NUMBER_WIDTH + 2 + lines[fits].length <= maxChars;
    fits++
  )
    size += NUMBER_WIDTH + 2 + lines[fits].length;
  const hint =
    fits >= first
      ? `view part of it with view_range, such as [${first}, ${fits}]`
      : "its lines are too long";
  throw new ToolError(
    `Error: ${shown} with its line numbers is ${result.length} characters, more than one result may hold (${maxChars}): ${hint}.`,
  );
}
// #endregion view
