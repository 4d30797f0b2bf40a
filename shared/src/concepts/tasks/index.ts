/**
 * The tasks concept (lesson s12): a task graph on disk, one file per task, written under a lock, with its tools and reminders.
 *
 * @module
 */
export { TaskNag, resumeReminder, REMINDER_ROUNDS, type Shows } from "./task-reminders.ts";
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
} from "./task-files.ts";
export { TaskStore, findCycle, withLock, writeTask, taskTools } from "./task-store.ts";
export { type Claim, lookAtTasks, type TaskLook } from "./task-look.ts";
