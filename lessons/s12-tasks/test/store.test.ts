/**
 * Lesson s12's store under faults: each case of the task store issue, tried on the lesson's own store. A holder
 * stalled past the lock's limit while another agent's process (the kit's store alone) takes the lock over; links planted inside and
 * outside `.tasks/`; hand-written high-water marks; a lone surrogate in a task file, through the mock API; what a
 * kill between two files leaves; a chain of 12 000 tasks; folders and files where the store expects others.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StoreFolder, temporaryName } from "@agent-workbook/kit";
import { DEFAULT_KEY, startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import { message, scratchDir, writeCassette } from "@agent-workbook/kit/authoring/tests/helpers";
import { drivenSession } from "@agent-workbook/kit/authoring/tests/driven-session";
import { answerText, toolUse } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { startTaskWorker } from "@agent-workbook/kit/authoring/tests/task-race";

/** Raw system error text: an errno code, a system call, an absolute path. None may reach the model. */
const RAW = new RegExp(
  String.raw`\bE(EXIST|NOENT|ISDIR|NOTDIR|ACCES|PERM|LOOP|NOTEMPTY|NXIO)\b|errno|syscall|, (open|rename|link|mkdir|lstat) |\/tmp\/|` +
    // The run's temporary folder, where every workspace here is (in memory when the machine has room for it:
    // test/temp-folder.ts).
    tmpdir().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
);

/** A whole task file, as the store writes it. */
function taskFile(id: string, fields: Record<string, unknown> = {}): string {
  const task = {
    id,
    subject: `Task ${id}`,
    description: "",
    status: "pending",
    owner: null,
    blockedBy: [],
    blocks: [],
    ...fields,
  };
  return `${JSON.stringify(task, null, 2)}\n`;
}

/**
 * The lesson's session on a fresh workspace (it has sent its first request): `call(tool, input)`, one round of its
 * loop, answers as the model reads it.
 */
async function lessonIn(workdir = scratchDir()) {
  const lesson = await drivenSession("s12", workdir);
  const call = async (tool: string, input: Record<string, unknown>) =>
    answerText(await lesson.call(tool, input));
  return { workdir, tasks: join(workdir, ".tasks"), call };
}

/**
 * Runs `before` once, at the lesson's next write into the task folder `tasks` (its StoreFolder, which lives in the
 * session), just before it; every other folder's writes go on as they are. Returns the undo, for a `finally`.
 */
function beforeNextWrite(tasks: string, before: () => void): () => void {
  const write = StoreFolder.prototype.write;
  StoreFolder.prototype.write = function (
    this: StoreFolder,
    ...args: Parameters<StoreFolder["write"]>
  ) {
    if (this.path === tasks) {
      StoreFolder.prototype.write = write;
      before();
    }
    return write.apply(this, args);
  };
  return () => {
    StoreFolder.prototype.write = write;
  };
}

/** Blocks the whole process (a debugger, a closed lid) until `done()` or `ms` passes. */
function stall(done: () => boolean, ms: number): void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (const end = Date.now() + ms; Date.now() < end && !done(); ) Atomics.wait(cell, 0, 0, 20);
}

describe("an acknowledged change is on disk, even when a holder stalls past the lock's limit", () => {
  it.each(["create", "update"] as const)(
    "a %s stalled while it holds the lock writes nothing once another agent's process has taken the lock over",
    async (what) => {
      const { workdir, tasks, call } = await lessonIn();
      if (what === "update")
        expect(await call("TaskCreate", { subject: "Shared", description: "v0" })).toBe(
          "Task #1 created: Shared",
        );
      // Agent B, a process of its own (the task store alone, from the kit): it waits until this agent holds the
      // lock, then makes its own change.
      const scratch = scratchDir();
      const ready = join(scratch, "b-ready");
      const change =
        what === "create"
          ? { name: "TaskCreate" as const, input: { subject: "From B", description: "B's task." } }
          : { name: "TaskUpdate" as const, input: { taskId: "1", description: "B's change" } };
      const b = startTaskWorker(scratch, workdir, "bob", {
        ready,
        go: join(tasks, ".lock"),
        rounds: [[change]],
      }).done;
      while (!existsSync(ready)) await new Promise((r) => setTimeout(r, 10));

      // This agent reads the tasks under the lock, then stalls before its write until B's change is on disk.
      const bDone = () =>
        what === "create"
          ? existsSync(join(tasks, "1.json"))
          : readFileSync(join(tasks, "1.json"), "utf-8").includes("B's change");
      const undo = beforeNextWrite(tasks, () => stall(bDone, 60_000));
      const mine = await (what === "create"
        ? call("TaskCreate", { subject: "From A", description: "A's task." })
        : call("TaskUpdate", { taskId: "1", description: "A's change" })
      ).finally(undo);
      const bRun = await b;
      expect(bRun.stderr).toBe("");
      const bAnswer = JSON.stringify(bRun.rounds[0]);

      // B was told of its change and it is there; this agent was told it wrote nothing, and it did not.
      expect(mine).toBe(
        "ERROR Error: This agent was held up for over 2 s while it held the task list's lock, and another agent took it over: nothing more was written. Look at TaskList, then try again.",
      );
      if (what === "create") {
        expect(bAnswer).toContain("Task #1 created: From B");
        expect(JSON.parse(readFileSync(join(tasks, "1.json"), "utf-8")).subject).toBe("From B");
        expect(readdirSync(tasks).filter((f) => f.endsWith(".json"))).toEqual(["1.json"]);
      } else {
        expect(bAnswer).toContain("Updated #1: description.");
        expect(JSON.parse(readFileSync(join(tasks, "1.json"), "utf-8")).description).toBe(
          "B's change",
        );
      }
      expect(readdirSync(tasks).filter((f) => f.includes(".tmp"))).toEqual([]); // the stalled write's temp file
      expect(await call("TaskList", {})).toMatch(
        what === "create" ? /^#1 \[pending\] From B\n/ : /^#1 \[pending\] Shared\n/,
      );
    },
  );

  it("a create never overwrites a task file, even one its own read did not see", async () => {
    const { tasks, call } = await lessonIn();
    expect(await call("TaskCreate", { subject: "One", description: "" })).toBe(
      "Task #1 created: One",
    );
    // Between this agent's read and its write, another writes #2 (a process that ignores the lock).
    const undo = beforeNextWrite(tasks, () =>
      writeFileSync(join(tasks, "2.json"), taskFile("2", { subject: "Theirs" })),
    );
    expect(await call("TaskCreate", { subject: "Mine", description: "" }).finally(undo)).toBe(
      "ERROR Error: .tasks/2.json already exists: nothing was overwritten. Try again (the next try reads the folder afresh).",
    );
    expect(JSON.parse(readFileSync(join(tasks, "2.json"), "utf-8")).subject).toBe("Theirs");
    expect(await call("TaskCreate", { subject: "Mine", description: "" })).toBe(
      "Task #3 created: Mine",
    );
  });
});

describe("only regular files inside <workspace>/.tasks/ are ever written", () => {
  it("refuses a .tasks that is a link to a folder outside the workspace", async () => {
    const outside = scratchDir();
    const workdir = scratchDir();
    symlinkSync(outside, join(workdir, ".tasks"));
    const { call } = await lessonIn(workdir);
    for (const [tool, input] of [
      ["TaskCreate", { subject: "X", description: "" }],
      ["TaskList", {}],
    ] as const)
      expect(await call(tool, input)).toBe(
        "ERROR Error: .tasks is a link to another folder; its files are kept only in a folder of the workspace itself. Remove the link (rm .tasks) and try again.",
      );
    expect(readdirSync(outside)).toEqual([]);
  });

  it("follows no link planted at a temporary name or at a task's name", async () => {
    const outside = scratchDir();
    const victim = join(outside, "victim.txt");
    writeFileSync(victim, "keep me\n");
    const { tasks, call } = await lessonIn();
    mkdirSync(tasks);
    // The names the old store wrote its temporary files at, and the kit's pattern with a guessed suffix.
    for (const name of [
      `.highwatermark.${process.pid}.tmp`,
      `.1.json.${process.pid}.tmp`,
      ".1.json.000000000000.agent-workbook.tmp",
    ])
      symlinkSync(victim, join(tasks, name));
    symlinkSync(victim, join(tasks, "2.json")); // a link at a task's name is not a task, and not written through
    // The link at 2.json takes its id, as any entry named like a task does: a create never meets it.
    expect(await call("TaskCreate", { subject: "First", description: "" })).toBe(
      "Task #3 created: First",
    );
    expect(await call("TaskCreate", { subject: "Second", description: "" })).toBe(
      "Task #4 created: Second",
    );
    expect(readFileSync(victim, "utf-8")).toBe("keep me\n");
    expect(lstatSync(join(tasks, "3.json")).isFile()).toBe(true);
    expect(lstatSync(join(tasks, "2.json")).isSymbolicLink()).toBe(true);
    expect(await call("TaskList", {})).toBe(
      "#3 [pending] First\n#4 [pending] Second\n\nCan start now: #3 First, #4 Second.",
    );
  });
});

describe("every file the store reads is checked, the high-water mark too", () => {
  it.each([
    ["2^53", "9007199254740992"],
    ["1e21", "1e21"],
    ["400 nines", "9".repeat(400)],
    ["a negative number", "-5"],
    ["words", "twelve"],
  ])(
    "a mark of %s is refused, and no task is made that no list would show",
    async (_name, mark) => {
      const { tasks, call } = await lessonIn();
      mkdirSync(tasks);
      writeFileSync(join(tasks, ".highwatermark"), `${mark}\n`);
      for (let i = 0; i < 2; i++) {
        const answer = await call("TaskCreate", { subject: "X", description: "" });
        expect(answer).toMatch(
          /^ERROR Error: \.tasks\/\.highwatermark holds ".*", not the highest task id given \(a number\): fix it or delete it \(nothing was changed\)\.$/,
        );
        expect(answer).not.toMatch(RAW);
      }
      expect(readdirSync(tasks)).toEqual([".highwatermark"]);
    },
  );

  it("a task file without a description, or with a bad owner, is refused by name", async () => {
    const { tasks, call } = await lessonIn();
    mkdirSync(tasks);
    const { description: _gone, ...noDescription } = JSON.parse(taskFile("1"));
    writeFileSync(join(tasks, "1.json"), JSON.stringify(noDescription));
    expect(await call("TaskGet", { taskId: "1" })).toBe(
      "ERROR Error: .tasks/1.json has no description: fix it or delete it (nothing was changed).",
    );
    writeFileSync(join(tasks, "1.json"), taskFile("1", { owner: 7 }));
    expect(await call("TaskGet", { taskId: "1" })).toBe(
      "ERROR Error: .tasks/1.json has an owner that is neither a name nor null: fix it or delete it (nothing was changed).",
    );
  });
});

describe("what a kill leaves is read back consistent, and repaired under the lock", () => {
  it("half an addBlockedBy (the waiter written, not the blocker) and its temporary file", async () => {
    const { tasks, call } = await lessonIn();
    mkdirSync(tasks);
    writeFileSync(join(tasks, "1.json"), taskFile("1", { subject: "Schema" })); // its blocks lacks #2
    writeFileSync(join(tasks, "2.json"), taskFile("2", { subject: "API", blockedBy: ["1"] }));
    writeFileSync(join(tasks, ".highwatermark"), "2\n");
    const leftover = temporaryName(join(tasks, "1.json"));
    writeFileSync(leftover, '{"id": "1", "subj');
    expect(await call("TaskGet", { taskId: "1" })).toContain("blocks: #2 API (pending)");
    expect(existsSync(leftover)).toBe(false); // removed by the first holder of the lock
    expect(await call("TaskUpdate", { taskId: "1", status: "completed" })).toBe(
      "#1 is completed. Unblocked: #2 API.",
    );
    expect(JSON.parse(readFileSync(join(tasks, "1.json"), "utf-8")).blocks).toEqual(["2"]); // repaired on disk
  });

  it("the other half (the blocker written, not the waiter), and a deletion cut short", async () => {
    const { tasks, call } = await lessonIn();
    mkdirSync(tasks);
    writeFileSync(join(tasks, "1.json"), taskFile("1", { subject: "Schema", blocks: ["2"] }));
    writeFileSync(join(tasks, "2.json"), taskFile("2", { subject: "API" })); // no edge: #2 waits for nothing
    writeFileSync(join(tasks, "3.json"), taskFile("3", { subject: "Docs", blockedBy: ["9"] })); // #9 deleted
    writeFileSync(join(tasks, ".highwatermark"), "9\n");
    expect(await call("TaskList", {})).toBe(
      "#1 [pending] Schema\n#2 [pending] API\n#3 [pending] Docs\n\nCan start now: #1 Schema, #2 API, #3 Docs.",
    );
    expect(await call("TaskGet", { taskId: "1" })).toContain("blocks: none");
    expect(await call("TaskUpdate", { taskId: "3", status: "in_progress" })).toBe(
      "#3 is in progress (owner: main).",
    );
    expect(JSON.parse(readFileSync(join(tasks, "3.json"), "utf-8")).blockedBy).toEqual([]);
  });
});

describe("deep graphs", () => {
  it("a hand-written chain of 12 000 blockers: the edge that closes it is the cycle error, not a stack overflow", async () => {
    const { workdir, tasks, call } = await lessonIn();
    try {
      mkdirSync(tasks);
      const n = 12_000;
      for (let i = 1; i <= n; i++)
        writeFileSync(
          join(tasks, `${i}.json`),
          taskFile(String(i), {
            blockedBy: i < n ? [String(i + 1)] : [],
            blocks: i > 1 ? [String(i - 1)] : [],
          }),
        );
      writeFileSync(join(tasks, ".highwatermark"), `${n}\n`);
      const answer = await call("TaskUpdate", { taskId: String(n), addBlockedBy: ["1"] });
      expect(answer).toMatch(
        /^ERROR Error: #12000 cannot wait for #1: that closes a circle, #12000 → #1 → #2 → #3 → #4 → … 11994 more … → #11999 → #12000 \(each waits for the next\)/,
      );
      expect(answer.length).toBeLessThan(400);
    } finally {
      rmSync(workdir, { recursive: true, force: true }); // 12 000 files: gone now, not at the end of the run
    }
  });
});

describe("every failure is an is_error result in the workbook's voice, with no errno text", () => {
  it("a folder named 5.json where 5 is the next id: skipped, and no temporary file is left", async () => {
    const { tasks, call } = await lessonIn();
    mkdirSync(join(tasks, "5.json"), { recursive: true });
    writeFileSync(join(tasks, ".highwatermark"), "4\n");
    expect(await call("TaskCreate", { subject: "Next", description: "" })).toBe(
      "Task #6 created: Next",
    );
    expect(readdirSync(tasks).sort()).toEqual([".highwatermark", "5.json", "6.json"]);
  });

  it(".tasks as a plain file", async () => {
    const { workdir, call } = await lessonIn();
    writeFileSync(join(workdir, ".tasks"), "notes\n");
    const answer = await call("TaskCreate", { subject: "X", description: "" });
    expect(answer).toBe(
      "ERROR Error: .tasks is a file, not a folder: its files are kept in the folder .tasks/. Move the file away (mv .tasks .tasks.old) and try again.",
    );
    expect(readFileSync(join(workdir, ".tasks"), "utf-8")).toBe("notes\n");
  });

  it(".lock as a plain file: a lock like another, waited for while fresh, taken over once stale", async () => {
    const { tasks, call } = await lessonIn();
    mkdirSync(tasks);
    writeFileSync(join(tasks, ".lock"), "");
    // No one renews it: it goes stale 2 s after it was written, within the 2.4 s of tries.
    const started = Date.now();
    expect(await call("TaskList", {})).toBe("No tasks yet. TaskCreate makes one.");
    expect(Date.now() - started).toBeGreaterThan(1_500);
    writeFileSync(join(tasks, ".lock"), "");
    const old = new Date(Date.now() - 10_000);
    utimesSync(join(tasks, ".lock"), old, old);
    expect(await call("TaskCreate", { subject: "After", description: "" })).toBe(
      "Task #1 created: After",
    );
    expect(existsSync(join(tasks, ".lock"))).toBe(false);
  });
});

describe("one bad character does not break every session", () => {
  it("a lone surrogate in a task file reaches the API repaired, in the first message's reminder and in a tool result", async () => {
    const scratch = scratchDir();
    const workdir = realpathSync(scratchDir());
    mkdirSync(join(workdir, ".tasks"));
    writeFileSync(
      join(workdir, ".tasks", "1.json"),
      taskFile("1", { subject: "Ship it \\ud83d" }).replace("\\\\", "\\"),
    );
    writeFileSync(join(workdir, ".tasks", ".highwatermark"), "1\n");
    const tape = writeCassette(
      join(scratch, "surrogate.json"),
      "s12",
      ["Carry on."],
      [
        message([toolUse("TaskGet", { taskId: "1" }, "toolu_01Get")], "tool_use"),
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
    );
    const api = await startMockApi({ cassette: tape, workdir });
    try {
      // In this process (playLesson): the real SDK, over HTTP to the mock API.
      const run = await playLesson("s12", ["--workdir", workdir, "-p", "Carry on."], {
        ANTHROPIC_API_KEY: DEFAULT_KEY,
        ANTHROPIC_BASE_URL: api.url,
        TMPDIR: scratch,
      });
      expect(api.rejected()).toEqual([]);
      expect(run.code).toBe(0);
      expect(api.served()).toBe(2);
    } finally {
      await api.close();
    }
  });
});
