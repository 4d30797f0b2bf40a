const index = [
  {
    id: "v0-demo",
    lesson: "v0",
    lessonTitle: "The bash agent: one tool is enough",
    name: "demo.json",
    path: "lessons/v0-bash/cassettes/demo.json",
    subagent: false
  },
  {
    id: "v0-demo-subagent",
    lesson: "v0",
    lessonTitle: "The bash agent: one tool is enough",
    name: "demo.subagent.json",
    path: "lessons/v0-bash/cassettes/demo.subagent.json",
    subagent: true
  },
  {
    id: "v0-loop",
    lesson: "v0",
    lessonTitle: "The bash agent: one tool is enough",
    name: "loop.json",
    path: "lessons/v0-bash/cassettes/loop.json",
    subagent: false
  },
  {
    id: "v1-demo",
    lesson: "v1",
    lessonTitle: "The four-tool agent: bash, read_file, write_file, edit_file",
    name: "demo.json",
    path: "lessons/v1-tools/cassettes/demo.json",
    subagent: false
  },
  {
    id: "v1-dispatch",
    lesson: "v1",
    lessonTitle: "The four-tool agent: bash, read_file, write_file, edit_file",
    name: "dispatch.json",
    path: "lessons/v1-tools/cassettes/dispatch.json",
    subagent: false
  },
  {
    id: "v2-demo",
    lesson: "v2",
    lessonTitle: "The planning agent: a TodoWrite list and a nag reminder",
    name: "demo.json",
    path: "lessons/v2-todo/cassettes/demo.json",
    subagent: false
  },
  {
    id: "v2-nag",
    lesson: "v2",
    lessonTitle: "The planning agent: a TodoWrite list and a nag reminder",
    name: "nag.json",
    path: "lessons/v2-todo/cassettes/nag.json",
    subagent: false
  },
  {
    id: "v2-todo-cases",
    lesson: "v2",
    lessonTitle: "The planning agent: a TodoWrite list and a nag reminder",
    name: "todo-cases.json",
    path: "lessons/v2-todo/cassettes/todo-cases.json",
    subagent: false
  },
  {
    id: "s03-demo",
    lesson: "s03",
    lessonTitle: "The todo agent: a plan with ids, and a reminder within each request",
    name: "demo.json",
    path: "lessons/s03-todo/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s03-nag",
    lesson: "s03",
    lessonTitle: "The todo agent: a plan with ids, and a reminder within each request",
    name: "nag.json",
    path: "lessons/s03-todo/cassettes/nag.json",
    subagent: false
  },
  {
    id: "s03-todo-cases",
    lesson: "s03",
    lessonTitle: "The todo agent: a plan with ids, and a reminder within each request",
    name: "todo-cases.json",
    path: "lessons/s03-todo/cassettes/todo-cases.json",
    subagent: false
  },
  {
    id: "s05-demo",
    lesson: "s05",
    lessonTitle: "The todo_write agent: six tools, a task list, and a verification nudge",
    name: "demo.json",
    path: "lessons/s05-todo-write/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s05-nag",
    lesson: "s05",
    lessonTitle: "The todo_write agent: six tools, a task list, and a verification nudge",
    name: "nag.json",
    path: "lessons/s05-todo-write/cassettes/nag.json",
    subagent: false
  },
  {
    id: "s05-todo-cases",
    lesson: "s05",
    lessonTitle: "The todo_write agent: six tools, a task list, and a verification nudge",
    name: "todo-cases.json",
    path: "lessons/s05-todo-write/cassettes/todo-cases.json",
    subagent: false
  },
  {
    id: "s06-demo",
    lesson: "s06",
    lessonTitle: "The subagent: a sub-task run in a fresh context",
    name: "demo.json",
    path: "lessons/s06-subagent/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s06-subagent-cases",
    lesson: "s06",
    lessonTitle: "The subagent: a sub-task run in a fresh context",
    name: "subagent-cases.json",
    path: "lessons/s06-subagent/cassettes/subagent-cases.json",
    subagent: false
  },
  {
    id: "s07-demo",
    lesson: "s07",
    lessonTitle: "Skills: a catalog in the prompt, the instructions loaded on demand",
    name: "demo.json",
    path: "lessons/s07-skills/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s07-skill-cases",
    lesson: "s07",
    lessonTitle: "Skills: a catalog in the prompt, the instructions loaded on demand",
    name: "skill-cases.json",
    path: "lessons/s07-skills/cassettes/skill-cases.json",
    subagent: false
  },
  {
    id: "s08-demo",
    lesson: "s08",
    lessonTitle: "Context compaction: keep working past the context window",
    name: "demo.json",
    path: "lessons/s08-compact/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s08-compact-cases",
    lesson: "s08",
    lessonTitle: "Context compaction: keep working past the context window",
    name: "compact-cases.json",
    path: "lessons/s08-compact/cassettes/compact-cases.json",
    subagent: false
  },
  {
    id: "s08-too-long",
    lesson: "s08",
    lessonTitle: "Context compaction: keep working past the context window",
    name: "too-long.json",
    path: "lessons/s08-compact/cassettes/too-long.json",
    subagent: false
  },
  {
    id: "s12-demo",
    lesson: "s12",
    lessonTitle: "The task graph: a plan on disk that agents share",
    name: "demo.json",
    path: "lessons/s12-tasks/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s12-nag",
    lesson: "s12",
    lessonTitle: "The task graph: a plan on disk that agents share",
    name: "nag.json",
    path: "lessons/s12-tasks/cassettes/nag.json",
    subagent: false
  },
  {
    id: "s12-resume",
    lesson: "s12",
    lessonTitle: "The task graph: a plan on disk that agents share",
    name: "resume.json",
    path: "lessons/s12-tasks/cassettes/resume.json",
    subagent: false
  },
  {
    id: "s12-task-cases",
    lesson: "s12",
    lessonTitle: "The task graph: a plan on disk that agents share",
    name: "task-cases.json",
    path: "lessons/s12-tasks/cassettes/task-cases.json",
    subagent: false
  },
  {
    id: "s15-demo",
    lesson: "s15",
    lessonTitle: "An agent team: a lead and its teammates share the task graph and talk through mailboxes",
    name: "demo.json",
    path: "lessons/s15-team/cassettes/demo.json",
    subagent: false
  },
  {
    id: "s15-team-cases",
    lesson: "s15",
    lessonTitle: "An agent team: a lead and its teammates share the task graph and talk through mailboxes",
    name: "team-cases.json",
    path: "lessons/s15-team/cassettes/team-cases.json",
    subagent: false
  }
];
export {
  index as default
};
