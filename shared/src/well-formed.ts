// #region well-formed
/** A lone UTF-16 surrogate: a high half not followed by a low one, or a low half not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `text` with every lone surrogate (half an emoji, e.g. `"\ud83d"` in a JSON file) replaced by `�` (U+FFFD).
 *
 * The API refuses a request that holds one (`no low surrogate in string`): one bad character read from disk would
 * break every later request of the session.
 */
export function wellFormedText(text: string): string {
  // Nearly every string is well formed: the engine's own check first (a request holds every string of the
  // conversation, each checked again at every round), the search only in a string that holds a lone half.
  return text.isWellFormed() ? text : text.replace(LONE_SURROGATE, "\ufffd");
}

/**
 * `value` with every string in it, keys included, made well formed by {@link wellFormedText}.
 *
 * Objects and arrays are copied only where something changed: a valid request comes back as the same object.
 * The session's client passes every request through it, so reminders, first messages and tool results are all
 * repaired in this one place.
 */
export function wellFormedStrings<T>(value: T): T {
  if (typeof value === "string") return wellFormedText(value) as T;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const repaired = wellFormedStrings(item);
      if (repaired !== item) (copy ??= [...value])[i] = repaired;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const repaired = wellFormedStrings(item);
    const name = wellFormedText(key);
    if (repaired === item && name === key) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    if (name !== key) delete copy[key];
    copy[name] = repaired;
  }
  return (copy ?? value) as T;
}
// #endregion well-formed
