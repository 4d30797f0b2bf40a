/**
 * s13's tools as a table for the lessons after it (s20): s13's own bash (`backgroundBash`, its words and its
 * background run) with its foreground run the lesson's own bash, and s13's `job_output` and `stop_job` (`jobTools`).
 * Nothing is copied: both come from job-tools.ts, whose regions are held equal to s13's.
 *
 * @module
 */
import type { Session } from "../../session.ts";
import type { Tool } from "../../tool.ts";
import { backgroundBash, jobTools } from "./job-tools.ts";
import type { BackgroundJobs } from "./jobs.ts";

/** s13's bash (`bash`, its foreground run `bash`'s, the lesson's own), `job_output` and `stop_job`, on `jobs`. */
export function backgroundTools(
  jobs: BackgroundJobs,
  bash: Tool,
  session: Session<"background">,
): Tool[] {
  const [s13] = backgroundBash(jobs, session);
  const run = (input: unknown) => {
    const { command, run_in_background } = input as {
      command: string;
      run_in_background?: boolean;
    };
    return run_in_background ? s13!.run(input) : bash.run({ command });
  };
  return [{ ...s13!, run }, ...jobTools(jobs)];
}
