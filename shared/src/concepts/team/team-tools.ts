/**
 * s15's three team tools, for the lessons built on s15 (s16 on): spawn_teammate, send_message and read_inbox.
 *
 * s15 writes them in its own tool table; these are the same tools (shared/test/mailbox.test.ts checks them against
 * s15's), the lesson giving what spawning a teammate and sending a message do, as it gives s12's task tools a store.
 * The mailboxes come through a callback, as the store does: a lesson makes them after its tool table.
 *
 * @module
 */
import { z } from "zod";
import { type Mailbox, type Message, messageText } from "./mailbox.ts";
import { teammateName } from "./team-names.ts";
import { type Tool, tool } from "../../tool.ts";

/** The agent read_inbox reads for: its inbox's name, and how many messages at its front it was handed already. */
export interface InboxReader {
  /** Its name, which names its inbox. */
  name: string;
  /** The messages at the front of its inbox in its history already; read_inbox counts those it hands over. */
  handed: number;
}

/** What s15's team tools act on: the team's mailboxes, the agent whose round it is, what spawning and sending do. */
export interface TeamToolOptions {
  /** The team's mailboxes (asked for at each call: a lesson makes them after its tool table). */
  mail(): Mailbox;
  /** The agent whose round it is: read_inbox reads its inbox. */
  speaker(): InboxReader;
  /** spawn_teammate: starts a teammate, and says so. */
  spawn(input: { name: string; role: string; prompt: string }): Promise<string>;
  /** send_message: puts a message in `to`'s inbox, from the agent whose round it is, and says so. */
  send(to: string, message: Omit<Message, "from" | "timestamp">): Promise<string>;
}

/** s15's team tools (spawn_teammate, send_message, read_inbox), in s15's order, acting as the agent whose round it is. */
export function teamTools({ mail, speaker, spawn, send }: TeamToolOptions): Tool[] {
  return [
    tool(
      "spawn_teammate",
      "Start a teammate: an agent of its own, with the task tools and messaging. Its prompt is its first instructions: say which tasks are its own.",
      {
        name: teammateName().describe("Its name, e.g. alice: the owner of its tasks"),
        role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
        prompt: z
          .string()
          .trim()
          .min(1, "give it its first instructions")
          .describe("Its first instructions"),
      },
      (input) => spawn(input),
      { needsPermission: false },
    ),
    tool(
      "send_message",
      "Send a message to another agent of the team, by name. It is handed to them before their next round.",
      {
        to: z.string().describe("The agent's name"),
        content: z.string().trim().min(1, "say something").describe("The message"),
      },
      ({ to, content }) => send(to, { type: "message", content }),
      { needsPermission: false },
    ),
    tool(
      "read_inbox",
      "Read the messages that came since your round began (those before it were handed to you already). The lead waits for its team with it: the teammates take their rounds between the lead's.",
      {},
      async () => {
        const reader = speaker();
        const messages = mail().peek(reader.name).slice(reader.handed);
        reader.handed += messages.length; // they leave the inbox once the call that carries this result is answered
        return messages.map(messageText).join("\n") || "No new messages.";
      },
      { needsPermission: false },
    ),
  ];
}
