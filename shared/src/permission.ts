/**
 * The gate's policy: for each tool call (main agent, subagent, teammate, MCP tool alike) `Session.supervise` asks
 * a {@link ToolPolicy} whether it may run: allow, ask or deny, with a reason. On ask, the learner answers on the
 * terminal, `[y]es / [n]o / [a]lways`, one key; the answer comes through `session.outside`, so a replay gives it
 * back. The kit's default is today's question ({@link questionPolicy}); s03p gives its session the rules policy
 * (the permission concept).
 *
 * @module
 */
import type { Interface } from "node:readline/promises";
import type Anthropic from "@anthropic-ai/sdk";
import pc from "picocolors";
import type { Tool } from "./tool.ts";
import { describeCall } from "./ui.ts";

/** What the model reads when the learner answers no. */
export const REFUSED = "Error: The user refused this tool call. Ask them or try something else.";

/** allow: the call runs; ask: a person decides; deny: it does not run, and the model reads why. */
export type PolicyVerdict = "allow" | "ask" | "deny";

/** A tool call, as the gate hands it to its policy. */
export interface PolicyCall {
  /** The tool's name, as the lesson's table has it (`bash`). */
  name: string;
  /** Its input, as the model sent it. */
  input: unknown;
  /** The tool's own declaration (`Tool.needsPermission`). */
  needsPermission?: boolean;
  /** The id of the call's tool_use block (s04's hooks read it as `tool_use_id`). */
  id?: string;
}

/** A policy's answer for one call. */
export interface PolicyDecision {
  /** What happens to the call. */
  decision: PolicyVerdict;
  /** Why, in a sentence the model and the learner read. */
  reason: string;
  /** The rule that decided, as written; undefined when no rule did. */
  rule?: string;
  /** The settings file of that rule. */
  source?: string;
  /** What asked, on an ask: a rule, the parser (no rule can allow it), or no rule allowing the call. */
  askedBy?: "rule" | "parser" | "unmatched";
  /** The input the call runs with, when the policy changed it (s04: a PreToolUse hook's `updatedInput`). */
  input?: unknown;
}

/** The learner's answer to the question. */
export type PermissionAnswer = "yes" | "no" | "always";

/** A call's decision once settled: the policy's, and the learner's answer when it asked. */
export interface SettledDecision extends PolicyDecision {
  /** The learner's answer, when the policy asked. */
  answer?: PermissionAnswer;
  /** What "always" did, in a sentence (`Wrote the allow rule Bash(npm test) to …`). */
  always?: string;
}

/** What the gate asks about each tool call; the lesson's session holds one (`session.usePolicy`). */
export interface ToolPolicy {
  /** Allow, ask or deny `call`, with a reason. */
  decide(call: PolicyCall): Promise<PolicyDecision>;
  /** The learner answered "always": allow such calls from now on; says what it did (undefined: nothing to say). */
  always(call: PolicyCall): Promise<string | undefined>;
  /** Shows a settled decision (the policy's display); the session calls it once per call it decided. */
  show?(call: PolicyCall, settled: SettledDecision): void;
  /** After a call that ran: the result the model reads (s04's PostToolUse hooks add to it); as it is by default. */
  after?(call: PolicyCall, result: ToolResult): Promise<ToolResult>;
}

/** A tool call's result, as the model reads it. */
export type ToolResult = Anthropic.ToolResultBlockParam;

/**
 * The kit's default policy, the question every lesson had before s03p: a tool that needs permission is asked
 *
 * about on a terminal ("always" allows that tool for the rest of the session); without a terminal (a replay, -p,
 * --yes) every call runs, as before.
 */
export function questionPolicy(terminal: boolean): ToolPolicy {
  const always = new Set<string>();
  return {
    async decide(call) {
      if (!call.needsPermission) return { decision: "allow", reason: `${call.name} needs no permission.` };
      if (!terminal) return { decision: "allow", reason: "No question is asked without a terminal." };
      if (always.has(call.name)) return { decision: "allow", reason: `You allowed ${call.name} for this session.` };
      return { decision: "ask", reason: `${call.name} needs permission.`, askedBy: "unmatched" };
    },
    async always(call) {
      always.add(call.name);
      return undefined;
    },
  };
}

/** The keys of the question, and the answer each gives. */
const KEYS: Record<string, PermissionAnswer> = {
  y: "yes",
  yes: "yes",
  n: "no",
  no: "no",
  a: "always",
  always: "always",
};

/**
 * Asks `[y]es / [n]o / [a]lways` about `tool`'s call: on a terminal one key answers, without Enter; piped input
 *
 * answers with a line. Aborting `signal` rejects the question. `mark` goes in front (a subagent's, a teammate's).
 */
export async function askPermission(
  rl: Interface,
  tool: Pick<Tool, "name">,
  input: unknown,
  signal?: AbortSignal,
  mark = "",
): Promise<PermissionAnswer> {
  const question = `${mark}${pc.yellow(`Allow ${describeCall(tool.name, input).slice(2)}? [y]es / [n]o / [a]lways `)}`;
  return askKeys(rl, question, KEYS, signal);
}

/**
 * Asks `question` until it is answered by one of `keys` (a key or a word, and the answer it gives): on a terminal one
 *
 * key answers, without Enter; piped input answers with a line. Aborting `signal` rejects the question.
 */
export async function askKeys<A extends string>(
  rl: Interface,
  question: string,
  keys: Record<string, A>,
  signal?: AbortSignal,
): Promise<A> {
  for (;;) {
    const answer = keys[(await oneKeyOrLine(rl, question, keys, signal)).trim().toLowerCase()];
    if (answer) return answer;
  }
}

/** A key as readline's keypress decoder gives it. */
type Key = { name?: string; ctrl?: boolean } | undefined;
/** The readline's input, which emits `keypress` on a terminal (readline calls emitKeypressEvents on it). */
type KeyInput = NodeJS.EventEmitter;
/** A keypress listener. */
type KeyListener = (s: string | undefined, key: Key) => void;

/**
 * One key on a terminal: one of `keys` answers at once, without Enter; a line elsewhere (piped input). While it asks,
 * the keys are this question's alone (readline's own listeners are set aside, and put back after the keys that
 * came with the answer: an Enter typed by habit is dropped, not taken for an empty request). Ctrl-C is readline's
 * SIGINT, as always.
 */
async function oneKeyOrLine(
  rl: Interface,
  question: string,
  keys: Record<string, string>,
  signal?: AbortSignal,
): Promise<string> {
  const { input, output } = rl as unknown as { input?: KeyInput; output?: NodeJS.WritableStream };
  if (!rl.terminal || !input || !output) return rl.question(question, { signal });
  output.write(question);
  const theirs = input.listeners("keypress") as KeyListener[];
  input.removeAllListeners("keypress");
  return new Promise<string>((resolve, reject) => {
    let done = false;
    const finish = (end: () => void) => {
      done = true;
      signal?.removeEventListener("abort", onAbort);
      setImmediate(() => {
        input.removeListener("keypress", onKey);
        for (const listener of theirs) input.on("keypress", listener);
      });
      end();
    };
    const onKey: KeyListener = (s, key) => {
      if (done) return;
      if (key?.ctrl && key.name === "c") {
        rl.emit("SIGINT");
        return;
      }
      const pressed = s?.toLowerCase();
      if (pressed === undefined || pressed.length !== 1 || !(pressed in keys)) return;
      output.write(`${pressed}\n`);
      finish(() => resolve(pressed));
    };
    const onAbort = () => {
      output.write("\n");
      finish(() => reject(signal?.reason ?? new Error("aborted")));
    };
    input.on("keypress", onKey);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}
