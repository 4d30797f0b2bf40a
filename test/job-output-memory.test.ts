/**
 * Lesson s13 with a job that writes 200 MB (issue 51, case 13), as a learner's process under a 64 MB heap: a job's
 * output is read by its tail and by bounded slices, so the lesson needs no more heap for 200 MB than for 2 KB. It
 * read the whole log, and split it into lines, twice: 200 MB took it to 879 MB, and past such a heap it died. The
 * figures themselves are `pnpm bench:jobs`'s (memory is measured by benchmarks): this only holds that it works.
 * A lesson process, and 200 MB written to a scratch folder: `pnpm test:audit`, beside the benchmark.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Cassette, MessageRequest } from "@agent-workbook/kit";
import { startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import { message, offlineEnv, runLessonAsync, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";

let api: MockApi | undefined;
afterEach(async () => {
  await api?.close();
});

describe("s13: a job of 200 MB of output, the lesson under a 64 MB heap", () => {
  it("notifies with the output's tail and reads a slice of it", async () => {
    // 2 million lines of 100 characters, from a generator that writes them fast.
    const command = `yes "$(printf '%099d' 7)" | head -c 200M`;
    const responses = [
      message(
        [{ type: "tool_use", id: "toolu_01Big", name: "bash", input: { command, run_in_background: true } }],
        "tool_use",
        "msg_01",
      ),
      message([{ type: "text", text: "It runs." }], "end_turn", "msg_02"),
      message(
        [
          {
            type: "tool_use",
            id: "toolu_01Read",
            name: "job_output",
            input: { job_id: "1", offset: 1999998, limit: 5 },
          },
        ],
        "tool_use",
        "msg_03",
      ),
      message([{ type: "text", text: "Read." }], "end_turn", "msg_04"),
    ];
    const cassette = {
      version: 1,
      lesson: "s13",
      prompts: [],
      interactions: responses.map((response) => ({ response })),
    };
    api = await startMockApi({ cassette: cassette as unknown as Cassette, key: "mock-key", keepBodies: true });
    const workdir = scratchDir();
    const run = await runLessonAsync(["s13", "--yes", "-p", "Write a big output.", "--workdir", workdir], {
      env: offlineEnv({
        ANTHROPIC_API_KEY: "mock-key",
        ANTHROPIC_BASE_URL: api.url,
        WORKBOOK_STREAM: "0",
        NODE_OPTIONS: "--max-old-space-size=64",
      }),
    });
    expect([run.code, run.stderr]).toEqual([0, ""]);
    expect(statSync(join(workdir, ".jobs", "1.log")).size).toBe(200 * 2 ** 20);
    const bodies = api.calls.filter((c) => c.n > 0).map((c) => c.body as MessageRequest);
    expect(bodies).toHaveLength(4);
    const line = `${"0".repeat(98)}7`;
    const notified = (bodies[2].messages.at(-1)!.content as { text: string }[])[0].text;
    expect(notified.split("\n").slice(3, 5)).toEqual([
      "Output (its last 20 lines, of 200 MB whose lines are not counted; the whole of it is in .jobs/1.log, which job_output reads):",
      line,
    ]);
    const read = (bodies[3].messages.at(-1)!.content as { content: string }[])[0].content;
    expect(read.split("\n").slice(1)).toEqual([
      "Output, 5 lines from line 1999999 (.jobs/1.log, too big to count its lines):",
      line,
      line,
      line,
      line,
      // 200 MB is 2097152 lines of 100 bytes: these are the last five but one.
      line,
    ]);
  });
});
