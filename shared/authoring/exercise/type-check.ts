/**
 * The learner's file type-checked as `pnpm typecheck` checks it, its first error said in one line next to the
 * checks (Node runs the file without looking at its types, so a wrong type only shows as odd behaviour).
 *
 * The compiler keeps every file it parsed between saves and parses again only what changed, so a check after a
 * save costs a fraction of the first. `typeChecker()` runs it in a worker thread, so that the checks' progress goes
 * on while it works. A file's answer is kept on disk (`cachedTypeError`), by its text and everything its types
 * depend on, so that a file checked again unchanged (a `--check` after `--hint`, a run of the tests) needs no compiler.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type * as TS from "typescript";
import { compileCacheOf, ROOT } from "@agent-workbook/kit/paths";
import { writeFileAtomic } from "../../src/atomic-write.ts";

const require = createRequire(import.meta.url);
let compiler: typeof TS | undefined;

/**
 * The compiler, loaded at its first use: the checking process needs only the worker's answers and the cache, and the
 * compiler is 9 MB of JavaScript to compile (about 0.3 s of a check's start).
 */
function typescript(): typeof TS {
  compiler ??= require("typescript") as typeof TS;
  return compiler;
}

/**
 * Packages the kit uses for itself and no lesson imports, left out of a learner's check: the OpenAI SDK's
 * declarations (the OpenAI-compatible provider's own types: 193 of the 904 files a check of s03p read). A
 * lesson's file meets them only through the kit's provider, whose exports it never calls; its errors are the same
 * (`pnpm typecheck` still reads them).
 */
const KIT_ONLY_PACKAGES = new Set(["openai"]);
/** The kit's own sources, the only importers whose imports of KIT_ONLY_PACKAGES are left out. */
const KIT_SOURCES = `${join(ROOT, "shared", "src")}/`;

/** Type-checks one file at a time with the workbook's compiler options, keeping what it parsed for the next. */
export class TypeChecker {
  private readonly options: TS.CompilerOptions;
  private readonly parsed = new Map<string, { mtime: number; file: TS.SourceFile }>();
  private readonly resolutions: TS.ModuleResolutionCache;
  private program: TS.Program | undefined;

  constructor() {
    const ts = typescript();
    const base = ts.readConfigFile(join(ROOT, "tsconfig.base.json"), ts.sys.readFile);
    this.options = ts.parseJsonConfigFileContent(base.config, ts.sys, ROOT).options;
    this.resolutions = ts.createModuleResolutionCache(ROOT, (name) => name, this.options);
  }

  /** The files the last check read: the learner's, and every file its types come from. */
  files(): string[] {
    return this.program?.getSourceFiles().map((file) => file.fileName) ?? [];
  }

  /** The file's first type error as `line 42: Argument of type …` (its own errors only), or undefined. */
  firstError(file: string): string | undefined {
    return this.firstErrors([file])[0];
  }

  /** Each file's first type error, or undefined, the files type-checked together (one program for all). */
  firstErrors(files: string[]): (string | undefined)[] {
    const ts = typescript();
    const host = ts.createCompilerHost(this.options);
    // As `tsc` parses (its default): JSDoc in .ts and .d.ts files only where a type error can come from it. The SDKs'
    // declarations are mostly doc comments; the errors found are the same.
    host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, onError) => {
      const mtime = mtimeOf(name);
      const known = this.parsed.get(name);
      if (known && known.mtime === mtime) return known.file;
      const source = read(name, version, onError);
      if (source) this.parsed.set(name, { mtime, file: source });
      return source;
    };
    // An import of KIT_ONLY_PACKAGES by the kit's own sources is left unresolved (an error in the kit's file, which is
    // not reported, and its types unknown there); every other import resolves as the compiler resolves it.
    host.resolveModuleNameLiterals = (literals, containing, redirected, options, file) =>
      literals.map((literal) =>
        KIT_ONLY_PACKAGES.has(literal.text) && containing.startsWith(KIT_SOURCES)
          ? { resolvedModule: undefined }
          : ts.resolveModuleName(
              literal.text,
              containing,
              options,
              host,
              this.resolutions,
              redirected,
              ts.getModeForUsageLocation(file, literal, options),
            ),
      );
    const program = ts.createProgram({ rootNames: files, options: this.options, host, oldProgram: this.program });
    this.program = program;
    return files.map((file) => {
      const source = program.getSourceFile(file);
      const [first] = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].filter(
        (d) => d.file?.fileName === source?.fileName,
      );
      if (!first) return undefined;
      const at =
        first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start) : undefined;
      const text = ts.flattenDiagnosticMessageText(first.messageText, " ").replace(/\s+/g, " ");
      return `line ${(at?.line ?? 0) + 1}: ${text}`;
    });
  }
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** The answer for a file kept on disk: what its type check found, by the key of its inputs. */
interface CachedTypes {
  format: typeof TYPES_FORMAT;
  error: string | null;
}

const TYPES_FORMAT = "agent-workbook types 1";

/**
 * Where the answer for `file` is kept: named by a hash of its name (its path, or `name`), its text and what its
 * types depend on (the compiler, this checker, the workbook's compiler options, the kit's sources, the installed
 * packages), beside the expected runs (in WORKBOOK_EXERCISE_CACHE when `env`, the checking program's environment,
 * sets it).
 */
function typesCacheFile(file: string, env: NodeJS.ProcessEnv, name = file): string {
  const version = (require("typescript/package.json") as { version: string }).version; // not the whole compiler
  const hash = createHash("sha256").update(TYPES_FORMAT).update(version).update(name).update("\0");
  const kit = join(ROOT, "shared", "src");
  const kitFiles = readdirSync(kit, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(".ts"))
    .map((d) => join(d.parentPath, d.name))
    .sort();
  const inputs = [file, import.meta.filename, join(ROOT, "tsconfig.base.json"), join(ROOT, "pnpm-lock.yaml")];
  for (const [n, input] of [...inputs, ...kitFiles].entries()) {
    if (n > 0) hash.update(input).update("\0"); // the file itself by its name
    try {
      hash.update(readFileSync(input));
    } catch {
      hash.update("(none)");
    }
    hash.update("\0");
  }
  const folder = env.WORKBOOK_EXERCISE_CACHE || join(ROOT, "node_modules", ".cache", "agent-workbook-exercises");
  return join(resolve(folder), `types-${hash.digest("hex").slice(0, 16)}.json`);
}

/**
 * What the type check found for `file` as it is now, if it was checked so before: `{ error }`, undefined if not.
 * `env` is the checking program's environment (its own by default): where the cache is. `name`: what the answer
 * is kept under instead of the file's path (a test's file, in a folder made anew for each run, as named in it).
 */
export function cachedTypeError(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
  name = file,
): { error: string | undefined } | undefined {
  try {
    const cached = JSON.parse(readFileSync(typesCacheFile(file, env, name), "utf-8")) as CachedTypes;
    if (cached.format !== TYPES_FORMAT) return undefined;
    return { error: cached.error ?? undefined };
  } catch {
    return undefined;
  }
}

/**
 * Keeps what the type check found for `file`, checked as `text` (its text when the check began): only if the file
 * still holds that text, since a save during the check (watch mode) must not get the answer for the text before it.
 * A cache that cannot be written only costs speed. `name` as for cachedTypeError.
 */
export function rememberTypeError(
  file: string,
  error: string | undefined,
  text: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  name = file,
): void {
  try {
    if (text === undefined || readFileSync(file, "utf-8") !== text) return;
    const cached: CachedTypes = { format: TYPES_FORMAT, error: error ?? null };
    const to = typesCacheFile(file, env, name);
    mkdirSync(dirname(to), { recursive: true });
    writeFileAtomic(to, `${JSON.stringify(cached)}\n`);
  } catch {
    // no cache, no harm
  }
}

/**
 * A TypeChecker in a worker thread: `check(file)` resolves with its first error, or undefined; `broken` when it
 * could not run (no compiler: the checks run all the same).
 */
export function typeChecker(): { check(file: string): Promise<string | undefined>; close(): void; broken: boolean } {
  // With Node's compile cache, as the lessons have it (unless NODE_DISABLE_COMPILE_CACHE says not): the compiler is
  // 9 MB of JavaScript, compiled again at every check without it. Measured on two cores, s05's check of a file just
  // changed, in turn, median of 5, with the compiler loaded only here: 3.53 s wall against 3.84 s before both.
  const env = { ...process.env, NODE_COMPILE_CACHE: compileCacheOf(process.env) };
  const worker = new Worker(new URL(import.meta.url), { workerData: { typeChecker: true }, env });
  worker.unref(); // it never keeps the process alive
  let answer: ((error: string | undefined) => void) | undefined;
  let broken = false;
  worker.on("message", (error: string | null) => answer?.(error ?? undefined));
  // No compiler, no line: the checks run all the same.
  worker.on("error", () => {
    broken = true;
    answer?.(undefined);
  });
  let queue = Promise.resolve<string | undefined>(undefined);
  return {
    check(file) {
      queue = queue.then(() =>
        broken
          ? undefined
          : new Promise<string | undefined>((resolve) => {
              answer = resolve;
              worker.postMessage(file);
            }),
      );
      return queue;
    },
    close: () => void worker.terminate(),
    get broken() {
      return broken;
    },
  };
}

if (!isMainThread && (workerData as { typeChecker?: boolean } | null)?.typeChecker) {
  const checker = new TypeChecker();
  parentPort!.on("message", (file: string) => {
    let error: string | undefined;
    try {
      error = checker.firstError(file);
    } catch {
      error = undefined;
    }
    parentPort!.postMessage(error ?? null);
  });
}
