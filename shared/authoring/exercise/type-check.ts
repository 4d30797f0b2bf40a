/**
 * The learner's file type-checked as `pnpm typecheck` checks it, its first error said in one line next to the
 * checks (Node runs the file without looking at its types, so a wrong type only shows as odd behaviour).
 *
 * The compiler keeps every file it parsed between saves and parses again only what changed, so a check after a
 * save costs a fraction of the first. `typeChecker()` runs it in a worker thread, so that the checks' progress goes
 * on while it works.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import ts from "typescript";
import { ROOT } from "@agent-workbook/kit/paths";

/** Type-checks one file at a time with the workbook's compiler options, keeping what it parsed for the next. */
export class TypeChecker {
  private readonly options: ts.CompilerOptions;
  private readonly parsed = new Map<string, { mtime: number; file: ts.SourceFile }>();
  private program: ts.Program | undefined;

  constructor() {
    const base = ts.readConfigFile(join(ROOT, "tsconfig.base.json"), ts.sys.readFile);
    this.options = ts.parseJsonConfigFileContent(base.config, ts.sys, ROOT).options;
  }

  /** The file's first type error as `line 42: Argument of type …` (its own errors only), or undefined. */
  firstError(file: string): string | undefined {
    return this.firstErrors([file])[0];
  }

  /** Each file's first type error, or undefined, the files type-checked together (one program for all). */
  firstErrors(files: string[]): (string | undefined)[] {
    const host = ts.createCompilerHost(this.options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, onError) => {
      const mtime = mtimeOf(name);
      const known = this.parsed.get(name);
      if (known && known.mtime === mtime) return known.file;
      const source = read(name, version, onError);
      if (source) this.parsed.set(name, { mtime, file: source });
      return source;
    };
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

/** A TypeChecker in a worker thread: `check(file)` resolves with its first error, or undefined. */
export function typeChecker(): { check(file: string): Promise<string | undefined>; close(): void } {
  const worker = new Worker(new URL(import.meta.url), { workerData: { typeChecker: true } });
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
