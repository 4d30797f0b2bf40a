/** What the cross-lesson tests expect of lesson s12 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

/** `{a: {a: … {a: "deep"}}}`, `depth` levels down. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: "deep" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "TaskCreate", "TaskGet", "TaskUpdate", "TaskList"],
  reminders: [
    // Every 10 rounds without a task tool: the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // A session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
  ],
  badInputs: [
    {
      name: "TaskUpdate: a task when there is none",
      tool: "TaskUpdate",
      input: { taskId: "1", status: "completed" },
      expect: /^Error: No task #1: there are no tasks yet \(TaskCreate makes one\)\.$/,
    },
    {
      name: "TaskUpdate: blockers as a string, not a list",
      tool: "TaskUpdate",
      input: { taskId: "1", addBlockedBy: "2" },
      expect: /^Error: Invalid input for TaskUpdate: addBlockedBy: .*expected array, received string/,
    },
    { name: "TaskGet: no id", tool: "TaskGet", input: {}, expect: /^Error: Invalid input for TaskGet: taskId: / },
    {
      name: "TaskCreate: a subject nested 300 deep",
      tool: "TaskCreate",
      input: { subject: nested(300), description: "x" },
      expect: /^Error: Invalid input for TaskCreate: subject: .*expected string, received object/,
    },
    {
      name: "TaskCreate: a subject of 300 KB, then a list of it",
      tool: "TaskCreate",
      input: { subject: "s".repeat(300_000), description: "x" },
      expect: /^Task #1 created: s{1000}/,
      ok: true,
    },
    {
      name: "TaskList: fields it does not have are ignored",
      tool: "TaskList",
      input: { all: true },
      expect: /^#1 \[pending\] s+\n\nCan start now: #1 s+\.$/,
      ok: true,
    },
    {
      name: "an unknown tool (the todo tool of s05)",
      tool: "todo_write",
      input: { todos: [] },
      expect:
        /^Error: Unknown tool: todo_write\. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList$/,
    },
  ],
  mistakes: [
    {
      name: "no lock: another agent's task is overwritten",
      checks: ["task-cases"],
      edits: [
        [
          "  mkdirSync(dir, { recursive: true });\n  let release",
          "  mkdirSync(dir, { recursive: true });\n  return work();\n  let release",
        ],
      ],
      message:
        'task-cases: round 34: TaskCreate with {"subject":"Tag notes","description":"Tags."}: expected "Task #7 created: Tag notes", got "Task #6 created: Tag notes".',
    },
    {
      name: "no cycle check",
      checks: ["task-cases"],
      edits: [["  return walk(blocker);", "  return undefined;"]],
      message:
        'task-cases: round 17: TaskUpdate with {"taskId":"1","addBlockedBy":["4"]}: expected "Error: #1 cannot wait for #4',
    },
    {
      name: "a task unblocked while another blocker is open",
      checks: ["task-cases"],
      edits: [
        [
          '    .filter((t): t is Task => t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0);',
          '    .filter((t): t is Task => t !== undefined && t.status === "pending");',
        ],
      ],
      message:
        'task-cases: round 25: TaskUpdate with {"taskId":"1","status":"completed"}: expected "#1 is completed. Unblocked: #2 Build the API.", got "#1 is completed. Unblocked: #2 Build the API, #4 Write the docs.".',
    },
  ],
} satisfies LessonExpectations;
