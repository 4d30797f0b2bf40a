/** `--record` in a lesson process: a session killed mid-way leaves a cassette that loads up to its last call. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadCassette, movePaths, requestProblems } from "@agent-workbook/kit";
import {
  DISPATCHER,
  ROOT,
  message,
  offlineEnv,
  scratchDir,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";

/** How many calls a recording holds so far (0 before it exists). */
const callsIn = (file: string) => (existsSync(file) ? readFileSync(file, "utf-8").split('"call": ').length - 1 : 0);

describe("--record", () => {
  it("killed with SIGKILL in the middle of a session, leaves a cassette of every call up to the last one", async () => {
    const scratch = scratchDir();
    const responses = Array.from({ length: 199 }, (_, n) =>
      message(
        [{ type: "tool_use", id: `toolu_01Step${n + 1}`, name: "bash", input: { command: `echo step ${n + 1}` } }],
        "tool_use",
        `msg_01Step${n + 1}`,
      ),
    );
    responses.push(message([{ type: "text", text: "All checked." }], "end_turn"));
    const tape = writeCassette(join(scratch, "long.json"), "v1", ["Check steps 1 to 199."], responses);
    const recorded = join(scratch, "recorded.json");
    // The lesson in this very process (no other process in between), so that the signal reaches the recorder.
    const args = ["v1", "--replay", tape, "--workdir", join(scratch, "ws"), "--record", recorded];
    const lesson = spawn(process.execPath, [DISPATCHER, ...args], {
      cwd: ROOT,
      env: offlineEnv(),
    });
    await vi.waitFor(() => expect(callsIn(recorded)).toBeGreaterThanOrEqual(5), { timeout: 30_000, interval: 10 });
    lesson.kill("SIGKILL");
    const [, signal] = await once(lesson, "close");
    expect(signal).toBe("SIGKILL");

    const cassette = loadCassette(recorded);
    const calls = cassette.interactions.length;
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(calls).toBeLessThan(200);
    expect(cassette.prompts).toEqual(["Check steps 1 to 199."]);
    expect(cassette.interactions.map((i) => i.response)).toEqual(
      responses.slice(0, calls).map((r) => movePaths(r, undefined, cassette.paths)),
    );
    // Every request whole and valid, each one the previous plus the answer and the tool's result.
    for (const [n, { request }] of cassette.interactions.entries()) {
      expect(requestProblems(request!)).toEqual([]);
      expect(request!.messages).toHaveLength(1 + 2 * n);
      if (n > 0)
        expect(request!.messages.at(-1)!.content).toEqual([
          { type: "tool_result", tool_use_id: `toolu_01Step${n}`, content: `step ${n}` },
        ]);
    }
  });
});
