/** The exercise of lesson s15 (`pnpm exercise s15`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise-start";

export default {
  goal: "the team's mailboxes (send, take, hand over before each turn) and an idle teammate's claim of the next ready task",
  checks: ["team-cases", "demo"],
  regions: {
    send: {
      todo: `Add message at the end of the inbox of to, the file \`\${to}.jsonl\`. write(file, lines) writes the
file whole: give it every line it has (this.lines(to)), then the new one, at the end, never in front (an inbox
is read oldest first). A line is a message: JSON.stringify(message), on one line.`,
      stub: `throw new Error("Mailbox.send is not written yet");`,
    },
    take: {
      todo: `Take the first count messages out of the inbox of name: write the file again (write(\`\${name}.jsonl\`,
lines)) with the lines after them. Only those: a message that came after its reader looked is not in its history
yet, and stays for its next turn.`,
      stub: `throw new Error("Mailbox.take is not written yet");`,
    },
    deliver: {
      todo: `Hand agent the messages waiting in its inbox (MAIL.peek(agent.name)), in the order they came, each as
messageText(m), into its history: tell(agent, texts). Then take them out of the inbox, as many as were handed over
(MAIL.take). Return true when there were any (they wake an idle agent), false when there were none.`,
      stub: `throw new Error("deliver is not written yet");`,
    },
    claim: {
      todo: `The first ready task in id order (inOrder(tasks)): pending, with no owner (a task given to another agent
is theirs), and no open blocker (openBlockers(t, tasks) is empty). None: return undefined. Make it this agent's:
status "in_progress" and owner this.agent, written to its file (writeTask(this.folder, task, stillLocked)), and return it.`,
      stub: `throw new Error("claim is not written yet");`,
    },
  },
  hints: {
    "team-cases": [
      "team-cases.json: the team's edges, round by round in the order of the turns (the lead, alice, bob). Messages to nobody, bob refused alice's #1, a stop asked while alice holds #1, two messages written into bob's inbox by hand while he is at work (the second after his read_inbox), and bob's claims once he is idle: #4, not #2 (given to alice) nor #3 (blocked by #1). The failing request says whose it is.",
      "send: write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]). take: write(`${name}.jsonl`, this.lines(name).slice(count)). deliver: peek, tell, take exactly as many, return whether there were any. claim: inOrder(tasks).find(…) with the three conditions, then status, owner, writeTask.",
      'Nearly the answer. deliver: const mail = MAIL.peek(agent.name); if (mail.length === 0) return false; tell(agent, mail.map(messageText)); await MAIL.take(agent.name, mail.length); return true. claim: const task = inOrder(tasks).find((t) => t.status === "pending" && !t.owner && openBlockers(t, tasks).length === 0); if (!task) return undefined; task.status = "in_progress"; task.owner = this.agent; writeTask(this.folder, task, stillLocked); return task.',
    ],
    demo: [
      "demo.json is the lesson's own session: the lead plans four tasks and spawns alice and bob, who take them in turn, claim the ready ones when idle, send three messages and stop when asked. team-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
      "Two messages reach the lead in one round at the end (the two shutdown responses): both are handed over, alice's first, in one request, and neither comes back in the next.",
    ],
  },
} satisfies ExerciseSpec;
