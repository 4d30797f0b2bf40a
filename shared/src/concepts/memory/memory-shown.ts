/**
 * What memory shows, built from what happened: the index as a session starts (and the prompt's section made from
 * it), and a memory command after it ran.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";
import type { MemoryCommandEvent, MemoryIndexEvent } from "./events.ts";
import { INDEX_PROMPT_LINES, memoryPromptSection } from "./memory-prompt.ts";
import { MEMORY_ROOT } from "./memory-path.ts";
import type { MemoryStore } from "./memory-store.ts";

/**
 * The memory as a session starts: the system prompt's section (`section` makes it from the index, rebuilt first;
 * undefined while there is no memory) and the event that shows it.
 *
 * A memory that cannot be read (`.memory` a link, the lock held past its time) is said in the section, in the
 * store's words: the session starts all the same, and the model knows its memory is there but unread.
 */
export async function memoryAtStart(
  store: MemoryStore,
  section: (index: string | undefined) => string | undefined = memoryPromptSection,
): Promise<{
  /** The index's section of the system prompt, if there is one. */
  prompt: string | undefined;
  /** What the display shows of it. */
  event: MemoryIndexEvent;
}> {
  try {
    const index = await store.index();
    const lines = (index ?? "")
      .split("\n")
      .filter((line, i, all) => line !== "" || i < all.length - 1);
    const inPrompt = Math.min(lines.length, INDEX_PROMPT_LINES);
    return { prompt: section(index), event: { kind: "memory:index", lines, inPrompt } };
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    const unread = err.message.replace(/^Error: /, "");
    return {
      prompt: `Your memory (the memory tool, ${MEMORY_ROOT}) could not be read as this session started: ${unread}`,
      event: { kind: "memory:index", lines: [], inPrompt: 0, unread },
    };
  }
}

/** The event of a memory command the model made (`input`, as it gave it), refused or not. */
export function memoryCommandEvent(input: unknown, refused: boolean): MemoryCommandEvent {
  const given = (input ?? {}) as Record<string, unknown>;
  const path = given.path ?? `${String(given.old_path)} → ${String(given.new_path)}`;
  return { kind: "memory:command", command: String(given.command), path: String(path), refused };
}
