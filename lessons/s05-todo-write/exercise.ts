/** The exercise of lesson s05 (`pnpm exercise s05`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "todo_write, the reminder every third round, the verification note, the list sent as a string",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-write": {
      todo: `Replace the task list: todos is a list, or a string holding one in JSON (parseList it first);
anything else, a JSON string that holds no list too, is refused:
throw new Error("todos must be a list of {content, status} tasks").
Check the tasks in turn with checkTodo(task, i), which throws for the first bad one, and keep what it
returns (the checked tasks) in currentTodos.
Show them to the learner: session.ui.todos(lines, "## Current Tasks"), with one line per task:
{ text: \`[\${ICONS[t.status]}] \${t.content}\`, status: t.status, activity: t.content }.
Answer "Updated N tasks" (N: how many tasks the list holds); when needsVerification(currentTodos)
says so, add a blank line and VERIFY_NOTE: "Updated N tasks\\n\\nNOTE: …".
Show the note to the learner too: session.ui.reminder(VERIFY_NOTE).`,
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
      todo: `Task i (i from 0, its place in the list): first its content (none when the task is null), which must
be a non-empty string ("Task i: content must be a non-empty string"), then its status, which must be
one of STATUSES as it is, not lower-cased ("Task i: status must be pending, in_progress or completed,
not STATUS", STATUS as JSON.stringify writes it: "done" with its quotes, undefined when missing).
Return { content, status } with the content trimmed.`,
      stub: `throw new Error("checkTodo is not written yet");`,
    },
    counter: { todo: "" },
    nag: {
      todo: `The reminder: count the model rounds in a row without a todo_write call (usedTodo says whether this
round had one; a round with one sets the count back to 0), and on the 3rd such round push
{ type: "text", text: REMINDER } after this round's tool results.
Show it to the learner: session.ui.reminder(REMINDER).
The count is per request: a new message from the learner starts it again at 0 (declare the counter
where that holds).
Then start counting again at 0: it comes every third round.`,
    },
  },
  hints: {
    "todo-cases": [
      'todo-cases.json: one todo_write per round, each a case; the failure quotes the case\'s input and both answers. Some lists come as JSON strings: typeof todos === "string"? Parse it, then check what came out like any other list. A REMINDER in this check means your count does not go back to 0 on a round with a todo_write call: every round here has one.',
      "Some tasks break two rules at once: content is checked before status, and the tasks in turn, so the first bad task's first problem is the answer. The status is not lower-cased here (unlike s03), and the note goes only on 3 or more tasks, all completed, none a verification (/verif/i, any case).",
      'Nearly the answer: const list = typeof todos === "string" ? parseList(todos) : todos; if (!Array.isArray(list)) throw …; currentTodos = list.map(checkTodo); session.ui.todos(currentTodos.map((t) => ({ text: `[${ICONS[t.status]}] ${t.content}`, status: t.status, activity: t.content })), "## Current Tasks"); then the answer, and the note.',
    ],
    nag: [
      "nag.json holds two learner requests of echo rounds, with one todo_write in the first. The reminder comes on the 3rd round in a row without todo_write, after every tool_result of its round, and the count starts again after it.",
      "If the reminder comes one round early in the second request, your counter outlives the request: a variable declared inside agentLoop starts again at each call of it, that is, at each learner request.",
      'Nearly the answer: `let roundsWithoutTodo = 0;` first in agentLoop; after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo >= 3) { results.push({ type: "text", text: REMINDER }); session.ui.reminder(REMINDER); roundsWithoutTodo = 0; }',
    ],
    demo: [
      "demo.json is the lesson's whole session: todo-cases and nag pass, so look at what only the demo does, such as a todo_write next to other tools in one round, and the verification note once the list is closed out.",
      "Compare your screen with the lesson's: pnpm exercise s05 --run plays the demo on your file, pnpm lesson s05 on the lesson's.",
    ],
  },
} satisfies ExerciseSpec;
