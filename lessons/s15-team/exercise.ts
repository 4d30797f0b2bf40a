/** The exercise of lesson s15 (`pnpm exercise s15`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the team's mailboxes: send, hand a message over before its reader's call, and take it out only once that call is answered",
  checks: ["team-cases", "demo"],
  regions: {
    send: {
      todo: `Add message at the end of the inbox of to, the file \`\${to}.jsonl\`. write(file, inboxText(to, lines)) writes
the file whole: give it every line it has (this.lines(to)), then the new one, at the end, never in front (an inbox
is read oldest first). A line is a message: JSON.stringify(message), on one line.`,
      stub: `throw new Error("Mailbox.send is not written yet");`,
    },
    take: {
      todo: `Take the first count messages out of the inbox of name, and only those (another process may add one while
its reader's call runs): write the file again (write(\`\${name}.jsonl\`, inboxText(name, lines))) with the lines after them.`,
      stub: `throw new Error("Mailbox.take is not written yet");`,
    },
    deliver: {
      todo: `Hand agent the messages of its inbox (this.mail.peek(agent.name)) it was not handed yet: the first agent.handed of
them are in its history already. In the order they came, each as messageText(m), into its history: this.tell(agent, texts).
Count them as handed (agent.handed), and leave them in the inbox: they leave it once the call that carries them has
been answered. Return true when there were any (they wake an idle agent), false when there were none.`,
      stub: `throw new Error("deliver is not written yet");`,
    },
    answered: {
      todo: `What carried them has been answered: the messages agent was handed, the first agent.handed of its inbox,
leave it now (this.mail.take). Then none is handed any more (agent.handed = 0).`,
      stub: "// Not written yet: what the call carried stays in the inbox, and agent.handed only grows.",
    },
  },
  hints: {
    "team-cases": [
      "team-cases.json: the team's edges, round by round in the order of the rounds (the lead, alice, bob). The failing request says whose it is. Start with send: a line at the end of the inbox, the file written whole with inboxText.",
      "take: the same write, with this.lines(name) less its first count lines.",
      "deliver: this.mail.peek(agent.name).slice(agent.handed) are the new ones; tell them (this.tell), count them, leave them in the file.",
      "answered (taken, called after a teammate's answered call and after the lead's answered request): if (agent.handed > 0) await this.mail.take(agent.name, agent.handed); agent.handed = 0. The case of bob, whose call fails, is the one that sees a message taken out too soon: the next bob must find it in his inbox.",
    ],
    demo: [
      "demo.json is the lesson's own session: the lead plans four tasks, gives two to alice and two to bob, and waits for their news while they do them and talk. team-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
      "A message sent during a pass reaches an agent whose round comes later in the same pass: alice's news reaches bob before his next call, after his tool results.",
    ],
  },
} satisfies ExerciseSpec;
