/** A recording's calls as the player's plain blocks: a response's content, the last user message, their texts. */
import type { Interaction } from "@agent-workbook/kit";
import { asBlocks, type Block } from "@agent-workbook/player/data";

/** A response's content as the player's plain blocks. */
export function blocksOf(response: Interaction["response"]): Block[] {
  return response.content as unknown as Block[];
}

/** The texts of some blocks, joined by newlines and trimmed. */
export function textOf(content: Block[]): string {
  return content
    .filter((b) => b.type === "text")
    .map((b) => String(b.text))
    .join("\n")
    .trim();
}

/** A request's messages, if it has any. */
export function messagesOf(request: Interaction["request"]): Array<{ role: string; content: unknown }> | undefined {
  return (request as { messages?: Array<{ role: string; content: unknown }> } | undefined)?.messages;
}

/** The blocks of a request's last message when it is the user's (the prompt, or the tool results); else undefined. */
export function lastUser(request: Interaction["request"]): Block[] | undefined {
  const last = messagesOf(request)?.at(-1);
  return last?.role === "user" ? asBlocks(last.content) : undefined;
}
