import type { Interface } from "node:readline/promises";
import pc from "picocolors";
import type { Tool } from "./tool.ts";
import { describeCall } from "./ui.ts";

/** What the model reads when the learner answers no. */
export const REFUSED = "Error: The user refused this tool call. Ask them or try something else.";

/**
 * Asks before each call of a tool that needs permission: y (once), n (refuse), a (always allow this tool).
 *
 * Which tools ask is each tool's own declaration (`needsPermission`, true unless its definition says otherwise).
 */
export class Permission {
  private readonly always = new Set<string>();
  private readonly rl: Interface | undefined;

  constructor(rl: Interface | undefined) {
    this.rl = rl;
  }

  /**
   * Whether the tool may run; asks on the terminal when there is one to ask on.
   *
   * Aborting `signal` rejects the question. `mark` goes in front of it (a subagent's mark, when its tool asks).
   */
  async allows(
    tool: Pick<Tool, "name" | "needsPermission">,
    input: unknown,
    signal?: AbortSignal,
    mark = "",
  ): Promise<boolean> {
    if (!this.rl || !tool.needsPermission || this.always.has(tool.name)) return true;
    for (;;) {
      const question = `${mark}${pc.yellow(`Allow ${describeCall(tool.name, input).slice(2)}? [y]es / [n]o / [a]lways `)}`;
      const answer = (await this.rl.question(question, { signal })).trim().toLowerCase();
      if (answer === "y" || answer === "yes") return true;
      if (answer === "n" || answer === "no") return false;
      if (answer === "a" || answer === "always") {
        this.always.add(tool.name);
        return true;
      }
    }
  }
}
