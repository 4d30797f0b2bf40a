/**
 * One writer of the memory race (memory-race.ts): a process that imports the memory module alone, no lesson. It says
 * it is ready, waits for the go, then `count` times creates a memory of its own and adds a line to the shared one;
 * it prints what each call answered, and the CPU time it used, as one JSON line.
 *
 * Arguments: the workspace, the writer's name, the count, the barrier's folder.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { type MemoryCommand, MemoryStore, memoryFileText } from "../../src/concepts/memory/index.ts";
import { ToolError } from "../../src/tool.ts";

const [workdir, name, count, barrier] = process.argv.slice(2);
const store = new MemoryStore(workdir);
writeFileSync(join(barrier, `ready-${name}`), "");
while (!existsSync(join(barrier, "go"))) await delay(5);
const answers: { command: string; path: string; line?: string; text: string; error: boolean }[] = [];
for (let k = 1; k <= Number(count); k++) {
  const path = `/memories/${name}-${k}.md`;
  const line = `${name} wrote ${k}`;
  const calls: MemoryCommand[] = [
    {
      command: "create",
      path,
      file_text: memoryFileText({ name: `${name} ${k}`, description: `Memory ${k} of ${name}`, type: "project" }, line),
    },
    { command: "insert", path: "/memories/shared.md", insert_line: 5, insert_text: line },
  ];
  for (const call of calls) {
    const said = { command: call.command, path: "path" in call ? call.path : "", line };
    try {
      answers.push({ ...said, text: await store.run(call), error: false });
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      answers.push({ ...said, text: err.message, error: true });
    }
  }
}
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ name, answers, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
