/** The exercise of lesson s03 (`pnpm exercise s03`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "the todo with ids (checks, errors, rendering) and the per-request counter",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-update": {
      todo: `Check the list the model sent, keep it, show it, and return its rendering, as the reference's lesson 3
does: items must be an array ("items must be a list of tasks") of at most 20 ("Max 20 todos allowed", checked
before the items); then each item i, reading text (trimmed), status (lower-cased, "pending" when missing) and id
(String(i + 1) when missing) with field(): "Item ID: text required", "Item ID: invalid status 'STATUS'"; after
all items, "Only one task can be in_progress at a time". Throw each as new Error(text). Then keep the list in
this.items, show it (session.ui.todos) and return this.render().`,
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
      todo: `The reminder: count the model rounds in a row without a todo call (usedTodo says whether this round had
one) and from the 3rd on, send REMINDER with this round's tool results, as a text block, and show it
(session.ui.reminder). The count is per request: a new message from the learner starts it again. Declare the
counter where that holds.`,
    },
  },
  hints: [
    "todo-cases.json runs first. What differs from v2: the id (the item's position from 1 when it has none), the limit of 20 checked before any item, and error texts that name the id, not the position.",
    "nag.json holds two learner requests. If your reminder is still on at the start of the second one, your counter lives too long: a variable declared inside agentLoop starts again at each call of it, that is, at each learner request.",
    'Nearly the answer: `let roundsWithoutTodo = 0;` as the first line of agentLoop; after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo >= 3) { results.push({ type: "text", text: REMINDER }); session.ui.reminder(REMINDER); }',
  ],
} satisfies ExerciseSpec;
