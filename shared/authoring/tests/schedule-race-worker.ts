/**
 * One writer of the schedule race (schedule-race.ts): a process that imports the schedule module alone, no lesson.
 * It starts its schedule, says it is ready, waits for the go, then creates `count` durable jobs and deletes its
 * first; it prints what each call answered, and the CPU time it used, as one JSON line.
 *
 * Arguments: the workspace, the writer's name, the count, the barrier's folder.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { ScheduleStore } from "../../src/concepts/schedule/index.ts";
import { ToolError } from "../../src/tool.ts";

const [workdir, name, count, barrier] = process.argv.slice(2) as [string, string, string, string];
const clock = { now: () => Date.parse("2026-11-28T09:03:00Z"), timeZone: "UTC" };
const store = new ScheduleStore({ workdir, clock, seed: `race ${name}` });
await store.start();
writeFileSync(join(barrier, `ready-${name}`), "");
while (!existsSync(join(barrier, "go"))) await delay(5);
const answers: { op: "create" | "delete"; id?: string; prompt: string; text: string; error: boolean }[] = [];
/** Runs `work`, keeping its answer, or the ToolError it threw. */
async function answer(op: "create" | "delete", prompt: string, work: () => Promise<string | undefined>) {
  try {
    answers.push({ op, prompt, id: await work(), text: "", error: false });
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    answers.push({ op, prompt, text: err.message, error: true });
  }
}
for (let k = 1; k <= Number(count); k++) {
  const prompt = `${name} job ${k}`;
  await answer(
    "create",
    prompt,
    async () => (await store.create({ cron: `${k} * * * *`, prompt, durable: true })).job.id,
  );
}
const first = store.list()[0];
if (first) await answer("delete", first.prompt, async () => (await store.delete(first.id)).id);
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ name, answers, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
