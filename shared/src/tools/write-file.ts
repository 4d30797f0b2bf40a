import { ToolError } from "../tool.ts";
import { replaceFile, safePath, shownPath } from "../workspace.ts";

// #region write-file
/**
 * Writes a file inside the workspace, creating parent folders: `Wrote N bytes to PATH`.
 *
 * The new text goes to a temporary file that is then renamed over the target (see replaceFile): atomic, and no
 * link can carry the write outside the workspace.
 */
export async function writeTextFile(workdir: string, path: string, content: string): Promise<string> {
  if (path.endsWith("/")) {
    throw new ToolError(`Error: ${shownPath(path)} ends with /: give the path of a file, such as notes/todo.txt`);
  }
  await replaceFile(safePath(workdir, path), path, content, "write_file");
  return `Wrote ${Buffer.byteLength(content, "utf-8")} bytes to ${path}`;
}
// #endregion write-file
