/**
 * One agent of the team's file-safety tests (s15's team.test.ts), a process of its own on a shared workspace that
 * imports the mailboxes and the leases alone from the kit (s15's, held equal to the lesson's), no lesson and no SDK:
 * `send NAME N` sends N messages to the lead's inbox; `read N [MS]` delivers the lead's messages as the lesson does
 * (peek, into its "history" file, then take) until it has N; `hold` takes the mailboxes' lock and keeps it until it
 * is killed; `name NAME` holds an agent's name as a lesson's process does (renewed twice a second) until it is
 * killed. Each waits for the file `go` first.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { Mailbox } from "../../src/concepts/team/mailbox.ts";
import { holdName } from "../../src/concepts/team/team-files.ts";
import { takeLease } from "../../src/lease.ts";
import { StoreFolder } from "../../src/store-folder.ts";

const [workdir, role, name, count] = process.argv.slice(2);
// s15's mailboxes live in its entry; the kit's are held to them line for line (shared/test/concepts/team/mailbox.test.ts).
const newMailbox = () => new Mailbox(new StoreFolder(workdir, ".team"));
writeFileSync(join(workdir, `ready-${name ?? role}`), "");
while (!existsSync(join(workdir, "go"))) await delay(5);

if (role === "send") {
  const mail = newMailbox();
  for (let i = 1; i <= Number(count); i++) {
    const message = {
      type: "message",
      from: name,
      content: `${name} ${i}`,
      timestamp: new Date().toISOString(),
    };
    // A send refused because the lock stayed taken is what a model would be told to try again: so does this.
    for (let sent = false; !sent; ) {
      try {
        await mail.send("lead", message);
        sent = true;
      } catch (err) {
        if (!/locked by another agent/.test((err as Error).message)) throw err;
        appendFileSync(join(workdir, "retries.txt"), `${name} ${i}\n`);
      }
    }
  }
} else if (role === "read") {
  const mail = newMailbox();
  const history = join(workdir, "history.txt");
  // Until the history holds N different messages: a reader started again after a kill carries on where it was.
  const read = () =>
    existsSync(history) ? new Set(readFileSync(history, "utf-8").split("\n").filter(Boolean)).size : 0;
  // Never waits for ever: a sender that failed would leave it waiting; it says how many it had instead.
  const deadline = Date.now() + 90_000;
  while (read() < Number(name)) {
    if (Date.now() > deadline) throw new Error(`the reader had ${read()} of ${name} messages after 90 s`);
    // Five at a time, each batch a step with its pause: however fast the machine, the reader is still at work when
    // the test kills it (its 100 messages take 20 steps), never done before the first kill.
    const messages = mail.peek("lead").slice(0, 5);
    if (messages.length === 0) {
      await delay(2);
      continue;
    }
    // In the history first, then out of the inbox: a kill between the two leaves them in the inbox, not lost.
    appendFileSync(history, messages.map((m: { content: string }) => `${m.content}\n`).join(""));
    if (count) await delay(Number(count)); // `read N MS`: a pause between the two steps, where a kill may land
    await mail.take("lead", messages.length);
  }
} else if (role === "hold") {
  const lease = await takeLease(join(workdir, ".team", "inbox", ".lock"), {
    staleMs: 2000,
    waitMs: 2000,
  });
  writeFileSync(join(workdir, "holding"), lease ? "yes" : "no");
  await delay(600_000);
} else if (role === "name") {
  const lease = await holdName(new StoreFolder(workdir, ".team"), name);
  writeFileSync(join(workdir, "holding"), lease ? "yes" : "no");
  setInterval(() => lease?.holds(), 500);
}
