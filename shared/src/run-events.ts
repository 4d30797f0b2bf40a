/**
 * What a run tells the program that started it, apart from its screen: one JSON line per event on the descriptor
 * WORKBOOK_EVENTS_FD names (the exercise checks open it). The checker learns facts here — that the file has started,
 * each model call, each error the session reported, the end of a replay — never from the screen's colours or wording.
 */
import { writeSync } from "node:fs";
import type { DisplayEvent } from "./display/events.ts";
import type { ModelClient } from "./providers/types.ts";

/** One fact about a run. */
export type RunEvent =
  /** The session is built: the learner's file has started. */
  | { type: "session"; lesson: string; mode: string }
  /** The lesson called the model (n counts from 1). */
  | { type: "model-call"; n: number }
  /** The session reported an error (its red line on the screen). */
  | { type: "error"; text: string }
  /** A replay could not go on: the cassette ran out, or (strict) a request differed. */
  | { type: "replay-end"; reason: "ran-out" | "differs"; text: string }
  /** What the session showed: one display event. */
  | { type: "display"; event: DisplayEvent };

/** Writes events to a descriptor, or nowhere when there is none. */
export class RunEvents {
  private readonly fd: number | undefined;

  constructor(fd?: number) {
    this.fd = fd;
  }

  /** The events of this process: to WORKBOOK_EVENTS_FD when it is set, else nowhere. */
  static fromEnv(env: NodeJS.ProcessEnv): RunEvents {
    return new RunEvents(Number(env.WORKBOOK_EVENTS_FD) || undefined);
  }

  /** Writes one event as a JSON line, at once (nothing is lost when the process exits). */
  emit(event: RunEvent): void {
    if (this.fd === undefined) return;
    try {
      writeSync(this.fd, `${JSON.stringify(event)}\n`);
    } catch {
      // the reader is gone: nobody is listening any more
    }
  }
}

/** A client that reports each model call as an event before making it. */
export function reportingClient(client: ModelClient, events: RunEvents): ModelClient {
  let n = 0;
  return {
    messages: {
      create(params, options) {
        n += 1;
        events.emit({ type: "model-call", n });
        return client.messages.create(params, options);
      },
    },
  };
}

/** Reads the events a run wrote (JSON lines); a line that does not parse is skipped. */
export function parseRunEvents(text: string): RunEvent[] {
  const events: RunEvent[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      events.push(JSON.parse(line) as RunEvent);
    } catch {
      // a line cut by a kill: the rest still count
    }
  }
  return events;
}
