/**
 * Every lesson's demo, run live through the mock API as a learner runs it (issue 53, item 4): `pnpm mock-api
 * --cassette lessons/ID/cassettes/demo.json` in one process, `pnpm lesson ID` against it in another, the demo's
 * prompts typed into its REPL, with a 429 and a 529 injected (calls 2 and 3, `--retry-after 0`). The mock answers at
 * once where the recording took model time: a demo whose script depended on the timing its recording had would
 * speak of what its request does not hold, and run out of answers or leave some unserved. Each must end cleanly,
 * every response served, no request refused. A process per demo and per mock, so `pnpm test:audit`, not
 * `pnpm test`. A demo whose recording spans more than a minute of the clock (s14's quarter of an hour of schedule)
 * runs with the live clock sped up (WORKBOOK_CLOCK_RATE), so that it takes about 5 s; s11's cool-down is not waited
 * for, its calls stay on the fallback model.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCassette } from "@agent-workbook/kit";
import { listLessons } from "@agent-workbook/kit/lessons";
import { offlineEnv, ROOT, runLessonAsync, sampleCopy } from "@agent-workbook/kit/authoring/tests/helpers";

/** The live clock's rate a demo runs at: its recorded clock's span in about 5 s, or real time (1). */
function clockRate(cassette: ReturnType<typeof loadCassette>): Record<string, string> {
  const clock = (cassette.outside ?? []).filter((o) => o.what === "clock").map((o) => Number(o.value));
  const span = Math.max(0, ...clock);
  return span > 60_000 ? { WORKBOOK_CLOCK_RATE: String(Math.ceil(span / 5000)) } : {};
}

const demos = listLessons()
  .map((lesson) => ({ id: lesson.id, dir: lesson.dir, demo: join(lesson.dir, "cassettes", "demo.json") }))
  .filter((lesson) => existsSync(lesson.demo));

let mock: ChildProcessWithoutNullStreams | undefined;
afterEach(() => {
  mock?.kill("SIGTERM");
  mock = undefined;
});

/** `pnpm mock-api` (the same script) on a free port; resolves with its URL and what it has logged so far. */
async function startMock(args: string[]): Promise<{ url: string; log: () => string }> {
  mock = spawn(process.execPath, [join(ROOT, "scripts", "mock-api.ts"), "--port", "0", ...args], {
    cwd: ROOT,
    env: offlineEnv(),
  });
  let log = "";
  mock.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
  mock.stdout.on("data", (d) => (log += d));
  mock.stderr.setEncoding("utf-8");
  mock.stderr.on("data", (d) => (log += d));
  const url = await new Promise<string>((found, failed) => {
    mock!.stdout.on("data", () => {
      const match = /Mock Messages API on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (match) found(match[1]);
    });
    mock!.once("close", (code) => failed(new Error(`the mock API exited (${code}):\n${log}`)));
  });
  return { url, log: () => log };
}

describe("every demo, live through the mock API, a 429 and a 529 injected", () => {
  it("finds the demos", () => {
    expect(demos.length).toBeGreaterThanOrEqual(15);
  });

  it.each(demos.map((d) => [d.id, d] as const))("%s", async (id, lesson) => {
    const cassette = loadCassette(lesson.demo);
    const workdir = sampleCopy(lesson.dir.slice(ROOT.length + 1));
    const api = await startMock([
      "--cassette",
      lesson.demo,
      "--fault",
      "429@2,529@3",
      "--retry-after",
      "0",
      "--workdir",
      workdir,
    ]);
    const run = await runLessonAsync([id, "--yes", "--workdir", workdir], {
      env: offlineEnv({
        ANTHROPIC_API_KEY: "mock-key",
        ANTHROPIC_BASE_URL: api.url,
        ...(cassette.settings ?? {}),
        ...clockRate(cassette),
      }),
      input: `${cassette.prompts.join("\n")}\n`,
    });
    // The mock's log: a line per call, `call N  POST /v1/messages → STATUS what`.
    const calls = api
      .log()
      .split("\n")
      .filter((line) => /^call \d+ /.test(line))
      .map((line) => line.replace(/^call (\d+)\s+POST \S+( \(stream\))? → /, "$1 "));
    const served = calls.filter((c) => / 200 response \d+ of \d+$/.test(c)).length;
    const report = `${run.stdout.slice(-2500)}\n${run.stderr.slice(-1500)}\n--- mock API:\n${calls.join("\n")}`;
    expect(run.code, report).toBe(0);
    expect(calls.slice(1, 3), report).toEqual([
      expect.stringMatching(/^2 429 rate_limit_error/),
      expect.stringMatching(/^3 529 overloaded_error/),
    ]);
    // Nothing refused (a prompt too long is s11's demo's own), nothing run out.
    expect(
      calls.filter((c) => / (400|500) /.test(c) && !/prompt is too long/.test(c)),
      report,
    ).toEqual([]);
    expect(served, report).toBe(cassette.interactions.length);
    expect(run.stdout, report).not.toMatch(/API error|ran out/);
  });
});
