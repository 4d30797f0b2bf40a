/** What the cross-lesson tests expect of lesson s17 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

const TASK_TOOLS = [
  "bash",
  "read_file",
  "write_file",
  "edit_file",
  "glob",
  "TaskCreate",
  "TaskGet",
  "TaskUpdate",
  "TaskList",
];

/** The lines of the exercise's regions in agent.ts, as the mistakes edit them. */
const CHECKED =
  "    if (!isReady(task, tasks)) return { held: false, why: notReady(task, tasks) };\n";
const HANDED = "      if (claimed.held) return this.hand(agent, claimed.task);\n";
const SHOWN =
  "      const lost = `#${task.id} ${task.subject}`;\n" +
  '      this.session.ui.show({ kind: "autonomy:lost", task: lost, why: claimed.why });\n';

export default {
  // s16's: the team's tools are s17's, unchanged.
  tools: [
    ...TASK_TOOLS,
    "spawn_teammate",
    "send_message",
    "read_inbox",
    "shutdown_request",
    "plan_response",
  ],
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox", "plan_request", "shutdown_response"],
  reminders: [
    // s16's: s12's two reminders, a message (a protocol's with its request_id), a shutdown request left unanswered.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    /^<message from="[a-z][a-z0-9-]*" type="(message|(shutdown|plan)_(request|response))"( request_id="(shutdown|plan)-\d+")?>[^<>]*<\/message>$/,
    /^<reminder>[a-z][a-z0-9-]* asked you to shut down: answer shutdown-\d+ with shutdown_response\.<\/reminder>$/,
    /^<reminder>[a-z][a-z0-9-]* left shutdown-\d+ unanswered for 3 rounds\.<\/reminder>$/,
    // A ready task claimed for an idle teammate, its text escaped.
    /^<claimed task="\d+">[^<>]*<\/claimed>$/,
  ],
  // Tool calls its demo means to fail: none (the command line's refusal is checked with echo "exit $?").
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give: s17 adds none (s16's are s16's tests).
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "a claim not checked again under the lock",
      checks: ["autonomy-cases"],
      edits: [[CHECKED, ""]],
      message:
        'autonomy-cases: round 1: the recorded session sends "<claimed task=\\"3\\">Check the README\'s title: README.md starts with a title line.</claimed>" here; yours sends "<claimed task=\\"2\\">Count the README\'s lines: The number of lines in README.md (wc -l).</claimed>".',
    },
    {
      name: "a claim left pending",
      checks: ["autonomy-cases"],
      edits: [['    task.status = "in_progress";\n', ""]],
      message:
        'autonomy-cases: round 2: TaskGet with taskId as a string "3": your answer differs from the recorded session\'s:',
    },
    {
      name: "a claim without its owner",
      checks: ["autonomy-cases"],
      edits: [["    task.owner = store.agent;\n", ""]],
      message:
        'autonomy-cases: round 2: TaskGet with taskId as a string "3": your answer differs from the recorded session\'s:',
    },
    {
      name: "a claim not written",
      checks: ["autonomy-cases"],
      edits: [["    writeTask(store.folder, task, stillLocked);\n", ""]],
      message:
        'autonomy-cases: round 2: TaskGet with taskId as a string "3": your answer differs from the recorded session\'s:',
    },
    {
      name: "a claim that says it did not hold",
      checks: ["autonomy-cases"],
      edits: [["    return { held: true, task };", '    return { held: false, why: "" };']],
      message:
        "autonomy-cases: request 6: the recorded session's request is the alice's model call; yours is the main agent's.",
    },
    {
      name: "the ready tasks from the last",
      checks: ["autonomy-cases"],
      edits: [
        ["for (const task of polled.ready)", "for (const task of [...polled.ready].reverse())"],
      ],
      message:
        'autonomy-cases: round 1: the recorded session sends "<claimed task=\\"2\\">Count the README\'s lines: The number of lines in README.md (wc -l).</claimed>" here; yours sends "<claimed task=\\"3\\">Check the README\'s title: README.md starts with a title line.</claimed>".',
    },
    {
      name: "the lead's claim",
      checks: ["autonomy-cases"],
      edits: [["claim(agent.tasks, task.id)", "claim(this.lead.tasks, task.id)"]],
      message:
        'autonomy-cases: round 2: TaskUpdate with {"taskId":"2","status":"completed"}: expected "#2 is completed. Unblocked: #1 Report the count.", got "Error: #2 is in progress, owned by lead: leave it to lead. Can start now: #3 Check the README\'s title." (an error).',
    },
    {
      name: "a claim whose answer is ignored (the reference's PR #123)",
      checks: ["autonomy-cases"],
      edits: [[HANDED, "      return this.hand(agent, task);\n"]],
      message:
        'autonomy-cases: round 1: the recorded session sends "<claimed task=\\"3\\">Check the README\'s title: README.md starts with a title line.</claimed>" here; yours sends "<claimed task=\\"2\\">Count the README\'s lines: The number of lines in README.md (wc -l).</claimed>".',
    },
    {
      name: "the claimed task not handed over",
      checks: ["autonomy-cases"],
      edits: [[HANDED, "      if (claimed.held) return;\n"]],
      message:
        "autonomy-cases: request 6: the recorded session's request is the alice's model call; yours is the main agent's.",
    },
    {
      name: "every ready task claimed",
      checks: ["autonomy-cases"],
      edits: [
        [
          HANDED,
          "      if (claimed.held) {\n        await this.hand(agent, claimed.task);\n        continue;\n      }\n",
        ],
      ],
      message:
        'autonomy-cases: round 1: yours sends "<claimed task=\\"3\\">Check the README\'s title: README.md starts with a title line.</claimed>" as the second of this message\'s 2 texts; the recorded session sends none here.',
    },
    {
      name: "a lost claim not shown",
      checks: ["autonomy-cases"],
      edits: [[SHOWN, ""]],
      message:
        "autonomy-cases: round 3: every request matches, but what the learner sees of autonomy differs from the recorded session's.",
    },
    {
      name: "a lost claim ends the poll",
      checks: ["autonomy-cases"],
      edits: [[SHOWN, `${SHOWN}      return;\n`]],
      message:
        "autonomy-cases: request 7: the recorded session's request is the bob's model call; yours is the main agent's.",
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    claim: [
      [
        "The task was seen ready before the lock was taken: read afresh here, it may not be ready any more (isReady(task, tasks)), and then the claim does not hold: return { held: false, why: notReady(task, tasks) }.",
        "a claim not checked again under the lock",
      ],
      ["Else it is the agent's: in progress (task.status),", "a claim left pending"],
      ["with store.agent as its owner (task.owner),", "a claim without its owner"],
      ["written to its file (writeTask(store.folder, task, stillLocked)).", "a claim not written"],
      ["Then the claim held: return { held: true, task }.", "a claim that says it did not hold"],
    ],
    poll: [
      [
        "Try the tasks seen ready at this pass's look (polled.ready) in their order,",
        "the ready tasks from the last",
      ],
      ["each claimed for agent (claim(agent.tasks, task.id)).", "the lead's claim"],
      [
        "Look at each answer: only a claim that held is the agent's task.",
        "a claim whose answer is ignored (the reference's PR #123)",
      ],
      [
        "The first that held is handed to it (return this.hand(agent, claimed.task)):",
        "the claimed task not handed over",
      ],
      ["it claims nothing more.", "every ready task claimed"],
      [
        'A claim that did not hold is another agent\'s task now: show it (this.session.ui.show({ kind: "autonomy:lost", task: `#${task.id} ${task.subject}`, why: claimed.why }))',
        "a lost claim not shown",
      ],
      ["and try the next.", "a lost claim ends the poll"],
    ],
  },
} satisfies LessonExpectations;
