/** What the permission concept shows (s03p): its events, one line each. */

/** The session's permission setup, at its start: the mode, how many rules, the tools a bare deny removed. */
export interface PermissionSetup {
  /** What it is. */
  kind: "permission:setup";
  /** The mode the session runs in. */
  mode: string;
  /** Where it came from: `--permission-mode`, `--yes`, `permissions.defaultMode`, or the default. */
  modeFrom: string;
  /** How many rules each list holds, both settings files together. */
  rules: {
    /** Allow rules. */
    allow: number;
    /** Ask rules. */
    ask: number;
    /** Deny rules. */
    deny: number;
  };
  /** The tools a bare tool-name deny removed from the requests. */
  removed: string[];
}

/** One tool call's decision: allow or deny, what decided it (a rule, the mode, the parser, an answer), and why. */
export interface PermissionDecided {
  /** What it is. */
  kind: "permission:decision";
  /** The tool's name, as the lesson's table has it. */
  tool: string;
  /** What happened to the call. */
  decision: "allow" | "deny";
  /** Whether the policy asked (the learner answered, or, without a terminal, the ask became this denial). */
  asked: boolean;
  /** The learner's answer, when asked on a terminal. */
  answer?: "yes" | "no" | "always";
  /** The policy's reason, as the model reads it on a denial. */
  reason: string;
  /** The rule that decided, as written, and its file. */
  rule?: string;
  /** The settings file of that rule. */
  source?: string;
  /** What "always" did: the rule it wrote and where. */
  always?: string;
}

/** Every event of the permission display. */
export type PermissionEvent = PermissionSetup | PermissionDecided;

declare module "../../display/events.ts" {
  // The permission concept's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    permission: PermissionEvent;
  }
}
