import type { Interface } from "node:readline/promises";
import pc from "picocolors";
import { describeCall } from "./ui.ts";

/** Tools that change something on the learner's machine, and so ask first in a live session. */
export const TOOLS_THAT_ASK = new Set(["bash", "write_file", "edit_file"]);

/** Asks before each command or file write: y (once), n (refuse), a (always allow this tool). */
export class Permission {
  private readonly always = new Set<string>();

  constructor(private readonly rl: Interface | undefined) {}

  /** Whether the tool may run; asks on the terminal when there is one to ask on. Aborting `signal` rejects the question. */
  async allows(name: string, input: unknown, signal?: AbortSignal): Promise<boolean> {
    if (!this.rl || !TOOLS_THAT_ASK.has(name) || this.always.has(name)) return true;
    for (;;) {
      const question = pc.yellow(`Allow ${describeCall(name, input).slice(2)}? [y]es / [n]o / [a]lways `);
      const answer = (await this.rl.question(question, { signal })).trim().toLowerCase();
      if (answer === "y" || answer === "yes") return true;
      if (answer === "n" || answer === "no") return false;
      if (answer === "a" || answer === "always") {
        this.always.add(name);
        return true;
      }
    }
  }
}
