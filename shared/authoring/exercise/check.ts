/**
 * The check of an exercise: the learner's file replays each of the lesson's recorded sessions (its checks), in
 * parallel child processes started as `node FILE --replay CASSETTE --workdir SAMPLE-COPY --record OUT`, exactly as a
 * lesson runs; every request it sent is then compared with the one the lesson's own file sends on the same cassette
 * (recorded once the same way and kept in node_modules/.cache/agent-workbook-exercises until the lesson, the kit,
 * the sample, the cassette or the installed packages change), and the first difference is explained
 * (exercise-verdict.ts, exercise-explain.ts). A cache that cannot be written only costs speed: the lesson's run is recorded again.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { isDeepStrictEqual, stripVTControlCharacters } from "node:util";
import {
  folderPlaceholders,
  cassetteWorkspace,
  loadCassette,
  normaliseRequest,
  replacePaths,
  type Cassette,
  type DisplayEvent,
  type MessageRequest,
  conceptDisplays,
  replaceStrings,
} from "@agent-workbook/kit";
import { offlineEnv } from "../../src/offline-env.ts";
import { parseRunEvents } from "../../src/run-events.ts";
import { cachedRun, cassetteFile, saveExpected } from "./expected-runs.ts";
import { textNames } from "./explain.ts";
import type { Run } from "./run.ts";
import { explain, whereIn, type RunEnd, type Verdict } from "./verdict.ts";
import type { ExerciseSpec } from "./start-file.ts";
import type { LessonEntry } from "../../src/lessons.ts";

import { ROOT } from "../../src/paths.ts";

/**
 * The folder of the learner's files: `exercises/`, or WORKBOOK_EXERCISES_DIR (the tests' own, inside the workbook),
 * read from `env`, the program's own environment by default.
 */
export function exercisesDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.WORKBOOK_EXERCISES_DIR || join(ROOT, "exercises"));
}

/** The learner's file for a lesson, e.g. `exercises/v2-todo/agent.ts`. */
export function exerciseFile(lesson: LessonEntry): string {
  return join(exercisesDir(), basename(lesson.dir), "agent.ts");
}

/**
 * How long one run may take before it counts as hung: WORKBOOK_EXERCISE_TIMEOUT_MS when set (the tests set it);
 * else ten times as long as the lesson's own run took, from 4 s to 30 s (30 s while that is not known yet).
 */
function timeoutMs(env: NodeJS.ProcessEnv, lessonMs?: number): number {
  const set = Number(env.WORKBOOK_EXERCISE_TIMEOUT_MS);
  if (set) return set;
  if (lessonMs === undefined) return 30_000;
  return Math.min(30_000, Math.max(4_000, Math.ceil((10 * lessonMs) / 1000) * 1000));
}

/**
 * How long a run may show nothing new before it counts as hung, so that a loop that never ends is stopped within
 * seconds, wherever it is in a long session: WORKBOOK_EXERCISE_STALL_MS when set (none when only the time limit is
 * set: the tests' busy machine); else three times as long as the lesson's whole run took (no pause of the lesson's
 * own is longer, even on a machine three times slower than when it was recorded), from 3 s to its time limit. The
 * clock starts once the file has started (runFile), not when its process is spawned.
 */
function stallMs(env: NodeJS.ProcessEnv, lessonMs?: number): number | undefined {
  const set = Number(env.WORKBOOK_EXERCISE_STALL_MS);
  if (set) return set;
  if (lessonMs === undefined || env.WORKBOOK_EXERCISE_TIMEOUT_MS) return undefined;
  return Math.min(timeoutMs(env, lessonMs), Math.max(3_000, Math.ceil((3 * lessonMs) / 1000) * 1000));
}

/** What a learner's file may print (console.log) in one check before it is stopped: a loop that prints, not a debug line. */
const PRINT_LIMIT = 1_000_000;

/** One check's result: which cassette, the verdict, and how long the run took. */
export interface CheckResult {
  /** The check's name, e.g. `nag` (the cassette `cassettes/nag.json`). */
  check: string;
  verdict: Verdict;
  /** Milliseconds, from start to verdict. */
  ms: number;
  /** What the learner's own code printed (console.log) in this check, colours stripped. */
  printed?: string;
  /** The mistake the lesson's `diagnose` named in it, if it did (its hints are then the ones `--hint` shows). */
  mistake?: string;
}

/** Where a run is, read from its screen as it comes: for the learner waiting on a check. */
export type Progress = (check: string, where: string) => void;

/**
 * Runs `file` as a lesson on `cassette`, in a fresh copy of the lesson's sample (or of the cassette's own
 * workspace); records what it sends.
 * `diverged`, given the requests recorded so far, says when to stop the run early (at the first difference).
 */
function runFile(
  file: string,
  lesson: LessonEntry,
  cassette: string,
  env: NodeJS.ProcessEnv,
  options: {
    signal?: AbortSignal;
    diverged?: (requests: MessageRequest[], paths: Cassette["paths"]) => boolean;
    limit?: number;
    /** Stop the run once its screen has shown nothing new for this many milliseconds. */
    stall?: number;
    progress?: (where: string) => void;
  } = {},
): Promise<Run> {
  const { signal, diverged, progress, stall } = options;
  const started = performance.now();
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), "workbook-exercise-")));
  const workdir = join(scratch, "workspace");
  // The lesson's sample, or the cassette's own workspace when it has one, as a lesson run picks it.
  const sample = cassetteWorkspace(cassette) ?? join(lesson.dir, "sample");
  if (existsSync(sample)) cpSync(sample, workdir, { recursive: true });
  else mkdirSync(workdir);
  const record = join(scratch, "requests.json");
  const limit = options.limit ?? timeoutMs(env);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [file, "--replay", cassette, "--workdir", workdir, "--record", record], {
      cwd: ROOT,
      // The screen comes on descriptor 3, apart from what the file prints itself (console.log) on stdout; the
      // run's facts (its start, its model calls, its errors, a replay's end) as events on descriptor 4.
      env: offlineEnv({ TMPDIR: scratch, WORKBOOK_SCREEN_FD: "3", WORKBOOK_EVENTS_FD: "4" }, env),
      detached: true, // its own process group, so that the commands it runs end with it
      stdio: ["ignore", "pipe", "pipe", "pipe", "pipe"],
    });
    let printed = "";
    let stderr = "";
    let timedOut = false;
    let stalled = false;
    let flooded = false;
    let still: NodeJS.Timeout | undefined;
    let events = "";
    // The stall clock starts once the file has started (its first output, or its session's first event), not
    // when the process is spawned: loading and compiling the file on a busy machine is no hang.
    let begun = false;
    const standStill = () => {
      begun = true;
      if (stall === undefined) return;
      clearTimeout(still);
      still = setTimeout(() => {
        timedOut = true;
        stalled = true;
        kill();
      }, stall);
    };
    // Whole characters, even one cut between two chunks: the events and the printed text are compared as text.
    for (const stream of [child.stdout!, child.stderr!, child.stdio[4] as NodeJS.ReadableStream])
      stream.setEncoding("utf-8");
    (child.stdio[4] as NodeJS.ReadableStream).on("data", (d) => {
      events += d;
      standStill();
    });
    (child.stdio[4] as NodeJS.ReadableStream).on("data", () => {
      if (progress) progress(whereIn(displayed(events)));
    });
    // The screen itself is not read: what the session showed comes as events. Drained, so that it never blocks.
    (child.stdio[3] as NodeJS.ReadableStream).on("data", standStill);
    child.stdout!.on("data", (d) => {
      printed += d;
      standStill();
      if (printed.length > PRINT_LIMIT && !flooded) {
        flooded = true;
        kill();
      }
    });
    child.stderr!.on("data", (d) => (stderr += d));
    const kill = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, limit);
    signal?.addEventListener("abort", kill, { once: true });
    // The recorder rewrites the file after every model call: look at each new request as it comes.
    let seen = 0;
    let size = 0;
    const watcher = diverged
      ? setInterval(() => {
          try {
            // Read only when the file has grown: the lessons' runs share two cores with this loop.
            const now = statSync(record).size;
            if (now === size) return;
            size = now;
            const recorded = loadCassette(record);
            if (recorded.interactions.length === seen) return;
            seen = recorded.interactions.length;
            if (
              diverged(
                recorded.interactions.map((i) => i.request!),
                recorded.paths,
              )
            )
              kill();
          } catch {
            // not written yet, or being replaced: the next look will do
          }
        }, 40)
      : undefined;
    child.on("error", (err) => {
      clearTimeout(timer);
      clearTimeout(still);
      clearInterval(watcher);
      removeScratch(scratch);
      fail(err);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      clearTimeout(still);
      clearInterval(watcher);
      signal?.removeEventListener("abort", kill);
      try {
        const recorded = existsSync(record) ? loadCassette(record) : undefined;
        // What the session reported as it ran: its errors and a replay's end, from its events, not its screen.
        const facts = parseRunEvents(events);
        const errors = facts.flatMap((e) => (e.type === "error" ? [learnerText(e.text, scratch)] : []));
        const replayEnd = facts.find((e) => e.type === "replay-end");
        done({
          requests: recorded?.interactions.map((i) => i.request!) ?? [],
          agents: recorded?.interactions.map((i) => i.agent) ?? [],
          paths: recorded?.paths,
          ms: Math.round(performance.now() - started),
          end: {
            code,
            timedOut,
            timeoutMs: limit,
            ...(stalled ? { stalledMs: stall } : {}),
            errors,
            ...(replayEnd?.type === "replay-end"
              ? { replayEnd: replayEnd.reason, replayError: learnerText(replayEnd.text, scratch) }
              : {}),
            started: begun,
            modelCalls: facts.filter((e) => e.type === "model-call").length,
            stderr: learnerText(stderr, scratch),
            // Its folders as placeholders, as in the expected run's: the same session shows the same, wherever it ran.
            shown: replaceStrings(
              displayed(events),
              folderPlaceholders({ workdir: join(scratch, "workspace"), root: ROOT }),
            ),
            printed: learnerText(printed.slice(0, PRINT_LIMIT), scratch),
            flooded,
          },
        });
      } catch (err) {
        fail(err);
      } finally {
        removeScratch(scratch);
      }
    });
  });
}

/**
 * Removes a run's scratch folder. A command the run started in the background (its own process group, which the
 * run's end does not reach: s12's agents at the lock) may still write there for a moment: tried again, and at worst
 * left in the temporary folder, never thrown from the run's close handler.
 */
function removeScratch(scratch: string): void {
  try {
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // left for the system's temporary folder
  }
}

/** Output as the learner reads it: no colours, the scratch folder as `<workdir>`, the workbook as the root. */
function learnerText(text: string, scratch: string): string {
  return stripVTControlCharacters(text).split(join(scratch, "workspace")).join("<workdir>").split(`${ROOT}/`).join("");
}

/** The requests the lesson's own file sends on a check's cassette: recorded once, then read from the cache. */
async function expectedRun(
  lesson: LessonEntry,
  check: string,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<Run> {
  const cassette = cassetteFile(lesson, check);
  const cached = cachedRun(lesson, check, env);
  if (cached) return cached;
  // The lesson's own run has no reason to hang: it gets three times the default time.
  const run = await runFile(lesson.entry, lesson, cassette, env, { signal, limit: 3 * timeoutMs(env) });
  if (signal?.aborted) return run;
  if (run.end.code !== 0 || run.end.errors.length > 0) {
    const why = run.end.timedOut
      ? `it did not finish within ${run.end.timeoutMs / 1000} s (is the machine very busy?)`
      : [...run.end.errors, run.end.stderr.trim()].filter(Boolean).join("\n") || `exit code ${run.end.code}`;
    throw new Error(`The lesson ${lesson.id} itself fails on ${relative(ROOT, cassette)}: ${why}`);
  }
  saveExpected(lesson, check, run, env);
  return run;
}

/**
 * Checks a learner's file against every check of the exercise, all at once; resolves with one result per check,
 * in the spec's order. An aborted check (a newer save in watch mode) resolves early with whatever it had. `env` is
 * the checking program's environment (its own by default; a test gives its own): the checks' time limits, the
 * cache's folder and the settings file come from it, never the learner's model or credentials (offlineEnv).
 */
export async function checkExercise(
  lesson: LessonEntry,
  spec: ExerciseSpec,
  file: string,
  signal?: AbortSignal,
  progress?: Progress,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CheckResult[]> {
  const names = textNames(readFileSync(lesson.entry, "utf-8"));
  const shown = relative(process.cwd(), file) || file;
  // The learner's file names itself in what it sends (v0's subagent command): as the lesson's, it is the same.
  const asLesson = (request: MessageRequest, paths: Cassette["paths"]) =>
    normaliseRequest(replacePaths(request, [[file, lesson.entry]]), paths) as MessageRequest;
  return Promise.all(
    spec.checks.map(async (check) => {
      const started = performance.now();
      const cassette = cassetteFile(lesson, check);
      // With the lesson's requests at hand (the usual case), a run stops at its first difference.
      const known = cachedRun(lesson, check, env);
      const wanted = known?.requests.map((r) => normaliseRequest(r, known.paths));
      let same = 0; // requests already found equal
      const diverged = wanted
        ? (sent: MessageRequest[], paths: Cassette["paths"]) => {
            for (; same < sent.length; same += 1) {
              if (!isDeepStrictEqual(asLesson(sent[same], paths), wanted[same])) return true;
            }
            return false;
          }
        : undefined;
      const [expected, mine] = await Promise.all([
        known ?? expectedRun(lesson, check, env, signal),
        runFile(file, lesson, cassette, env, {
          signal,
          diverged,
          limit: timeoutMs(env, known?.ms),
          stall: stallMs(env, known?.ms),
          progress: progress && ((where) => progress(check, where)),
        }),
      ]);
      const stopped =
        diverged !== undefined && mine.end.code === null && !mine.end.timedOut && !mine.end.flooded && !signal?.aborted;
      // The lesson's requests, normalised once: the cached run's were for the watch above.
      const [wantedRequests, sentRequests] = [
        (wanted ?? expected.requests.map((r) => normaliseRequest(r, expected.paths))) as MessageRequest[],
        mine.requests.map((r) => asLesson(r, mine.paths)),
      ];
      const general = explain({
        expected: wantedRequests,
        actual: sentRequests,
        raw: mine.requests,
        // Stopped by the checker at a difference: the run itself did not fail.
        end: stopped ? { ...mine.end, code: 0 } : mine.end,
        names,
        prompts: loadCassette(cassette).prompts,
        file: shown,
        agents: { expected: expected.agents, actual: mine.agents },
        expectedShown: expected.end.shown,
        concepts: conceptDisplays(lesson.displays),
      });
      const agents = { expected: expected.agents, actual: mine.agents };
      const found = general.ok
        ? undefined
        : spec.diagnose?.({
            check,
            expected: wantedRequests,
            actual: sentRequests,
            agents,
            end: mine.end,
            verdict: general,
          });
      const verdict = found?.verdict ?? general;
      const ms = Math.round(performance.now() - started);
      return { check, verdict, ms, printed: mine.end.printed ?? "", ...(found ? { mistake: found.mistake } : {}) };
    }),
  );
}

/** The display events among a run's events so far (what its session showed), in order. */
function displayed(events: string): DisplayEvent[] {
  return parseRunEvents(events).flatMap((e) => (e.type === "display" ? [e.event] : []));
}
