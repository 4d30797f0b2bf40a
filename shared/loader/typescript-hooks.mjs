/**
 * The `load` hook behind register.mjs: a `.ts` module is compiled by esbuild (types removed, nothing else
 * changed) and the JavaScript is cached under node_modules/.cache/agent-workbook-ts, keyed by the file's path and
 * text, so a file is compiled once until it changes. Imports name their `.ts` files, so Node's own resolution
 * finds them and no `resolve` hook is needed.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const ESBUILD = require.resolve("esbuild");
const VERSION = JSON.parse(readFileSync(join(dirname(ESBUILD), "..", "package.json"), "utf-8")).version;
const CACHE = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "node_modules", ".cache", "agent-workbook-ts");
const OPTIONS = {
  loader: "ts",
  format: "esm",
  target: "node20",
  sourcemap: "inline",
  // As tsconfig.base.json: an import is removed only when it says `import type`.
  tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
};

/** What else the compiled text depends on: a new esbuild or new options compile every file again. */
const SETTINGS = `esbuild ${VERSION} ${JSON.stringify(OPTIONS)}`;

/** esbuild, loaded at the first file not found in the cache. */
let esbuild;

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !/\.m?ts$/.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const source = readFileSync(file, "utf-8");
  const key = createHash("sha1").update(`${SETTINGS}\0${file}\0${source}`).digest("hex");
  const cached = join(CACHE, `${key}.mjs`);
  try {
    return { format: "module", source: readFileSync(cached, "utf-8"), shortCircuit: true };
  } catch {
    // not compiled yet
  }
  esbuild ??= await import(ESBUILD);
  const code = await compile(source, file);
  try {
    // Written aside and renamed, so that a process reading the cache never sees half a file.
    mkdirSync(CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
  } catch {
    // A cache that cannot be written only costs speed.
  }
  return { format: "module", source: code, shortCircuit: true };
}

/** The file's JavaScript; a file that does not parse throws a SyntaxError saying where, in one line. */
async function compile(source, file) {
  try {
    return (await esbuild.transform(source, { ...OPTIONS, sourcefile: file })).code;
  } catch (err) {
    const first = err.errors?.[0];
    if (!first?.location) throw err;
    const { line, column } = first.location;
    throw new SyntaxError(`${first.text} (${file}:${line}:${column + 1})`);
  }
}
