/**
 * The kit's protocols (src/concepts/protocols/) are s16's, which s16 teaches in its own file: the ProtocolTeam class
 * stays the same line for line, from `// #region protocols` to `// #endregion protocols` (s16's exercise marker
 * aside, and the kit's `export`), and the four tools the same as s16's `protocol-tools` region (the kit's reach the
 * team through a callback, `team()`, where s16's name it) and to the model (names, descriptions, schemas).
 */
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { message } from "../../../authoring/tests/helpers.ts";
import { playScripted } from "../../../authoring/tests/scripted-session.ts";
import { ROOT } from "../../../src/paths.ts";
import { protocolTools } from "../../../src/concepts/protocols/protocol-tools.ts";
import { ProtocolTeam } from "../../../src/concepts/protocols/protocols.ts";
import type { Session } from "../../../src/session.ts";
import { toolSpecs } from "../../../src/tool.ts";
import { regionLines } from "../region-code.ts";

/** A region's code as one line of words: the same code, wherever the formatter breaks its lines. */
const words = (code: string[]) => code.join("\n").replace(/\s+/g, " ").replace(/\( /g, "(").replace(/,? \)/g, ")");

const scratch = (name: string) => realpathSync(mkdtempSync(join(tmpdir(), name)));

/** A team of the lead and alice on a scratch workspace, its session's events kept. */
async function teamOf(): Promise<{ team: ProtocolTeam; shown: unknown[] }> {
  const shown: unknown[] = [];
  const session = {
    ui: { show: (event: unknown) => shown.push(event), note: () => {} },
    teammate: async (_name: string, work: () => Promise<unknown>) => work(),
  } as unknown as Session<"team">;
  const team = new ProtocolTeam({
    session,
    workdir: scratch("protocols-kit-"),
    lead: { name: "lead", system: "", tools: [] },
    teammateTools: [],
    teammateSystem: () => "",
  });
  await team.spawn({ name: "alice", role: "coder", prompt: "Code." });
  return { team, shown };
}

describe("the kit's protocols", () => {
  it("are s16's, line for line: the ProtocolTeam class", () => {
    expect(regionLines("shared/src/concepts/protocols/protocols.ts", "protocols")).toEqual(
      regionLines("lessons/s16-protocols/agent.ts", "protocols"),
    );
  });

  it("offer s16's four tools: its region's code, and the same to the model", async () => {
    const kit = readFileSync(join(ROOT, "shared/src/concepts/protocols/protocol-tools.ts"), "utf-8");
    const lesson = readFileSync(join(ROOT, "lessons/s16-protocols/agent.ts"), "utf-8");
    const region = (text: string) =>
      text.split("// #region protocol-tools")[1].split("// #endregion protocol-tools")[0].split("\n");
    expect(words(region(kit)).replaceAll("team().", "team.")).toBe(words(region(lesson)));
    const play = await playScripted(
      "s16",
      ["Go."],
      [message([{ type: "text", text: "Done." }], "end_turn")],
      scratch("protocol-tools-"),
    );
    const names = ["shutdown_request", "plan_request", "shutdown_response", "plan_response"];
    const theirs = (play.requests[0].tools ?? []).filter((t) => names.includes((t as { name: string }).name));
    const ours = toolSpecs(protocolTools(() => undefined as never)).filter((t) => names.includes(t.name));
    // The lead is offered its side (shutdown_request, plan_response); the kit's table has both sides, in s16's order.
    expect(theirs).toEqual(ours.filter((t) => ["shutdown_request", "plan_response"].includes(t.name)));
    expect(ours.map((t) => t.name)).toEqual(names);
  });

  it("match a request and its one answer by request_id, and refuse any other answer with the open ones", async () => {
    const { team } = await teamOf();
    const [shutdown, plan, shutdownResponse, planResponse] = protocolTools(() => team);
    expect(await shutdown.run({ teammate: "alice" })).toBe(
      "Sent shutdown-1 to alice: the shutdown_response comes to your inbox.",
    );
    expect(team.mail.peek("alice").at(-1)).toMatchObject({ type: "shutdown_request", request_id: "shutdown-1" });
    await expect(planResponse.run({ request_id: "shutdown-1", approve: true })).rejects.toThrow(
      "Error: shutdown-1 was sent to alice, not you. Your open requests: none.",
    );
    const alice = team.members.get("alice")!;
    team.speaker = alice;
    expect(await plan.run({ plan: "Write it." })).toBe("Sent plan-2 to lead: the plan_response comes to your inbox.");
    expect(team.waiting(alice)).toBe(true);
    expect(await team.wakes(alice)).toBe(false); // waits for its plan's answer
    await expect(shutdownResponse.run({ request_id: "shutdown-1", approve: false })).rejects.toThrow(
      "Error: To reject shutdown-1, give a reason: it is sent with your answer.",
    );
    expect(await shutdownResponse.run({ request_id: "shutdown-1", approve: true })).toBe(
      "Answered shutdown-1: approved.",
    );
    expect(alice.status).toBe("shutdown");
    await expect(shutdownResponse.run({ request_id: "shutdown-1", approve: true })).rejects.toThrow(
      "Error: shutdown-1 is closed (approved). Your open requests: none.",
    );
  });

  it("remind a teammate of a shutdown request at each round, and tell the lead past the limit", async () => {
    const { team } = await teamOf();
    const alice = team.members.get("alice")!;
    await team.ask("shutdown", "alice", "Stop.");
    const reminders = () =>
      alice.messages
        .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
        .filter((b) => "text" in b && b.text.startsWith("<reminder>"));
    for (let round = 0; round < 5; round++) await team.wakes(alice);
    expect(reminders()).toHaveLength(3);
    expect(team.lead.messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "text", text: "<reminder>alice left shutdown-1 unanswered for 3 rounds.</reminder>" }],
    });
    alice.lease?.release();
  });
});
