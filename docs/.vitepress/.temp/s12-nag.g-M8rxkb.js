const title = "s12 · nag.json";
const lesson = "s12";
const file = "lessons/s12-tasks/cassettes/nag.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s12 >> Plan the checks as two tasks, then check steps 1 to 25 with one echo each.",
      "  ↳ round 1 · 1800 in / 99 out · session 1800 in / 99 out",
      "> TaskCreate: Check steps 1 to 22",
      "  ## Tasks",
      "  [ ] #1 Check steps 1 to 22",
      "  (0/1 completed)",
      "  Task #1 created: Check steps 1 to 22",
      "> TaskCreate: Check steps 23 to 25",
      "  ## Tasks",
      "  [ ] #1 Check steps 1 to 22",
      "  [ ] #2 Check steps 23 to 25",
      "  (0/2 completed)",
      "  Task #2 created: Check steps 23 to 25"
    ],
    events: [
      {
        kind: "prompt",
        text: "Plan the checks as two tasks, then check steps 1 to 25 with one echo each."
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
          output_tokens: 99
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Check steps 1 to 22",
          description: "One echo each.",
          activeForm: "Checking steps 1 to 22"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Check steps 1 to 22",
            status: "pending",
            activity: "Checking steps 1 to 22"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #1 created: Check steps 1 to 22",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskCreate",
        input: {
          subject: "Check steps 23 to 25",
          description: "One echo each.",
          activeForm: "Checking steps 23 to 25"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[ ] #1 Check steps 1 to 22",
            status: "pending",
            activity: "Checking steps 1 to 22"
          },
          {
            text: "[ ] #2 Check steps 23 to 25",
            status: "pending",
            activity: "Checking steps 23 to 25"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "Task #2 created: Check steps 23 to 25",
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
              text: "Plan the checks as two tasks, then check steps 1 to 25 with one echo each."
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
          id: "toolu_01GeZJ558DIZypq3wGQDUjpy",
          name: "TaskCreate",
          input: {
            subject: "Check steps 1 to 22",
            description: "One echo each.",
            activeForm: "Checking steps 1 to 22"
          }
        },
        {
          type: "tool_use",
          id: "toolu_019itORzOAvNF8fq0LksosA6",
          name: "TaskCreate",
          input: {
            subject: "Check steps 23 to 25",
            description: "One echo each.",
            activeForm: "Checking steps 23 to 25"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 99
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2039 in / 37 out · session 3839 in / 136 out",
      "> TaskUpdate: #1 status=in_progress",
      "  ## Tasks",
      "  [▸] #1 Check steps 1 to 22 (owner: main)",
      "  [ ] #2 Check steps 23 to 25",
      "  (0/2 completed)",
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
        n: 2,
        usage: {
          input_tokens: 2039,
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
            text: "[▸] #1 Check steps 1 to 22 (owner: main)",
            status: "in_progress",
            activity: "Checking steps 1 to 22"
          },
          {
            text: "[ ] #2 Check steps 23 to 25",
            status: "pending",
            activity: "Checking steps 23 to 25"
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
      keep: 1,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01GeZJ558DIZypq3wGQDUjpy",
              name: "TaskCreate",
              input: {
                subject: "Check steps 1 to 22",
                description: "One echo each.",
                activeForm: "Checking steps 1 to 22"
              }
            },
            {
              type: "tool_use",
              id: "toolu_019itORzOAvNF8fq0LksosA6",
              name: "TaskCreate",
              input: {
                subject: "Check steps 23 to 25",
                description: "One echo each.",
                activeForm: "Checking steps 23 to 25"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01GeZJ558DIZypq3wGQDUjpy",
              content: "Task #1 created: Check steps 1 to 22"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_019itORzOAvNF8fq0LksosA6",
              content: "Task #2 created: Check steps 23 to 25"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01RC37552LLvQE1ZajD9fFiT",
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
      input: 2039,
      output: 37
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2216 in / 32 out · session 6055 in / 168 out",
      "> bash: echo step 1",
      "  step 1"
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
          input_tokens: 2216,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 1"
        }
      },
      {
        kind: "tool-result",
        content: "step 1",
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
              id: "toolu_01RC37552LLvQE1ZajD9fFiT",
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
              tool_use_id: "toolu_01RC37552LLvQE1ZajD9fFiT",
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
          id: "toolu_01aJB2PUhh4OEJU8TgVyVC6x",
          name: "bash",
          input: {
            command: "echo step 1"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2216,
      output: 32
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2388 in / 32 out · session 8443 in / 200 out",
      "> bash: echo step 2",
      "  step 2"
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
          input_tokens: 2388,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 2"
        }
      },
      {
        kind: "tool-result",
        content: "step 2",
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
              id: "toolu_01aJB2PUhh4OEJU8TgVyVC6x",
              name: "bash",
              input: {
                command: "echo step 1"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01aJB2PUhh4OEJU8TgVyVC6x",
              content: "step 1"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01x7KREUm8d0OVJoA88s8Jmk",
          name: "bash",
          input: {
            command: "echo step 2"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2388,
      output: 32
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2560 in / 32 out · session 11003 in / 232 out",
      "> bash: echo step 3",
      "  step 3"
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
          input_tokens: 2560,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 3"
        }
      },
      {
        kind: "tool-result",
        content: "step 3",
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
              type: "tool_use",
              id: "toolu_01x7KREUm8d0OVJoA88s8Jmk",
              name: "bash",
              input: {
                command: "echo step 2"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01x7KREUm8d0OVJoA88s8Jmk",
              content: "step 2"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01iAa5SWuh2AT4wuICAr43rL",
          name: "bash",
          input: {
            command: "echo step 3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2560,
      output: 32
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2732 in / 32 out · session 13735 in / 264 out",
      "> bash: echo step 4",
      "  step 4"
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
          input_tokens: 2732,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 4"
        }
      },
      {
        kind: "tool-result",
        content: "step 4",
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
              type: "tool_use",
              id: "toolu_01iAa5SWuh2AT4wuICAr43rL",
              name: "bash",
              input: {
                command: "echo step 3"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01iAa5SWuh2AT4wuICAr43rL",
              content: "step 3"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01nApB8jst2HUrRBoPs7gFWS",
          name: "bash",
          input: {
            command: "echo step 4"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2732,
      output: 32
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2904 in / 32 out · session 16639 in / 296 out",
      "> bash: echo step 5",
      "  step 5"
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
          input_tokens: 2904,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 5"
        }
      },
      {
        kind: "tool-result",
        content: "step 5",
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
              id: "toolu_01nApB8jst2HUrRBoPs7gFWS",
              name: "bash",
              input: {
                command: "echo step 4"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01nApB8jst2HUrRBoPs7gFWS",
              content: "step 4"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01yq0phDwo1pJewkBd2OLcGy",
          name: "bash",
          input: {
            command: "echo step 5"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2904,
      output: 32
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3076 in / 32 out · session 19715 in / 328 out",
      "> bash: echo step 6",
      "  step 6"
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
          input_tokens: 3076,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 6"
        }
      },
      {
        kind: "tool-result",
        content: "step 6",
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
              type: "tool_use",
              id: "toolu_01yq0phDwo1pJewkBd2OLcGy",
              name: "bash",
              input: {
                command: "echo step 5"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01yq0phDwo1pJewkBd2OLcGy",
              content: "step 5"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01sOgs7oXfvAAOwzD84Q61OY",
          name: "bash",
          input: {
            command: "echo step 6"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3076,
      output: 32
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3248 in / 32 out · session 22963 in / 360 out",
      "> bash: echo step 7",
      "  step 7"
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
          input_tokens: 3248,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 7"
        }
      },
      {
        kind: "tool-result",
        content: "step 7",
        isError: false
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
              id: "toolu_01sOgs7oXfvAAOwzD84Q61OY",
              name: "bash",
              input: {
                command: "echo step 6"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01sOgs7oXfvAAOwzD84Q61OY",
              content: "step 6"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01cSgXyppGWJfWOmw3plVs2G",
          name: "bash",
          input: {
            command: "echo step 7"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3248,
      output: 32
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3420 in / 32 out · session 26383 in / 392 out",
      "> bash: echo step 8",
      "  step 8"
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
          input_tokens: 3420,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 8"
        }
      },
      {
        kind: "tool-result",
        content: "step 8",
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
              id: "toolu_01cSgXyppGWJfWOmw3plVs2G",
              name: "bash",
              input: {
                command: "echo step 7"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01cSgXyppGWJfWOmw3plVs2G",
              content: "step 7"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01flVeOywe0LV96NSkG7JHTT",
          name: "bash",
          input: {
            command: "echo step 8"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3420,
      output: 32
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3592 in / 32 out · session 29975 in / 424 out",
      "> bash: echo step 9",
      "  step 9"
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
          input_tokens: 3592,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 9"
        }
      },
      {
        kind: "tool-result",
        content: "step 9",
        isError: false
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
              id: "toolu_01flVeOywe0LV96NSkG7JHTT",
              name: "bash",
              input: {
                command: "echo step 8"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01flVeOywe0LV96NSkG7JHTT",
              content: "step 8"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_014iTnZHGP94db0BYBzjKeoC",
          name: "bash",
          input: {
            command: "echo step 9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3592,
      output: 32
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3764 in / 32 out · session 33739 in / 456 out",
      "> bash: echo step 10",
      "  step 10",
      "⏰ reminder injected: <reminder>The task tools have not been used for 10 rounds. Open tasks:",
      "#1 [in_progress] Check steps 1 to 22 (owner: main)",
      "#2 [pending] Check steps 23 to 25",
      "Keep them up to date with TaskUpdate as you work.</reminder>"
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
          input_tokens: 3764,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 10"
        }
      },
      {
        kind: "tool-result",
        content: "step 10",
        isError: false
      },
      {
        kind: "reminder",
        text: "<reminder>The task tools have not been used for 10 rounds. Open tasks:\n#1 [in_progress] Check steps 1 to 22 (owner: main)\n#2 [pending] Check steps 23 to 25\nKeep them up to date with TaskUpdate as you work.</reminder>"
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
              id: "toolu_014iTnZHGP94db0BYBzjKeoC",
              name: "bash",
              input: {
                command: "echo step 9"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_014iTnZHGP94db0BYBzjKeoC",
              content: "step 9"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01DtCgOGEAiHRf1aINo97tZx",
          name: "bash",
          input: {
            command: "echo step 10"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3764,
      output: 32
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 3936 in / 32 out · session 37675 in / 488 out",
      "> bash: echo step 11",
      "  step 11"
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
          input_tokens: 3936,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 11"
        }
      },
      {
        kind: "tool-result",
        content: "step 11",
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
              id: "toolu_01DtCgOGEAiHRf1aINo97tZx",
              name: "bash",
              input: {
                command: "echo step 10"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01DtCgOGEAiHRf1aINo97tZx",
              content: "step 10"
            },
            {
              type: "text",
              text: "<reminder>The task tools have not been used for 10 rounds. Open tasks:\n#1 [in_progress] Check steps 1 to 22 (owner: main)\n#2 [pending] Check steps 23 to 25\nKeep them up to date with TaskUpdate as you work.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01VwPhVL5lKIrxIH1D1V9Zpd",
          name: "bash",
          input: {
            command: "echo step 11"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3936,
      output: 32
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4108 in / 32 out · session 41783 in / 520 out",
      "> bash: echo step 12",
      "  step 12"
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
          input_tokens: 4108,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 12"
        }
      },
      {
        kind: "tool-result",
        content: "step 12",
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
              id: "toolu_01VwPhVL5lKIrxIH1D1V9Zpd",
              name: "bash",
              input: {
                command: "echo step 11"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01VwPhVL5lKIrxIH1D1V9Zpd",
              content: "step 11"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01Mo7XqqG7DHnR7K6fgguA4C",
          name: "bash",
          input: {
            command: "echo step 12"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4108,
      output: 32
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4280 in / 32 out · session 46063 in / 552 out",
      "> bash: echo step 13",
      "  step 13"
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
          input_tokens: 4280,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 13"
        }
      },
      {
        kind: "tool-result",
        content: "step 13",
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
              id: "toolu_01Mo7XqqG7DHnR7K6fgguA4C",
              name: "bash",
              input: {
                command: "echo step 12"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Mo7XqqG7DHnR7K6fgguA4C",
              content: "step 12"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_016Qo8El4llbnNSjGZEwYmbl",
          name: "bash",
          input: {
            command: "echo step 13"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4280,
      output: 32
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4452 in / 32 out · session 50515 in / 584 out",
      "> bash: echo step 14",
      "  step 14"
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
          input_tokens: 4452,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 14"
        }
      },
      {
        kind: "tool-result",
        content: "step 14",
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
              id: "toolu_016Qo8El4llbnNSjGZEwYmbl",
              name: "bash",
              input: {
                command: "echo step 13"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_016Qo8El4llbnNSjGZEwYmbl",
              content: "step 13"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01rExCeWUjsUFcOiZbzBmdu2",
          name: "bash",
          input: {
            command: "echo step 14"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4452,
      output: 32
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4624 in / 32 out · session 55139 in / 616 out",
      "> bash: echo step 15",
      "  step 15"
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
          input_tokens: 4624,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 15"
        }
      },
      {
        kind: "tool-result",
        content: "step 15",
        isError: false
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
              id: "toolu_01rExCeWUjsUFcOiZbzBmdu2",
              name: "bash",
              input: {
                command: "echo step 14"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01rExCeWUjsUFcOiZbzBmdu2",
              content: "step 14"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01AF4rcBMBVkzy8ZpBbQhJSj",
          name: "bash",
          input: {
            command: "echo step 15"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4624,
      output: 32
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4796 in / 32 out · session 59935 in / 648 out",
      "> bash: echo step 16",
      "  step 16"
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
          input_tokens: 4796,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 16"
        }
      },
      {
        kind: "tool-result",
        content: "step 16",
        isError: false
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
              id: "toolu_01AF4rcBMBVkzy8ZpBbQhJSj",
              name: "bash",
              input: {
                command: "echo step 15"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01AF4rcBMBVkzy8ZpBbQhJSj",
              content: "step 15"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_011xaH2Hq4EPJ6U2h5xM8A7t",
          name: "bash",
          input: {
            command: "echo step 16"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4796,
      output: 32
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 4968 in / 32 out · session 64903 in / 680 out",
      "> bash: echo step 17",
      "  step 17"
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
          input_tokens: 4968,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 17"
        }
      },
      {
        kind: "tool-result",
        content: "step 17",
        isError: false
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
              id: "toolu_011xaH2Hq4EPJ6U2h5xM8A7t",
              name: "bash",
              input: {
                command: "echo step 16"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_011xaH2Hq4EPJ6U2h5xM8A7t",
              content: "step 16"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_016M4V7nj71CClmB0HI2zkOF",
          name: "bash",
          input: {
            command: "echo step 17"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4968,
      output: 32
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5140 in / 32 out · session 70043 in / 712 out",
      "> bash: echo step 18",
      "  step 18"
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
          input_tokens: 5140,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 18"
        }
      },
      {
        kind: "tool-result",
        content: "step 18",
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
              id: "toolu_016M4V7nj71CClmB0HI2zkOF",
              name: "bash",
              input: {
                command: "echo step 17"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_016M4V7nj71CClmB0HI2zkOF",
              content: "step 17"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01XTdHCtrpCXkaxEm82pPGnF",
          name: "bash",
          input: {
            command: "echo step 18"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5140,
      output: 32
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5312 in / 32 out · session 75355 in / 744 out",
      "> bash: echo step 19",
      "  step 19"
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
          input_tokens: 5312,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 19"
        }
      },
      {
        kind: "tool-result",
        content: "step 19",
        isError: false
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
              id: "toolu_01XTdHCtrpCXkaxEm82pPGnF",
              name: "bash",
              input: {
                command: "echo step 18"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01XTdHCtrpCXkaxEm82pPGnF",
              content: "step 18"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_010ACLLNYyl3HGiFLLjmfgJO",
          name: "bash",
          input: {
            command: "echo step 19"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5312,
      output: 32
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5484 in / 32 out · session 80839 in / 776 out",
      "> bash: echo step 20",
      "  step 20",
      "⏰ reminder injected: <reminder>The task tools have not been used for 20 rounds. Open tasks:",
      "#1 [in_progress] Check steps 1 to 22 (owner: main)",
      "#2 [pending] Check steps 23 to 25",
      "Keep them up to date with TaskUpdate as you work.</reminder>"
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
          input_tokens: 5484,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 20"
        }
      },
      {
        kind: "tool-result",
        content: "step 20",
        isError: false
      },
      {
        kind: "reminder",
        text: "<reminder>The task tools have not been used for 20 rounds. Open tasks:\n#1 [in_progress] Check steps 1 to 22 (owner: main)\n#2 [pending] Check steps 23 to 25\nKeep them up to date with TaskUpdate as you work.</reminder>"
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
              id: "toolu_010ACLLNYyl3HGiFLLjmfgJO",
              name: "bash",
              input: {
                command: "echo step 19"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_010ACLLNYyl3HGiFLLjmfgJO",
              content: "step 19"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01LsGR7VdMCOv8UMnjhjv956",
          name: "bash",
          input: {
            command: "echo step 20"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5484,
      output: 32
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5656 in / 32 out · session 86495 in / 808 out",
      "> bash: echo step 21",
      "  step 21"
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
          input_tokens: 5656,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 21"
        }
      },
      {
        kind: "tool-result",
        content: "step 21",
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
              id: "toolu_01LsGR7VdMCOv8UMnjhjv956",
              name: "bash",
              input: {
                command: "echo step 20"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01LsGR7VdMCOv8UMnjhjv956",
              content: "step 20"
            },
            {
              type: "text",
              text: "<reminder>The task tools have not been used for 20 rounds. Open tasks:\n#1 [in_progress] Check steps 1 to 22 (owner: main)\n#2 [pending] Check steps 23 to 25\nKeep them up to date with TaskUpdate as you work.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01qOB8yVTU8qLWu1oxkviOrC",
          name: "bash",
          input: {
            command: "echo step 21"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5656,
      output: 32
    }
  },
  {
    n: 24,
    terminal: [
      "  ↳ round 24 · 5828 in / 32 out · session 92323 in / 840 out",
      "> bash: echo step 22",
      "  step 22"
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
          input_tokens: 5828,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 22"
        }
      },
      {
        kind: "tool-result",
        content: "step 22",
        isError: false
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
              id: "toolu_01qOB8yVTU8qLWu1oxkviOrC",
              name: "bash",
              input: {
                command: "echo step 21"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01qOB8yVTU8qLWu1oxkviOrC",
              content: "step 21"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01uFFxlq52QHH0k0IYRh0hsT",
          name: "bash",
          input: {
            command: "echo step 22"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5828,
      output: 32
    }
  },
  {
    n: 25,
    terminal: [
      "  ↳ round 25 · 6000 in / 61 out · session 98323 in / 901 out",
      "> TaskUpdate: #1 status=completed",
      "  ## Tasks",
      "  [✓] #1 Check steps 1 to 22",
      "  [ ] #2 Check steps 23 to 25",
      "  (1/2 completed)",
      "  #1 is completed.",
      "> TaskUpdate: #2 status=in_progress",
      "  ## Tasks",
      "  [✓] #1 Check steps 1 to 22",
      "  [▸] #2 Check steps 23 to 25 (owner: main)",
      "  (1/2 completed)",
      "  #2 is in progress (owner: main)."
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
          input_tokens: 6e3,
          output_tokens: 61
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
            text: "[✓] #1 Check steps 1 to 22",
            status: "completed",
            activity: "Checking steps 1 to 22"
          },
          {
            text: "[ ] #2 Check steps 23 to 25",
            status: "pending",
            activity: "Checking steps 23 to 25"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#1 is completed.",
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
            text: "[✓] #1 Check steps 1 to 22",
            status: "completed",
            activity: "Checking steps 1 to 22"
          },
          {
            text: "[▸] #2 Check steps 23 to 25 (owner: main)",
            status: "in_progress",
            activity: "Checking steps 23 to 25"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is in progress (owner: main).",
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
              id: "toolu_01uFFxlq52QHH0k0IYRh0hsT",
              name: "bash",
              input: {
                command: "echo step 22"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01uFFxlq52QHH0k0IYRh0hsT",
              content: "step 22"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01C8xLGgWq0DWEVALGsHGu5g",
          name: "TaskUpdate",
          input: {
            taskId: "1",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_0185NjLfTZFPGz6ULvIPDEBx",
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
      input: 6e3,
      output: 61
    }
  },
  {
    n: 26,
    terminal: [
      "  ↳ round 26 · 6201 in / 32 out · session 104524 in / 933 out",
      "> bash: echo step 23",
      "  step 23"
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
          input_tokens: 6201,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 23"
        }
      },
      {
        kind: "tool-result",
        content: "step 23",
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
              id: "toolu_01C8xLGgWq0DWEVALGsHGu5g",
              name: "TaskUpdate",
              input: {
                taskId: "1",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_0185NjLfTZFPGz6ULvIPDEBx",
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
              tool_use_id: "toolu_01C8xLGgWq0DWEVALGsHGu5g",
              content: "#1 is completed."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_0185NjLfTZFPGz6ULvIPDEBx",
              content: "#2 is in progress (owner: main)."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01x44VoZCBNbkFiKEPFG3wRe",
          name: "bash",
          input: {
            command: "echo step 23"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6201,
      output: 32
    }
  },
  {
    n: 27,
    terminal: [
      "  ↳ round 27 · 6373 in / 32 out · session 110897 in / 965 out",
      "> bash: echo step 24",
      "  step 24"
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
          input_tokens: 6373,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 24"
        }
      },
      {
        kind: "tool-result",
        content: "step 24",
        isError: false
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
              id: "toolu_01x44VoZCBNbkFiKEPFG3wRe",
              name: "bash",
              input: {
                command: "echo step 23"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01x44VoZCBNbkFiKEPFG3wRe",
              content: "step 23"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01YhnQunwf2tBxlSGZPl5xYQ",
          name: "bash",
          input: {
            command: "echo step 24"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6373,
      output: 32
    }
  },
  {
    n: 28,
    terminal: [
      "  ↳ round 28 · 6545 in / 32 out · session 117442 in / 997 out",
      "> bash: echo step 25",
      "  step 25"
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
          input_tokens: 6545,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 25"
        }
      },
      {
        kind: "tool-result",
        content: "step 25",
        isError: false
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
              id: "toolu_01YhnQunwf2tBxlSGZPl5xYQ",
              name: "bash",
              input: {
                command: "echo step 24"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01YhnQunwf2tBxlSGZPl5xYQ",
              content: "step 24"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01xTus7pcjBJgrn9RDNQTtGI",
          name: "bash",
          input: {
            command: "echo step 25"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6545,
      output: 32
    }
  },
  {
    n: 29,
    terminal: [
      "  ↳ round 29 · 6717 in / 36 out · session 124159 in / 1033 out",
      "> TaskUpdate: #2 status=completed",
      "  ## Tasks",
      "  [✓] #1 Check steps 1 to 22",
      "  [✓] #2 Check steps 23 to 25",
      "  (2/2 completed)",
      "  #2 is completed."
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
          input_tokens: 6717,
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
            text: "[✓] #1 Check steps 1 to 22",
            status: "completed",
            activity: "Checking steps 1 to 22"
          },
          {
            text: "[✓] #2 Check steps 23 to 25",
            status: "completed",
            activity: "Checking steps 23 to 25"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#2 is completed.",
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
              id: "toolu_01xTus7pcjBJgrn9RDNQTtGI",
              name: "bash",
              input: {
                command: "echo step 25"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xTus7pcjBJgrn9RDNQTtGI",
              content: "step 25"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01Hr1RaHuQ5S330xHdFalaTZ",
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
      input: 6717,
      output: 36
    }
  },
  {
    n: 30,
    terminal: [
      "Steps 1 to 25 checked.",
      "  ↳ round 30 · 6893 in / 26 out · session 131052 in / 1059 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Steps 1 to 25 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 30,
        usage: {
          input_tokens: 6893,
          output_tokens: 26
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01Hr1RaHuQ5S330xHdFalaTZ",
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
              tool_use_id: "toolu_01Hr1RaHuQ5S330xHdFalaTZ",
              content: "#2 is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Steps 1 to 25 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 6893,
      output: 26
    }
  }
];
const s12Nag = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s12Nag as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
