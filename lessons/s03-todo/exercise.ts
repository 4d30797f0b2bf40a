/** The exercise of lesson s03 (`pnpm exercise s03`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the todo with ids (checks, errors, rendering) and the per-request counter",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-update": {
      todo: `Check the items the model sent as the reference's lesson 3 does, in this order, and throw the first
failure as new Error(TEXT) (the dispatch sends it as "Error: TEXT", an error result).
(1) items is an array, else "items must be a list of tasks"; (2) at most 20 of them, else
"Max 20 todos allowed": both before any item is looked at.
(3) Then each item in turn, item i read with field(item, key, fallback): text (trimmed), status
(lower-cased, "pending" when missing), id (String(i + 1) when missing).
Its text must not be empty ("Item ID: text required"), then its status must be one of STATUSES
("Item ID: invalid status 'STATUS'").
(4) Only after all items: at most one in_progress, else "Only one task can be in_progress at a time".
Keep the checked items ({ id, text, status }) in this.items (this.render() reads them there) and return
this.render().
Show them to the learner: session.ui.todos(lines), with one line per item:
{ text: renderItem(item), status: item.status, activity: item.text }.`,
      stub: `throw new Error("TodoManager.update is not written yet");`,
    },
    "todo-render": {
      todo: `What the model sees: one line per item (renderItem), a blank line, then "(DONE/TOTAL completed)";
"No todos." when the list is empty.`,
      stub: `throw new Error("TodoManager.render is not written yet");`,
    },
    "todo-render-item": {
      todo: `"[ ] #ID: TEXT" when pending, "[>] #ID: TEXT" when in progress, "[x] #ID: TEXT" when completed.`,
      stub: `throw new Error("renderItem is not written yet");`,
    },
    counter: { todo: "" },
    nag: {
      todo: `The reminder: count the model rounds in a row without a todo call (usedTodo says whether this round
had one; a round with one sets the count back to 0), and from the 3rd such round on, every round, push
{ type: "text", text: REMINDER } after this round's tool results.
Show it to the learner each time: session.ui.reminder(REMINDER).
The count is per request: a new message from the learner starts it again at 0.
Declare the counter where that holds.`,
    },
  },
  hints: {
    "todo-cases": [
      "todo-cases.json: one todo call per round, each a case; the failure quotes the case's input and both answers. What differs from v2: the id (#ID, the item's position from 1 when it has none), the limit of 20 checked before any item, and error texts that name the id. A REMINDER in this check means your count does not go back to 0 on a round with a todo call: every round here has one.",
      "The order of the checks is the case: some items break two rules at once. An array first (a long string is not a list, whatever its length), then the limit, then each item in turn, its text before its status, and the single in_progress only after the loop. A panel that differs: session.ui.todos takes lines, { text: renderItem(item), status, activity }, not the items.",
      'Nearly the answer: if (!Array.isArray(items)) throw new Error("items must be a list of tasks"); if (items.length > 20) throw new Error("Max 20 todos allowed"); then items.forEach((item, i) => { const text = field(item, "text", "").trim(); const status = field(item, "status", "pending").toLowerCase(); const id = field(item, "id", String(i + 1)); … }) and after it the in_progress count.',
    ],
    nag: [
      "nag.json holds two learner requests of echo rounds, with one todo call in the first. The reminder comes from the 3rd round in a row without a todo call, every round after, and after every tool_result of its round.",
      "If your reminder still comes at the start of the second request, your counter lives too long: a variable declared inside agentLoop starts again at each call of it, that is, at each learner request.",
      'Nearly the answer: `let roundsWithoutTodo = 0;` as the first line of agentLoop; after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo >= 3) { results.push({ type: "text", text: REMINDER }); session.ui.reminder(REMINDER); }',
    ],
    demo: [
      "demo.json is the lesson's whole session: todo-cases and nag pass, so look at what only the demo does, such as a todo call next to another tool in one round (usedTodo) and the panel after each update.",
      "Compare your screen with the lesson's: pnpm exercise s03 --run plays the demo on your file, pnpm lesson s03 on the lesson's.",
    ],
  },
} satisfies ExerciseSpec;
