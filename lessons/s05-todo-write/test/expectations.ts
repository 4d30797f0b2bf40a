/** What the cross-lesson tests expect of lesson s05 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  shownErrors: {
    "demo.json": [
      {
        round: 8,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "the sample's tests fail before the fix: the demo runs them first",
      },
    ],
  },
  badInputs: [
    {
      name: "todo_write: todos is a string",
      tool: "todo_write",
      input: { todos: "nope" },
      expect: /^Error: todos must be a list of \{content, status\} tasks/,
    },
    {
      name: "todo_write: an invalid status",
      tool: "todo_write",
      input: { todos: [{ content: "x", status: "done" }] },
      expect: /^Error: Task 0: status must be pending, in_progress or completed/,
    },
  ],
  // Each on the cassette that catches it soonest: todo-cases.json for todo_write, nag.json for the counter.
  mistakes: [
    {
      name: "a JSON string not parsed",
      checks: ["todo-cases"],
      edits: [
        [
          'const list = typeof todos === "string" ? parseList(todos) : todos;',
          "const list = todos;",
        ],
      ],
      message: "todo-cases: round 2: todo_write with todos as a string",
    },
    {
      name: "the tasks kept as sent, not as checked",
      checks: ["todo-cases"],
      edits: [
        ["currentTodos = list.map(checkTodo);", "list.forEach(checkTodo);\n  currentTodos = list;"],
      ],
      message:
        "todo-cases: round 17: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    },
    {
      name: "the panel without its title",
      checks: ["todo-cases"],
      edits: [['    "## Current Tasks",\n', ""]],
      message:
        "todo-cases: round 1: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    },
    {
      name: "the note without its blank line",
      checks: ["todo-cases"],
      edits: [["return `${result}\\n\\n${VERIFY_NOTE}`;", "return `${result}\\n${VERIFY_NOTE}`;"]],
      message:
        "todo-cases: round 18: todo_write with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "the note sent but not shown",
      checks: ["todo-cases"],
      edits: [["  session.ui.reminder(VERIFY_NOTE);\n", ""]],
      message:
        "todo-cases: round 18: every request matches, but the reminders on the learner's screen differ from the recorded session's.",
    },
    {
      name: "a verification step found only with a capital V",
      checks: ["todo-cases"],
      edits: [
        [
          "!todos.some((t) => /verif/i.test(t.content))",
          "!todos.some((t) => /Verif/.test(t.content))",
        ],
      ],
      message:
        "todo-cases: round 20: todo_write with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "JSON.parse's own error for a string that is not JSON",
      checks: ["todo-cases"],
      edits: [
        [
          '    try {\n      return JSON.parse(text);\n    } catch {\n      throw new Error(\n        "todos must be a list of {content, status} tasks; got a string that is not JSON",\n      );\n    }\n',
          "    return JSON.parse(text);\n",
        ],
      ],
      message:
        'todo-cases: round 3: todo_write with todos as a string "read the code, then write tests": expected "Error: todos must be a list of {content, status} tasks; got a string that is not JSON" (an error), got "Error: Unexpected token',
    },
    {
      name: "the status checked before the content",
      checks: ["todo-cases"],
      edits: [
        [
          '    if (typeof content !== "string" || !content.trim())\n      throw new Error(`Task ${i}: content must be a non-empty string`);\n',
          "",
        ],
        [
          "    return { content: content.trim(), status: status as Status };",
          '    if (typeof content !== "string" || !content.trim())\n      throw new Error(`Task ${i}: content must be a non-empty string`);\n    return { content: content.trim(), status: status as Status };',
        ],
      ],
      message:
        'todo-cases: round 11: todo_write with 1 item [{"content":" ","status":"done"}]: expected "Error: Task 0: content must be a non-empty string" (an error), got "Error: Task 0: status must be pending, in_progress or completed, not \\"done\\"" (an error).',
    },
    {
      name: "the content not trimmed",
      checks: ["todo-cases"],
      edits: [
        [
          "return { content: content.trim(), status: status as Status };",
          "return { content, status: status as Status };",
        ],
      ],
      message:
        "todo-cases: round 17: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    },
    {
      name: "a reminder on the 4th round",
      checks: ["nag"],
      edits: [["if (roundsWithoutTodo >= 3) {", "if (roundsWithoutTodo > 3) {"]],
      message:
        "nag: round 3: the recorded session sends REMINDER after the tool results; yours sends none.",
    },
    {
      name: "a reminder sent but not shown",
      checks: ["nag"],
      edits: [["      session.ui.reminder(REMINDER);\n", ""]],
      message:
        "nag: round 3: every request matches, but the reminders on the learner's screen differ from the recorded session's.",
    },
    {
      name: "a counter kept for the whole session",
      checks: ["nag"],
      edits: [
        [
          "  let roundsWithoutTodo = 0; // rounds in a row without todo_write, counted within this request\n",
          "",
        ],
        [
          "let currentTodos: Todo[] = [];\n",
          "let currentTodos: Todo[] = [];\nlet roundsWithoutTodo = 0;\n",
        ],
      ],
      message:
        "nag: round 30: yours sends REMINDER after the tool results; the recorded session sends none here.",
    },
    {
      name: "a counter that does not start again after the reminder",
      checks: ["nag"],
      edits: [
        [
          "      roundsWithoutTodo = 0; // and count again: the reminder comes every third round\n",
          "",
        ],
      ],
      message:
        "nag: round 4: yours sends REMINDER after the tool results; the recorded session sends none here.",
    },
  ],
  audit: {
    "todo-write": [
      [
        'Replace the task list: todos is a list, or a string holding one in JSON (parseList it first); anything else, a JSON string that holds no list too, is refused: throw new Error("todos must be a list of {content, status} tasks").',
        "a JSON string not parsed",
      ],
      [
        "Check the tasks in turn with checkTodo(task, i), which throws for the first bad one, and keep what it returns (the checked tasks) in currentTodos.",
        "the tasks kept as sent, not as checked",
      ],
      [
        'Show them to the learner: session.ui.todos(lines, "## Current Tasks"), with one line per task: { text: `[${ICONS[t.status]}] ${t.content}`, status: t.status, activity: t.content }.',
        "the panel without its title",
      ],
      [
        'Answer "Updated N tasks" (N: how many tasks the list holds); when needsVerification(currentTodos) says so, add a blank line and VERIFY_NOTE: "Updated N tasks\\n\\nNOTE: …".',
        "the note without its blank line",
      ],
      [
        "Show the note to the learner too: session.ui.reminder(VERIFY_NOTE).",
        "the note sent but not shown",
      ],
    ],
    verify: [
      [
        "As the real tool: 3 or more tasks, all completed, and none of them a verification step (/verif/i).",
        "a verification step found only with a capital V",
      ],
    ],
    "parse-list": [
      [
        'The list sent as a JSON string: parse it; when it is not JSON, "todos must be a list of {content, status} tasks; got a string that is not JSON".',
        "JSON.parse's own error for a string that is not JSON",
      ],
    ],
    "todo-check": [
      [
        'Task i (i from 0, its place in the list): first its content (none when the task is null), which must be a non-empty string ("Task i: content must be a non-empty string"), then its status, which must be one of STATUSES as it is, not lower-cased ("Task i: status must be pending, in_progress or completed, not STATUS", STATUS as JSON.stringify writes it: "done" with its quotes, undefined when missing).',
        "the status checked before the content",
      ],
      ["Return { content, status } with the content trimmed.", "the content not trimmed"],
    ],
    nag: [
      [
        'The reminder: count the model rounds in a row without a todo_write call (usedTodo says whether this round had one; a round with one sets the count back to 0), and on the 3rd such round push { type: "text", text: REMINDER } after this round\'s tool results.',
        "a reminder on the 4th round",
      ],
      ["Show it to the learner: session.ui.reminder(REMINDER).", "a reminder sent but not shown"],
      [
        "The count is per request: a new message from the learner starts it again at 0 (declare the counter where that holds).",
        "a counter kept for the whole session",
      ],
      [
        "Then start counting again at 0: it comes every third round.",
        "a counter that does not start again after the reminder",
      ],
    ],
  },
} satisfies LessonExpectations;
