/**
 * The kit every lesson imports as `@agent-workbook/kit`: everything a lesson reuses but does not teach.
 *
 * - Tools: {@link tool} and {@link schemaTool} declare them (each says whether it needs the learner's
 *   permission), {@link toolSpecs} sends them to the API; the lesson's own `runTool` dispatches a call. The
 *   tools themselves are {@link runBash}, {@link readTextFile}, {@link writeTextFile}, {@link editTextFile}
 *   and {@link globFiles}, each kept inside the workspace by {@link safePath}.
 * - Files kept like a database's: {@link writeFileAtomic} (whole or not at all, never over a taken name with
 *   `exclusive`), a {@link StoreFolder} whose files are read checked and written only inside it, and a
 *   {@link takeLease | lease} (a lock its holder checks before each write). {@link wellFormedStrings} repairs
 *   every string of a request. s12's task graph is {@link TaskStore}, which the lessons after s12 import.
 *   s15's mailboxes are {@link Mailbox} and its tools {@link teamTools}, which the lessons after s15 import.
 * - The session: a lesson declares itself in a plain constant ({@link Lesson}: its id, its options, the
 *   {@link Setting | settings} it reads) and exports its entry, which takes the session; {@link runLesson} runs it
 *   as the program and {@link buildSession} builds the session (the arguments, the mode, the provider, the
 *   workspace) from a command line, an environment and streams: the {@link Session} whose `supervise` shows
 *   each tool call, asks its {@link ToolPolicy} and runs the lesson's dispatch, printing through the
 *   {@link Terminal}; {@link explainError} says what a failed turn means. {@link ROOT} and {@link fromLearner} locate the workbook and the paths the learner types.
 * - Providers: {@link anthropicClient}, {@link openaiClient} and {@link replayClient} all implement
 *   {@link ModelClient}; a {@link Recorder} writes a session to a {@link Cassette} as it goes, and
 *   {@link startsSubagentRun} tells where each subagent's run in it starts.
 *
 * The walkthrough is `docs/en/kit.md`.
 *
 * @module \@agent-workbook/kit
 */
export {
  tool,
  schemaTool,
  toolSpecs,
  ToolError,
  MAX_OUTPUT_CHARS,
  cutText,
  type Tool,
  type ToolOptions,
} from "./tool.ts";
export { toolDispatch, type ToolDispatch } from "./tool-dispatch.ts";
export { safePath, replaceFile, openWorkspaceFile, type OpenFile } from "./workspace.ts";
export { writeFileAtomic, removeTemporaryFiles, temporaryName, type AtomicWriteOptions } from "./atomic-write.ts";
export { saveNewFile } from "./new-file.ts";
export { StoreFolder, STORE_FILE_MAX_BYTES } from "./store-folder.ts";
export { Lease, takeLease, type LeaseOptions } from "./lease.ts";
export {
  withFolderLease,
  holdName,
  resumeTeam,
  inboxText,
  parseInboxLine,
  markup,
  tasksNamed,
  handBack,
  handBackFrom,
  warnOpenWork,
  markStale,
  STALE,
  openTeam,
  writeTeamConfig,
  inboxLines,
  type OpenTeamOptions,
  type OpenedTeam,
  type InboxLine,
  type ResumeOptions,
  type Resumed,
  START_OVER,
  TEAM_FILES,
} from "./concepts/team/team-files.ts";
export { TEAM_NAME, NAME_RULE, teammateName } from "./concepts/team/team-names.ts";
export { Mailbox, messageText, type Message } from "./concepts/team/mailbox.ts";
export { teamTools } from "./concepts/team/team-tools.ts";
export { TaskNag, resumeReminder, REMINDER_ROUNDS, type Shows } from "./concepts/tasks/task-reminders.ts";
export { wellFormedText, wellFormedStrings } from "./well-formed.ts";
export {
  STATUSES,
  TASK_FILE_NAME,
  readTaskFile,
  readTaskFiles,
  removeTask,
  mirrorBlocks,
  nextTaskId,
  describeTask,
  inOrder,
  findTask,
  openBlockers,
  canStartNow,
  listLine,
  taskPanel,
  listText,
  openLines,
  taskNames,
  showTasks,
  cycleError,
  type Status,
  type Task,
  type TaskChanges,
  type TaskResult,
} from "./concepts/tasks/task-files.ts";
export { TaskStore, findCycle, withLock, writeTask, taskTools } from "./concepts/tasks/task-store.ts";
export { type Claim, lookAtTasks, type TaskLook } from "./concepts/tasks/task-look.ts";
export { runBash, isDangerous, stopRunningCommands, DANGEROUS_COMMANDS, type BashOptions } from "./tools/bash.ts";
export { endWithSession, processStartTime, stopProcess } from "./server-processes.ts";
export { readTextFile, READ_WHOLE_MAX_BYTES } from "./tools/read-file.ts";
export { writeTextFile } from "./tools/write-file.ts";
export { editTextFile, EDIT_MAX_BYTES } from "./tools/edit-file.ts";
export { globFiles } from "./tools/glob.ts";
export { fileTools } from "./tools/file-tools.ts";
export { TodoList, type Todo, type TodoStatus } from "./concepts/todo/todo-list.ts";
export { Subagent, type CreateMessage, type Dispatch } from "./concepts/subagent/subagent.ts";
export { startCompaction, type Compaction, type Messages } from "./concepts/compaction/compaction.ts";
export { COMPACT_THRESHOLD_SETTING, compacted, microCompact } from "./concepts/compaction/compacted-history.ts";
export { seededRandom } from "./seeded-random.ts";
export { ownTaskOnReplay } from "./own-task-on-replay.ts";
export { refusalText, runLesson } from "./run-lesson.ts";
export {
  buildSession,
  sessionArguments,
  agentEnvironment,
  lessonHelp,
  type SessionSetup,
  type Stdio,
  type MaybeTerminal,
} from "./build-session.ts";
export { sessionFromParts, type SessionParts as SessionFromParts } from "./session-from-parts.ts";
export { lessonSettings, type Lesson, type LessonMain, type Concept } from "./lesson.ts";
export type { LessonOption, LessonCommandLine } from "./cli.ts";
export {
  wholeNumberSetting,
  wordSetting,
  switchSetting,
  textSetting,
  readSettings,
  type Setting,
} from "./settings.ts";
export { DEFAULT_MODEL } from "./model.ts";
export { isMain } from "./is-main.ts";
export { Session, INTERRUPTED_LINE } from "./session.ts";
export { explainError } from "./explain-error.ts";
export { EMPTY_ANSWER } from "./repair-response.ts";
export { taggedData } from "./tagged-data.ts";
export { ROOT, fromLearner, learnerFolder } from "./paths.ts";
export { CtrlC, Interrupted } from "./ctrl-c.ts";
export { parseLessonArgs, parseCommandLine, closest, usage, UsageError, type LessonArgs } from "./cli.ts";
export {
  loadCassette,
  parseCassette,
  saveCassette,
  cassetteWorkspace,
  normaliseRequest,
  diffRequests,
  type Cassette,
  type Interaction,
  type RecordedError,
  type RecordedFailure,
  type RecordedOutside,
} from "./cassette.ts";
export { startsSubagentRun, isTeammate, SUBAGENT, SUMMARY, type AgentCall } from "./concepts/subagent/subagent-runs.ts";
export { anthropicClient, type AnthropicOptions } from "./providers/anthropic.ts";
export { openaiClient } from "./providers/openai.ts";
export { replayClient, movePaths, ReplayError, apiError, type ReplayOptions } from "./providers/replay.ts";
export { pacedClient, DEFAULT_PACE, TEXT_TICK_MS, THINKING_CHARS, TOOL_INPUT_MAX_CHARS } from "./providers/paced.ts";
export { Recorder, recordedError, scrubSecrets } from "./providers/recorder.ts";
export { retryAfterMs, waitInWords, waitTooLong } from "./retry-after.ts";
export {
  COUNT_MAX_BYTES,
  outputLines,
  outputTail,
  type OutputLines,
  type OutputTail,
} from "./concepts/background/output-file.ts";
export type { ModelClient, MessageRequest, CallOptions } from "./providers/types.ts";
export {
  Terminal,
  describeCall,
  previewResult,
  type DisplayListener,
  type Usage,
  type TodoLine,
  type ApiUsage,
} from "./ui.ts";
export type {
  AsideEvent,
  ConceptDisplay,
  ConceptEvent,
  ConceptEvents,
  ConceptName,
  CoreEvent,
  DisplayEvent,
  DisplayKind,
  MessageEvent,
  PanelEvent,
  PromptEvent,
  RecordedEvent,
  ReminderEvent,
  RoundEvent,
  ShownEvent,
  Speaker,
  SpeakerEvent,
  SubagentEndEvent,
  SubagentStartEvent,
  TextEvent,
  ThinkingEvent,
  ToolCallEvent,
  ToolResultEvent,
  TurnEndEvent,
} from "./display/events.ts";
// Each concept's events (its folder's events.ts adds them to ConceptEvents): a lesson that names the concept shows them.
export type * from "./concepts/autonomy/events.ts";
export type * from "./concepts/worktrees/events.ts";
export type * from "./concepts/background/events.ts";
export type * from "./concepts/compaction/events.ts";
export type * from "./concepts/hooks/events.ts";
export type * from "./concepts/mcp/events.ts";
export type * from "./concepts/prompt/events.ts";
export type * from "./concepts/recovery/events.ts";
export type * from "./concepts/skills/events.ts";
export type * from "./concepts/team/events.ts";
export { conceptDisplays } from "./concept-displays.ts";
export { frontMatter, type FrontMatter } from "./front-matter.ts";
export { conceptOf, isConceptEvent } from "./display/events.ts";
export {
  Outside,
  type OutsideRecorder,
  SessionClock,
  type WallStart,
  type ThrownError,
  type ErrorClass,
  type Waited,
} from "./outside.ts";
export { DisplayLines, callLine, plainLine, previewLines, type Line, type Span, type Style } from "./display/lines.ts";
export {
  askKeys,
  askPermission,
  type PermissionAnswer,
  type PolicyCall,
  type PolicyDecision,
  type PolicyVerdict,
  questionPolicy,
  REFUSED,
  type SettledDecision,
  type ToolPolicy,
  type ToolResult,
} from "./permission.ts";
export { requestProblems, shapeProblems, jsonProblem, jsonDepth, MAX_DEPTH } from "./validate.ts";
export { estimateTokens, tooLongMessage, promptTooLong, PromptTooLongError } from "./window.ts";
export {
  replacePaths,
  replaceStrings,
  folderPlaceholders,
  type SessionFolders,
} from "./replace-strings.ts";
