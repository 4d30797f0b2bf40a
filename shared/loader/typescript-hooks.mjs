/**
 * The `load` hook behind register.mjs: a `.ts` module is compiled by esbuild (types removed, nothing else
 * changed) and the JavaScript is cached under node_modules/.cache/agent-workbook-ts, keyed by the file's path and
 * text, so a file is compiled once until it changes. Imports name their `.ts` files, so Node's own resolution
 * finds them and no `resolve` hook is needed.
 *
 * Once a hook is registered, every module Node loads costs a round trip to it. The entries register.mjs names
 * therefore load as one module that esbuild bundled from all the modules behind them, cached the same way and
 * made again when one of those files changes.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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

/** What else the output depends on: a new esbuild or a change to this file makes every file again. */
const SETTINGS = `esbuild ${VERSION} ${hash(readFileSync(fileURLToPath(import.meta.url), "utf-8"))}`;

/** The packages that load bundled (register.mjs names them), by the URL of their entry. */
const BUNDLED = new Map();

/** Takes register.mjs's `data`: `{ bundled }`, each package to load bundled with the URL of its entry. */
export function initialize(data) {
  for (const [name, entry] of Object.entries(data?.bundled ?? {})) BUNDLED.set(entry, name);
}

/** esbuild, loaded at the first file not found in the cache. */
let esbuild;

export async function load(url, context, nextLoad) {
  if (BUNDLED.has(url)) return { format: "module", source: await bundle(fileURLToPath(url)), shortCircuit: true };
  if (!url.startsWith("file:") || !/\.m?ts$/.test(url)) return nextLoad(url, context);
  return { format: "module", source: await compile(fileURLToPath(url)), shortCircuit: true };
}

/** The file's JavaScript, from the cache while the file is unchanged. */
async function compile(file) {
  const source = readFileSync(file, "utf-8");
  const cached = join(CACHE, `${hash(`${SETTINGS}\0${file}\0${source}`)}.mjs`);
  try {
    return readFileSync(cached, "utf-8");
  } catch {
    // not compiled yet
  }
  esbuild ??= await import(ESBUILD);
  const code = await transform(source, file);
  keep(cached, code);
  return code;
}

/**
 * The entry with every module behind it in one module, from the cache while none of those files has changed
 * (their sizes and times are kept beside it). Each keeps its own `import.meta`, so paths it computes from there
 * are the same bundled or not.
 */
async function bundle(entry) {
  const cached = join(CACHE, `${hash(`${SETTINGS}\0bundle\0${entry}`)}`);
  try {
    const inputs = JSON.parse(readFileSync(`${cached}.inputs.json`, "utf-8"));
    if (Object.entries(inputs).every(([file, seen]) => stamp(file) === seen)) {
      return readFileSync(`${cached}.mjs`, "utf-8");
    }
  } catch {
    // not bundled yet
  }
  esbuild ??= await import(ESBUILD);
  // A dependency (zod, an SDK) is bundled whole and without a source map. The kit keeps its map and takes in its
  // small dependencies too (CommonJS ones through `require`), but the other bundled packages stay imports, so that
  // each is one module for everything that imports it (zod: the kit and the lesson).
  const dependency = entry.includes("/node_modules/");
  const { loader, ...options } = OPTIONS;
  const folder = dirname(entry);
  const result = await located(
    esbuild.build({
      ...options,
      ...(dependency
        ? { sourcemap: false }
        : {
            external: [...BUNDLED.values()],
            plugins: [ownImportMeta],
            banner: { js: REQUIRE },
          }),
      entryPoints: [entry],
      bundle: true,
      // Functions and classes keep their names where the bundle renames them: explain-error.ts tells the SDK's
      // errors apart by their class names.
      keepNames: true,
      platform: "node",
      write: false,
      metafile: true,
      logLevel: "silent", // its first error is thrown as a SyntaxError (located), not printed as well
      // Paths in the output (the source map's, the metafile's) are relative to the entry's folder, as Node reads them.
      absWorkingDir: folder,
      outfile: join(folder, "bundle.mjs"),
    }),
    folder,
  );
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((input) => [resolve(folder, input), stamp(resolve(folder, input))]),
  );
  const code = result.outputFiles[0].text;
  keep(`${cached}.mjs`, code);
  keep(`${cached}.inputs.json`, JSON.stringify(inputs));
  return code;
}

/** The `require` a CommonJS module bundled into an ES module calls. */
const REQUIRE =
  'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);';

/** An esbuild plugin: in a bundled TypeScript file, `import.meta.url`, `.dirname` and `.filename` stay that file's. */
const ownImportMeta = {
  name: "own-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.m?ts$/ }, ({ path }) => {
      const meta = { url: pathToFileURL(path).href, dirname: dirname(path), filename: path };
      const contents = readFileSync(path, "utf-8").replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) =>
        JSON.stringify(meta[key]),
      );
      return { contents, loader: "ts" };
    });
  },
};

/** The esbuild output for one file. */
function transform(source, file) {
  return located(esbuild.transform(source, { ...OPTIONS, sourcefile: file }), dirname(file)).then((r) => r.code);
}

/** esbuild's result; a file that does not parse throws a SyntaxError saying where, in one line. */
async function located(work, folder) {
  try {
    return await work;
  } catch (err) {
    const first = err.errors?.[0];
    if (!first?.location) throw err;
    const { file, line, column } = first.location;
    throw new SyntaxError(`${first.text} (${resolve(folder, file)}:${line}:${column + 1})`);
  }
}

/** Writes a cache file aside and renames it, so that a process reading the cache never sees half a file. */
function keep(cached, text) {
  try {
    mkdirSync(CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, text);
    renameSync(partial, cached);
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

/** The SHA-1 of a text, in hex: the cache's keys. */
function hash(text) {
  return createHash("sha1").update(text).digest("hex");
}

/** A file's size and modification time, or "gone". */
function stamp(file) {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size} ${mtimeMs}`;
  } catch {
    return "gone";
  }
}
