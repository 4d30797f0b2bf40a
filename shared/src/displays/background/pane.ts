/**
 * Background jobs' part in the session player (s13): in the requests, the result that started each job and each
 * job's notification, named with the job, the round that started it and the round whose request carries its
 * notification. A start is found by the call that made it (a bash call with `run_in_background`), a notification by
 * its own tag. No Node.
 */
import type { ConceptPane, PaneBlock, PaneLang, PaneRequest } from "../../display/pane.ts";

const LABELS = {
  en: {
    started: (id: string, round: number) => `job #${id} started in the background by round ${round}: the agent goes on`,
    notified: (id: string, started: number | undefined, round: number) =>
      `job #${id}'s notification${started ? ` (started by round ${started})` : ""}: it ended, and reaches the model with round ${round}`,
  },
  zh: {
    started: (id: string, round: number) => `后台作业 #${id} 由第 ${round} 轮启动：Agent 接着工作`,
    notified: (id: string, started: number | undefined, round: number) =>
      `后台作业 #${id} 的通知${started ? `（由第 ${started} 轮启动）` : ""}：它结束了，随第 ${round} 轮交给模型`,
  },
} satisfies Record<PaneLang, unknown>;

/** The id of the job a block started (the result of a bash call with `run_in_background`), if it did. */
function startedJob(request: PaneRequest, message: number, block: PaneBlock): string | undefined {
  if (block.type !== "tool_result" || block.is_error === true) return undefined;
  const asked = request.messages[message - 1]?.content.find((b) => b.type === "tool_use" && b.id === block.tool_use_id);
  if (asked?.name !== "bash" || (asked.input as { run_in_background?: unknown })?.run_in_background !== true) return;
  const content = Array.isArray(block.content) ? (block.content as PaneBlock[])[0]?.text : block.content;
  return /^Started background job #(\d+)/.exec(String(content))?.[1];
}

/** The round that made the answer before message `message`: the assistant messages up to it, counted. */
const roundBefore = (request: PaneRequest, message: number) =>
  request.messages.slice(0, message).filter((m) => m.role === "assistant").length;

/** Background jobs' part: labels on each job's start and on its notification. */
export const pane: ConceptPane = {
  concept: "background",
  blocks(_rounds, requests, lang) {
    return (call, message, block) => {
      const request = requests[call];
      const found = request?.messages[message]?.content[block];
      if (!request || !found) return undefined;
      const started = startedJob(request, message, found);
      if (started) return LABELS[lang].started(started, roundBefore(request, message));
      const notified = found.type === "text" && /^<task-notification>\nBackground job #(\d+) /.exec(String(found.text));
      if (!notified) return undefined;
      // Where the job started, in this request's history: the round whose call it answered.
      let from: number | undefined;
      request.messages.forEach((m, i) =>
        m.content.forEach((b) => {
          if (startedJob(request, i, b) === notified[1]) from = roundBefore(request, i);
        }),
      );
      return LABELS[lang].notified(notified[1], from, roundBefore(request, message) + 1);
    };
  },
};
