import type { FileHandle } from "node:fs/promises";
import { cutText, MAX_OUTPUT_CHARS, ToolError } from "../tool.ts";
import { formatSize, openWorkspaceFile, shownPath } from "../workspace.ts";

/** The biggest file read_file reads whole, and whose remaining lines it counts after `limit`: 1 MB. */
export const READ_WHOLE_MAX_BYTES = 1024 * 1024;

// #region read-file
/**
 * Reads a text file inside the workspace; with `limit`, the first lines and `... (N more lines)`.
 *
 * The file is read as a stream of lines and only as far as needed: memory stays flat whatever its size. A file
 * over 1 MB is read only with a `limit`, and its remaining lines are not counted.
 */
export async function readTextFile(workdir: string, path: string, limit?: number): Promise<string> {
  const { handle, size } = await openWorkspaceFile(workdir, path, "read_file");
  try {
    if (size > READ_WHOLE_MAX_BYTES && !limit) {
      throw new ToolError(
        `Error: ${shownPath(path)} is ${formatSize(size)}, too big to read whole (read_file reads files up to 1 MB whole). ` +
          "Read its first lines with limit (e.g. limit: 200), or search it with bash (grep -n, tail, sed -n '1000,1200p').",
      );
    }
    const lines = fileLines(handle, (start) => {
      if (start.subarray(0, 8000).includes(0)) {
        throw new ToolError(`Error: ${shownPath(path)} is a binary file (${size} bytes); read_file reads text only`);
      }
    });
    const shown: string[] = [];
    let chars = 0;
    let next = await lines.next();
    // Lines past 50 000 characters would be cut off anyway: stop reading there.
    while (!next.done && (!limit || shown.length < limit) && chars <= MAX_OUTPUT_CHARS) {
      shown.push(next.value);
      chars += next.value.length + 1;
      next = await lines.next();
    }
    if (!next.done && limit && chars <= MAX_OUTPUT_CHARS) {
      shown.push(
        size > READ_WHOLE_MAX_BYTES
          ? `... (more lines: the file is ${formatSize(size)}, too big to count them)`
          : `... (${await countRest(lines)} more lines)`,
      );
    }
    await lines.return(undefined);
    return cutText(shown.join("\n"));
  } finally {
    await handle.close();
  }
}
// #endregion read-file

/** How many lines the iterator still holds, the current one included. */
async function countRest(lines: AsyncGenerator<string>): Promise<number> {
  let count = 1;
  while (!(await lines.next()).done) count += 1;
  return count;
}

/** Bytes read at a time. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The lines of an open file, read one chunk at a time and split like Python's str.splitlines() for the common
 * endings (`\n`, `\r\n`, `\r`; no trailing empty line). Invalid UTF-8 becomes U+FFFD. `checkStart` sees the
 * first chunk before anything is decoded. A line longer than 1 MB is handed on in pieces.
 */
async function* fileLines(handle: FileHandle, checkStart: (start: Buffer) => void): AsyncGenerator<string> {
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const decoder = new TextDecoder("utf-8");
  let pending = "";
  let first = true;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
    if (first) checkStart(buffer.subarray(0, bytesRead));
    first = false;
    const done = bytesRead === 0;
    let text = pending + decoder.decode(buffer.subarray(0, bytesRead), { stream: !done });
    // A chunk that ends in \r may be half of a \r\n: keep the \r for the next round.
    const heldCR = !done && text.endsWith("\r");
    if (heldCR) text = text.slice(0, -1);
    const parts = text.split(/\r\n|\r|\n/);
    pending = parts.pop()! + (heldCR ? "\r" : "");
    yield* parts;
    if (done) {
      if (pending !== "") yield pending;
      return;
    }
    if (pending.length > READ_WHOLE_MAX_BYTES) {
      yield pending;
      pending = "";
    }
  }
}
