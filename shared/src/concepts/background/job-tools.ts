/**
 * s13's job tools, for the lessons after it (s14): bash with `run_in_background`, job_output and stop_job, over a
 * lesson's background jobs (startJobs). Its regions `background-bash` and `job-tools` are s13's, code for code
 * (shared/src/concepts/held-equal.ts ties them; shared/test/concepts/held-equal.test.ts holds them so).
 *
 * @module
 */
import { z } from "zod";
import type { Session } from "../../session.ts";
import { type Tool, tool } from "../../tool.ts";
import { runBash } from "../../tools/bash.ts";
import type { BackgroundJobs } from "./jobs.ts";

/** s13's bash, over `jobs`: a command run at once, or started as a background job; a list of one tool. */
export function backgroundBash(jobs: BackgroundJobs, session: Session<"background">): Tool[] {
  const WORKDIR = session.workdir;
  const { startJob } = jobs;
  return [
    // #region background-bash
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests. " +
        "With run_in_background it starts at once as a background job and you keep working: " +
        "a <task-notification> says when it ends.",
      {
        command: z.string().describe("The shell command to run"),
        run_in_background: z
          .boolean()
          .optional()
          .describe("Run it as a background job (slow commands): returns its id"),
      },
      ({ command, run_in_background }) =>
        run_in_background
          ? startJob(command)
          : runBash(command, {
              cwd: WORKDIR,
              env: session.env,
              timeoutMs: 60_000,
              timeoutMessage: "Error: Command timed out (60s)",
            }),
    ),
    // #endregion background-bash
  ];
}

/** s13's job_output and stop_job, over `jobs`. */
export function jobTools(jobs: BackgroundJobs): Tool[] {
  const { jobOutput, stopJob } = jobs;
  return [
    // #region job-tools
    tool(
      "job_output",
      "Read a background job's status and its output so far: " +
        "its lines from offset (0 is the first), at most limit of them.",
      {
        job_id: z.string().describe('The job\'s id, e.g. "1"'),
        offset: z.number().int().min(0).optional().describe("The first line to read (default 0)"),
        limit: z
          .number()
          .int()
          .positive()
          .optional()
          .describe("Lines to read at most (default 200)"),
      },
      ({ job_id, offset, limit }) => jobOutput(job_id, offset, limit),
      { needsPermission: false },
    ),
    tool(
      "stop_job",
      "Stop a background job that is still running: its command and everything it started. " +
        "Says how it ended.",
      { job_id: z.string().describe('The job\'s id, e.g. "1"') },
      ({ job_id }) => stopJob(job_id),
      { needsPermission: false },
    ),
    // #endregion job-tools
  ];
}
