/**
 * MCP's part in the session player (s19): each result of an MCP tool named as what it is, a server's answer (or its
 * error), with the server and the tool it came from. Found by the call it answers (`mcp__server__tool`), not by
 * its text. No Node.
 */
import type { ConceptPane, PaneLang } from "../../display/pane.ts";

const LABELS = {
  en: (server: string, tool: string, error: boolean) =>
    `MCP server ${server}: ${error ? "an error from" : "the answer of"} its tool ${tool}`,
  zh: (server: string, tool: string, error: boolean) =>
    `MCP 服务器 ${server}：它的工具 ${tool} ${error ? "返回的错误" : "的回答"}`,
} satisfies Record<PaneLang, (server: string, tool: string, error: boolean) => string>;

/** MCP's part: labels on the MCP tools' results in the requests. */
export const pane: ConceptPane = {
  concept: "mcp",
  blocks(_rounds, requests, lang) {
    return (call, message, block) => {
      const messages = requests[call]?.messages;
      const result = messages?.[message]?.content[block];
      if (result?.type !== "tool_result") return undefined;
      const asked = messages?.[message - 1]?.content.find(
        (b) => b.type === "tool_use" && b.id === result.tool_use_id,
      );
      const name = /^mcp__([a-zA-Z0-9-]+)__(.+)$/.exec(String(asked?.name ?? ""));
      return name ? LABELS[lang](name[1], name[2], result.is_error === true) : undefined;
    };
  },
};
