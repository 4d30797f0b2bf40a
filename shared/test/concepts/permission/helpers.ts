/** A workspace with `.workbook/` settings files, for the permission concept's tests. */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh workspace holding the given settings files (name under `.workbook/` → JSON value or raw text). */
export function workspaceWith(files: Record<string, unknown> = {}): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "permission-")));
  if (Object.keys(files).length > 0) mkdirSync(join(dir, ".workbook"));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, ".workbook", name), typeof content === "string" ? content : JSON.stringify(content));
  return dir;
}
