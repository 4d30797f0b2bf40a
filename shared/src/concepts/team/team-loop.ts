/**
 * s15's loop, the parts of it that each team lesson after s15 runs as they are: a teammate's turn in
 * the team's pass (and the hand-back of its tasks when it stops), its round limit, and a teammate
 * whose model call failed leaving the team. The loop itself stays in each lesson, which calls these.
 *
 * Each region is s15's word for word (shared/test/concepts/held-equal.test.ts holds it so); each
 * function first binds the names its region uses in s15's `main` (`team`, `LEAD`, `AGENT`, …).
 *
 * @module
 */
import { explainError } from "../../explain-error.ts";
import { Interrupted } from "../../ctrl-c.ts";
import { ReplayError } from "../../providers/replay.ts";
import type { Member } from "./member.ts";
import type { Team } from "./team.ts";
import { handBackFrom } from "./team-files.ts";

/** A teammate's turn in the team's pass: a round if something wakes it; stopped now, its tasks go back. */
export async function teammateTurn(
  team: Team,
  agent: Member,
  agentRound: (agent: Member) => Promise<void>,
): Promise<void> {
  const { session } = team.options;
  const LEAD = team.lead;
  const TASKS = LEAD.tasks;
  // #region teammate-turn
  const was = agent.status; // one that stops now hands back its tasks, and the lead is told
  const wakes = async () => (await team.wakes(agent)) && (await agentRound(agent));
  await session.teammate(agent.name, wakes);
  if (was !== "shutdown" && agent.status === "shutdown")
    team.tell(LEAD, await handBackFrom(TASKS, agent.name));
  // #endregion teammate-turn
}

/** Whether a teammate at its limit of `TEAMMATE_ROUNDS` stopped, instead of calling the model. */
export async function roundLimit(
  team: Team,
  agent: Member,
  TEAMMATE_ROUNDS: number,
): Promise<boolean> {
  const LEAD = team.lead;
  const AGENT = LEAD.name;
  /** s15's check, as it is in its round. */
  async function atLimit(): Promise<void> {
    // #region round-limit
    if (agent !== LEAD && agent.rounds >= TEAMMATE_ROUNDS) {
      // At its limit a teammate stops, instead of calling the model again, and says so itself.
      const content = `I reached my limit of ${TEAMMATE_ROUNDS} rounds and stopped.`;
      await team.send(AGENT, { type: "message", content });
      return team.setStatus(agent, "shutdown");
    }
    // #endregion round-limit
  }
  await atLimit();
  return agent.status === "shutdown";
}

/**
 * A round that failed: the lead's error goes to the REPL; a teammate's history is cut back to
 * `checkpoint`, and it leaves the team, saying why (Ctrl-C and a replay's mismatch stop all).
 */
export async function failedRound(
  team: Team,
  agent: Member,
  err: unknown,
  checkpoint: number,
): Promise<void> {
  const LEAD = team.lead;
  const AGENT = LEAD.name;
  const { messages } = agent;
  // #region failed-round
  if (agent === LEAD) throw err; // the REPL drops the lead's failed request
  messages.length = checkpoint; // a teammate's history stays valid
  if (err instanceof Interrupted || err instanceof ReplayError) throw err; // Ctrl-C: all stop
  // It leaves the team, and says so (its failure's kind: "API error 400: …"); its inbox stays.
  const why = explainError(err).split("\n")[0].split(": ").slice(0, 2).join(": ");
  const content =
    `My model call failed (${why}), so I left the team. ` +
    `Spawn ${agent.name} again to carry on: the messages I had not answered wait in my inbox.`;
  await team.send(AGENT, { type: "message", content });
  team.setStatus(agent, "shutdown");
  team.members.delete(agent.name);
  // #endregion failed-round
}
