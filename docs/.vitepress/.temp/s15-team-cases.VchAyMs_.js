const title = "s15 · team-cases.json";
const lesson = "s15";
const file = "lessons/s15-team/cassettes/team-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s15 >> Try the team's edges: messages to nobody, two claims of one task, a stop asked in the middle of a task.",
      "  ↳ round 1 · 1800 in / 39 out · session 1800 in / 39 out",
      '> send_message: {"to":"alice","content":"Are you there?"}',
      '  Error: No agent named "alice" on the team. The team: lead.'
    ],
    events: [
      {
        kind: "prompt",
        text: "Try the team's edges: messages to nobody, two claims of one task, a stop asked in the middle of a task."
      },
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
        n: 1,
        usage: {
          input_tokens: 1800,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "alice",
          content: "Are you there?"
        }
      },
      {
        kind: "tool-result",
        content: 'Error: No agent named "alice" on the team. The team: lead.',
        isError: true
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
              text: "Try the team's edges: messages to nobody, two claims of one task, a stop asked in the middle of a task."
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
          type: "tool_use",
          id: "toolu_01OmHqcGResExbsZceJKAztA",
          name: "send_message",
          input: {
            to: "alice",
            content: "Are you there?"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 39
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1979 in / 434 out · session 3779 in / 473 out",
      '> spawn_teammate: {"name":"alice","role":"developer","prompt":"Take #1 and do it."}',
      "  Spawned alice (developer): it takes its first turn after yours. The team: lead, alice.",
      '> spawn_teammate: {"name":"bob","role":"tester","prompt":"Take #1 too, if you can."}',
      "  Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob.",
      '> spawn_teammate: {"name":"alice","role":"tester","prompt":"A second alice."}',
      "  Error: alice is on the team already (lead, alice, bob): give another name.",
      '> spawn_teammate: {"name":"Carol Smith","role":"writer","prompt":"A name with a space."}',
      "  Error: Invalid input for spawn_teammate: name: a short name in lower case, e.g. alice",
      "> TaskCreate: Write notes.txt",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  (0/1 completed)",
      "  Task #1 created: Write notes.txt",
      "> TaskCreate: Write todo.txt",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  (0/2 completed)",
      "  Task #2 created: Write todo.txt",
      "> TaskCreate: Write all.txt",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt",
      "  (0/3 completed)",
      "  Task #3 created: Write all.txt",
      "> TaskCreate: Write done.txt",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt",
      "  [ ] #4 Write done.txt",
      "  (0/4 completed)",
      "  Task #4 created: Write done.txt",
      "> TaskCreate: Say hello",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt",
      "  [ ] #4 Write done.txt",
      "  [ ] #5 Say hello",
      "  (0/5 completed)",
      "  Task #5 created: Say hello",
      "> TaskUpdate: #2 owner=alice",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt",
      "  [ ] #4 Write done.txt",
      "  [ ] #5 Say hello",
      "  (0/5 completed)",
      "  Updated #2: owner.",
      '> TaskUpdate: #3 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt [blocked by #1]",
      "  [ ] #4 Write done.txt",
      "  [ ] #5 Say hello",
      "  (0/5 completed)",
      "  #3 now waits for #1.",
      "> TaskUpdate: #5 status=completed",
      "  ## Tasks",
      "  [ ] #1 Write notes.txt",
      "  [ ] #2 Write todo.txt",
      "  [ ] #3 Write all.txt [blocked by #1]",
      "  [ ] #4 Write done.txt",
      "  [✓] #5 Say hello",
      "  (1/5 completed)",
      "  #5 is completed."
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
          input_tokens: 1979,
          output_tokens: 434
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "alice",
          role: "developer",
          prompt: "Take #1 and do it."
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
          prompt: "Take #1 too, if you can."
        }
      },
      {
        kind: "tool-result",
        content: "Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "alice",
          role: "tester",
          prompt: "A second alice."
        }
      },
      {
        kind: "tool-result",
        content: "Error: alice is on the team already (lead, alice, bob): give another name.",
        isError: true
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "Carol Smith",
          role: "writer",
          prompt: "A name with a space."
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for spawn_teammate: name: a short name in lower case, e.g. alice",
        isError: true
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write notes.txt",
          description: "notes.txt: one line, hello.",
          activeForm: "Writing notes.txt"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #1 created: Write notes.txt",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write todo.txt",
          description: "todo.txt: one line, milk.",
          activeForm: "Writing todo.txt"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 created: Write todo.txt",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write all.txt",
          description: "all.txt: the lines of notes.txt.",
          activeForm: "Writing all.txt"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #3 created: Write all.txt",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write done.txt",
          description: "done.txt: one line, done.",
          activeForm: "Writing done.txt"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #4 created: Write done.txt",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Say hello",
          description: "Done as soon as it is made.",
          activeForm: "Saying hello"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          },
          {
            text: "[ ] #5 Say hello",
            status: "pending",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #5 created: Say hello",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          owner: "alice"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          },
          {
            text: "[ ] #5 Say hello",
            status: "pending",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Updated #2: owner.",
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
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt [blocked by #1]",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          },
          {
            text: "[ ] #5 Say hello",
            status: "pending",
            activity: "Saying hello"
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
          taskId: "5",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Write notes.txt",
            status: "pending",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt [blocked by #1]",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#5 is completed.",
        isError: false
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
              id: "toolu_01OmHqcGResExbsZceJKAztA",
              name: "send_message",
              input: {
                to: "alice",
                content: "Are you there?"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01OmHqcGResExbsZceJKAztA",
              content: 'Error: No agent named "alice" on the team. The team: lead.',
              is_error: true
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01AiNe2mYKR34wkb8BzPNTbP",
          name: "spawn_teammate",
          input: {
            name: "alice",
            role: "developer",
            prompt: "Take #1 and do it."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01nxkDIiXE6Bs979fIYd3dkD",
          name: "spawn_teammate",
          input: {
            name: "bob",
            role: "tester",
            prompt: "Take #1 too, if you can."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01DRzdMAfqOmJ7MtojdTLT0q",
          name: "spawn_teammate",
          input: {
            name: "alice",
            role: "tester",
            prompt: "A second alice."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01rKEBTQC1rOo5I2rDdD7pp2",
          name: "spawn_teammate",
          input: {
            name: "Carol Smith",
            role: "writer",
            prompt: "A name with a space."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01LZ6C8IX44Jm1jWRkkzCgIU",
          name: "TaskCreate",
          input: {
            subject: "Write notes.txt",
            description: "notes.txt: one line, hello.",
            activeForm: "Writing notes.txt"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01pvGEURrWuQw6z0KrqktZet",
          name: "TaskCreate",
          input: {
            subject: "Write todo.txt",
            description: "todo.txt: one line, milk.",
            activeForm: "Writing todo.txt"
          }
        },
        {
          type: "tool_use",
          id: "toolu_017DOoIm53RaMdPF0tFJ9LfZ",
          name: "TaskCreate",
          input: {
            subject: "Write all.txt",
            description: "all.txt: the lines of notes.txt.",
            activeForm: "Writing all.txt"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01s3EqPupiiHm4padF5J0M4M",
          name: "TaskCreate",
          input: {
            subject: "Write done.txt",
            description: "done.txt: one line, done.",
            activeForm: "Writing done.txt"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01xMuLkx1jf3CUzkpQ5MMWcU",
          name: "TaskCreate",
          input: {
            subject: "Say hello",
            description: "Done as soon as it is made.",
            activeForm: "Saying hello"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01ZGRqS1BMLK2W5IKjBm20ha",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            owner: "alice"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01hwdCMHBGnoEMviaroZby1T",
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
          id: "toolu_01kxXfCAncEp4ZFbne6qnw86",
          name: "TaskUpdate",
          input: {
            taskId: "5",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1979,
      output: 434
    }
  },
  {
    n: 3,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 1 · 1500 in / 37 out · alice 1500 in / 37 out",
      "[alice] > TaskUpdate: #1 status=in_progress",
      "[alice]   ## Tasks",
      "[alice]   [▸] #1 Write notes.txt (owner: alice)",
      "[alice]   [ ] #2 Write todo.txt",
      "[alice]   [ ] #3 Write all.txt [blocked by #1]",
      "[alice]   [ ] #4 Write done.txt",
      "[alice]   [✓] #5 Say hello",
      "[alice]   (1/5 completed)",
      "[alice]   #1 is in progress (owner: alice)."
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
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 37
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
            text: "[▸] #1 Write notes.txt (owner: alice)",
            status: "in_progress",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt [blocked by #1]",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[ ] #4 Write done.txt",
            status: "pending",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
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
              text: "Take #1 and do it."
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
          type: "tool_use",
          id: "toolu_01id1V6rxxxGr4dLZzGaBqWE",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "in_progress"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 37
    }
  },
  {
    n: 4,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 1 · 1500 in / 142 out · bob 1500 in / 142 out",
      "[bob] > TaskUpdate: #1 status=in_progress",
      "[bob]   Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
      "[bob] > TaskUpdate: #1 owner=bob",
      "[bob]   Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
      '[bob] > spawn_teammate: {"name":"dave","role":"helper","prompt":"Help me."}',
      "[bob]   Error: Unknown tool: spawn_teammate. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet…",
      '[bob] > send_message: {"to":"carol","content":"Can you take #1?"}',
      '[bob]   Error: No agent named "carol" on the team. The team: lead, alice, bob.',
      '[bob] > send_message: {"to":"bob","content":"A note to myself."}',
      "[bob]   Error: bob is you: write to another agent (the team: lead, alice, bob)."
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
          output_tokens: 142
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
        kind: "tool-result",
        content: "Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
        isError: true
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "1",
          owner: "bob"
        }
      },
      {
        kind: "tool-result",
        content: "Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
        isError: true
      },
      {
        kind: "tool-call",
        name: "spawn_teammate",
        input: {
          name: "dave",
          role: "helper",
          prompt: "Help me."
        }
      },
      {
        kind: "tool-result",
        content: "Error: Unknown tool: spawn_teammate. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList, send_message, read_inbox, shutdown_response",
        isError: true
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "carol",
          content: "Can you take #1?"
        }
      },
      {
        kind: "tool-result",
        content: 'Error: No agent named "carol" on the team. The team: lead, alice, bob.',
        isError: true
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "bob",
          content: "A note to myself."
        }
      },
      {
        kind: "tool-result",
        content: "Error: bob is you: write to another agent (the team: lead, alice, bob).",
        isError: true
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
              text: "Take #1 too, if you can."
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
          id: "toolu_01aFoHeduVLSrdLWQFl5j0kB",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01YCdbG0W3xZL7Uc1LmFBknz",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            owner: "bob"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01SSrZPEfeTAEaN4Dzj3PnJf",
          name: "spawn_teammate",
          input: {
            name: "dave",
            role: "helper",
            prompt: "Help me."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01CYuTAKmutGOQBWymRbG6HQ",
          name: "send_message",
          input: {
            to: "carol",
            content: "Can you take #1?"
          }
        },
        {
          type: "tool_use",
          id: "toolu_016kLhog84quwHSLRy2De7aZ",
          name: "send_message",
          input: {
            to: "bob",
            content: "A note to myself."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 142
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 3 · 2553 in / 119 out · session 6332 in / 592 out · alice 1500 in / 37 out · bob 1500 in / 142 out",
      `> send_message: {"to":"bob","content":"#1 is alice's: take the next one."}`,
      "  Sent to bob.",
      `> bash: sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < …`,
      `  {"type":"message","from":"lead","content":"#1 is alice's: take the next one.","timestamp":"…"}`,
      "  (bob.jsonl: 1 lines)",
      '> shutdown_request: {"to":"alice"}',
      "  Asked alice to stop (request_id stop-1): the answer comes to your inbox.",
      '[alice] ⏰ reminder injected: <message from="lead" type="shutdown_request" request_id="stop-1">lead asks you to stop.</message>'
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
        n: 3,
        usage: {
          input_tokens: 2553,
          output_tokens: 119
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "bob",
          content: "#1 is alice's: take the next one."
        }
      },
      {
        kind: "tool-result",
        content: "Sent to bob.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
        }
      },
      {
        kind: "tool-result",
        content: `{"type":"message","from":"lead","content":"#1 is alice's: take the next one.","timestamp":"…"}
(bob.jsonl: 1 lines)`,
        isError: false
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
        kind: "speaker",
        name: "alice"
      },
      {
        kind: "reminder",
        text: '<message from="lead" type="shutdown_request" request_id="stop-1">lead asks you to stop.</message>'
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
              id: "toolu_01AiNe2mYKR34wkb8BzPNTbP",
              name: "spawn_teammate",
              input: {
                name: "alice",
                role: "developer",
                prompt: "Take #1 and do it."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01nxkDIiXE6Bs979fIYd3dkD",
              name: "spawn_teammate",
              input: {
                name: "bob",
                role: "tester",
                prompt: "Take #1 too, if you can."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01DRzdMAfqOmJ7MtojdTLT0q",
              name: "spawn_teammate",
              input: {
                name: "alice",
                role: "tester",
                prompt: "A second alice."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01rKEBTQC1rOo5I2rDdD7pp2",
              name: "spawn_teammate",
              input: {
                name: "Carol Smith",
                role: "writer",
                prompt: "A name with a space."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01LZ6C8IX44Jm1jWRkkzCgIU",
              name: "TaskCreate",
              input: {
                subject: "Write notes.txt",
                description: "notes.txt: one line, hello.",
                activeForm: "Writing notes.txt"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01pvGEURrWuQw6z0KrqktZet",
              name: "TaskCreate",
              input: {
                subject: "Write todo.txt",
                description: "todo.txt: one line, milk.",
                activeForm: "Writing todo.txt"
              }
            },
            {
              type: "tool_use",
              id: "toolu_017DOoIm53RaMdPF0tFJ9LfZ",
              name: "TaskCreate",
              input: {
                subject: "Write all.txt",
                description: "all.txt: the lines of notes.txt.",
                activeForm: "Writing all.txt"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01s3EqPupiiHm4padF5J0M4M",
              name: "TaskCreate",
              input: {
                subject: "Write done.txt",
                description: "done.txt: one line, done.",
                activeForm: "Writing done.txt"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01xMuLkx1jf3CUzkpQ5MMWcU",
              name: "TaskCreate",
              input: {
                subject: "Say hello",
                description: "Done as soon as it is made.",
                activeForm: "Saying hello"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01ZGRqS1BMLK2W5IKjBm20ha",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                owner: "alice"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01hwdCMHBGnoEMviaroZby1T",
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
              id: "toolu_01kxXfCAncEp4ZFbne6qnw86",
              name: "TaskUpdate",
              input: {
                taskId: "5",
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
              tool_use_id: "toolu_01AiNe2mYKR34wkb8BzPNTbP",
              content: "Spawned alice (developer): it takes its first turn after yours. The team: lead, alice."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01nxkDIiXE6Bs979fIYd3dkD",
              content: "Spawned bob (tester): it takes its first turn after yours. The team: lead, alice, bob."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01DRzdMAfqOmJ7MtojdTLT0q",
              content: "Error: alice is on the team already (lead, alice, bob): give another name.",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01rKEBTQC1rOo5I2rDdD7pp2",
              content: "Error: Invalid input for spawn_teammate: name: a short name in lower case, e.g. alice",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01LZ6C8IX44Jm1jWRkkzCgIU",
              content: "Task #1 created: Write notes.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01pvGEURrWuQw6z0KrqktZet",
              content: "Task #2 created: Write todo.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_017DOoIm53RaMdPF0tFJ9LfZ",
              content: "Task #3 created: Write all.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01s3EqPupiiHm4padF5J0M4M",
              content: "Task #4 created: Write done.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01xMuLkx1jf3CUzkpQ5MMWcU",
              content: "Task #5 created: Say hello"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01ZGRqS1BMLK2W5IKjBm20ha",
              content: "Updated #2: owner."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01hwdCMHBGnoEMviaroZby1T",
              content: "#3 now waits for #1."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01kxXfCAncEp4ZFbne6qnw86",
              content: "#5 is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01YoW9UzDI5iP5SYrRCsU4EN",
          name: "send_message",
          input: {
            to: "bob",
            content: "#1 is alice's: take the next one."
          }
        },
        {
          type: "tool_use",
          id: "toolu_0105EmSBOIXEFfG3qFdyMwLs",
          name: "bash",
          input: {
            command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
          }
        },
        {
          type: "tool_use",
          id: "toolu_01ijrkw0XV8A4UhSuKCoLeSJ",
          name: "shutdown_request",
          input: {
            to: "alice"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2553,
      output: 119
    }
  },
  {
    n: 6,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 2 · 1677 in / 39 out · alice 3177 in / 76 out",
      '[alice] > shutdown_response: {"request_id":"stop-1","approve":true}',
      "[alice]   Error: #1 Write notes.txt is in progress, yours: complete it (TaskUpdate) before you stop, or answer approve: false and…",
      `[bob] ⏰ reminder injected: <message from="lead" type="message">#1 is alice's: take the next one.</message>`
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
          input_tokens: 1677,
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
        content: "Error: #1 Write notes.txt is in progress, yours: complete it (TaskUpdate) before you stop, or answer approve: false and say why.",
        isError: true
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
        text: `<message from="lead" type="message">#1 is alice's: take the next one.</message>`
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
              id: "toolu_01id1V6rxxxGr4dLZzGaBqWE",
              name: "TaskUpdate",
              input: {
                taskId: "1",
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
              tool_use_id: "toolu_01id1V6rxxxGr4dLZzGaBqWE",
              content: "#1 is in progress (owner: alice)."
            },
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
          id: "toolu_013qiDdy9Tdi0Bqz5vttErJ1",
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
      input: 1677,
      output: 39
    }
  },
  {
    n: 7,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 2 · 1782 in / 194 out · bob 3282 in / 336 out",
      '[bob] > shutdown_response: {"request_id":"stop-1","approve":true}',
      "[bob]   Error: No shutdown request stop-1 is open for bob.",
      "[bob] > read_inbox: {}",
      "[bob]   No new messages.",
      `[bob] > bash: echo '{"type":"message","from":"alice","content":"first, while bob is at work","timestamp":"2026-01…`,
      "[bob]   (no output)",
      "[bob] > read_inbox: {}",
      '[bob]   <message from="alice" type="message">first, while bob is at work</message>',
      `[bob] > bash: echo '{"type":"message","from":"alice","content":"second, after bob read his inbox","timestamp":"20…`,
      "[bob]   (no output)"
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
        n: 2,
        usage: {
          input_tokens: 1782,
          output_tokens: 194
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
        content: "Error: No shutdown request stop-1 is open for bob.",
        isError: true
      },
      {
        kind: "tool-call",
        name: "read_inbox",
        input: {}
      },
      {
        kind: "tool-result",
        content: "No new messages.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `echo '{"type":"message","from":"alice","content":"first, while bob is at work","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
        }
      },
      {
        kind: "tool-result",
        content: "(no output)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_inbox",
        input: {}
      },
      {
        kind: "tool-result",
        content: '<message from="alice" type="message">first, while bob is at work</message>',
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `echo '{"type":"message","from":"alice","content":"second, after bob read his inbox","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
        }
      },
      {
        kind: "tool-result",
        content: "(no output)",
        isError: false
      },
      {
        kind: "speaker"
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
              id: "toolu_01aFoHeduVLSrdLWQFl5j0kB",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01YCdbG0W3xZL7Uc1LmFBknz",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                owner: "bob"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01SSrZPEfeTAEaN4Dzj3PnJf",
              name: "spawn_teammate",
              input: {
                name: "dave",
                role: "helper",
                prompt: "Help me."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01CYuTAKmutGOQBWymRbG6HQ",
              name: "send_message",
              input: {
                to: "carol",
                content: "Can you take #1?"
              }
            },
            {
              type: "tool_use",
              id: "toolu_016kLhog84quwHSLRy2De7aZ",
              name: "send_message",
              input: {
                to: "bob",
                content: "A note to myself."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01aFoHeduVLSrdLWQFl5j0kB",
              content: "Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01YCdbG0W3xZL7Uc1LmFBknz",
              content: "Error: #1 is in progress, owned by alice: leave it to alice. Can start now: #2 Write todo.txt, #4 Write done.txt.",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01SSrZPEfeTAEaN4Dzj3PnJf",
              content: "Error: Unknown tool: spawn_teammate. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList, send_message, read_inbox, shutdown_response",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01CYuTAKmutGOQBWymRbG6HQ",
              content: 'Error: No agent named "carol" on the team. The team: lead, alice, bob.',
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_016kLhog84quwHSLRy2De7aZ",
              content: "Error: bob is you: write to another agent (the team: lead, alice, bob).",
              is_error: true
            },
            {
              type: "text",
              text: `<message from="lead" type="message">#1 is alice's: take the next one.</message>`
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01NzbuG3PUCvTfIDde6hpfSw",
          name: "shutdown_response",
          input: {
            request_id: "stop-1",
            approve: true
          }
        },
        {
          type: "tool_use",
          id: "toolu_01PdfbopRmEQzGRjYrwRRSJl",
          name: "read_inbox",
          input: {}
        },
        {
          type: "tool_use",
          id: "toolu_01WPGD4LXFyoNjuQBun2Qq2g",
          name: "bash",
          input: {
            command: `echo '{"type":"message","from":"alice","content":"first, while bob is at work","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
          }
        },
        {
          type: "tool_use",
          id: "toolu_016B6yNjLSfF5PmNXuq5BuIu",
          name: "read_inbox",
          input: {}
        },
        {
          type: "tool_use",
          id: "toolu_01UxrxVS6mxnAHsROmUUwdLd",
          name: "bash",
          input: {
            command: `echo '{"type":"message","from":"alice","content":"second, after bob read his inbox","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1782,
      output: 194
    }
  },
  {
    n: 8,
    terminal: [
      "Waiting for alice's answer.",
      "  ↳ round 4 · 2812 in / 50 out · session 9144 in / 642 out · alice 3177 in / 76 out · bob 3282 in / 336 out",
      "> bash: cat .team/config.json",
      "  {",
      '    "members": [',
      "      {",
      '        "name": "lead",',
      '        "role": "lead",',
      "  … (+14 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Waiting for alice's answer.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 2812,
          output_tokens: 50
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cat .team/config.json"
        }
      },
      {
        kind: "tool-result",
        content: '{\n  "members": [\n    {\n      "name": "lead",\n      "role": "lead",\n      "status": "working"\n    },\n    {\n      "name": "alice",\n      "role": "developer",\n      "status": "working"\n    },\n    {\n      "name": "bob",\n      "role": "tester",\n      "status": "working"\n    }\n  ]\n}',
        isError: false
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
              type: "tool_use",
              id: "toolu_01YoW9UzDI5iP5SYrRCsU4EN",
              name: "send_message",
              input: {
                to: "bob",
                content: "#1 is alice's: take the next one."
              }
            },
            {
              type: "tool_use",
              id: "toolu_0105EmSBOIXEFfG3qFdyMwLs",
              name: "bash",
              input: {
                command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
              }
            },
            {
              type: "tool_use",
              id: "toolu_01ijrkw0XV8A4UhSuKCoLeSJ",
              name: "shutdown_request",
              input: {
                to: "alice"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01YoW9UzDI5iP5SYrRCsU4EN",
              content: "Sent to bob."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_0105EmSBOIXEFfG3qFdyMwLs",
              content: `{"type":"message","from":"lead","content":"#1 is alice's: take the next one.","timestamp":"…"}
(bob.jsonl: 1 lines)`
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01ijrkw0XV8A4UhSuKCoLeSJ",
              content: "Asked alice to stop (request_id stop-1): the answer comes to your inbox."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Waiting for alice's answer.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01ZuCgWK109sBRk8FFSbUXXj",
          name: "bash",
          input: {
            command: "cat .team/config.json"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2812,
      output: 50
    }
  },
  {
    n: 9,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 3 · 1856 in / 52 out · alice 5033 in / 128 out",
      '[alice] > shutdown_response: {"request_id":"stop-1","approve":false,"reason":"#1 first: I stop once it is done."}',
      "[alice]   Refused: you carry on.",
      '[bob] ⏰ reminder injected: <message from="alice" type="message">second, after bob read his inbox</message>'
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
        n: 3,
        usage: {
          input_tokens: 1856,
          output_tokens: 52
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "shutdown_response",
        input: {
          request_id: "stop-1",
          approve: false,
          reason: "#1 first: I stop once it is done."
        }
      },
      {
        kind: "tool-result",
        content: "Refused: you carry on.",
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
        text: '<message from="alice" type="message">second, after bob read his inbox</message>'
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
              id: "toolu_013qiDdy9Tdi0Bqz5vttErJ1",
              name: "shutdown_response",
              input: {
                request_id: "stop-1",
                approve: true
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_013qiDdy9Tdi0Bqz5vttErJ1",
              content: "Error: #1 Write notes.txt is in progress, yours: complete it (TaskUpdate) before you stop, or answer approve: false and say why.",
              is_error: true
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01A75maVkDO4w2lKwc0aZAJu",
          name: "shutdown_response",
          input: {
            request_id: "stop-1",
            approve: false,
            reason: "#1 first: I stop once it is done."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1856,
      output: 52
    }
  },
  {
    n: 10,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] Understood: I leave #1 to alice.",
      "[bob]   ↳ bob round 3 · 2116 in / 29 out · bob 5398 in / 365 out",
      '⏰ reminder injected: <message from="alice" type="shutdown_response" request_id="stop-1" approve="false">#1 first: I stop once it is done.</message>'
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Understood: I leave #1 to alice.",
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
          input_tokens: 2116,
          output_tokens: 29
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
      },
      {
        kind: "reminder",
        text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="false">#1 first: I stop once it is done.</message>'
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
              id: "toolu_01NzbuG3PUCvTfIDde6hpfSw",
              name: "shutdown_response",
              input: {
                request_id: "stop-1",
                approve: true
              }
            },
            {
              type: "tool_use",
              id: "toolu_01PdfbopRmEQzGRjYrwRRSJl",
              name: "read_inbox",
              input: {}
            },
            {
              type: "tool_use",
              id: "toolu_01WPGD4LXFyoNjuQBun2Qq2g",
              name: "bash",
              input: {
                command: `echo '{"type":"message","from":"alice","content":"first, while bob is at work","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
              }
            },
            {
              type: "tool_use",
              id: "toolu_016B6yNjLSfF5PmNXuq5BuIu",
              name: "read_inbox",
              input: {}
            },
            {
              type: "tool_use",
              id: "toolu_01UxrxVS6mxnAHsROmUUwdLd",
              name: "bash",
              input: {
                command: `echo '{"type":"message","from":"alice","content":"second, after bob read his inbox","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/bob.jsonl`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01NzbuG3PUCvTfIDde6hpfSw",
              content: "Error: No shutdown request stop-1 is open for bob.",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01PdfbopRmEQzGRjYrwRRSJl",
              content: "No new messages."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01WPGD4LXFyoNjuQBun2Qq2g",
              content: "(no output)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_016B6yNjLSfF5PmNXuq5BuIu",
              content: '<message from="alice" type="message">first, while bob is at work</message>'
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01UxrxVS6mxnAHsROmUUwdLd",
              content: "(no output)"
            },
            {
              type: "text",
              text: '<message from="alice" type="message">second, after bob read his inbox</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Understood: I leave #1 to alice.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2116,
      output: 29
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 5 · 3002 in / 126 out · session 12146 in / 768 out · alice 5033 in / 128 out · bob 5398 in / 365 out",
      `> bash: sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < …`,
      "  (bob.jsonl: 0 lines)",
      `> bash: sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/lead.jsonl; echo "(lead.jsonl: $(wc -l …`,
      "  (lead.jsonl: 0 lines)"
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
        n: 5,
        usage: {
          input_tokens: 3002,
          output_tokens: 126
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
        }
      },
      {
        kind: "tool-result",
        content: "(bob.jsonl: 0 lines)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/lead.jsonl; echo "(lead.jsonl: $(wc -l < .team/inbox/lead.jsonl) lines)"`
        }
      },
      {
        kind: "tool-result",
        content: "(lead.jsonl: 0 lines)",
        isError: false
      },
      {
        kind: "speaker",
        name: "alice"
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
              text: "Waiting for alice's answer.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01ZuCgWK109sBRk8FFSbUXXj",
              name: "bash",
              input: {
                command: "cat .team/config.json"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ZuCgWK109sBRk8FFSbUXXj",
              content: '{\n  "members": [\n    {\n      "name": "lead",\n      "role": "lead",\n      "status": "working"\n    },\n    {\n      "name": "alice",\n      "role": "developer",\n      "status": "working"\n    },\n    {\n      "name": "bob",\n      "role": "tester",\n      "status": "working"\n    }\n  ]\n}'
            },
            {
              type: "text",
              text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="false">#1 first: I stop once it is done.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01jvlbF0OchBPoJYLRBaaFWf",
          name: "bash",
          input: {
            command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
          }
        },
        {
          type: "tool_use",
          id: "toolu_01tIaXCb7PCuSm9HqatAda2f",
          name: "bash",
          input: {
            command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/lead.jsonl; echo "(lead.jsonl: $(wc -l < .team/inbox/lead.jsonl) lines)"`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3002,
      output: 126
    }
  },
  {
    n: 12,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 4 · 2048 in / 38 out · alice 7081 in / 166 out",
      "[alice] > write_file: notes.txt",
      "[alice]   Wrote 6 bytes to notes.txt",
      "[bob] ⏰ reminder injected: <claimed>#4 Write done.txt is yours, in progress: done.txt: one line, done.</claimed>",
      "[bob]   ## Tasks",
      "[bob]   [▸] #1 Write notes.txt (owner: alice)",
      "[bob]   [ ] #2 Write todo.txt",
      "[bob]   [ ] #3 Write all.txt [blocked by #1]",
      "[bob]   [▸] #4 Write done.txt (owner: bob)",
      "[bob]   [✓] #5 Say hello",
      "[bob]   (1/5 completed)"
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
          input_tokens: 2048,
          output_tokens: 38
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "notes.txt",
          content: "hello\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 6 bytes to notes.txt",
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
        text: "<claimed>#4 Write done.txt is yours, in progress: done.txt: one line, done.</claimed>"
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[▸] #1 Write notes.txt (owner: alice)",
            status: "in_progress",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt [blocked by #1]",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[▸] #4 Write done.txt (owner: bob)",
            status: "in_progress",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
      }
    ],
    request: {
      keep: 5,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01A75maVkDO4w2lKwc0aZAJu",
              name: "shutdown_response",
              input: {
                request_id: "stop-1",
                approve: false,
                reason: "#1 first: I stop once it is done."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01A75maVkDO4w2lKwc0aZAJu",
              content: "Refused: you carry on."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01tMTXTsyND5BeSCMaPeB18G",
          name: "write_file",
          input: {
            path: "notes.txt",
            content: "hello\n"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2048,
      output: 38
    }
  },
  {
    n: 13,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 4 · 2285 in / 78 out · bob 7683 in / 443 out",
      "[bob] > TaskGet: #4",
      "[bob]   #4 Write done.txt",
      "[bob]   status: in_progress",
      "[bob]   owner: bob",
      "[bob]   blocked by: none",
      "[bob]   blocks: none",
      "[bob]   description: done.txt: one line, done.",
      "[bob] > write_file: done.txt",
      "[bob]   Wrote 5 bytes to done.txt",
      "[bob] > TaskUpdate: #4 status=completed",
      "[bob]   ## Tasks",
      "[bob]   [▸] #1 Write notes.txt (owner: alice)",
      "[bob]   [ ] #2 Write todo.txt",
      "[bob]   [ ] #3 Write all.txt [blocked by #1]",
      "[bob]   [✓] #4 Write done.txt",
      "[bob]   [✓] #5 Say hello",
      "[bob]   (2/5 completed)",
      "[bob]   #4 is completed."
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
          input_tokens: 2285,
          output_tokens: 78
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: "4"
        }
      },
      {
        kind: "tool-result",
        content: "#4 Write done.txt\nstatus: in_progress\nowner: bob\nblocked by: none\nblocks: none\ndescription: done.txt: one line, done.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "done.txt",
          content: "done\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 5 bytes to done.txt",
        isError: false
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
            text: "[▸] #1 Write notes.txt (owner: alice)",
            status: "in_progress",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt [blocked by #1]",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
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
        kind: "speaker"
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
              text: "Understood: I leave #1 to alice.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "<claimed>#4 Write done.txt is yours, in progress: done.txt: one line, done.</claimed>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01FI5N7NMMzirsJmf9ja2YvL",
          name: "TaskGet",
          input: {
            taskId: "4"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01iYmwMuJkf7Gm2O4E9ijWGR",
          name: "write_file",
          input: {
            path: "done.txt",
            content: "done\n"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01xpdhNGy9uM5xVFlOnCIyDH",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2285,
      output: 78
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 6 · 3268 in / 26 out · session 15414 in / 794 out · alice 7081 in / 166 out · bob 7683 in / 443 out",
      "> TaskList: {}",
      "  #1 [in_progress] Write notes.txt (owner: alice)",
      "  #2 [pending] Write todo.txt",
      "  #3 [pending] Write all.txt [blocked by #1]",
      "  #4 [completed] Write done.txt",
      "  #5 [completed] Say hello",
      "  … (+2 lines)"
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
          input_tokens: 3268,
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
        content: "#1 [in_progress] Write notes.txt (owner: alice)\n#2 [pending] Write todo.txt\n#3 [pending] Write all.txt [blocked by #1]\n#4 [completed] Write done.txt\n#5 [completed] Say hello\n\nCan start now: #2 Write todo.txt.",
        isError: false
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
              id: "toolu_01jvlbF0OchBPoJYLRBaaFWf",
              name: "bash",
              input: {
                command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/bob.jsonl; echo "(bob.jsonl: $(wc -l < .team/inbox/bob.jsonl) lines)"`
              }
            },
            {
              type: "tool_use",
              id: "toolu_01tIaXCb7PCuSm9HqatAda2f",
              name: "bash",
              input: {
                command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/lead.jsonl; echo "(lead.jsonl: $(wc -l < .team/inbox/lead.jsonl) lines)"`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01jvlbF0OchBPoJYLRBaaFWf",
              content: "(bob.jsonl: 0 lines)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01tIaXCb7PCuSm9HqatAda2f",
              content: "(lead.jsonl: 0 lines)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01XNlGJAQw5Q8nGidSL19P5f",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3268,
      output: 26
    }
  },
  {
    n: 15,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 5 · 2226 in / 86 out · alice 9307 in / 252 out",
      "[alice] > TaskUpdate: #1 status=completed",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write notes.txt",
      "[alice]   [ ] #2 Write todo.txt",
      "[alice]   [ ] #3 Write all.txt",
      "[alice]   [✓] #4 Write done.txt",
      "[alice]   [✓] #5 Say hello",
      "[alice]   (3/5 completed)",
      "[alice]   #1 is completed. Unblocked: #3 Write all.txt.",
      "[alice] > TaskUpdate: #2 status=in_progress",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write notes.txt",
      "[alice]   [▸] #2 Write todo.txt (owner: alice)",
      "[alice]   [ ] #3 Write all.txt",
      "[alice]   [✓] #4 Write done.txt",
      "[alice]   [✓] #5 Say hello",
      "[alice]   (3/5 completed)",
      "[alice]   #2 is in progress (owner: alice).",
      "[alice] > write_file: todo.txt",
      "[alice]   Wrote 5 bytes to todo.txt"
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
          input_tokens: 2226,
          output_tokens: 86
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
            text: "[✓] #1 Write notes.txt",
            status: "completed",
            activity: "Writing notes.txt"
          },
          {
            text: "[ ] #2 Write todo.txt",
            status: "pending",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is completed. Unblocked: #3 Write all.txt.",
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
            text: "[✓] #1 Write notes.txt",
            status: "completed",
            activity: "Writing notes.txt"
          },
          {
            text: "[▸] #2 Write todo.txt (owner: alice)",
            status: "in_progress",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is in progress (owner: alice).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "todo.txt",
          content: "milk\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 5 bytes to todo.txt",
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
              id: "toolu_01tMTXTsyND5BeSCMaPeB18G",
              name: "write_file",
              input: {
                path: "notes.txt",
                content: "hello\n"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01tMTXTsyND5BeSCMaPeB18G",
              content: "Wrote 6 bytes to notes.txt"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01GtfB0JBASz4kSbrDLtHWbX",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_013kLdyWchU1QImXsnPEVXyP",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01OLSK7JrqTzJ5mf4ohKohnG",
          name: "write_file",
          input: {
            path: "todo.txt",
            content: "milk\n"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2226,
      output: 86
    }
  },
  {
    n: 16,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] #4 is done.",
      "[bob]   ↳ bob round 5 · 2503 in / 23 out · bob 10186 in / 466 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "#4 is done.",
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
          input_tokens: 2503,
          output_tokens: 23
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
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
              id: "toolu_01FI5N7NMMzirsJmf9ja2YvL",
              name: "TaskGet",
              input: {
                taskId: "4"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01iYmwMuJkf7Gm2O4E9ijWGR",
              name: "write_file",
              input: {
                path: "done.txt",
                content: "done\n"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01xpdhNGy9uM5xVFlOnCIyDH",
              name: "TaskUpdate",
              input: {
                taskId: "4",
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
              tool_use_id: "toolu_01FI5N7NMMzirsJmf9ja2YvL",
              content: "#4 Write done.txt\nstatus: in_progress\nowner: bob\nblocked by: none\nblocks: none\ndescription: done.txt: one line, done."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01iYmwMuJkf7Gm2O4E9ijWGR",
              content: "Wrote 5 bytes to done.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01xpdhNGy9uM5xVFlOnCIyDH",
              content: "#4 is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "#4 is done.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2503,
      output: 23
    }
  },
  {
    n: 17,
    terminal: [
      "Waiting for alice.",
      "  ↳ round 7 · 3434 in / 25 out · session 18848 in / 819 out · alice 9307 in / 252 out · bob 10186 in / 466 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Waiting for alice.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 7,
        usage: {
          input_tokens: 3434,
          output_tokens: 25
        },
        stop: "end_turn"
      },
      {
        kind: "speaker",
        name: "alice"
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
              id: "toolu_01XNlGJAQw5Q8nGidSL19P5f",
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
              tool_use_id: "toolu_01XNlGJAQw5Q8nGidSL19P5f",
              content: "#1 [in_progress] Write notes.txt (owner: alice)\n#2 [pending] Write todo.txt\n#3 [pending] Write all.txt [blocked by #1]\n#4 [completed] Write done.txt\n#5 [completed] Say hello\n\nCan start now: #2 Write todo.txt."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Waiting for alice.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3434,
      output: 25
    }
  },
  {
    n: 18,
    agent: "alice",
    terminal: [
      "[alice] ",
      "[alice]   ↳ alice round 6 · 2452 in / 63 out · alice 11759 in / 315 out",
      "[alice] > TaskUpdate: #2 status=completed",
      "[alice]   ## Tasks",
      "[alice]   [✓] #1 Write notes.txt",
      "[alice]   [✓] #2 Write todo.txt",
      "[alice]   [ ] #3 Write all.txt",
      "[alice]   [✓] #4 Write done.txt",
      "[alice]   [✓] #5 Say hello",
      "[alice]   (4/5 completed)",
      "[alice]   #2 is completed.",
      '[alice] > shutdown_response: {"request_id":"stop-1","approve":true}',
      "[alice]   Approved: this is your last turn.",
      "[bob] ⏰ reminder injected: <claimed>#3 Write all.txt is yours, in progress: all.txt: the lines of notes.txt.</claimed>",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write notes.txt",
      "[bob]   [✓] #2 Write todo.txt",
      "[bob]   [▸] #3 Write all.txt (owner: bob)",
      "[bob]   [✓] #4 Write done.txt",
      "[bob]   [✓] #5 Say hello",
      "[bob]   (4/5 completed)"
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
          input_tokens: 2452,
          output_tokens: 63
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
            text: "[✓] #1 Write notes.txt",
            status: "completed",
            activity: "Writing notes.txt"
          },
          {
            text: "[✓] #2 Write todo.txt",
            status: "completed",
            activity: "Writing todo.txt"
          },
          {
            text: "[ ] #3 Write all.txt",
            status: "pending",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is completed.",
        isError: false
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
        text: "<claimed>#3 Write all.txt is yours, in progress: all.txt: the lines of notes.txt.</claimed>"
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write notes.txt",
            status: "completed",
            activity: "Writing notes.txt"
          },
          {
            text: "[✓] #2 Write todo.txt",
            status: "completed",
            activity: "Writing todo.txt"
          },
          {
            text: "[▸] #3 Write all.txt (owner: bob)",
            status: "in_progress",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
          }
        ],
        withResult: true
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
              id: "toolu_01GtfB0JBASz4kSbrDLtHWbX",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_013kLdyWchU1QImXsnPEVXyP",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01OLSK7JrqTzJ5mf4ohKohnG",
              name: "write_file",
              input: {
                path: "todo.txt",
                content: "milk\n"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01GtfB0JBASz4kSbrDLtHWbX",
              content: "#1 is completed. Unblocked: #3 Write all.txt."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_013kLdyWchU1QImXsnPEVXyP",
              content: "#2 is in progress (owner: alice)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01OLSK7JrqTzJ5mf4ohKohnG",
              content: "Wrote 5 bytes to todo.txt"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01B4fM4CXsNosJZf0UKFPEIv",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01jx58wDF3XPIsvWTTckPfby",
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
      input: 2452,
      output: 63
    }
  },
  {
    n: 19,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob]   ↳ bob round 6 · 2666 in / 58 out · bob 12852 in / 524 out",
      "[bob] > bash: cp notes.txt all.txt",
      "[bob]   (no output)",
      "[bob] > TaskUpdate: #3 status=completed",
      "[bob]   ## Tasks",
      "[bob]   [✓] #1 Write notes.txt",
      "[bob]   [✓] #2 Write todo.txt",
      "[bob]   [✓] #3 Write all.txt",
      "[bob]   [✓] #4 Write done.txt",
      "[bob]   [✓] #5 Say hello",
      "[bob]   (5/5 completed)",
      "[bob]   #3 is completed.",
      '⏰ reminder injected: <message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>'
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
        n: 6,
        usage: {
          input_tokens: 2666,
          output_tokens: 58
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cp notes.txt all.txt"
        }
      },
      {
        kind: "tool-result",
        content: "(no output)",
        isError: false
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
            text: "[✓] #1 Write notes.txt",
            status: "completed",
            activity: "Writing notes.txt"
          },
          {
            text: "[✓] #2 Write todo.txt",
            status: "completed",
            activity: "Writing todo.txt"
          },
          {
            text: "[✓] #3 Write all.txt",
            status: "completed",
            activity: "Writing all.txt"
          },
          {
            text: "[✓] #4 Write done.txt",
            status: "completed",
            activity: "Writing done.txt"
          },
          {
            text: "[✓] #5 Say hello",
            status: "completed",
            activity: "Saying hello"
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
        kind: "reminder",
        text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>'
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
              text: "#4 is done.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "<claimed>#3 Write all.txt is yours, in progress: all.txt: the lines of notes.txt.</claimed>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01sAF9UApREcc2Vm39W8u7Ft",
          name: "bash",
          input: {
            command: "cp notes.txt all.txt"
          }
        },
        {
          type: "tool_use",
          id: "toolu_017HHNYIYhHX4q8BSPxtuaMB",
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
      input: 2666,
      output: 58
    }
  },
  {
    n: 20,
    terminal: [
      "alice stopped. Is she still there?",
      "  ↳ round 8 · 3599 in / 82 out · session 22447 in / 901 out · alice 11759 in / 315 out · bob 12852 in / 524 out",
      '> send_message: {"to":"alice","content":"Still there?"}',
      "  Error: alice has stopped: no one reads its inbox now.",
      "> bash: cat .team/config.json; ls .team/inbox",
      "  {",
      '    "members": [',
      "      {",
      '        "name": "lead",',
      '        "role": "lead",',
      "  … (+17 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "alice stopped. Is she still there?",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 8,
        usage: {
          input_tokens: 3599,
          output_tokens: 82
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "send_message",
        input: {
          to: "alice",
          content: "Still there?"
        }
      },
      {
        kind: "tool-result",
        content: "Error: alice has stopped: no one reads its inbox now.",
        isError: true
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cat .team/config.json; ls .team/inbox"
        }
      },
      {
        kind: "tool-result",
        content: '{\n  "members": [\n    {\n      "name": "lead",\n      "role": "lead",\n      "status": "working"\n    },\n    {\n      "name": "alice",\n      "role": "developer",\n      "status": "shutdown"\n    },\n    {\n      "name": "bob",\n      "role": "tester",\n      "status": "working"\n    }\n  ]\n}\nalice.jsonl\nbob.jsonl\nlead.jsonl',
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
      keep: 13,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Waiting for alice.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: '<message from="alice" type="shutdown_response" request_id="stop-1" approve="true">Stopping.</message>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "alice stopped. Is she still there?",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01HIWjBOnCSI9cB9CkRPuksR",
          name: "send_message",
          input: {
            to: "alice",
            content: "Still there?"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01Da3w318ukgVImGLN0noum2",
          name: "bash",
          input: {
            command: "cat .team/config.json; ls .team/inbox"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3599,
      output: 82
    }
  },
  {
    n: 21,
    agent: "bob",
    terminal: [
      "[bob] ",
      "[bob] #3 is done too.",
      "[bob]   ↳ bob round 7 · 2864 in / 24 out · bob 15716 in / 548 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "#3 is done too.",
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
          input_tokens: 2864,
          output_tokens: 24
        },
        stop: "end_turn"
      },
      {
        kind: "speaker"
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
              id: "toolu_01sAF9UApREcc2Vm39W8u7Ft",
              name: "bash",
              input: {
                command: "cp notes.txt all.txt"
              }
            },
            {
              type: "tool_use",
              id: "toolu_017HHNYIYhHX4q8BSPxtuaMB",
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
              tool_use_id: "toolu_01sAF9UApREcc2Vm39W8u7Ft",
              content: "(no output)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_017HHNYIYhHX4q8BSPxtuaMB",
              content: "#3 is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "#3 is done too.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2864,
      output: 24
    }
  },
  {
    n: 22,
    terminal: [
      "Done: the edges are tried.",
      "  ↳ round 9 · 3821 in / 27 out · session 26268 in / 928 out · alice 11759 in / 315 out · bob 15716 in / 548 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done: the edges are tried.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 3821,
          output_tokens: 27
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
              text: "alice stopped. Is she still there?",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01HIWjBOnCSI9cB9CkRPuksR",
              name: "send_message",
              input: {
                to: "alice",
                content: "Still there?"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01Da3w318ukgVImGLN0noum2",
              name: "bash",
              input: {
                command: "cat .team/config.json; ls .team/inbox"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01HIWjBOnCSI9cB9CkRPuksR",
              content: "Error: alice has stopped: no one reads its inbox now.",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01Da3w318ukgVImGLN0noum2",
              content: '{\n  "members": [\n    {\n      "name": "lead",\n      "role": "lead",\n      "status": "working"\n    },\n    {\n      "name": "alice",\n      "role": "developer",\n      "status": "shutdown"\n    },\n    {\n      "name": "bob",\n      "role": "tester",\n      "status": "working"\n    }\n  ]\n}\nalice.jsonl\nbob.jsonl\nlead.jsonl'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done: the edges are tried.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3821,
      output: 27
    }
  }
];
const s15TeamCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s15TeamCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
