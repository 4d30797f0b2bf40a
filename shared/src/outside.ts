import type { RecordedOutside } from "./cassette.ts";
import { ReplayError } from "./providers/replay.ts";

/** Where the values from outside a session go when it is recorded (the recorder). */
export interface OutsideRecorder {
  /** Writes one value from outside, in its place in the recording. */
  outside(what: string, value: unknown): void;
}

/**
 * What comes to a session from outside its model calls: the clock, a wait, a background job's end, a tool server's answer.
 *
 * Live, each is asked for and written to the recording as it comes; in a replay, each is given
 * back from the recording, in order for each kind (`what`), without asking (and recorded again when the replay
 * is): a recorded session replays exactly, whatever the machine's speed, and never waits.
 */
export class Outside {
  /** In a replay: the recorded values still to give, by kind. */
  private readonly recorded: Map<string, unknown[]> | undefined;
  private readonly recorder: OutsideRecorder | undefined;
  private readonly file: string;
  /** The replay error met last, for the tool call it happened in to end the turn, whatever its tool made of it. */
  private replayError: ReplayError | undefined;

  /** Live (no `recorded`), writing to `recorder` when there is one; or a replay of `recorded` (from `file`). */
  constructor(options: { recorded?: RecordedOutside[]; recorder?: OutsideRecorder; file?: string }) {
    this.recorder = options.recorder;
    this.file = options.file ?? "the cassette";
    if (options.recorded) {
      this.recorded = new Map();
      for (const { what, value } of options.recorded) {
        this.recorded.set(what, [...(this.recorded.get(what) ?? []), value]);
      }
    }
  }

  /** Whether values are given back from a recording. */
  get replaying(): boolean {
    return this.recorded !== undefined;
  }

  /** A value from outside, now: `live()` asked and recorded, or, in a replay, the next recorded one of its kind. */
  now<T>(what: string, live: () => T): T {
    const value = this.recorded ? (this.next(what) as T) : live();
    this.recorder?.outside(what, value);
    return value;
  }

  /** A value from outside that takes time to come (a wait, a job's end): asked and recorded, or given back at once. */
  async when<T>(what: string, live: () => Promise<T>): Promise<T> {
    const value = this.recorded ? (this.next(what) as T) : await live();
    this.recorder?.outside(what, value);
    return value;
  }

  /**
   * The answer to a question asked outside (a tool server's call): what `live()` resolves to, or the error it throws.
   *
   * Either is recorded with `asked`. A replay gives the answer back, or throws the error again as an instance of the
   * class of its name among `classes` (an Error otherwise), and refuses a question that is not the one recorded in
   * its place.
   */
  async answer<T>(what: string, asked: unknown, live: () => Promise<T>, classes: ErrorClass[] = []): Promise<T> {
    if (!this.recorded) {
      try {
        const answer = await live();
        this.recorder?.outside(what, { asked, answer });
        return answer;
      } catch (err) {
        this.recorder?.outside(what, { asked, error: thrownError(err) });
        throw err;
      }
    }
    const got = this.next(what) as AnswerValue<T>;
    if (JSON.stringify(got.asked) !== JSON.stringify(asked)) {
      const was = `${JSON.stringify(asked)}, where the recording asked ${JSON.stringify(got.asked)}`;
      const message = `The cassette ${this.file} does not answer this "${what}": the lesson asked ${was}.`;
      throw (this.replayError = new ReplayError(message, "differs"));
    }
    this.recorder?.outside(what, got);
    if ("error" in got) throw thrownAgain(got.error, classes);
    return got.answer;
  }

  /** The replay error met since the last time this was asked, if any (the session ends the turn with it). */
  takeReplayError(): ReplayError | undefined {
    const err = this.replayError;
    this.replayError = undefined;
    return err;
  }

  /** The next recorded value of a kind; a replay that asks for more than was recorded cannot go on. */
  private next(what: string): unknown {
    const values = this.recorded!.get(what);
    if (!values?.length) {
      throw (this.replayError = new ReplayError(
        `The cassette ${this.file} holds no more "${what}" from outside the session: the lesson asked for more than was recorded.`,
        "differs",
      ));
    }
    return values.shift();
  }
}

/** An error as a recording keeps it: its class's name, its message and its own fields (an `McpError`'s code). */
export interface ThrownError {
  /** Its class's name (`McpError`), by which a replay throws it again. */
  name: string;
  /** Its message, as it was. */
  message: string;
  [field: string]: unknown;
}

/** A class of errors a replay may throw again (an SDK's own, such as the MCP SDK's McpError). */
export type ErrorClass = abstract new (...args: never[]) => Error;

/** What {@link Outside.answer} records: the question, and its answer or the error it met. */
type AnswerValue<T> = { asked: unknown; answer: T } | { asked: unknown; error: ThrownError };

/** An error as a recording keeps it (a value thrown that is not an Error becomes its message). */
function thrownError(err: unknown): ThrownError {
  if (!(err instanceof Error)) return { name: "Error", message: String(err) };
  const fields = JSON.parse(JSON.stringify({ ...err })) as Record<string, unknown>;
  return { ...fields, name: err.name, message: err.message };
}

/** A recorded error, thrown again: an instance of the class of its name among `classes`, with its fields. */
function thrownAgain({ name, message, ...fields }: ThrownError, classes: ErrorClass[]): Error {
  const Class = classes.find((c) => c.name === name) ?? Error;
  const err = Object.create(Class.prototype) as Error;
  return Object.assign(err, fields, { name, message, stack: `${name}: ${message}\n    (thrown again by a replay)` });
}

/**
 * The session's clock: the time since the session began, and waits; and, for a lesson that needs them (s14's
 *
 * schedule), the wall time at the session's start and its time zone.
 *
 * Every wait in a lesson goes through it: live, it is the real time; in a replay, what the recording says, at once.
 * The wall time and the time zone are values from outside too, recorded the first time a lesson reads them (a
 * recording that never reads them holds neither), so that a replay on another machine, day or `TZ` is exact.
 */
export class SessionClock {
  private readonly outside: Outside;
  private readonly started = performance.now();
  /** The wall time when the session began, as this machine reads it; given to a lesson through `outside`. */
  private readonly liveStart = Date.now();
  /** A virtual clock's time: it passes only by its waits, which end at once (a test's session). */
  private virtual: number | undefined;
  /** A live clock's speed: 600 makes a real second ten minutes of it (WORKBOOK_CLOCK_RATE). */
  private readonly rate: number;
  private recordedStart: number | undefined;
  private recordedZone: string | undefined;

  constructor(outside: Outside, virtual = false, rate = 1) {
    this.outside = outside;
    this.virtual = virtual ? 0 : undefined;
    this.rate = rate;
  }

  /** Milliseconds since the session began (live, times the clock's rate). */
  now(): number {
    return this.outside.now("clock", () => this.virtual ?? Math.round((performance.now() - this.started) * this.rate));
  }

  /** The wall time when the session began (ms since the epoch): this machine's, recorded; a replay's recorded one. */
  get startedAt(): number {
    this.recordedStart ??= this.outside.now("wall-start", () => this.liveStart);
    return this.recordedStart;
  }

  /** The session's time zone, an IANA name (`Europe/Berlin`): `TZ` when set, else the system's; recorded likewise. */
  get timeZone(): string {
    this.recordedZone ??= this.outside.now("time-zone", () => new Intl.DateTimeFormat().resolvedOptions().timeZone);
    return this.recordedZone;
  }

  /**
   * Waits `ms` milliseconds, or less when `until` settles first or `signal` aborts.
   *
   * It says how long it waited and whether it was woken before its end. In a replay, it waits for nothing and says
   * what the recording says. A live clock with a rate waits `ms / rate` real milliseconds, and says `ms`.
   */
  async wait(ms: number, options: { until?: Promise<unknown>; signal?: AbortSignal } = {}): Promise<Waited> {
    if (this.virtual !== undefined) {
      return this.outside.when("wait", async () => {
        this.virtual! += ms;
        return { ms, woken: false };
      });
    }
    const rate = this.rate;
    return this.outside.when("wait", async () => {
      const waited = await waitLive(ms / rate, options.until, options.signal);
      return { ...waited, ms: Math.round(waited.ms * rate) };
    });
  }
}

/** The wall time at a session's start and its time zone, as recorded. */
export interface WallStart {
  /** The start, in ISO 8601 (UTC): `2026-11-28T12:30:00.000Z`. */
  iso: string;
  /** The IANA time zone the session ran in: `Europe/Paris`. */
  timeZone: string;
}

/** How a wait ended: how long it took, and whether something woke it before its end. */
export interface Waited {
  /** The milliseconds it waited. */
  ms: number;
  /** Woken before its end: `until` settled, or the signal aborted. */
  woken: boolean;
}

/** A real wait: a timer, raced with what may end it early. */
function waitLive(ms: number, until: Promise<unknown> | undefined, signal: AbortSignal | undefined) {
  const from = performance.now();
  return new Promise<Waited>((done) => {
    const end = (woken: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      done({ ms: Math.round(performance.now() - from), woken });
    };
    const onAbort = () => end(true);
    const timer = setTimeout(() => end(false), ms);
    signal?.addEventListener("abort", onAbort, { once: true });
    until?.then(
      () => end(true),
      () => end(true),
    );
  });
}
