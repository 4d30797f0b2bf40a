/**
 * Lesson s03p: permission, as Claude Code's rules.
 *
 * v1 asked before every command or write, and its "always" lasted until the session ended. Here
 * the session asks a policy about each tool call (the main agent's, a subagent's, a teammate's):
 * allow, ask or deny, with a reason. The rules are Claude Code's, in `.workbook/settings.json` and
 * `.workbook/settings.local.json`: `Bash(npm test)`, `Bash(rm *)`, `Edit(./secret/**)`. A real
 * shell parser splits each command into its simple commands, so `echo a && rm -rf build`,
 * `bash -c "rm x"` or `r''m x` meet the deny rule too. The lesson writes the matcher and the order
 * of the rules: deny, then ask, then the mode, then allow, the first match deciding. A denial
 * reaches the model with its reason.
 *
 * Run it: `pnpm lesson s03p` (live with a key in .env, otherwise the recorded demo);
 * `--permission-mode MODE` starts in another mode, `--yes` in bypassPermissions.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  type Lesson,
  editTextFile,
  isMain,
  readTextFile,
  runBash,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";
import {
  allowCoverage,
  allowedBy,
  askedBy,
  type CallTargets,
  type DecideContext,
  deniedBy,
  fullyCovered,
  insideWorkspace,
  modeAllows,
  modeDenies,
  modeProblem,
  notAllowed,
  type PathContext,
  parsePermissionMode,
  parserAsks,
  type PermissionCall,
  type PermissionDecision,
  type PermissionRule,
  ruleCoversTool,
  ruleMatchesPath,
  RulesPolicy,
} from "@agent-workbook/kit/concepts/permission";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s03p`, its --help): id, file, option. */
export const LESSON: Lesson = {
  id: "s03p",
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

// #region rules
/**
 * A Bash specifier as a regular expression.
 *
 * `*` is anything; a trailing ` *` or `:*` also matches no arguments.
 */
export function bashPattern(specifier: string): RegExp {
  // #region exercise:matcher
  let body = specifier;
  let tail = "";
  if (body.endsWith(":*") || body.endsWith(" *")) {
    body = body.slice(0, -2);
    tail = "(?: .*)?"; // `ls *` allows `ls` too, and keeps the word boundary: not `lsof`
  }
  const parts = body.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}${tail}$`, "s");
  // #endregion exercise:matcher
}

/** True when `rule` (one that covers Bash) matches the simple command `command`. */
export function ruleMatchesCommand(rule: PermissionRule, command: string): boolean {
  if (rule.matcher.type === "tool") return true;
  return rule.matcher.type === "bash" && bashPattern(rule.matcher.specifier).test(command);
}

/** True when a deny or ask rule matches anything the call touches. */
function matches(rule: PermissionRule, t: CallTargets, context: PathContext): boolean {
  if (t.tool === "Bash") {
    // Deny and ask rules see `/bin/rm x` and `sudo rm x` as `rm x` too.
    const forms = [...t.commands, ...t.denyForms];
    const named = rule.matcher.type === "tool" || forms.some((c) => ruleMatchesCommand(rule, c));
    if (ruleCoversTool(rule, "Bash") && named) return true;
    return ruleCoversTool(rule, "Edit") && t.paths.some((p) => ruleMatchesPath(rule, p, context));
  }
  if (!ruleCoversTool(rule, t.tool)) return false;
  if (t.tool === "Read" || t.tool === "Edit" || t.tool === "Write")
    return rule.matcher.type === "tool" || t.paths.some((p) => ruleMatchesPath(rule, p, context));
  return true;
}

/**
 * The decision for a call already read, in Claude Code's order: deny rules, then ask rules (and
 *
 * the parser's asks), then the mode, then allow rules. The first match decides; a more specific
 * rule does not change the order.
 */
export function decideTargets(
  t: CallTargets,
  call: PermissionCall,
  context: DecideContext,
): PermissionDecision {
  const { settings, mode } = context;
  // #region exercise:order
  const deny = settings.deny.find((rule) => matches(rule, t, context));
  if (deny)
    return { decision: "deny", reason: deniedBy(deny), rule: deny.text, source: deny.source };
  const ask = settings.ask.find((rule) => matches(rule, t, context));
  if (ask) {
    const { text: rule, source } = ask;
    return { decision: "ask", reason: askedBy(ask), rule, source, askedBy: "rule" };
  }
  if (t.asks.length > 0) return { decision: "ask", reason: parserAsks(t.asks), askedBy: "parser" };
  // #endregion exercise:order
  // The mode, for what no deny or ask rule stopped.
  const files = t.tool === "Edit" || t.tool === "Write";
  const inside = files && t.paths[0] !== undefined && insideWorkspace(t.paths[0], context.workdir);
  if (mode === "bypassPermissions") return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "acceptEdits" && inside) return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "plan" && (files || (t.tool === "Bash" && t.paths.length > 0)))
    return { decision: "deny", reason: modeDenies(mode, "edit") };
  // #region exercise:allow
  const coverage = allowCoverage(t, settings.allow, context, ruleMatchesCommand);
  if (fullyCovered(coverage)) {
    const [first] = coverage.used;
    const reason = allowedBy(coverage.used);
    return { decision: "allow", reason, rule: first?.text, source: first?.source };
  }
  if (call.needsPermission === false && t.tool !== "Bash")
    return { decision: "allow", reason: `Allowed: ${call.name} needs no permission.` };
  if (mode === "dontAsk" || (mode === "plan" && t.tool === "Bash"))
    return { decision: "deny", reason: modeDenies(mode, "unmatched", t, coverage, context) };
  return { decision: "ask", reason: notAllowed(t, coverage, context), askedBy: "unmatched" };
  // #endregion exercise:allow
}
// #endregion rules

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"permission">): Promise<void> {
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

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
          blocklist: false, // no substring list: the rules decide, on the parsed command
        }),
    ),
    tool(
      "read_file",
      "Read a text file. Use limit to read only the first lines of a long file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        limit: z.number().int().positive().optional().describe("Max lines to read"),
      },
      ({ path, limit }) => readTextFile(WORKDIR, path, limit),
      { needsPermission: false },
    ),
    tool(
      "write_file",
      "Write content to a file, creating parent folders. Replaces the whole file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        content: z.string().describe("The complete new content"),
      },
      ({ path, content }) => writeTextFile(WORKDIR, path, content),
    ),
    tool(
      "edit_file",
      "Replace old_text with new_text in a file. old_text must match exactly and appear " +
        "exactly once: include enough surrounding text to make it unique.",
      {
        path: z.string().describe("Path relative to the workspace"),
        old_text: z.string().describe("Exact text to find"),
        new_text: z.string().describe("Replacement text"),
      },
      ({ path, old_text, new_text }) => editTextFile(WORKDIR, path, old_text, new_text),
    ),
  ];
  // #endregion tools

  // #region permission
  // The session's policy: the settings' rules, in the order above, in the mode the learner chose.
  let policy: RulesPolicy;
  try {
    const given = session.option("permission-mode");
    const mode = typeof given === "string" ? parsePermissionMode(given) : undefined;
    policy = new RulesPolicy({
      workdir: WORKDIR,
      mode: mode ?? (session.yes ? "bypassPermissions" : undefined),
      modeFrom: mode ? "--permission-mode" : "--yes",
      terminal: session.canAsk(), // a replay answers as its recording did
      decide: decideTargets,
      show: (event) => session.ui.show(event),
    });
  } catch (err) {
    session.cannotStart(err); // a settings file that cannot be used: named, and nothing runs
    session.close();
    return;
  }
  session.usePolicy(policy); // every tool call the session supervises is decided by it
  session.ui.show(policy.setup(TOOLS));
  /** The tools the model is offered: a bare tool-name deny (`"Bash"`) takes a tool out. */
  const OFFERED = policy.tools(TOOLS);
  // (A call of a tool taken out still reaches the gate, whose policy denies it by that rule.)
  // #endregion permission

  // #region dispatch
  /** Runs one tool call from the table. Never throws: each failure is an is_error result. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      const known = TOOLS.map((t) => t.name).join(", ");
      return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`);
    }
    const input = found.parse(block.input);
    if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`);
    try {
      return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) };
    } catch (err) {
      // A ToolError's message is written for the model; anything else gets "Error: " in front.
      const message = err instanceof Error ? err.message : String(err);
      return failed(block, err instanceof ToolError ? message : `Error: ${message}`);
    }
  }

  /** An error result: the model reads the message and can try again. */
  function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {
    return { type: "tool_result", tool_use_id: block.id, content, is_error: true };
  }
  // #endregion dispatch

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(OFFERED),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
        }
      }
      messages.push({ role: "user", content: results });
    }
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      history.push({ role: "user", content: query });
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
