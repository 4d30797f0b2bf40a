/**
 * Lesson s20: every mechanism in one loop.
 *
 * The lesson writes no tool and no mechanism: each comes from the kit's module for the lesson that
 * taught it, under the name that lesson used. What it writes is the round: nine steps in order,
 * each one call into a module, for the lead and each teammate alike. One gate for every call: the
 * session's policy (s04's hooks around s03p's rules) is the one `session.supervise` asks, for the
 * lead's calls, each teammate's, each subagent's and each MCP tool's.
 * WORKBOOK_WITHOUT=cron,mcp,… turns mechanisms off; the session's start says which are on.
 *
 * Run it: `pnpm lesson s20` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { isMain, type Lesson, runLesson, type Session, textSetting } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs, wordSetting } from "@agent-workbook/kit";
import type { Tool, ToolPolicy, ToolResult } from "@agent-workbook/kit";
// #region imports
// Each mechanism from the kit's module for it, under the name its lesson used.
import { RulesPolicy } from "@agent-workbook/kit/concepts/permission"; // s03p
import { hookedPolicy, loadHooksConfig } from "@agent-workbook/kit/concepts/hooks"; // s04
import { MAX_STOP_BLOCKS, sessionHooks } from "@agent-workbook/kit/concepts/hooks"; // s04
import { stopLimitMessage, trustWorkspace } from "@agent-workbook/kit/concepts/hooks"; // s04
import { untrustedRules } from "@agent-workbook/kit/concepts/hooks"; // s04
import { todoListOf } from "@agent-workbook/kit/concepts/todo"; // s05
import { Subagent } from "@agent-workbook/kit/concepts/subagent"; // s06
import { skillsOf } from "@agent-workbook/kit/concepts/skills"; // s07
import { COMPACT_THRESHOLD_SETTING } from "@agent-workbook/kit/concepts/compaction"; // s08
import { startCompaction } from "@agent-workbook/kit/concepts/compaction"; // s08
import { MEMORY_LIMITS, MemoryStore, memoryTool } from "@agent-workbook/kit/concepts/memory"; // s09
import { memoryAtStart, memoryPromptSection } from "@agent-workbook/kit/concepts/memory"; // s09
import { type PromptSection, withBreakpoints } from "@agent-workbook/kit/concepts/prompt"; // s10
import { FALLBACK_MODEL_SETTING } from "@agent-workbook/kit/concepts/recovery"; // s11
import { startRecovery } from "@agent-workbook/kit/concepts/recovery"; // s11
import { resumeReminder, taskTools } from "@agent-workbook/kit/concepts/tasks"; // s12
import { backgroundTools, startJobs } from "@agent-workbook/kit/concepts/background"; // s13
import { JOB_TIMEOUT_SETTING, jobTools } from "@agent-workbook/kit/concepts/background"; // s13
import { type Fire, firesMessage, waitFire } from "@agent-workbook/kit/concepts/schedule"; // s14
import { newScheduleSeed, ScheduleStore } from "@agent-workbook/kit/concepts/schedule"; // s14
import { scheduleTools, wallClock } from "@agent-workbook/kit/concepts/schedule"; // s14
import { type Member, teamTools, TEAM_FILES } from "@agent-workbook/kit/concepts/team"; // s15
import { handBackFrom, warnOpenWork } from "@agent-workbook/kit/concepts/team"; // s15
import { protocolTools } from "@agent-workbook/kit/concepts/protocols"; // s16
import { openWorktrees, placedFileTools } from "@agent-workbook/kit/concepts/worktrees"; // s18
import { WorktreeTeam, worktreeTools } from "@agent-workbook/kit/concepts/worktrees"; // s18
import { MCP_CALL_SETTING, MCP_START_SETTING } from "@agent-workbook/kit/concepts/mcp"; // s19
import { startMcp } from "@agent-workbook/kit/concepts/mcp"; // s19
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
  /** s07's skills (load_skill, and their catalog in the prompt). */
  skills: "s07",
  /** s08's compaction (compact, and step 5's). */
  compaction: "s08",
  /** s09's memory (memory, and its index in the prompt). */
  memory: "s09",
  /** s11's recovery around the model call. */
  recovery: "s11",
  /** s12's task graph (its four tools, and step 4's reminder). */
  tasks: "s12",
  /** s13's background jobs (job_output, stop_job, bash's run_in_background, step 2's). */
  background: "s13",
  /** s14's schedule (CronCreate, CronList, CronDelete, and step 1's fires). */
  cron: "s14",
  /** s15–s18's team: its tools, its protocols, claims, and worktrees (step 3's inbox). */
  team: "s15–s18",
  /** s19's MCP: the tools of the servers `.mcp.json` names. */
  mcp: "s19",
} as const;
/** A mechanism's name, as WORKBOOK_WITHOUT gives it. */
export type Mechanism = keyof typeof MECHANISMS;
/** The mechanisms to turn off, by name, commas between: the loop skips their steps and tools. */
const WITHOUT = textSetting(
  "WORKBOOK_WITHOUT",
  "",
  `mechanisms to turn off, e.g. cron,mcp (of ${Object.keys(MECHANISMS).join(", ")})`,
);
/** This agent's name, the owner of the tasks it starts (s12's), the lead of its team (s15's). */
const AGENT_NAME = wordSetting("AGENT_NAME", "lead", "who this agent is: the owner of its tasks");
/** The seed job ids are drawn from (s14's): a word draws the same ids every run. */
const SCHEDULE_SEED = wordSetting("SCHEDULE_SEED", "random", "the seed of the schedule's job ids");
/** The lesson, as the kit reads it (`pnpm lesson s20`, its --help): id, file, settings. */
export const LESSON: Lesson = {
  id: "s20",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [
    ...[WITHOUT, AGENT_NAME, SCHEDULE_SEED, COMPACT_THRESHOLD_SETTING, FALLBACK_MODEL_SETTING],
    ...[JOB_TIMEOUT_SETTING, MCP_START_SETTING, MCP_CALL_SETTING],
  ],
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
/** The concepts whose events s20's session shows: the displays of the lessons it composes. */
export type Displays =
  | "permission"
  | "hooks"
  | "skills"
  | "compaction"
  | "memory"
  | "recovery"
  | "background"
  | "schedule"
  | "team"
  | "autonomy"
  | "worktrees"
  | "mcp";

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<Displays>): Promise<void> {
  // #region config
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const TEAMMATE_ROUNDS = 50; // s15's limits: a teammate's rounds in the session,
  const LEAD_ROUNDS = 100; // the lead's for one request
  let ON: Set<Mechanism>;
  try {
    ON = mechanismsOn(session.setting(WITHOUT));
  } catch (err) {
    session.cannotStart(err);
    return session.close();
  }
  const on = (m: Mechanism) => ON.has(m);
  const AGENT = session.setting(AGENT_NAME);
  // s07: the skills found (each left out is said), their catalog, and load_skill.
  const { CATALOG, LOAD_SKILL } = skillsOf(WORKDIR, (e) => on("skills") && session.ui.show(e));
  const SYSTEM = [
    `You are a coding agent at ${WORKDIR}, named ${AGENT}.`,
    "",
    "Rules:",
    ...(on("tasks") ? ["- Plan a multi-step task with the task tools; keep them up to date."] : []),
    ...(on("todo") ? ["- Track the steps of this request with todo_write."] : []),
    ...(on("subagent") ? ["- Hand a sub-task that needs much reading to task."] : []),
    ...(on("background") ? ["- Run slow commands with run_in_background, and go on."] : []),
    ...(on("cron") ? ["- To do something later or again, schedule it (CronCreate)."] : []),
    ...(on("team")
      ? [
          "- Give a task that changes files its own worktree (create_worktree with its task_id) " +
            "and a teammate (spawn_teammate); merge it when it is completed (merge_worktree).",
        ]
      : []),
    ...(on("compaction") ? ["- Your context is compacted when it grows long."] : []),
    ...(on("memory") ? ["- Keep what a later session needs with the memory tool."] : []),
    "- A tool call may be blocked by a hook or denied by a rule: read why, and do otherwise.",
    "- Prefer tools over prose. When done, summarise what changed in a few lines.",
    ...(on("skills") ? ["", CATALOG] : []),
  ].join("\n");

  /** A teammate's prompt (s15's): its name, its role, its team, and where it works (s18's). */
  const teammateSystem = (name: string, role: string) =>
    [
      `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.`,
      "A task bound to a worktree is done there: commit your work there, then complete the task.",
      `Tell ${AGENT} when your tasks are done; answer a shutdown_request with shutdown_response.`,
    ].join("\n");
  // #endregion config

  // #region mechanisms
  /** The model call: s11's recovery around the client, or the client alone. */
  const create = (request: Anthropic.MessageCreateParamsNonStreaming) =>
    on("recovery") ? recovery.callModel(request) : session.client.messages.create(request);
  const { TODO_WRITE, todos } = todoListOf(session); // s05
  const compaction = startCompaction(session, create, todos); // s08
  const recovery = startRecovery(session, compaction); // s11
  const subagent = new Subagent(
    session,
    create,
    () => FILES,
    (b) => runTool(b),
  ); // s06
  const store = new MemoryStore(WORKDIR, MEMORY_LIMITS); // s09
  const jobs = startJobs(session); // s13
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
  const mcp = startMcp(session); // s19
  const MCP_TOOLS = on("mcp") ? await mcp.connectServers(WORKDIR) : [];
  // #endregion mechanisms

  // #region tools
  // s18's file tools, run where the agent of the round works; s13's bash around their bash.
  const FILES = placedFileTools(() => team, WORKDIR, session.env);
  const JOBS = backgroundTools(jobs, FILES[0], session); // s13: bash with run_in_background, …
  const withJobs = (t: Tool) => (t.name === "bash" && on("background") ? JOBS[0] : t);
  /** Each mechanism's tools, from its kit module; the tool pool is those of the mechanisms on. */
  const TOOLS_OF: Record<Mechanism, Tool[]> = {
    hooks: [],
    todo: [TODO_WRITE], // s05
    subagent: [subagent.tool], // s06
    skills: [LOAD_SKILL], // s07
    compaction: [compaction.tool], // s08
    memory: [memoryTool(() => store)], // s09
    recovery: [],
    tasks: [...taskTools(() => team.speaker.tasks, session.ui)], // s12
    background: [...jobTools(jobs)], // s13: job_output, stop_job
    cron: [...scheduleTools(SCHEDULE)], // s14
    team: [...teamTools(() => team), ...protocolTools(() => team), ...worktreeTools(() => team)],
    mcp: MCP_TOOLS, // s19
  };
  const TOOLS: Tool[] = [
    ...placedFileTools(() => team, WORKDIR, session.env).map(withJobs), // s18's, s13's bash
    ...(Object.keys(TOOLS_OF) as Mechanism[]).filter(on).flatMap((m) => TOOLS_OF[m]),
  ];
  const runTool = toolDispatch(TOOLS); // v1's
  /** A teammate's (s18's): no spawn_teammate, lead's protocol side, worktrees, task, compact. */
  const TEAMMATE_TOOLS = TOOLS.filter(
    (t) =>
      !/^(spawn_teammate|shutdown_request|plan_response|\w+_worktree|task|compact)$/.test(t.name),
  );
  const LEAD_TOOLS = TOOLS.filter((t) => !/^(shutdown_response|plan_request)$/.test(t.name));
  const team: WorktreeTeam = new WorktreeTeam({
    session,
    workdir: WORKDIR,
    lead: { name: AGENT, system: SYSTEM, tools: LEAD_TOOLS },
    teammateTools: TEAMMATE_TOOLS,
    teammateSystem,
  }); // s15–s18
  const LEAD = team.lead; // the session's agent, whose history is the REPL's
  // #endregion tools

  // #region gate
  // One gate for every call: s04's hooks around s03p's rules, the session's policy. Teammates' and
  // subagents' calls go through session.supervise too, so the same hooks and rules decide them.
  const terminal = session.canAsk();
  let rules: RulesPolicy;
  let hooksConfig: ReturnType<typeof loadHooksConfig>;
  try {
    const mode = session.yes ? "bypassPermissions" : undefined;
    const show = (event: Parameters<typeof session.ui.show>[0]) => session.ui.show(event);
    rules = new RulesPolicy({ workdir: WORKDIR, mode, modeFrom: "--yes", terminal, show }); // s03p
    hooksConfig = loadHooksConfig(WORKDIR); // s04
  } catch (err) {
    session.cannotStart(err);
    return session.close();
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
  const offered = (agent: Member) => rules.tools(agent.tools); // s03p: a bare deny takes one out
  session.ui.note(`Mechanisms on: ${[...ON].map((m) => `${m} (${MECHANISMS[m]})`).join(", ")}`);
  const { prompt: MEMORY, event } = await memoryAtStart(store, memoryPromptSection); // s09
  if (on("memory")) session.ui.show(event);
  // #endregion gate

  // #region round
  type Blocks = (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[];
  /** The fires waiting for the lead (s14's): they go to the model in its next round's message. */
  let waiting: Fire[] = [];
  /** Each agent's last answer, for s12's reminder; the lead's Stop blocks in a row (s04's). */
  const previous = new WeakMap<Member, Anthropic.ContentBlock[]>();
  let blocked = 0; // s04's: the Stop hook's blocks in a row, in the lead's turn
  let maxTokens = MAX_TOKENS; // s11's: raised once after a cut answer
  let continues = 0; // s11's: the lead's continuations after a cut answer

  /** The last user message's content as blocks: the round's notes go after its tool results. */
  function lastUser(messages: Anthropic.MessageParam[]): Blocks {
    const last = messages[messages.length - 1];
    if (typeof last.content === "string") last.content = [{ type: "text", text: last.content }];
    return last.content as Blocks;
  }

  /** One round of `agent`, the lead or a teammate: the nine steps, one call into a module each. */
  async function round(agent: Member): Promise<void> {
    team.speaker = agent;
    const lead = agent === LEAD;
    const { messages } = agent;
    // #region exercise:round
    // 1. scheduled fires (s14): each waiting fire joins the lead's message.
    if (lead && on("cron"))
      for (const fire of await SCHEDULE.due()) waiting = waitFire(waiting, fire);
    if (lead && waiting.length > 0)
      lastUser(messages).push({ type: "text", text: firesMessage(waiting) });
    if (lead) waiting = [];
    // 2. background notifications (s13): the jobs that ended, after the tool results.
    if (lead && on("background"))
      lastUser(messages).push(...jobs.deliverNotifications("after the tool results"));
    // 3. inbox messages and protocol reminders (s15–s17): a teammate's came as it woke.
    if (lead && on("team")) await team.deliver(LEAD);
    // 4. task reminders (s12): after rounds without a task tool.
    const before = previous.get(agent); // none yet: its first message is as it was given
    if (on("tasks") && before) await agent.nag.after(before, lastUser(messages), session.ui);
    // 5. context preparation: s08's compaction, s09's memory index, s10's prompt and breakpoints.
    if (lead && on("compaction")) await compaction.before(messages);
    const identity = { name: "identity", source: "agent.ts", text: agent.system, fixed: true };
    const sections: PromptSection[] = [identity];
    if (lead && on("memory") && MEMORY)
      sections.push({ name: "memory", source: "/memories/MEMORY.md", text: MEMORY, fixed: false });
    // 6. the tool pool: the agent's tools of the mechanisms on, less those a rule takes out.
    const tools = offered(agent);
    // s10: the one call site of prompt assembly (its breakpoints on tools, system, last message).
    const request = () => ({
      model: session.model,
      max_tokens: lead ? maxTokens : MAX_TOKENS,
      ...withBreakpoints(toolSpecs(tools), sections, messages),
    });
    // 7. the model call, with s11's recovery (too long: the lead's history compacted).
    const response = await create(request()).catch((err: unknown) =>
      lead && on("recovery")
        ? recovery.recoverTooLong(err, messages, request)
        : Promise.reject(err),
    );
    if (lead && on("compaction")) compaction.counted(response);
    if (lead && on("recovery") && response.stop_reason === "max_tokens") {
      if (!recovery.continueCut(messages, response, maxTokens, ++continues))
        return stop(LEAD, true);
      return void (maxTokens = recovery.raisedMaxTokens); // s11: a cut answer raises it once
    }
    messages.push({ role: "assistant", content: response.content });
    previous.set(agent, response.content);
    if (!lead) await team.taken(agent); // s15: its messages leave its inbox once answered
    if (response.stop_reason !== "tool_use") return stop(agent);
    // 8. each tool call through the one gate: hooks, rules, the run, the post hooks.
    const results: ToolResult[] = [];
    for (const block of response.content) {
      if (block.type === "tool_use") results.push(await session.supervise(block, tools, runTool));
    }
    messages.push({ role: "user", content: results });
    if (gate.stopped !== undefined) {
      const text = `A hook ended the turn: ${gate.stopped}`;
      gate.stopped = undefined;
      session.ui.show({ kind: "hooks:turn-end", why: "stop", text });
      return team.setStatus(agent, "idle");
    }
    // #endregion exercise:round
  }

  /** 9. The agent ended its turn: s13's jobs may wake the lead, then s04's Stop hooks decide. */
  async function stop(agent: Member, cut = false): Promise<void> {
    if (agent !== LEAD || cut) return team.setStatus(agent, "idle");
    const woken = on("background") ? await jobs.waitForJobs() : [];
    if (woken.length > 0) return void LEAD.messages.push({ role: "user", content: woken });
    const hook = await hooks.run("Stop", { stop_hook_active: blocked > 0 });
    if (!hook.block || hook.stop) return team.setStatus(LEAD, "idle");
    if (++blocked >= MAX_STOP_BLOCKS) {
      const text = stopLimitMessage(hook.block.reason);
      session.ui.show({ kind: "hooks:turn-end", why: "limit", text });
      return team.setStatus(LEAD, "idle");
    }
    LEAD.messages.push({ role: "user", content: `Stop hook: ${hook.block.reason}` });
  }
  // #endregion round

  // #region team
  /** The team at work on one request (s15's order): the lead's round, then each teammate's. */
  async function teamLoop(): Promise<void> {
    blocked = 0; // each turn starts afresh
    maxTokens = MAX_TOKENS;
    continues = 0;
    team.setStatus(LEAD, "working");
    for (let n = 1; n <= LEAD_ROUNDS; n++) {
      team.polled = undefined; // s17: each pass, the idle teammates look at the graph afresh
      for (const agent of team.members.values()) {
        if (agent === LEAD) {
          await round(LEAD);
          if (LEAD.status === "idle")
            return on("tasks") ? warnOpenWork(LEAD.tasks, session.ui) : undefined;
        } else {
          const was = agent.status; // one that stops now hands back its tasks (s15's)
          const wakes = async () => (await team.wakes(agent)) && (await teammateRound(agent));
          await session.teammate(agent.name, wakes);
          if (was !== "shutdown" && agent.status === "shutdown")
            team.tell(LEAD, await handBackFrom(LEAD.tasks, agent.name));
        }
      }
    }
    session.ui.warn(`The team stopped at the lead's limit of ${LEAD_ROUNDS} rounds.`);
  }

  /** A teammate's round, within its limit (s15's): at the limit it stops and says so. */
  async function teammateRound(agent: Member): Promise<void> {
    if (agent.rounds >= TEAMMATE_ROUNDS) {
      const content = `I reached my limit of ${TEAMMATE_ROUNDS} rounds and stopped.`;
      await team.send(AGENT, { type: "message", content });
      return team.setStatus(agent, "shutdown");
    }
    agent.rounds += 1;
    team.idleMs.delete(agent); // s17: a round ends its idle time
    team.setStatus(agent, "working");
    await round(agent);
  }
  // #endregion team

  // #region repl
  /** One turn: the learner's `query`, or the fires alone when idle. */
  async function turn(query?: string): Promise<void> {
    const history = LEAD.messages;
    const before = [...history]; // a compaction during the turn swaps the history
    const tokens = compaction.tokens;
    const content: Anthropic.TextBlockParam[] = [];
    if (on("background")) content.push(...jobs.deliverNotifications("before your message"));
    if (query !== undefined) content.push({ type: "text", text: query });
    if (on("tasks") && history.length === 0) await resumeReminder(LEAD.tasks, content, session.ui);
    if (content.length === 0 && waiting.length === 0) return;
    if (content.length === 0) content.push({ type: "text", text: firesMessage(waiting) });
    if (query === undefined) waiting = []; // a fire goes to the model once
    history.push({ role: "user", content });
    try {
      await teamLoop();
      await team.taken(LEAD); // the request answered: what the lead was handed leaves its inbox
    } catch (err) {
      jobs.requeue(history.slice(before.length));
      history.splice(0, history.length, ...before); // the conversation stays valid
      [compaction.tokens, LEAD.handed] = [tokens, 0];
      team.setStatus(LEAD, "idle");
      return session.fail(err);
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

  /** The REPL: the learner's requests and the schedule's fires, each a turn of the team. */
  async function repl(): Promise<void> {
    if (on("team")) {
      const said = await openWorktrees(team.worktrees, LESSON.id).catch((e: Error) => [e.message]);
      for (const line of said) session.ui.note(line); // s18: git, the sample's repository
    }
    const refused = await team.start().catch((err: Error) => err.message);
    if (refused) {
      session.ui.error(refused); // s15: a name or a workspace it cannot use
      session.exitCode = 2;
      return session.close();
    }
    if (on("background")) jobs.endLeftJobs(); // s13: what a killed session left running
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
    await jobs.stopAll(); // s13: no job outlives the session
    await mcp.close(); // s19: nor any server
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts) the file starts a session and runs its entry.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
