/**
 * Lesson s12's concept: the task graph. Its rules, one by one, through the lesson's own loop in this process
 * (every case of `task-cases.json`); the store's lock when another agent holds it, or held it and died; what the
 * learner sees and the model is sent in the lesson's runs of its cassettes; the plan surviving the session (two
 * lesson runs in one folder); and several agents' processes (the task store alone) racing on one folder, and one killed
 * in the middle.
 */
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCassette } from "@agent-workbook/kit";
import {
  ROOT,
  message,
  scratchDir,
  transcript,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { drivenSession } from "@agent-workbook/kit/authoring/tests/driven-session";
import {
  answerText,
  expectValidRequests,
  isReminder,
  lessonRun,
  lessonRunsReady,
  reminderRounds,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { TASK_CASES } from "../cassettes/script.ts";
import expectations from "./expectations.ts";
import { runRace, startTaskWorker } from "@agent-workbook/kit/authoring/tests/task-race";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const DIR = join(ROOT, "lessons", "s12-tasks");
const [NAG, RESUME] = expectations.reminders as RegExp[];

/** The task files of a workspace, parsed, by id. */
function tasksIn(workdir: string): Map<string, Record<string, unknown>> {
  const dir = join(workdir, ".tasks");
  return new Map(
    readdirSync(dir)
      .filter((f) => /^\d+\.json$/.test(f))
      .map((f) => {
        const task = JSON.parse(readFileSync(join(dir, f), "utf-8"));
        return [task.id, task];
      }),
  );
}

/** The lesson's session on a fresh workspace, driven a tool call a round (its bash finds node: PATH). */
const driven = (workdir: string) => drivenSession("s12", workdir, { PATH: process.env.PATH });

// Each test on a workspace of its own, side by side: one waits 2.4 s for a lock that stays taken.
describe.concurrent("the graph's rules (each case of task-cases.json, through the lesson's dispatch)", () => {
  it("answers each case exactly, and leaves the files in step with each other", async ({
    expect,
  }) => {
    const workdir = scratchDir();
    const lesson = await driven(workdir);
    const results: Record<string, string> = {};
    for (const [name, tool, input] of TASK_CASES)
      results[name] = answerText(await lesson.call(tool, input));
    await lesson.end();
    expect(Object.entries(results)).toMatchSnapshot(); // in the order of the cases
    // The rules, spelled out, so that a wrong snapshot cannot pass unnoticed.
    expect(results["create: a task"]).toBe("Task #1 created: Design the schema");
    expect(results["get: an id that names no task"]).toBe(
      "ERROR Error: No task #9. The tasks are #1, #2, #3, #4: ids are the numbers TaskCreate gave (TaskList shows them).",
    );
    expect(results["blockers: a subject instead of an id (upstream #460)"]).toBe(
      'ERROR Error: "Design the schema" is a subject, not a task id: blockers are given by id. #1 is "Design the schema", so write "1".',
    );
    expect(results["blockers: an id that names no task"]).toBe(
      "ERROR Error: No task #7. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the tests, #4 Write the docs.",
    );
    expect(results["blockers: a cycle"]).toBe(
      "ERROR Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.",
    );
    expect(results["blockers: itself"]).toBe("ERROR Error: #3 cannot wait for itself.");
    expect(results["list: the graph, and what can start now"]).toBe(
      "#1 [pending] Design the schema\n#2 [pending] Build the API [blocked by #1]\n#3 [pending] Write the tests [blocked by #2]\n#4 [pending] Write the docs [blocked by #2, #1]\n\nCan start now: #1 Design the schema.",
    );
    expect(results["start: a task whose blocker is open"]).toMatch(
      /^ERROR Error: #2 cannot be started: it waits for #1 Design the schema \(pending\)\./,
    );
    expect(results["start: a task already in progress"]).toBe("#1 is already in progress.");
    // alice's #6, in progress: no other agent completes it or takes it, even by naming her.
    for (const name of [
      "owner: complete a task another agent has in progress",
      "owner: the same, naming its owner",
      "owner: take it over",
    ])
      expect(results[name], name).toMatch(
        /^ERROR Error: #6 is in progress, owned by alice: leave it to alice\. Can start now:/,
      );
    expect(results["blockers: a task in progress cannot wait for an open one"]).toBe(
      'ERROR Error: #3 is in progress, so it cannot wait for #7 (pending) now: put #3 back to pending first (status "pending").',
    );
    expect(results["update: the status it already has"]).toBe("#5 is already pending.");
    expect(
      results[
        "complete: a task, which unblocks the one waiting for it alone (#4 still waits for #2)"
      ],
    ).toBe("#1 is completed. Unblocked: #2 Build the API.");
    expect(results["complete: straight from pending, unblocking two"]).toBe(
      "#2 is completed. Unblocked: #3 Write the tests, #4 Write the docs.",
    );
    expect(results["get: a deleted task"]).toMatch(
      /^ERROR Error: No task #4\. The tasks are #1, #2, #3:/,
    );
    expect(results["create: a deleted task's id is never given again"]).toBe(
      "Task #5 created: Write the README",
    );
    expect(results["lock: the next create waits for it, and reads the tasks again"]).toBe(
      "Task #7 created: Tag notes",
    );
    // bob's lock, 4 s old and never touched since, is taken over at once; carol's, fresh for 6 s (its time 4 s
    // ahead), is waited for, then given up on with the error; once she has let go, the tasks are there again.
    expect(
      results[
        "lock: a lock not kept fresh for 2 s is taken over; a task whose subject is a number"
      ],
    ).toBe("Task #8 created: 5");
    expect(results["lock: given up after about 2.4 s, and said so"]).toBe(
      "ERROR Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
    );
    expect(results["list: at the end, once carol has let go"]).toMatch(
      /^#1 \[completed\] Design the schema\n/,
    );
    // Ids before subjects, subjects in any case, every task in id order, ids trimmed and without their #.
    expect(results["blockers: \"5\" is #5's id and #8's subject: the id comes first"]).toBe(
      "#7 now waits for #5.",
    );
    expect(results["blockers: a subject in other letters"]).toBe(
      'ERROR Error: "export NOTES" is a subject, not a task id: blockers are given by id. #9 is "Export notes", so write "9".',
    );
    expect(results["blockers: an id that names no task, among ten: the tasks in id order"]).toBe(
      "ERROR Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the unit tests, #5 Write the README, #6 Review the API, #7 Tag notes, #8 5, #9 Export notes, #10 Import notes.",
    );
    expect(results["blockers: two ids, one with a space and its #"]).toBe(
      "#10 now waits for #9. #10 now waits for #8.",
    );
    // What a completion unblocks, in the order of its blocks; a deletion whose waiter is in progress unblocks none.
    expect(results["complete: unblocking three, in the order of its blocks"]).toBe(
      "#5 is completed. Unblocked: #7 Tag notes, #10 Import notes, #9 Export notes.",
    );
    expect(results["delete: a task whose waiter is in progress: it unblocks nothing"]).toBe(
      "Task #2 deleted.",
    );
    // A circle already on disk: the walk visits each task once, and finds no circle through the new edge.
    expect(results["blockers: a walk into that circle visits each task once"]).toBe(
      "#7 now waits for #11.",
    );

    // blocks and blockedBy are each other's mirror, every file is whole JSON, and the high-water mark holds.
    const tasks = tasksIn(workdir);
    expect([...tasks.keys()].sort((a, b) => Number(a) - Number(b))).toEqual([
      "1",
      "3",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
    ]);
    for (const [id, task] of tasks) {
      for (const other of task.blockedBy as string[])
        expect(tasks.get(other)?.blocks, `#${id}`).toContain(id);
      for (const other of task.blocks as string[])
        expect(tasks.get(other)?.blockedBy, `#${id}`).toContain(id);
    }
    expect(readFileSync(join(workdir, ".tasks", ".highwatermark"), "utf-8")).toBe("10\n"); // #11 and #12 by hand
    expect(existsSync(join(workdir, ".tasks", ".lock"))).toBe(false);
  });

  it("gives up with an error after about 2.4 s when another agent keeps the lock, and changes nothing", async () => {
    const workdir = scratchDir();
    const lesson = await driven(workdir);
    const lock = join(workdir, ".tasks", ".lock");
    mkdirSync(lock, { recursive: true });
    // A live holder keeps its lock fresh (it renews it before each write): so does this test.
    const fresh = setInterval(() => utimesSync(lock, new Date(), new Date()), 200);
    const started = Date.now();
    try {
      const result = await lesson.call("TaskCreate", {
        subject: "Waits",
        description: "For the lock.",
      });
      expect(answerText(result)).toBe(
        "ERROR Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
      );
    } finally {
      clearInterval(fresh);
    }
    expect(Date.now() - started).toBeGreaterThan(2_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(lock)).toBe(true); // another agent's lock is not taken
    expect(readdirSync(join(workdir, ".tasks"))).toEqual([".lock"]);
  });

  it("refuses a task file it cannot trust, naming it, and changes nothing", async () => {
    const workdir = scratchDir();
    const lesson = await driven(workdir);
    const create = () =>
      lesson.call("TaskCreate", { subject: "Next", description: "After a bad file." });
    expect(answerText(await create())).toBe("Task #1 created: Next");
    const file = join(workdir, ".tasks", "5.json");
    const task = {
      id: "5",
      subject: "Five",
      description: "",
      status: "pending",
      owner: null,
      blockedBy: [],
      blocks: [],
    };
    const bad: [string, string][] = [
      ["null", "is not a task (not a JSON object)"],
      ["{}", "has no id"],
      [JSON.stringify({ ...task, id: "7" }), 'says it is task "7", but its name says #5'],
      [
        JSON.stringify({ ...task, status: "done" }),
        'has the status "done", not pending, in_progress or completed',
      ],
      [
        JSON.stringify({ ...task, blockedBy: "1" }),
        "has a blockedBy that is not a list of task ids",
      ],
    ];
    for (const [text, problem] of bad) {
      writeFileSync(file, text);
      expect(answerText(await create())).toBe(
        `ERROR Error: .tasks/5.json ${problem}: fix it or delete it (nothing was changed).`,
      );
    }
    expect(readdirSync(join(workdir, ".tasks")).sort()).toEqual([
      ".highwatermark",
      "1.json",
      "5.json",
    ]);
    expect(readFileSync(join(workdir, ".tasks", ".highwatermark"), "utf-8")).toBe("1\n");
    writeFileSync(file, JSON.stringify(task));
    expect(answerText(await create())).toBe("Task #6 created: Next"); // after the highest id there is
  });

  it("takes over a lock whose holder died: stale once it is 2 s old", async () => {
    const workdir = scratchDir();
    const lesson = await driven(workdir);
    const lock = join(workdir, ".tasks", ".lock");
    mkdirSync(lock, { recursive: true });
    const old = new Date(Date.now() - 10_000);
    utimesSync(lock, old, old);
    const result = await lesson.call("TaskCreate", {
      subject: "After",
      description: "A dead holder.",
    });
    expect(answerText(result)).toBe("Task #1 created: After");
    expect(existsSync(lock)).toBe(false);
  });
});

describe("what the learner sees, and the model is sent (the lesson's runs of its cassettes)", () => {
  it("task-cases.json: the panel after each change, every answer as the model reads it, every request valid", () => {
    const run = lessonRun("s12", "task-cases.json");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(expectValidRequests(run.requests)).toEqual([]);
    expect(run.requests).toHaveLength(TASK_CASES.length + 1);
    expect(run.shown).toMatchSnapshot();
  });

  it("the demo plans a graph, is told why a blocked task cannot start, and leaves two open tasks on disk", () => {
    const run = lessonRun("s12");
    expect(run.code).toBe(0);
    expect(run.shown).toContain(
      '  Error: "Write the note schema" is a subject, not a task id: blockers are given by id. #1 is "Write the note schema", so write "1".',
    );
    expect(run.shown).toContain(
      "  Error: #2 cannot be started: it waits for #1 Write the note schema (pending). Finish that first. Can start now: #1 Write the note schema.",
    );
    expect(run.shown).toContain(
      "  ## Tasks\n  [✓] #1 Write the note schema\n  [ ] #2 Write src/notes.js\n  [ ] #3 Test src/notes.js [blocked by #2]\n  [ ] #4 Document notes.js in README.md [blocked by #2]\n  (1/4 completed)\n  #1 is completed. Unblocked: #2 Write src/notes.js.",
    );
    // A new workspace has no tasks: the first message goes as the learner typed it.
    expect(run.requests[0].messages[0].content).toEqual([
      { type: "text", text: loadCassette(run.recorded!).prompts[0] },
    ]);
  });

  it("nag.json: the open tasks come back every 10 rounds without a task tool, not every round after", () => {
    const { requests, shown, code } = lessonRun("s12", "nag.json");
    expect(code).toBe(0);
    expect(requests).toHaveLength(30);
    // Task tools on rounds 1, 2, 25 and 29; 22 rounds of echoes between 2 and 25.
    expect(reminderRounds(requests, NAG)).toEqual([12, 22]);
    const reminder = (
      requests[12].messages.at(-1)!.content as Array<{ type: string; text: string }>
    ).at(-1)!.text;
    expect(reminder).toBe(
      "<reminder>The task tools have not been used for 10 rounds. Open tasks:\n#1 [in_progress] Check steps 1 to 22 (owner: main)\n#2 [pending] Check steps 23 to 25\nKeep them up to date with TaskUpdate as you work.</reminder>",
    );
    expect(
      shown
        .split("\n")
        .filter((l) => l.startsWith("⏰ reminder injected: <reminder>The task tools")),
    ).toHaveLength(2);
  });
});

describe("the plan outlives the session", () => {
  // As the walkthrough runs the two sessions: the first in a new folder (a copy of the sample), the second in it.
  it("a second lesson run in the same folder is told of the open tasks first, and finds the graph the first left", async () => {
    const workdir = join(scratchDir(), "notes");
    // Both played in this process (playLesson), one after the other, as a learner runs them.
    const first = await playLesson("s12", ["--workdir", workdir]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    // What the demo leaves is what resume.json starts from (resume.workspace/), task for task.
    const left = tasksIn(workdir);
    expect(left).toEqual(tasksIn(join(DIR, "cassettes", "resume.workspace")));
    for (const file of ["schema/note.json", "src/notes.js", "README.md"])
      expect(readFileSync(join(workdir, file), "utf-8"), file).toBe(
        readFileSync(join(DIR, "cassettes", "resume.workspace", file), "utf-8"),
      );

    const resume = join(DIR, "cassettes", "resume.json");
    const second = await playLesson("s12", ["--replay", resume, "--workdir", workdir]);
    expect(second.stderr).toBe("");
    expect(second.code).toBe(0);
    const requests = second.requests;
    expect(expectValidRequests(requests)).toEqual([]);
    const opening = requests[0].messages[0].content as Array<{ type: string; text: string }>;
    expect(opening).toEqual([
      {
        type: "text",
        text: "<reminder>Tasks from an earlier session are in .tasks/. Open tasks:\n#3 [pending] Test src/notes.js\n#4 [pending] Document notes.js in README.md\nCarry on with them (TaskList, TaskGet) instead of planning again.</reminder>",
      },
      { type: "text", text: "Carry on." },
    ]);
    expect(isReminder(opening[0].text, RESUME)).toBe(true);
    // The same session as resume.json played in its own workspace (the global setup's run), line for line.
    const played = lessonRun("s12", "resume.json");
    expect(transcript(second.stdout, { "<workdir>": workdir })).toBe(
      played.shown.split("\n").slice(1).join("\n"),
    );
    // A folder with files in it is used as it is, and nothing is said; every tool call succeeds.
    expect(second.stdout).not.toContain("new: a copy");
    expect(transcript(second.stdout)).not.toMatch(/Error|not found/i);
    expect([...tasksIn(workdir).values()].every((t) => t.status === "completed")).toBe(true);
    expect(readFileSync(join(workdir, "README.md"), "utf-8")).toMatch(/usage/i);
  });
});

// Real processes that mostly wait (for a barrier, for a lock to go stale): side by side. The other agents are
// processes with the kit's task store alone (task-store-worker.ts); the lesson plays in this process.
describe.concurrent("several agents on one folder (real processes)", () => {
  it("a lesson started while another agent keeps the lock says so in its first message, and goes on", async () => {
    const workdir = scratchDir();
    const lock = join(workdir, ".tasks", ".lock");
    mkdirSync(lock, { recursive: true });
    const fresh = setInterval(() => utimesSync(lock, new Date(), new Date()), 200);
    try {
      const tape = writeCassette(
        join(scratchDir(), "hello.json"),
        "s12",
        ["Hello."],
        [message([{ type: "text", text: "Hello." }], "end_turn")],
      );
      const run = await playLesson("s12", ["--replay", tape, "--workdir", workdir]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(transcript(run.stdout)).toContain(
        "⏰ reminder injected: <reminder>Tasks from an earlier session are in .tasks/. Open tasks:\nError: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.\nCarry on with them (TaskList, TaskGet) instead of planning again.</reminder>",
      );
    } finally {
      clearInterval(fresh);
    }
  });

  it("8 agents at once: every id distinct, every file whole, no update lost, and one of them takes #1", async () => {
    const race = await runRace(8, 10);
    expect(race.clean).toBe(true);
    expect(race).toMatchObject({
      duplicateIds: 0,
      lostCreates: 0,
      brokenFiles: 0,
      lostEdges: 0,
      otherErrors: [],
    });
    // On a quiet machine every change goes through (80 files); on a busy one the lock may stay taken past its limit,
    // and the agent is told to try again: a refused create may have left its file (the stall came after it), never
    // an acknowledged one without it.
    expect(race.files).toBeGreaterThanOrEqual(race.acknowledged);
    expect(race.files).toBeLessThanOrEqual(race.acknowledged + race.busy);
    expect(race.acknowledged + race.busy).toBeGreaterThanOrEqual(80);
    expect(race.highWater).toBeGreaterThanOrEqual(race.files);
    const claims = race.claimWinners.length + race.claimRefusals.length;
    expect(race.claimWinners).toHaveLength(claims > 0 ? 1 : 0);
    for (const refusal of race.claimRefusals)
      expect(refusal).toMatch(
        new RegExp(`^Error: #1 is in progress, owned by ${race.claimWinners[0]}: leave it to`),
      );
  });

  it.each(["SIGKILL", "SIGTERM"] as const)(
    "an agent's process killed (%s) while it holds the lock: every file stays whole, and the next agent gets the lock",
    async (signal) => {
      let workdir = "";
      const scratch = scratchDir();
      // One task, then many updates of it: each takes the lock for a few milliseconds.
      const updates = Array.from({ length: 300 }, (_, n) => [
        { name: "TaskUpdate" as const, input: { taskId: "1", description: `Update ${n + 1}.` } },
      ]);
      const busy = {
        rounds: [
          [{ name: "TaskCreate" as const, input: { subject: "Busy", description: "Update 0." } }],
          ...updates,
        ],
      };
      let caught = false;
      for (let attempt = 0; attempt < 5 && !caught; attempt++) {
        workdir = scratchDir(); // each attempt on a workspace of its own
        // An agent's process with the task store alone (the kit's, s12's): it exits with 143 on SIGTERM, as the
        // lesson does.
        const { child: agent } = startTaskWorker(scratch, workdir, "main", busy);
        const closed = once(agent, "close");
        // Once its updates have begun, kill the agent in the middle of them: SIGKILL lands anywhere, inside the
        // lock too (a store change is one synchronous stretch: lock, read, write, let go); SIGTERM's handler runs
        // between two changes.
        const first = join(workdir, ".tasks", "1.json");
        const updating = () =>
          existsSync(first) && !readFileSync(first, "utf-8").includes('"Update 0."');
        while (!updating() && agent.exitCode === null) await new Promise((r) => setTimeout(r, 2));
        agent.kill(signal);
        await closed;
        // SIGKILL ends it at once; SIGTERM, through its handler (the lesson's: signals.ts), which exits with 143.
        caught = agent.signalCode === signal || (signal === "SIGTERM" && agent.exitCode === 143);
      }
      expect(caught, "the agent ended before it could be killed").toBe(true);
      // SIGTERM: the agent exits between two changes, holding no lock; SIGKILL may leave the lock, and a temporary
      // file, behind: the lock goes stale 2 s after its last renewal, and the next holder removes the file.
      expect([...tasksIn(workdir).values()].map((t) => t.subject)).toEqual(["Busy"]);

      const after = writeCassette(
        join(scratch, "after.json"),
        "s12",
        ["Go on."],
        [
          message(
            [toolUse("TaskCreate", { subject: "After", description: "Once the lock is free." })],
            "tool_use",
          ),
          message([{ type: "text", text: "Done." }], "end_turn"),
        ],
      );
      // A moment later, as a learner would start again: a lock left behind goes stale within 3 s (2 s, and its
      // time may be rounded up to the next second), and the next lesson tries for 2.4 s.
      await new Promise((r) => setTimeout(r, 1000));
      const started = Date.now();
      const next = await playLesson("s12", ["--replay", after, "--workdir", workdir]);
      expect(next.stderr).toBe("");
      expect(next.code).toBe(0);
      const answer = loadCassette(next.recorded).interactions[1].request!.messages.at(-1)!
        .content as Array<{
        content: string;
      }>;
      expect(answer[0].content).toBe("Task #2 created: After");
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(existsSync(join(workdir, ".tasks", ".lock"))).toBe(false);
      // What the kill left, a lock and a temporary file, is gone: taken over, and cleaned under the lock.
      expect(readdirSync(join(workdir, ".tasks")).sort()).toEqual([
        ".highwatermark",
        "1.json",
        "2.json",
      ]);
    },
  );
});

describe("the workspace a cassette brings (resume.workspace/)", () => {
  it("is copied fresh for each run, so that a run never changes it", () => {
    // The global setup has played resume.json, which completes #3 and #4: in a copy, not here.
    expect(lessonRun("s12", "resume.json").shown).toContain(
      "workspace: <workdir> (a fresh copy of lessons/s12-tasks/cassettes/resume.workspace)",
    );
    const statuses = [...tasksIn(join(DIR, "cassettes", "resume.workspace")).values()].map((t) => [
      t.id,
      t.status,
    ]);
    expect(statuses.sort()).toEqual([
      ["1", "completed"],
      ["2", "completed"],
      ["3", "pending"],
      ["4", "pending"],
    ]);
  });
});
