/**
 * Lesson s04: hooks, as Claude Code's.
 *
 * s03p decided each call by rules. Here the settings name commands that run at points of the loop:
 * PreToolUse before a call (exit 2 blocks it before any rule is read), PostToolUse after it,
 * UserPromptSubmit on each request, Stop when the agent would stop (a block sends it back, 8 times
 * in a row at most), SessionStart at the start. A hook reads JSON on standard input, with Claude
 * Code's field names, and answers with its exit code and JSON output, so that a hook written for
 * Claude Code runs here unchanged. The lesson writes that protocol, the gate (the hooks around
 * s03p's rules, for every agent's calls), and trust: a workspace's hooks and allow rules apply only
 * once the learner has trusted it.
 *
 * Run it: `pnpm lesson s04` (live with a key in .env, otherwise the recorded demo);
 * `--yes` trusts the workspace for this run (and is bypassPermissions, as in s03p).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import {
  type Lesson,
  isMain,
  type PolicyCall,
  type PolicyDecision,
  runLesson,
  type Session,
  type SettledDecision,
  type ToolPolicy,
  type ToolResult,
  toolDispatch,
  toolSpecs,
} from "@agent-workbook/kit";
import {
  type CommandResult,
  type HookRun,
  type HookRunSource,
  type Hooks,
  type HooksConfig,
  type HooksTrustEvent,
  isTrusted,
  loadHooksConfig,
  MAX_STOP_BLOCKS,
  sessionHooks,
  stopLimitMessage,
  trust,
  trustStorePath,
  untrustedRules,
} from "@agent-workbook/kit/concepts/hooks";
import {
  modeProblem,
  parsePermissionMode,
  RulesPolicy,
  ruleToolName,
  toolsUnderRules,
} from "@agent-workbook/kit/concepts/permission";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s04`, its --help): id, file, option. */
export const LESSON: Lesson = {
  id: "s04",
  entry: import.meta.filename,
  options: [
    {
      name: "permission-mode",
      value: "MODE",
      help: "default, acceptEdits, plan, dontAsk or bypassPermissions; --yes is bypassPermissions",
      check: modeProblem,
    },
  ],
};
// #endregion lesson

// #region protocol
/** The events whose exit 2 and `decision: "block"` block something (SessionStart's is shown). */
const BLOCKING: readonly string[] = ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"];
/** The events whose plain standard output (exit 0, not JSON) is context for the model. */
const PLAIN_CONTEXT: readonly string[] = ["UserPromptSubmit", "SessionStart"];

/** Reads one run of a hook: exit 0 is success (JSON on stdout), 2 blocks, any other an error. */
export function readHookRun(source: HookRunSource, result: CommandResult, timeoutMs: number) {
  const run: HookRun = { ...source, exitCode: result.exitCode, decision: "none", ms: result.ms };
  const { event } = source;
  const stderr = result.stderr.trim();
  // #region exercise:exit-codes
  if (result.startError !== undefined) return failed(run, `could not start (${result.startError})`);
  if (result.timedOut) return failed(run, `timed out after ${timeoutMs / 1000} s and was stopped`);
  if (result.exitCode === null) return failed(run, `was killed by ${result.signal ?? "a signal"}`);
  if (result.exitCode === 2) {
    const reason = stderr || `The ${event} hook exited with code 2 and gave no reason.`;
    if (!BLOCKING.includes(event)) return { ...run, error: `exited with code 2: ${reason}` };
    return { ...run, decision: event === "PreToolUse" ? "deny" : "block", reason } as HookRun;
  }
  if (result.exitCode !== 0)
    return failed(run, `exited with code ${result.exitCode}${stderr ? `: ${stderr}` : ""}`);
  // #endregion exercise:exit-codes
  const stdout = result.stdout.trim();
  if (!stdout.startsWith("{")) {
    const plain = PLAIN_CONTEXT.includes(event) && stdout !== "";
    return plain ? { ...run, additionalContext: stdout } : run;
  }
  try {
    return readJsonOutput(run, JSON.parse(stdout));
  } catch (err) {
    return failed(run, `printed output the protocol does not read: ${(err as Error).message}`);
  }
}

/** A run's JSON output, read by event; throws an Error naming a field the protocol refuses. */
function readJsonOutput(run: HookRun, json: unknown): HookRun {
  if (!isObject(json)) throw new Error("its JSON is not an object");
  const out: HookRun = { ...run };
  const specific = isObject(json.hookSpecificOutput) ? json.hookSpecificOutput : {};
  const message = text("systemMessage", json.systemMessage);
  if (message !== undefined) out.systemMessage = message;
  if (json.suppressOutput === true) out.suppressOutput = true;
  // #region exercise:json
  const context = text("additionalContext", specific.additionalContext ?? json.additionalContext);
  if (context !== undefined) out.additionalContext = context;
  if (json.decision === "block" && BLOCKING.includes(run.event)) {
    out.decision = run.event === "PreToolUse" ? "deny" : "block";
    out.reason = text("reason", json.reason) ?? `The ${run.event} hook blocked without a reason.`;
  }
  const decision = run.event === "PreToolUse" ? specific.permissionDecision : undefined;
  if (decision !== undefined) {
    const given = JSON.stringify(decision);
    const wrong = `permissionDecision must be "allow", "deny" or "ask", not ${given}`;
    if (decision !== "allow" && decision !== "deny" && decision !== "ask") throw new Error(wrong);
    if (out.decision !== "deny") out.decision = decision;
    out.reason = text("permissionDecisionReason", specific.permissionDecisionReason) ?? out.reason;
  }
  if (run.event === "PreToolUse" && specific.updatedInput !== undefined) {
    if (!isObject(specific.updatedInput)) throw new Error("updatedInput must be an object");
    out.updatedInput = specific.updatedInput;
  }
  if (json.continue === false) {
    out.decision = "stop";
    out.stopReason = text("stopReason", json.stopReason) ?? `A ${run.event} hook ended the turn.`;
  }
  // #endregion exercise:json
  return out;
}

/** A field that must be a string when it is there. */
function text(key: string, value: unknown): string | undefined {
  if (value !== undefined && typeof value !== "string") throw new Error(`${key} must be a string`);
  return value;
}

/** A run that failed: an error shown to the learner, which blocks nothing. */
function failed(run: HookRun, error: string): HookRun {
  return { ...run, decision: "error", error };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
// #endregion protocol

// #region gate
/** The gate's policy with hooks: PreToolUse hooks, then the rules; PostToolUse after a call. */
export function hookedPolicy(rules: ToolPolicy, hooks: Hooks, terminal: boolean): HookedPolicy {
  return {
    /** PreToolUse hooks first: exit 2 or a deny decides before any rule is read; then the rules. */
    async decide(call: PolicyCall): Promise<PolicyDecision> {
      const pre = await hooks.run("PreToolUse", fieldsOf(call));
      if (pre.stop) {
        this.stopped = pre.stop.reason;
        return { decision: "deny", reason: `A PreToolUse hook ended the turn: ${pre.stop.reason}` };
      }
      const hook = pre.permission;
      if (hook?.decision === "deny")
        return { decision: "deny", reason: `Denied by a PreToolUse hook: ${hook.reason}` };
      const input = pre.updatedInput ?? call.input;
      const decided = await rules.decide({ ...call, input });
      // A hook's allow answers only what no rule settles: it never overrides a deny or an ask rule.
      if (hook?.decision === "allow" && decided.askedBy === "unmatched")
        return { decision: "allow", reason: `Allowed by a PreToolUse hook: ${hook.reason}`, input };
      // A hook's ask asks even where a rule allows; with no one to ask, the call is denied.
      if (hook?.decision === "ask" && decided.decision === "allow") {
        if (terminal)
          return { decision: "ask", reason: `Asked by a PreToolUse hook: ${hook.reason}`, input };
        const asks = `a PreToolUse hook asks (${hook.reason})`;
        const reason = `Denied: ${asks}, and there is no terminal to ask on.`;
        return { decision: "deny", reason, input };
      }
      return { ...decided, input };
    },

    /** PostToolUse hooks, after a call ran: a block's reason and their context follow it. */
    async after(call: PolicyCall, result: ToolResult): Promise<ToolResult> {
      const post = await hooks.run("PostToolUse", {
        ...fieldsOf(call),
        tool_response: result.content,
      });
      if (post.stop) this.stopped = post.stop.reason;
      const notes = [...(post.block ? [post.block.reason] : []), ...post.additionalContext];
      if (notes.length === 0) return result;
      const text = notes.map((note) => `PostToolUse hook: ${note}`).join("\n");
      if (typeof result.content === "string")
        return { ...result, content: `${result.content}\n\n${text}` };
      return { ...result, content: [...(result.content ?? []), { type: "text", text }] };
    },

    always: (call: PolicyCall) => rules.always(call),
    show: (call: PolicyCall, settled: SettledDecision) => rules.show?.(call, settled),
  };
}

/** The gate's policy with hooks: a ToolPolicy, and why a hook ended the turn (`continue`). */
export type HookedPolicy = ToolPolicy & {
  /** Why a hook ended the turn (`continue: false`), until the loop reads it. */
  stopped?: string;
};

/** A call as PreToolUse and PostToolUse hooks read it: Claude Code's tool name, input, id. */
function fieldsOf(call: PolicyCall) {
  return { tool_name: ruleToolName(call.name), tool_input: call.input, tool_use_id: call.id ?? "" };
}
// #endregion gate

// #region trust
/** Whether the workspace's hooks and allow rules apply, and why (the display's event). */
export async function trustWorkspace(session: Session, hooks: number): Promise<HooksTrustEvent> {
  const store = trustStorePath(session.env);
  const trusted = (why: HooksTrustEvent["why"]): HooksTrustEvent => ({
    kind: "hooks:trust",
    hooks,
    why,
    ...(why === "answered" ? { store } : {}),
  });
  return session.outside.when("trust", async () => {
    if (session.sampleCopy) return trusted("sample");
    if (isTrusted(session.workdir, store)) return trusted("remembered");
    if (session.yes) return trusted("yes");
    const question =
      `This workspace's settings run ${hooks} hook command${hooks === 1 ? "" : "s"} and may ` +
      `allow tools. Trust ${session.workdir}? [y]es / [n]o `;
    const answer = await session.askLearner(question, { y: "yes", yes: "yes", n: "no", no: "no" });
    if (answer === undefined) return trusted("no-terminal");
    if (answer === "no") return trusted("refused");
    await trust(session.workdir, store);
    return trusted("answered");
  });
}
// #endregion trust

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"permission" | "hooks">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: look at the files, act with your tools, then report what you did.

Rules:
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  /** The tools the model is offered, in the order it sees them: s03p's, from the kit. */
  const TOOLS = toolsUnderRules(WORKDIR, session);

  // #region permission
  // The session's policy: the hooks (PreToolUse, PostToolUse) around s03p's rules, once trusted.
  const terminal = session.canAsk(); // a replay answers as its recording did
  let rules: RulesPolicy;
  let config: HooksConfig;
  try {
    const given = session.option("permission-mode");
    const mode = typeof given === "string" ? parsePermissionMode(given) : undefined;
    rules = new RulesPolicy({
      workdir: WORKDIR,
      mode: mode ?? (session.yes ? "bypassPermissions" : undefined),
      modeFrom: mode ? "--permission-mode" : "--yes",
      terminal,
      show: (event) => session.ui.show(event),
    });
    config = loadHooksConfig(WORKDIR); // the `hooks` of the same settings files
  } catch (err) {
    session.cannotStart(err); // a settings file that cannot be used: named, and nothing runs
    session.close();
    return;
  }
  const count = Object.values(config.hooks).flat().length;
  // Hooks run commands a folder names, and its allow rules allow them: both wait for trust.
  const trusted =
    count + rules.settings.allow.length > 0 ? await trustWorkspace(session, count) : undefined;
  if (trusted) session.ui.show(trusted);
  const applies = trusted === undefined || !["refused", "no-terminal"].includes(trusted.why);
  const hooks = sessionHooks(session, config, applies, rules.mode, readHookRun);
  const base = applies ? rules : untrustedRules(rules, { workdir: WORKDIR, terminal });
  const gate = hookedPolicy(base, hooks, terminal);
  session.usePolicy(gate); // every call the session supervises passes the hooks, then the rules
  session.ui.show(rules.setup(TOOLS));
  /** The tools the model is offered: a bare tool-name deny (`"Bash"`) takes a tool out. */
  const OFFERED = rules.tools(TOOLS);
  // (A call of a tool taken out still reaches the gate, whose policy denies it by that rule.)
  // #endregion permission

  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    let blocked = 0; // the Stop hooks' blocks in a row
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(OFFERED),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") {
        // The Stop hooks: a block sends the agent back with its reason, 8 times in a row at most.
        const stop = await hooks.run("Stop", { stop_hook_active: blocked > 0 });
        if (!stop.block || stop.stop) return;
        if (++blocked >= MAX_STOP_BLOCKS) {
          const text = stopLimitMessage(stop.block.reason);
          return session.ui.show({ kind: "hooks:turn-end", why: "limit", text });
        }
        messages.push({ role: "user", content: `Stop hook: ${stop.block.reason}` });
        continue;
      }

      const results: ToolResult[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
        }
      }
      messages.push({ role: "user", content: results });
      if (gate.stopped !== undefined) {
        // A hook's `continue: false`: the turn ends, every call answered.
        const text = `A hook ended the turn: ${gate.stopped}`;
        gate.stopped = undefined;
        return session.ui.show({ kind: "hooks:turn-end", why: "stop", text });
      }
    }
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    // SessionStart's context goes with the first request.
    let context = (await hooks.run("SessionStart", { source: "startup" })).additionalContext;
    for await (const query of session.prompts()) {
      const submit = await hooks.run("UserPromptSubmit", { prompt: query });
      const refused = submit.block?.reason ?? submit.stop?.reason;
      if (refused !== undefined) {
        // A blocked request is not sent: the learner reads why.
        session.ui.show({ kind: "hooks:turn-end", why: "prompt", text: `Not sent: ${refused}` });
        continue;
      }
      const notes = [...context, ...submit.additionalContext].map(
        (text) => `Hook context: ${text}`,
      );
      context = [];
      const checkpoint = history.length;
      const texts = [query, ...notes].map((text) => ({ type: "text" as const, text }));
      history.push({ role: "user", content: notes.length === 0 ? query : texts });
      try {
        await agentLoop(history);
      } catch (err) {
        history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
        session.fail(err);
        continue;
      }
      session.answer(history);
    }
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
