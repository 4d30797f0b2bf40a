/**
 * Random numbers a replay draws again: mulberry32 from a seed drawn once, when the first number is asked for (s11's
 * jitter takes its seed from outside the session, so that a recording keeps it).
 *
 * @module
 */

/** Numbers in [0, 1), mulberry32's, from the seed `seed()` gives when the first is drawn. */
export function seededRandom(seed: () => number): () => number {
  let state: number | undefined;
  return () => {
    state ??= seed();
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
