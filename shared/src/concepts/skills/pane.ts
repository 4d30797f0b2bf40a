/**
 * Skills' part in the session player (s07): the result of each `load_skill` call named as what it is, a skill's
 * instructions arriving on the round the model asked for them. Found by the call that asked (its tool's name), not
 * by the result's text. No Node.
 */
import type { ConceptPane, PaneLang } from "../../display/pane.ts";

const LABELS = {
  en: (name: string) =>
    `skill ${name}: its instructions, loaded because the model asked (load_skill)`,
  zh: (name: string) => `技能 ${name}：模型要求时才加载的说明（load_skill）`,
} satisfies Record<PaneLang, (name: string) => string>;

/** Skills' part: labels on the skills' bodies in the requests. */
export const pane: ConceptPane = {
  concept: "skills",
  blocks(_rounds, requests, lang) {
    return (call, message, block) => {
      const messages = requests[call]?.messages;
      const result = messages?.[message]?.content[block];
      if (result?.type !== "tool_result" || result.is_error === true) return undefined;
      // The call it answers is in the message before it: a load_skill call names the skill it loaded.
      const asked = messages?.[message - 1]?.content.find(
        (b) => b.type === "tool_use" && b.id === result.tool_use_id,
      );
      if (asked?.name !== "load_skill") return undefined;
      return LABELS[lang](String((asked.input as { name?: unknown } | undefined)?.name));
    };
  },
};
