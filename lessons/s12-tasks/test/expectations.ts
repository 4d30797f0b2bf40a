/** What the cross-lesson tests expect of lesson s12 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

/** `{a: {a: … {a: "deep"}}}`, `depth` levels down. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: "deep" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export default {
  tools: [
    "bash",
    "read_file",
    "write_file",
    "edit_file",
    "glob",
    "TaskCreate",
    "TaskGet",
    "TaskUpdate",
    "TaskList",
  ],
  reminders: [
    // Every 10 rounds without a task tool: the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // A session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
  ],
  shownErrors: {
    "demo.json": [
      {
        round: 2,
        tool: "TaskUpdate",
        result: /^Error: "Write the note schema" is a subject, not a task id: /,
        why: "the model names a blocker by its subject, and the error teaches it to give the id",
      },
      {
        round: 4,
        tool: "TaskUpdate",
        result: /^Error: #2 cannot be started: it waits for #1 Write the note schema \(pending\)\./,
        why: "the model starts a blocked task, and the error says which task to do first",
      },
    ],
  },
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
      expect:
        /^Error: Invalid input for TaskUpdate: addBlockedBy: .*expected array, received string/,
    },
    {
      name: "TaskGet: no id",
      tool: "TaskGet",
      input: {},
      expect: /^Error: Invalid input for TaskGet: taskId: /,
    },
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
      name: "ids taken as written",
      checks: ["task-cases"],
      edits: [
        [
          '    const task = tasks.get(raw.trim().replace(/^#/, ""));',
          "    const task = tasks.get(raw);",
        ],
      ],
      message:
        'task-cases: round 50: TaskUpdate with {"taskId":"10","addBlockedBy":["9"," #8"]}: expected "#10 now waits for #9. #10 now waits for #8.", got "Error: No task # #8.',
    },
    {
      name: "a subject looked for before the id",
      checks: ["task-cases"],
      edits: [
        [
          "    if (task) return task;\n    // A subject where an id belongs",
          "    // A subject where an id belongs",
        ],
        [
          "    const known = taskNames(inOrder(tasks))",
          "    if (task) return task;\n    const known = taskNames(inOrder(tasks))",
        ],
      ],
      message:
        'task-cases: round 45: TaskUpdate with {"taskId":"7","addBlockedBy":["5"]}: expected "#7 now waits for #5.", got "Error: \\"5\\" is a subject, not a task id: blockers are given by id. #8 is \\"5\\", so write \\"8\\".',
    },
    {
      name: "a subject only in the same letters",
      checks: ["task-cases"],
      edits: [
        [
          "(t) => t.subject.toLowerCase() === raw.trim().toLowerCase()",
          "(t) => t.subject === raw.trim()",
        ],
      ],
      message:
        'task-cases: round 47: TaskUpdate with {"taskId":"10","addBlockedBy":["export NOTES"]}: expected "Error: \\"export NOTES\\" is a subject, not a task id: blockers are given by id. #9 is \\"Export notes\\", so write \\"9\\"." (an error), got "Error: No task #export NOTES.',
    },
    {
      name: "the tasks listed as they were read",
      checks: ["task-cases"],
      edits: [["taskNames(inOrder(tasks))", "taskNames([...tasks.values()])"]],
      message:
        'task-cases: round 48: TaskUpdate with {"taskId":"10","addBlockedBy":["11"]}: expected "Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the unit tests, #5 Write th…rt notes." (an error), got "Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #10 Import notes',
    },
    {
      name: "no cycle check",
      checks: ["task-cases"],
      edits: [["  if (blocker === waiter) return [waiter];\n", "  return undefined;\n"]],
      message:
        'task-cases: round 17: TaskUpdate with {"taskId":"1","addBlockedBy":["4"]}: expected "Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this depe…t a task." (an error), got "#1 now waits for #4.".',
    },
    {
      name: "breadth first",
      checks: ["task-cases"],
      edits: [
        [
          "  const seen = new Set<string>();",
          "  const cameFrom = new Map<string, string>();\n  const queue = [blocker];\n  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {\n    if (id === waiter) {\n      const path = [id];\n      while (cameFrom.has(path[0])) path.unshift(cameFrom.get(path[0])!);\n      return path;\n    }\n    for (const next of tasks.get(id)?.blockedBy ?? []) {\n      if (next !== blocker && !cameFrom.has(next)) {\n        cameFrom.set(next, id);\n        queue.push(next);\n      }\n    }\n  }\n  const seen = new Set<string>();",
        ],
      ],
      message:
        'task-cases: round 17: TaskUpdate with {"taskId":"1","addBlockedBy":["4"]}: expected "Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this depe…t a task." (an error), got "Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #1',
    },
    {
      name: "each task walked again",
      checks: ["task-cases"],
      // A walk that marks nothing seen goes round a circle for ever: written recursively, as learners often do, it
      // runs out of stack at once.
      edits: [
        [
          "  const seen = new Set<string>();",
          "  const walk = (id: string): string[] | undefined => {\n    if (id === waiter) return [id];\n    for (const next of tasks.get(id)?.blockedBy ?? []) {\n      const rest = walk(next);\n      if (rest) return [id, ...rest];\n    }\n    return undefined;\n  };\n  if (blocker !== waiter) return walk(blocker);\n  const seen = new Set<string>();",
        ],
      ],
      message:
        'task-cases: round 52: TaskUpdate with {"taskId":"7","addBlockedBy":["11"]}: expected "#7 now waits for #11.", got "Error: Maximum call stack size exceeded" (an error).',
    },
    {
      name: "a task in progress unblocked again",
      checks: ["task-cases"],
      edits: [
        [
          '        t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0,',
          "        t !== undefined && openBlockers(t, tasks).length === 0,",
        ],
      ],
      message:
        'task-cases: round 53: TaskUpdate with {"taskId":"2","status":"deleted"}: expected "Task #2 deleted.", got "Task #2 deleted. Unblocked: #3 Write the unit tests.".',
    },
    {
      name: "a task unblocked while another blocker is open",
      checks: ["task-cases"],
      edits: [
        [
          '        t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0,',
          '        t !== undefined && t.status === "pending",',
        ],
      ],
      message:
        'task-cases: round 25: TaskUpdate with {"taskId":"1","status":"completed"}: expected "#1 is completed. Unblocked: #2 Build the API.", got "#1 is completed. Unblocked: #2 Build the API, #4 Write the docs.".',
    },
    {
      name: "no lock: another agent's task is overwritten",
      checks: ["task-cases"],
      edits: [
        [
          '  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 });',
          "  const lease = { holds: () => true, release: () => {} };",
        ],
      ],
      message:
        'task-cases: round 34: TaskCreate with {"subject":"Tag notes","description":"Tags."}: expected "Task #7 created: Tag notes", got "Task #6 created: Tag notes".',
    },
    {
      name: "a dead agent's lock waited on",
      checks: ["task-cases"],
      edits: [["{ staleMs: 2000, waitMs: 2400 }", "{ staleMs: 10_000, waitMs: 2400 }"]],
      message:
        'task-cases: round 42: TaskCreate with {"subject":"5","description":"Release 5 of the notes format."}: expected "Task #8 created: 5", got "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment." (an error).',
    },
    {
      name: "the lock's refusal not said",
      checks: ["task-cases"],
      edits: [["  if (!lease)\n", "  if (!lease && false)\n"]],
      message:
        'task-cases: round 55: TaskList with no input: expected "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment." (an error), got "Error: Cannot read properties of undefined (reading \'release\')" (an error).',
    },
  ],
  audit: {
    blockers: [
      [
        'The tasks these ids name, in the order given: trim each id, and drop a "#" in front (" #3" is 3).',
        "ids taken as written",
      ],
      [
        "An id that names a task is that task, even when it is also another task's subject.",
        "a subject looked for before the id",
      ],
      [
        'Any other id is an error, never a blocker that waits for ever, thrown as a ToolError: when it is a task\'s subject (in any case), \'Error: "RAW" is a subject, not a task id: blockers are given by id. #ID is "SUBJECT", so write "ID".\';',
        "a subject only in the same letters",
      ],
      [
        'otherwise "Error: No task #RAW. Blockers are task ids, not subjects; the tasks are #1 SUBJECT, #2 SUBJECT.", with every task, in id order (inOrder(tasks)), as "#ID SUBJECT" joined by ", ".',
        "the tasks listed as they were read",
      ],
    ],
    cycle: [
      [
        'Would "waiter waits for blocker" close a circle? Only if the blocker already waits, through blockedBy and blockedBy again, for the waiter.',
        "no cycle check",
      ],
      [
        'Walk blockedBy from the blocker, depth first, in the order of each list, and return the ids from the blocker to the waiter (["3", "2", "1"]: #3 waits for #2, which waits for #1), or undefined; a task waiting for itself is [waiter].',
        "breadth first",
      ],
      [
        "Visit each task once: a circle already on disk (tasks written by hand) must not send the walk round for ever.",
        "each task walked again",
      ],
    ],
    unblocked: [
      [
        "The tasks that done (just completed, or deleted) was the last open blocker of: of the tasks in done.blocks, in that order, the pending ones (not those in progress or completed)",
        "a task in progress unblocked again",
      ],
      [
        "whose blockers are now all completed (openBlockers(t, tasks) is empty).",
        "a task unblocked while another blocker is open",
      ],
    ],
    lock: [
      [
        'Take the lease every agent sharing the folder respects, in place of the stand-in below: const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 }) (the kit\'s lock).',
        "no lock: another agent's task is overwritten",
      ],
      [
        "Its tries, for about 2.4 s, wait out an agent that holds it for a moment; a lock its holder has not renewed for 2 s is a dead (or stalled) agent's, and is taken over.",
        "a dead agent's lock waited on",
      ],
      [
        'When it gives up, takeLease gives undefined: then throw new ToolError("Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.").',
        "the lock's refusal not said",
      ],
    ],
  },
} satisfies LessonExpectations;
