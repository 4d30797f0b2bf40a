/**
 * The schedule's part in the session player (s14): a lane per job on the rounds' time line, from the round that
 * created it (its CronCreate) through the rounds its fires started to the round that deleted it; and in the
 * requests, each job's creation and each fire's message, named. A job is found by its CronCreate answer
 * (`Scheduled job <id>`), a fire by its mark (`[scheduled job <id>]`), a deletion by CronDelete's answer. No Node.
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
      "Scheduled jobs: a lane per job, from the round that created it through its fires to its deletion (click a round to go to it)",
    name: (id: string) => `job ${id}`,
    created: (cron: string) => `created by CronCreate, on ${cron}`,
    waits: "scheduled: waits for its next fire",
    fired: (count: number) =>
      count > 1 ? `fires (${count} fires in one message)` : "fires: its prompt starts this round",
    deleted: "deleted by CronDelete",
    createdBlock: (id: string, round: number) => `job ${id} created by round ${round}`,
    firedBlock: (ids: string[]) =>
      `${ids.length === 1 ? `job ${ids[0]}'s fire` : `the fires of jobs ${ids.join(", ")}, merged`}: one user message, marked as scheduled`,
  },
  zh: {
    lanes:
      "定时作业：每个一条泳道，从创建它的那一轮，经过它的每次触发，到删除它的那一轮（点击某一轮可跳到那里）",
    name: (id: string) => `定时作业 ${id}`,
    created: (cron: string) => `由 CronCreate 创建，cron 表达式 ${cron}`,
    waits: "已排定：等待下一次触发",
    fired: (count: number) =>
      count > 1 ? `触发（${count} 次触发合为一条消息）` : "触发：它的提示开启这一轮",
    deleted: "由 CronDelete 删除",
    createdBlock: (id: string, round: number) => `定时作业 ${id} 由第 ${round} 轮创建`,
    firedBlock: (ids: string[]) =>
      `${ids.length === 1 ? `定时作业 ${ids[0]} 的触发` : `定时作业 ${ids.join("、")} 的触发，已合并`}：一条用户消息，标为定时`,
  },
} satisfies Record<PaneLang, unknown>;

/** The text of a tool result block. */
function resultText(block: PaneBlock): string {
  return Array.isArray(block.content)
    ? String((block.content as PaneBlock[])[0]?.text ?? "")
    : String(block.content ?? "");
}

/** The call a tool result answers, in the message before it. */
function callOf(request: PaneRequest, message: number, block: PaneBlock): PaneBlock | undefined {
  return request.messages[message - 1]?.content.find(
    (b) => b.type === "tool_use" && b.id === block.tool_use_id,
  );
}

/** The job a block created (CronCreate's answer), with its cron expression, if it did. */
function createdJob(request: PaneRequest, message: number, block: PaneBlock) {
  if (block.type !== "tool_result" || block.is_error === true) return undefined;
  const asked = callOf(request, message, block);
  const id = asked?.name === "CronCreate" && /^Scheduled job (\w+) /.exec(resultText(block))?.[1];
  return id ? { id, cron: String((asked.input as { cron?: unknown })?.cron) } : undefined;
}

/** The job a block deleted (CronDelete's answer), if it did. */
function deletedJob(request: PaneRequest, message: number, block: PaneBlock): string | undefined {
  if (block.type !== "tool_result" || block.is_error === true) return undefined;
  if (callOf(request, message, block)?.name !== "CronDelete") return undefined;
  return /^Deleted job (\w+) /.exec(resultText(block))?.[1];
}

/** The jobs whose fires a block carries, in its order: its lines' marks. */
function firedJobs(block: PaneBlock): string[] {
  if (block.type !== "text") return [];
  return [...String(block.text).matchAll(/^\[scheduled job (\w+)\]/gm)].map((m) => m[1]!);
}

/** The round that made the answer before message `message`: the assistant messages up to it, counted. */
const roundBefore = (request: PaneRequest, message: number) =>
  request.messages.slice(0, message).filter((m) => m.role === "assistant").length;

/** A job, as the requests show it: its expression, the round that created it, those its fires started, its deletion. */
interface SeenJob {
  cron: string;
  created: number;
  fires: Map<number, number>;
  deleted?: number;
}

/** The jobs of a session, by id, read from its last request (the whole history). */
function seenJobs(requests: ReadonlyArray<PaneRequest | undefined>): Map<string, SeenJob> {
  const jobs = new Map<string, SeenJob>();
  const last = requests.findLast((r) => r !== undefined);
  last?.messages.forEach((message, i) => {
    for (const block of message.content) {
      const created = createdJob(last, i, block);
      if (created)
        jobs.set(created.id, {
          cron: created.cron,
          created: roundBefore(last, i),
          fires: new Map(),
        });
      const deleted = deletedJob(last, i, block);
      const job = deleted ? jobs.get(deleted) : undefined;
      if (job) job.deleted = roundBefore(last, i);
      for (const id of firedJobs(block)) {
        const fired = jobs.get(id);
        const round = roundBefore(last, i) + 1;
        fired?.fires.set(round, (fired.fires.get(round) ?? 0) + 1);
      }
    }
  });
  return jobs;
}

/** The schedule's part: a lane per job on the rounds' time line, and labels on its creation and on each fire. */
export const pane: ConceptPane = {
  concept: "schedule",
  lanes(rounds, requests, lang) {
    const words = LABELS[lang];
    const lanes = [...seenJobs(requests)].map(
      ([id, job]): ConceptLane => ({
        name: words.name(id),
        cells: rounds.map((call, k) => {
          const round = call.agent ? undefined : (call.round ?? k + 1);
          if (round === undefined || round < job.created) return;
          if (job.deleted !== undefined && round > job.deleted) return;
          if (round === job.created) return { tip: words.created(job.cron), mark: true };
          if (round === job.deleted) return { tip: words.deleted, mark: true };
          const fired = job.fires.get(round);
          return fired ? { tip: words.fired(fired), mark: true } : { tip: words.waits };
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
      const created = createdJob(request, message, found);
      if (created) return LABELS[lang].createdBlock(created.id, roundBefore(request, message));
      const fired = firedJobs(found);
      return fired.length > 0 ? LABELS[lang].firedBlock(fired) : undefined;
    };
  },
};
