/**
 * What the memory concept's tests share: a fresh workspace with its store and tool, a call as a lesson's dispatch
 * answers it, a memory's text, and what `.memory/` holds.
 */
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { MemoryStore, type MemoryLimits, memoryTool } from "../../../src/concepts/memory/index.ts";
import { type Tool, ToolError } from "../../../src/tool.ts";

/** A fresh workspace, its memory store and the memory tool over it. */
export function freshMemory(limits?: MemoryLimits): { dir: string; store: MemoryStore; memory: Tool } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "memory-")));
  const store = new MemoryStore(dir, limits);
  return { dir, store, memory: memoryTool(() => store) };
}

/** The tool's answer to `input` as a lesson's dispatch gives it; a failure must be a ToolError, never a crash. */
export async function callMemory(memory: Tool, input: unknown): Promise<{ text: string; error: boolean }> {
  const parsed = memory.parse(input);
  if (!parsed.ok) return { text: `Error: Invalid input for memory: ${parsed.error}`, error: true };
  try {
    return { text: await memory.run(parsed.value), error: false };
  } catch (err) {
    expect(err, String(err)).toBeInstanceOf(ToolError);
    return { text: (err as Error).message, error: true };
  }
}

/** A memory's file text: front matter, then the body. */
export function memoryText(name: string, description: string, type = "feedback", body = "Remember this."): string {
  return `---\nname: ${name}\ndescription: ${description}\ntype: ${type}\n---\n${body}\n`;
}

/** Every entry of `.memory/` but the lock: a file's text, a folder's `/`, anything else `(other)`. */
export function memoryFolder(dir: string): Record<string, string> {
  const folder = join(dir, ".memory");
  const entries: Record<string, string> = {};
  if (!existsSync(folder)) return entries;
  for (const name of readdirSync(folder).sort()) {
    if (name === ".lock") continue;
    const info = lstatSync(join(folder, name));
    entries[name] = info.isFile() ? readable(join(folder, name)) : info.isDirectory() ? "/" : "(other)";
  }
  return entries;
}

/** A file's text, or `(unreadable)` when this user may not read it. */
function readable(file: string): string {
  try {
    return readFileSync(file, "utf-8");
  } catch {
    return "(unreadable)";
  }
}
