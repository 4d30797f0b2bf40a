const title = "s15 · demo.json";
const lesson = "s15";
const file = "lessons/s15-team/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s15 >> Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), a command line bin/convert.js, tests in test/convert.test.js and a usage section in README.md. Plan the tasks with their dependencies, then spawn two teammates, alice (developer) and bob (tester), to do them.",
      "Four tasks. The module comes first; the tests and the command line both need it; the README needs both.",
      "  ↳ round 1 · 1800 in / 308 out · session 1800 in / 308 out",
      "> TaskCreate: Write src/convert.js",
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  (0/1 completed)",
      "  Task #1 created: Write src/convert.js",
      "> TaskCreate: Test src/convert.js",
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js",
      "  (0/2 completed)",
      "  Task #2 created: Test src/convert.js",
      "> TaskCreate: Write bin/convert.js",
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js",
      "  [ ] #3 Write bin/convert.js",
      "  (0/3 completed)",
      "  Task #3 created: Write bin/convert.js",
      "> TaskCreate: Document the converter in README.md",
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js",
      "  [ ] #3 Write bin/convert.js",
      "  [ ] #4 Document the converter in README.md",
      "  (0/4 completed)",
      "  Task #4 created: Document the converter in README.md"
    ],
    events: [
      {
        kind: "prompt",
        text: "Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), a command line bin/convert.js, tests in test/convert.test.js and a usage section in README.md. Plan the tasks with their dependencies, then spawn two teammates, alice (developer) and bob (tester), to do them."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Four tasks. The module comes first; the tests and the command line both need it; the README needs both.",
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
          output_tokens: 308
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write src/convert.js",
          description: "toFahrenheit(celsius) and toCelsius(fahrenheit), rounded to one decimal.",
          activeForm: "Writing src/convert.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #1 created: Write src/convert.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Test src/convert.js",
          description: "test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.",
          activeForm: "Testing src/convert.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js",
            status: "pending",
            activity: "Testing src/convert.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 created: Test src/convert.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write bin/convert.js",
          description: "node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.",
          activeForm: "Writing bin/convert.js"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js",
            status: "pending",
            activity: "Writing bin/convert.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #3 created: Write bin/convert.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Document the converter in README.md",
          description: "A usage section: the two functions and the command line.",
          activeForm: "Documenting the converter"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #4 created: Document the converter in README.md",
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
              text: "Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), a command line bin/convert.js, tests in test/convert.test.js and a usage section in README.md. Plan the tasks with their dependencies, then spawn two teammates, alice (developer) and bob (tester), to do them."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>, named lead: the lead of a team.\n\nLoop: plan with the task tools, spawn teammates to do the tasks, answer their messages, then report what the team did.\n\nRules:\n- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).\n- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- Teammates claim ready tasks themselves (pending, no owner, blockers completed); send_message for anything else.\n- When the work is done, ask each teammate to stop (shutdown_request) and wait for the answers before you report.\n- When done, summarise what changed in a few lines.",
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
        },
        {
          name: "spawn_teammate",
          description: "Start a teammate: an agent of its own, with the task tools and messaging. It does what the prompt says, then takes the ready tasks.",
          input_schema: {
            type: "object",
            properties: {
              name: {
                type: "string",
                pattern: "^[a-z][a-z0-9-]{0,15}$",
                description: "Its name, e.g. alice: the owner of its tasks"
              },
              role: {
                type: "string",
                minLength: 1,
                description: "What it does, e.g. tester"
              },
              prompt: {
                type: "string",
                minLength: 1,
                description: "Its first instructions"
              }
            },
            required: [
              "name",
              "role",
              "prompt"
            ]
          }
        },
        {
          name: "send_message",
          description: "Send a message to another agent of the team, by name. It is handed to them before their next turn.",
          input_schema: {
            type: "object",
            properties: {
              to: {
                type: "string",
                description: "The agent's name"
              },
              content: {
                type: "string",
                minLength: 1,
                description: "The message"
              }
            },
            required: [
              "to",
              "content"
            ]
          }
        },
        {
          name: "read_inbox",
          description: "Read the messages that came since your turn began (those before it were handed to you already).",
          input_schema: {
            type: "object",
            properties: {}
          }
        },
        {
          name: "shutdown_request",
          description: "Ask a teammate to stop. Its shutdown_response comes to your inbox with the same request_id.",
          input_schema: {
            type: "object",
            properties: {
              to: {
                type: "string",
                description: "The teammate's name"
              }
            },
            required: [
              "to"
            ]
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
          text: "Four tasks. The module comes first; the tests and the command line both need it; the README needs both.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01bHX7sxdVYPocdjAiOE6NFc",
          name: "TaskCreate",
          input: {
            subject: "Write src/convert.js",
            description: "toFahrenheit(celsius) and toCelsius(fahrenheit), rounded to one decimal.",
            activeForm: "Writing src/convert.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01v158Fz9i4q8a2eCLqaI4Y2",
          name: "TaskCreate",
          input: {
            subject: "Test src/convert.js",
            description: "test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.",
            activeForm: "Testing src/convert.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01qYXOIJfZPRMZcYEzjn9YYe",
          name: "TaskCreate",
          input: {
            subject: "Write bin/convert.js",
            description: "node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.",
            activeForm: "Writing bin/convert.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01DsafDpZK5Q2pkFCfnIoi1b",
          name: "TaskCreate",
          input: {
            subject: "Document the converter in README.md",
            description: "A usage section: the two functions and the command line.",
            activeForm: "Documenting the converter"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 308
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2248 in / 85 out · session 4048 in / 393 out",
      '> TaskUpdate: #2 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js [blocked by #1]",
      "  [ ] #3 Write bin/convert.js",
      "  [ ] #4 Document the converter in README.md",
      "  (0/4 completed)",
      "  #2 now waits for #1.",
      '> TaskUpdate: #3 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js [blocked by #1]",
      "  [ ] #3 Write bin/convert.js [blocked by #1]",
      "  [ ] #4 Document the converter in README.md",
      "  (0/4 completed)",
      "  #3 now waits for #1.",
      '> TaskUpdate: #4 addBlockedBy=["2","3"]',
      "  ## Tasks",
      "  [ ] #1 Write src/convert.js",
      "  [ ] #2 Test src/convert.js [blocked by #1]",
      "  [ ] #3 Write bin/convert.js [blocked by #1]",
      "  [ ] #4 Document the converter in README.md [blocked by #2, #3]",
      "  (0/4 completed)",
      "  #4 now waits for #2. #4 now waits for #3."
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
        n: 2,
        usage: {
          input_tokens: 2248,
          output_tokens: 85
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
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js [blocked by #1]",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 now waits for #1.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
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
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js [blocked by #1]",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js [blocked by #1]",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 now waits for #1.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          addBlockedBy: [
            "2",
            "3"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write src/convert.js",
            status: "pending",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js [blocked by #1]",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js [blocked by #1]",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2, #3]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 now waits for #2. #4 now waits for #3.",
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
              text: "Four tasks. The module comes first; the tests and the command line both need it; the README needs both.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01bHX7sxdVYPocdjAiOE6NFc",
              name: "TaskCreate",
              input: {
                subject: "Write src/convert.js",
                description: "toFahrenheit(celsius) and toCelsius(fahrenheit), rounded to one decimal.",
                activeForm: "Writing src/convert.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01v158Fz9i4q8a2eCLqaI4Y2",
              name: "TaskCreate",
              input: {
                subject: "Test src/convert.js",
                description: "test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.",
                activeForm: "Testing src/convert.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01qYXOIJfZPRMZcYEzjn9YYe",
              name: "TaskCreate",
              input: {
                subject: "Write bin/convert.js",
                description: "node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.",
                activeForm: "Writing bin/convert.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01DsafDpZK5Q2pkFCfnIoi1b",
              name: "TaskCreate",
              input: {
                subject: "Document the converter in README.md",
                description: "A usage section: the two functions and the command line.",
                activeForm: "Documenting the converter"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01bHX7sxdVYPocdjAiOE6NFc",
              content: "Task #1 created: Write src/convert.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01v158Fz9i4q8a2eCLqaI4Y2",
              content: "Task #2 created: Test src/convert.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01qYXOIJfZPRMZcYEzjn9YYe",
              content: "Task #3 created: Write bin/convert.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01DsafDpZK5Q2pkFCfnIoi1b",
              content: "Task #4 created: Document the converter in README.md"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01O4BK43sdrDrZmBfXduCkFJ",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlockedBy: [
              "1"
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01m4hgEEHIsiSCaq0NHAzo92",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            addBlockedBy: [
              "1"
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01UjldrbiPcCze90jna7VizR",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            addBlockedBy: [
              "2",
              "3"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2248,
      output: 85
    }
  },
  {
    n: 3,
    terminal: [
      "The graph is ready. Now the team: alice writes the code, bob the tests and the docs.",
      "  ↳ round 3 · 2473 in / 183 out · session 6521 in / 576 out",
      `> spawn_teammate: {"name":"alice","role":"developer","prompt":"You are the team's developer. Take the ready tasks tha…`,
      "  Spawned alice (developer): it takes its first turn after yours. The team: lead, alice.",
      `> spawn_teammate: {"name":"bob","role":"tester","prompt":"You are the team's tester and writer. Take the ready tasks …`,
      "  Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The graph is ready. Now the team: alice writes the code, bob the tests and the docs.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 2473,
          output_tokens: 183
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "alice",
          role: "developer",
          prompt: "You are the team's developer. Take the ready tasks that are code (src/, bin/), one at a time, and answer the team's questions about your code."
        }
      },
      {
        kind: "tool-result",
        content: "Spawned alice (developer): it takes its first turn after yours. The team: lead, alice.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "bob",
          role: "tester",
          prompt: "You are the team's tester and writer. Take the ready tasks that are tests or docs, one at a time; ask alice when you need to know how her code behaves."
        }
      },
      {
        kind: "tool-result",
        content: "Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob.",
        isError: false
      },
      {
        kind: "speaker",
        name: "alice"
      }
    ],
    request: {
      keep: 3,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01O4BK43sdrDrZmBfXduCkFJ",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlockedBy: [
                  "1"
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01m4hgEEHIsiSCaq0NHAzo92",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                addBlockedBy: [
                  "1"
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01UjldrbiPcCze90jna7VizR",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                addBlockedBy: [
                  "2",
                  "3"
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
              tool_use_id: "toolu_01O4BK43sdrDrZmBfXduCkFJ",
              content: "#2 now waits for #1."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01m4hgEEHIsiSCaq0NHAzo92",
              content: "#3 now waits for #1."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01UjldrbiPcCze90jna7VizR",
              content: "#4 now waits for #2. #4 now waits for #3."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The graph is ready. Now the team: alice writes the code, bob the tests and the docs.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_010m9dgauUVD5DpJ8hITqkTb",
          name: "spawn_teammate",
          input: {
            name: "alice",
            role: "developer",
            prompt: "You are the team's developer. Take the ready tasks that are code (src/, bin/), one at a time, and answer the team's questions about your code."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01dt0ALbBxaGPvHlsR0peVpG",
          name: "spawn_teammate",
          input: {
            name: "bob",
            role: "tester",
            prompt: "You are the team's tester and writer. Take the ready tasks that are tests or docs, one at a time; ask alice when you need to know how her code behaves."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2473,
      output: 183
    }
  },
  {
    n: 4,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice] #1 is ready and it is code: mine.",
      "[alice]   ↳ alice round 1 · 1500 in / 168 out · alice 1500 in / 168 out",
      "[alice] > TaskUpdate: #1 status=in_progress",
      "[alice]   ## Tasks",
      "[alice]   [▸] #1 Write src/convert.js (owner: alice)",
      "[alice]   [ ] #2 Test src/convert.js [blocked by #1]",
      "[alice]   [ ] #3 Write bin/convert.js [blocked by #1]",
      "[alice]   [ ] #4 Document the converter in README.md [blocked by #2, #3]",
      "[alice]   (0/4 completed)",
      "[alice]   #1 is in progress (owner: alice).",
      "[alice] > write_file: src/convert.js",
      "[alice]   Wrote 304 bytes to src/convert.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "#1 is ready and it is code: mine.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "alice"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 168
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
            text: "[▸] #1 Write src/convert.js (owner: alice)",
            status: "in_progress",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js [blocked by #1]",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js [blocked by #1]",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2, #3]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is in progress (owner: alice).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "src/convert.js",
          content: "/** Degrees Celsius in Fahrenheit, to one decimal. */\nexport function toFahrenheit(celsius) {\n  return Math.round((celsius * 1.8 + 32) * 10) / 10;\n}\n\n/** Degrees Fahrenheit in Celsius, to one decimal. */\nexport function toCelsius(fahrenheit) {\n  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;\n}\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 304 bytes to src/convert.js",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
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
              text: "You are the team's developer. Take the ready tasks that are code (src/, bin/), one at a time, and answer the team's questions about your code."
            }
          ]
        }
      ],
      system: "You are alice, a developer at <workdir>, on a team led by lead.\n\nRules:\n- Your tasks are in .tasks/, shared with the team. When you are idle, you are given the next ready one: do it, mark it completed (TaskUpdate), then end your turn.\n- Messages from the team reach you as <message> blocks; answer with send_message when asked.\n- Asked to stop (a shutdown_request), answer with shutdown_response: approve once you hold no task in progress.\n- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
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
        },
        {
          name: "send_message",
          description: "Send a message to another agent of the team, by name. It is handed to them before their next turn.",
          input_schema: {
            type: "object",
            properties: {
              to: {
                type: "string",
                description: "The agent's name"
              },
              content: {
                type: "string",
                minLength: 1,
                description: "The message"
              }
            },
            required: [
              "to",
              "content"
            ]
          }
        },
        {
          name: "read_inbox",
          description: "Read the messages that came since your turn began (those before it were handed to you already).",
          input_schema: {
            type: "object",
            properties: {}
          }
        },
        {
          name: "shutdown_response",
          description: "Answer a shutdown_request: approve to stop after this turn (only with no task in progress), or refuse and say why.",
          input_schema: {
            type: "object",
            properties: {
              request_id: {
                type: "string",
                description: "The request's id"
              },
              approve: {
                type: "boolean"
              },
              reason: {
                description: "Why not, or what you leave behind",
                type: "string"
              }
            },
            required: [
              "request_id",
              "approve"
            ]
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
          text: "#1 is ready and it is code: mine.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01UjMODrXhjw217VBo1u2EF5",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01NULy3nO0WSIwGXKtyjqviA",
          name: "write_file",
          input: {
            path: "src/convert.js",
            content: "/** Degrees Celsius in Fahrenheit, to one decimal. */\nexport function toFahrenheit(celsius) {\n  return Math.round((celsius * 1.8 + 32) * 10) / 10;\n}\n\n/** Degrees Fahrenheit in Celsius, to one decimal. */\nexport function toCelsius(fahrenheit) {\n  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;\n}\n"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 168
    }
  },
  {
    n: 5,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 1 · 1500 in / 26 out · bob 1500 in / 26 out",
      "[bob] > TaskList: {}",
      "[bob]   #1 [in_progress] Write src/convert.js (owner: alice)",
      "[bob]   #2 [pending] Test src/convert.js [blocked by #1]",
      "[bob]   #3 [pending] Write bin/convert.js [blocked by #1]",
      "[bob]   #4 [pending] Document the converter in README.md [blocked by #2, #3]",
      "[bob]   ",
      "[bob]   No task can start now: each open one is in progress or waits for another."
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
          agent: "teammate",
          name: "bob"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 26
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskList",
        input: {}
      },
      {
        kind: "tool-result",
        content: "#1 [in_progress] Write src/convert.js (owner: alice)\n#2 [pending] Test src/convert.js [blocked by #1]\n#3 [pending] Write bin/convert.js [blocked by #1]\n#4 [pending] Document the converter in README.md [blocked by #2, #3]\n\nNo task can start now: each open one is in progress or waits for another.",
        isError: false
      },
      {
        kind: "speaker"
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
              text: "You are the team's tester and writer. Take the ready tasks that are tests or docs, one at a time; ask alice when you need to know how her code behaves."
            }
          ]
        }
      ],
      system: "You are bob, a tester at <workdir>, on a team led by lead.\n\nRules:\n- Your tasks are in .tasks/, shared with the team. When you are idle, you are given the next ready one: do it, mark it completed (TaskUpdate), then end your turn.\n- Messages from the team reach you as <message> blocks; answer with send_message when asked.\n- Asked to stop (a shutdown_request), answer with shutdown_response: approve once you hold no task in progress.\n- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
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
        },
        {
          name: "send_message",
          description: "Send a message to another agent of the team, by name. It is handed to them before their next turn.",
          input_schema: {
            type: "object",
            properties: {
              to: {
                type: "string",
                description: "The agent's name"
              },
              content: {
                type: "string",
                minLength: 1,
                description: "The message"
              }
            },
            required: [
              "to",
              "content"
            ]
          }
        },
        {
          name: "read_inbox",
          description: "Read the messages that came since your turn began (those before it were handed to you already).",
          input_schema: {
            type: "object",
            properties: {}
          }
        },
        {
          name: "shutdown_response",
          description: "Answer a shutdown_request: approve to stop after this turn (only with no task in progress), or refuse and say why.",
          input_schema: {
            type: "object",
            properties: {
              request_id: {
                type: "string",
                description: "The request's id"
              },
              approve: {
                type: "boolean"
              },
              reason: {
                description: "Why not, or what you leave behind",
                type: "string"
              }
            },
            required: [
              "request_id",
              "approve"
            ]
          }
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01k1kNJqxr2AHrnFvY1Seb3p",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 26
    }
  },
  {
    n: 6,
    terminal: [
      "Alice and bob are on it. I will wait for their news.",
      "  ↳ round 4 · 2796 in / 35 out · session 9317 in / 611 out · alice 1500 in / 168 out · bob 1500 in / 26 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Alice and bob are on it. I will wait for their news.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 2796,
          output_tokens: 35
        },
        stop: "end_turn"
      },
      {
        kind: "speaker",
        name: "alice"
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
              text: "The graph is ready. Now the team: alice writes the code, bob the tests and the docs.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_010m9dgauUVD5DpJ8hITqkTb",
              name: "spawn_teammate",
              input: {
                name: "alice",
                role: "developer",
                prompt: "You are the team's developer. Take the ready tasks that are code (src/, bin/), one at a time, and answer the team's questions about your code."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01dt0ALbBxaGPvHlsR0peVpG",
              name: "spawn_teammate",
              input: {
                name: "bob",
                role: "tester",
                prompt: "You are the team's tester and writer. Take the ready tasks that are tests or docs, one at a time; ask alice when you need to know how her code behaves."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_010m9dgauUVD5DpJ8hITqkTb",
              content: "Spawned alice (developer): it takes its first turn after yours. The team: lead, alice."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01dt0ALbBxaGPvHlsR0peVpG",
              content: "Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Alice and bob are on it. I will wait for their news.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2796,
      output: 35
    }
  },
  {
    n: 7,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 2 · 1808 in / 82 out · alice 3308 in / 250 out",
      `[alice] > bash: node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6))…`,
      "[alice]   212 37",
      "[alice] > TaskUpdate: #1 status=completed",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write src/convert.js",
      "[alice]   [ ] #2 Test src/convert.js",
      "[alice]   [ ] #3 Write bin/convert.js",
      "[alice]   [ ] #4 Document the converter in README.md [blocked by #2, #3]",
      "[alice]   (1/4 completed)",
      "[alice]   #1 is completed. Unblocked: #2 Test src/convert.js, #3 Write bin/convert.js."
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
          agent: "teammate",
          name: "alice"
        },
        n: 2,
        usage: {
          input_tokens: 1808,
          output_tokens: 82
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`
        }
      },
      {
        kind: "tool-result",
        content: "212 37",
        isError: false
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
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[ ] #2 Test src/convert.js",
            status: "pending",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2, #3]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is completed. Unblocked: #2 Test src/convert.js, #3 Write bin/convert.js.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
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
              text: "#1 is ready and it is code: mine.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01UjMODrXhjw217VBo1u2EF5",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01NULy3nO0WSIwGXKtyjqviA",
              name: "write_file",
              input: {
                path: "src/convert.js",
                content: "/** Degrees Celsius in Fahrenheit, to one decimal. */\nexport function toFahrenheit(celsius) {\n  return Math.round((celsius * 1.8 + 32) * 10) / 10;\n}\n\n/** Degrees Fahrenheit in Celsius, to one decimal. */\nexport function toCelsius(fahrenheit) {\n  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;\n}\n"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01UjMODrXhjw217VBo1u2EF5",
              content: "#1 is in progress (owner: alice)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01NULy3nO0WSIwGXKtyjqviA",
              content: "Wrote 304 bytes to src/convert.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01xjVctCGvlo6TJNFAEkmiw6",
          name: "bash",
          input: {
            command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`
          }
        },
        {
          type: "tool_use",
          id: "toolu_01bIs5lWtvGvaeGmvfogyds2",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1808,
      output: 82
    }
  },
  {
    n: 8,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] Nothing is ready for me yet: #1 is alice's, and everything else waits for it.",
      "[bob]   ↳ bob round 2 · 1666 in / 42 out · bob 3166 in / 68 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Nothing is ready for me yet: #1 is alice's, and everything else waits for it.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "bob"
        },
        n: 2,
        usage: {
          input_tokens: 1666,
          output_tokens: 42
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
      }
    ],
    request: {
      keep: 1,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01k1kNJqxr2AHrnFvY1Seb3p",
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
              tool_use_id: "toolu_01k1kNJqxr2AHrnFvY1Seb3p",
              content: "#1 [in_progress] Write src/convert.js (owner: alice)\n#2 [pending] Test src/convert.js [blocked by #1]\n#3 [pending] Write bin/convert.js [blocked by #1]\n#4 [pending] Document the converter in README.md [blocked by #2, #3]\n\nNo task can start now: each open one is in progress or waits for another."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Nothing is ready for me yet: #1 is alice's, and everything else waits for it.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1666,
      output: 42
    }
  },
  {
    n: 9,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice] #1 is done: 100 °C is 212 °F, 98.6 °F is 37 °C.",
      "[alice]   ↳ alice round 3 · 2030 in / 33 out · alice 5338 in / 283 out",
      "[bob] ⏰ reminder injected: <claimed>#2 Test src/convert.js is yours, in progress: test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.</claimed>",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write src/convert.js",
      "[bob]   [▸] #2 Test src/convert.js (owner: bob)",
      "[bob]   [ ] #3 Write bin/convert.js",
      "[bob]   [ ] #4 Document the converter in README.md [blocked by #2, #3]",
      "[bob]   (1/4 completed)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "#1 is done: 100 °C is 212 °F, 98.6 °F is 37 °C.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "alice"
        },
        n: 3,
        usage: {
          input_tokens: 2030,
          output_tokens: 33
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      },
      {
        kind: "reminder",
        text: "<claimed>#2 Test src/convert.js is yours, in progress: test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.</claimed>"
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[▸] #2 Test src/convert.js (owner: bob)",
            status: "in_progress",
            activity: "Testing src/convert.js"
          },
          {
            text: "[ ] #3 Write bin/convert.js",
            status: "pending",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2, #3]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      }
    ],
    request: {
      keep: 3,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01xjVctCGvlo6TJNFAEkmiw6",
              name: "bash",
              input: {
                command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`
              }
            },
            {
              type: "tool_use",
              id: "toolu_01bIs5lWtvGvaeGmvfogyds2",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "completed"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xjVctCGvlo6TJNFAEkmiw6",
              content: "212 37"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01bIs5lWtvGvaeGmvfogyds2",
              content: "#1 is completed. Unblocked: #2 Test src/convert.js, #3 Write bin/convert.js."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "#1 is done: 100 °C is 212 °F, 98.6 °F is 37 °C.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2030,
      output: 33
    }
  },
  {
    n: 10,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] #2 is mine: first, the code I am to test.",
      "[bob]   ↳ bob round 3 · 1848 in / 52 out · bob 5014 in / 120 out",
      "[bob] > read_file: src/convert.js",
      "[bob]   /** Degrees Celsius in Fahrenheit, to one decimal. */",
      "[bob]   export function toFahrenheit(celsius) {",
      "[bob]     return Math.round((celsius * 1.8 + 32) * 10) / 10;",
      "[bob]   }",
      "[bob]   ",
      "[bob]   … (+4 lines)",
      "[alice] ⏰ reminder injected: <claimed>#3 Write bin/convert.js is yours, in progress: node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.</claimed>",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write src/convert.js",
      "[alice]   [▸] #2 Test src/convert.js (owner: bob)",
      "[alice]   [▸] #3 Write bin/convert.js (owner: alice)",
      "[alice]   [ ] #4 Document the converter in README.md [blocked by #2, #3]",
      "[alice]   (1/4 completed)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "#2 is mine: first, the code I am to test.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "bob"
        },
        n: 3,
        usage: {
          input_tokens: 1848,
          output_tokens: 52
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/convert.js"
        }
      },
      {
        kind: "tool-result",
        content: "/** Degrees Celsius in Fahrenheit, to one decimal. */\nexport function toFahrenheit(celsius) {\n  return Math.round((celsius * 1.8 + 32) * 10) / 10;\n}\n\n/** Degrees Fahrenheit in Celsius, to one decimal. */\nexport function toCelsius(fahrenheit) {\n  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;\n}",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "reminder",
        text: "<claimed>#3 Write bin/convert.js is yours, in progress: node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.</claimed>"
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[▸] #2 Test src/convert.js (owner: bob)",
            status: "in_progress",
            activity: "Testing src/convert.js"
          },
          {
            text: "[▸] #3 Write bin/convert.js (owner: alice)",
            status: "in_progress",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2, #3]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
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
              text: "Nothing is ready for me yet: #1 is alice's, and everything else waits for it.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "<claimed>#2 Test src/convert.js is yours, in progress: test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.</claimed>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "#2 is mine: first, the code I am to test.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01UxPAAWlGRrwYeqEFuJ2ire",
          name: "read_file",
          input: {
            path: "src/convert.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1848,
      output: 52
    }
  },
  {
    n: 11,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 4 · 2203 in / 193 out · alice 7541 in / 476 out",
      "[alice] > write_file: bin/convert.js",
      "[alice]   Wrote 394 bytes to bin/convert.js",
      "[alice] > bash: node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot",
      "[alice]   212 °F",
      "[alice]   37 °C",
      "[alice]   usage: node bin/convert.js <degrees> <C|F>",
      "[alice]   (exit code 1)"
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
          agent: "teammate",
          name: "alice"
        },
        n: 4,
        usage: {
          input_tokens: 2203,
          output_tokens: 193
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "bin/convert.js",
          content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst [value, unit] = process.argv.slice(2);\nconst degrees = Number(value);\nif (value === undefined || Number.isNaN(degrees) || !["C", "F"].includes(unit)) {\n  console.error("usage: node bin/convert.js <degrees> <C|F>");\n  process.exit(1);\n}\nconsole.log(unit === "C" ? `${toFahrenheit(degrees)} °F` : `${toCelsius(degrees)} °C`);\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 394 bytes to bin/convert.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot"
        }
      },
      {
        kind: "tool-result",
        content: "212 °F\n37 °C\nusage: node bin/convert.js <degrees> <C|F>\n(exit code 1)",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
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
              text: "#1 is done: 100 °C is 212 °F, 98.6 °F is 37 °C.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "<claimed>#3 Write bin/convert.js is yours, in progress: node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.</claimed>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01QZgzVgy7EuEUoAKUEpXQd6",
          name: "write_file",
          input: {
            path: "bin/convert.js",
            content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst [value, unit] = process.argv.slice(2);\nconst degrees = Number(value);\nif (value === undefined || Number.isNaN(degrees) || !["C", "F"].includes(unit)) {\n  console.error("usage: node bin/convert.js <degrees> <C|F>");\n  process.exit(1);\n}\nconsole.log(unit === "C" ? `${toFahrenheit(degrees)} °F` : `${toCelsius(degrees)} °C`);\n'
          }
        },
        {
          type: "tool_use",
          id: "toolu_01RmkzQ0X6oksk3ETGDCn2M7",
          name: "bash",
          input: {
            command: "node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2203,
      output: 193
    }
  },
  {
    n: 12,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 4 · 2040 in / 263 out · bob 7054 in / 383 out",
      "[bob] > write_file: test/convert.test.js",
      "[bob]   Wrote 673 bytes to test/convert.test.js",
      "[bob] > bash: npm test --silent",
      "[bob]   ok   toFahrenheit(100) = 212",
      "[bob]   ok   toFahrenheit(-40) = -40",
      "[bob]   ok   toFahrenheit(37) = 98.6",
      "[bob]   ok   toCelsius(32) = 0",
      "[bob]   ok   toCelsius(98.6) = 37",
      "[bob]   5/5 passed"
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
          agent: "teammate",
          name: "bob"
        },
        n: 4,
        usage: {
          input_tokens: 2040,
          output_tokens: 263
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/convert.test.js",
          content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst cases = [\n  ["toFahrenheit(100)", toFahrenheit(100), 212],\n  ["toFahrenheit(-40)", toFahrenheit(-40), -40],\n  ["toFahrenheit(37)", toFahrenheit(37), 98.6],\n  ["toCelsius(32)", toCelsius(32), 0],\n  ["toCelsius(98.6)", toCelsius(98.6), 37],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 673 bytes to test/convert.test.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "npm test --silent"
        }
      },
      {
        kind: "tool-result",
        content: "ok   toFahrenheit(100) = 212\nok   toFahrenheit(-40) = -40\nok   toFahrenheit(37) = 98.6\nok   toCelsius(32) = 0\nok   toCelsius(98.6) = 37\n5/5 passed",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
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
              text: "#2 is mine: first, the code I am to test.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01UxPAAWlGRrwYeqEFuJ2ire",
              name: "read_file",
              input: {
                path: "src/convert.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01UxPAAWlGRrwYeqEFuJ2ire",
              content: "/** Degrees Celsius in Fahrenheit, to one decimal. */\nexport function toFahrenheit(celsius) {\n  return Math.round((celsius * 1.8 + 32) * 10) / 10;\n}\n\n/** Degrees Fahrenheit in Celsius, to one decimal. */\nexport function toCelsius(fahrenheit) {\n  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;\n}"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_012K0b1sPKGLrWiCPZE2aLrq",
          name: "write_file",
          input: {
            path: "test/convert.test.js",
            content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst cases = [\n  ["toFahrenheit(100)", toFahrenheit(100), 212],\n  ["toFahrenheit(-40)", toFahrenheit(-40), -40],\n  ["toFahrenheit(37)", toFahrenheit(37), 98.6],\n  ["toCelsius(32)", toCelsius(32), 0],\n  ["toCelsius(98.6)", toCelsius(98.6), 37],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        },
        {
          type: "tool_use",
          id: "toolu_01sI5gqt7YcS66Iysq9xMK9e",
          name: "bash",
          input: {
            command: "npm test --silent"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2040,
      output: 263
    }
  },
  {
    n: 13,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 5 · 2536 in / 36 out · alice 10077 in / 512 out",
      "[alice] > TaskUpdate: #3 status=completed",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write src/convert.js",
      "[alice]   [▸] #2 Test src/convert.js (owner: bob)",
      "[alice]   [✓] #3 Write bin/convert.js",
      "[alice]   [ ] #4 Document the converter in README.md [blocked by #2]",
      "[alice]   (2/4 completed)",
      "[alice]   #3 is completed."
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
          agent: "teammate",
          name: "alice"
        },
        n: 5,
        usage: {
          input_tokens: 2536,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[▸] #2 Test src/convert.js (owner: bob)",
            status: "in_progress",
            activity: "Testing src/convert.js"
          },
          {
            text: "[✓] #3 Write bin/convert.js",
            status: "completed",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md [blocked by #2]",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 is completed.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      }
    ],
    request: {
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01QZgzVgy7EuEUoAKUEpXQd6",
              name: "write_file",
              input: {
                path: "bin/convert.js",
                content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst [value, unit] = process.argv.slice(2);\nconst degrees = Number(value);\nif (value === undefined || Number.isNaN(degrees) || !["C", "F"].includes(unit)) {\n  console.error("usage: node bin/convert.js <degrees> <C|F>");\n  process.exit(1);\n}\nconsole.log(unit === "C" ? `${toFahrenheit(degrees)} °F` : `${toCelsius(degrees)} °C`);\n'
              }
            },
            {
              type: "tool_use",
              id: "toolu_01RmkzQ0X6oksk3ETGDCn2M7",
              name: "bash",
              input: {
                command: "node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01QZgzVgy7EuEUoAKUEpXQd6",
              content: "Wrote 394 bytes to bin/convert.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01RmkzQ0X6oksk3ETGDCn2M7",
              content: "212 °F\n37 °C\nusage: node bin/convert.js <degrees> <C|F>\n(exit code 1)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01RLZkHLcYCbuPJFdzLbfJuR",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2536,
      output: 36
    }
  },
  {
    n: 14,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 5 · 2443 in / 100 out · bob 9497 in / 483 out",
      "[bob] > TaskUpdate: #2 status=completed",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write src/convert.js",
      "[bob]   [✓] #2 Test src/convert.js",
      "[bob]   [✓] #3 Write bin/convert.js",
      "[bob]   [ ] #4 Document the converter in README.md",
      "[bob]   (3/4 completed)",
      "[bob]   #2 is completed. Unblocked: #4 Document the converter in README.md.",
      '[bob] > send_message: {"to":"alice","content":"The tests pass (5/5). #4 is the README, mine once your command line is don…',
      "[bob]   Sent to alice.",
      '[alice] ⏰ reminder injected: <message from="bob" type="message">The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?</message>'
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
          agent: "teammate",
          name: "bob"
        },
        n: 5,
        usage: {
          input_tokens: 2443,
          output_tokens: 100
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
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[✓] #2 Test src/convert.js",
            status: "completed",
            activity: "Testing src/convert.js"
          },
          {
            text: "[✓] #3 Write bin/convert.js",
            status: "completed",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[ ] #4 Document the converter in README.md",
            status: "pending",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is completed. Unblocked: #4 Document the converter in README.md.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "alice",
          content: "The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?"
        }
      },
      {
        kind: "tool-result",
        content: "Sent to alice.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "reminder",
        text: '<message from="bob" type="message">The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?</message>'
      }
    ],
    request: {
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_012K0b1sPKGLrWiCPZE2aLrq",
              name: "write_file",
              input: {
                path: "test/convert.test.js",
                content: 'import { toCelsius, toFahrenheit } from "../src/convert.js";\n\nconst cases = [\n  ["toFahrenheit(100)", toFahrenheit(100), 212],\n  ["toFahrenheit(-40)", toFahrenheit(-40), -40],\n  ["toFahrenheit(37)", toFahrenheit(37), 98.6],\n  ["toCelsius(32)", toCelsius(32), 0],\n  ["toCelsius(98.6)", toCelsius(98.6), 37],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            },
            {
              type: "tool_use",
              id: "toolu_01sI5gqt7YcS66Iysq9xMK9e",
              name: "bash",
              input: {
                command: "npm test --silent"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_012K0b1sPKGLrWiCPZE2aLrq",
              content: "Wrote 673 bytes to test/convert.test.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01sI5gqt7YcS66Iysq9xMK9e",
              content: "ok   toFahrenheit(100) = 212\nok   toFahrenheit(-40) = -40\nok   toFahrenheit(37) = 98.6\nok   toCelsius(32) = 0\nok   toCelsius(98.6) = 37\n5/5 passed"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_016yHSIJF4MV1spDhD8FoH4a",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01UCvmQ1zev7i2R4Rh6G1LAi",
          name: "send_message",
          input: {
            to: "alice",
            content: "The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2443,
      output: 100
    }
  },
  {
    n: 15,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 6 · 2712 in / 85 out · alice 12789 in / 597 out",
      '[alice] > send_message: {"to":"bob","content":"#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.…',
      "[alice]   Sent to bob.",
      '[bob] ⏰ reminder injected: <message from="alice" type="message">#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1.</message>'
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
          agent: "teammate",
          name: "alice"
        },
        n: 6,
        usage: {
          input_tokens: 2712,
          output_tokens: 85
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "bob",
          content: "#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1."
        }
      },
      {
        kind: "tool-result",
        content: "Sent to bob.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      },
      {
        kind: "reminder",
        text: '<message from="alice" type="message">#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1.</message>'
      }
    ],
    request: {
      keep: 9,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01RLZkHLcYCbuPJFdzLbfJuR",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                status: "completed"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01RLZkHLcYCbuPJFdzLbfJuR",
              content: "#3 is completed."
            },
            {
              type: "text",
              text: '<message from="bob" type="message">The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01bx9j7vpQjtiSntfbYXMDeq",
          name: "send_message",
          input: {
            to: "bob",
            content: "#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2712,
      output: 85
    }
  },
  {
    n: 16,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] Alice answered, and #4 is ready: mine.",
      "[bob]   ↳ bob round 6 · 2683 in / 205 out · bob 12180 in / 688 out",
      "[bob] > TaskUpdate: #4 status=in_progress",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write src/convert.js",
      "[bob]   [✓] #2 Test src/convert.js",
      "[bob]   [✓] #3 Write bin/convert.js",
      "[bob]   [▸] #4 Document the converter in README.md (owner: bob)",
      "[bob]   (3/4 completed)",
      "[bob]   #4 is in progress (owner: bob).",
      "[bob] > write_file: README.md",
      "[bob]   Wrote 424 bytes to README.md"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Alice answered, and #4 is ready: mine.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "bob"
        },
        n: 6,
        usage: {
          input_tokens: 2683,
          output_tokens: 205
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[✓] #2 Test src/convert.js",
            status: "completed",
            activity: "Testing src/convert.js"
          },
          {
            text: "[✓] #3 Write bin/convert.js",
            status: "completed",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[▸] #4 Document the converter in README.md (owner: bob)",
            status: "in_progress",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 is in progress (owner: bob).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "README.md",
          content: '# temperature\n\nConverts temperatures between Celsius and Fahrenheit.\n\n## Usage\n\n```js\nimport { toCelsius, toFahrenheit } from "./src/convert.js";\n\ntoFahrenheit(100); // 212\ntoCelsius(98.6); // 37\n```\n\nFrom the command line: `node bin/convert.js 100 C` prints `212 °F`, `node bin/convert.js 98.6 F` prints\n`37 °C`; anything else prints the usage and exits with 1. Both round to one decimal.\n\nRun the tests with `npm test`.\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 424 bytes to README.md",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
      }
    ],
    request: {
      keep: 9,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_016yHSIJF4MV1spDhD8FoH4a",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01UCvmQ1zev7i2R4Rh6G1LAi",
              name: "send_message",
              input: {
                to: "alice",
                content: "The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_016yHSIJF4MV1spDhD8FoH4a",
              content: "#2 is completed. Unblocked: #4 Document the converter in README.md."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01UCvmQ1zev7i2R4Rh6G1LAi",
              content: "Sent to alice."
            },
            {
              type: "text",
              text: '<message from="alice" type="message">#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Alice answered, and #4 is ready: mine.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_018xyB3nw8Yh4YlEEVYPwpMD",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01BYgCZbZHZiUy6TXTrwoTmJ",
          name: "write_file",
          input: {
            path: "README.md",
            content: '# temperature\n\nConverts temperatures between Celsius and Fahrenheit.\n\n## Usage\n\n```js\nimport { toCelsius, toFahrenheit } from "./src/convert.js";\n\ntoFahrenheit(100); // 212\ntoCelsius(98.6); // 37\n```\n\nFrom the command line: `node bin/convert.js 100 C` prints `212 °F`, `node bin/convert.js 98.6 F` prints\n`37 °C`; anything else prints the usage and exits with 1. Both round to one decimal.\n\nRun the tests with `npm test`.\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2683,
      output: 205
    }
  },
  {
    n: 17,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice] Answered bob.",
      "[alice]   ↳ alice round 7 · 2937 in / 23 out · alice 15726 in / 620 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Answered bob.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "alice"
        },
        n: 7,
        usage: {
          input_tokens: 2937,
          output_tokens: 23
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
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
              id: "toolu_01bx9j7vpQjtiSntfbYXMDeq",
              name: "send_message",
              input: {
                to: "bob",
                content: "#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01bx9j7vpQjtiSntfbYXMDeq",
              content: "Sent to bob."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Answered bob.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2937,
      output: 23
    }
  },
  {
    n: 18,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 7 · 3028 in / 99 out · bob 15208 in / 787 out",
      "[bob] > TaskUpdate: #4 status=completed",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write src/convert.js",
      "[bob]   [✓] #2 Test src/convert.js",
      "[bob]   [✓] #3 Write bin/convert.js",
      "[bob]   [✓] #4 Document the converter in README.md",
      "[bob]   (4/4 completed)",
      "[bob]   #4 is completed.",
      '[bob] > send_message: {"to":"lead","content":"All four tasks are done: alice wrote src/convert.js and bin/convert.js, I w…',
      "[bob]   Sent to lead.",
      `⏰ reminder injected: <message from="bob" type="message">All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section.</message>`
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
          agent: "teammate",
          name: "bob"
        },
        n: 7,
        usage: {
          input_tokens: 3028,
          output_tokens: 99
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write src/convert.js",
            status: "completed",
            activity: "Writing src/convert.js"
          },
          {
            text: "[✓] #2 Test src/convert.js",
            status: "completed",
            activity: "Testing src/convert.js"
          },
          {
            text: "[✓] #3 Write bin/convert.js",
            status: "completed",
            activity: "Writing bin/convert.js"
          },
          {
            text: "[✓] #4 Document the converter in README.md",
            status: "completed",
            activity: "Documenting the converter"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 is completed.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "lead",
          content: "All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section."
        }
      },
      {
        kind: "tool-result",
        content: "Sent to lead.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "reminder",
        text: `<message from="bob" type="message">All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section.</message>`
      }
    ],
    request: {
      keep: 11,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Alice answered, and #4 is ready: mine.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_018xyB3nw8Yh4YlEEVYPwpMD",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01BYgCZbZHZiUy6TXTrwoTmJ",
              name: "write_file",
              input: {
                path: "README.md",
                content: '# temperature\n\nConverts temperatures between Celsius and Fahrenheit.\n\n## Usage\n\n```js\nimport { toCelsius, toFahrenheit } from "./src/convert.js";\n\ntoFahrenheit(100); // 212\ntoCelsius(98.6); // 37\n```\n\nFrom the command line: `node bin/convert.js 100 C` prints `212 °F`, `node bin/convert.js 98.6 F` prints\n`37 °C`; anything else prints the usage and exits with 1. Both round to one decimal.\n\nRun the tests with `npm test`.\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_018xyB3nw8Yh4YlEEVYPwpMD",
              content: "#4 is in progress (owner: bob)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01BYgCZbZHZiUy6TXTrwoTmJ",
              content: "Wrote 424 bytes to README.md"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01ZJEdoqcPtt4owLHMqlEUxh",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_019OUr761jK8TGEg8D8PIrR7",
          name: "send_message",
          input: {
            to: "lead",
            content: "All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3028,
      output: 99
    }
  },
  {
    n: 19,
    terminal: [
      "Bob says all is done. Checking the graph.",
      "  ↳ round 5 · 2971 in / 45 out · session 12288 in / 656 out · alice 15726 in / 620 out · bob 15208 in / 787 out",
      "> TaskList: {}",
      "  #1 [completed] Write src/convert.js",
      "  #2 [completed] Test src/convert.js",
      "  #3 [completed] Write bin/convert.js",
      "  #4 [completed] Document the converter in README.md",
      "  ",
      "  Every task is completed."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Bob says all is done. Checking the graph.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 2971,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskList",
        input: {}
      },
      {
        kind: "tool-result",
        content: "#1 [completed] Write src/convert.js\n#2 [completed] Test src/convert.js\n#3 [completed] Write bin/convert.js\n#4 [completed] Document the converter in README.md\n\nEvery task is completed.",
        isError: false
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
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
              text: "Alice and bob are on it. I will wait for their news.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: `<message from="bob" type="message">All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section.</message>`
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Bob says all is done. Checking the graph.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01dHzuZFwMb6xh0SNO9xHotj",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2971,
      output: 45
    }
  },
  {
    n: 20,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] Done: #2 and #4.",
      "[bob]   ↳ bob round 8 · 3267 in / 24 out · bob 18475 in / 811 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done: #2 and #4.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "teammate",
          name: "bob"
        },
        n: 8,
        usage: {
          input_tokens: 3267,
          output_tokens: 24
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
      }
    ],
    request: {
      keep: 13,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01ZJEdoqcPtt4owLHMqlEUxh",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_019OUr761jK8TGEg8D8PIrR7",
              name: "send_message",
              input: {
                to: "lead",
                content: "All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ZJEdoqcPtt4owLHMqlEUxh",
              content: "#4 is completed."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_019OUr761jK8TGEg8D8PIrR7",
              content: "Sent to lead."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done: #2 and #4.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3267,
      output: 24
    }
  },
  {
    n: 21,
    terminal: [
      "Every task is completed: time to stop the team.",
      "  ↳ round 6 · 3156 in / 72 out · session 15444 in / 728 out · alice 15726 in / 620 out · bob 18475 in / 811 out",
      '> shutdown_request: {"to":"alice"}',
      "  Asked alice to stop (request_id stop-1): the answer comes to your inbox.",
      '> shutdown_request: {"to":"bob"}',
      "  Asked bob to stop (request_id stop-2): the answer comes to your inbox.",
      '[alice] ⏰ reminder injected: <message from="lead" type="shutdown_request" request_id="stop-1">lead asks you to stop.</message>'
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Every task is completed: time to stop the team.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3156,
          output_tokens: 72
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "shutdown_request",
        input: {
          to: "alice"
        }
      },
      {
        kind: "tool-result",
        content: "Asked alice to stop (request_id stop-1): the answer comes to your inbox.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "shutdown_request",
        input: {
          to: "bob"
        }
      },
      {
        kind: "tool-result",
        content: "Asked bob to stop (request_id stop-2): the answer comes to your inbox.",
        isError: false
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "reminder",
        text: '<message from="lead" type="shutdown_request" request_id="stop-1">lead asks you to stop.</message>'
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
              text: "Bob says all is done. Checking the graph.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01dHzuZFwMb6xh0SNO9xHotj",
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
              tool_use_id: "toolu_01dHzuZFwMb6xh0SNO9xHotj",
              content: "#1 [completed] Write src/convert.js\n#2 [completed] Test src/convert.js\n#3 [completed] Write bin/convert.js\n#4 [completed] Document the converter in README.md\n\nEvery task is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Every task is completed: time to stop the team.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01Y1NwgrJIWz4K6bq1Q3ZUFc",
          name: "shutdown_request",
          input: {
            to: "alice"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01OIGnknl3kYf1DdhSfgC8LY",
          name: "shutdown_request",
          input: {
            to: "bob"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3156,
      output: 72
    }
  },
  {
    n: 22,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 8 · 3100 in / 39 out · alice 18826 in / 659 out",
      '[alice] > shutdown_response: {"request_id":"stop-1","approve":true}',
      "[alice]   Approved: this is your last turn.",
      '[bob] ⏰ reminder injected: <message from="lead" type="shutdown_request" request_id="stop-2">lead asks you to stop.</message>'
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
          agent: "teammate",
          name: "alice"
        },
        n: 8,
        usage: {
          input_tokens: 3100,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "shutdown_response",
        input: {
          request_id: "stop-1",
          approve: true
        }
      },
      {
        kind: "tool-result",
        content: "Approved: this is your last turn.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      },
      {
        kind: "reminder",
        text: '<message from="lead" type="shutdown_request" request_id="stop-2">lead asks you to stop.</message>'
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
              text: "Answered bob.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: '<message from="lead" type="shutdown_request" request_id="stop-1">lead asks you to stop.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01JDvmoWMNHKvO5E7Vv2Jd5B",
          name: "shutdown_response",
          input: {
            request_id: "stop-1",
            approve: true
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3100,
      output: 39
    }
  },
  {
    n: 23,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 9 · 3431 in / 39 out · bob 21906 in / 850 out",
      '[bob] > shutdown_response: {"request_id":"stop-2","approve":true}',
      "[bob]   Approved: this is your last turn.",
      '⏰ reminder injected: <message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>',
      '⏰ reminder injected: <message from="bob" type="shutdown_response" request_id="stop-2" approve="true">Stopping.</message>'
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
          agent: "teammate",
          name: "bob"
        },
        n: 9,
        usage: {
          input_tokens: 3431,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "shutdown_response",
        input: {
          request_id: "stop-2",
          approve: true
        }
      },
      {
        kind: "tool-result",
        content: "Approved: this is your last turn.",
        isError: false
      },
      {
        kind: "speaker"
      },
      {
        kind: "reminder",
        text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>'
      },
      {
        kind: "reminder",
        text: '<message from="bob" type="shutdown_response" request_id="stop-2" approve="true">Stopping.</message>'
      }
    ],
    request: {
      keep: 15,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Done: #2 and #4.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: '<message from="lead" type="shutdown_request" request_id="stop-2">lead asks you to stop.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01Cu462v94lwiPodlmwwqirK",
          name: "shutdown_response",
          input: {
            request_id: "stop-2",
            approve: true
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3431,
      output: 39
    }
  },
  {
    n: 24,
    terminal: [
      "Done, as a team of three:",
      "- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);",
      "- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass) and the README's usage section (#4), after asking alice how the command line behaves;",
      "- both stopped when asked, with no task left in progress.",
      "  ↳ round 7 · 3368 in / 107 out · session 18812 in / 835 out · alice 18826 in / 659 out · bob 21906 in / 850 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s15 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done, as a team of three:\n- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);\n- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass) and the README's usage section (#4), after asking alice how the command line behaves;\n- both stopped when asked, with no task left in progress.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 7,
        usage: {
          input_tokens: 3368,
          output_tokens: 107
        },
        stop: "end_turn"
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "speaker"
      },
      {
        kind: "speaker",
        name: "bob"
      },
      {
        kind: "speaker"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s15 live."
      }
    ],
    request: {
      keep: 11,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Every task is completed: time to stop the team.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01Y1NwgrJIWz4K6bq1Q3ZUFc",
              name: "shutdown_request",
              input: {
                to: "alice"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01OIGnknl3kYf1DdhSfgC8LY",
              name: "shutdown_request",
              input: {
                to: "bob"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Y1NwgrJIWz4K6bq1Q3ZUFc",
              content: "Asked alice to stop (request_id stop-1): the answer comes to your inbox."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01OIGnknl3kYf1DdhSfgC8LY",
              content: "Asked bob to stop (request_id stop-2): the answer comes to your inbox."
            },
            {
              type: "text",
              text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>'
            },
            {
              type: "text",
              text: '<message from="bob" type="shutdown_response" request_id="stop-2" approve="true">Stopping.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done, as a team of three:\n- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);\n- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass) and the README's usage section (#4), after asking alice how the command line behaves;\n- both stopped when asked, with no task left in progress.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3368,
      output: 107
    }
  }
];
const s15Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s15Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
