import { describe, expect, it } from "vitest";
import { CtrlC, Interrupted } from "../src/ctrl-c.ts";

/** A CtrlC whose quits are noted, with their exit status, instead of exiting. */
function ctrlC(interruptible: boolean) {
  const quits: number[] = [];
  const control = new CtrlC(interruptible, (code) => quits.push(code));
  return { control, quits };
}

describe("CtrlC", () => {
  it("during a turn, the first press aborts the turn with Interrupted and the second quits (130: work stopped)", () => {
    const { control, quits } = ctrlC(true);
    control.beginTurn();
    const signal = control.signal!;
    control.press();
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBeInstanceOf(Interrupted);
    expect(control.interrupted).toBe(true);
    expect(quits).toEqual([]);
    control.press();
    expect(quits).toEqual([130]);
  });

  it("at the prompt (between turns) quits at once, the normal way out (0)", () => {
    const { control, quits } = ctrlC(true);
    control.beginTurn();
    control.endTurn();
    expect(control.signal).toBeUndefined();
    expect(control.interrupted).toBe(false);
    control.press();
    expect(quits).toEqual([0]);
  });

  it("a new turn starts uninterrupted after an interrupted one", () => {
    const { control, quits } = ctrlC(true);
    control.beginTurn();
    control.press();
    control.endTurn();
    control.beginTurn();
    expect(control.interrupted).toBe(false);
    control.press();
    expect(control.interrupted).toBe(true);
    expect(quits).toEqual([]);
  });

  it("where turns cannot be interrupted (-p, a cassette, piped input), quits even during a turn (130), and 0 between turns", () => {
    const { control, quits } = ctrlC(false);
    control.beginTurn();
    control.press();
    expect(control.interrupted).toBe(false);
    expect(quits).toEqual([130]);
    control.endTurn();
    control.press();
    expect(quits).toEqual([130, 0]);
  });
});
