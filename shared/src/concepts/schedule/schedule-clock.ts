/**
 * The scheduler's time: a wall clock handed in by the caller (the session's recorded start wall time plus its
 * clock's elapsed time) and a time zone (an IANA name), so that a replay on another machine, day or `TZ` fires the
 * same jobs at the same times and shows the same text. Nothing here reads `Date.now()`.
 *
 * @module
 */

// #region schedule-clock
/** The time the scheduler reads: the wall time now, and the zone cron expressions are read in. */
export interface ScheduleClock {
  /** The wall time now, in milliseconds since the epoch (the session's recorded start + its elapsed time). */
  now(): number;
  /** The IANA time zone cron expressions are read in (`Europe/Berlin`), recorded at the session's start. */
  readonly timeZone: string;
}

/**
 * A clock from a recorded start: `startWallMs` (the wall time when the session began), `timeZone`, and
 * `elapsedMs`, the session clock's milliseconds since its start (`() => session.clock.now()`).
 */
export function wallClock(
  startWallMs: number,
  timeZone: string,
  elapsedMs: () => number,
): ScheduleClock {
  if (!isTimeZone(timeZone))
    throw new Error(`Not a time zone: ${JSON.stringify(timeZone)} (an IANA name is needed).`);
  return { now: () => startWallMs + elapsedMs(), timeZone };
}
// #endregion schedule-clock

/** This machine's time zone as an IANA name: `TZ` when it is set to one, else the system's (local time). */
export function systemTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True when `name` is a time zone Intl knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The formatters of each zone, made once: a formatter is slow to make. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats wall times in `timeZone`, numbers only, with the zone's offset at that time. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * A wall time as the scheduler shows it, in `timeZone`: `Sun 2026-03-29 03:00 +02:00` (seconds only when not 0).
 * The offset tells the two passes through a repeated hour apart.
 */
export function formatWallTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const offset =
    parts.timeZoneName === "GMT" ? "+00:00" : (parts.timeZoneName ?? "").replace(/^GMT/, "");
  const seconds = parts.second === "00" ? "" : `:${parts.second}`;
  return `${parts.weekday} ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}${seconds} ${offset}`;
}

/** A duration in words: `42 s`, `4 min 30 s`, `2 h 5 min`, `7 days`. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  if (s < 86_400) {
    const minutes = Math.round((s % 3600) / 60);
    return minutes ? `${Math.floor(s / 3600)} h ${minutes} min` : `${Math.floor(s / 3600)} h`;
  }
  const days = s / 86_400;
  return Number.isInteger(days)
    ? `${days} day${days === 1 ? "" : "s"}`
    : `${Math.floor(days)} d ${Math.round((s % 86_400) / 3600)} h`;
}
