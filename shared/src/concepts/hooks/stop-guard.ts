/**
 * The guard on Stop hooks: a Stop hook that blocks sends the agent back to work with its reason, and the next Stop
 * hook reads `stop_hook_active: true`; after {@link MAX_STOP_BLOCKS} blocks in a row the turn ends anyway, so a hook
 * that always blocks cannot keep the loop going for ever.
 *
 * @module
 */

/** How many Stop blocks in a row end the turn anyway: the eighth block is not obeyed. */
export const MAX_STOP_BLOCKS = 8;

/** What the loop does after a Stop event: go on with the reason, end the turn, or end it because of the limit. */
export type StopStep = "go-on" | "end" | "limit";

/** Counts one turn's Stop blocks in a row; make one per turn (or {@link StopGuard.reset} it). */
export class StopGuard {
  /** The blocks in a row so far. */
  blocks = 0;

  /** The `stop_hook_active` field of the next Stop hook's input: true once a Stop hook has blocked in this run. */
  get active(): boolean {
    return this.blocks > 0;
  }

  /** Records whether the Stop hooks blocked; "go-on" sends the agent back, "limit" ends the turn at the limit. */
  after(blocked: boolean): StopStep {
    if (!blocked) {
      this.blocks = 0;
      return "end";
    }
    this.blocks += 1;
    return this.blocks >= MAX_STOP_BLOCKS ? "limit" : "go-on";
  }

  /** Starts counting again (a new turn). */
  reset(): void {
    this.blocks = 0;
  }
}

/** The note the learner reads when the limit ends a turn. */
export function stopLimitMessage(reason: string): string {
  return `A Stop hook blocked ${MAX_STOP_BLOCKS} times in a row, so the turn ends anyway. Its last reason: ${reason}`;
}
