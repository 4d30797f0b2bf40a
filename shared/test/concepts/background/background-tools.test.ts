/** s13's tools as the kit gives them to s20: bash runs in the background only when asked; job_output, stop_job. */
import type { Session } from "../../../src/session.ts";
import { describe, expect, it } from "vitest";
import { backgroundTools } from "../../../src/concepts/background/background-tools.ts";
import { backgroundBash, jobTools } from "../../../src/concepts/background/job-tools.ts";
import type { BackgroundJobs } from "../../../src/concepts/background/jobs.ts";
import { tool } from "../../../src/tool.ts";
import { z } from "zod";

describe("the kit's background tools (s13's, for s20)", () => {
  it("starts a job for run_in_background, runs the lesson's own bash otherwise, and reads and stops jobs", async () => {
    const asked: string[] = [];
    const jobs = {
      startJob: (command: string) => (asked.push(`job ${command}`), "Started background job #1"),
      jobOutput: async (id: string, offset?: number) => (asked.push(`output ${id} ${offset}`), "running"),
      stopJob: async (id: string) => (asked.push(`stop ${id}`), "stopped"),
    } as BackgroundJobs;
    const own = tool("bash", "Its own.", { command: z.string() }, ({ command }) => `ran ${command}`);
    const session = { workdir: "/nowhere", env: {} } as unknown as Session<"background">;
    const tools = backgroundTools(jobs, own, session);
    // s13's words, from the tools held equal to its regions: nothing of them is copied.
    const s13 = [...backgroundBash(jobs, session), ...jobTools(jobs)];
    for (const [i, t] of tools.entries())
      expect([t.name, t.description, t.input_schema]).toEqual([
        s13[i]!.name,
        s13[i]!.description,
        s13[i]!.input_schema,
      ]);
    expect(tools.map((t) => t.name)).toEqual(["bash", "job_output", "stop_job"]);
    const call = async (name: string, input: Record<string, unknown>) => {
      const found = tools.find((t) => t.name === name)!;
      const parsed = found.parse(input);
      return found.run(parsed.ok ? parsed.value : {});
    };
    expect(await call("bash", { command: "npm test", run_in_background: true })).toBe("Started background job #1");
    expect(await call("bash", { command: "ls" })).toBe("ran ls");
    expect(await call("job_output", { job_id: "1", offset: 2 })).toBe("running");
    expect(await call("stop_job", { job_id: "1" })).toBe("stopped");
    expect(asked).toEqual(["job npm test", "output 1 2", "stop 1"]);
    expect(tools.find((t) => t.name === "bash")!.needsPermission).not.toBe(false);
  });
});
