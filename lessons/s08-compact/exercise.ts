/** The exercise of lesson s08 (`pnpm exercise s08`): which code of agent.ts it takes out, its checks and hints. */
import type { MessageRequest } from "@agent-workbook/kit";
import type {
  Diagnosis,
  ExerciseSpec,
  FailedCheck,
} from "@agent-workbook/kit/authoring/exercise/start-file";

/** The history begun anew: its first message is a summary (what `compacted` puts first). */
const anew = (r: MessageRequest | undefined) =>
  typeof r?.messages[0]?.content === "string" && r.messages[0].content.startsWith("[Compacted:");
/** The first request where the learner's run differs from the recorded one. */
const firstDifference = ({ expected, actual }: FailedCheck) =>
  actual.findIndex((r, i) => JSON.stringify(r) !== JSON.stringify(expected[i]));

/**
 * The mistakes of compaction a check's requests show, named: a cut that orphans a result, a budget ignored, a
 * trigger that fires too early or never. Any other failure keeps the general verdict.
 */
export function diagnose(failed: FailedCheck): Diagnosis | undefined {
  const { check, expected, actual, agents, end } = failed;
  const i = firstDifference(failed);
  const at = `request ${i + 1}`;
  if (i >= 0 && agents.actual[i] === "summary" && agents.expected[i] !== "summary") {
    return {
      mistake: "a trigger too early",
      verdict: {
        ok: false,
        summary: `${at}: yours compacts here (the summary's model call); the recorded session does not yet: your trigger fires too early.`,
        detail: [
          "Compaction is due when the API counted more than COMPACT_THRESHOLD tokens in the last request (contextTokens > COMPACT_THRESHOLD), or when the model called compact (compactFocus is not undefined); not before.",
        ],
      },
    };
  }
  if (i >= 0 && agents.expected[i] === "summary" && agents.actual[i] !== "summary") {
    return {
      mistake: "a trigger that never fires",
      verdict: {
        ok: false,
        summary: `${at}: the recorded session compacts here (the summary's model call); yours goes on without: your trigger does not fire.`,
        detail: [
          agents.expected.slice(0, i).some((a) => a === "summary") || check === "compact-cases"
            ? "The model called compact in the round before: compactFocus is not undefined, and compaction is due."
            : "The API counted more than COMPACT_THRESHOLD tokens in the last request: contextTokens > COMPACT_THRESHOLD, and compaction is due.",
        ],
      },
    };
  }
  const kept = (r: MessageRequest) => r.messages.length - 1;
  const cut = i >= 0 && anew(actual[i]) ? actual[i] : undefined;
  const first = cut?.messages[1]?.content;
  if (cut && Array.isArray(first) && first[0]?.type === "tool_result") {
    return {
      mistake: "an orphaned result",
      verdict: {
        ok: false,
        summary: `${at}, the history begun anew: the first message you keep after the summary holds tool_result blocks whose tool_use the cut left behind (an orphaned result).`,
        detail: [
          "The API refuses a tool_result whose tool_use is not in the message just before it. Cut only at a pair boundary: before an assistant message, or before a user message with no tool_result.",
          `Yours keeps ${kept(cut)} messages beside the summary; the recorded session ${kept(expected[i])}.`,
        ],
      },
    };
  }
  const budget =
    "compacted keeps only messages that cost at most threshold / 4 tokens (cost(keep): the API's count shared out by their JSON length; threshold: COMPACT_THRESHOLD), and none when none fits.";
  if (cut && anew(expected[i]) && kept(cut) > 5) {
    return {
      mistake: "a cut before the last messages",
      verdict: {
        ok: false,
        summary: `${at}, the history begun anew: yours keeps ${kept(cut)} messages beside the summary; the cut starts at from, the last KEEP_MESSAGES (5) messages, never before.`,
        detail: [
          `keep starts at Math.max(1, from) and only moves on from there; the recorded session keeps ${kept(expected[i])}.`,
        ],
      },
    };
  }
  if (cut && anew(expected[i]) && kept(cut) > kept(expected[i])) {
    return {
      mistake: "a budget ignored",
      verdict: {
        ok: false,
        summary: `${at}, the history begun anew: yours keeps ${kept(cut)} messages beside the summary, the recorded session ${kept(expected[i])}: the kept messages are over their budget.`,
        detail: [budget],
      },
    };
  }
  const tooLong = end.errors.find((e) => /prompt is too long/.test(e));
  if (tooLong && agents.actual.includes("summary")) {
    return {
      mistake: "a budget ignored",
      verdict: {
        ok: false,
        summary: `after your compaction the request is still longer than the model's window: the messages you keep beside the summary are over their budget.`,
        detail: [tooLong.split("\n")[0], budget],
      },
    };
  }
  return undefined;
}

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
then, when there is a todo list (todos), "\\n\\nYour todo list, as it stands:\\n" and a line
"- [STATUS] CONTENT" for each task, joined by "\\n" (the plan survives);
then the messages from index keep to the end.
keep is the first index from Math.max(1, from) on where the history may be cut: an assistant message, or a
user message with no tool_result block (never between a tool_use and its tool_result),
and whose messages cost at most threshold / 4 tokens (threshold: COMPACT_THRESHOLD), their cost being
tokens × their JSON length ÷ the JSON length of all messages; when none does, keep none.`,
      stub: `return [{ role: "user", content: summary }] satisfies Messages;`,
    },
  },
  diagnose,
  mistakeHints: {
    "a trigger too early": [
      "Your compaction comes before the recorded session's: the trigger is contextTokens > COMPACT_THRESHOLD (more than the threshold, as the API counted the last request), or compactFocus !== undefined.",
      "Nearly the answer: const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD;",
    ],
    "a trigger that never fires": [
      "Compaction is due in two cases: the model called compact (compactFocus is set, maybe to an empty string), or the API counted more than COMPACT_THRESHOLD tokens (contextTokens).",
      "Nearly the answer: const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD;",
    ],
    "an orphaned result": [
      "Your cut leaves a tool_result without its tool_use: move the cut on to the next pair boundary, an assistant message or a user message with no tool_result block.",
      'Nearly the answer: const boundary = (m) => m.role === "assistant" || !blocksOf(m).some((b) => b.type === "tool_result"); then keep++ while !boundary(messages[keep]).',
    ],
    "a cut before the last messages": [
      "The cut starts at from (messages.length - KEEP_MESSAGES by default), not at the start of the history: only the last messages may stay beside the summary.",
      "Nearly the answer: let keep = Math.max(1, from); and move it on, never back.",
    ],
    "a budget ignored": [
      "The kept messages have a budget: what they cost (tokens × their JSON length ÷ the JSON length of all messages) must be at most threshold / 4 (threshold: COMPACT_THRESHOLD); none fits: keep none.",
      "Nearly the answer: while (keep < messages.length && !(boundary(messages[keep]) && cost(keep) <= threshold / 4)) keep++;",
    ],
  },
  hints: {
    "compact-cases": [
      "compact-cases.json: three rounds of reading (two with three calls each), then the model calls compact: the next request is the summary's, then the main agent's goes on from the summary and the last messages. Then compact again, and the summary fails. The failing request says which.",
      "The cut: from is messages.length - 5, which falls on the results of a round of three calls here. A cut there would leave three tool_result blocks with no tool_use before them: move on to the next index where an assistant message starts, or a user message with no tool_result.",
      'Nearly the answer: const boundary = (m) => m.role === "assistant" || !blocksOf(m).some((b) => b.type === "tool_result"); let keep = Math.max(1, from); while (keep < messages.length && !(boundary(messages[keep]) && cost(keep) <= threshold / 4)) keep++;',
    ],
    "too-long": [
      "too-long.json: three long outputs in one round make the next request longer than the model's window (25 000 tokens): the API refuses it, the lesson compacts and sends the request again, once. The retry must fit: with the long results kept, it does not.",
      "The budget: what the kept messages cost is the API's count of the whole request (tokens) shared out by their JSON length; over threshold / 4 (a quarter of COMPACT_THRESHOLD), look at the next boundary, and at the end keep none.",
    ],
    demo: [
      "demo.json: a reading task whose old results become placeholders round after round, and whose context passes 2800 tokens: then a summary replaces the history. compact-cases.json and too-long.json check each rule on its own.",
      'The placeholders: each result but the last 3, when its content is over 100 characters, gets [Previous: used NAME] (NAME from the tool_use with its id); the todo list\'s short "Updated 4 tasks" stays. The trigger: contextTokens > COMPACT_THRESHOLD.',
    ],
  },
} satisfies ExerciseSpec;
