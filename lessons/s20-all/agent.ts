/**
 * Lesson s20: every mechanism in one loop.
 *
 * The lesson writes no tool and no mechanism: each comes from the kit's module for the lesson that
 * taught it, under the name that lesson used. What it writes is the round: nine steps in order,
 * each one call into a module. One gate for every call: the session's policy (s04's hooks around
 * s03p's rules) is the one `session.supervise` asks, for the lead's calls and its subagent's alike.
 * WORKBOOK_WITHOUT=cron,tasks,… turns mechanisms off; the session's start says which are on.
 *
 * Run it: `pnpm lesson s20` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { fileTools, isMain, type Lesson, runLesson, type Session } from "@agent-workbook/kit";
import { textSetting, toolDispatch, toolSpecs, wordSetting } from "@agent-workbook/kit";
import type { Tool, ToolPolicy, ToolResult } from "@agent-workbook/kit";
// #region imports
// Each mechanism from the kit's module for it, under the name its lesson used.
// s03p: permission rules
import { RulesPolicy } from "@agent-workbook/kit/concepts/permission";
// s04: hooks, around the rules
import { hookedPolicy, loadHooksConfig, MAX_STOP_BLOCKS } from "@agent-workbook/kit/concepts/hooks";
import { sessionHooks, stopLimitMessage, trustWorkspace } from "@agent-workbook/kit/concepts/hooks";
import { untrustedRules } from "@agent-workbook/kit/concepts/hooks";
// s05: the todo list
import { todoListOf } from "@agent-workbook/kit/concepts/todo";
// s06: the subagent
import { Subagent } from "@agent-workbook/kit/concepts/subagent";
// s08: compaction
import { COMPACT_THRESHOLD_SETTING } from "@agent-workbook/kit/concepts/compaction";
import { startCompaction } from "@agent-workbook/kit/concepts/compaction";
// s11: recovery
import { FALLBACK_MODEL_SETTING, startRecovery } from "@agent-workbook/kit/concepts/recovery";
// s12: tasks
import { resumeReminder, TaskNag, TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
// s14: the schedule
import { type Fire, firesMessage, waitFire } from "@agent-workbook/kit/concepts/schedule";
import {
  newScheduleSeed,
  ScheduleStore,
  scheduleTools,
} from "@agent-workbook/kit/concepts/schedule";
import { wallClock } from "@agent-workbook/kit/concepts/schedule";
// #endregion imports

// #region lesson
/** The mechanisms a setting turns off, by the name WORKBOOK_WITHOUT gives each, and its lesson. */
export const MECHANISMS = {
  /** s04's hooks (the gate's PreToolUse and PostToolUse, and the Stop hooks). */
  hooks: "s04",
  /** s05's todo list (todo_write). */
  todo: "s05",
  /** s06's subagent (task). */
  subagent: "s06",
  /** s08's compaction (compact, and step 5). */
  compaction: "s08",
  /** s11's recovery around the model call. */
  recovery: "s11",
  /** s12's task graph (its four tools, and step 4's reminder). */
  tasks: "s12",
  /** s14's schedule (CronCreate, CronList, CronDelete, and step 1's fires). */
  cron: "s14",
} as const;
/** A mechanism's name, as WORKBOOK_WITHOUT gives it. */
export type Mechanism = keyof typeof MECHANISMS;
/** The mechanisms to turn off, by name, commas between: the loop skips their steps and tools. */
const WITHOUT = textSetting(
  "WORKBOOK_WITHOUT",
  "",
  `mechanisms to turn off, e.g. cron,tasks (of ${Object.keys(MECHANISMS).join(", ")})`,
);
/** This agent's name, the owner of the tasks it starts (s12's). */
const AGENT_NAME = wordSetting("AGENT_NAME", "main", "who this agent is: the owner of its tasks");
/** The seed job ids are drawn from (s14's): a word draws the same ids every run. */
const SCHEDULE_SEED = wordSetting("SCHEDULE_SEED", "random", "the seed of the schedule's job ids");
/** The lesson, as the kit reads it (`pnpm lesson s20`, its --help): id, file, settings. */
export const LESSON: Lesson = {
  id: "s20",
  entry: import.meta.filename,
  settings: [WITHOUT, AGENT_NAME, SCHEDULE_SEED, COMPACT_THRESHOLD_SETTING, FALLBACK_MODEL_SETTING],
  recovers: true, // s11's recovery is all the retrying there is
};
// #endregion lesson

/** The mechanisms `text` (WORKBOOK_WITHOUT's value) leaves on; an unknown name is an error. */
export function mechanismsOn(text: string): Set<Mechanism> {
  const off = text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = off.filter((name) => !(name in MECHANISMS));
  if (unknown.length > 0)
    throw new Error(
      `WORKBOOK_WITHOUT names no mechanism ${unknown.join(", ")}: ` +
        `the mechanisms are ${Object.keys(MECHANISMS).join(", ")}.`,
    );
  return new Set((Object.keys(MECHANISMS) as Mechanism[]).filter((m) => !off.includes(m)));
}

type Displays = "permission" | "hooks" | "compaction" | "recovery" | "schedule";

/**
 * The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test.
 */
export async function main(session: Session<Displays>): Promise<void> {
  // #region config
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  let ON: Set<Mechanism>;
  try {
    ON = mechanismsOn(session.setting(WITHOUT));
  } catch (err) {
    session.cannotStart(err);
    session.close();
    return;
  }
  const on = (m: Mechanism) => ON.has(m);
  const AGENT = session.setting(AGENT_NAME);
  const SYSTEM = [
    `You are a coding agent at ${WORKDIR}, named ${AGENT}.`,
    "",
    "Rules:",
    ...(on("tasks") ? ["- Plan a multi-step task with the task tools; keep them up to date."] : []),
    ...(on("todo") ? ["- Track the steps of this request with todo_write."] : []),
    ...(on("subagent")
      ? ["- Hand a sub-task that needs much reading to a subagent with task."]
      : []),
    ...(on("cron")
      ? ["- To do something later or again and again, schedule it (CronCreate)."]
      : []),
    ...(on("compaction") ? ["- Your context is compacted when it grows long."] : []),
    "- A tool call may be blocked by a hook or denied by a rule: read why, and do otherwise.",
    "- Prefer tools over prose. When done, summarise what changed in a few lines.",
  ].join("\n");
  // #endregion config

  // #region mechanisms
  /** The model call: s11's recovery around the client, or the client alone. */
  const create = (request: Anthropic.MessageCreateParamsNonStreaming) =>
    on("recovery") ? recovery.callModel(request) : session.client.messages.create(request);
  const { TODO_WRITE, todos } = todoListOf(session); // s05
  const compaction = startCompaction(session, create, todos); // s08
  const recovery = startRecovery(session, compaction); // s11
  const runTool = (block: Anthropic.ToolUseBlock) => dispatch(block);
  const subagent = new Subagent(session, create, () => TOOLS, runTool); // s06
  const TASKS = new TaskStore(WORKDIR, AGENT); // s12
  const nag = new TaskNag(TASKS); // s12
  const { startedAt, timeZone } = session.clock; // s14: the schedule's time is the session's
  const CLOCK = wallClock(startedAt, timeZone, () => session.clock.now());
  const given = session.setting(SCHEDULE_SEED);
  const seed = session.outside.now("schedule-seed", () =>
    given === "random" ? newScheduleSeed() : given,
  );
  const SCHEDULE = new ScheduleStore({
    workdir: WORKDIR,
    clock: CLOCK,
    seed,
    onEvent: (event) => session.ui.show(event),
  });
  // #endregion mechanisms

  // #region tools
  /** Each mechanism's tools, from its kit module; the tool pool is those of the mechanisms on. */
  const TOOLS_OF: Record<Mechanism, Tool[]> = {
    hooks: [],
    todo: [TODO_WRITE], // s05
    subagent: [subagent.tool], // s06
    compaction: [compaction.tool], // s08
    recovery: [],
    tasks: taskTools(() => TASKS, session.ui), // s12
    cron: scheduleTools(SCHEDULE), // s14
  };
  const TOOLS: Tool[] = [
    ...fileTools(WORKDIR, session.env), // v1's
    ...(Object.keys(TOOLS_OF) as Mechanism[]).filter(on).flatMap((m) => TOOLS_OF[m]),
  ];
  const dispatch = toolDispatch(TOOLS); // v1's
  // #endregion tools

  // #region gate
  // One gate for every call: s04's hooks around s03p's rules, the session's policy. The subagent's
  // calls go through session.supervise too, so the same hooks and rules decide them.
  const terminal = session.canAsk();
  let rules: RulesPolicy;
  let hooksConfig: ReturnType<typeof loadHooksConfig>;
  try {
    rules = new RulesPolicy({
      workdir: WORKDIR,
      mode: session.yes ? "bypassPermissions" : undefined,
      modeFrom: "--yes",
      terminal,
      show: (event) => session.ui.show(event),
    }); // s03p
    hooksConfig = loadHooksConfig(WORKDIR); // s04
  } catch (err) {
    session.cannotStart(err);
    session.close();
    return;
  }
  const count = on("hooks") ? Object.values(hooksConfig.hooks).flat().length : 0;
  const trusted =
    count + rules.settings.allow.length > 0 ? await trustWorkspace(session, count) : undefined;
  if (trusted) session.ui.show(trusted);
  const applies = trusted === undefined || !["refused", "no-terminal"].includes(trusted.why);
  const hooks = sessionHooks(session, hooksConfig, applies && on("hooks"), rules.mode); // s04
  const base: ToolPolicy = applies ? rules : untrustedRules(rules, { workdir: WORKDIR, terminal });
  const gate = hookedPolicy(base, hooks, terminal); // s04
  session.usePolicy(gate);
  session.ui.show(rules.setup(TOOLS));
  const OFFERED = rules.tools(TOOLS); // s03p: a bare tool-name deny takes a tool out
  session.ui.note(`Mechanisms on: ${[...ON].map((m) => `${m} (${MECHANISMS[m]})`).join(", ")}`);
  // #endregion gate

  // #region round
  type Blocks = (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[];
  /** The fires waiting for the agent (s14's): they go to the model in the next round's message. */
  let waiting: Fire[] = [];

  /** The last user message's content as blocks: the round's notes go after its tool results. */
  function lastUser(messages: Anthropic.MessageParam[]): Blocks {
    const last = messages[messages.length - 1];
    if (typeof last.content === "string") last.content = [{ type: "text", text: last.content }];
    return last.content as Blocks;
  }

  /** A request's rounds: the nine steps, until the model stops and no Stop hook blocks. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    let blocked = 0; // s04's Stop blocks in a row
    let maxTokens = MAX_TOKENS; // s11: a cut answer raises it once
    let continues = 0;
    let previous: Anthropic.ContentBlock[] = [];
    while (true) {
      // 1. scheduled fires (s14): each waiting fire joins this round's message.
      if (on("cron")) for (const fire of await SCHEDULE.due()) waiting = waitFire(waiting, fire);
      if (waiting.length > 0)
        lastUser(messages).push({ type: "text", text: firesMessage(waiting) });
      waiting = [];
      // 2. background notifications (s13) and 3. inbox messages (s15–s17): not composed here.
      // 4. task reminders (s12): after rounds without a task tool.
      if (on("tasks")) await nag.after(previous, lastUser(messages), session.ui);
      // #region exercise:round
      // 5. context preparation (s08): micro-compaction, and a compaction when it is due.
      if (on("compaction")) await compaction.before(messages);
      // 6. the tool pool: the tools of the mechanisms on, less those a rule takes out.
      const request = () => ({
        model: session.model,
        system: SYSTEM,
        messages,
        tools: toolSpecs(OFFERED),
        max_tokens: maxTokens,
      });
      // 7. the model call, with s11's recovery.
      const response = await create(request()).catch((err: unknown) =>
        on("recovery") ? recovery.recoverTooLong(err, messages, request) : Promise.reject(err),
      );
      if (on("compaction")) compaction.counted(response);
      if (on("recovery") && response.stop_reason === "max_tokens") {
        if (!recovery.continueCut(messages, response, maxTokens, ++continues)) return;
        maxTokens = recovery.raisedMaxTokens;
        continue;
      }
      messages.push({ role: "assistant", content: response.content });
      previous = response.content;
      if (response.stop_reason !== "tool_use") {
        // 9. Stop hooks (s04): a block sends the agent back with its reason.
        const stop = await hooks.run("Stop", { stop_hook_active: blocked > 0 });
        if (!stop.block || stop.stop) return;
        if (++blocked >= MAX_STOP_BLOCKS) {
          const text = stopLimitMessage(stop.block.reason);
          return session.ui.show({ kind: "hooks:turn-end", why: "limit", text });
        }
        messages.push({ role: "user", content: `Stop hook: ${stop.block.reason}` });
        continue;
      }
      // 8. each tool call through the one gate: hooks, rules, the run, the post hooks.
      const results: ToolResult[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") results.push(await session.supervise(block, TOOLS, runTool));
      }
      messages.push({ role: "user", content: results });
      if (gate.stopped !== undefined) {
        const text = `A hook ended the turn: ${gate.stopped}`;
        gate.stopped = undefined;
        return session.ui.show({ kind: "hooks:turn-end", why: "stop", text });
      }
      // #endregion exercise:round
    }
  }
  // #endregion round

  // #region repl
  const history: Anthropic.MessageParam[] = [];

  /** One turn: the learner's `query`, or the fires alone when idle. */
  async function turn(query?: string): Promise<void> {
    const before = [...history]; // a compaction during the turn swaps the history
    const tokens = compaction.tokens;
    const content: Anthropic.TextBlockParam[] = [];
    if (query !== undefined) content.push({ type: "text", text: query });
    if (on("tasks") && history.length === 0) await resumeReminder(TASKS, content, session.ui);
    if (content.length === 0 && waiting.length === 0) return;
    if (content.length === 0) content.push({ type: "text", text: firesMessage(waiting) });
    if (query === undefined) waiting = []; // a fire goes to the model once
    history.push({ role: "user", content });
    try {
      await agentLoop(history);
    } catch (err) {
      history.splice(0, history.length, ...before); // the conversation stays valid
      compaction.tokens = tokens;
      session.fail(err);
      return;
    }
    session.answer(history);
  }

  /** Idle (s14's): waits on the session's clock for the next fire; false when none is left. */
  async function waitForFire(line?: Promise<unknown>): Promise<boolean> {
    const at = SCHEDULE.nextWakeAt();
    if (!on("cron") || at === undefined) return false;
    const waited = await session.clock.wait(Math.max(0, at - CLOCK.now()), { until: line });
    if (waited.woken) return false;
    for (const fire of await SCHEDULE.due()) waiting = waitFire(waiting, fire);
    return true;
  }

  /** While idle, each fire starts a turn of its own. */
  async function idle(line?: Promise<unknown>): Promise<void> {
    while (session.exitCode === 0 && (waiting.length > 0 || (await waitForFire(line)))) {
      if (waiting.length > 0) await session.ownTurn(() => turn());
    }
  }

  /** The REPL: the learner's requests and the schedule's fires, each a turn on the one history. */
  async function repl(): Promise<void> {
    if (on("cron")) for (const fire of await SCHEDULE.start()) waiting = waitFire(waiting, fire);
    const prompts = session.prompts();
    while (true) {
      const line = prompts.next();
      if (session.interactive) await idle(line);
      const next = await line;
      if (next.done) break;
      await turn(next.value);
    }
    if (!session.interactive) await idle();
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts) the file starts a session and runs its entry.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
