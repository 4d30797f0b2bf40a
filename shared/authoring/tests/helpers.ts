import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { DEFAULT_MODEL } from "../../src/model.ts";
import { ROOT } from "@agent-workbook/kit/paths";
import { offlineEnv } from "../../src/offline-env.ts";

/** A lesson's output as a learner reads it: no colours, the workbook's folder as `<root>`, a lesson's temporary workspace as `<workdir>`. */
export function learnerView(output: string): string {
  return stripVTControlCharacters(output)
    .split(ROOT)
    .join("<root>")
    .replace(/\/[^\s]*agent-workbook-[a-z0-9]+-[A-Za-z0-9]+/g, "<workdir>");
}

/** The workbook checkout these tests run in. */
export { ROOT };

/** What `pnpm lesson` runs: the dispatcher script. */
export const DISPATCHER = join(ROOT, "scripts", "lesson.ts");
/** Runs `node FILE ARGS` (as `pnpm <script>` does: Node runs the TypeScript itself) and waits for it to end. */
export function runTsFile(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string; timeout?: number } = {},
): LessonRun {
  const result = spawnSync(process.execPath, [file, ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? offlineEnv(),
    input: options.input ?? "",
    encoding: "utf-8",
    timeout: options.timeout ?? 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What a finished `pnpm lesson …` run printed. */
export interface LessonRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** An environment with no credentials at all, so nothing can go live by accident (the one docs:sync runs lessons in). */
export { offlineEnv };

/** Starts `pnpm lesson <args>` in the background, offline unless given another environment. */
export function startLesson(args: string[], env: NodeJS.ProcessEnv = offlineEnv()): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [DISPATCHER, ...args], { cwd: ROOT, env });
}

/** Runs `pnpm lesson <args>` exactly as the learner does (the same dispatcher script), offline. */
export function runLesson(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {},
): LessonRun {
  return runTsFile(DISPATCHER, args, options);
}

/** A fresh empty folder under the system temp dir (realpath, as the lessons see it). */
export function scratchDir(prefix = "workbook-test-"): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

/** A transcript as a learner reads it: ANSI colours stripped, machine-specific paths replaced. */
export function transcript(text: string, paths: Record<string, string> = {}): string {
  let out = stripVTControlCharacters(text);
  for (const [placeholder, path] of Object.entries(paths)) out = out.split(path).join(placeholder);
  return learnerView(out);
}

/** A fresh copy of a lesson's sample workspace (what the demo runs in), e.g. `sampleCopy("lessons/v1-tools")`. */
export function sampleCopy(lessonDir: string): string {
  const dir = scratchDir("workbook-sample-");
  cpSync(join(ROOT, lessonDir, "sample"), dir, { recursive: true });
  return dir;
}

/** Like runLesson, without blocking this process: for tests that serve HTTP to the lesson meanwhile. */
export function runLessonAsync(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<LessonRun> {
  return runTsAsync(DISPATCHER, args, options.env, options.input);
}

/** Like runTsFile, without blocking this process: `node FILE ARGS`, `input` its standard input. */
export function runTsAsync(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = offlineEnv(),
  input = "",
): Promise<LessonRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.setEncoding("utf-8");
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A Messages API response, as a hand-written cassette holds it. */
export function message(
  content: unknown[],
  stop_reason: string,
  id = "msg_01Test",
  usage = { input_tokens: 10, output_tokens: 5 },
) {
  return {
    id,
    type: "message",
    role: "assistant",
    model: DEFAULT_MODEL,
    content,
    stop_reason,
    stop_sequence: null,
    usage,
  };
}

/** Each process's pid and the text of its /proc/PID/`file` (`cmdline`, `stat`); one that ends meanwhile is skipped. */
function* processFiles(file: string): Generator<[number, string]> {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/${file}`, "utf-8");
    } catch {
      continue; // ended meanwhile
    }
    yield [Number(entry), text];
  }
}

/**
 * Pids of the processes whose whole command line is `commandLine` (its words joined by spaces), in order: what
 * `pgrep -f -x` finds, read from /proc in this process. Tests poll it while a command starts or ends, and a pgrep
 * process per poll, forked from a test worker, cost more than the reads.
 */
export function pgrep(commandLine: string): number[] {
  const found: number[] = [];
  for (const [pid, words] of processFiles("cmdline"))
    if (words.replace(/\0$/, "").replaceAll("\0", " ") === commandLine) found.push(pid);
  return found.sort((a, b) => a - b);
}

/**
 * Pids of the processes of process group `group` that still run, read from /proc: a zombie has stopped running, and
 * counts as gone (an orphan's is reaped by the machine's init, which may take its time: a second or two here).
 */
export function runningInGroup(group: number): number[] {
  const found: number[] = [];
  for (const [pid, stat] of processFiles("stat")) {
    // After the command's name in parentheses: the state, the parent's pid, the group.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    if (Number(pgrp) === group && state !== "Z") found.push(pid);
  }
  return found.sort((a, b) => a - b);
}

/** Writes a hand-written cassette: the lesson, the learner's prompts and the model's responses in order. */
export function writeCassette(
  file: string,
  lesson: string,
  prompts: string[],
  responses: ReturnType<typeof message>[],
): string {
  writeFileSync(
    file,
    JSON.stringify({ version: 1, lesson, prompts, interactions: responses.map((response) => ({ response })) }),
  );
  return file;
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's, which CI installs with apt. */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Its flags: --no-sandbox because CI runs as root; the rest keep Chromium from calling home with no network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
