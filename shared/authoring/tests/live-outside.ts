/**
 * What came from outside a scripted session when it ran for real: its cassette's responses served by the mock API,
 * the lesson run live on them in this process (`playLesson`), in a fresh copy of its workspace, and what the
 * session was given from outside (s19's servers' answers) taken from its recording. A lesson's script puts these
 * values in its cassettes, so that a replay needs nothing outside; its test runs this again to hold them true.
 */
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { cassetteWorkspace, loadCassette, type Cassette, type RecordedOutside } from "@agent-workbook/kit";
import { startMockApi } from "../mock-api/server.ts";
import { listLessons } from "../../src/lessons.ts";
import { scratchDir } from "./helpers.ts";
import { playLesson } from "./play-lesson.ts";

const KEY = "mock-key";

/** The values from outside that `tape` (cassette `name` of lesson `id`, scripted) meets when its session runs live. */
export async function liveOutside(id: string, name: string, tape: Cassette): Promise<RecordedOutside[]> {
  const folder = listLessons().find((l) => l.id === id)!.dir;
  const from = cassetteWorkspace(join(folder, "cassettes", name)) ?? join(folder, "sample");
  const workdir = scratchDir(`workbook-${id}-live-`);
  if (existsSync(from)) cpSync(from, workdir, { recursive: true });
  const api = await startMockApi({ cassette: tape, key: KEY, workdir });
  try {
    const env = { ...tape.settings, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url, WORKBOOK_STREAM: "0" };
    const input = `${tape.prompts.map((prompt) => `${prompt}\n`).join("")}q\n`;
    const run = await playLesson(id, ["--yes", "--workdir", workdir], env, input);
    if (run.code !== 0)
      throw new Error(`${id} ${name} did not run live (exit ${run.code}):\n${run.stdout}${run.stderr}`);
    return loadCassette(run.recorded).outside ?? [];
  } finally {
    await api.close();
  }
}
