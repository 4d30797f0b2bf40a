/**
 * Text given to a model as data inside a tag, such as s08's transcript in `<transcript>…</transcript>`.
 *
 * @module
 */

/**
 * `text` inside `<tag>` and `</tag>`, escaped so that it cannot end the tag early, at most `max` characters of it.
 *
 * Each `</` becomes `<\/`, which a JSON string reads as the same text. A longer text keeps its first quarter and its
 * last three quarters, the middle left out and said so.
 */
export function taggedData(tag: string, text: string, max: number): string {
  const over = text.length - max;
  const head = Math.floor(max / 4);
  const kept =
    over <= 0 ? text : `${text.slice(0, head)}\n[… ${over} characters left out …]\n${text.slice(head - max)}`;
  return `<${tag}>\n${kept.replace(/<\//g, "<\\/")}\n</${tag}>`;
}
