/**
 * What the schedule concept's tests share: a clock they move by hand, a fresh workspace with its schedule and tools,
 * and a tool call answered as a lesson's dispatch answers it.
 */
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import {
  type ScheduleClock,
  type ScheduleEvent,
  type ScheduleLimits,
  ScheduleStore,
  scheduleTools,
} from "../../../src/concepts/schedule/index.ts";
import { type Tool, ToolError } from "../../../src/tool.ts";

/** A clock the test moves: `at` is its wall time, set or advanced by hand. */
export interface HandClock extends ScheduleClock {
  at: number;
}

/** A clock at the ISO instant `iso`, in `timeZone`. */
export function handClock(iso: string, timeZone: string): HandClock {
  const clock = {
    at: Date.parse(iso),
    timeZone,
    now: () => clock.at,
  };
  return clock;
}

/** A fresh workspace folder. */
export function freshWorkspace(): string {
  return realpathSync(mkdtempSync(join(tmpdir(), "schedule-")));
}

/** A schedule in `workdir` (a fresh one by default) on `clock`, with its tools and the events it showed. */
export function freshSchedule(
  clock: ScheduleClock,
  options: { workdir?: string; seed?: string; limits?: ScheduleLimits } = {},
): { workdir: string; store: ScheduleStore; tools: Record<string, Tool>; events: ScheduleEvent[] } {
  const workdir = options.workdir ?? freshWorkspace();
  const events: ScheduleEvent[] = [];
  const store = new ScheduleStore({
    workdir,
    clock,
    seed: options.seed ?? "test seed",
    limits: options.limits,
    onEvent: (e) => events.push(e),
  });
  const tools = Object.fromEntries(scheduleTools(store).map((t) => [t.name, t]));
  return { workdir, store, tools, events };
}

/** The tool's answer to `input` as a lesson's dispatch gives it; a failure must be a ToolError, never a crash. */
export async function call(tool: Tool, input: unknown): Promise<{ text: string; error: boolean }> {
  const parsed = tool.parse(input);
  if (!parsed.ok) return { text: `Error: Invalid input for ${tool.name}: ${parsed.error}`, error: true };
  try {
    return { text: await tool.run(parsed.value), error: false };
  } catch (err) {
    expect(err, String(err)).toBeInstanceOf(ToolError);
    return { text: (err as Error).message, error: true };
  }
}

/** An ISO instant, UTC, without milliseconds: `2026-03-29T01:00:00Z`. */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}
