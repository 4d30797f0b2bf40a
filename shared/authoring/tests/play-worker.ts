/**
 * A second chain of played cassettes beside the tests' global setup's own (playLesson in its process): so that a
 * cassette that waits for real time (a lock another agent holds, a server that never answers) does not hold up every
 * other. `node play-worker.ts TMPDIR` reads a cassette run per line of its input (`v2 --replay lessons/…/nag.json`),
 * plays it in its process, one after the other, and answers each with its result, one JSON line.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { isMain } from "../../src/is-main.ts";
import { offlineEnv, ROOT } from "./helpers.ts";
import { playLesson } from "./play-lesson.ts";

/** What the global setup keeps of a played run. */
export interface PlayedResult {
  code: number | null;
  stdout: string;
  stderr: string;
  recorded: string;
  /** How long the play took, in milliseconds. */
  ms: number;
}

/**
 * Plays `args` in this process, temporary files under `tmp`: `ID --replay FILE` (FILE from the workbook's root), or
 * `ID` alone, the lesson as a learner starts it with no key (its demo, in a fresh copy of its sample).
 */
export async function playCassetteRun(args: string, tmp: string): Promise<PlayedResult> {
  const [id, option, file] = args.split(" ");
  const started = performance.now();
  const played = await playLesson(id, option ? [option, join(ROOT, file)] : [], { TMPDIR: tmp });
  const ms = Math.round(performance.now() - started);
  return { code: played.code, stdout: played.stdout, stderr: played.stderr, recorded: played.recorded, ms };
}

/**
 * Plays every run of `queue` (as playCassetteRun takes them) in chains that take the next one as they finish the
 * last: `here` chains side by side in this process (a play mostly waits on its commands and its clock, and plays
 * share nothing), and `workers` play workers. Returns each run's result by its args.
 */
export async function playAll(queue: string[], tmp: string, workers = 1, here = 1): Promise<Map<string, PlayedResult>> {
  const todo = [...queue];
  const results = new Map<string, PlayedResult>();
  const chain = async () => {
    for (let args = todo.shift(); args !== undefined; args = todo.shift())
      results.set(args, await playCassetteRun(args, tmp));
  };
  await Promise.all([
    ...Array.from({ length: here }, chain),
    ...Array.from({ length: workers }, () => inWorker(todo, results, tmp)),
  ]);
  return results;
}

/** A play worker's chain: it takes the next run of `todo` as it finishes the last, until none is left. */
async function inWorker(todo: string[], results: Map<string, PlayedResult>, tmp: string): Promise<void> {
  const worker = spawn(process.execPath, [import.meta.filename, tmp], { cwd: ROOT, env: offlineEnv({ TMPDIR: tmp }) });
  let stderr = "";
  worker.stderr.setEncoding("utf-8"); // a character cut between two chunks stays whole
  worker.stderr.on("data", (d) => (stderr += d));
  const ended = new Promise<number | null>((resolve) => worker.on("close", resolve));
  const answers = createInterface({ input: worker.stdout })[Symbol.asyncIterator]();
  const there = async () => {
    for (let args = todo.shift(); args !== undefined; args = todo.shift()) {
      worker.stdin.write(`${args}\n`);
      const answer = await answers.next();
      if (answer.done) throw new Error(`The play worker ended (exit ${await ended}) at ${args}:\n${stderr}`);
      results.set(args, JSON.parse(answer.value) as PlayedResult);
    }
    worker.stdin.end();
  };
  await there();
  await ended;
}

if (isMain(import.meta.filename)) {
  const tmp = process.argv[2];
  for await (const args of createInterface({ input: process.stdin })) {
    process.stdout.write(`${JSON.stringify(await playCassetteRun(args, tmp))}\n`);
  }
}
