/** What the cross-lesson tests expect of lesson s13 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
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
  ],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // s12's: a session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A background job's notification: nothing inside it closes its tag (`</` is escaped).
    /^<task-notification>\nBackground job #\d+ (completed|failed|timed out|stopped) \((exit code \d+|killed by SIG[A-Z]+)\) after \d+\.\d s\.\nCommand: ((?!<\/)[^\n])*\nOutput(?: \(.*\):\n((?!<\/)[\s\S])*|: none \(.*\)\.)\n<\/task-notification>$/,
  ],
  badInputs: [
    {
      name: "job_output: no job started",
      tool: "job_output",
      input: { job_id: "1" },
      expect:
        /^Error: No background job #1\. None has been started \(bash with run_in_background starts one\)\.$/,
    },
    {
      name: "stop_job: no id",
      tool: "stop_job",
      input: {},
      expect: /^Error: Invalid input for stop_job: job_id: /,
    },
    {
      name: "bash: run_in_background as a string",
      tool: "bash",
      input: { command: "echo hi", run_in_background: "yes" },
      expect:
        /^Error: Invalid input for bash: run_in_background: .*expected boolean, received string/,
    },
    {
      name: "job_output: a negative offset",
      tool: "job_output",
      input: { job_id: "1", offset: -1 },
      expect: /^Error: Invalid input for job_output: offset: /,
    },
  ],
  mistakes: [
    {
      name: "a look with no job running",
      checks: ["job-cases"],
      edits: [["  if (running().length === 0) return; // nothing can have ended\n", ""]],
      message:
        "job-cases: round 9: <file> failed with: Error: Cannot set properties of undefined (setting 'end')",
    },
    {
      name: "ends read as they come, not from outside",
      checks: ["demo"],
      edits: [
        ['const ends = session.outside.now("jobs", () => {', "const ends = (() => {"],
        ["      return now;\n    });", "      return now;\n    })();"],
      ],
      message:
        'demo: round 4: <file> stopped after 4 model calls; the recorded session goes on to request 5 of 8.\n  The recorded session sends next:\n    text: "<task-notification>\\nBackground job #1 failed (exit code 1) after 3.1 s.',
    },
    {
      name: "the job's end not told to the session",
      checks: ["job-cases"],
      edits: [["      ended(job, end);\n      notifications.push", "      notifications.push"]],
      message:
        'job-cases: round 3: bash with {"command":"echo one too many","run_in_background":true}: your answer (an error) differs from the recorded session\'s:',
    },
    {
      name: "notifications queued in front",
      checks: ["job-cases"],
      edits: [
        [
          "notifications.push(notification(job, end));",
          "notifications.unshift(notification(job, end));",
        ],
      ],
      message:
        'job-cases: round 2: the recorded session sends "<task-notification>\\nBackground job #1 completed (exit code 0) after 1.0 s.',
    },
    {
      name: "no look before the delivery",
      checks: ["demo"],
      edits: [
        [
          "    collectEndedJobs();\n    const texts = notifications.splice(0);",
          "    const texts = notifications.splice(0);",
        ],
      ],
      message:
        'demo: round 4: <file> stopped after 4 model calls; the recorded session goes on to request 5 of 8.\n  The recorded session sends next:\n    text: "<task-notification>\\nBackground job #1 failed (exit code 1) after 3.1 s.',
    },
    {
      name: "notifications left in the queue",
      checks: ["job-cases"],
      edits: [["const texts = notifications.splice(0);", "const texts = [...notifications];"]],
      message:
        'job-cases: round 3: yours sends "<task-notification>\\nBackground job #1 completed (exit code 0) after 1.0 s.',
    },
    {
      name: "a wait with notifications ready",
      checks: ["job-cases"],
      edits: [
        [
          "if (ready.length > 0 || left.length === 0) return ready;",
          "if (left.length === 0) return ready;",
        ],
      ],
      message:
        'job-cases: round 4: the recorded session sends "<task-notification>\\nBackground job #4 completed (exit code 0) after 0.0 s.',
    },
    {
      name: "a wait with no job running",
      checks: ["demo"],
      edits: [
        [
          "if (ready.length > 0 || left.length === 0) return ready;",
          "if (ready.length > 0) return ready;",
        ],
      ],
      message:
        'demo: The cassette lessons/s13-background/cassettes/demo.json holds no more "wait" from outside the session: the lesson asked for more than was recorded.',
    },
    {
      name: "no waiting shown",
      checks: ["demo"],
      edits: [
        [
          '    session.ui.show({\n      kind: "background:waiting",\n      ids: left.map((j) => j.id),\n      limitMs: WAIT_LIMIT_MS,\n    });\n',
          "",
        ],
      ],
      message:
        "demo: round 4: every request matches, but what the learner sees of background differs from the recorded session's.\n  - … the model ended its turn while #1 runs: waiting (5 min at most; Ctrl-C stops waiting)",
    },
    {
      name: "a timer of its own",
      checks: ["job-cases"],
      edits: [
        [
          "const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal: session.signal });",
          "const waited = await new Promise<{ woken: boolean }>((done) => setTimeout(() => done({ woken: true }), 10));",
        ],
      ],
      message:
        'job-cases: round 11: the recorded session sends "Anything new?" as the learner\'s text; yours sends none.',
    },
  ],
  audit: {
    queue: [
      [
        "Look at which jobs have ended only while a job runs: with none running (running()), return at once.",
        "a look with no job running",
      ],
      [
        'Which jobs have ended by now depends on the machine\'s speed, so ask for them as a value from outside the session: const ends = session.outside.now("jobs", () => …), where the function gives the ends seen live ([...liveEnds.values()]) and clears liveEnds; a replay gives back the recorded ones instead.',
        "ends read as they come, not from outside",
      ],
      [
        "For each end, in the order given, the job is jobs.get(end.id): tell the session how it ended (ended(job, end)),",
        "the job's end not told to the session",
      ],
      [
        "then put its notification, notification(job, end), at the back of the queue (notifications).",
        "notifications queued in front",
      ],
    ],
    deliver: [
      [
        "Look first (collectEndedJobs()): the jobs that ended during this round go with this message.",
        "no look before the delivery",
      ],
      [
        "Then take every notification out of the queue, oldest first, as texts: each is delivered once.",
        "notifications left in the queue",
      ],
    ],
    wait: [
      [
        'The model has ended its turn. The notifications ready now (deliverNotifications("to wake it")) wake it at once: return them.',
        "a wait with notifications ready",
      ],
      [
        "With none, and no job running (running()), return none: the turn ends.",
        "a wait with no job running",
      ],
      [
        'Otherwise show that the loop waits for the jobs that run: session.ui.show({ kind: "background:waiting", ids, limitMs: WAIT_LIMIT_MS }), ids their ids.',
        "no waiting shown",
      ],
      [
        "Then wait on the session's clock, never on a timer of your own (a replay must not wait, and must know what the recorded wait found): const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal: session.signal }), until settling when the first of them ends (Promise.race of their exited).",
        "a timer of its own",
      ],
    ],
  },
} satisfies LessonExpectations;
