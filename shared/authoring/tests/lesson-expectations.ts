/**
 * What the cross-lesson tests expect of a lesson: each lesson says it in its own `test/expectations.ts`, so a new
 * lesson is covered by adding its folder, and a test names the lesson whose expectation failed.
 */

/** A tool call as a model may send it, and what its result must say; `ok: true` for a call that works (odd, not bad). */
export interface BadInput {
  name: string;
  tool: string;
  input: Record<string, unknown>;
  expect: RegExp;
  ok?: boolean;
}

/** A common mistake in the lesson's exercise: the lesson with `edits` made, checked on `checks`, gets `message`. */
export interface Mistake {
  name: string;
  /** The checks it is run on (names of the lesson's cassettes). */
  checks: string[];
  /** `[from, to]`: text of the lesson that occurs exactly once, and what the mistake makes of it. */
  edits: [string, string][];
  /** What the first failure says (a part of it). */
  message: string;
  /**
   * Why the whole message is not kept as a snapshot: the mistake runs a command whose output is this machine's (s03p's
   * unanchored pattern lets `lsof -i` run). Only `message` is checked then.
   */
  machineOutput?: string;
}

/**
 * A failing tool call a recording of the lesson means to show: the round whose response made the call (as the
 * session player counts them, a subagent's included), the tool, what its result says, and why it is shown.
 */
export interface ShownError {
  round: number;
  tool: string;
  result: RegExp;
  why: string;
}

/** What a lesson's `test/expectations.ts` exports. */
export interface LessonExpectations {
  /** The tools the model is offered, in the order it sees them. */
  tools: string[];
  /**
   * The tools offered on a cassette whose workspace gives more (s19: its MCP servers' tools), by cassette
   * (`demo.json`); a cassette not named here offers `tools`.
   */
  cassetteTools?: Record<string, string[]>;
  /** The tools a subagent's model calls offer (s06), or a teammate's (s15), when the lesson has one. */
  subagentTools?: string[];
  /**
   * Every text the lesson adds to a user turn besides the learner's message (its reminders: the text, or a pattern
   * for one that changes, such as a list of tasks); every recording of the lesson is checked to hold no other, each
   * after the turn's tool results when there are some.
   */
  reminders: (string | RegExp)[];
  /**
   * The failing tool calls its recordings mean to show, by cassette (`demo.json`, `nag.json`; not the `*-cases`
   * ones, the tests' own): every error result (`is_error`) and every command that exits non-zero (`(exit code N)`)
   * in them must be one of these, and each of these must be there. A demo never shows a tool failing by accident,
   * and so never a model that carries on as if it had not. None: no recording of the lesson shows a failing call.
   */
  shownErrors?: Record<string, ShownError[]>;
  /** Bad calls of its own tools, beyond the cases every lesson with bash, the file tools or glob gets. */
  badInputs: BadInput[];
  /**
   * Files the bad inputs' workspace gets besides its own (by path in it): s03p's settings, whose mode lets the
   * tools' own errors through (the bad inputs are the tools', not the rules').
   */
  badInputsWorkspace?: Record<string, string>;
  /** The bad inputs' workspace is made a git repository (one commit of it all), as s18's worktrees need. */
  badInputsRepository?: boolean;
  /** Common mistakes in its exercise, each with the message a check gives it. */
  mistakes: Mistake[];
  /**
   * The exercise's TODOs audited, region by region: each TODO cut into its sentences (or clauses), in order and
   * whole, each with the mistake (by name) that ignores it, which a check must catch. A TODO with a sentence no
   * check catches cannot be audited.
   */
  audit?: Record<string, [sentence: string, mistake: string][]>;
}
