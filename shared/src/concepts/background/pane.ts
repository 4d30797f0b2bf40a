/**
 * Background jobs' part in the session player (s13): a lane per job, from the round that started it to the round
 * whose request carried its notification; and in the requests, the result that started each job and each
 * notification, named. A start is found by the call that made it (a bash call with `run_in_background`), a
 * notification by its own tag. No Node.
 */
import type {
  ConceptLane,
  ConceptPane,
  PaneBlock,
  PaneLang,
  PaneRequest,
} from "../../display/pane.ts";

const LABELS = {
  en: {
    lanes:
      "Background jobs: a lane per job, from the round that started it to the round its notification reached (click a round to go to it)",
    name: (id: string) => `job #${id}`,
    starts: (command: string) => `starts, running ${command}`,
    runs: "runs in the background",
    reaches: (how: string) => `its notification reaches the model: ${how}`,
    started: (id: string, round: number) =>
      `job #${id} started in the background by round ${round}: the agent goes on`,
    notified: (id: string, started: number | undefined, round: number) =>
      `job #${id}'s notification${started ? ` (started by round ${started})` : ""}: it ended, and reaches the model with round ${round}`,
  },
  zh: {
    lanes:
      "后台作业：每个一条泳道，从启动它的那一轮到它的通知交给模型的那一轮（点击某一轮可跳到那里）",
    name: (id: string) => `后台作业 #${id}`,
    starts: (command: string) => `启动，运行 ${command}`,
    runs: "在后台运行",
    reaches: (how: string) => `它的通知交给模型：${how}`,
    started: (id: string, round: number) => `后台作业 #${id} 由第 ${round} 轮启动：Agent 接着工作`,
    notified: (id: string, started: number | undefined, round: number) =>
      `后台作业 #${id} 的通知${started ? `（由第 ${started} 轮启动）` : ""}：它结束了，随第 ${round} 轮交给模型`,
  },
} satisfies Record<PaneLang, unknown>;

/** The id of the job a block started (the result of a bash call with `run_in_background`), if it did. */
function startedJob(request: PaneRequest, message: number, block: PaneBlock): string | undefined {
  if (block.type !== "tool_result" || block.is_error === true) return undefined;
  const asked = request.messages[message - 1]?.content.find(
    (b) => b.type === "tool_use" && b.id === block.tool_use_id,
  );
  if (
    asked?.name !== "bash" ||
    (asked.input as { run_in_background?: unknown })?.run_in_background !== true
  )
    return;
  const content = Array.isArray(block.content)
    ? (block.content as PaneBlock[])[0]?.text
    : block.content;
  return /^Started background job #(\d+)/.exec(String(content))?.[1];
}

/** The round that made the answer before message `message`: the assistant messages up to it, counted. */
const roundBefore = (request: PaneRequest, message: number) =>
  request.messages.slice(0, message).filter((m) => m.role === "assistant").length;

/** A job, as the requests show it: its command, the round that started it, the round and the words of its notification. */
interface SeenJob {
  command: string;
  started: number;
  notified?: number;
  how?: string;
}

/** The jobs of a session, by id, read from its last request (the whole history); none without requests. */
function seenJobs(requests: ReadonlyArray<PaneRequest | undefined>): Map<string, SeenJob> {
  const jobs = new Map<string, SeenJob>();
  const last = requests.findLast((r) => r !== undefined);
  last?.messages.forEach((message, i) => {
    for (const block of message.content) {
      const id = startedJob(last, i, block);
      const asked = last.messages[i - 1]?.content.find(
        (b) => b.type === "tool_use" && b.id === block.tool_use_id,
      );
      if (id)
        jobs.set(id, {
          command: String((asked?.input as { command?: unknown })?.command),
          started: roundBefore(last, i),
        });
      const notified =
        block.type === "text" &&
        /^<task-notification>\nBackground job #(\d+) (.*)\.\n/.exec(String(block.text));
      const job = notified && jobs.get(notified[1]);
      if (job && job.notified === undefined)
        Object.assign(job, { notified: roundBefore(last, i) + 1, how: notified[2] });
    }
  });
  return jobs;
}

/** Background jobs' part: a lane per job, and labels on each job's start and on its notification. */
export const pane: ConceptPane = {
  concept: "background",
  lanes(rounds, requests, lang) {
    const words = LABELS[lang];
    const lanes = [...seenJobs(requests)].map(
      ([id, job]): ConceptLane => ({
        name: words.name(id),
        cells: rounds.map((call, k) => {
          const round = call.agent ? undefined : (call.round ?? k + 1);
          if (
            round === undefined ||
            round < job.started ||
            (job.notified !== undefined && round > job.notified)
          )
            return;
          if (round === job.started) return { tip: words.starts(job.command), mark: true };
          if (round === job.notified) return { tip: words.reaches(job.how!), mark: true };
          return { tip: words.runs };
        }),
      }),
    );
    return lanes.length > 0 ? { label: words.lanes, lanes } : undefined;
  },
  blocks(_rounds, requests, lang) {
    return (call, message, block) => {
      const request = requests[call];
      const found = request?.messages[message]?.content[block];
      if (!request || !found) return undefined;
      const started = startedJob(request, message, found);
      if (started) return LABELS[lang].started(started, roundBefore(request, message));
      const notified =
        found.type === "text" &&
        /^<task-notification>\nBackground job #(\d+) /.exec(String(found.text));
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
