import { isUtf8 } from "node:buffer";
import { ToolError } from "../tool.ts";
import { formatSize, openWorkspaceFile, replaceFile, shownPath } from "../workspace.ts";

/** The biggest file edit_file edits (it holds the whole text in memory): 10 MB. */
export const EDIT_MAX_BYTES = 10 * 1024 * 1024;

// #region edit-file
/**
 * Replaces `oldText`, which must appear exactly once, in a workspace file: `Edited PATH`.
 *
 * Text found several times is refused with the count, as Claude Code's edit tool does (the reference replaces
 * the first occurrence, which may not be the one the model meant). Binary and non-UTF-8 files are refused:
 * writing their decoded text back would turn every invalid byte into U+FFFD. On any error the file is untouched.
 */
export async function editTextFile(workdir: string, path: string, oldText: string, newText: string): Promise<string> {
  const shown = shownPath(path);
  if (oldText === "") {
    throw new ToolError(
      `Error: old_text is empty: give the exact text to replace, with enough around it to appear once in ${shown}. To write a whole file, use write_file.`,
    );
  }
  const { file, content } = await readEditableText(workdir, path);
  const at = content.indexOf(oldText);
  if (at < 0) throw new ToolError(`Error: Text not found in ${shown}`);
  const count = occurrences(content, oldText);
  if (count > 1) {
    throw new ToolError(
      `Error: old_text appears ${count} times in ${shown}; it must appear exactly once. Include more of the surrounding text to pick one. The file is unchanged.`,
    );
  }
  // Slicing, not String.replace: `$&` and friends in new_text must stay literal.
  await replaceFile(file, path, content.slice(0, at) + newText + content.slice(at + oldText.length), "edit_file");
  return `Edited ${path}`;
}
// #endregion edit-file

/** A workspace file's text and real path; refuses a file too big, binary (a NUL byte) or not valid UTF-8. */
async function readEditableText(workdir: string, path: string): Promise<{ file: string; content: string }> {
  const shown = shownPath(path);
  const { handle, size, file } = await openWorkspaceFile(workdir, path, "edit_file");
  let bytes: Buffer;
  try {
    if (size > EDIT_MAX_BYTES) {
      throw new ToolError(
        `Error: ${shown} is ${formatSize(size)}, too big for edit_file (at most 10 MB); edit it with bash (sed -i) instead.`,
      );
    }
    bytes = await handle.readFile();
  } finally {
    await handle.close();
  }
  if (bytes.subarray(0, 8000).includes(0)) {
    throw new ToolError(`Error: ${shown} is a binary file (${bytes.length} bytes); edit_file edits text only`);
  }
  if (!isUtf8(bytes)) {
    throw new ToolError(
      `Error: ${shown} is not valid UTF-8 text; edit_file would corrupt it (each invalid byte would become U+FFFD). Edit it with bash instead.`,
    );
  }
  // ignoreBOM: a byte-order mark stays in the text, and so in the file written back.
  return { file, content: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

/** How many times `part` appears in `text`, overlapping ones included (`aa` is twice in `aaa`). */
function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) count += 1;
  return count;
}
