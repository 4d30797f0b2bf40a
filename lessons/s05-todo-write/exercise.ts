/** The exercise of lesson s05 (`pnpm exercise s05`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "todo_write, the reminder every third round, the verification note, the list sent as a string",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-write": {
      todo: `Replace the task list. todos is a list, or a string holding one in JSON (parseList); anything else:
"todos must be a list of {content, status} tasks". Check each task with checkTodo, keep the list in
currentTodos, show it (session.ui.todos(lines, "## Current Tasks")) and answer "Updated N tasks"; when
needsVerification says so, add a blank line and VERIFY_NOTE to the answer (and show it: session.ui.reminder).`,
      stub: `throw new Error("todoWrite is not written yet");`,
    },
    verify: {
      todo: `As the real tool: 3 or more tasks, all completed, and none of them a verification step (/verif/i).`,
      stub: `throw new Error("needsVerification is not written yet");`,
    },
    "parse-list": {
      todo: `The list sent as a JSON string: parse it; when it is not JSON,
"todos must be a list of {content, status} tasks; got a string that is not JSON".`,
      stub: `throw new Error("parseList is not written yet");`,
    },
    "todo-check": {
      todo: `Task i: content must be a non-empty string ("Task i: content must be a non-empty string"), status one of
STATUSES ("Task i: status must be pending, in_progress or completed, not STATUS", STATUS as JSON.stringify
writes it). Return the task with its content trimmed.`,
      stub: `throw new Error("checkTodo is not written yet");`,
    },
    counter: { todo: "" },
    nag: {
      todo: `The reminder: count the model rounds in a row without a todo_write call, within this request (usedTodo
says whether this round had one); on the 3rd, send REMINDER with this round's tool results, as a text block,
show it (session.ui.reminder), and start counting again: it comes every third round.`,
    },
  },
  hints: [
    'todo-cases.json runs first: one todo_write per round, the lists sent as JSON strings among them. typeof todos === "string"? Parse it, then check what came out like any other list.',
    "The note goes only on a list of 3 or more tasks, all completed, none of them a verification. The reminder is s03's with one line more: once it is sent, the counter goes back to 0.",
    'Nearly the answer, for the reminder: `let roundsWithoutTodo = 0;` first in agentLoop; after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo >= 3) { results.push({ type: "text", text: REMINDER }); session.ui.reminder(REMINDER); roundsWithoutTodo = 0; }',
  ],
} satisfies ExerciseSpec;
