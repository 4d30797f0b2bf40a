/**
 * Job ids: unique and not guessable, drawn from a seed the caller gives (a lesson records it through
 * `session.outside`, so a replay draws the same ids, and so the same jitter).
 *
 * @module
 */
import { createCipheriv, createHash, randomBytes } from "node:crypto";

/** The characters of an id: digits and lower-case letters but i, l, o and u (Crockford's base 32). */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Characters in an id: 10 of 32 letters, 50 bits. */
export const ID_LENGTH = 10;

/** A fresh random seed for {@link ScheduleIds}: 16 bytes in hex. Live, a lesson draws it once and records it. */
export function newScheduleSeed(): string {
  return randomBytes(16).toString("hex");
}

// #region schedule-ids
/**
 * Draws job ids from a seed: the bytes of an AES-128-CTR key stream keyed by the seed's SHA-256, so that no one
 * without the seed can guess the next id, and the same seed draws the same ids. An id is 10 characters of
 * digits and lower-case letters but i, l, o and u (50 bits: a collision among 100,000 ids has a chance of about 4 in a million); an id already
 * drawn or taken (a durable job's, from an earlier run) is skipped, so the ids of one store never collide.
 */
export class ScheduleIds {
  /** The key stream. */
  private readonly stream;
  /** Key stream bytes drawn ahead, 256 ids' worth at a time (one cipher call each), and how many are used. */
  private bytes = Buffer.alloc(0);
  private used = 0;
  /** Every id drawn so far. */
  private readonly drawn = new Set<string>();
  /** Ids skipped because they were drawn or taken already. */
  skipped = 0;

  /** Ids from `seed` (any non-empty text: {@link newScheduleSeed} makes one). */
  constructor(seed: string) {
    if (seed === "") throw new Error("A schedule's id seed must not be empty.");
    const key = createHash("sha256").update(seed).digest();
    this.stream = createCipheriv("aes-128-ctr", key.subarray(0, 16), key.subarray(16, 32));
  }

  /** The next id that is neither drawn before nor `taken`. */
  next(taken: (id: string) => boolean = () => false): string {
    for (;;) {
      if (this.used === this.bytes.length) {
        this.bytes = this.stream.update(Buffer.alloc(ID_LENGTH * 256));
        this.used = 0;
      }
      let id = "";
      for (let i = 0; i < ID_LENGTH; i++) id += ALPHABET[this.bytes[this.used + i]! & 31]; // 256 = 8 × 32: letters equally likely
      this.used += ID_LENGTH;
      if (!this.drawn.has(id) && !taken(id)) {
        this.drawn.add(id);
        return id;
      }
      this.skipped++;
    }
  }
}
// #endregion schedule-ids

/** A number in [0, 1) derived from `id` alone: the share of its largest delay a job's fires come late by. */
export function idFraction(id: string): number {
  return createHash("sha256").update(id).digest().readUInt32BE(0) / 2 ** 32;
}
