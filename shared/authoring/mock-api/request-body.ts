/**
 * The mock API's reading of a request: its body (within the API's size limit), its JSON, its key.
 *
 * @module
 */
import type { IncomingMessage } from "node:http";

/** The largest request body the API takes, in bytes (32 MB): a bigger one is refused with 413 request_too_large. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** The body as JSON, or undefined when it is not JSON. */
export function parsedOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** True when the request carries the key, the way either SDK sends it. */
export function hasKey(req: IncomingMessage, key: string): boolean {
  return req.headers["x-api-key"] === key || req.headers.authorization === `Bearer ${key}`;
}

/** The request's body as text; undefined when it is over {@link MAX_BODY_BYTES} (the rest is read and dropped). */
export async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    else chunks.length = 0; // too big: keep reading, so that the client gets the answer, but keep nothing
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf-8");
}
