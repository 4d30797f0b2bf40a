/**
 * The API's `retry-after` header, read as RFC 9110 (section 10.2.3) allows it: a number of seconds, or an HTTP date
 * (`Sun, 06 Nov 1994 08:49:37 GMT`, or the obsolete RFC 850 and asctime forms). One reader for every place that
 * honours it: the SDK retries' announcement and s11's own retries.
 */

/**
 * The wait a `retry-after` value asks for, in milliseconds: its seconds, or its date less `now()` (milliseconds since
 *
 * 1970, asked only for a date), 0 for a date gone by; undefined when there is none or it cannot be read.
 */
export function retryAfterMs(value: string | null | undefined, now: () => number = Date.now): number | undefined {
  const text = value?.trim() ?? "";
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/^[A-Za-z]{3}/.test(text)) return undefined; // every HTTP date starts with its day's name
  // asctime's form names no zone: HTTP dates are all in GMT.
  const date = Date.parse(/(GMT|UTC|[+-]\d{4})$/.test(text) ? text : `${text} GMT`);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

/** A wait in words for a person: `45 s`, `12 min`, `27 h 47 min`. */
export function waitInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (ms < 60_000) return `${Math.ceil(ms / 1000)} s`;
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

/**
 * The error that ends a turn when the API asks for a wait longer than a lesson sits through (`limitMs`): it says how
 *
 * long the API asked, the lesson's limit, and when to try again (`now`: milliseconds since 1970).
 */
export function waitTooLong(askedMs: number, limitMs: number, now: number): Error {
  const when = new Date(now + askedMs)
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, " UTC")
    .replace("T", " ");
  return new Error(
    `The API asks for a wait of ${waitInWords(askedMs)} before the next try (its retry-after), longer than this lesson waits (${waitInWords(limitMs)}): the turn ends. Send your message again after ${when} (in ${waitInWords(askedMs)}).`,
  );
}
