/** What the cross-lesson tests expect of lesson v2 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

/** `{a: {a: … {a: "deep"}}}`, `depth` levels down. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: "deep" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "TodoWrite"],
  reminders: [
    "<reminder>Use TodoWrite for multi-step tasks.</reminder>",
    "<reminder>10+ turns without todo update. Please update todos.</reminder>",
  ],
  shownErrors: {
    "demo.json": [
      {
        round: 4,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "the sample's tests fail before the fix: the demo runs them first",
      },
    ],
  },
  badInputs: [
    {
      name: "TodoWrite: items is a string",
      tool: "TodoWrite",
      input: { items: "write tests" },
      expect: /^Error: items must be a list of tasks$/,
    },
    {
      name: "TodoWrite: no items",
      tool: "TodoWrite",
      input: {},
      expect: /^Error: items must be a list of tasks$/,
    },
    {
      name: "TodoWrite: nested 300 deep",
      tool: "TodoWrite",
      input: { items: [nested(300)] },
      expect: /^Error: Item 0: content required$/,
    },
    {
      name: "TodoWrite: 21 items",
      tool: "TodoWrite",
      input: {
        items: Array.from({ length: 21 }, (_, i) => ({
          content: `T${i}`,
          status: "pending",
          activeForm: "Doing",
        })),
      },
      expect: /^Error: Max 20 todos allowed$/,
    },
    {
      name: "an unknown tool (TodoRead)",
      tool: "TodoRead",
      input: {},
      expect:
        /^Error: Unknown tool: TodoRead\. Available tools: bash, read_file, write_file, edit_file, TodoWrite$/,
    },
  ],
  mistakes: [
    {
      name: "an error thrown as a ToolError",
      checks: ["todo-cases"],
      edits: [
        [
          'throw new Error("Max 20 todos allowed");',
          'throw new ToolError("Max 20 todos allowed");',
        ],
      ],
      message:
        'todo-cases: round 7: TodoWrite with 21 items: expected "Error: Max 20 todos allowed" (an error), got "Max 20 todos allowed" (an error).',
    },
    {
      name: "no check that items is an array",
      checks: ["todo-cases"],
      edits: [
        ['    if (!Array.isArray(items)) throw new Error("items must be a list of tasks");\n', ""],
      ],
      message:
        'todo-cases: round 22: TodoWrite with items as a string "write tests": expected "Error: items must be a list of tasks" (an error), got "Error: items.forEach is not a function" (an error).',
    },
    {
      name: "activeForm checked before status",
      checks: ["todo-cases"],
      edits: [
        [
          "        if (!isStatus(status)) throw new Error(`Item ${i}: invalid status '${status}'`);\n        if (!activeForm) throw new Error(`Item ${i}: activeForm required`);\n",
          "        if (!activeForm) throw new Error(`Item ${i}: activeForm required`);\n        if (!isStatus(status)) throw new Error(`Item ${i}: invalid status '${status}'`);\n",
        ],
      ],
      message:
        'todo-cases: round 20: TodoWrite with 1 item [{"content":"A","status":"done"}]: expected "Error: Item 0: invalid status \'done\'" (an error), got "Error: Item 0: activeForm required" (an error).',
    },
    {
      name: "the single in_progress checked item by item",
      checks: ["todo-cases"],
      edits: [
        [
          '      if (status === "in_progress") inProgress += 1;\n',
          '      if (status === "in_progress") inProgress += 1;\n      if (inProgress > 1) throw new Error("Only one task can be in_progress at a time");\n',
        ],
      ],
      message:
        'todo-cases: round 17: TodoWrite with 3 items: expected "Error: Item 2: invalid status \'done\'" (an error), got "Error: Only one task can be in_progress at a time" (an error).',
    },
    {
      name: "the panel shows the content alone",
      checks: ["todo-cases"],
      edits: [
        ["({ text: renderItem(t), status: t.status,", "({ text: t.content, status: t.status,"],
      ],
      message:
        "todo-cases: round 1: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    },
    {
      name: "a rendering without its blank line",
      checks: ["todo-cases"],
      edits: [['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("]],
      message:
        "todo-cases: round 1: TodoWrite with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "a task in progress without its activeForm",
      checks: ["todo-cases"],
      edits: [
        ["return `[>] ${item.content} <- ${item.activeForm}`;", "return `[>] ${item.content}`;"],
      ],
      message:
        "todo-cases: round 1: TodoWrite with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "a counter that never resets",
      checks: ["nag"],
      edits: [
        ["roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;", "roundsWithoutTodo += 1;"],
      ],
      message:
        "nag: round 14: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    },
    {
      name: "a counter kept per request",
      checks: ["nag"],
      edits: [
        ["let roundsWithoutTodo = 0;\n", ""],
        [
          "async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {\n",
          "async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {\n  let roundsWithoutTodo = 0;\n",
        ],
      ],
      message:
        "nag: round 28: the recorded session sends NAG_REMINDER after the tool results; yours sends none.",
    },
    {
      name: "a nag at 10 rounds instead of after 10",
      checks: ["nag"],
      edits: [["if (roundsWithoutTodo > 10) {", "if (roundsWithoutTodo >= 10) {"]],
      message:
        "nag: round 10: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    },
    {
      name: "the reminder before the tool results",
      checks: ["nag"],
      edits: [
        [
          'results.push({ type: "text", text: NAG_REMINDER });',
          'results.unshift({ type: "text", text: NAG_REMINDER });',
        ],
      ],
      message:
        "nag: round 11: the API would reject this request: messages.22.content.1: tool_result blocks must come before any other content in the user turn",
    },
    {
      name: "no reminder shown",
      checks: ["nag"],
      edits: [
        ["      session.ui.reminder(NAG_REMINDER);\n", ""],
        ["      session.ui.reminder(INITIAL_REMINDER);\n", ""],
      ],
      message:
        "nag: start: every request matches, but the reminders on the learner's screen differ from the recorded session's.",
    },
    {
      name: "INITIAL_REMINDER on every message",
      checks: ["nag"],
      edits: [["    if (history.length === 0) {\n", "    {\n"]],
      message: "nag: round 27: yours sends INITIAL_REMINDER",
    },
  ],
  audit: {
    "todo-update": [
      [
        'Check the list the model sent, rule by rule in the order below; at the first rule it breaks, throw new Error(TEXT): runTool answers the model "Error: TEXT" as an error.',
        "an error thrown as a ToolError",
      ],
      [
        'First, items is an array, else "items must be a list of tasks".',
        "no check that items is an array",
      ],
      [
        'Then each item i (from 0), its fields read with field(item, key, fallback): content (trimmed), status (lower-cased, "pending" when missing) and activeForm (trimmed). Its rules, in this order: "Item i: content required" (content empty), "Item i: invalid status \'STATUS\'" (STATUS as read, not one of STATUSES), "Item i: activeForm required" (activeForm empty).',
        "activeForm checked before status",
      ],
      [
        'After all the items: "Max 20 todos allowed" (more than 20 items), then "Only one task can be in_progress at a time" (more than one).',
        "the single in_progress checked item by item",
      ],
      [
        "Then keep the checked list in this.items, show it to the learner with session.ui.todos(lines), one line per item: { text: renderItem(item), status: item.status, activity: item.activeForm }, and return this.render().",
        "the panel shows the content alone",
      ],
    ],
    "todo-render": [
      [
        'What the model sees: one line per item (renderItem), a blank line, then "(DONE/TOTAL completed)", DONE the number of completed items; "No todos." when the list is empty.',
        "a rendering without its blank line",
      ],
    ],
    "todo-render-item": [
      [
        '"[x] CONTENT" when completed, "[>] CONTENT <- ACTIVEFORM" when in progress, "[ ] CONTENT" when pending.',
        "a task in progress without its activeForm",
      ],
    ],
    nag: [
      [
        "The nag. roundsWithoutTodo counts the model rounds in a row without a TodoWrite call (usedTodo says whether this round had one): a round with one sets it back to 0.",
        "a counter that never resets",
      ],
      [
        "Declare it once, outside agentLoop (let roundsWithoutTodo = 0;): the count goes on from one request of the learner to the next, for the whole session.",
        "a counter kept per request",
      ],
      ["When it is more than 10,", "a nag at 10 rounds instead of after 10"],
      [
        'push { type: "text", text: NAG_REMINDER } after this round\'s tool results (the API rejects text before them),',
        "the reminder before the tool results",
      ],
      ["and show it: session.ui.reminder(NAG_REMINDER).", "no reminder shown"],
    ],
    "initial-reminder": [
      [
        "The session's first message (history.length === 0), and no other, also carries INITIAL_REMINDER: a text block of its own, before the learner's text.",
        "INITIAL_REMINDER on every message",
      ],
      ["The learner sees it: session.ui.reminder(INITIAL_REMINDER).", "no reminder shown"],
    ],
  },
} satisfies LessonExpectations;
