/**
 * s15's three team tools, for the lessons built on s15 (s16 on): spawn_teammate, send_message and
 * read_inbox.
 *
 * s15 writes them in its own tool table; these are the same tools (shared/test/concepts/team/
 * mailbox.test.ts keeps the two the same, its `team-tools` region), acting on the team the lesson
 * gives through a callback, as s12's task tools are given a store: a lesson makes its team after
 * its tool table. The region is s15's, word for word (held equal, shared/src/concepts/held-equal.ts).
 *
 * @module
 */
import { z } from "zod";
import { messageText } from "./mailbox.ts";
import { teammateName } from "./team-names.ts";
import type { Team } from "./team.ts";
import { type Tool, tool } from "../../tool.ts";

/** s15's team tools (spawn_teammate, send_message, read_inbox), in s15's order, acting as the agent whose round it is. */
export function teamTools(current: () => Team): Tool[] {
  // The team as s15's code reaches it (`team.spawn`, `team.speaker`): the lesson's own, at call time.
  const team: Pick<Team, "spawn" | "send" | "speaker" | "mail"> = {
    spawn: (...args: Parameters<Team["spawn"]>) => current().spawn(...args),
    send: (...args: Parameters<Team["send"]>) => current().send(...args),
    get speaker() {
      return current().speaker;
    },
    get mail() {
      return current().mail;
    },
  };
  return [
    // #region team-tools
    tool(
      "spawn_teammate",
      "Start a teammate: an agent of its own, with the task tools and messaging. " +
        "Its prompt is its first instructions: say which tasks are its own.",
      {
        name: teammateName().describe("Its name, e.g. alice: the owner of its tasks"),
        role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
        prompt: z
          .string()
          .trim()
          .min(1, "give it its first instructions")
          .describe("Its first instructions"),
      },
      (input) => team.spawn(input),
      { needsPermission: false },
    ),
    tool(
      "send_message",
      "Send a message to another agent of the team, by name. " +
        "It is handed to them before their next round.",
      {
        to: z.string().describe("The agent's name"),
        content: z.string().trim().min(1, "say something").describe("The message"),
      },
      ({ to, content }) => team.send(to, { type: "message", content }),
      { needsPermission: false },
    ),
    tool(
      "read_inbox",
      "Read the messages that came since your round began " +
        "(those before it were handed to you already). The lead waits for its team with it: " +
        "the teammates take their rounds between the lead's.",
      {},
      async () => {
        const reader = team.speaker;
        const mail = team.mail.peek(reader.name).slice(reader.handed);
        reader.handed += mail.length; // they leave the inbox once what carries them is answered
        return mail.map(messageText).join("\n") || "No new messages.";
      },
      { needsPermission: false },
    ),
    // #endregion team-tools
  ];
}
