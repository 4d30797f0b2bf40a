/**
 * The kit every lesson imports as `@agent-workbook/kit`: everything a lesson reuses but does not teach.
 *
 * - Tools: {@link tool} and {@link schemaTool} declare them, {@link toolSpecs} sends them to the API,
 *   {@link executeTool} runs one call; the tools themselves are {@link runBash}, {@link readTextFile},
 *   {@link writeTextFile}, {@link editTextFile} and {@link globFiles}, each kept inside the workspace by
 *   {@link safePath}.
 * - The session: {@link startSession} parses the command line, picks the provider and the workspace, and
 *   returns the {@link Session} that runs tool calls, asks {@link Permission}, and prints through the
 *   {@link Terminal}.
 * - Providers: {@link anthropicClient}, {@link openaiClient} and {@link replayClient} all implement
 *   {@link ModelClient}; a {@link Recorder} writes a session to a {@link Cassette} as it goes.
 *
 * The walkthrough is `docs/en/kit.md`.
 *
 * @module \@agent-workbook/kit
 */
export {
  tool,
  schemaTool,
  toolSpecs,
  executeTool,
  ToolError,
  MAX_OUTPUT_CHARS,
  cutText,
  type Tool,
  type ToolOutcome,
} from "./tool.ts";
export { safePath, replaceFile, openWorkspaceFile, type OpenFile } from "./workspace.ts";
export { runBash, isDangerous, stopRunningCommands, DANGEROUS_COMMANDS, type BashOptions } from "./tools/bash.ts";
export { readTextFile, READ_WHOLE_MAX_BYTES } from "./tools/read-file.ts";
export { writeTextFile } from "./tools/write-file.ts";
export { editTextFile, EDIT_MAX_BYTES } from "./tools/edit-file.ts";
export { globFiles } from "./tools/glob.ts";
export {
  startSession,
  Session,
  ROOT,
  DEFAULT_MODEL,
  INTERRUPTED_LINE,
  explainError,
  type LessonInfo,
} from "./session.ts";
export { CtrlC, Interrupted } from "./ctrl-c.ts";
export { parseLessonArgs, usage, UsageError, type LessonArgs } from "./cli.ts";
export {
  loadCassette,
  parseCassette,
  saveCassette,
  normaliseRequest,
  diffRequests,
  type Cassette,
  type Interaction,
} from "./cassette.ts";
export { anthropicClient, type AnthropicOptions } from "./providers/anthropic.ts";
export { openaiClient } from "./providers/openai.ts";
export { replayClient, movePaths, ReplayError, type ReplayOptions } from "./providers/replay.ts";
export { Recorder, scrubSecrets } from "./providers/recorder.ts";
export type { ModelClient, MessageRequest, CallOptions } from "./providers/types.ts";
export { Terminal, describeCall, previewResult, type Usage, type TodoLine } from "./ui.ts";
export { Permission, TOOLS_THAT_ASK } from "./permission.ts";
export { requestProblems, jsonProblem } from "./validate.ts";
export { replaceStrings } from "./replace-strings.ts";
