/** The exercise of lesson v2 (`pnpm exercise v2`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "TodoManager (its checks, errors and rendering), the nag counter, where the reminders go",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-update": {
      todo: `Check the list the model sent, keep it, show it, and return its rendering. Check as the reference does,
in this order: items must be an array ("items must be a list of tasks"); then each item i (from 0), reading
content (trimmed), status (lower-cased, "pending" when missing) and activeForm (trimmed) with field():
"Item i: content required", "Item i: invalid status 'STATUS'", "Item i: activeForm required"; after all items,
"Max 20 todos allowed", then "Only one task can be in_progress at a time". Throw each as new Error(text).
Then keep the list in this.items, show it (session.ui.todos) and return this.render().`,
      stub: `throw new Error("TodoManager.update is not written yet");`,
    },
    "todo-render": {
      todo: `What the model sees: one line per item (renderItem), a blank line, then "(DONE/TOTAL completed)";
"No todos." when the list is empty.`,
      stub: `throw new Error("TodoManager.render is not written yet");`,
    },
    "todo-render-item": {
      todo: `"[x] CONTENT" when completed, "[>] CONTENT <- ACTIVEFORM" when in progress, "[ ] CONTENT" when pending.`,
      stub: `throw new Error("renderItem is not written yet");`,
    },
    counter: { todo: "" },
    nag: {
      todo: `The nag: count the model rounds in a row without a TodoWrite call (usedTodo says whether this round had
one), counted across the whole session; once more than 10 went by, send NAG_REMINDER with this round's tool
results, as a text block, and show it (session.ui.reminder).`,
    },
    "initial-reminder": {
      todo: `The session's very first message also carries INITIAL_REMINDER, as a text block of its own next to the
learner's text (and the learner sees it: session.ui.reminder).`,
    },
  },
  hints: [
    "todo-cases.json runs first: one TodoWrite per round, each answer quoted when yours differs. field(item, key, fallback) reads a field as the reference does (null and missing give the fallback).",
    'Items are checked one by one (content, status, activeForm), and the limit of 20 and the single in_progress only after all of them. Reminders are text blocks: { type: "text", text: NAG_REMINDER } goes after every tool_result of the round (the API rejects text before them); INITIAL_REMINDER goes before the learner\'s text, in the first message only (history.length === 0).',
    'Nearly the answer, for the nag: `let roundsWithoutTodo = 0;` once, outside agentLoop; after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo > 10) { results.push({ type: "text", text: NAG_REMINDER }); session.ui.reminder(NAG_REMINDER); }',
  ],
} satisfies ExerciseSpec;
