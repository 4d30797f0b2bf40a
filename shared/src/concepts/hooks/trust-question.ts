/**
 * Trust at a session's start: whether the workspace's hooks and allow rules apply. A fresh copy of the lesson's
 * sample is trusted (it holds what the workbook ships); so is a workspace the learner trusted before, remembered per
 * user outside every workspace (trust.ts), and any workspace with --yes (for that run). Otherwise the learner is
 * asked once, on a terminal; without one, nothing is trusted. The outcome comes through `session.outside`, so that a
 * replay takes the recorded path and never reads nor writes the learner's trust store.
 *
 * @module
 */
import type { Session } from "../../session.ts";
import type { HooksTrustEvent } from "./events.ts";
import { isTrusted, trust, trustStorePath } from "./trust.ts";

// #region trust
/** Whether the workspace's hooks and allow rules apply, and why (the display's event). */
export async function trustWorkspace(session: Session, hooks: number): Promise<HooksTrustEvent> {
  const store = trustStorePath(session.env);
  const trusted = (why: HooksTrustEvent["why"]): HooksTrustEvent => ({
    kind: "hooks:trust",
    hooks,
    why,
    ...(why === "answered" ? { store } : {}),
  });
  return session.outside.when("trust", async () => {
    if (session.sampleCopy) return trusted("sample");
    if (isTrusted(session.workdir, store)) return trusted("remembered");
    if (session.yes) return trusted("yes");
    const question =
      `This workspace's settings run ${hooks} hook command${hooks === 1 ? "" : "s"} and may ` +
      `allow tools. Trust ${session.workdir}? [y]es / [n]o `;
    const answer = await session.askLearner(question, { y: "yes", yes: "yes", n: "no", no: "no" });
    if (answer === undefined) return trusted("no-terminal");
    if (answer === "no") return trusted("refused");
    await trust(session.workdir, store);
    return trusted("answered");
  });
}
// #endregion trust
