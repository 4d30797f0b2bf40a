const title = "s12 · task-cases.json";
const lesson = "s12";
const file = "lessons/s12-tasks/cassettes/task-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s12 >> Try every task tool.",
      "  ↳ round 1 · 1800 in / 56 out · session 1800 in / 56 out",
      "> TaskCreate: Design the schema",
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  (0/1 completed)",
      "  Task #1 created: Design the schema"
    ],
    events: [
      {
        kind: "prompt",
        text: "Try every task tool."
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
          output_tokens: 56
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Design the schema",
          description: "The fields of a note.",
          activeForm: "Designing the schema"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #1 created: Design the schema",
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
              text: "Try every task tool."
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
          type: "tool_use",
          id: "toolu_01VBSJdbDyL9HJFc9il2RfQ4",
          name: "TaskCreate",
          input: {
            subject: "Design the schema",
            description: "The fields of a note.",
            activeForm: "Designing the schema"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 56
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1996 in / 45 out · session 3796 in / 101 out",
      "> TaskCreate: Build the API",
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API",
      "  (0/2 completed)",
      "  Task #2 created: Build the API"
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
          input_tokens: 1996,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Build the API",
          description: "addNote and listNotes."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API",
            status: "pending",
            activity: "Build the API"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 created: Build the API",
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
              type: "tool_use",
              id: "toolu_01VBSJdbDyL9HJFc9il2RfQ4",
              name: "TaskCreate",
              input: {
                subject: "Design the schema",
                description: "The fields of a note.",
                activeForm: "Designing the schema"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01VBSJdbDyL9HJFc9il2RfQ4",
              content: "Task #1 created: Design the schema"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01NCUlGKOOfu9JKwRHFrdw2V",
          name: "TaskCreate",
          input: {
            subject: "Build the API",
            description: "addNote and listNotes."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1996,
      output: 45
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2181 in / 45 out · session 5977 in / 146 out",
      "> TaskCreate: Write the tests",
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API",
      "  [ ] #3 Write the tests",
      "  (0/3 completed)",
      "  Task #3 created: Write the tests"
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
          input_tokens: 2181,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write the tests",
          description: "One case per rule."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests",
            status: "pending",
            activity: "Write the tests"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #3 created: Write the tests",
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
              type: "tool_use",
              id: "toolu_01NCUlGKOOfu9JKwRHFrdw2V",
              name: "TaskCreate",
              input: {
                subject: "Build the API",
                description: "addNote and listNotes."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01NCUlGKOOfu9JKwRHFrdw2V",
              content: "Task #2 created: Build the API"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01j4oh3cxzBJ3dDkePEeKdPH",
          name: "TaskCreate",
          input: {
            subject: "Write the tests",
            description: "One case per rule."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2181,
      output: 45
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2366 in / 44 out · session 8343 in / 190 out",
      "> TaskCreate: Write the docs",
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API",
      "  [ ] #3 Write the tests",
      "  [ ] #4 Write the docs",
      "  (0/4 completed)",
      "  Task #4 created: Write the docs"
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
        n: 4,
        usage: {
          input_tokens: 2366,
          output_tokens: 44
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write the docs",
          description: "A usage section."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #4 created: Write the docs",
        isError: false
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
              id: "toolu_01j4oh3cxzBJ3dDkePEeKdPH",
              name: "TaskCreate",
              input: {
                subject: "Write the tests",
                description: "One case per rule."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01j4oh3cxzBJ3dDkePEeKdPH",
              content: "Task #3 created: Write the tests"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01B4I7BlDAuaMjY1SARAypkP",
          name: "TaskCreate",
          input: {
            subject: "Write the docs",
            description: "A usage section."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2366,
      output: 44
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2550 in / 38 out · session 10893 in / 228 out",
      "> TaskCreate:   ",
      "  Error: Invalid input for TaskCreate: subject: give the task a short title"
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
          input_tokens: 2550,
          output_tokens: 38
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "  ",
          description: "Nothing."
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for TaskCreate: subject: give the task a short title",
        isError: true
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
              id: "toolu_01B4I7BlDAuaMjY1SARAypkP",
              name: "TaskCreate",
              input: {
                subject: "Write the docs",
                description: "A usage section."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01B4I7BlDAuaMjY1SARAypkP",
              content: "Task #4 created: Write the docs"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01igWJfbgheU4rPEsamDusWs",
          name: "TaskCreate",
          input: {
            subject: "  ",
            description: "Nothing."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2550,
      output: 38
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2728 in / 32 out · session 13621 in / 260 out",
      "> TaskCreate: Ship it",
      "  Error: Invalid input for TaskCreate: description: Invalid input: expected string, received undefined"
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
          input_tokens: 2728,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Ship it"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for TaskCreate: description: Invalid input: expected string, received undefined",
        isError: true
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
              id: "toolu_01igWJfbgheU4rPEsamDusWs",
              name: "TaskCreate",
              input: {
                subject: "  ",
                description: "Nothing."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01igWJfbgheU4rPEsamDusWs",
              content: "Error: Invalid input for TaskCreate: subject: give the task a short title",
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
          id: "toolu_01TwUNv77VnGsL1eHVmvTLkw",
          name: "TaskCreate",
          input: {
            subject: "Ship it"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2728,
      output: 32
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2900 in / 29 out · session 16521 in / 289 out",
      "> TaskGet: #1",
      "  #1 Design the schema",
      "  status: pending",
      "  owner: none",
      "  blocked by: none",
      "  blocks: none",
      "  description: The fields of a note."
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
        n: 7,
        usage: {
          input_tokens: 2900,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: "1"
        }
      },
      {
        kind: "tool-result",
        content: "#1 Design the schema\nstatus: pending\nowner: none\nblocked by: none\nblocks: none\ndescription: The fields of a note.",
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
              id: "toolu_01TwUNv77VnGsL1eHVmvTLkw",
              name: "TaskCreate",
              input: {
                subject: "Ship it"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01TwUNv77VnGsL1eHVmvTLkw",
              content: "Error: Invalid input for TaskCreate: description: Invalid input: expected string, received undefined",
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
          id: "toolu_01vtK15F3Y0HUrtj6IvoJsJl",
          name: "TaskGet",
          input: {
            taskId: "1"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2900,
      output: 29
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3069 in / 29 out · session 19590 in / 318 out",
      '> TaskGet: {"taskId":1}',
      "  Error: Invalid input for TaskGet: taskId: Invalid input: expected string, received number"
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
          input_tokens: 3069,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: 1
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for TaskGet: taskId: Invalid input: expected string, received number",
        isError: true
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
              id: "toolu_01vtK15F3Y0HUrtj6IvoJsJl",
              name: "TaskGet",
              input: {
                taskId: "1"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01vtK15F3Y0HUrtj6IvoJsJl",
              content: "#1 Design the schema\nstatus: pending\nowner: none\nblocked by: none\nblocks: none\ndescription: The fields of a note."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01xd1tCUvz40VKICZSj2Khbw",
          name: "TaskGet",
          input: {
            taskId: 1
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3069,
      output: 29
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3238 in / 29 out · session 22828 in / 347 out",
      "> TaskGet: #9",
      "  Error: No task #9. The tasks are #1, #2, #3, #4: ids are the numbers TaskCreate gave (TaskList shows them)."
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
        n: 9,
        usage: {
          input_tokens: 3238,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: "9"
        }
      },
      {
        kind: "tool-result",
        content: "Error: No task #9. The tasks are #1, #2, #3, #4: ids are the numbers TaskCreate gave (TaskList shows them).",
        isError: true
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
              id: "toolu_01xd1tCUvz40VKICZSj2Khbw",
              name: "TaskGet",
              input: {
                taskId: 1
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xd1tCUvz40VKICZSj2Khbw",
              content: "Error: Invalid input for TaskGet: taskId: Invalid input: expected string, received number",
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
          id: "toolu_01cfahz68efJKVzAWRcP678G",
          name: "TaskGet",
          input: {
            taskId: "9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3238,
      output: 29
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3407 in / 30 out · session 26235 in / 377 out",
      "> TaskGet: #3",
      "  #3 Write the tests",
      "  status: pending",
      "  owner: none",
      "  blocked by: none",
      "  blocks: none",
      "  description: One case per rule."
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
        n: 10,
        usage: {
          input_tokens: 3407,
          output_tokens: 30
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: "#3"
        }
      },
      {
        kind: "tool-result",
        content: "#3 Write the tests\nstatus: pending\nowner: none\nblocked by: none\nblocks: none\ndescription: One case per rule.",
        isError: false
      }
    ],
    request: {
      keep: 17,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01cfahz68efJKVzAWRcP678G",
              name: "TaskGet",
              input: {
                taskId: "9"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01cfahz68efJKVzAWRcP678G",
              content: "Error: No task #9. The tasks are #1, #2, #3, #4: ids are the numbers TaskCreate gave (TaskList shows them).",
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
          id: "toolu_011NpFcdAbtDBleospxgaozS",
          name: "TaskGet",
          input: {
            taskId: "#3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3407,
      output: 30
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3577 in / 41 out · session 29812 in / 418 out",
      '> TaskUpdate: #2 addBlockedBy=["Design the schema"]',
      '  Error: "Design the schema" is a subject, not a task id: blockers are given by id. #1 is "Design the schema", so write "…'
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
        n: 11,
        usage: {
          input_tokens: 3577,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          addBlockedBy: [
            "Design the schema"
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: "Design the schema" is a subject, not a task id: blockers are given by id. #1 is "Design the schema", so write "1".',
        isError: true
      }
    ],
    request: {
      keep: 19,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_011NpFcdAbtDBleospxgaozS",
              name: "TaskGet",
              input: {
                taskId: "#3"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_011NpFcdAbtDBleospxgaozS",
              content: "#3 Write the tests\nstatus: pending\nowner: none\nblocked by: none\nblocks: none\ndescription: One case per rule."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01L5OPj0vqdlFAm5z7Und87M",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlockedBy: [
              "Design the schema"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3577,
      output: 41
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3758 in / 36 out · session 33570 in / 454 out",
      '> TaskUpdate: #2 addBlockedBy=["7"]',
      "  Error: No task #7. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write …"
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
        n: 12,
        usage: {
          input_tokens: 3758,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          addBlockedBy: [
            "7"
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: No task #7. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the tests, #4 Write the docs.",
        isError: true
      }
    ],
    request: {
      keep: 21,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01L5OPj0vqdlFAm5z7Und87M",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlockedBy: [
                  "Design the schema"
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
              tool_use_id: "toolu_01L5OPj0vqdlFAm5z7Und87M",
              content: 'Error: "Design the schema" is a subject, not a task id: blockers are given by id. #1 is "Design the schema", so write "1".',
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
          id: "toolu_01BPxa5ChKTHL2iBeJl7rTU0",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlockedBy: [
              "7"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3758,
      output: 36
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 3934 in / 36 out · session 37504 in / 490 out",
      '> TaskUpdate: #2 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests",
      "  [ ] #4 Write the docs",
      "  (0/4 completed)",
      "  #2 now waits for #1."
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
        n: 13,
        usage: {
          input_tokens: 3934,
          output_tokens: 36
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
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs",
            status: "pending",
            activity: "Write the docs"
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
      keep: 23,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01BPxa5ChKTHL2iBeJl7rTU0",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlockedBy: [
                  "7"
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
              tool_use_id: "toolu_01BPxa5ChKTHL2iBeJl7rTU0",
              content: "Error: No task #7. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the tests, #4 Write the docs.",
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
          id: "toolu_01GbB7onlWOcjRKLZLYD9J94",
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
      input: 3934,
      output: 36
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4110 in / 36 out · session 41614 in / 526 out",
      '> TaskUpdate: #2 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests",
      "  [ ] #4 Write the docs",
      "  (0/4 completed)",
      "  #2 already waits for #1."
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
        n: 14,
        usage: {
          input_tokens: 4110,
          output_tokens: 36
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
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 already waits for #1.",
        isError: false
      }
    ],
    request: {
      keep: 25,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01GbB7onlWOcjRKLZLYD9J94",
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
              tool_use_id: "toolu_01GbB7onlWOcjRKLZLYD9J94",
              content: "#2 now waits for #1."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01JlrRBJoYSV0Oll7JEjqHXa",
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
      input: 4110,
      output: 36
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4286 in / 37 out · session 45900 in / 563 out",
      '> TaskUpdate: #2 addBlocks=["3","4"]',
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests [blocked by #2]",
      "  [ ] #4 Write the docs [blocked by #2]",
      "  (0/4 completed)",
      "  #3 now waits for #2. #4 now waits for #2."
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
        n: 15,
        usage: {
          input_tokens: 4286,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          addBlocks: [
            "3",
            "4"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests [blocked by #2]",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs [blocked by #2]",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 now waits for #2. #4 now waits for #2.",
        isError: false
      }
    ],
    request: {
      keep: 27,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01JlrRBJoYSV0Oll7JEjqHXa",
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
              tool_use_id: "toolu_01JlrRBJoYSV0Oll7JEjqHXa",
              content: "#2 already waits for #1."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01thf21lZY9DtQ3ZluCLxmxL",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            addBlocks: [
              "3",
              "4"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4286,
      output: 37
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4463 in / 36 out · session 50363 in / 599 out",
      '> TaskUpdate: #4 addBlockedBy=["1"]',
      "  ## Tasks",
      "  [ ] #1 Design the schema",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests [blocked by #2]",
      "  [ ] #4 Write the docs [blocked by #2, #1]",
      "  (0/4 completed)",
      "  #4 now waits for #1."
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
        n: 16,
        usage: {
          input_tokens: 4463,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
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
            text: "[ ] #1 Design the schema",
            status: "pending",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests [blocked by #2]",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs [blocked by #2, #1]",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 now waits for #1.",
        isError: false
      }
    ],
    request: {
      keep: 29,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01thf21lZY9DtQ3ZluCLxmxL",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                addBlocks: [
                  "3",
                  "4"
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
              tool_use_id: "toolu_01thf21lZY9DtQ3ZluCLxmxL",
              content: "#3 now waits for #2. #4 now waits for #2."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01hfsYz6E2YjOCs6GYZNb0Sg",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            addBlockedBy: [
              "1"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4463,
      output: 36
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4639 in / 36 out · session 55002 in / 635 out",
      '> TaskUpdate: #1 addBlockedBy=["4"]',
      "  Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could…"
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
        n: 17,
        usage: {
          input_tokens: 4639,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "1",
          addBlockedBy: [
            "4"
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.",
        isError: true
      }
    ],
    request: {
      keep: 31,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01hfsYz6E2YjOCs6GYZNb0Sg",
              name: "TaskUpdate",
              input: {
                taskId: "4",
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
              tool_use_id: "toolu_01hfsYz6E2YjOCs6GYZNb0Sg",
              content: "#4 now waits for #1."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01AHGYjSUXXAXMGGbmgqLZwI",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            addBlockedBy: [
              "4"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4639,
      output: 36
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4815 in / 35 out · session 59817 in / 670 out",
      '> TaskUpdate: #3 addBlocks=["1"]',
      "  Error: #1 cannot wait for #3: that closes a circle, #1 → #3 → #2 → #1 (each waits for the next), and none of them could…"
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
        n: 18,
        usage: {
          input_tokens: 4815,
          output_tokens: 35
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          addBlocks: [
            "1"
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: #1 cannot wait for #3: that closes a circle, #1 → #3 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.",
        isError: true
      }
    ],
    request: {
      keep: 33,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01AHGYjSUXXAXMGGbmgqLZwI",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                addBlockedBy: [
                  "4"
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
              tool_use_id: "toolu_01AHGYjSUXXAXMGGbmgqLZwI",
              content: "Error: #1 cannot wait for #4: that closes a circle, #1 → #4 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.",
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
          id: "toolu_018FMgVTdlaYEfRlBDpKndSw",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            addBlocks: [
              "1"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4815,
      output: 35
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 4990 in / 36 out · session 64807 in / 706 out",
      '> TaskUpdate: #3 addBlockedBy=["3"]',
      "  Error: #3 cannot wait for itself."
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
        n: 19,
        usage: {
          input_tokens: 4990,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          addBlockedBy: [
            "3"
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: #3 cannot wait for itself.",
        isError: true
      }
    ],
    request: {
      keep: 35,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_018FMgVTdlaYEfRlBDpKndSw",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                addBlocks: [
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
              tool_use_id: "toolu_018FMgVTdlaYEfRlBDpKndSw",
              content: "Error: #1 cannot wait for #3: that closes a circle, #1 → #3 → #2 → #1 (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.",
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
          id: "toolu_01yc3oxDGSUlPpTetkh8DRy0",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            addBlockedBy: [
              "3"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4990,
      output: 36
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5166 in / 26 out · session 69973 in / 732 out",
      "> TaskList: {}",
      "  #1 [pending] Design the schema",
      "  #2 [pending] Build the API [blocked by #1]",
      "  #3 [pending] Write the tests [blocked by #2]",
      "  #4 [pending] Write the docs [blocked by #2, #1]",
      "  ",
      "  Can start now: #1 Design the schema."
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
        n: 20,
        usage: {
          input_tokens: 5166,
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
        content: "#1 [pending] Design the schema\n#2 [pending] Build the API [blocked by #1]\n#3 [pending] Write the tests [blocked by #2]\n#4 [pending] Write the docs [blocked by #2, #1]\n\nCan start now: #1 Design the schema.",
        isError: false
      }
    ],
    request: {
      keep: 37,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01yc3oxDGSUlPpTetkh8DRy0",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                addBlockedBy: [
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
              tool_use_id: "toolu_01yc3oxDGSUlPpTetkh8DRy0",
              content: "Error: #3 cannot wait for itself.",
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
          id: "toolu_01RJ0BvlcKxt0QWwAD7l5u6S",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5166,
      output: 26
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5332 in / 37 out · session 75305 in / 769 out",
      "> TaskUpdate: #2 status=in_progress",
      "  Error: #2 cannot be started: it waits for #1 Design the schema (pending). Finish that first. Can start now: #1 Design t…"
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
        n: 21,
        usage: {
          input_tokens: 5332,
          output_tokens: 37
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
        content: "Error: #2 cannot be started: it waits for #1 Design the schema (pending). Finish that first. Can start now: #1 Design the schema.",
        isError: true
      }
    ],
    request: {
      keep: 39,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01RJ0BvlcKxt0QWwAD7l5u6S",
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
              tool_use_id: "toolu_01RJ0BvlcKxt0QWwAD7l5u6S",
              content: "#1 [pending] Design the schema\n#2 [pending] Build the API [blocked by #1]\n#3 [pending] Write the tests [blocked by #2]\n#4 [pending] Write the docs [blocked by #2, #1]\n\nCan start now: #1 Design the schema."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01FUDBNJaCR8nCGsu5Fk8DbP",
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
      input: 5332,
      output: 37
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5509 in / 37 out · session 80814 in / 806 out",
      "> TaskUpdate: #1 status=in_progress",
      "  ## Tasks",
      "  [▸] #1 Design the schema (owner: main)",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests [blocked by #2]",
      "  [ ] #4 Write the docs [blocked by #2, #1]",
      "  (0/4 completed)",
      "  #1 is in progress (owner: main)."
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
        n: 22,
        usage: {
          input_tokens: 5509,
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
            text: "[▸] #1 Design the schema (owner: main)",
            status: "in_progress",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests [blocked by #2]",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs [blocked by #2, #1]",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is in progress (owner: main).",
        isError: false
      }
    ],
    request: {
      keep: 41,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01FUDBNJaCR8nCGsu5Fk8DbP",
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
              tool_use_id: "toolu_01FUDBNJaCR8nCGsu5Fk8DbP",
              content: "Error: #2 cannot be started: it waits for #1 Design the schema (pending). Finish that first. Can start now: #1 Design the schema.",
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
          id: "toolu_01oPCVuM96pP2JKaUHIXiuhy",
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
      input: 5509,
      output: 37
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5686 in / 37 out · session 86500 in / 843 out",
      "> TaskUpdate: #1 status=in_progress",
      "  ## Tasks",
      "  [▸] #1 Design the schema (owner: main)",
      "  [ ] #2 Build the API [blocked by #1]",
      "  [ ] #3 Write the tests [blocked by #2]",
      "  [ ] #4 Write the docs [blocked by #2, #1]",
      "  (0/4 completed)",
      "  #1 is already in progress."
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
        n: 23,
        usage: {
          input_tokens: 5686,
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
            text: "[▸] #1 Design the schema (owner: main)",
            status: "in_progress",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API [blocked by #1]",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests [blocked by #2]",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs [blocked by #2, #1]",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is already in progress.",
        isError: false
      }
    ],
    request: {
      keep: 43,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01oPCVuM96pP2JKaUHIXiuhy",
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
              tool_use_id: "toolu_01oPCVuM96pP2JKaUHIXiuhy",
              content: "#1 is in progress (owner: main)."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01EBrBNlyct6GBjZSfSFlOG0",
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
      input: 5686,
      output: 37
    }
  },
  {
    n: 24,
    terminal: [
      "  ↳ round 24 · 5863 in / 36 out · session 92363 in / 879 out",
      "> TaskUpdate: #3 status=completed",
      "  Error: #3 cannot be completed: it waits for #2 Build the API (pending). Finish that first. No task can start now: each …"
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
        n: 24,
        usage: {
          input_tokens: 5863,
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
        kind: "tool-result",
        content: "Error: #3 cannot be completed: it waits for #2 Build the API (pending). Finish that first. No task can start now: each open one is in progress or waits for another.",
        isError: true
      }
    ],
    request: {
      keep: 45,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01EBrBNlyct6GBjZSfSFlOG0",
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
              tool_use_id: "toolu_01EBrBNlyct6GBjZSfSFlOG0",
              content: "#1 is already in progress."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01FQSRf8e3wFc9D5OwM3be5Q",
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
      input: 5863,
      output: 36
    }
  },
  {
    n: 25,
    terminal: [
      "  ↳ round 25 · 6039 in / 36 out · session 98402 in / 915 out",
      "> TaskUpdate: #1 status=completed",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [ ] #2 Build the API",
      "  [ ] #3 Write the tests [blocked by #2]",
      "  [ ] #4 Write the docs [blocked by #2]",
      "  (1/4 completed)",
      "  #1 is completed. Unblocked: #2 Build the API."
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
        n: 25,
        usage: {
          input_tokens: 6039,
          output_tokens: 36
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
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[ ] #2 Build the API",
            status: "pending",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests [blocked by #2]",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs [blocked by #2]",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is completed. Unblocked: #2 Build the API.",
        isError: false
      }
    ],
    request: {
      keep: 47,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01FQSRf8e3wFc9D5OwM3be5Q",
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
              tool_use_id: "toolu_01FQSRf8e3wFc9D5OwM3be5Q",
              content: "Error: #3 cannot be completed: it waits for #2 Build the API (pending). Finish that first. No task can start now: each open one is in progress or waits for another.",
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
          id: "toolu_013zSZT3PO5PSbqHIFSLlipA",
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
      input: 6039,
      output: 36
    }
  },
  {
    n: 26,
    terminal: [
      "  ↳ round 26 · 6215 in / 36 out · session 104617 in / 951 out",
      "> TaskUpdate: #2 status=completed",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [ ] #3 Write the tests",
      "  [ ] #4 Write the docs",
      "  (2/4 completed)",
      "  #2 is completed. Unblocked: #3 Write the tests, #4 Write the docs."
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
        n: 26,
        usage: {
          input_tokens: 6215,
          output_tokens: 36
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
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the tests",
            status: "pending",
            activity: "Write the tests"
          },
          {
            text: "[ ] #4 Write the docs",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is completed. Unblocked: #3 Write the tests, #4 Write the docs.",
        isError: false
      }
    ],
    request: {
      keep: 49,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_013zSZT3PO5PSbqHIFSLlipA",
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
              tool_use_id: "toolu_013zSZT3PO5PSbqHIFSLlipA",
              content: "#1 is completed. Unblocked: #2 Build the API."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01AskHMo3yZpWBrgqwTICTyS",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6215,
      output: 36
    }
  },
  {
    n: 27,
    terminal: [
      "  ↳ round 27 · 6391 in / 35 out · session 111008 in / 986 out",
      "> TaskUpdate: #3 status=done",
      '  Error: Invalid input for TaskUpdate: status: Invalid option: expected one of "pending"|"in_progress"|"completed"|"delet…'
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
        n: 27,
        usage: {
          input_tokens: 6391,
          output_tokens: 35
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          status: "done"
        }
      },
      {
        kind: "tool-result",
        content: 'Error: Invalid input for TaskUpdate: status: Invalid option: expected one of "pending"|"in_progress"|"completed"|"deleted"',
        isError: true
      }
    ],
    request: {
      keep: 51,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01AskHMo3yZpWBrgqwTICTyS",
              name: "TaskUpdate",
              input: {
                taskId: "2",
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
              tool_use_id: "toolu_01AskHMo3yZpWBrgqwTICTyS",
              content: "#2 is completed. Unblocked: #3 Write the tests, #4 Write the docs."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01LFyiLOKB1V7LZimP6yWOtK",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            status: "done"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6391,
      output: 35
    }
  },
  {
    n: 28,
    terminal: [
      "  ↳ round 28 · 6566 in / 30 out · session 117574 in / 1016 out",
      "> TaskUpdate: #3",
      "  Error: Nothing to change in #3: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks."
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
        n: 28,
        usage: {
          input_tokens: 6566,
          output_tokens: 30
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Nothing to change in #3: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks.",
        isError: true
      }
    ],
    request: {
      keep: 53,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01LFyiLOKB1V7LZimP6yWOtK",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                status: "done"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01LFyiLOKB1V7LZimP6yWOtK",
              content: 'Error: Invalid input for TaskUpdate: status: Invalid option: expected one of "pending"|"in_progress"|"completed"|"deleted"',
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
          id: "toolu_01uqdHBzIIMVjEMeohut3g3a",
          name: "TaskUpdate",
          input: {
            taskId: "3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6566,
      output: 30
    }
  },
  {
    n: 29,
    terminal: [
      "  ↳ round 29 · 6736 in / 51 out · session 124310 in / 1067 out",
      "> TaskUpdate: #3 subject=Write the unit tests activeForm=Writing the unit tests",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [ ] #3 Write the unit tests",
      "  [ ] #4 Write the docs",
      "  (2/4 completed)",
      "  Updated #3: subject, activeForm."
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
        n: 29,
        usage: {
          input_tokens: 6736,
          output_tokens: 51
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          subject: "Write the unit tests",
          activeForm: "Writing the unit tests"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the unit tests",
            status: "pending",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #4 Write the docs",
            status: "pending",
            activity: "Write the docs"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Updated #3: subject, activeForm.",
        isError: false
      }
    ],
    request: {
      keep: 55,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01uqdHBzIIMVjEMeohut3g3a",
              name: "TaskUpdate",
              input: {
                taskId: "3"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01uqdHBzIIMVjEMeohut3g3a",
              content: "Error: Nothing to change in #3: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks.",
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
          id: "toolu_01pmBPCslHWA6YLFVZzJvMAB",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            subject: "Write the unit tests",
            activeForm: "Writing the unit tests"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6736,
      output: 51
    }
  },
  {
    n: 30,
    terminal: [
      "  ↳ round 30 · 6927 in / 36 out · session 131237 in / 1103 out",
      "> TaskUpdate: #4 status=deleted",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [ ] #3 Write the unit tests",
      "  (2/3 completed)",
      "  Task #4 deleted."
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
        n: 30,
        usage: {
          input_tokens: 6927,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          status: "deleted"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the unit tests",
            status: "pending",
            activity: "Writing the unit tests"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #4 deleted.",
        isError: false
      }
    ],
    request: {
      keep: 57,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01pmBPCslHWA6YLFVZzJvMAB",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                subject: "Write the unit tests",
                activeForm: "Writing the unit tests"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01pmBPCslHWA6YLFVZzJvMAB",
              content: "Updated #3: subject, activeForm."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01vkxt8mdyZaXSoJXi0cXIVD",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "deleted"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6927,
      output: 36
    }
  },
  {
    n: 31,
    terminal: [
      "  ↳ round 31 · 7103 in / 29 out · session 138340 in / 1132 out",
      "> TaskGet: #4",
      "  Error: No task #4. The tasks are #1, #2, #3: ids are the numbers TaskCreate gave (TaskList shows them)."
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
        n: 31,
        usage: {
          input_tokens: 7103,
          output_tokens: 29
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
        content: "Error: No task #4. The tasks are #1, #2, #3: ids are the numbers TaskCreate gave (TaskList shows them).",
        isError: true
      }
    ],
    request: {
      keep: 59,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01vkxt8mdyZaXSoJXi0cXIVD",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                status: "deleted"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01vkxt8mdyZaXSoJXi0cXIVD",
              content: "Task #4 deleted."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01MNLsjEaCfAovSeP0PYGnTT",
          name: "TaskGet",
          input: {
            taskId: "4"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7103,
      output: 29
    }
  },
  {
    n: 32,
    terminal: [
      "  ↳ round 32 · 7272 in / 41 out · session 145612 in / 1173 out",
      "> TaskCreate: Write the README",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [ ] #3 Write the unit tests",
      "  [ ] #5 Write the README",
      "  (2/4 completed)",
      "  Task #5 created: Write the README"
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
        n: 32,
        usage: {
          input_tokens: 7272,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Write the README",
          description: "Usage."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the unit tests",
            status: "pending",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #5 created: Write the README",
        isError: false
      }
    ],
    request: {
      keep: 61,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01MNLsjEaCfAovSeP0PYGnTT",
              name: "TaskGet",
              input: {
                taskId: "4"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01MNLsjEaCfAovSeP0PYGnTT",
              content: "Error: No task #4. The tasks are #1, #2, #3: ids are the numbers TaskCreate gave (TaskList shows them).",
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
          id: "toolu_011EmEmXMuJVgXDrrqNHihTl",
          name: "TaskCreate",
          input: {
            subject: "Write the README",
            description: "Usage."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7272,
      output: 41
    }
  },
  {
    n: 33,
    terminal: [
      "  ↳ round 33 · 7453 in / 121 out · session 153065 in / 1294 out",
      `> bash: mkdir .tasks/.lock; (sleep 0.5; echo '{"id":"6","subject":"Review the API","description":"Added by …`,
      "  alice holds the lock"
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
        n: 33,
        usage: {
          input_tokens: 7453,
          output_tokens: 121
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `mkdir .tasks/.lock; (sleep 0.5; echo '{"id":"6","subject":"Review the API","description":"Added by alice while she held the lock.","status":"in_progress","owner":"alice","blockedBy":[],"blocks":[]}' > .tasks/6.json; echo 6 > .tasks/.highwatermark; rmdir .tasks/.lock) & echo "alice holds the lock"`
        }
      },
      {
        kind: "tool-result",
        content: "alice holds the lock",
        isError: false
      }
    ],
    request: {
      keep: 63,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_011EmEmXMuJVgXDrrqNHihTl",
              name: "TaskCreate",
              input: {
                subject: "Write the README",
                description: "Usage."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_011EmEmXMuJVgXDrrqNHihTl",
              content: "Task #5 created: Write the README"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01J84j1UFUgSgd8LC5I7AaGa",
          name: "bash",
          input: {
            command: `mkdir .tasks/.lock; (sleep 0.5; echo '{"id":"6","subject":"Review the API","description":"Added by alice while she held the lock.","status":"in_progress","owner":"alice","blockedBy":[],"blocks":[]}' > .tasks/6.json; echo 6 > .tasks/.highwatermark; rmdir .tasks/.lock) & echo "alice holds the lock"`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7453,
      output: 121
    }
  },
  {
    n: 34,
    terminal: [
      "  ↳ round 34 · 7714 in / 39 out · session 160779 in / 1333 out",
      "> TaskCreate: Tag notes",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [ ] #3 Write the unit tests",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  (2/6 completed)",
      "  Task #7 created: Tag notes"
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
        n: 34,
        usage: {
          input_tokens: 7714,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Tag notes",
          description: "Tags."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[ ] #3 Write the unit tests",
            status: "pending",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #7 created: Tag notes",
        isError: false
      }
    ],
    request: {
      keep: 65,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01J84j1UFUgSgd8LC5I7AaGa",
              name: "bash",
              input: {
                command: `mkdir .tasks/.lock; (sleep 0.5; echo '{"id":"6","subject":"Review the API","description":"Added by alice while she held the lock.","status":"in_progress","owner":"alice","blockedBy":[],"blocks":[]}' > .tasks/6.json; echo 6 > .tasks/.highwatermark; rmdir .tasks/.lock) & echo "alice holds the lock"`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01J84j1UFUgSgd8LC5I7AaGa",
              content: "alice holds the lock"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01CvEroNRG8zbCtArj7uS5sa",
          name: "TaskCreate",
          input: {
            subject: "Tag notes",
            description: "Tags."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7714,
      output: 39
    }
  },
  {
    n: 35,
    terminal: [
      "  ↳ round 35 · 7893 in / 36 out · session 168672 in / 1369 out",
      "> TaskUpdate: #6 status=completed",
      "  Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the READM…"
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
        n: 35,
        usage: {
          input_tokens: 7893,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "6",
          status: "completed"
        }
      },
      {
        kind: "tool-result",
        content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
        isError: true
      }
    ],
    request: {
      keep: 67,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01CvEroNRG8zbCtArj7uS5sa",
              name: "TaskCreate",
              input: {
                subject: "Tag notes",
                description: "Tags."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01CvEroNRG8zbCtArj7uS5sa",
              content: "Task #7 created: Tag notes"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01jcp8BPs3fR6STIlCbuDsaq",
          name: "TaskUpdate",
          input: {
            taskId: "6",
            status: "completed"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7893,
      output: 36
    }
  },
  {
    n: 36,
    terminal: [
      "  ↳ round 36 · 8069 in / 41 out · session 176741 in / 1410 out",
      "> TaskUpdate: #6 status=completed owner=alice",
      "  Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the READM…"
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
        n: 36,
        usage: {
          input_tokens: 8069,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "6",
          status: "completed",
          owner: "alice"
        }
      },
      {
        kind: "tool-result",
        content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
        isError: true
      }
    ],
    request: {
      keep: 69,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01jcp8BPs3fR6STIlCbuDsaq",
              name: "TaskUpdate",
              input: {
                taskId: "6",
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
              tool_use_id: "toolu_01jcp8BPs3fR6STIlCbuDsaq",
              content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
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
          id: "toolu_01e5m6GLvYuceRlXrgZdiMs2",
          name: "TaskUpdate",
          input: {
            taskId: "6",
            status: "completed",
            owner: "alice"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8069,
      output: 41
    }
  },
  {
    n: 37,
    terminal: [
      "  ↳ round 37 · 8250 in / 35 out · session 184991 in / 1445 out",
      "> TaskUpdate: #6 owner=main",
      "  Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the READM…"
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
        n: 37,
        usage: {
          input_tokens: 8250,
          output_tokens: 35
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "6",
          owner: "main"
        }
      },
      {
        kind: "tool-result",
        content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
        isError: true
      }
    ],
    request: {
      keep: 71,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01e5m6GLvYuceRlXrgZdiMs2",
              name: "TaskUpdate",
              input: {
                taskId: "6",
                status: "completed",
                owner: "alice"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01e5m6GLvYuceRlXrgZdiMs2",
              content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
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
          id: "toolu_01RzwGpwpAOEtvCo1TWDUNEX",
          name: "TaskUpdate",
          input: {
            taskId: "6",
            owner: "main"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8250,
      output: 35
    }
  },
  {
    n: 38,
    terminal: [
      "  ↳ round 38 · 8425 in / 37 out · session 193416 in / 1482 out",
      "> TaskUpdate: #3 status=in_progress",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  (2/6 completed)",
      "  #3 is in progress (owner: main)."
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
        n: 38,
        usage: {
          input_tokens: 8425,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 is in progress (owner: main).",
        isError: false
      }
    ],
    request: {
      keep: 73,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01RzwGpwpAOEtvCo1TWDUNEX",
              name: "TaskUpdate",
              input: {
                taskId: "6",
                owner: "main"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01RzwGpwpAOEtvCo1TWDUNEX",
              content: "Error: #6 is in progress, owned by alice: leave it to alice. Can start now: #3 Write the unit tests, #5 Write the README, #7 Tag notes.",
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
          id: "toolu_01PctQqNbCWWpqOdWWWXfLYN",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            status: "in_progress"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8425,
      output: 37
    }
  },
  {
    n: 39,
    terminal: [
      "  ↳ round 39 · 8602 in / 36 out · session 202018 in / 1518 out",
      '> TaskUpdate: #3 addBlockedBy=["7"]',
      '  Error: #3 is in progress, so it cannot wait for #7 (pending) now: put #3 back to pending first (status "pending").'
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
        n: 39,
        usage: {
          input_tokens: 8602,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          addBlockedBy: [
            "7"
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: #3 is in progress, so it cannot wait for #7 (pending) now: put #3 back to pending first (status "pending").',
        isError: true
      }
    ],
    request: {
      keep: 75,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01PctQqNbCWWpqOdWWWXfLYN",
              name: "TaskUpdate",
              input: {
                taskId: "3",
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
              tool_use_id: "toolu_01PctQqNbCWWpqOdWWWXfLYN",
              content: "#3 is in progress (owner: main)."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_017LwvZUVIv1pNGd7xiUmwOi",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            addBlockedBy: [
              "7"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8602,
      output: 36
    }
  },
  {
    n: 40,
    terminal: [
      "  ↳ round 40 · 8778 in / 36 out · session 210796 in / 1554 out",
      "> TaskUpdate: #5 status=pending",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  (2/6 completed)",
      "  #5 is already pending."
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
        n: 40,
        usage: {
          input_tokens: 8778,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "5",
          status: "pending"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#5 is already pending.",
        isError: false
      }
    ],
    request: {
      keep: 77,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_017LwvZUVIv1pNGd7xiUmwOi",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                addBlockedBy: [
                  "7"
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
              tool_use_id: "toolu_017LwvZUVIv1pNGd7xiUmwOi",
              content: 'Error: #3 is in progress, so it cannot wait for #7 (pending) now: put #3 back to pending first (status "pending").',
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
          id: "toolu_01wx6i4m4sc3s20EIEQ7RYjV",
          name: "TaskUpdate",
          input: {
            taskId: "5",
            status: "pending"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8778,
      output: 36
    }
  },
  {
    n: 41,
    terminal: [
      "  ↳ round 41 · 8954 in / 75 out · session 219750 in / 1629 out",
      `> bash: mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() - 4000); require("node:fs").utimesSync…`,
      "  bob died holding the lock"
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
        n: 41,
        usage: {
          input_tokens: 8954,
          output_tokens: 75
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() - 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "bob died holding the lock"`
        }
      },
      {
        kind: "tool-result",
        content: "bob died holding the lock",
        isError: false
      }
    ],
    request: {
      keep: 79,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01wx6i4m4sc3s20EIEQ7RYjV",
              name: "TaskUpdate",
              input: {
                taskId: "5",
                status: "pending"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01wx6i4m4sc3s20EIEQ7RYjV",
              content: "#5 is already pending."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01y06UIzR3xMnkVADJeJuVyZ",
          name: "bash",
          input: {
            command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() - 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "bob died holding the lock"`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 8954,
      output: 75
    }
  },
  {
    n: 42,
    terminal: [
      "  ↳ round 42 · 9169 in / 44 out · session 228919 in / 1673 out",
      "> TaskCreate: 5",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  [ ] #8 5",
      "  (2/7 completed)",
      "  Task #8 created: 5"
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
        n: 42,
        usage: {
          input_tokens: 9169,
          output_tokens: 44
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "5",
          description: "Release 5 of the notes format."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #8 created: 5",
        isError: false
      }
    ],
    request: {
      keep: 81,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01y06UIzR3xMnkVADJeJuVyZ",
              name: "bash",
              input: {
                command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() - 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "bob died holding the lock"`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01y06UIzR3xMnkVADJeJuVyZ",
              content: "bob died holding the lock"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01BVduo7ZC4nz8eg3g7wDkRV",
          name: "TaskCreate",
          input: {
            subject: "5",
            description: "Release 5 of the notes format."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 9169,
      output: 44
    }
  },
  {
    n: 43,
    terminal: [
      "  ↳ round 43 · 9353 in / 41 out · session 238272 in / 1714 out",
      "> TaskCreate: Export notes",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  (2/8 completed)",
      "  Task #9 created: Export notes"
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
        n: 43,
        usage: {
          input_tokens: 9353,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Export notes",
          description: "To JSON."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #9 created: Export notes",
        isError: false
      }
    ],
    request: {
      keep: 83,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01BVduo7ZC4nz8eg3g7wDkRV",
              name: "TaskCreate",
              input: {
                subject: "5",
                description: "Release 5 of the notes format."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01BVduo7ZC4nz8eg3g7wDkRV",
              content: "Task #8 created: 5"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_018lSA5ycWN2c3E70AXpLjVM",
          name: "TaskCreate",
          input: {
            subject: "Export notes",
            description: "To JSON."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 9353,
      output: 41
    }
  },
  {
    n: 44,
    terminal: [
      "  ↳ round 44 · 9534 in / 41 out · session 247806 in / 1755 out",
      "> TaskCreate: Import notes",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes",
      "  (2/9 completed)",
      "  Task #10 created: Import notes"
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
        n: 44,
        usage: {
          input_tokens: 9534,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Import notes",
          description: "From JSON."
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes",
            status: "pending",
            activity: "Import notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #10 created: Import notes",
        isError: false
      }
    ],
    request: {
      keep: 85,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_018lSA5ycWN2c3E70AXpLjVM",
              name: "TaskCreate",
              input: {
                subject: "Export notes",
                description: "To JSON."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_018lSA5ycWN2c3E70AXpLjVM",
              content: "Task #9 created: Export notes"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01nim6R89g3TGxTO7vODSbvs",
          name: "TaskCreate",
          input: {
            subject: "Import notes",
            description: "From JSON."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 9534,
      output: 41
    }
  },
  {
    n: 45,
    terminal: [
      "  ↳ round 45 · 9715 in / 36 out · session 257521 in / 1791 out",
      '> TaskUpdate: #7 addBlockedBy=["5"]',
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes [blocked by #5]",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes",
      "  (2/9 completed)",
      "  #7 now waits for #5."
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
        n: 45,
        usage: {
          input_tokens: 9715,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "7",
          addBlockedBy: [
            "5"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes [blocked by #5]",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes",
            status: "pending",
            activity: "Import notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#7 now waits for #5.",
        isError: false
      }
    ],
    request: {
      keep: 87,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01nim6R89g3TGxTO7vODSbvs",
              name: "TaskCreate",
              input: {
                subject: "Import notes",
                description: "From JSON."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01nim6R89g3TGxTO7vODSbvs",
              content: "Task #10 created: Import notes"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01swbS6mP3OEnfVyErgwb5XY",
          name: "TaskUpdate",
          input: {
            taskId: "7",
            addBlockedBy: [
              "5"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 9715,
      output: 36
    }
  },
  {
    n: 46,
    terminal: [
      "  ↳ round 46 · 9891 in / 37 out · session 267412 in / 1828 out",
      '> TaskUpdate: #5 addBlocks=["10","9"]',
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [ ] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes [blocked by #5]",
      "  [ ] #8 5",
      "  [ ] #9 Export notes [blocked by #5]",
      "  [ ] #10 Import notes [blocked by #5]",
      "  (2/9 completed)",
      "  #10 now waits for #5. #9 now waits for #5."
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
        n: 46,
        usage: {
          input_tokens: 9891,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "5",
          addBlocks: [
            "10",
            "9"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[ ] #5 Write the README",
            status: "pending",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes [blocked by #5]",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes [blocked by #5]",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes [blocked by #5]",
            status: "pending",
            activity: "Import notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#10 now waits for #5. #9 now waits for #5.",
        isError: false
      }
    ],
    request: {
      keep: 89,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01swbS6mP3OEnfVyErgwb5XY",
              name: "TaskUpdate",
              input: {
                taskId: "7",
                addBlockedBy: [
                  "5"
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
              tool_use_id: "toolu_01swbS6mP3OEnfVyErgwb5XY",
              content: "#7 now waits for #5."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01DgH1DKgHpLzYRLEAc224vw",
          name: "TaskUpdate",
          input: {
            taskId: "5",
            addBlocks: [
              "10",
              "9"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 9891,
      output: 37
    }
  },
  {
    n: 47,
    terminal: [
      "  ↳ round 47 · 10068 in / 40 out · session 277480 in / 1868 out",
      '> TaskUpdate: #10 addBlockedBy=["export NOTES"]',
      '  Error: "export NOTES" is a subject, not a task id: blockers are given by id. #9 is "Export notes", so write "9".'
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
        n: 47,
        usage: {
          input_tokens: 10068,
          output_tokens: 40
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "10",
          addBlockedBy: [
            "export NOTES"
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: "export NOTES" is a subject, not a task id: blockers are given by id. #9 is "Export notes", so write "9".',
        isError: true
      }
    ],
    request: {
      keep: 91,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01DgH1DKgHpLzYRLEAc224vw",
              name: "TaskUpdate",
              input: {
                taskId: "5",
                addBlocks: [
                  "10",
                  "9"
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
              tool_use_id: "toolu_01DgH1DKgHpLzYRLEAc224vw",
              content: "#10 now waits for #5. #9 now waits for #5."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01DdECjIdLrYmYgnSPFCeAze",
          name: "TaskUpdate",
          input: {
            taskId: "10",
            addBlockedBy: [
              "export NOTES"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 10068,
      output: 40
    }
  },
  {
    n: 48,
    terminal: [
      "  ↳ round 48 · 10248 in / 37 out · session 287728 in / 1905 out",
      '> TaskUpdate: #10 addBlockedBy=["11"]',
      "  Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write…"
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
        n: 48,
        usage: {
          input_tokens: 10248,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "10",
          addBlockedBy: [
            "11"
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the unit tests, #5 Write the README, #6 Review the API, #7 Tag notes, #8 5, #9 Export notes, #10 Import notes.",
        isError: true
      }
    ],
    request: {
      keep: 93,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01DdECjIdLrYmYgnSPFCeAze",
              name: "TaskUpdate",
              input: {
                taskId: "10",
                addBlockedBy: [
                  "export NOTES"
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
              tool_use_id: "toolu_01DdECjIdLrYmYgnSPFCeAze",
              content: 'Error: "export NOTES" is a subject, not a task id: blockers are given by id. #9 is "Export notes", so write "9".',
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
          id: "toolu_01lPOMWTjexSvaCg78nN3qVa",
          name: "TaskUpdate",
          input: {
            taskId: "10",
            addBlockedBy: [
              "11"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 10248,
      output: 37
    }
  },
  {
    n: 49,
    terminal: [
      "  ↳ round 49 · 10425 in / 36 out · session 298153 in / 1941 out",
      "> TaskUpdate: #5 status=completed",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [✓] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes",
      "  (3/9 completed)",
      "  #5 is completed. Unblocked: #7 Tag notes, #10 Import notes, #9 Export notes."
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
        n: 49,
        usage: {
          input_tokens: 10425,
          output_tokens: 36
        },
        stop: "tool_use"
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
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[✓] #5 Write the README",
            status: "completed",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes",
            status: "pending",
            activity: "Import notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#5 is completed. Unblocked: #7 Tag notes, #10 Import notes, #9 Export notes.",
        isError: false
      }
    ],
    request: {
      keep: 95,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01lPOMWTjexSvaCg78nN3qVa",
              name: "TaskUpdate",
              input: {
                taskId: "10",
                addBlockedBy: [
                  "11"
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
              tool_use_id: "toolu_01lPOMWTjexSvaCg78nN3qVa",
              content: "Error: No task #11. Blockers are task ids, not subjects; the tasks are #1 Design the schema, #2 Build the API, #3 Write the unit tests, #5 Write the README, #6 Review the API, #7 Tag notes, #8 5, #9 Export notes, #10 Import notes.",
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
          id: "toolu_012jp7WubjDFVlKHX8MLAtyV",
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
      input: 10425,
      output: 36
    }
  },
  {
    n: 50,
    terminal: [
      "  ↳ round 50 · 10601 in / 38 out · session 308754 in / 1979 out",
      '> TaskUpdate: #10 addBlockedBy=["9"," #8"]',
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [✓] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes [blocked by #9, #8]",
      "  (3/9 completed)",
      "  #10 now waits for #9. #10 now waits for #8."
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
        n: 50,
        usage: {
          input_tokens: 10601,
          output_tokens: 38
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "10",
          addBlockedBy: [
            "9",
            " #8"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[✓] #5 Write the README",
            status: "completed",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes [blocked by #9, #8]",
            status: "pending",
            activity: "Import notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#10 now waits for #9. #10 now waits for #8.",
        isError: false
      }
    ],
    request: {
      keep: 97,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_012jp7WubjDFVlKHX8MLAtyV",
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
              tool_use_id: "toolu_012jp7WubjDFVlKHX8MLAtyV",
              content: "#5 is completed. Unblocked: #7 Tag notes, #10 Import notes, #9 Export notes."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01EvtCDdLBN66Tiyna1qrpuZ",
          name: "TaskUpdate",
          input: {
            taskId: "10",
            addBlockedBy: [
              "9",
              " #8"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 10601,
      output: 38
    }
  },
  {
    n: 51,
    terminal: [
      "  ↳ round 51 · 10779 in / 148 out · session 319533 in / 2127 out",
      `> bash: echo '{"id":"11","subject":"Sync notes","description":"Written by hand.","status":"pending","owner"…`,
      "  #11 and #12 wait for each other"
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
        n: 51,
        usage: {
          input_tokens: 10779,
          output_tokens: 148
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `echo '{"id":"11","subject":"Sync notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["12"],"blocks":["12"]}' > .tasks/11.json && echo '{"id":"12","subject":"Merge notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["11"],"blocks":["11"]}' > .tasks/12.json && echo "#11 and #12 wait for each other"`
        }
      },
      {
        kind: "tool-result",
        content: "#11 and #12 wait for each other",
        isError: false
      }
    ],
    request: {
      keep: 99,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01EvtCDdLBN66Tiyna1qrpuZ",
              name: "TaskUpdate",
              input: {
                taskId: "10",
                addBlockedBy: [
                  "9",
                  " #8"
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
              tool_use_id: "toolu_01EvtCDdLBN66Tiyna1qrpuZ",
              content: "#10 now waits for #9. #10 now waits for #8."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01BsTbm3F2EGLsg9Z6DIyYeq",
          name: "bash",
          input: {
            command: `echo '{"id":"11","subject":"Sync notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["12"],"blocks":["12"]}' > .tasks/11.json && echo '{"id":"12","subject":"Merge notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["11"],"blocks":["11"]}' > .tasks/12.json && echo "#11 and #12 wait for each other"`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 10779,
      output: 148
    }
  },
  {
    n: 52,
    terminal: [
      "  ↳ round 52 · 11067 in / 37 out · session 330600 in / 2164 out",
      '> TaskUpdate: #7 addBlockedBy=["11"]',
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [✓] #2 Build the API",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [✓] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes [blocked by #11]",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes [blocked by #9, #8]",
      "  [ ] #11 Sync notes [blocked by #12]",
      "  [ ] #12 Merge notes [blocked by #11]",
      "  (3/11 completed)",
      "  #7 now waits for #11."
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
        n: 52,
        usage: {
          input_tokens: 11067,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "7",
          addBlockedBy: [
            "11"
          ]
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[✓] #2 Build the API",
            status: "completed",
            activity: "Build the API"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[✓] #5 Write the README",
            status: "completed",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes [blocked by #11]",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes [blocked by #9, #8]",
            status: "pending",
            activity: "Import notes"
          },
          {
            text: "[ ] #11 Sync notes [blocked by #12]",
            status: "pending",
            activity: "Sync notes"
          },
          {
            text: "[ ] #12 Merge notes [blocked by #11]",
            status: "pending",
            activity: "Merge notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#7 now waits for #11.",
        isError: false
      }
    ],
    request: {
      keep: 101,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01BsTbm3F2EGLsg9Z6DIyYeq",
              name: "bash",
              input: {
                command: `echo '{"id":"11","subject":"Sync notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["12"],"blocks":["12"]}' > .tasks/11.json && echo '{"id":"12","subject":"Merge notes","description":"Written by hand.","status":"pending","owner":null,"blockedBy":["11"],"blocks":["11"]}' > .tasks/12.json && echo "#11 and #12 wait for each other"`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01BsTbm3F2EGLsg9Z6DIyYeq",
              content: "#11 and #12 wait for each other"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01jYGcsbVAsrLQZU9MEdELxX",
          name: "TaskUpdate",
          input: {
            taskId: "7",
            addBlockedBy: [
              "11"
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11067,
      output: 37
    }
  },
  {
    n: 53,
    terminal: [
      "  ↳ round 53 · 11244 in / 36 out · session 341844 in / 2200 out",
      "> TaskUpdate: #2 status=deleted",
      "  ## Tasks",
      "  [✓] #1 Design the schema",
      "  [▸] #3 Write the unit tests (owner: main)",
      "  [✓] #5 Write the README",
      "  [▸] #6 Review the API (owner: alice)",
      "  [ ] #7 Tag notes [blocked by #11]",
      "  [ ] #8 5",
      "  [ ] #9 Export notes",
      "  [ ] #10 Import notes [blocked by #9, #8]",
      "  [ ] #11 Sync notes [blocked by #12]",
      "  [ ] #12 Merge notes [blocked by #11]",
      "  (2/10 completed)",
      "  Task #2 deleted."
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
        n: 53,
        usage: {
          input_tokens: 11244,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "2",
          status: "deleted"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Design the schema",
            status: "completed",
            activity: "Designing the schema"
          },
          {
            text: "[▸] #3 Write the unit tests (owner: main)",
            status: "in_progress",
            activity: "Writing the unit tests"
          },
          {
            text: "[✓] #5 Write the README",
            status: "completed",
            activity: "Write the README"
          },
          {
            text: "[▸] #6 Review the API (owner: alice)",
            status: "in_progress",
            activity: "Review the API"
          },
          {
            text: "[ ] #7 Tag notes [blocked by #11]",
            status: "pending",
            activity: "Tag notes"
          },
          {
            text: "[ ] #8 5",
            status: "pending",
            activity: "5"
          },
          {
            text: "[ ] #9 Export notes",
            status: "pending",
            activity: "Export notes"
          },
          {
            text: "[ ] #10 Import notes [blocked by #9, #8]",
            status: "pending",
            activity: "Import notes"
          },
          {
            text: "[ ] #11 Sync notes [blocked by #12]",
            status: "pending",
            activity: "Sync notes"
          },
          {
            text: "[ ] #12 Merge notes [blocked by #11]",
            status: "pending",
            activity: "Merge notes"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 deleted.",
        isError: false
      }
    ],
    request: {
      keep: 103,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01jYGcsbVAsrLQZU9MEdELxX",
              name: "TaskUpdate",
              input: {
                taskId: "7",
                addBlockedBy: [
                  "11"
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
              tool_use_id: "toolu_01jYGcsbVAsrLQZU9MEdELxX",
              content: "#7 now waits for #11."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01DCnl7tPlHTEdlSjIZ90UI5",
          name: "TaskUpdate",
          input: {
            taskId: "2",
            status: "deleted"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11244,
      output: 36
    }
  },
  {
    n: 54,
    terminal: [
      "  ↳ round 54 · 11420 in / 74 out · session 353264 in / 2274 out",
      `> bash: mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() + 4000); require("node:fs").utimesSync…`,
      "  carol holds the lock"
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
        n: 54,
        usage: {
          input_tokens: 11420,
          output_tokens: 74
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() + 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "carol holds the lock"`
        }
      },
      {
        kind: "tool-result",
        content: "carol holds the lock",
        isError: false
      }
    ],
    request: {
      keep: 105,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01DCnl7tPlHTEdlSjIZ90UI5",
              name: "TaskUpdate",
              input: {
                taskId: "2",
                status: "deleted"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01DCnl7tPlHTEdlSjIZ90UI5",
              content: "Task #2 deleted."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01UjpUa39rghkYv8HuBci3ae",
          name: "bash",
          input: {
            command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() + 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "carol holds the lock"`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11420,
      output: 74
    }
  },
  {
    n: 55,
    terminal: [
      "  ↳ round 55 · 11634 in / 26 out · session 364898 in / 2300 out",
      "> TaskList: {}",
      "  Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a momen…"
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
        n: 55,
        usage: {
          input_tokens: 11634,
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
        content: "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
        isError: true
      }
    ],
    request: {
      keep: 107,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01UjpUa39rghkYv8HuBci3ae",
              name: "bash",
              input: {
                command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() + 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "carol holds the lock"`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01UjpUa39rghkYv8HuBci3ae",
              content: "carol holds the lock"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01bPqxsUOPaCEfIEFUjoyNhw",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11634,
      output: 26
    }
  },
  {
    n: 56,
    terminal: [
      "  ↳ round 56 · 11800 in / 41 out · session 376698 in / 2341 out",
      '> bash: rmdir .tasks/.lock && echo "carol let go"',
      "  carol let go"
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
        n: 56,
        usage: {
          input_tokens: 11800,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: 'rmdir .tasks/.lock && echo "carol let go"'
        }
      },
      {
        kind: "tool-result",
        content: "carol let go",
        isError: false
      }
    ],
    request: {
      keep: 109,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01bPqxsUOPaCEfIEFUjoyNhw",
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
              tool_use_id: "toolu_01bPqxsUOPaCEfIEFUjoyNhw",
              content: "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
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
          id: "toolu_01NliiPsH5THqobZBur1AKjx",
          name: "bash",
          input: {
            command: 'rmdir .tasks/.lock && echo "carol let go"'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11800,
      output: 41
    }
  },
  {
    n: 57,
    terminal: [
      "  ↳ round 57 · 11981 in / 26 out · session 388679 in / 2367 out",
      "> TaskList: {}",
      "  #1 [completed] Design the schema",
      "  #3 [in_progress] Write the unit tests (owner: main)",
      "  #5 [completed] Write the README",
      "  #6 [in_progress] Review the API (owner: alice)",
      "  #7 [pending] Tag notes [blocked by #11]",
      "  … (+7 lines)"
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
        n: 57,
        usage: {
          input_tokens: 11981,
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
        content: "#1 [completed] Design the schema\n#3 [in_progress] Write the unit tests (owner: main)\n#5 [completed] Write the README\n#6 [in_progress] Review the API (owner: alice)\n#7 [pending] Tag notes [blocked by #11]\n#8 [pending] 5\n#9 [pending] Export notes\n#10 [pending] Import notes [blocked by #9, #8]\n#11 [pending] Sync notes [blocked by #12]\n#12 [pending] Merge notes [blocked by #11]\n\nCan start now: #8 5, #9 Export notes.",
        isError: false
      }
    ],
    request: {
      keep: 111,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01NliiPsH5THqobZBur1AKjx",
              name: "bash",
              input: {
                command: 'rmdir .tasks/.lock && echo "carol let go"'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01NliiPsH5THqobZBur1AKjx",
              content: "carol let go"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_016nyWkZ0mHxJb1uA4EO8x1w",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 11981,
      output: 26
    }
  },
  {
    n: 58,
    terminal: [
      "Done.",
      "  ↳ round 58 · 12147 in / 21 out · session 400826 in / 2388 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 58,
        usage: {
          input_tokens: 12147,
          output_tokens: 21
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      }
    ],
    request: {
      keep: 113,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_016nyWkZ0mHxJb1uA4EO8x1w",
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
              tool_use_id: "toolu_016nyWkZ0mHxJb1uA4EO8x1w",
              content: "#1 [completed] Design the schema\n#3 [in_progress] Write the unit tests (owner: main)\n#5 [completed] Write the README\n#6 [in_progress] Review the API (owner: alice)\n#7 [pending] Tag notes [blocked by #11]\n#8 [pending] 5\n#9 [pending] Export notes\n#10 [pending] Import notes [blocked by #9, #8]\n#11 [pending] Sync notes [blocked by #12]\n#12 [pending] Merge notes [blocked by #11]\n\nCan start now: #8 5, #9 Export notes."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 12147,
      output: 21
    }
  }
];
const s12TaskCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s12TaskCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
