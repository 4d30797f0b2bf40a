/**
 * Lesson v0's subagent: this same lesson run one-shot through the parent's bash tool, with a fresh history, in the
 * parent's folder, and only its final answer coming back; stopping the parent stops it too.
 */
import { once } from "node:events";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadCassette } from "@agent-workbook/kit";
import {
  ROOT,
  message,
  pgrep,
  sampleCopy,
  scratchDir,
  startLesson,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

describe("stopping a lesson whose subagent is working", () => {
  it("stops the subagent's commands too", async () => {
    const scratch = scratchDir();
    const marker = "sleep 97.541";
    const child = writeCassette(
      join(scratch, "child.json"),
      "v0",
      [],
      [
        message(
          [
            {
              type: "tool_use",
              id: "toolu_01Deep",
              name: "bash",
              input: { command: `${marker} & ${marker}` },
            },
          ],
          "tool_use",
        ),
      ],
    );
    const subagent = `node ${ROOT}/lessons/v0-bash/agent.ts --workdir . -p "wait" --replay ${child}`;
    const parent = writeCassette(
      join(scratch, "parent.json"),
      "v0",
      ["delegate"],
      [
        message(
          [{ type: "tool_use", id: "toolu_01Sub", name: "bash", input: { command: subagent } }],
          "tool_use",
        ),
      ],
    );
    const lesson = startLesson(["v0", "--replay", parent, "--workdir", scratch]);
    await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(2), {
      timeout: 60_000,
      interval: 100,
    });
    lesson.kill("SIGTERM");
    await once(lesson, "close");
    await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(0), {
      timeout: 15_000,
      interval: 100,
    });
  });
});

describe("v0's subagent", () => {
  const command = `node ${ROOT}/lessons/v0-bash/agent.ts --workdir . -p`;

  it("is described to the model as this lesson run one-shot", () => {
    const request = lessonRun("v0").requests[0];
    expect(request.system).toContain(`spawn a subagent: ${command} "task description"`);
    expect(request.tools!.map((t) => (t as { name: string }).name)).toEqual(["bash"]);
    expect((request.tools![0] as { description: string }).description).toContain(
      `Subagent: ${command} "task description"`,
    );
  });

  it("is part of the demo: a scripted subagent checks the parent's work and only its answer comes back", () => {
    const { code, requests } = lessonRun("v0");
    expect(code).toBe(0);
    const call = requests[4].messages[7].content as Array<{
      type: string;
      id: string;
      input: { command: string };
    }>;
    expect(call[1].input.command).toBe(
      `${command} "Check STATS.md against the real line counts of the .js files here (wc -l). Answer in one line: correct, or what is wrong."`,
    );
    expect(requests[4].messages[8]).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: call[1].id,
          content: "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says.",
        },
      ],
    });
  });

  it("runs through the parent's bash tool in the same folder, with a fresh history, and returns only its final answer", async () => {
    const scratch = scratchDir();
    const workdir = sampleCopy("lessons/v0-bash");
    const child = join(scratch, "child.json");
    const childRecord = join(scratch, "child-recorded.json");
    const parent = join(scratch, "parent.json");
    writeCassette(
      child,
      "v0",
      [],
      [
        message(
          [{ type: "tool_use", id: "toolu_01Child", name: "bash", input: { command: "ls *.md" } }],
          "tool_use",
        ),
        message(
          [{ type: "text", text: "Two Markdown files: NOTES.md and README.md." }],
          "end_turn",
        ),
      ],
    );
    // The parent writes a file, then hands a subtask to a subagent (which replays its own cassette).
    const subagentCall = `${command} "List the Markdown files." --replay ${child} --record ${childRecord}`;
    writeCassette(
      parent,
      "v0",
      ["Write NOTES.md, then have a subagent list the Markdown files."],
      [
        message(
          [
            {
              type: "tool_use",
              id: "toolu_01Write",
              name: "bash",
              input: { command: "echo '# Notes' > NOTES.md" },
            },
          ],
          "tool_use",
        ),
        message(
          [
            {
              type: "tool_use",
              id: "toolu_01Spawn",
              name: "bash",
              input: { command: subagentCall },
            },
          ],
          "tool_use",
        ),
        message([{ type: "text", text: "The subagent found NOTES.md and README.md." }], "end_turn"),
      ],
    );
    // With an INIT_CWD that an outer pnpm script left (as `pnpm test` does): it names no folder of this run's.
    // Played in this process (playLesson); the subagent is a process, as the lesson starts it.
    const run = await playLesson("v0", ["--replay", parent, "--workdir", workdir], {
      INIT_CWD: ROOT,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    // The parent sees only the subagent's final answer as the tool result.
    const parentRequests = run.requests;
    expect(parentRequests[2].messages[4]).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_01Spawn",
          content: "Two Markdown files: NOTES.md and README.md.",
        },
      ],
    });
    // The subagent started with a fresh history, in the parent's folder (it saw NOTES.md).
    const childRequests = loadCassette(childRecord).interactions.map((i) => i.request!);
    expect(childRequests[0].messages).toEqual([
      { role: "user", content: "List the Markdown files." },
    ]);
    expect(childRequests[0].system).toContain(`You are a CLI agent at ${workdir}.`);
    expect(childRequests[1].messages[2]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_01Child", content: "NOTES.md\nREADME.md" },
      ],
    });
  });
});
