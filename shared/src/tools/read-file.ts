import { MAX_OUTPUT_CHARS, ToolError } from "../tool.ts";
import { readWorkspaceFile } from "../workspace.ts";

// #region read-file
/** Reads a text file inside the workspace; with `limit`, the first lines and `... (N more lines)`. */
export async function readTextFile(workdir: string, path: string, limit?: number): Promise<string> {
  const bytes = await readWorkspaceFile(workdir, path);
  if (bytes.subarray(0, 8000).includes(0)) {
    throw new ToolError(`Error: ${path} is a binary file (${bytes.length} bytes); read_file reads text only`);
  }
  let lines = splitLines(new TextDecoder("utf-8").decode(bytes));
  if (limit && limit > 0 && limit < lines.length) {
    lines = [...lines.slice(0, limit), `... (${lines.length - limit} more lines)`];
  }
  return lines.join("\n").slice(0, MAX_OUTPUT_CHARS);
}
// #endregion read-file

/** Splits like Python's str.splitlines() for the common endings: no trailing empty line. */
function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
