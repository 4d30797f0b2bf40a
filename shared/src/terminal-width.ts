import { createRequire } from "node:module";

/**
 * A package's default export, loaded at its first use (`require` loads an ES module at once, from Node 22.12 on).
 * What measures, cuts, wraps and spins for a terminal loads this way: off a terminal (a replay piped to a test, an
 * exercise check) nothing needs it, and string-width alone takes about 20 ms to load, a tenth of a lesson's start.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= (createRequire(import.meta.url)(name) as { default: T }).default);
}

const widthOf = onFirstUse<typeof import("string-width").default>("string-width");

/** The columns a text takes on a terminal (wide characters count two). */
export const stringWidth = (text: string): number => widthOf()(text);
