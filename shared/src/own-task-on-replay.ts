/**
 * What `-p TASK --replay FILE` is told when FILE was recorded for another task.
 *
 * @module
 */

/** What `-p TASK --replay FILE` is told when FILE was recorded for another task: what a replay is, and what to run. */
export function ownTaskOnReplay(id: string, file: string, recordedPrompt: string): string {
  const prompt = recordedPrompt.length > 70 ? `${recordedPrompt.slice(0, 69)}…` : recordedPrompt;
  return [
    `A recording answers its own prompt, not yours: ${file} plays back the session recorded for ${JSON.stringify(prompt)}, whatever -p says.`,
    `To run your own task: live, with ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env: pnpm lesson ${id} -p "…"; or without a key, through the mock API, which runs the lesson live on the real SDK and answers from a cassette (pnpm mock-api --help).`,
    `To watch the recording: pnpm lesson ${id} --replay ${file}. To see where your task's requests differ from it: add --strict.`,
  ].join("\n");
}
