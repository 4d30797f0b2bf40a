import { readFile, writeFile } from "node:fs/promises";
import { ToolError } from "../tool.ts";
import { safePath } from "../workspace.ts";

// #region edit-file
/** Replaces the first occurrence of `oldText` in a workspace file: `Edited PATH`. */
export async function editTextFile(workdir: string, path: string, oldText: string, newText: string): Promise<string> {
  const file = safePath(workdir, path);
  const content = await readFile(file, "utf-8").catch(() => {
    throw new ToolError(`Error: File not found: ${path}`);
  });
  const at = oldText === "" ? -1 : content.indexOf(oldText);
  if (at < 0) throw new ToolError(`Error: Text not found in ${path}`);
  // Slicing, not String.replace: `$&` and friends in new_text must stay literal.
  await writeFile(file, content.slice(0, at) + newText + content.slice(at + oldText.length), "utf-8");
  return `Edited ${path}`;
}
// #endregion edit-file
