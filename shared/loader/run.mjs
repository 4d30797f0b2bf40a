#!/usr/bin/env node
/**
 * `run-ts FILE.ts [ARGS…]`: runs a TypeScript file as package.json's scripts do
 * (`node --import ./shared/loader/register.mjs FILE.ts`), in one process, from any folder. v0 starts its
 * subagent with it: the command the model is shown is `<root>/node_modules/.bin/run-ts <root>/lessons/…`.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [file, ...args] = process.argv.slice(2);
if (file === undefined || file === "-h" || file === "--help") {
  process.stderr.write("Usage: run-ts FILE.ts [ARGS…]\n");
  process.exit(file === undefined ? 2 : 0);
}
await import("./register.mjs");
// The file sees the command line it would see if node had run it directly.
process.argv = [process.argv[0], resolve(file), ...args];
await import(pathToFileURL(resolve(file)).href);
