import { writeFile } from "node:fs/promises";
import { ToolError } from "../tool.ts";
import { readWorkspaceFile, safePath } from "../workspace.ts";

// #region edit-file
/** Replaces the first occurrence of `oldText` in a workspace file: `Edited PATH`. */
export async function editTextFile(workdir: string, path: string, oldText: string, newText: string): Promise<string> {
  const content = (await readWorkspaceFile(workdir, path)).toString("utf-8");
  const at = oldText === "" ? -1 : content.indexOf(oldText);
  if (at < 0) throw new ToolError(`Error: Text not found in ${path}`);
  // Slicing, not String.replace: `$&` and friends in new_text must stay literal.
  await writeFile(
    safePath(workdir, path),
    content.slice(0, at) + newText + content.slice(at + oldText.length),
    "utf-8",
  );
  return `Edited ${path}`;
}
// #endregion edit-file
