/**
 * `node --import ./shared/loader/register.mjs FILE.ts`: how every workbook script and lesson runs its TypeScript.
 *
 * Node 20 cannot run TypeScript by itself. This adds one `load` hook (typescript-hooks.mjs) that turns a `.ts`
 * file into JavaScript with esbuild, the compiler tsx also uses, and keeps the result in a cache; everything else
 * loads exactly as Node loads it. It does the one thing the workbook needs, so a lesson starts in about 0.4 s
 * where tsx takes 0.6–0.8 s (docs/en/benchmarks.md).
 */
import { register } from "node:module";

// Error stacks point into the .ts files, not the compiled JavaScript.
process.setSourceMapsEnabled(true);
register("./typescript-hooks.mjs", import.meta.url);
