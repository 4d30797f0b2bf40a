/**
 * A session's schedule: its jobs, created, listed and deleted by the tools, fired at the clock's time; durable ones
 * kept in `.workbook/scheduled_tasks.json` and found again at the next start, where the fires they missed fire once.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";
import { parseFiringCron } from "./cron-expression.ts";
import type { ScheduleClock } from "./schedule-clock.ts";
import type { ScheduleEvent } from "./events.ts";
import { changeDurableJobs, readDurableJobs, SCHEDULE_FILE_SHOWN } from "./schedule-file.ts";
import { ScheduleIds } from "./schedule-ids.ts";
import { SCHEDULE_LIMITS, type ScheduleLimits } from "./schedule-rules.ts";
import { delayedEvent, dueFires, type Fire, nextWakeAt, type ScheduledJob } from "./scheduler.ts";

/** What a schedule is made of. */
export interface ScheduleOptions {
  /** The workspace: durable jobs are in its `.workbook/scheduled_tasks.json`. */
  workdir: string;
  /** The time: the session's recorded start wall time + its clock, and its recorded time zone. */
  clock: ScheduleClock;
  /** The ids' seed (recorded by the lesson through `session.outside`: a replay draws the same ids). */
  seed: string;
  /** Claude Code's limits unless a test gives others. */
  limits?: ScheduleLimits;
  /** Called with every event, in order: the display's data. */
  onEvent?: (event: ScheduleEvent) => void;
}

/** What CronCreate asks for. */
export interface CreateRequest {
  /** A 5-field cron expression in the clock's time zone. */
  cron: string;
  /** The prompt each fire sends. */
  prompt: string;
  /** Fire on every match (default) or once. */
  recurring?: boolean;
  /** Keep it on disk for the next start (default: this session only). */
  durable?: boolean;
}

/** A job CronCreate made, with its next fire times. */
export interface CreatedJob {
  /** The job. */
  job: ScheduledJob;
  /** Its next cron times: three, or one for a one-shot job. */
  next: number[];
}

/** A schedule: its jobs, and the durable ones' file. */
export class ScheduleStore {
  /** The jobs, in the order they were created. */
  private jobs: ScheduledJob[] = [];
  /** Why durable jobs are off (their file cannot be used), once found. */
  private durableProblem: string | undefined;
  private readonly ids: ScheduleIds;
  private readonly limits: ScheduleLimits;
  private readonly options: ScheduleOptions;

  /** A schedule with no jobs yet: {@link start} loads the durable ones. */
  constructor(options: ScheduleOptions) {
    this.options = options;
    this.ids = new ScheduleIds(options.seed);
    this.limits = options.limits ?? SCHEDULE_LIMITS;
  }

  /** The jobs now, in the order they were created. */
  list(): readonly ScheduledJob[] {
    return this.jobs;
  }

  /** When the first job fires (wall milliseconds), or undefined when there is none: how long to wait. */
  nextWakeAt(): number | undefined {
    return nextWakeAt(this.jobs, this.limits);
  }

  /** Why durable jobs are off (the file named), or undefined when they work. */
  get durableOff(): string | undefined {
    return this.durableProblem;
  }

  // #region start
  /**
   * Loads the durable jobs and returns the fires they missed while the agent was not running: one fire per job,
   * however many it missed, saying how many and since when. A file that cannot be used is named (an event) and left
   * as it is; the schedule goes on without durable jobs.
   */
  async start(): Promise<Fire[]> {
    let loaded: ScheduledJob[];
    try {
      loaded = readDurableJobs(this.options.workdir);
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      this.durableProblem = err.message;
      this.emit({
        kind: "schedule:durable-problem",
        file: SCHEDULE_FILE_SHOWN,
        message: err.message,
      });
      return [];
    }
    if (loaded.length === 0) return [];
    this.jobs.push(...loaded);
    this.emit({ kind: "schedule:loaded", file: SCHEDULE_FILE_SHOWN, ids: loaded.map((j) => j.id) });
    return this.fire(true);
  }
  // #endregion start

  /** The jobs due at the clock's time, fired: each once, moved on to its next cron time, or gone. */
  async due(): Promise<Fire[]> {
    return this.fire(false);
  }

  /**
   * Creates a job from CronCreate's fields; returns it with its next three cron times (one for a one-shot job). Refused (a ToolError): a bad
   * cron expression (croner's message), one that never fires, a 51st job, a durable job while the file is unusable.
   */
  async create(request: CreateRequest): Promise<CreatedJob> {
    const { maxJobs } = this.limits;
    if (this.jobs.length >= maxJobs)
      throw new ToolError(
        `Error: This session already has ${maxJobs} scheduled jobs, the most it may hold: nothing was scheduled. Delete a job with CronDelete (CronList shows them), then try again.`,
      );
    const recurring = request.recurring ?? true;
    const durable = request.durable ?? false;
    if (durable && this.durableProblem)
      throw new ToolError(
        `${this.durableProblem} Create the job with durable: false, or ask the user to fix the file.`,
      );
    const now = this.options.clock.now();
    const timeZone = this.options.clock.timeZone;
    const times = parseFiringCron(request.cron, timeZone, now).next;
    const next = recurring ? times : times.slice(0, 1); // a one-shot job fires once
    const id = this.ids.next((id) => this.jobs.some((j) => j.id === id));
    const job: ScheduledJob = {
      id,
      cron: request.cron,
      prompt: request.prompt,
      recurring,
      durable,
      timeZone,
      createdAt: now,
      nextAt: next[0]!,
    };
    if (durable)
      await changeDurableJobs(this.options.workdir, (saved) => {
        if (saved.some((j) => j.id === id))
          throw new ToolError(
            `Error: ${SCHEDULE_FILE_SHOWN} already holds a job ${id}: nothing was written. Try again.`,
          );
        return [...saved, job];
      });
    this.jobs.push(job);
    this.emit({
      kind: "schedule:created",
      id,
      cron: job.cron,
      prompt: job.prompt,
      recurring,
      durable,
      next,
      timeZone,
    });
    for (const event of delayedEvent(job, this.limits)) this.emit(event);
    return { job, next };
  }

  /** Deletes the job `id` (from the file too when durable); an unknown id is a ToolError. */
  async delete(id: string): Promise<ScheduledJob> {
    const job = this.jobs.find((j) => j.id === id);
    if (!job)
      throw new ToolError(
        `Error: No scheduled job has the id ${JSON.stringify(id)}: nothing was deleted. CronList shows the jobs and their ids.`,
      );
    if (job.durable)
      await changeDurableJobs(this.options.workdir, (saved) => saved.filter((j) => j.id !== id));
    this.jobs = this.jobs.filter((j) => j !== job);
    this.emit({ kind: "schedule:deleted", id, prompt: job.prompt, by: "CronDelete" });
    return job;
  }

  /** Fires the due jobs; saves what changed of the durable ones (a failure to save is an event, never lost fires). */
  private async fire(missedWhileStopped: boolean): Promise<Fire[]> {
    const result = dueFires(this.jobs, this.options.clock.now(), {
      missedWhileStopped,
      limits: this.limits,
    });
    if (result.fires.length === 0) return [];
    const before = this.jobs;
    this.jobs = result.jobs;
    for (const event of result.events) this.emit(event);
    const changed = new Set(
      result.fires.map((f) => f.id).filter((id) => before.find((j) => j.id === id)?.durable),
    );
    if (changed.size > 0 && !this.durableProblem) {
      try {
        await changeDurableJobs(this.options.workdir, (saved) =>
          saved.flatMap((j) =>
            changed.has(j.id) ? result.jobs.filter((mine) => mine.id === j.id) : [j],
          ),
        );
      } catch (err) {
        if (!(err instanceof ToolError)) throw err;
        this.emit({
          kind: "schedule:durable-problem",
          file: SCHEDULE_FILE_SHOWN,
          message: err.message,
        });
      }
    }
    return result.fires;
  }

  /** Hands `event` to the display. */
  private emit(event: ScheduleEvent): void {
    this.options.onEvent?.(event);
  }
}
