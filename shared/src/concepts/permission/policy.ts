/**
 * The permission policy, and the interface the kit's gate calls for every tool call (main agent, subagents,
 * teammates, MCP tools alike): {@link PermissionPolicy}, `(call) => Promise<{decision, reason}>`.
 *
 * The gate shows the decision; on `allow` it runs the call; on `deny` the model gets an `is_error` result holding
 * the reason; on `ask` it asks `[y]es / [n]o / [a]lways` on the terminal, and on "always" calls
 * {@link RulesPolicy.always}. A policy made without a terminal never answers `ask`: the ask becomes a denial
 * that says how to allow the call.
 *
 * @module
 */
import { homedir } from "node:os";
import type { SettledDecision, ToolPolicy } from "../../permission.ts";
import { addAllowRules, narrowestRules } from "./always.ts";
import { type CallTargets, callTargets, type PermissionCall } from "./call-targets.ts";
import { type DecideContext, decideTargets, type PermissionDecision } from "./decide.ts";
import type { PermissionDecided, PermissionEvent, PermissionSetup } from "./events.ts";
import { deniedWithoutTerminal } from "./messages.ts";
import type { PermissionMode } from "./modes.ts";
import {
  LOCAL_SETTINGS_FILE,
  loadPermissionSettings,
  type PermissionSettings,
} from "./settings.ts";
import { type NamedTool, withoutDeniedTools } from "./tool-filter.ts";

/** What the gate asks for each tool call: allow, ask or deny, with a reason (decide.ts, {@link PermissionDecision}). */
export type PermissionPolicy = (call: PermissionCall) => Promise<PermissionDecision>;

/** How a {@link RulesPolicy} is made. */
export interface RulesPolicyOptions {
  /** The workspace: its `.workbook/` holds the settings, and `./path` rules start there. */
  workdir: string;
  /** The mode given on the command line (`--permission-mode`, `--yes`); else the settings' `defaultMode`, else `default`. */
  mode?: PermissionMode;
  /** True when there is a terminal to ask on; without one, an ask is a denial saying how to allow the call. */
  terminal: boolean;
  /** The home folder for `~/` rules and redirects; the user's by default. */
  home?: string;
  /** Where the mode came from, for the display: `--permission-mode`, `--yes`; else the settings or the default. */
  modeFrom?: string;
  /** The order of the rules (the lesson's own, which this kit's copy equals); the kit's by default. */
  decide?: (t: CallTargets, call: PermissionCall, context: DecideContext) => PermissionDecision;
  /** Shows the policy's events (the session's terminal); nothing is shown without it. */
  show?: (event: PermissionEvent) => void;
}

/** The rules policy: Claude Code's settings, rules and modes, read from the workspace's `.workbook/`. */
export class RulesPolicy implements ToolPolicy {
  /** The mode the session runs in. */
  readonly mode: PermissionMode;
  /** Where the mode came from: `--permission-mode`, `--yes`, `permissions.defaultMode`, or `the default`. */
  readonly modeFrom: string;
  /** The merged rules, read again after "always" writes one. */
  settings: PermissionSettings;
  private readonly options: Required<Omit<RulesPolicyOptions, "mode" | "modeFrom" | "show">> &
    Pick<RulesPolicyOptions, "show">;

  /** Reads both settings files; throws a SettingsError naming the file and place when one cannot be used. */
  constructor(options: RulesPolicyOptions) {
    this.options = {
      workdir: options.workdir,
      terminal: options.terminal,
      home: options.home ?? homedir(),
      decide: options.decide ?? decideTargets,
      show: options.show,
    };
    this.settings = loadPermissionSettings(options.workdir);
    this.mode = options.mode ?? this.settings.defaultMode ?? "default";
    this.modeFrom =
      options.mode !== undefined
        ? (options.modeFrom ?? "--permission-mode")
        : this.settings.defaultMode !== undefined
          ? "permissions.defaultMode"
          : "the default";
  }

  /** The {@link PermissionPolicy} to hand to the gate: {@link RulesPolicy.decide}, bound. */
  readonly check: PermissionPolicy = (call) => this.decide(call);

  /** Decides `call`; without a terminal an ask becomes a denial that says how to allow it. */
  async decide(call: PermissionCall): Promise<PermissionDecision> {
    const context = this.context();
    const targets = await callTargets(call, context);
    const decided = this.options.decide(targets, call, context);
    if (decided.decision !== "ask" || this.options.terminal) return decided;
    const reason = deniedWithoutTerminal(
      decided,
      narrowestRules(targets, context, this.settings.allow),
    );
    return { ...decided, decision: "deny", reason };
  }

  /**
   * The learner's "always": writes the narrowest rules that allow `call` to `.workbook/settings.local.json` and
   * reads the settings again; returns the rules written. None when the parser asked (no rule can allow that):
   * "always" is then a yes for this call only.
   */
  async alwaysRules(call: PermissionCall): Promise<string[]> {
    const context = this.context();
    const rules = narrowestRules(await callTargets(call, context), context, this.settings.allow);
    const written = await addAllowRules(this.options.workdir, rules);
    this.settings = loadPermissionSettings(this.options.workdir);
    return written;
  }

  /** The gate's "always" ({@link RulesPolicy.alwaysRules}), said in a sentence: which rules it wrote, and where. */
  async always(call: PermissionCall): Promise<string> {
    const written = await this.alwaysRules(call);
    if (written.length === 0)
      return "no rule written: no rule can allow this call (or one already does); allowed this once.";
    const list = written.join(", ");
    return `wrote the allow rule${written.length > 1 ? "s" : ""} ${list} to ${LOCAL_SETTINGS_FILE}.`;
  }

  /** Shows a settled decision: allow or deny, the rule or answer, the reason (the concept's display). */
  show(call: PermissionCall, settled: SettledDecision): void {
    const event: PermissionDecided = {
      kind: "permission:decision",
      tool: call.name,
      decision: settled.decision === "allow" ? "allow" : "deny",
      asked: settled.answer !== undefined || settled.askedBy !== undefined,
      reason: settled.reason,
    };
    if (settled.answer) event.answer = settled.answer;
    if (settled.rule !== undefined) event.rule = settled.rule;
    if (settled.source !== undefined) event.source = settled.source;
    if (settled.always !== undefined) event.always = settled.always;
    this.options.show?.(event);
  }

  /** The session's setup, for the display: its mode, its rules, the tools of `tools` a bare deny removes. */
  setup(tools: NamedTool[]): PermissionSetup {
    const kept = this.tools(tools);
    const { allow, ask, deny } = this.settings;
    return {
      kind: "permission:setup",
      mode: this.mode,
      modeFrom: this.modeFrom,
      rules: { allow: allow.length, ask: ask.length, deny: deny.length },
      removed: tools.filter((t) => !kept.includes(t)).map((t) => t.name),
    };
  }

  /** The tools of a request without those a bare tool-name deny removes. */
  tools<T extends NamedTool>(tools: T[]): T[] {
    return withoutDeniedTools(tools, this.settings.deny);
  }

  private context(): DecideContext {
    return {
      workdir: this.options.workdir,
      home: this.options.home,
      settings: this.settings,
      mode: this.mode,
    };
  }
}
