/**
 * `node --import ./shared/loader/register.mjs FILE.ts`: how every workbook script and lesson runs its TypeScript.
 *
 * Node 20 cannot run TypeScript by itself. This adds one `load` hook (typescript-hooks.mjs) that turns a `.ts`
 * file into JavaScript with esbuild, the compiler tsx also uses, and keeps the result in a cache; everything else
 * loads exactly as Node loads it. It does the one thing the workbook needs, so a lesson starts in about 0.25 s
 * where tsx takes 0.6–0.8 s (docs/en/benchmarks.md).
 */
import { register } from "node:module";

// Error stacks point into the .ts files, not the compiled JavaScript.
process.setSourceMapsEnabled(true);
// Once a hook is registered, every module costs a round trip to it. zod (about 95 modules), the kit with the small
// packages it uses (about 40) and the SDKs a live provider loads (about 300 each) therefore load each as one module,
// bundled from theirs: a lesson starts about 0.15 s sooner, and a live one 0.15–0.2 s more. A file imported by its
// own path as well (`@agent-workbook/kit/paths`, or a kit file a script imports directly) is a second copy beside
// the bundled one; paths.ts holds only constants, and the scripts use only the copies they import.
const bundled = Object.fromEntries(
  ["zod", "@agent-workbook/kit", "@anthropic-ai/sdk", "openai"].map((name) => [name, import.meta.resolve(name)]),
);
register("./typescript-hooks.mjs", import.meta.url, { data: { bundled } });
