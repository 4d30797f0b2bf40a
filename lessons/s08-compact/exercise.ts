/** The exercise of lesson s08 (`pnpm exercise s08`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise-start";

export default {
  goal: "compaction: micro-compaction that keeps each result with its call, the trigger, and the history swapped at a pair boundary",
  // The cases first, the demo last.
  checks: ["compact-cases", "too-long", "demo"],
  regions: {
    micro: {
      todo: `Micro-compaction: every tool_result block of messages but the last KEEP_RESULTS (3),
when its content is longer than PLACEHOLDER_OVER (100) characters (a content of blocks: its JSON),
gets "[Previous: used NAME]" as its content, NAME being the name of the tool_use block whose id it answers.
The block stays, with its tool_use_id: only its content changes (a call without its result is refused by the
API with 400).`,
      stub: "return 0;",
    },
    trigger: {
      todo: `Compaction is due when the model asked for it with the compact tool (compactFocus is not undefined),
or when the API counted more than COMPACT_THRESHOLD tokens in the last request (contextTokens).`,
      stub: "const due = false;",
    },
    swap: {
      todo: `The history after compaction: first one user message, "[Compacted: this conversation so far, summarised.
The full transcript is in FILE.]\\n\\n" and the summary,
then, when there is a todo list (currentTodos), "\\n\\nYour todo list, as it stands:\\n" and a line
"- [STATUS] CONTENT" for each task, joined by "\\n" (the plan survives);
then the messages from index keep to the end.
keep is the first index from Math.max(1, from) on where the history may be cut: an assistant message, or a
user message with no tool_result block (never between a tool_use and its tool_result),
and whose messages cost at most COMPACT_THRESHOLD / 4 tokens, their cost being tokens × their JSON length ÷
the JSON length of all messages; when none does, keep none.`,
      stub: `return [{ role: "user", content: summary }] satisfies Messages;`,
    },
  },
  hints: {
    "compact-cases": [
      "compact-cases.json: three rounds of reading (two with three calls each), then the model calls compact: the next request is the summary's, then the main agent's goes on from the summary and the last messages. Then compact again, and the summary fails. The failing request says which.",
      "The cut: from is messages.length - 5, which falls on the results of a round of three calls here. A cut there would leave three tool_result blocks with no tool_use before them: move on to the next index where an assistant message starts, or a user message with no tool_result.",
      'Nearly the answer: const boundary = (m) => m.role === "assistant" || !blocksOf(m).some((b) => b.type === "tool_result"); let keep = Math.max(1, from); while (keep < messages.length && !(boundary(messages[keep]) && cost(keep) <= COMPACT_THRESHOLD / 4)) keep++;',
    ],
    "too-long": [
      "too-long.json: three long outputs in one round make the next request longer than the model's window (25 000 tokens): the API refuses it, the lesson compacts and sends the request again, once. The retry must fit: with the long results kept, it does not.",
      "The budget: what the kept messages cost is the API's count of the whole request (tokens) shared out by their JSON length; over COMPACT_THRESHOLD / 4, look at the next boundary, and at the end keep none.",
    ],
    demo: [
      "demo.json: a reading task whose old results become placeholders round after round, and whose context passes 2800 tokens: then a summary replaces the history. compact-cases.json and too-long.json check each rule on its own.",
      'The placeholders: each result but the last 3, when its content is over 100 characters, gets [Previous: used NAME] (NAME from the tool_use with its id); the todo list\'s short "Updated 4 tasks" stays. The trigger: contextTokens > COMPACT_THRESHOLD.',
    ],
  },
} satisfies ExerciseSpec;
