/**
 * A Stop hook that always blocks (shared/src/concepts/hooks/stop-guard.ts): each block sends the agent back with its
 * reason, the next Stop hook reads `stop_hook_active: true`, and the eighth block in a row ends the turn anyway.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_STOP_BLOCKS, StopGuard, stopLimitMessage } from "../../../src/concepts/hooks/index.ts";
import { command, hooksOf, workspaceWithHooks } from "./helpers.ts";

describe("the Stop guard", () => {
  it("a Stop hook that always blocks runs 8 times, then the turn ends anyway", async () => {
    const workdir = workspaceWithHooks({
      Stop: [{ hooks: [command("cat >> stops.jsonl; echo >> stops.jsonl; echo 'Run the tests first.' >&2; exit 2")] }],
    });
    const hooks = hooksOf(workdir);
    const guard = new StopGuard();
    const steps: string[] = [];
    const reasons: string[] = [];
    for (let step = "go-on"; step === "go-on" && steps.length < 20; ) {
      const out = await hooks.run("Stop", { stop_hook_active: guard.active });
      if (out.block) reasons.push(out.block.reason);
      step = guard.after(out.block !== undefined);
      steps.push(step);
    }
    expect(MAX_STOP_BLOCKS).toBe(8);
    expect(steps).toEqual([...Array(7).fill("go-on"), "limit"]);
    expect(reasons).toEqual(Array(8).fill("Run the tests first."));
    const inputs = readFileSync(join(workdir, "stops.jsonl"), "utf-8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(inputs.map((i) => i.stop_hook_active)).toEqual([false, ...Array(7).fill(true)]);
    expect(stopLimitMessage(reasons[7]!)).toBe(
      "A Stop hook blocked 8 times in a row, so the turn ends anyway. Its last reason: Run the tests first.",
    );
  });

  it("a stop not blocked ends the turn and starts the count again", () => {
    const guard = new StopGuard();
    expect([guard.after(true), guard.after(true), guard.active]).toEqual(["go-on", "go-on", true]);
    expect([guard.after(false), guard.active, guard.blocks]).toEqual(["end", false, 0]);
    for (let i = 1; i < MAX_STOP_BLOCKS; i++) guard.after(true);
    guard.reset();
    expect([guard.active, guard.after(true)]).toEqual([false, "go-on"]);
  });
});
