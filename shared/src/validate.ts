import type { MessageRequest } from "./providers/types.ts";

/**
 * The rules the real Messages API enforces on a request body, as a list of what is broken
 * (empty when the request is valid). The rules that matter most to an agent loop: in the user turn
 * that answers tool calls, every tool_use id is answered and tool_result blocks come first.
 */
export function requestProblems(request: MessageRequest): string[] {
  const problems: string[] = [];
  if (!request.model) problems.push("model: Field required");
  if (!(typeof request.max_tokens === "number" && request.max_tokens > 0)) problems.push("max_tokens: Field required");
  const messages = request.messages ?? [];
  if (messages.length === 0) problems.push("messages: at least one message is required");
  if (messages[0] && messages[0].role !== "user") problems.push("messages.0.role: the first message must use the user role");
  let pendingToolUses: string[] = [];
  messages.forEach((message, i) => {
    type Block = { type: string; id?: string; tool_use_id?: string };
    const blocks: Block[] = typeof message.content === "string" ? [{ type: "text" }] : message.content;
    if (blocks.length === 0 || (typeof message.content === "string" && message.content === "")) {
      problems.push(`messages.${i}: all messages must have non-empty content`);
    }
    if (message.role === "user") {
      const answered = new Set<string>();
      let seenOther = false;
      blocks.forEach((block, j) => {
        if (block.type === "tool_result") {
          if (seenOther) problems.push(`messages.${i}.content.${j}: tool_result blocks must come before any other content in the user turn`);
          const id = block.tool_use_id ?? "";
          if (!pendingToolUses.includes(id)) {
            problems.push(`messages.${i}.content.${j}: unexpected tool_use_id found in tool_result blocks: ${id}. Each tool_result block must have a corresponding tool_use block in the previous message.`);
          }
          answered.add(id);
        } else {
          seenOther = true;
        }
      });
      const missing = pendingToolUses.filter((id) => !answered.has(id));
      if (missing.length > 0) {
        problems.push(`messages.${i}: tool_use ids were found without tool_result blocks immediately after: ${missing.join(", ")}. Each tool_use block must have a corresponding tool_result block in the next message.`);
      }
      pendingToolUses = [];
    } else {
      if (pendingToolUses.length > 0) {
        problems.push(`messages.${i}: tool_use ids were found without tool_result blocks immediately after: ${pendingToolUses.join(", ")}. Each tool_use block must have a corresponding tool_result block in the next message.`);
      }
      pendingToolUses = blocks.filter((b) => b.type === "tool_use").map((b) => b.id ?? "");
    }
  });
  if (pendingToolUses.length > 0 && messages.at(-1)?.role === "assistant") {
    // A trailing assistant turn is a prefill; tool_use in it cannot be continued.
    problems.push(`messages.${messages.length - 1}: the final assistant message cannot end with tool_use blocks`);
  }
  for (const [i, t] of (request.tools ?? []).entries()) {
    const spec = t as { name?: string; input_schema?: { type?: string } };
    if (!spec.name || !/^[a-zA-Z0-9_-]{1,128}$/.test(spec.name)) problems.push(`tools.${i}.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'`);
    if ("input_schema" in spec && spec.input_schema?.type !== "object") problems.push(`tools.${i}.input_schema.type: Input should be 'object'`);
  }
  return problems;
}
