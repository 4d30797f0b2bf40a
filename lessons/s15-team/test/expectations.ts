/** What the cross-lesson tests expect of lesson s15 (test/lesson-expectations.ts). */
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
const SEND =
  "      write(`${to}.jsonl`, inboxText(to, [...this.lines(to), JSON.stringify(message)]));";
const TAKE = "      write(`${name}.jsonl`, inboxText(name, this.lines(name).slice(count)));";

export default {
  tools: [...TASK_TOOLS, "spawn_teammate", "send_message", "read_inbox"],
  // A teammate's: no spawn_teammate (no nesting).
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox"],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks; a session's first message, when tasks are open.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A message handed to its reader before its next call, its markup escaped.
    /^<message from="[a-z][a-z0-9-]*" type="message">[^<>]*<\/message>$/,
  ],
  // Tool calls its demo means to fail.
  shownErrors: {
    "demo.json": [
      {
        round: 10,
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
      name: "send_message: to oneself",
      tool: "send_message",
      input: { to: "lead", content: "A note." },
      expect: /^Error: lead is you: write to another agent \(the team: lead\)\.$/,
    },
    {
      name: "spawn_teammate: a name that cannot name a file",
      tool: "spawn_teammate",
      input: { name: "../lead", role: "x", prompt: "y" },
      expect:
        /^Error: Invalid input for spawn_teammate: name: a short name in lower case \(a letter, then up to 15 letters, digits or -\), e\.g\. alice$/,
    },
    {
      name: "spawn_teammate: a name of 300 characters",
      tool: "spawn_teammate",
      input: { name: "a".repeat(300), role: "x", prompt: "y" },
      expect: /^Error: Invalid input for spawn_teammate: name: a short name in lower case/,
    },
    {
      name: "spawn_teammate: the lead's own name",
      tool: "spawn_teammate",
      input: { name: "lead", role: "x", prompt: "y" },
      expect: /^Error: lead is on the team already \(lead\): give another name\.$/,
    },
    {
      name: "an unknown tool (the todo tool of s05)",
      tool: "todo_write",
      input: { todos: [] },
      expect:
        /^Error: Unknown tool: todo_write\. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList, spawn_teammate, send_message, read_inbox$/,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "the wrong inbox: the sender's",
      checks: ["team-cases"],
      edits: [[SEND, SEND.replaceAll("to", "message.from")]],
      message:
        "team-cases: request 3, the alice's request: the recorded session sends a user message here; yours sends none.",
    },
    {
      name: "an inbox written with the new message alone",
      checks: ["team-cases"],
      edits: [
        [
          SEND,
          SEND.replace("[...this.lines(to), JSON.stringify(message)]", "[JSON.stringify(message)]"),
        ],
      ],
      message:
        'team-cases: request 3, the alice\'s request: the recorded session sends "<message from=\\"lead\\" type=\\"message\\">First, a plain message.</message>" as the first of this message\'s 2 texts; yours sends none.',
    },
    {
      name: "a new message in front",
      checks: ["team-cases"],
      edits: [
        [
          SEND,
          SEND.replace(
            "[...this.lines(to), JSON.stringify(message)]",
            "[JSON.stringify(message), ...this.lines(to)]",
          ),
        ],
      ],
      message:
        'team-cases: request 3, the alice\'s request: the recorded session sends "<message from=\\"lead\\" type=\\"message\\">First, a plain message.</message>" as the first of this message\'s 2 texts; yours as the second of this message\'s 2 texts.',
    },
    {
      name: "a message over several lines",
      checks: ["team-cases"],
      edits: [[SEND, SEND.replace("JSON.stringify(message)", "JSON.stringify(message, null, 2)")]],
      message:
        'team-cases: request 3, the alice\'s request: the recorded session sends "<message from=\\"lead\\" type=\\"message\\">First, a plain message.</message>" here; yours sends "<message from=\\"unknown\\" type=\\"message\\">(not a message: {)</message>".',
    },
    {
      name: "nothing taken out",
      checks: ["team-cases"],
      edits: [[TAKE, TAKE.replace(".slice(count)", "")]],
      message:
        "team-cases: round 1: read_inbox with no input: your answer differs from the recorded session's:",
    },
    {
      name: "messages handed over again",
      checks: ["team-cases"],
      edits: [
        [
          "this.mail.peek(agent.name).slice(agent.handed);\n    if",
          "this.mail.peek(agent.name);\n    if",
        ],
      ],
      message:
        'team-cases: round 1: yours sends "<message from=\\"alice\\" type=\\"message\\">first, while alice is at work</message>" after the tool results; the recorded session sends none here.',
    },
    {
      name: "the newest messages first",
      checks: ["team-cases"],
      edits: [
        [
          "  this.tell(agent, mail.map(messageText));",
          "  this.tell(agent, mail.map(messageText).reverse());",
        ],
      ],
      message:
        'team-cases: request 3, the alice\'s request: the recorded session sends "<message from=\\"lead\\" type=\\"message\\">First, a plain message.</message>" as the first of this message\'s 2 texts; yours as the second of this message\'s 2 texts.',
    },
    {
      name: "the content without who sent it",
      checks: ["team-cases"],
      edits: [
        [
          "  this.tell(agent, mail.map(messageText));",
          "  this.tell(agent, mail.map((m) => m.content));",
        ],
      ],
      message:
        'team-cases: request 3, the alice\'s request: the recorded session sends "<message from=\\"lead\\" type=\\"message\\">First, a plain message.</message>" here; yours sends "First, a plain message.".',
    },
    {
      name: "messages never handed over",
      checks: ["team-cases"],
      edits: [["  this.tell(agent, mail.map(messageText));\n", ""]],
      message:
        "team-cases: request 3, the alice's request: the recorded session sends a user message here; yours sends none.",
    },
    {
      name: "messages not counted as handed",
      checks: ["team-cases"],
      edits: [["    agent.handed += mail.length;\n    return true;", "    return true;"]],
      message:
        "team-cases: round 1: read_inbox with no input: your answer differs from the recorded session's:",
    },
    {
      name: "messages taken out before the call that carries them is answered",
      checks: ["team-cases"],
      edits: [
        [
          "    agent.handed += mail.length;\n    return true;",
          "    await this.mail.take(agent.name, mail.length);\n    return true;",
        ],
      ],
      message:
        'team-cases: round 5: bash with command as a string "cut -c1-60 .team/inbox/bob.…nfig.json": your answer differs from the recorded session\'s:',
    },
    {
      name: "a message that wakes no one",
      checks: ["team-cases"],
      edits: [
        [
          "    agent.handed += mail.length;\n    return true;",
          "    agent.handed += mail.length;\n    return false;",
        ],
      ],
      message:
        "team-cases: request 9: the recorded session's request is the alice's model call; yours is the bob's.",
    },
    {
      name: "the answered messages left in the inbox",
      checks: ["team-cases"],
      edits: [["  if (agent.handed > 0) await this.mail.take(agent.name, agent.handed);\n", ""]],
      message:
        "team-cases: round 1: read_inbox with no input: your answer differs from the recorded session's:",
    },
    {
      name: "the answered messages still counted as handed",
      checks: ["team-cases"],
      edits: [["agent.handed);\n    agent.handed = 0;\n", "agent.handed);\n"]],
      message:
        'team-cases: round 1: read_inbox with no input: expected "<message from=\\"alice\\" type=\\"message\\">first, while alice is at work</message>", got "No new messages.".',
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    send: [
      [
        "Add message at the end of the inbox of to, the file `${to}.jsonl`.",
        "the wrong inbox: the sender's",
      ],
      [
        "write(file, inboxText(to, lines)) writes the file whole: give it every line it has (this.lines(to)), then the new one,",
        "an inbox written with the new message alone",
      ],
      ["at the end, never in front (an inbox is read oldest first).", "a new message in front"],
      [
        "A line is a message: JSON.stringify(message), on one line.",
        "a message over several lines",
      ],
    ],
    take: [
      [
        "Take the first count messages out of the inbox of name, and only those (another process may add one while its reader's call runs): write the file again (write(`${name}.jsonl`, inboxText(name, lines))) with the lines after them.",
        "nothing taken out",
      ],
    ],
    deliver: [
      [
        "Hand agent the messages of its inbox (this.mail.peek(agent.name)) it was not handed yet: the first agent.handed of them are in its history already.",
        "messages handed over again",
      ],
      ["In the order they came,", "the newest messages first"],
      ["each as messageText(m),", "the content without who sent it"],
      ["into its history: this.tell(agent, texts).", "messages never handed over"],
      ["Count them as handed (agent.handed),", "messages not counted as handed"],
      [
        "and leave them in the inbox: they leave it once the call that carries them has been answered.",
        "messages taken out before the call that carries them is answered",
      ],
      [
        "Return true when there were any (they wake an idle agent), false when there were none.",
        "a message that wakes no one",
      ],
    ],
    answered: [
      [
        "What carried them has been answered: the messages agent was handed, the first agent.handed of its inbox, leave it now (this.mail.take).",
        "the answered messages left in the inbox",
      ],
      [
        "Then none is handed any more (agent.handed = 0).",
        "the answered messages still counted as handed",
      ],
    ],
  },
} satisfies LessonExpectations;
