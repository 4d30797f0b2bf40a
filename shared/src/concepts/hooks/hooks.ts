/**
 * The hooks of a session: for each event, the hooks whose matcher matches run in parallel (an identical command
 * once), and their runs add up to one {@link HookOutcome}: across hooks deny beats ask, which beats allow; any
 * block blocks, any `continue: false` ends the turn. In a workspace the learner has not trusted, no hook runs.
 *
 * @module
 */
import type { HooksConfig } from "./config.ts";
import {
  type HookEvent,
  type HookEventFields,
  type HookSessionFields,
  hookInput,
  TOOL_EVENTS,
} from "./hook-events.ts";
import { type HookRun, readHookRun } from "./hook-run.ts";
import { matchesTool, matchesValue } from "./matcher.ts";
import { type CommandResult, runHookCommand } from "./run-command.ts";

/** How a session's hooks run. */
export interface HooksOptions {
  /** The hooks read from the settings files (loadHooksConfig). */
  config: HooksConfig;
  /** The workspace: where hooks run, and `CLAUDE_PROJECT_DIR` for them. */
  workdir: string;
  /** The hooks' environment: the session's cleaned one (no credentials), passed in, never this process's own. */
  env: Record<string, string | undefined>;
  /** The fields every hook reads (session id, transcript, cwd, permission mode). */
  session: HookSessionFields;
  /** True once the learner has trusted the workspace (isTrusted, trust); false: no hook runs. */
  trusted: boolean;
  /** Called with each run once the event's hooks have all ended, in the configuration's order: the display's data. */
  onRun?: (run: HookRun) => void;
  /** The clock runs are timed by, in milliseconds (performance.now by default). */
  now?: () => number;
  /**
   * How an event's matching commands are run, together: `run` runs them in parallel ({@link runHookCommand} each)
   * and gives their results in the configuration's order. A lesson's goes through `session.outside`, so that a
   * replay gives back each event's runs as recorded (exit codes, output, times), whatever the machine has installed.
   */
  runAll?: (
    event: HookEvent,
    commands: string[],
    run: () => Promise<CommandResult[]>,
  ) => Promise<CommandResult[]>;
  /** How a run is read by the protocol: {@link readHookRun} by default (a lesson's own, which this kit's equals). */
  readRun?: typeof readHookRun;
}

/** What the hooks of one event decided, together. */
export interface HookOutcome {
  /** Each run, in the configuration's order. */
  runs: HookRun[];
  /** False when the workspace is untrusted and so no hook ran (though some matched). */
  ran: boolean;
  /** PreToolUse: the strongest permission decision (deny > ask > allow), with its reasons; undefined: none. */
  permission?: HookPermission;
  /** PostToolUse, UserPromptSubmit, Stop: the reasons of the hooks that blocked (exit 2, `decision: "block"`). */
  block?: HookBlock;
  /** `continue: false`: the turn ends, with the first `stopReason`. */
  stop?: HookStop;
  /** PreToolUse: the first `updatedInput`, which the call runs with. */
  updatedInput?: Record<string, unknown>;
  /** The texts for the model (`additionalContext`, plain output of UserPromptSubmit and SessionStart). */
  additionalContext: string[];
  /** What the learner is shown: errors (`The hook "x" timed out …`) and `systemMessage`s. */
  messages: string[];
}

/** The PreToolUse hooks' permission decision. */
export interface HookPermission {
  /** The strongest answer: deny, else ask, else allow. */
  decision: "allow" | "ask" | "deny";
  /** The reasons of the hooks that gave it, one a line. */
  reason: string;
}

/** A block by the hooks of PostToolUse, UserPromptSubmit or Stop. */
export interface HookBlock {
  /** The reasons of the hooks that blocked, one a line (for the model). */
  reason: string;
}

/** A hook's `continue: false`: the turn ends. */
export interface HookStop {
  /** The first `stopReason`, shown to the learner. */
  reason: string;
}

/** A session's hooks: {@link Hooks.run} runs an event's. */
export class Hooks {
  private readonly options: HooksOptions;

  /** Hooks configured by `options.config`, run as `options` says. */
  constructor(options: HooksOptions) {
    this.options = options;
  }

  /** True when `event` has a hook for `subject` (a tool's name, SessionStart's source); untrusted or not. */
  has(event: HookEvent, subject?: string): boolean {
    return this.matching(event, subject).length > 0;
  }

  /** Runs the hooks of `event` that match (`fields`' tool name, or SessionStart's source) and adds up their runs. */
  async run<E extends HookEvent>(event: E, fields: HookEventFields[E]): Promise<HookOutcome> {
    const { options } = this;
    const subject = subjectOf(fields);
    const id = (fields as { tool_use_id?: unknown }).tool_use_id;
    const toolUseId = typeof id === "string" && id !== "" ? id : undefined;
    const matching = this.matching(event, subject);
    if (!options.trusted) return { ...outcome([]), ran: matching.length === 0 };
    if (matching.length === 0) return outcome([]);
    const input = JSON.stringify(hookInput(event, options.session, fields));
    const env = { ...options.env, CLAUDE_PROJECT_DIR: options.workdir };
    const run = () =>
      Promise.all(
        matching.map((hook) =>
          runHookCommand(hook.command, input, {
            cwd: options.workdir,
            env,
            timeoutMs: hook.timeoutMs,
            ...(options.now ? { now: options.now } : {}),
          }),
        ),
      );
    const commands = matching.map((hook) => hook.command);
    const results = await (options.runAll ? options.runAll(event, commands, run) : run());
    const runs = matching.map((hook, i) => {
      const source = { event, matcher: hook.matcher.text, command: hook.command };
      const from = toolUseId === undefined ? source : { ...source, toolUseId };
      return (options.readRun ?? readHookRun)(from, results[i]!, hook.timeoutMs);
    });
    // In the configuration's order, whichever ended first: a replay shows the runs as they were recorded.
    for (const run of runs) options.onRun?.(run);
    return outcome(runs);
  }

  /** The hooks of `event` whose matcher matches `subject`, each command once (its first configuration). */
  private matching(event: HookEvent, subject: string | undefined) {
    const seen = new Set<string>();
    return this.options.config.hooks[event].filter((hook) => {
      const matches = TOOL_EVENTS.includes(event)
        ? matchesTool(hook.matcher, subject ?? "")
        : event === "SessionStart"
          ? matchesValue(hook.matcher, subject ?? "")
          : true;
      if (!matches || seen.has(hook.command)) return false;
      seen.add(hook.command);
      return true;
    });
  }
}

/** The tool's name, or SessionStart's source: what a matcher reads. */
function subjectOf(fields: object): string | undefined {
  const f = fields as { tool_name?: unknown; source?: unknown };
  if (typeof f.tool_name === "string") return f.tool_name;
  return typeof f.source === "string" ? f.source : undefined;
}

/** The runs of one event, added up. */
export function outcome(runs: HookRun[]): HookOutcome {
  const result: HookOutcome = { runs, ran: true, additionalContext: [], messages: [] };
  const rank = { allow: 1, ask: 2, deny: 3 } as const;
  const reasons: Record<"allow" | "ask" | "deny" | "block", string[]> = {
    allow: [],
    ask: [],
    deny: [],
    block: [],
  };
  for (const run of runs) {
    const { decision } = run;
    if (decision === "allow" || decision === "ask" || decision === "deny" || decision === "block") {
      if (run.reason !== undefined) reasons[decision].push(run.reason);
      if (
        decision !== "block" &&
        (result.permission === undefined || rank[decision] > rank[result.permission.decision])
      )
        result.permission = { decision, reason: "" };
      if (decision === "block") result.block = { reason: "" };
    }
    if (decision === "stop" && result.stop === undefined)
      result.stop = { reason: run.stopReason ?? "" };
    if (run.updatedInput !== undefined && result.updatedInput === undefined)
      result.updatedInput = run.updatedInput;
    if (run.additionalContext !== undefined) result.additionalContext.push(run.additionalContext);
    if (run.error !== undefined)
      result.messages.push(
        `The ${run.event} hook "${run.command}" ${run.error.replace(/\.$/, "")}.`,
      );
    if (run.systemMessage !== undefined) result.messages.push(run.systemMessage);
  }
  if (result.permission) {
    const d = result.permission.decision;
    result.permission.reason = reasons[d].join("\n") || `A PreToolUse hook answered ${d}.`;
  }
  if (result.block) result.block.reason = reasons.block.join("\n");
  return result;
}
