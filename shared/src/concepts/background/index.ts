/**
 * The background concept (lesson s13): commands that run while the agent works, their output on disk and their notifications.
 *
 * @module
 */
export {
  COUNT_MAX_BYTES,
  outputLines,
  outputTail,
  type OutputLines,
  type OutputTail,
} from "./output-file.ts";
export type * from "./events.ts";
export {
  endLeftJobs,
  how,
  notification,
  type Job,
  type JobEnd,
  type JobRun,
  JOBS_DIR,
  runJobProcess,
} from "./job-process.ts";
export { findJob, outputAnswer } from "./job-answers.ts";
export { backgroundBash, jobTools } from "./job-tools.ts";
export { type BackgroundJobs, JOB_TIMEOUT_SETTING, startJobs } from "./jobs.ts";
export { backgroundTools } from "./background-tools.ts";
