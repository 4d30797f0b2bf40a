/**
 * What s13's job tools answer, beside its concept: the job the model names, and job_output's text. s13 and the kit's
 * jobs (jobs.ts) import them, as they import how a job's process runs and what its notification says.
 *
 * @module
 */
import { cutText, ToolError } from "../../tool.ts";
import { how, type Job } from "./job-process.ts";

/** A job by the id the model gave (`"3"` or `"#3"`), or an error that says which jobs there are. */
export function findJob(jobs: ReadonlyMap<string, Job>, id: string): Job {
  const job = jobs.get(id.trim().replace(/^#/, ""));
  if (job) return job;
  const known = [...jobs.keys()].map((k) => `#${k}`).join(", ");
  throw new ToolError(
    `Error: No background job #${id}. ${known ? `The jobs are ${known}.` : "None has been started (bash with run_in_background starts one)."}`,
  );
}

/**
 * job_output's answer: the job's status and command, then `part`, its lines from line `offset` (0-based), with how
 * many there are in all (`total`; undefined: too big to count) and the file they are in, cut as every tool result is.
 */
export function outputAnswer(
  job: Job,
  part: readonly string[],
  total: number | undefined,
  offset: number,
): string {
  const head = `Job #${job.id} ${job.end ? how(job.end) : "running"}: ${job.command}`;
  const n = total ?? part.length; // `1 of 2 lines`, `1 line`, `5 lines`: the count agrees with its number
  const range = `${part.length}${total === undefined ? "" : ` of ${total}`} line${n === 1 ? "" : "s"} from line ${offset + 1}`;
  const uncounted = total === undefined ? ", too big to count its lines" : "";
  return cutText(`${head}\nOutput, ${range} (${job.file}${uncounted}):\n${part.join("\n")}`);
}
