/** What the cross-lesson tests expect of lesson s14 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: [
    "bash",
    "read_file",
    "write_file",
    "edit_file",
    "glob",
    "TaskCreate",
    "TaskGet",
    "TaskUpdate",
    "TaskList",
    "job_output",
    "stop_job",
    "CronCreate",
    "CronList",
    "CronDelete",
  ],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // s12's: a session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // s13's: a background job's notification: nothing inside it closes its tag (`</` is escaped).
    /^<task-notification>\nBackground job #\d+ (completed|failed|timed out|stopped) \((exit code \d+|killed by SIG[A-Z]+)\) after \d+\.\d s\.\nCommand: ((?!<\/)[^\n])*\nOutput(?: \(.*\):\n((?!<\/)[\s\S])*|: none \(.*\)\.)\n<\/task-notification>$/,
    // The fires that waited together: a line each, `[scheduled job <id>] <prompt>`, and what the model should know.
    /^\[scheduled job [0-9a-z]{10}\] [^\n]+(\n\[scheduled job [0-9a-z]{10}\] [^\n]+)*$/,
  ],
  shownErrors: {
    "demo.json": [
      {
        round: 3,
        tool: "bash",
        result: /^build #1: .*\nerror: no version of @acme\/strings matches/,
        why: "the build fails at the job's first fire: the package it needs is not published yet",
      },
      {
        round: 5,
        tool: "bash",
        result: /^build #2: .*\nerror: no version of @acme\/strings matches/,
        why: "and at its second; it passes at the third",
      },
    ],
  },
  badInputs: [
    {
      name: "CronCreate: a bad expression",
      tool: "CronCreate",
      input: { cron: "61 * * * *", prompt: "hello" },
      expect:
        /^Error: "61 \* \* \* \*" is not a valid cron expression: .+\. A cron expression has 5 fields/,
    },
    {
      name: "CronCreate: an expression that never fires",
      tool: "CronCreate",
      input: { cron: "0 0 31 2 *", prompt: "hello" },
      expect: /^Error: The cron expression "0 0 31 2 \*" never fires/,
    },
    {
      name: "CronCreate: recurring as a string",
      tool: "CronCreate",
      input: { cron: "7 * * * *", prompt: "hello", recurring: "yes" },
      expect:
        /^Error: Invalid input for CronCreate: recurring: .*expected boolean, received string/,
    },
    {
      name: "CronDelete: an unknown id",
      tool: "CronDelete",
      input: { id: "nosuchjob1" },
      expect: /^Error: No scheduled job has the id "nosuchjob1": nothing was deleted\./,
    },
  ],
  mistakes: [
    {
      name: "the same time each",
      checks: ["demo"],
      edits: [["    from = next;\n", ""]],
      message: `  - Next fire times (Europe/Berlin): Mon 2026-11-16 10:02 +01:00, Mon 2026-11-16 10:07 +01:00, Mon 2026-11-16 10:12 +01:00.\n  + Next fire times (Europe/Berlin): Mon 2026-11-16 10:02 +01:00, Mon 2026-11-16 10:02 +01:00, Mon 2026-11-16 10:02 +01:00.`,
    },
    {
      name: "not from afterMs",
      checks: ["demo"],
      edits: [["let from = new Date(afterMs);", "let from = new Date(0);"]],
      message: `  + Next fire times (Europe/Berlin): Thu 1970-01-01 01:02 +01:00`,
    },
    {
      name: "one time too many",
      checks: ["demo"],
      edits: [["while (times.length < count) {", "while (times.length <= count) {"]],
      message: `  + Next fire times (Europe/Berlin): Mon 2026-11-16 10:02 +01:00, Mon 2026-11-16 10:07 +01:00, Mon 2026-11-16 10:12 +01:00, Mon 2026-11-16 10:17 +01:00.`,
    },
    {
      name: "fires never merged",
      checks: ["fire-cases"],
      edits: [
        [
          "const earlier = waiting.find((w) => w.id === fire.id);",
          "const earlier = undefined as Fire | undefined;",
        ],
      ],
      message: `fire-cases: round 4: the recorded session sends "[scheduled job 4q5tfw4vap] Remind the user to stretch. (it fired 2 times since Mon 2026-11-16 10:29 +01:00 while it waited: counted once)" here; yours sends "[scheduled job 4q5tfw4vap] Remind the user to stretch.\\n[scheduled job 4q5tfw4vap] Remind the user to stretch.".`,
    },
    {
      name: "a fire put in front",
      checks: ["fire-cases"],
      edits: [
        ["if (!earlier) return [...waiting, fire];", "if (!earlier) return [fire, ...waiting];"],
      ],
      message: `fire-cases: round 5: the recorded session sends "[scheduled job 4q5tfw4vap] Remind the user to stretch.\\n[scheduled job xpgg0vj72b] Remind the user to check the logs." here; yours sends "[scheduled job xpgg0vj72b]`,
    },
    {
      name: "counts not added",
      checks: ["fire-cases"],
      edits: [["const count = earlier.count + fire.count;", "const count = fire.count;"]],
      message: `here; yours sends "[scheduled job 4q5tfw4vap] Remind the user to stretch.".`,
    },
    {
      name: "the later time kept",
      checks: ["fire-cases"],
      edits: [["const since = Math.min(earlier.since, fire.since);", "const since = fire.since;"]],
      message: `yours sends "[scheduled job 4q5tfw4vap] Remind the user to stretch. (it fired 2 times since Mon 2026-11-16 10:30 +01:00 while it waited: counted once)".`,
    },
  ],
  audit: {
    "next-fires": [
      [
        "Collect the times one after the other: each is the first match of cron after the one before it (cron.nextRun(from) gives it as a Date, null when there is none), the first after the wall time afterMs.",
        "the same time each",
      ],
      [
        "Start from new Date(afterMs), never from now: cron.nextRun() without a date reads the machine's clock, and a replay must give the recorded times.",
        "not from afterMs",
      ],
      ["Stop at count times, and return them in milliseconds (getTime()).", "one time too many"],
    ],
    merge: [
      [
        "Find the waiting fire of the same job (the same id); with none, the fire joins the end of the list: return it.",
        "a fire put in front",
      ],
      [
        "Otherwise the two become one, in the earlier's place: their counts add up (count),",
        "counts not added",
      ],
      ["and its first time stays the earliest of the two (since).", "the later time kept"],
    ],
  },
} satisfies LessonExpectations;
