/**
 * Memory's part in the session player (s09): each memory command's call and result named in the requests, found by
 * the tool's name (`memory`) and the call its result answers, not by their text. No Node.
 */
import type { ConceptPane, PaneBlock, PaneLang } from "../../display/pane.ts";

const LABELS = {
  en: {
    call: (command: string, path: string) =>
      `memory ${command} ${path}: the model keeps its own memory`,
    result: (command: string) =>
      `memory ${command}: the store's answer (paths checked, the index rebuilt)`,
  },
  zh: {
    call: (command: string, path: string) => `记忆 ${command} ${path}：模型自己维护记忆`,
    result: (command: string) => `记忆 ${command}：记忆存储的回答（路径已检查，记忆索引已重建）`,
  },
} satisfies Record<PaneLang, unknown>;

/** A memory call's command and path, from its input. */
function commandOf(block: PaneBlock): [string, string] {
  const input = (block.input ?? {}) as Record<string, unknown>;
  const path = input.path ?? `${String(input.old_path)} → ${String(input.new_path)}`;
  return [String(input.command), String(path)];
}

/** Memory's part: labels on the memory tool's calls and results in the requests. */
export const pane: ConceptPane = {
  concept: "memory",
  blocks(_rounds, requests, lang) {
    const t = LABELS[lang];
    return (call, message, block) => {
      const messages = requests[call]?.messages;
      const here = messages?.[message]?.content[block];
      if (here?.type === "tool_use" && here.name === "memory") return t.call(...commandOf(here));
      if (here?.type !== "tool_result") return undefined;
      // The call it answers is in the message before it.
      const asked = messages?.[message - 1]?.content.find(
        (b) => b.type === "tool_use" && b.id === here.tool_use_id,
      );
      return asked?.name === "memory" ? t.result(commandOf(asked)[0]) : undefined;
    };
  },
};
