/**
 * One idle teammate of the claim race (autonomy.test.ts), a process of its own on a shared workspace: `NAME IDS`
 * waits for the file `go`, then tries to claim each task of IDS (comma-separated) in turn with s17's `claim`, as a
 * poll does with the tasks it saw ready, and writes every answer to `answers-NAME.json`. It imports the claim and
 * the task store alone, from the kit (its autonomy is s17's, held equal line for line by
 * shared/test/concepts/autonomy), not the lesson and its SDK: a third of the start.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { claim } from "@agent-workbook/kit/concepts/autonomy";
import { TaskStore } from "@agent-workbook/kit/concepts/tasks";

const [workdir, name, ids] = process.argv.slice(2);
writeFileSync(join(workdir, `ready-${name}`), "");
while (!existsSync(join(workdir, "go"))) await delay(2);

const store = new TaskStore(workdir, name);
const answers: Record<string, unknown> = {};
for (const id of ids.split(",")) {
  // A claim refused because the lock stayed taken is what a poll would try again at its next look: so does this.
  for (let tries = 0; answers[id] === undefined; tries++) {
    try {
      const claimed = await claim(store, id);
      answers[id] = claimed.held ? { held: true, owner: claimed.task.owner } : claimed;
    } catch (err) {
      if (!/locked by another agent|held up for over/.test((err as Error).message) || tries > 5)
        throw err;
    }
  }
}
writeFileSync(join(workdir, `answers-${name}.json`), JSON.stringify(answers));
