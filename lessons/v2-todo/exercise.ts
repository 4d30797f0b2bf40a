/** The exercise of lesson v2 (`pnpm exercise v2`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "TodoManager (its checks, errors and rendering), the nag counter, where the reminders go",
  checks: ["todo-cases", "nag", "demo"],
  regions: {
    "todo-update": {
      todo: `Check the list the model sent, rule by rule in the order below; at the first rule it breaks,
throw new Error(TEXT): runTool answers the model "Error: TEXT" as an error.
First, items is an array, else "items must be a list of tasks".
Then each item i (from 0), its fields read with field(item, key, fallback): content (trimmed),
status (lower-cased, "pending" when missing) and activeForm (trimmed). Its rules, in this order:
"Item i: content required" (content empty),
"Item i: invalid status 'STATUS'" (STATUS as read, not one of STATUSES),
"Item i: activeForm required" (activeForm empty).
After all the items: "Max 20 todos allowed" (more than 20 items), then
"Only one task can be in_progress at a time" (more than one).
Then keep the checked list in this.items, show it to the learner with session.ui.todos(lines),
one line per item: { text: renderItem(item), status: item.status, activity: item.activeForm },
and return this.render().`,
      stub: `throw new Error("TodoManager.update is not written yet");`,
    },
    "todo-render": {
      todo: `What the model sees: one line per item (renderItem), a blank line, then "(DONE/TOTAL completed)",
DONE the number of completed items; "No todos." when the list is empty.`,
      stub: `throw new Error("TodoManager.render is not written yet");`,
    },
    "todo-render-item": {
      todo: `"[x] CONTENT" when completed, "[>] CONTENT <- ACTIVEFORM" when in progress,
"[ ] CONTENT" when pending.`,
      stub: `throw new Error("renderItem is not written yet");`,
    },
    counter: { todo: "" },
    nag: {
      todo: `The nag. roundsWithoutTodo counts the model rounds in a row without a TodoWrite call (usedTodo
says whether this round had one): a round with one sets it back to 0.
Declare it once, outside agentLoop (let roundsWithoutTodo = 0;): the count goes on from one
request of the learner to the next, for the whole session.
When it is more than 10, push { type: "text", text: NAG_REMINDER } after this round's tool results
(the API rejects text before them), and show it: session.ui.reminder(NAG_REMINDER).`,
    },
    "initial-reminder": {
      todo: `The session's first message (history.length === 0), and no other, also carries INITIAL_REMINDER:
a text block of its own, before the learner's text.
The learner sees it: session.ui.reminder(INITIAL_REMINDER).`,
    },
  },
  hints: {
    "todo-cases": [
      "todo-cases.json: one TodoWrite per round, each a case of the reference: every rendering, every error, and items that break two rules at once, which pin the order of the checks. A wrong answer is quoted with its round; once every answer is right, your screen is compared too: the todo panel after each accepted list.",
      'The order: items an array; then item by item, content, status, activeForm (the first bad item\'s first broken rule wins); only after all the items, the count (more than 20), then the single in_progress. Throw new Error(TEXT), not a ToolError and not a returned string: runTool puts "Error: " in front. field(item, key, fallback) reads a field (null and missing give the fallback); trim content and activeForm, lower-case status.',
      'Nearly the answer: items.forEach((item, i) => { const content = field(item, "content", "").trim(); const status = field(item, "status", "pending").toLowerCase(); const activeForm = field(item, "activeForm", "").trim(); if (!content) throw new Error(`Item ${i}: content required`); if (!isStatus(status)) throw …; if (!activeForm) throw …; if (status === "in_progress") inProgress += 1; validated.push({ content, status, activeForm }); }); then the two list rules; this.items = validated; session.ui.todos(this.items.map((t) => ({ text: renderItem(t), status: t.status, activity: t.activeForm }))); return this.render();',
    ],
    nag: [
      "nag.json: 26 rounds of commands and a TodoWrite in round 14, over two requests of the learner. NAG_REMINDER goes with every round after 10 in a row without a TodoWrite, and the count goes on into the second request; INITIAL_REMINDER goes with the very first message only. Each reminder shows on the screen too.",
      "roundsWithoutTodo lives outside agentLoop, declared once, so that the second request goes on counting. It counts rounds, not tool calls: after the tools, roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1. More than 10 (> 10) means the nag, a text block after the tool results (the API rejects text before them).",
      'Nearly the answer: `let roundsWithoutTodo = 0;` once, at the top level; in agentLoop, after the tools: roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1; if (roundsWithoutTodo > 10) { results.push({ type: "text", text: NAG_REMINDER }); session.ui.reminder(NAG_REMINDER); } and in repl: if (history.length === 0) { content.unshift({ type: "text", text: INITIAL_REMINDER }); session.ui.reminder(INITIAL_REMINDER); }',
    ],
    demo: [
      "demo.json is the lesson's demo: a plan of four tasks, updated as the work goes, with TodoWrite next to other tools in the same round. A file that passes todo-cases and nag passes it too; if only the demo fails, read the round it names.",
      'A round that calls TodoWrite and another tool is a TodoWrite round (usedTodo); the panel shows each accepted list, with the task in progress as "[>] CONTENT <- ACTIVEFORM".',
    ],
  },
} satisfies ExerciseSpec;
