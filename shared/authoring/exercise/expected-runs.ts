/**
 * The cache of the lesson's own runs, which a learner's are compared with: the requests the lesson's file sends
 * on a check's cassette, recorded once and kept in node_modules/.cache/agent-workbook-exercises (or
 * WORKBOOK_EXERCISE_CACHE) until something that changes that run changes: the lesson, the cassette, the sample,
 * the kit, the installed packages, Node, or the environment the checks run files in (runEnvironmentKey).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import {
  folderPlaceholders,
  cassetteWorkspace,
  loadCassette,
  type Cassette,
  type DisplayEvent,
  type MessageRequest,
  replaceStrings,
} from "@agent-workbook/kit";
import { offlineEnv } from "../../src/offline-env.ts";
import type { LessonEntry } from "../../src/lessons.ts";
import { ROOT } from "../../src/paths.ts";
import type { Run } from "./run.ts";
import type { ExerciseSpec } from "./start-file.ts";
import { writeFileAtomic } from "../../src/atomic-write.ts";

/**
 * What of the environment a checked run is given could change what it sends: the offline environment less the
 * machine's folders (PATH, HOME, the temporary folder, the compile cache). MODEL_ID, AGENT_NAME and .env are not
 * in it: a checked run never sees them (offlineEnv, and .env is read for a live run only).
 */
export function runEnvironmentKey(env: NodeJS.ProcessEnv = process.env): string {
  const { PATH, HOME, TMPDIR, NODE_COMPILE_CACHE, ...rest } = offlineEnv({}, env);
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every file under a folder, sorted (for the cache key). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

/**
 * Keys already computed, by cassette: the key, and what it was computed from (the sizes and times of the files, and
 * the environment: a process that checks under other settings for a while, as a test does, gets its own key then).
 */
const knownKeys = new Map<string, { stamp: string; key: string }>();

/**
 * The files the lesson's requests on a cassette depend on: the lesson, the cassette, the sample (or the
 * cassette's workspace), the kit, and the installed packages (pnpm-lock.yaml: a new zod can change a tool's schema).
 */
export function expectedInputs(lesson: LessonEntry, cassette: string): string[] {
  const subagent = cassette.replace(/\.json$/, ".subagent.json");
  const lockfile = join(ROOT, "pnpm-lock.yaml");
  return [
    lesson.entry,
    cassette,
    ...(existsSync(subagent) ? [subagent] : []),
    ...filesUnder(cassetteWorkspace(cassette) ?? join(lesson.dir, "sample")),
    ...filesUnder(join(ROOT, "shared", "src")),
    ...(existsSync(lockfile) ? [lockfile] : []),
  ];
}

/** The cache key of the lesson's requests on a cassette: a hash of everything expectedInputs names. */
function expectedKey(lesson: LessonEntry, cassette: string, env: NodeJS.ProcessEnv): string {
  const files = expectedInputs(lesson, cassette);
  // Read the files again only when one of them has changed since the last time (watch mode asks often).
  const stamp = [
    runEnvironmentKey(env),
    ...files.map((file) => {
      const { size, mtimeMs } = statSync(file);
      return `${file} ${size} ${mtimeMs}`;
    }),
  ].join("\n");
  const known = knownKeys.get(cassette);
  if (known?.stamp === stamp) return known.key;
  const hash = createHash("sha256").update(CACHE_FORMAT);
  for (const file of files) hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  const key = hash.update(process.version).update("\0").update(runEnvironmentKey(env)).digest("hex").slice(0, 16);
  knownKeys.set(cassette, { stamp, key });
  return key;
}

/**
 * Where the requests the lesson's own file sends on a check's cassette are kept: with the workbook's other caches
 * (or in WORKBOOK_EXERCISE_CACHE), not among the learner's files, and shared by every check that has the same key
 * (the tests' too).
 */
function expectedCache(lesson: LessonEntry, check: string, env: NodeJS.ProcessEnv): string {
  return join(
    exerciseCache(env),
    `${lesson.id}-${check}-${expectedKey(lesson, cassetteFile(lesson, check), env)}.json`,
  );
}

/** The checks' cache folder: WORKBOOK_EXERCISE_CACHE in `env` (the program's own by default), else node_modules/.cache. */
export function exerciseCache(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.WORKBOOK_EXERCISE_CACHE || join(ROOT, "node_modules", ".cache", "agent-workbook-exercises"));
}

/** How a cached expected run is kept: one JSON file (a file of another shape is recorded again). */
const CACHE_FORMAT = "agent-workbook expected run 5";

/** An expected run as the cache keeps it. */
interface CachedRun {
  format: typeof CACHE_FORMAT;
  paths: Cassette["paths"];
  /** How long the lesson's own run took, in milliseconds: the learner's may take ten times as long. */
  ms: number;
  /** What the lesson showed (its display events): what the learner's file must show of the concept too. */
  shown: DisplayEvent[];
  calls: { agent?: string; request: MessageRequest }[];
}

/**
 * The lesson's requests from the cache, if they are there (and readable: a broken file is recorded again); `env` is
 * the checking program's environment (its own by default): the cache's folder and the runs' settings come from it.
 */
export function cachedRun(lesson: LessonEntry, check: string, env: NodeJS.ProcessEnv = process.env): Run | undefined {
  let cached: CachedRun;
  try {
    cached = JSON.parse(readFileSync(expectedCache(lesson, check, env), "utf-8"));
    if (cached.format !== CACHE_FORMAT || !Array.isArray(cached.calls)) return undefined;
  } catch {
    return undefined;
  }
  return {
    requests: cached.calls.map((c) => c.request),
    agents: cached.calls.map((c) => c.agent),
    paths: cached.paths,
    ms: cached.ms,
    end: { code: 0, timedOut: false, timeoutMs: 0, errors: [], stderr: "", shown: cached.shown },
  };
}

/**
 * Takes a recording of the lesson's own run on a check's cassette, made elsewhere (the tests run every lesson on
 * every cassette once, recorded), with what it showed and how long it took, as that check's expected run, unless
 * one is cached already.
 */
export function rememberExpectedRun(
  lesson: LessonEntry,
  check: string,
  recording: string,
  ms: number,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (cachedRun(lesson, check, env)) return;
  const recorded = loadCassette(recording);
  saveExpected(
    lesson,
    check,
    {
      requests: recorded.interactions.map((i) => i.request!),
      agents: recorded.interactions.map((i) => i.agent),
      paths: recorded.paths,
      ms,
      end: {
        code: 0,
        timedOut: false,
        timeoutMs: 0,
        errors: [],
        stderr: "",
        // Its folders as placeholders, as a learner's run's are (exercise/check.ts).
        shown: replaceStrings(recorded.display?.map(({ event }) => event) ?? [], folderPlaceholders(recorded.paths)),
      },
    },
    env,
  );
}

/**
 * Caches a check's expected run (its requests, who made each, its paths, its screen, its time), in place of an
 * older one. A cache it cannot write (a read-only or full disk) only costs speed: the next check records the
 * lesson's run again.
 */
export function saveExpected(lesson: LessonEntry, check: string, run: Run, env: NodeJS.ProcessEnv = process.env): void {
  const file = expectedCache(lesson, check, env);
  const cache = dirname(file);
  const cached: CachedRun = {
    format: CACHE_FORMAT,
    paths: run.paths,
    ms: run.ms,
    shown: run.end.shown ?? [],
    calls: run.requests.map((request, n) => ({ ...(run.agents[n] ? { agent: run.agents[n] } : {}), request })),
  };
  try {
    mkdirSync(cache, { recursive: true });
    for (const old of readdirSync(cache).filter((f) => f.startsWith(`${lesson.id}-${check}-`))) {
      rmSync(join(cache, old), { force: true });
    }
    writeFileAtomic(file, JSON.stringify(cached));
  } catch {
    // only costs speed: recorded again next time
  }
}

/** A check's cassette: `lessons/<dir>/cassettes/<check>.json`. */
export function cassetteFile(lesson: LessonEntry, check: string): string {
  return join(lesson.dir, "cassettes", `${check}.json`);
}

/** A key that changes when the learner's file or anything its checks compare against changes. */
export function checkKey(
  lesson: LessonEntry,
  spec: ExerciseSpec,
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const hash = createHash("sha256").update(existsSync(file) ? readFileSync(file) : "");
  for (const check of spec.checks) hash.update(expectedKey(lesson, cassetteFile(lesson, check), env));
  return hash.digest("hex").slice(0, 16);
}
