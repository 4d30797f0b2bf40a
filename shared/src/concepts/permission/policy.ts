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
import { addAllowRules, narrowestRules } from "./always.ts";
import { callTargets, type PermissionCall } from "./call-targets.ts";
import { type DecideContext, decideTargets, type PermissionDecision } from "./decide.ts";
import { deniedWithoutTerminal } from "./messages.ts";
import type { PermissionMode } from "./modes.ts";
import { loadPermissionSettings, type PermissionSettings } from "./settings.ts";
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
}

/** The rules policy: Claude Code's settings, rules and modes, read from the workspace's `.workbook/`. */
export class RulesPolicy {
  /** The mode the session runs in. */
  readonly mode: PermissionMode;
  /** The merged rules, read again after "always" writes one. */
  settings: PermissionSettings;
  private readonly options: Required<Omit<RulesPolicyOptions, "mode">>;

  /** Reads both settings files; throws a SettingsError naming the file and place when one cannot be used. */
  constructor(options: RulesPolicyOptions) {
    this.options = {
      workdir: options.workdir,
      terminal: options.terminal,
      home: options.home ?? homedir(),
    };
    this.settings = loadPermissionSettings(options.workdir);
    this.mode = options.mode ?? this.settings.defaultMode ?? "default";
  }

  /** The {@link PermissionPolicy} to hand to the gate: {@link RulesPolicy.decide}, bound. */
  readonly check: PermissionPolicy = (call) => this.decide(call);

  /** Decides `call`; without a terminal an ask becomes a denial that says how to allow it. */
  async decide(call: PermissionCall): Promise<PermissionDecision> {
    const context = this.context();
    const targets = await callTargets(call, context);
    const decided = decideTargets(targets, call, context);
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
  async always(call: PermissionCall): Promise<string[]> {
    const context = this.context();
    const rules = narrowestRules(await callTargets(call, context), context, this.settings.allow);
    const written = await addAllowRules(this.options.workdir, rules);
    this.settings = loadPermissionSettings(this.options.workdir);
    return written;
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
