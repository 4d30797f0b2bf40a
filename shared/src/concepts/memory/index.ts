/**
 * The memory concept (lesson s09): what an agent keeps between sessions, written by the model itself through the
 * API memory tool's commands, under `/memories` (the workspace's `.memory/`), and never lost.
 *
 * - {@link memoryTool} is the `memory` tool; {@link memoryToolSpec} sends it as a client tool or as the API's
 *   `memory_20250818` (the setting {@link memoryToolForm}).
 * - {@link MemoryStore} runs its commands: paths checked ({@link parseMemoryPath}), the folder locked, files
 *   written atomically, the index `MEMORY.md` rebuilt after each change.
 * - {@link memoryPromptSection} puts the index's first 200 lines in the system prompt, as data.
 *
 * @module
 */
export {
  entryAt,
  hardLinkError,
  linkError,
  readMemoryText,
  refuseNonFile,
  type MemoryEntry,
} from "./memory-disk.ts";
export {
  MEMORY_DESCRIPTION_MAX,
  MEMORY_FORMAT,
  MEMORY_TITLE_MAX,
  MEMORY_TYPES,
  indexLine,
  memoryFields,
  memoryFileText,
  notAMemoryLine,
  type MemoryFields,
  type MemoryProblem,
  type MemoryType,
} from "./memory-file.ts";
export { indexEntry, indexText, memoryNames, rebuildIndex } from "./memory-index.ts";
export { withMemoryLock, type LockedMemory } from "./memory-lock.ts";
export {
  INDEX_FILE,
  controlName,
  MEMORY_FILE_NAME,
  MEMORY_FOLDER,
  MEMORY_NAME_MAX,
  MEMORY_ROOT,
  parseMemoryPath,
  refuseBadMemoryName,
  refuseCaseTwin,
  sameIgnoringCase,
  type MemoryPath,
} from "./memory-path.ts";
export {
  INDEX_PROMPT_CHARS,
  INDEX_PROMPT_LINES,
  MEMORY_INDEX_TAG,
  memoryPrompt,
  memoryPromptSection,
} from "./memory-prompt.ts";
export {
  KIT_MEMORY_RULES,
  MEMORY_LIMITS,
  MemoryStore,
  type MemoryRules,
  type MemoryCommand,
  type MemoryLimits,
} from "./memory-store.ts";
export {
  MEMORY_COMMANDS,
  MEMORY_COMMAND_NAMES,
  MEMORY_TOOL_SETTING,
  type BadSetting,
  type MemoryCommandFields,
  MEMORY_DESCRIPTION,
  MEMORY_TOOL_NAME,
  MEMORY_TOOL_TYPE,
  memoryCommand,
  memoryTool,
  memoryToolForm,
  memoryToolSpec,
  memoryToolSpecs,
  type MemoryToolForm,
} from "./memory-tool.ts";
export { memoryAtStart, memoryCommandEvent } from "./memory-shown.ts";
export { fileViewText, listingText, numberedLines, shortSize } from "./memory-view.ts";
export type * from "./events.ts";
export { memoryOf } from "./memory-of.ts";
