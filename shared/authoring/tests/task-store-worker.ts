/**
 * One agent of the task store's process tests (task-race.ts, s12's store.test.ts and tasks.test.ts): a process that
 * imports the task store alone from the kit (s12's store, held equal to the lesson's), no lesson and no SDK. It
 * touches its `ready` file, waits until its `go` file exists, then plays its rounds: each round's calls one after
 * the other, as the lesson's loop runs a round's tool calls. It prints every answer, round by round, as one JSON line
 * (`{"rounds": [[{"text": …, "error": …}, …], …]}`). On SIGTERM it exits with 143 between two calls, as a lesson's
 * process does (signals.ts).
 *
 * Arguments: the workspace, the agent's name (the owner of the tasks it starts), and a JSON file
 * `{ready?, go?, rounds: [[{name, input}, …], …]}` (paths absolute).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { TaskStore } from "@agent-workbook/kit/concepts/tasks";
import { ToolError } from "../../src/tool.ts";

/** A call of one of s12's task tools, as a model writes it. */
export interface TaskCall {
  name: "TaskCreate" | "TaskGet" | "TaskUpdate" | "TaskList";
  input: Record<string, unknown>;
}

/** What a worker is told to do: its barrier (the files it makes and waits for), then its rounds. */
export interface TaskWorkerScript {
  ready?: string;
  go?: string;
  rounds: TaskCall[][];
}

/** A call's answer, as the model reads the tool result. */
export interface TaskAnswer {
  text: string;
  error: boolean;
}

/** Runs one call on `store`, as s12's tools do (without the panel): its text, or the error the model is told. */
async function run(store: TaskStore, { name, input }: TaskCall): Promise<TaskAnswer> {
  try {
    const text =
      name === "TaskCreate"
        ? (await store.create(input as { subject: string; description: string })).text
        : name === "TaskGet"
          ? await store.get(String(input.taskId))
          : name === "TaskList"
            ? (await store.list()).text
            : await (async () => {
                const { taskId, ...changes } = input;
                return (await store.update(String(taskId), changes)).text;
              })();
    return { text, error: false };
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    return { text: err.message, error: true };
  }
}

if (process.argv[1] === import.meta.filename) {
  const [workdir, agent, scriptFile] = process.argv.slice(2);
  const script = JSON.parse(readFileSync(scriptFile, "utf-8")) as TaskWorkerScript;
  process.once("SIGTERM", () => process.exit(143)); // between two calls, as the lesson's own handler
  const store = new TaskStore(workdir, agent);
  if (script.ready) writeFileSync(script.ready, "");
  while (script.go && !existsSync(script.go)) await delay(5);
  const rounds: TaskAnswer[][] = [];
  for (const round of script.rounds) {
    const answers: TaskAnswer[] = [];
    for (const call of round) answers.push(await run(store, call));
    rounds.push(answers);
  }
  process.stdout.write(`${JSON.stringify({ rounds })}\n`);
}
