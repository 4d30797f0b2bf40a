/**
 * s13's tools as a table for the lessons after it (s20): bash with `run_in_background` around a lesson's own bash,
 * and `job_output` and `stop_job`, their words s13's.
 *
 * @module
 */
import { z } from "zod";
import { tool, type Tool } from "../../tool.ts";
import type { BackgroundJobs } from "./jobs.ts";

/** s13's bash (`bash`, its foreground run the lesson's own), `job_output` and `stop_job`, on `jobs`. */
export function backgroundTools(jobs: BackgroundJobs, bash: Tool): Tool[] {
  const job_id = z.string().describe('The job\'s id, e.g. "1"');
  return [
    tool(
      "bash",
      "Run a shell command in the workspace. Use it for ls, grep, find, running programs and tests. With run_in_background it starts at once as a background job and you keep working: a <task-notification> says when it ends.",
      {
        command: z.string().describe("The shell command to run"),
        run_in_background: z
          .boolean()
          .optional()
          .describe("Run it as a background job (slow commands): returns its id"),
      },
      ({ command, run_in_background }) =>
        run_in_background ? jobs.startJob(command) : bash.run({ command }),
    ),
    tool(
      "job_output",
      "Read a background job's status and its output so far: its lines from offset (0 is the first), at most limit of them.",
      {
        job_id,
        offset: z.number().int().min(0).optional().describe("The first line to read (default 0)"),
        limit: z
          .number()
          .int()
          .positive()
          .optional()
          .describe("Lines to read at most (default 200)"),
      },
      ({ job_id, offset, limit }) => jobs.jobOutput(job_id, offset, limit),
      { needsPermission: false },
    ),
    tool(
      "stop_job",
      "Stop a background job that is still running: its command and everything it started. Says how it ended.",
      { job_id },
      ({ job_id }) => jobs.stopJob(job_id),
      { needsPermission: false },
    ),
  ];
}
