/**
 * Lesson s16: team protocols.
 *
 * s15's team talked in free text: a teammate could stop without a word, or start work its lead
 * never saw. Here two protocols run over the mailboxes, a request and its one response matched by
 * `request_id`: the lead asks a teammate to shut down, and it approves (and stops) or rejects with
 * a reason; a teammate sends its plan and waits for the lead to approve it or reject it with a
 * reason. A wrong, closed or unknown id is refused. A shutdown request left unanswered is recalled
 * to its teammate at each round; after a limit, the lead is told so.
 *
 * Run it: `pnpm lesson s16` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools, tool, ToolError } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
import { explainError, Interrupted, ReplayError } from "@agent-workbook/kit";
// s12's task store, tools and reminders, from the kit.
import { resumeReminder, TaskNag } from "@agent-workbook/kit/concepts/tasks";
import { TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
// s15's team, its mailboxes and its three tools, from the kit; the team's files (leases, names).
import { Team, type Member, teamTools } from "@agent-workbook/kit/concepts/team";
import { handBackFrom, warnOpenWork, TEAM_FILES } from "@agent-workbook/kit/concepts/team";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The lesson, as the kit reads it (`pnpm lesson s16`, its --help): its id, file, settings. */
export const LESSON: Lesson = {
  id: "s16",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [AGENT_NAME],
};
// #endregion lesson

// #region protocols
/** Rounds a teammate takes with a shutdown request unanswered before the lead is told. */
const SHUTDOWN_ROUNDS = 3;

/** A request: who asked whom, how it stands (pending until its one answer), its reader's rounds. */
interface Request {
  /** Its protocol. */ kind: "shutdown" | "plan";
  /** Who asked. */ from: string;
  /** Who is to answer. */ to: string;
  /** pending until its one answer; unanswered: closed, left past the limit. */
  status: "pending" | "approved" | "rejected" | "unanswered";
  /** Its reader's rounds since it came. */ rounds: number;
}

/** s15's team with its protocols: requests and their one response each, matched by `request_id`. */
class ProtocolTeam extends Team {
  /** The session's requests by request_id (`shutdown-1`, `plan-2`…): the protocols' state. */
  readonly requests = new Map<string, Request>();

  /** Sends a request of `kind` to `to`, as the agent whose round it is, under a new request_id. */
  async ask(kind: Request["kind"], to: string, content: string): Promise<string> {
    const id = `${kind}-${this.requests.size + 1}`;
    await this.send(to, { type: `${kind}_request`, request_id: id, content });
    this.requests.set(id, { kind, from: this.speaker.name, to, status: "pending", rounds: 0 });
    return `Sent ${id} to ${to}: the ${kind}_response comes to your inbox.`;
  }

  /** Request `id`, when sent to the agent whose round it is and still pending; else why not. */
  answerable(id: string): Request {
    // #region exercise:answerable
    const request = this.requests.get(id);
    const open = [...this.requests]
      .filter(([, r]) => r.to === this.speaker.name && r.status === "pending")
      .map(([id]) => id);
    const yours = `Your open requests: ${open.join(", ") || "none"}.`;
    if (!request) throw new ToolError(`Error: No request ${id}. ${yours}`);
    if (request.to !== this.speaker.name)
      throw new ToolError(`Error: ${id} was sent to ${request.to}, not you. ${yours}`);
    if (request.status !== "pending")
      throw new ToolError(`Error: ${id} is closed (${request.status}). ${yours}`);
    return request;
    // #endregion exercise:answerable
  }

  /** Answers request `id` to the agent that asked; a teammate approving its shutdown stops. */
  async respond(kind: Request["kind"], id: string, approve: boolean, reason = ""): Promise<string> {
    const request = this.answerable(id); // each side answers one kind: the requests sent to it
    if (!approve && !reason.trim())
      throw new ToolError(`Error: To reject ${id}, give a reason: it is sent with your answer.`);
    const verdict = approve ? "approved" : "rejected";
    const content = `${verdict}. ${reason}`.trim();
    await this.send(request.from, { type: `${kind}_response`, request_id: id, content });
    request.status = verdict; // answered: the request is closed
    // The teammate takes no round after this one.
    if (kind === "shutdown" && approve) this.setStatus(this.speaker, "shutdown");
    return `Answered ${id}: ${verdict}.`;
  }

  /** Whether an agent waits for the answer to a request it sent. */
  waiting(agent: Member): boolean {
    return [...this.requests.values()].some((r) => r.from === agent.name && r.status === "pending");
  }

  /** Reminds a teammate of a shutdown request unanswered, or tells the lead; if it must act. */
  remind(agent: Member): boolean {
    const open = [...this.requests].filter(
      ([, r]) => r.kind === "shutdown" && r.to === agent.name && r.status === "pending",
    );
    for (const [id, request] of open) {
      if (++request.rounds === 1) continue; // the round that carries the request itself
      if (request.rounds > SHUTDOWN_ROUNDS + 1) {
        request.status = "unanswered"; // past the limit: closed, and the lead is told
        const left = `${agent.name} left ${id} unanswered for ${SHUTDOWN_ROUNDS} rounds.`;
        this.tell(this.lead, [`<reminder>${left}</reminder>`]);
      } else {
        const lead = this.lead.name;
        const asked = `${lead} asked you to shut down: answer ${id} with shutdown_response.`;
        this.tell(agent, [`<reminder>${asked}</reminder>`]);
      }
    }
    return open.some(([, r]) => r.status === "pending");
  }

  /** s15's, changed: no round while it waits for an answer; a shutdown request wakes it. */
  override async wakes(agent: Member): Promise<boolean> {
    await super.wakes(agent); // s15's: new messages wake it
    if (agent.status === "shutdown" || this.waiting(agent)) return false; // no round counted
    if (this.remind(agent)) this.setStatus(agent, "working"); // a shutdown request to answer
    return agent.status === "working";
  }
}
// #endregion protocols

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"team">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** Rounds a teammate may take in the session; the lead for one request (the team stops there). */
  const TEAMMATE_ROUNDS = 50;
  const LEAD_ROUNDS = 100;
  /** This agent's name, the owner of the tasks it starts: AGENT_NAME, for a second agent. */
  const AGENT = session.setting(AGENT_NAME);

  const SYSTEM = [
    `You are a coding agent at ${WORKDIR}, named ${AGENT}: the lead of a team.`,
    "",
    "Loop: plan with the task tools, spawn teammates and give them the tasks, " +
      "wait for their news, then report what the team did.",
    "",
    "Rules:",
    "- Plan before you act: make a task per step of a multi-step task (TaskCreate), " +
      "then say which waits for which (TaskUpdate addBlockedBy, with task ids).",
    "- The tasks are kept in .tasks/ and outlive this session; " +
      "other agents may share them. Look at TaskList before you plan anew.",
    "- Mark a task in_progress before you start it, completed as soon as it is done.",
    "- Prefer tools over prose. Act; do not only explain.",
    "- Do not guess file paths: list or search first when unsure.",
    "- Keep changes small and check them (run the code or the tests).",
    "- Give each task to a teammate: make them its owner (TaskUpdate owner), " +
      "and say so in their instructions or a message.",
    "- Your teammates take their rounds between yours, while your turn lasts: " +
      "wait for their news with read_inbox, and end your turn only when the team's work is done.",
    "- A teammate sends you its plan before it changes anything: " +
      "approve it or reject it with a reason (plan_response). " +
      "When the team's work is done, ask each teammate to shut down (shutdown_request), " +
      "and wait for their answers before you end your turn.",
    "- When done, summarise what changed in a few lines.",
  ].join("\n");

  /** A teammate's prompt: its name, its role, its team. */
  function teammateSystem(name: string, role: string): string {
    return [
      `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.`,
      "",
      "Rules:",
      "- Your tasks are in .tasks/, shared with the team: those whose owner is you. " +
        "Mark each in_progress when you start it, completed as soon as it is done (TaskUpdate).",
      "- Messages from the team reach you as <message> blocks; " +
        `answer with send_message when asked, and tell ${AGENT} when your tasks are done.`,
      `- Before you change any file, send ${AGENT} your plan (plan_request) ` +
        "and wait for its answer; if it is rejected, send a new one. " +
        `To a shutdown_request from ${AGENT}, finish what you are doing, ` +
        "then answer it with shutdown_response and its request_id.",
      "- When you have nothing left to do, end your turn: a new message wakes you.",
      "- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
    ].join("\n");
  }
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // v1's and s05's bash and file tools, from the kit
    ...taskTools(() => team.speaker.tasks, session.ui), // s12's: as the agent whose round it is
    ...teamTools(() => team), // s15's, from the kit: through the team's mailboxes
    // #region protocol-tools
    tool(
      "shutdown_request",
      "Ask a teammate to shut down: it finishes, then answers with shutdown_response " +
        "(approve, or reject with a reason).",
      { teammate: z.string().describe("The teammate's name") },
      ({ teammate }) =>
        team.ask(
          "shutdown",
          teammate,
          "Finish what you are doing, then answer with shutdown_response.",
        ),
      { needsPermission: false },
    ),
    tool(
      "plan_request",
      "Send the lead your plan before you change anything, then wait: " +
        "your next round comes with its plan_response.",
      {
        plan: z.string().trim().min(1, "write the plan").describe("What you will do, step by step"),
      },
      ({ plan }) => team.ask("plan", team.lead.name, plan),
      { needsPermission: false },
    ),
    ...(["shutdown", "plan"] as const).map((kind) =>
      tool(
        `${kind}_response`,
        `Answer a ${kind} request, by its request_id: approve it` +
          `${kind === "shutdown" ? " (you stop after this round)" : ""}, ` +
          "or reject it with a reason.",
        { request_id: z.string(), approve: z.boolean(), reason: z.string().optional() },
        ({ request_id, approve, reason }) => team.respond(kind, request_id, approve, reason),
        { needsPermission: false },
      ),
    ),
    // #endregion protocol-tools
  ];

  /** A teammate's tools: less spawn_teammate (no nesting) and the lead's side of the protocols. */
  const TEAMMATE_TOOLS = TOOLS.filter(
    (t) => !/^(spawn_teammate|shutdown_request|plan_response)$/.test(t.name),
  );
  /** The lead's: less a teammate's side of the protocols. */
  const LEAD_TOOLS = TOOLS.filter((t) => !/^(shutdown_response|plan_request)$/.test(t.name));
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders. */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

  // #region roster
  /** s15's team with the protocols: the lead, then the teammates it spawns. */
  const team: ProtocolTeam = new ProtocolTeam({
    session,
    workdir: WORKDIR,
    lead: { name: AGENT, system: SYSTEM, tools: LEAD_TOOLS, tasks: TASKS, nag },
    teammateTools: TEAMMATE_TOOLS,
    teammateSystem,
  });
  const LEAD = team.lead; // the session's agent, whose history is the REPL's
  // #endregion roster

  // #region loop
  /** The team at work on one request: the lead, then each teammate with something to do. */
  async function teamLoop(): Promise<void> {
    for (let round = 1; round <= LEAD_ROUNDS; round++) {
      for (const agent of team.members.values()) {
        if (agent === LEAD) {
          await team.deliver(LEAD);
          await agentRound(LEAD);
          if (LEAD.status === "idle") return warnOpenWork(TASKS, session.ui); // the team's too
        } else {
          // #region teammate-turn
          const was = agent.status; // one that stops now hands back its tasks, and the lead is told
          const wakes = async () => (await team.wakes(agent)) && (await agentRound(agent));
          await session.teammate(agent.name, wakes);
          if (was !== "shutdown" && agent.status === "shutdown")
            team.tell(LEAD, await handBackFrom(TASKS, agent.name));
          // #endregion teammate-turn
        }
      }
    }
    session.ui.warn(
      `The team stopped at the lead's limit of ${LEAD_ROUNDS} rounds: ` +
        "send another request to carry on.",
    );
  }

  /** One round of an agent: one model call on its history, and the tools it asks for, as it. */
  async function agentRound(agent: Member): Promise<void> {
    team.speaker = agent;
    // #region round-limit
    if (agent !== LEAD && agent.rounds >= TEAMMATE_ROUNDS) {
      // At its limit a teammate stops, instead of calling the model again, and says so itself.
      const content = `I reached my limit of ${TEAMMATE_ROUNDS} rounds and stopped.`;
      await team.send(AGENT, { type: "message", content });
      return team.setStatus(agent, "shutdown");
    }
    // #endregion round-limit
    agent.rounds += 1;
    team.setStatus(agent, "working");
    const { messages, tools, nag } = agent; // its own: the lead's are s12's agent's
    const checkpoint = messages.length;
    try {
      const response = await client.messages.create({
        model: MODEL,
        system: agent.system,
        messages,
        tools: toolSpecs(tools),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      // A teammate's messages leave its inbox once the call that carried them is answered; the
      // lead's once its request is: a failed request is dropped whole, they are handed over again.
      if (agent !== LEAD) await team.taken(agent);
      if (response.stop_reason !== "tool_use") return team.setStatus(agent, "idle");

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") results.push(await session.supervise(block, tools, runTool));
      }
      await nag.after(response.content, results, session.ui); // every 10 rounds without a task tool
      messages.push({ role: "user", content: results });
    } catch (err) {
      // #region failed-round
      if (agent === LEAD) throw err; // the REPL drops the lead's failed request
      messages.length = checkpoint; // a teammate's history stays valid
      if (err instanceof Interrupted || err instanceof ReplayError) throw err; // Ctrl-C: all stop
      // It leaves the team, and says so (its failure's kind: "API error 400: …"); its inbox stays.
      const why = explainError(err).split("\n")[0].split(": ").slice(0, 2).join(": ");
      const content =
        `My model call failed (${why}), so I left the team. ` +
        `Spawn ${agent.name} again to carry on: the messages I had not answered wait in my inbox.`;
      await team.send(AGENT, { type: "message", content });
      team.setStatus(agent, "shutdown");
      team.members.delete(agent.name);
      // #endregion failed-round
    }
  }
  // #endregion loop

  // #region repl
  const history = LEAD.messages; // the lead's: the REPL's

  /** One turn: the learner's `query`, run by the loop on the session's one history. */
  async function turn(query: string): Promise<void> {
    const checkpoint = history.length;
    const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
    // #region resume
    // The session's first message: the tasks an earlier session (or another agent) left on disk.
    if (history.length === 0) await resumeReminder(TASKS, content, session.ui);
    // #endregion resume
    history.push({ role: "user", content });
    try {
      await teamLoop();
      await team.taken(LEAD); // the request answered: what the lead was handed leaves its inbox
    } catch (err) {
      history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
      LEAD.handed = 0; // what it was handed went with it: still in the inbox, handed over again
      team.setStatus(LEAD, "idle");
      session.fail(err);
      return;
    }
    session.answer(history);
  }

  /** The REPL: each request (typed, -p, or the demo's) is a turn. */
  async function repl(): Promise<void> {
    // At start, the lead's name is held and what an earlier run left said: or it refuses.
    const refused = await team.start().catch((err: Error) => err.message);
    if (refused) {
      session.ui.error(refused); // a name or a workspace it cannot use: said, and it exits with 2
      session.exitCode = 2;
      return session.close();
    }
    for await (const query of session.prompts()) await turn(query);
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
