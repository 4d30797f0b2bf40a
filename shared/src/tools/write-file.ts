import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { safePath } from "../workspace.ts";

// #region write-file
/** Writes a file inside the workspace, creating parent folders: `Wrote N bytes to PATH`. */
export async function writeTextFile(workdir: string, path: string, content: string): Promise<string> {
  const file = safePath(workdir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content, "utf-8");
  return `Wrote ${Buffer.byteLength(content, "utf-8")} bytes to ${path}`;
}
// #endregion write-file
