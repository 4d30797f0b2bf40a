/**
 * How a background job's process runs, which s13 does not teach: its command in a process group of its own, its
 * output to its file in `.jobs/`, its group's id in a `.pid` file while it runs (so that a start after a kill ends the
 * jobs it left), a time limit, and how it ended; and what its notification says. s13 and the lessons after it (s20)
 * import it.
 *
 * @module
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { endWithSession, processStartTime, stopProcess } from "../../server-processes.ts";
import { outputTail } from "./output-file.ts";

/** The jobs' folder: each job's output, `<id>.log`, and while it runs its process group's id, `<id>.pid`. */
export const JOBS_DIR = ".jobs";

/**
 * How a job ended, what its notification says: its status, its exit code or the signal that ended it, how long it
 * ran (ms); its output's tail (all of it when short: a replay writes it to the job's file), size and lines (counted
 * up to 64 MB).
 */
export interface JobEnd {
  /** The job's id. */
  id: string;
  /** How it ended: by itself (completed, failed), at its time limit, or stopped. */
  status: "completed" | "failed" | "timed out" | "stopped";
  /** Its exit code, when it exited. */
  code: number | null;
  /** The signal that ended it, when one did. */
  signal: string | null;
  /** How long it ran, in ms. */
  ms: number;
  /** Its output's tail. */
  output: string;
  /** Its output's size, in bytes. */
  bytes?: number;
  /** Its output's lines, when counted. */
  lines?: number;
}

/**
 * A background job: its command, its output file (from the workspace), how it ended once the session knows it; live,
 * `exited` settles when its process has ended (in a replay there is none: it never settles), and `stop` ends its group.
 */
export interface Job {
  /** Its id. */
  id: string;
  /** The command it runs. */
  command: string;
  /** Its output file, from the workspace. */
  file: string;
  /** How it ended, once the session knows it. */
  end?: JobEnd;
  /** Settles once its process has ended (live only). */
  exited: Promise<void>;
  /** Ends its process group (live only). */
  stop?: () => void;
}

/** Where and how a job runs: the workspace, the environment, its time limit and how much of its output is read. */
export interface JobRun {
  /** The workspace: the command's folder, and the one `.jobs/` is in. */
  workdir: string;
  /** The command's environment. */
  env: NodeJS.ProcessEnv;
  /** A job still running after this long is stopped, its whole group, and said to have timed out. */
  timeoutMs: number;
  /** What is read of its output when it ends: its last bytes (its whole output may be 1 GB). */
  tailBytes: number;
}

// #region process
/** Runs a job's command in a process group of its own, its output to its file; settles once it has ended, after `ended`. */
export function runJobProcess(job: Job, run: JobRun, ended: (end: JobEnd) => void): Promise<void> {
  const dir = join(run.workdir, JOBS_DIR);
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const out = openSync(join(run.workdir, job.file), "w");
  let child: ChildProcess;
  try {
    // detached: the shell leads a new process group, which one signal ends whole (and a Ctrl-C does not reach).
    child = spawn("bash", ["-c", job.command], {
      cwd: run.workdir,
      env: run.env,
      detached: true,
      stdio: ["ignore", out, out],
    });
  } finally {
    closeSync(out); // the child has its own copy
  }
  const group = -child.pid!; // a negative pid names the process group
  const pidFile = join(dir, `${job.id}.pid`); // for a start after a kill, which ends the jobs it names
  writeFileSync(pidFile, `${child.pid} ${processStartTime(child.pid!)}\n`);
  endWithSession(group, () => rmSync(pidFile, { force: true })); // however the lesson ends, the group (and file) too
  let stoppedAs: JobEnd["status"] | undefined;
  job.stop = () => void ((stoppedAs ??= "stopped"), stopProcess(group));
  const timer = setTimeout(
    () => void ((stoppedAs ??= "timed out"), stopProcess(group)),
    run.timeoutMs,
  );
  return new Promise((settled) => {
    let over = false; // its 'error' and its 'close' may both come
    const end = async (code: number | null, signal: string | null, failure?: string) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      const status = stoppedAs ?? (code === 0 ? "completed" : "failed");
      const ms = Math.round(performance.now() - started);
      // Its tail only, and its lines counted by chunks: the output may be bigger than memory, or than a string.
      const { text: output, ...size } = failure
        ? { text: failure }
        : await outputTail(join(run.workdir, job.file), run.tailBytes);
      ended({ id: job.id, status, code, signal, ms, output, ...size });
      rmSync(pidFile, { force: true }); // it has ended, and the session can see it
      settled();
    };
    child.on("error", (err) => void end(null, null, `Error: Could not run bash: ${err.message}`));
    child.on("close", (code, signal) => void end(code, signal));
  });
}

/**
 * Jobs an earlier session left running (it was killed: their `.pid` files are still there): ended now. Returns their
 * ids, and the highest job id of the workspace so far (from its earlier sessions' job files too).
 */
export function endLeftJobs(workdir: string): {
  /** The highest job id an earlier run used. */
  lastId: number;
  /** The jobs it left running, ended now. */
  left: string[];
} {
  const dir = join(workdir, JOBS_DIR);
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const lastId = Math.max(0, ...files.map((f) => Number.parseInt(f, 10)).filter(Number.isFinite));
  const left = files.filter((f) => /^\d+\.pid$/.test(f));
  for (const file of left) {
    const [pid, since] = readFileSync(join(dir, file), "utf-8").trim().split(" ").map(Number);
    // A process that has the pid now but started at another time is not the job's: its group is left alone.
    if (pid > 1 && (processStartTime(pid) || since) === since) stopProcess(-pid);
    rmSync(join(dir, file), { force: true });
  }
  return { lastId, left: left.map((f) => f.slice(0, -4)) };
}
// #endregion process

// #region notification
/** The last lines of a job's output that its notification carries, TAIL_CHARS at most: the rest is in its file. */
const TAIL_LINES = 20;
const TAIL_CHARS = 2000;

/** How a job ended, in words: `failed (exit code 1) after 3.1 s`. */
export function how(end: JobEnd): string {
  return `${end.status} (${end.signal ? `killed by ${end.signal}` : `exit code ${end.code}`}) after ${(end.ms / 1000).toFixed(1)} s`;
}

/** A job's notification: what it ran, how it ended, its output's last lines and where the rest is; what it wraps is escaped. */
export function notification(job: Job, end: JobEnd): string {
  const lines = end.output.trimEnd().split("\n"); // its tail's lines: all of them when the tail is the whole output
  const whole = (end.bytes ?? 0) <= Buffer.byteLength(end.output);
  const last = lines.slice(-TAIL_LINES).join("\n");
  // Past its last 20 lines, or a tail whose first line is cut: its last characters. Never half of an emoji.
  const cut = last.length > TAIL_CHARS || (!whole && lines.length <= TAIL_LINES);
  const tail = cut ? `…${last.slice(-TAIL_CHARS).replace(/^[\udc00-\udfff]/, "")}` : last;
  const count = end.lines ?? (whole ? lines.length : undefined);
  const of =
    count === undefined
      ? `lines, of ${(end.bytes! / 2 ** 20).toFixed(0)} MB whose lines are not counted`
      : `of ${count} lines`;
  const lastLines =
    whole && lines.length <= TAIL_LINES ? "all of it" : `its last ${TAIL_LINES} ${of}`;
  const part = cut ? `its last ${TAIL_CHARS} characters` : lastLines;
  const escaped = (text: string) => text.replace(/<\//g, "<\\/"); // no `</…>` inside can end the tag early
  return `<task-notification>
Background job #${job.id} ${how(end)}.
Command: ${escaped(job.command)}
${tail ? `Output (${part}; the whole of it is in ${job.file}, which job_output reads):\n${escaped(tail)}` : `Output: none (${job.file} is empty).`}
</task-notification>`;
}
// #endregion notification
