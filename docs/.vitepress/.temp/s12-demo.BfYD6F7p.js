const title = "s12 · demo.json";
const lesson = "s12";
const file = "lessons/s12-tasks/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s12 >> Build a small notes module: a JSON schema for a note in schema/note.json, src/notes.js with addNote and listNotes checked against it, tests in test/notes.test.js, and a usage section in README.md. Plan it as tasks with their dependencies first. Do the schema and the module now; the tests and the docs are for the next session.",
      "Four tasks. The schema comes first, the module needs it, and the tests and the docs both need the module.",
      "  ↳ round 1 · 1800 in / 310 out · session 1800 in / 310 out",
      "> TaskCreate: Write the note schema",
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  (0/1 completed)",
      "  Task #1 created: Write the note schema",
      "> TaskCreate: Write src/notes.js",
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  (0/2 completed)",
      "  Task #2 created: Write src/notes.js",
      "> TaskCreate: Test src/notes.js",
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js",
      "  (0/3 completed)",
      "  Task #3 created: Test src/notes.js",
      "> TaskCreate: Document notes.js in README.md",
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js",
      "  [ ] #4 Document notes.js in README.md",
      "  (0/4 completed)",
      "  Task #4 created: Document notes.js in README.md"
    ],
    events: [
      {
        kind: "prompt",
        text: "Build a small notes module: a JSON schema for a note in schema/note.json, src/notes.js with addNote and listNotes checked against it, tests in test/notes.test.js, and a usage section in README.md. Plan it as tasks with their dependencies first. Do the schema and the module now; the tests and the docs are for the next session."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Four tasks. The schema comes first, the module needs it, and the tests and the docs both need the module.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 1,
        usage: {
          input_tokens: 1800,
          output_tokens: 310
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write the note schema",
          description: "schema/note.json: a note has a non-empty title and a body, both strings.",
          activeForm: "Writing the note schema"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #1 created: Write the note schema",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write src/notes.js",
          description: "addNote(note) checks a note against schema/note.json and keeps it; listNotes() returns the notes kept.",
          activeForm: "Writing src/notes.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 created: Write src/notes.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Test src/notes.js",
          description: "test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused.",
          activeForm: "Testing src/notes.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js",
            status: "pending",
            activity: "Testing src/notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #3 created: Test src/notes.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Document notes.js in README.md",
          description: "A usage section: how to add and list notes, and what a note must have.",
          activeForm: "Documenting notes.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #4 created: Document notes.js in README.md",
        isError: false
      }
    ],
    request: {
      keep: 0,
      add: [
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "Build a small notes module: a JSON schema for a note in schema/note.json, src/notes.js with addNote and listNotes checked against it, tests in test/notes.test.js, and a usage section in README.md. Plan it as tasks with their dependencies first. Do the schema and the module now; the tests and the docs are for the next session."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>, named main.\n\nLoop: plan with the task tools, act with your tools, update the tasks, then report what you did.\n\nRules:\n- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).\n- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
      tools: [
        {
          name: "bash",
          description: "Run a shell command in the workspace. Use it for ls, grep, find, running programs and tests.",
          input_schema: {
            type: "object",
            properties: {
              command: {
                type: "string",
                description: "The shell command to run"
              }
            },
            required: [
              "command"
            ]
          }
        },
        {
          name: "read_file",
          description: "Read a text file. Use limit to read only the first lines of a long file.",
          input_schema: {
            type: "object",
            properties: {
              path: {
                type: "string",
                description: "Path relative to the workspace"
              },
              limit: {
                description: "Max lines to read",
                type: "integer",
                exclusiveMinimum: 0
              }
            },
            required: [
              "path"
            ]
          }
        },
        {
          name: "write_file",
          description: "Write content to a file, creating parent folders. Replaces the whole file.",
          input_schema: {
            type: "object",
            properties: {
              path: {
                type: "string",
                description: "Path relative to the workspace"
              },
              content: {
                type: "string",
                description: "The complete new content"
              }
            },
            required: [
              "path",
              "content"
            ]
          }
        },
        {
          name: "edit_file",
          description: "Replace old_text with new_text in a file. old_text must match exactly and appear exactly once: include enough surrounding text to make it unique.",
          input_schema: {
            type: "object",
            properties: {
              path: {
                type: "string",
                description: "Path relative to the workspace"
              },
              old_text: {
                type: "string",
                description: "Exact text to find"
              },
              new_text: {
                type: "string",
                description: "Replacement text"
              }
            },
            required: [
              "path",
              "old_text",
              "new_text"
            ]
          }
        },
        {
          name: "glob",
          description: "Find files by glob pattern, e.g. src/**/*.js. Returns workspace paths, one per line.",
          input_schema: {
            type: "object",
            properties: {
              pattern: {
                type: "string",
                description: "Glob pattern, relative to the workspace"
              }
            },
            required: [
              "pattern"
            ]
          }
        },
        {
          name: "TaskCreate",
          description: "Create a task in the shared task list (.tasks/). Returns its id. Link it to the tasks it waits for afterwards, with TaskUpdate.",
          input_schema: {
            type: "object",
            properties: {
              subject: {
                type: "string",
                minLength: 1,
                description: "A short title, e.g. Write the tests"
              },
              description: {
                type: "string",
                description: "What is to be done, in enough detail for another agent to do it"
              },
              activeForm: {
                description: "The task in the present tense, shown while it is in progress",
                type: "string"
              }
            },
            required: [
              "subject",
              "description"
            ]
          }
        },
        {
          name: "TaskGet",
          description: "Read one task whole: subject, description, status, owner, the tasks it is blocked by and the tasks it blocks.",
          input_schema: {
            type: "object",
            properties: {
              taskId: {
                type: "string",
                description: `The task's id, e.g. "3"`
              }
            },
            required: [
              "taskId"
            ]
          }
        },
        {
          name: "TaskUpdate",
          description: "Change a task: its status (in_progress when you start it, completed when it is done, deleted), its text, its owner, or the tasks it waits for (addBlockedBy) or holds up (addBlocks), given by id.",
          input_schema: {
            type: "object",
            properties: {
              taskId: {
                type: "string",
                description: `The task's id, e.g. "3"`
              },
              status: {
                type: "string",
                "enum": [
                  "pending",
                  "in_progress",
                  "completed",
                  "deleted"
                ]
              },
              subject: {
                type: "string",
                minLength: 1
              },
              description: {
                type: "string"
              },
              activeForm: {
                type: "string"
              },
              owner: {
                description: "The agent that works on it",
                type: "string",
                minLength: 1
              },
              addBlockedBy: {
                description: "Ids of tasks that must be completed before this one",
                type: "array",
                items: {
                  type: "string"
                }
              },
              addBlocks: {
                description: "Ids of tasks that cannot start before this one is completed",
                type: "array",
                items: {
                  type: "string"
                }
              }
            },
            required: [
              "taskId"
            ]
          }
        },
        {
          name: "TaskList",
          description: "List every task: id, status, subject, owner and what it is blocked by, and which tasks can start now.",
          input_schema: {
            type: "object",
            properties: {}
          }
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "text",
          text: "Four tasks. The schema comes first, the module needs it, and the tests and the docs both need the module.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_012jrLKwfJFwiqeTDTooibh1",
          name: "TaskCreate",
          input: {
            subject: "Write the note schema",
            description: "schema/note.json: a note has a non-empty title and a body, both strings.",
            activeForm: "Writing the note schema"
          }
        },
        {
          type: "tool_use",
          id: "toolu_011FathIv8m2j50ReR4wc7kt",
          name: "TaskCreate",
          input: {
            subject: "Write src/notes.js",
            description: "addNote(note) checks a note against schema/note.json and keeps it; listNotes() returns the notes kept.",
            activeForm: "Writing src/notes.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01EQRhED5TaEXSOLh3wrdvKB",
          name: "TaskCreate",
          input: {
            subject: "Test src/notes.js",
            description: "test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused.",
            activeForm: "Testing src/notes.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01PRf84FFBXAzxZYlBGnxaRs",
          name: "TaskCreate",
          input: {
            subject: "Document notes.js in README.md",
            description: "A usage section: how to add and list notes, and what a note must have.",
            activeForm: "Documenting notes.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 310
    }
  },
  {
    n: 2,
    terminal: [
      "Now the order.",
      "  ↳ round 2 · 2250 in / 101 out · session 4050 in / 411 out",
      '> TaskUpdate: #2 addBlockedBy=["Write the note schema"]',
      '  Error: "Write the note schema" is a subject, not a task id: blockers are given by id. #1 is "Write the note schema", so…',
      '> TaskUpdate: #3 addBlockedBy=["2"]',
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md",
      "  (0/4 completed)",
      "  #3 now waits for #2.",
      '> TaskUpdate: #4 addBlockedBy=["2"]',
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md [blocked by #2]",
      "  (0/4 completed)",
      "  #4 now waits for #2."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Now the order.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 2250,
          output_tokens: 101
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          addBlockedBy: [
            "Write the note schema"
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: "Write the note schema" is a subject, not a task id: blockers are given by id. #1 is "Write the note schema", so write "1".',
        isError: true
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          addBlockedBy: [
            "2"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 now waits for #2.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          addBlockedBy: [
            "2"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 now waits for #2.",
        isError: false
      }
    ],
    request: {
      keep: 1,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Four tasks. The schema comes first, the module needs it, and the tests and the docs both need the module.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_012jrLKwfJFwiqeTDTooibh1",
              name: "TaskCreate",
              input: {
                subject: "Write the note schema",
                description: "schema/note.json: a note has a non-empty title and a body, both strings.",
                activeForm: "Writing the note schema"
              }
            },
            {
              type: "tool_use",
              id: "toolu_011FathIv8m2j50ReR4wc7kt",
              name: "TaskCreate",
              input: {
                subject: "Write src/notes.js",
                description: "addNote(note) checks a note against schema/note.json and keeps it; listNotes() returns the notes kept.",
                activeForm: "Writing src/notes.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01EQRhED5TaEXSOLh3wrdvKB",
              name: "TaskCreate",
              input: {
                subject: "Test src/notes.js",
                description: "test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused.",
                activeForm: "Testing src/notes.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01PRf84FFBXAzxZYlBGnxaRs",
              name: "TaskCreate",
              input: {
                subject: "Document notes.js in README.md",
                description: "A usage section: how to add and list notes, and what a note must have.",
                activeForm: "Documenting notes.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_012jrLKwfJFwiqeTDTooibh1",
              content: "Task #1 created: Write the note schema"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_011FathIv8m2j50ReR4wc7kt",
              content: "Task #2 created: Write src/notes.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01EQRhED5TaEXSOLh3wrdvKB",
              content: "Task #3 created: Test src/notes.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01PRf84FFBXAzxZYlBGnxaRs",
              content: "Task #4 created: Document notes.js in README.md"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Now the order.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01qOqhpCWEhLcPDz0f70UPJK",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlockedBy: [
              "Write the note schema"
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01PhDGe992PxWJnXxrKONPgF",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            addBlockedBy: [
              "2"
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01kPhhBgju4pOsdvDpJeirhp",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            addBlockedBy: [
              "2"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2250,
      output: 101
    }
  },
  {
    n: 3,
    terminal: [
      "Ids, not subjects: the schema is #1.",
      "  ↳ round 3 · 2491 in / 54 out · session 6541 in / 465 out",
      '> TaskUpdate: #2 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js [blocked by #1]",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md [blocked by #2]",
      "  (0/4 completed)",
      "  #2 now waits for #1."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Ids, not subjects: the schema is #1.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 2491,
          output_tokens: 54
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          addBlockedBy: [
            "1"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write the note schema",
            status: "pending",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js [blocked by #1]",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 now waits for #1.",
        isError: false
      }
    ],
    request: {
      keep: 3,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Now the order.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01qOqhpCWEhLcPDz0f70UPJK",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlockedBy: [
                  "Write the note schema"
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01PhDGe992PxWJnXxrKONPgF",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                addBlockedBy: [
                  "2"
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01kPhhBgju4pOsdvDpJeirhp",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                addBlockedBy: [
                  "2"
                ]
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01qOqhpCWEhLcPDz0f70UPJK",
              content: 'Error: "Write the note schema" is a subject, not a task id: blockers are given by id. #1 is "Write the note schema", so write "1".',
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01PhDGe992PxWJnXxrKONPgF",
              content: "#3 now waits for #2."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01kPhhBgju4pOsdvDpJeirhp",
              content: "#4 now waits for #2."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Ids, not subjects: the schema is #1.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_0153aGpwEh9WGvIdODqxmKM4",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlockedBy: [
              "1"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2491,
      output: 54
    }
  },
  {
    n: 4,
    terminal: [
      "The module is the biggest part; I'll start there.",
      "  ↳ round 4 · 2685 in / 58 out · session 9226 in / 523 out",
      "> TaskUpdate: #2 status=in_progress",
      "  Error: #2 cannot be started: it waits for #1 Write the note schema (pending). Finish that first. Can start now: #1 Writ…"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The module is the biggest part; I'll start there.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 2685,
          output_tokens: 58
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          status: "in_progress"
        }
      },
      {
        kind: "tool-result",
        content: "Error: #2 cannot be started: it waits for #1 Write the note schema (pending). Finish that first. Can start now: #1 Write the note schema.",
        isError: true
      }
    ],
    request: {
      keep: 5,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Ids, not subjects: the schema is #1.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_0153aGpwEh9WGvIdODqxmKM4",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlockedBy: [
                  "1"
                ]
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_0153aGpwEh9WGvIdODqxmKM4",
              content: "#2 now waits for #1."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The module is the biggest part; I'll start there.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01Nk9pc1LODzgJRhOL8iRJEi",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "in_progress"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2685,
      output: 58
    }
  },
  {
    n: 5,
    terminal: [
      "Right: the schema first.",
      "  ↳ round 5 · 2883 in / 140 out · session 12109 in / 663 out",
      "> TaskUpdate: #1 status=in_progress",
      "  ## Tasks",
      "  [▸] #1 Write the note schema (owner: main)",
      "  [ ] #2 Write src/notes.js [blocked by #1]",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md [blocked by #2]",
      "  (0/4 completed)",
      "  #1 is in progress (owner: main).",
      "> write_file: schema/note.json",
      "  Wrote 182 bytes to schema/note.json"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Right: the schema first.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 2883,
          output_tokens: 140
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "1",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[▸] #1 Write the note schema (owner: main)",
            status: "in_progress",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js [blocked by #1]",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is in progress (owner: main).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "schema/note.json",
          content: '{\n  "title": "Note",\n  "type": "object",\n  "required": ["title", "body"],\n  "properties": {\n    "title": { "type": "string", "minLength": 1 },\n    "body": { "type": "string" }\n  }\n}\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 182 bytes to schema/note.json",
        isError: false
      }
    ],
    request: {
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "The module is the biggest part; I'll start there.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01Nk9pc1LODzgJRhOL8iRJEi",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "in_progress"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Nk9pc1LODzgJRhOL8iRJEi",
              content: "Error: #2 cannot be started: it waits for #1 Write the note schema (pending). Finish that first. Can start now: #1 Write the note schema.",
              is_error: true
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Right: the schema first.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_015gspRtSZXuq6daqDdoLJIY",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01daSvZJm9hILQ0UcBQMO8hC",
          name: "write_file",
          input: {
            path: "schema/note.json",
            content: '{\n  "title": "Note",\n  "type": "object",\n  "required": ["title", "body"],\n  "properties": {\n    "title": { "type": "string", "minLength": 1 },\n    "body": { "type": "string" }\n  }\n}\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2883,
      output: 140
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 3163 in / 304 out · session 15272 in / 967 out",
      "> TaskUpdate: #1 status=completed",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [ ] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md [blocked by #2]",
      "  (1/4 completed)",
      "  #1 is completed. Unblocked: #2 Write src/notes.js.",
      "> TaskUpdate: #2 status=in_progress",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [▸] #2 Write src/notes.js (owner: main)",
      "  [ ] #3 Test src/notes.js [blocked by #2]",
      "  [ ] #4 Document notes.js in README.md [blocked by #2]",
      "  (1/4 completed)",
      "  #2 is in progress (owner: main).",
      "> write_file: src/notes.js",
      "  Wrote 736 bytes to src/notes.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3163,
          output_tokens: 304
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "1",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[ ] #2 Write src/notes.js",
            status: "pending",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is completed. Unblocked: #2 Write src/notes.js.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[▸] #2 Write src/notes.js (owner: main)",
            status: "in_progress",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js [blocked by #2]",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is in progress (owner: main).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "src/notes.js",
          content: 'import { readFileSync } from "node:fs";\n\nconst schema = JSON.parse(readFileSync(new URL("../schema/note.json", import.meta.url), "utf-8"));\nconst notes = [];\n\n/** Keeps a note that has every field the schema requires, of the type it gives; returns how many there are. */\nexport function addNote(note) {\n  for (const field of schema.required) {\n    const type = schema.properties[field].type;\n    if (typeof note?.[field] !== type) throw new Error(`${field} must be a ${type}`);\n  }\n  if (note.title.trim() === "") throw new Error("title must not be empty");\n  notes.push({ title: note.title, body: note.body });\n  return notes.length;\n}\n\n/** Every note kept so far, oldest first. */\nexport function listNotes() {\n  return [...notes];\n}\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 736 bytes to src/notes.js",
        isError: false
      }
    ],
    request: {
      keep: 9,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Right: the schema first.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_015gspRtSZXuq6daqDdoLJIY",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01daSvZJm9hILQ0UcBQMO8hC",
              name: "write_file",
              input: {
                path: "schema/note.json",
                content: '{\n  "title": "Note",\n  "type": "object",\n  "required": ["title", "body"],\n  "properties": {\n    "title": { "type": "string", "minLength": 1 },\n    "body": { "type": "string" }\n  }\n}\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_015gspRtSZXuq6daqDdoLJIY",
              content: "#1 is in progress (owner: main)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01daSvZJm9hILQ0UcBQMO8hC",
              content: "Wrote 182 bytes to schema/note.json"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_017JJqRyXsf2AyhYXyQHmOcl",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01TVCMli8sZk37nqhllUcjdX",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01PDeif1uEDBUr1N6H5AkHEZ",
          name: "write_file",
          input: {
            path: "src/notes.js",
            content: 'import { readFileSync } from "node:fs";\n\nconst schema = JSON.parse(readFileSync(new URL("../schema/note.json", import.meta.url), "utf-8"));\nconst notes = [];\n\n/** Keeps a note that has every field the schema requires, of the type it gives; returns how many there are. */\nexport function addNote(note) {\n  for (const field of schema.required) {\n    const type = schema.properties[field].type;\n    if (typeof note?.[field] !== type) throw new Error(`${field} must be a ${type}`);\n  }\n  if (note.title.trim() === "") throw new Error("title must not be empty");\n  notes.push({ title: note.title, body: note.body });\n  return notes.length;\n}\n\n/** Every note kept so far, oldest first. */\nexport function listNotes() {\n  return [...notes];\n}\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3163,
      output: 304
    }
  },
  {
    n: 7,
    terminal: [
      "A quick try before I call it done.",
      "  ↳ round 7 · 3607 in / 113 out · session 18879 in / 1080 out",
      `> bash: node -e 'import("./src/notes.js").then(({ addNote, listNotes }) => { addNote({ title: "Milk", body:…`,
      "  refused: title must be a string",
      "  [ { title: 'Milk', body: '2 litres' } ]"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "A quick try before I call it done.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 7,
        usage: {
          input_tokens: 3607,
          output_tokens: 113
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `node -e 'import("./src/notes.js").then(({ addNote, listNotes }) => { addNote({ title: "Milk", body: "2 litres" }); try { addNote({ title: 3 }); } catch (err) { console.log("refused:", err.message); } console.log(listNotes()); })'`
        }
      },
      {
        kind: "tool-result",
        content: "refused: title must be a string\n[ { title: 'Milk', body: '2 litres' } ]",
        isError: false
      }
    ],
    request: {
      keep: 11,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_017JJqRyXsf2AyhYXyQHmOcl",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01TVCMli8sZk37nqhllUcjdX",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01PDeif1uEDBUr1N6H5AkHEZ",
              name: "write_file",
              input: {
                path: "src/notes.js",
                content: 'import { readFileSync } from "node:fs";\n\nconst schema = JSON.parse(readFileSync(new URL("../schema/note.json", import.meta.url), "utf-8"));\nconst notes = [];\n\n/** Keeps a note that has every field the schema requires, of the type it gives; returns how many there are. */\nexport function addNote(note) {\n  for (const field of schema.required) {\n    const type = schema.properties[field].type;\n    if (typeof note?.[field] !== type) throw new Error(`${field} must be a ${type}`);\n  }\n  if (note.title.trim() === "") throw new Error("title must not be empty");\n  notes.push({ title: note.title, body: note.body });\n  return notes.length;\n}\n\n/** Every note kept so far, oldest first. */\nexport function listNotes() {\n  return [...notes];\n}\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_017JJqRyXsf2AyhYXyQHmOcl",
              content: "#1 is completed. Unblocked: #2 Write src/notes.js."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01TVCMli8sZk37nqhllUcjdX",
              content: "#2 is in progress (owner: main)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01PDeif1uEDBUr1N6H5AkHEZ",
              content: "Wrote 736 bytes to src/notes.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "A quick try before I call it done.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01AGufy3Ok3VP0JfcnPoPFcC",
          name: "bash",
          input: {
            command: `node -e 'import("./src/notes.js").then(({ addNote, listNotes }) => { addNote({ title: "Milk", body: "2 litres" }); try { addNote({ title: 3 }); } catch (err) { console.log("refused:", err.message); } console.log(listNotes()); })'`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3607,
      output: 113
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3860 in / 50 out · session 22739 in / 1130 out",
      "> TaskUpdate: #2 status=completed",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [✓] #2 Write src/notes.js",
      "  [ ] #3 Test src/notes.js",
      "  [ ] #4 Document notes.js in README.md",
      "  (2/4 completed)",
      "  #2 is completed. Unblocked: #3 Test src/notes.js, #4 Document notes.js in README.md.",
      "> TaskList: {}",
      "  #1 [completed] Write the note schema",
      "  #2 [completed] Write src/notes.js",
      "  #3 [pending] Test src/notes.js",
      "  #4 [pending] Document notes.js in README.md",
      "  ",
      "  Can start now: #3 Test src/notes.js, #4 Document notes.js in README.md."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 8,
        usage: {
          input_tokens: 3860,
          output_tokens: 50
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[✓] #2 Write src/notes.js",
            status: "completed",
            activity: "Writing src/notes.js"
          },
          {
            text: "[ ] #3 Test src/notes.js",
            status: "pending",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is completed. Unblocked: #3 Test src/notes.js, #4 Document notes.js in README.md.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskList",
        input: {}
      },
      {
        kind: "tool-result",
        content: "#1 [completed] Write the note schema\n#2 [completed] Write src/notes.js\n#3 [pending] Test src/notes.js\n#4 [pending] Document notes.js in README.md\n\nCan start now: #3 Test src/notes.js, #4 Document notes.js in README.md.",
        isError: false
      }
    ],
    request: {
      keep: 13,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "A quick try before I call it done.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01AGufy3Ok3VP0JfcnPoPFcC",
              name: "bash",
              input: {
                command: `node -e 'import("./src/notes.js").then(({ addNote, listNotes }) => { addNote({ title: "Milk", body: "2 litres" }); try { addNote({ title: 3 }); } catch (err) { console.log("refused:", err.message); } console.log(listNotes()); })'`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01AGufy3Ok3VP0JfcnPoPFcC",
              content: "refused: title must be a string\n[ { title: 'Milk', body: '2 litres' } ]"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01O6Xfar9jUoXVV4H1IbAaVn",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01y20ngREo1YCmQKzkB33VYL",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3860,
      output: 50
    }
  },
  {
    n: 9,
    terminal: [
      "Done for this session:",
      "- #1 `schema/note.json`: a note has a non-empty `title` and a `body`, both strings.",
      "- #2 `src/notes.js`: `addNote` checks a note against the schema and keeps it, `listNotes` returns them; tried by hand, a title that is not a string is refused.",
      "",
      "Open, in `.tasks/` for the next session, both ready to start: #3 the tests and #4 the README.",
      "  ↳ round 9 · 4050 in / 124 out · session 26789 in / 1254 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s12 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done for this session:\n- #1 `schema/note.json`: a note has a non-empty `title` and a `body`, both strings.\n- #2 `src/notes.js`: `addNote` checks a note against the schema and keeps it, `listNotes` returns them; tried by hand, a title that is not a string is refused.\n\nOpen, in `.tasks/` for the next session, both ready to start: #3 the tests and #4 the README.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 4050,
          output_tokens: 124
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s12 live."
      }
    ],
    request: {
      keep: 15,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01O6Xfar9jUoXVV4H1IbAaVn",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01y20ngREo1YCmQKzkB33VYL",
              name: "TaskList",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01O6Xfar9jUoXVV4H1IbAaVn",
              content: "#2 is completed. Unblocked: #3 Test src/notes.js, #4 Document notes.js in README.md."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01y20ngREo1YCmQKzkB33VYL",
              content: "#1 [completed] Write the note schema\n#2 [completed] Write src/notes.js\n#3 [pending] Test src/notes.js\n#4 [pending] Document notes.js in README.md\n\nCan start now: #3 Test src/notes.js, #4 Document notes.js in README.md."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done for this session:\n- #1 `schema/note.json`: a note has a non-empty `title` and a `body`, both strings.\n- #2 `src/notes.js`: `addNote` checks a note against the schema and keeps it, `listNotes` returns them; tried by hand, a title that is not a string is refused.\n\nOpen, in `.tasks/` for the next session, both ready to start: #3 the tests and #4 the README.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 4050,
      output: 124
    }
  }
];
const s12Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s12Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
