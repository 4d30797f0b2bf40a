/** What the cross-lesson tests expect of lesson s15 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/lesson-expectations";

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

export default {
  tools: [...TASK_TOOLS, "spawn_teammate", "send_message", "read_inbox", "shutdown_request"],
  // A teammate's: no spawn_teammate (no nesting), no shutdown_request; shutdown_response to answer one.
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox", "shutdown_response"],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks; a session's first message, when tasks are open.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A message handed to its reader before its next call.
    /^<message from="[a-z][a-z0-9-]*" type="(message|shutdown_request|shutdown_response)"( request_id="stop-\d+")?( approve="(true|false)")?>[^]*<\/message>$/,
    // A ready task an idle teammate has claimed.
    /^<claimed>#\d+ .+ is yours, in progress: [^]*<\/claimed>$/,
  ],
  // Tool calls its demo means to fail.
  shownErrors: {
    "demo.json": [
      {
        round: 11,
        tool: "bash",
        result: /usage: node bin\/convert\.js <degrees> <C\|F>\n\(exit code 1\)$/,
        why: "the teammate checks that the command line refuses a word where a number belongs: the usage line and exit 1 are the behaviour its task asked for",
      },
    ],
  },
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [
    {
      name: "send_message: to an agent not on the team",
      tool: "send_message",
      input: { to: "nobody", content: "Are you there?" },
      expect: /^Error: No agent named "nobody" on the team\. The team: lead\.$/,
    },
    {
      name: "send_message: nothing to say",
      tool: "send_message",
      input: { to: "lead", content: "  " },
      expect: /^Error: Invalid input for send_message: content: say something$/,
    },
    {
      name: "spawn_teammate: a name that cannot name a file",
      tool: "spawn_teammate",
      input: { name: "../lead", role: "x", prompt: "y" },
      expect: /^Error: Invalid input for spawn_teammate: name: a short name in lower case, e\.g\. alice$/,
    },
    {
      name: "shutdown_request: a teammate there is not",
      tool: "shutdown_request",
      input: { to: "alice" },
      expect: /^Error: No agent named "alice" on the team\. The team: lead\.$/,
    },
    {
      name: "shutdown_response: a request that was never made",
      tool: "shutdown_response",
      input: { request_id: "stop-9", approve: "yes" },
      expect: /^Error: Invalid input for shutdown_response: approve: .*expected boolean/,
    },
    {
      name: "an unknown tool (the todo tool of s05)",
      tool: "todo_write",
      input: { todos: [] },
      expect:
        /^Error: Unknown tool: todo_write\. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList, spawn_teammate, send_message, read_inbox, shutdown_request, shutdown_response$/,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "the wrong inbox: the sender's",
      checks: ["team-cases"],
      edits: [
        [
          "      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]);",
          "      write(`${message.from}.jsonl`, [...this.lines(message.from), JSON.stringify(message)]);",
        ],
      ],
      message:
        'team-cases: round 1: the recorded session sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" after the tool results; yours sends none.',
    },
    {
      name: "an inbox written with the new message alone",
      checks: ["demo"],
      edits: [
        [
          "      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]);",
          "      write(`${to}.jsonl`, [JSON.stringify(message)]);",
        ],
      ],
      message:
        'demo: round 6: the recorded session sends "<message from=\\"alice\\" type=\\"shutdown_response\\" request_id=\\"stop-1\\" approve=\\"true\\">Stopping.</message>" after the tool results; yours sends none.',
    },
    {
      name: "a new message in front",
      checks: ["demo"],
      edits: [
        [
          "      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]);",
          "      write(`${to}.jsonl`, [JSON.stringify(message), ...this.lines(to)]);",
        ],
      ],
      message: "demo: round 6: this message differs from the recorded session's:",
    },
    {
      name: "a message over several lines",
      checks: ["team-cases"],
      edits: [
        [
          "      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]);",
          "      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message, null, 2)]);",
        ],
      ],
      message:
        'team-cases: round 1: the recorded session sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" here; yours sends "<message from=\\"unknown\\" type=\\"message\\">(not a message: {)</message>".',
    },
    {
      name: "nothing taken out",
      checks: ["team-cases"],
      edits: [
        [
          "      write(`${name}.jsonl`, this.lines(name).slice(count));",
          "      write(`${name}.jsonl`, this.lines(name));",
        ],
      ],
      message:
        'team-cases: round 2: yours sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" after the tool results; the recorded session sends none here.',
    },
    {
      name: "the whole inbox taken out",
      checks: ["team-cases"],
      edits: [["      write(`${name}.jsonl`, this.lines(name).slice(count));", "      write(`${name}.jsonl`, []);"]],
      message:
        'team-cases: round 2: the recorded session sends "<message from=\\"alice\\" type=\\"message\\">second, after bob read his inbox</message>" after the tool results; yours sends none.',
    },
    {
      name: "the newest messages first",
      checks: ["demo"],
      edits: [["  tell(agent, mail.map(messageText));", "  tell(agent, mail.map(messageText).reverse());"]],
      message: "demo: round 6: this message differs from the recorded session's:",
    },
    {
      name: "the content without who sent it",
      checks: ["team-cases"],
      edits: [["  tell(agent, mail.map(messageText));", "  tell(agent, mail.map((m) => m.content));"]],
      message:
        'team-cases: round 1: the recorded session sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" here; yours sends "lead asks you to stop.".',
    },
    {
      name: "messages taken out but never handed over",
      checks: ["team-cases"],
      edits: [["  tell(agent, mail.map(messageText));\n", ""]],
      message:
        'team-cases: round 1: the recorded session sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" after the tool results; yours sends none.',
    },
    {
      name: "messages handed over and left in the inbox",
      checks: ["team-cases"],
      edits: [["  await MAIL.take(agent.name, mail.length);\n  return true;", "  return true;"]],
      message:
        'team-cases: round 2: yours sends "<message from=\\"lead\\" type=\\"shutdown_request\\" request_id=\\"stop-1\\">lead asks you to stop.</message>" after the tool results; the recorded session sends none here.',
    },
    {
      name: "a message that wakes no one",
      checks: ["team-cases"],
      edits: [
        [
          "  await MAIL.take(agent.name, mail.length);\n  return true;",
          "  await MAIL.take(agent.name, mail.length);\n  return false;",
        ],
      ],
      message:
        "team-cases: request 20: the recorded session's request is the main agent's model call; yours is the bob's.",
    },
    {
      name: "the last ready task first",
      checks: ["demo"],
      edits: [["      const task = inOrder(tasks).find(", "      const task = inOrder(tasks).findLast("]],
      message: 'demo: round 2: the recorded session sends "<claimed>#2 Test src/convert.js is yours, in progress:',
    },
    {
      name: "a task claimed whatever its status",
      checks: ["team-cases"],
      edits: [
        [
          '(t) => t.status === "pending" && !t.owner && openBlockers(t, tasks).length === 0',
          "(t) => !t.owner && openBlockers(t, tasks).length === 0",
        ],
      ],
      message:
        "team-cases: <file> called the model again after its last answer (request 23; the recorded session makes 22).",
    },
    {
      name: "a task given to another claimed",
      checks: ["team-cases"],
      edits: [
        [
          '(t) => t.status === "pending" && !t.owner && openBlockers(t, tasks).length === 0',
          '(t) => t.status === "pending" && openBlockers(t, tasks).length === 0',
        ],
      ],
      message:
        'team-cases: round 3: the recorded session sends "<claimed>#4 Write done.txt is yours, in progress: done.txt: one line, done.</claimed>" here; yours sends "<claimed>#2 Write todo.txt is yours, in progress: todo.txt: one line, milk.</claimed>".',
    },
    {
      name: "a blocked task claimed",
      checks: ["team-cases"],
      edits: [
        [
          '(t) => t.status === "pending" && !t.owner && openBlockers(t, tasks).length === 0',
          '(t) => t.status === "pending" && !t.owner',
        ],
      ],
      message:
        'team-cases: round 3: the recorded session sends "<claimed>#4 Write done.txt is yours, in progress: done.txt: one line, done.</claimed>" here; yours sends "<claimed>#3 Write all.txt is yours, in progress: all.txt: the lines of notes.txt.</claimed>".',
    },
    {
      name: "a claim with no owner",
      checks: ["team-cases"],
      edits: [["      task.owner = this.agent;\n      writeTask", "      writeTask"]],
      message:
        'team-cases: round 4: TaskGet with taskId as a string "4": your answer differs from the recorded session\'s:',
    },
    {
      name: "a claim not written",
      checks: ["team-cases"],
      edits: [["      writeTask(this.folder, task, stillLocked);\n      return task;", "      return task;"]],
      message:
        'team-cases: round 4: TaskGet with taskId as a string "4": your answer differs from the recorded session\'s:',
    },
    {
      name: "a claimed task left pending",
      checks: ["team-cases"],
      edits: [['      task.status = "in_progress";\n      task.owner', "      task.owner"]],
      message:
        'team-cases: round 4: TaskGet with taskId as a string "4": your answer differs from the recorded session\'s:',
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    send: [
      ["Add message at the end of the inbox of to, the file `${to}.jsonl`.", "the wrong inbox: the sender's"],
      [
        "write(file, lines) writes the file whole: give it every line it has (this.lines(to)), then the new one,",
        "an inbox written with the new message alone",
      ],
      ["at the end, never in front (an inbox is read oldest first).", "a new message in front"],
      ["A line is a message: JSON.stringify(message), on one line.", "a message over several lines"],
    ],
    take: [
      [
        "Take the first count messages out of the inbox of name: write the file again (write(`${name}.jsonl`, lines)) with the lines after them.",
        "nothing taken out",
      ],
      [
        "Only those: a message that came after its reader looked is not in its history yet, and stays for its next turn.",
        "the whole inbox taken out",
      ],
    ],
    deliver: [
      [
        "Hand agent the messages waiting in its inbox (MAIL.peek(agent.name)), in the order they came,",
        "the newest messages first",
      ],
      ["each as messageText(m),", "the content without who sent it"],
      ["into its history: tell(agent, texts).", "messages taken out but never handed over"],
      [
        "Then take them out of the inbox, as many as were handed over (MAIL.take).",
        "messages handed over and left in the inbox",
      ],
      [
        "Return true when there were any (they wake an idle agent), false when there were none.",
        "a message that wakes no one",
      ],
    ],
    claim: [
      ["The first ready task in id order (inOrder(tasks)):", "the last ready task first"],
      ["pending,", "a task claimed whatever its status"],
      ["with no owner (a task given to another agent is theirs),", "a task given to another claimed"],
      ["and no open blocker (openBlockers(t, tasks) is empty).", "a blocked task claimed"],
      ["None: return undefined.", "a task claimed whatever its status"],
      ['Make it this agent\'s: status "in_progress"', "a claimed task left pending"],
      ["and owner this.agent,", "a claim with no owner"],
      ["written to its file (writeTask(this.folder, task, stillLocked)), and return it.", "a claim not written"],
    ],
  },
} satisfies LessonExpectations;
