/** What the cross-lesson tests expect of lesson v2 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

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
  badInputs: [
    {
      name: "TodoWrite: items is a string",
      tool: "TodoWrite",
      input: { items: "write tests" },
      expect: /^Error: items must be a list of tasks$/,
    },
    { name: "TodoWrite: no items", tool: "TodoWrite", input: {}, expect: /^Error: items must be a list of tasks$/ },
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
        items: Array.from({ length: 21 }, (_, i) => ({ content: `T${i}`, status: "pending", activeForm: "Doing" })),
      },
      expect: /^Error: Max 20 todos allowed$/,
    },
    {
      name: "an unknown tool (TodoRead)",
      tool: "TodoRead",
      input: {},
      expect: /^Error: Unknown tool: TodoRead\. Available tools: bash, read_file, write_file, edit_file, TodoWrite$/,
    },
  ],
  mistakes: [
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
      name: "a nag at 10 rounds instead of after 10",
      checks: ["nag"],
      edits: [["if (roundsWithoutTodo > 10) {", "if (roundsWithoutTodo >= 10) {"]],
      message: "nag: round 10: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    },
    {
      name: "a counter that never resets",
      checks: ["nag"],
      edits: [["roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;", "roundsWithoutTodo += 1;"]],
      message: "nag: round 14: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    },
    {
      name: "a rendering without its blank line",
      checks: ["todo-cases"],
      edits: [['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("]],
      message: "todo-cases: round 1:",
    },
  ],
} satisfies LessonExpectations;
