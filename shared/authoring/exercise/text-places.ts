/**
 * Where a text sits in a user message, and how the exercise checker says it: around the tool results, around the
 * learner's text, or among the message's own texts (explain.ts words a moved, missing or extra text with it).
 */
import type { Block } from "./message-text.ts";

/**
 * Where the texts of a user message sit: before the tool results or after them; in a message without any, around
 * the learner's text (a text equal to one of `prompts`) when it holds it, else among the message's own texts.
 */
export function textsPlaced(list: Block[], prompts: string[]): Placed[] {
  const firstResult = list.findIndex((b) => b.type === "tool_result");
  const texts = list.flatMap((b, at) => (b.type === "text" ? [{ text: String(b.text), at }] : []));
  const learner = texts.findIndex((t) => prompts.includes(t.text));
  const place = (k: number, at: number): Place => {
    if (firstResult >= 0) return at < firstResult ? "before" : "after";
    if (learner >= 0) return k === learner ? "learner" : k < learner ? "first" : "last";
    return "among";
  };
  return texts.map(({ text, at }, k) => ({ text, place: place(k, at), at, k, of: texts.length }));
}

/** A text of a user message, where it sits (`k`: which of the message's `of` texts it is, from 0). */
export type Placed = { text: string; place: Place; at: number; k: number; of: number };

/**
 * Where a text sits in a user message: around the tool results; before or after the learner's text, or that text
 * itself; or, in a message without the learner's text (a teammate's mail, in a message of its own), among its texts.
 */
type Place = "before" | "after" | "first" | "last" | "learner" | "among";

/** Where a text sits, in words: "before the tool results", "after the learner's text", "second of the 2 texts here"… */
export function placeName({ place, k, of }: Placed, hasResults: boolean): string {
  if (place === "first") return "before the learner's text";
  if (place === "last") return "after the learner's text";
  if (place === "learner") return "as the learner's text";
  if (place === "among") {
    if (of === 1) return hasResults ? "in this message" : "in a message of its own";
    return `as the ${ORDINALS[k] ?? `${k + 1}th`} of this message's ${of} texts`;
  }
  return place === "before" ? "before the tool results" : "after the tool results";
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
