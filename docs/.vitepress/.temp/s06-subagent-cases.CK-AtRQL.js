const title = "s06 · subagent-cases.json";
const lesson = "s06";
const file = "lessons/s06-subagent/cassettes/subagent-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s06 >> Try the subagent's edges.",
      "  ↳ round 1 · 1800 in / 30 out · session 1800 in / 30 out",
      "> task:   ",
      "  Error: Invalid input for task: description: say what the subagent is to do"
    ],
    events: [
      {
        kind: "prompt",
        text: "Try the subagent's edges."
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
          output_tokens: 30
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "  "
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for task: description: say what the subagent is to do",
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
              text: "Try the subagent's edges."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with todo_write, act with your tools, update the todos, then report what you did.\n\nRules:\n- Plan before you act: list the steps of a multi-step task with todo_write first.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: it works in a fresh context and brings back only its report, which keeps yours small. Tell it all it needs: it sees nothing of this conversation.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
          name: "todo_write",
          description: "Create and manage a task list for this session: send the whole list each time, mark a task in_progress when you start it and completed when it is done.",
          input_schema: {
            type: "object",
            properties: {
              todos: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    content: {
                      type: "string"
                    },
                    status: {
                      type: "string",
                      "enum": [
                        "pending",
                        "in_progress",
                        "completed"
                      ]
                    }
                  },
                  required: [
                    "content",
                    "status"
                  ]
                }
              }
            },
            required: [
              "todos"
            ]
          }
        },
        {
          name: "task",
          description: "Launch a subagent for a sub-task: it works with its own tools in a fresh context and returns only its conclusion. Describe the task completely: it sees nothing of this conversation.",
          input_schema: {
            type: "object",
            properties: {
              description: {
                type: "string",
                minLength: 1,
                description: "The sub-task, complete in itself"
              }
            },
            required: [
              "description"
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
          id: "toolu_01JT0wX1xh0fWhCTOF2THHH5",
          name: "task",
          input: {
            description: "  "
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 30
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1970 in / 48 out · session 3770 in / 78 out",
      "> task: List the files here, then hand their summary to another subagent.",
      "  ┌ subagent: a fresh context, its own tools"
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
          input_tokens: 1970,
          output_tokens: 48
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "List the files here, then hand their summary to another subagent."
        }
      },
      {
        kind: "subagent-start"
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
              id: "toolu_01JT0wX1xh0fWhCTOF2THHH5",
              name: "task",
              input: {
                description: "  "
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01JT0wX1xh0fWhCTOF2THHH5",
              content: "Error: Invalid input for task: description: say what the subagent is to do",
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
          id: "toolu_01Wmt6ulKhz82dXDl6nexpA9",
          name: "task",
          input: {
            description: "List the files here, then hand their summary to another subagent."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1970,
      output: 48
    }
  },
  {
    n: 3,
    agent: "subagent",
    terminal: [
      "  │   ↳ subagent round 1 · 1500 in / 78 out · subagent 1500 in / 78 out",
      "  │ > glob: *",
      "  │   README.md",
      "  │   package.json",
      "  │ > task: Summarise README.md and package.json.",
      "  │   Error: Unknown tool: task. Available tools: bash, read_file, write_file, edit_file, glob",
      "  │ > grep: src",
      "  │   Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob"
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
          agent: "subagent"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 78
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "glob",
        input: {
          pattern: "*"
        }
      },
      {
        kind: "tool-result",
        content: "README.md\npackage.json",
        isError: false
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "Summarise README.md and package.json."
        }
      },
      {
        kind: "tool-result",
        content: "Error: Unknown tool: task. Available tools: bash, read_file, write_file, edit_file, glob",
        isError: true
      },
      {
        kind: "tool-call",
        name: "grep",
        input: {
          pattern: "TODO",
          path: "src"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob",
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
              text: "List the files here, then hand their summary to another subagent."
            }
          ]
        }
      ],
      system: "You are a subagent at <workdir>. Another agent gave you one sub-task.\n\nRules:\n- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.\n- Do not delegate: you have no task tool. Do the work yourself.\n- Prefer tools over prose. Do not guess file paths: list or search first when unsure.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01GxbPNj9nsQzVXWlVHCNhtA",
          name: "glob",
          input: {
            pattern: "*"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01tFeIFwFpN7scnlf1wnVUlK",
          name: "task",
          input: {
            description: "Summarise README.md and package.json."
          }
        },
        {
          type: "tool_use",
          id: "toolu_01YCXKcpa9IZxuhyOtbihc0M",
          name: "grep",
          input: {
            pattern: "TODO",
            path: "src"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 78
    }
  },
  {
    n: 4,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 2 · 1638 in / 46 out · subagent 3138 in / 124 out",
      "  │ > todo_write: 1 todo",
      "  │   Error: Unknown tool: todo_write. Available tools: bash, read_file, write_file, edit_file, glob"
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
          agent: "subagent"
        },
        n: 2,
        usage: {
          input_tokens: 1638,
          output_tokens: 46
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Summarise the files",
              status: "in_progress"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Unknown tool: todo_write. Available tools: bash, read_file, write_file, edit_file, glob",
        isError: true
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
              id: "toolu_01GxbPNj9nsQzVXWlVHCNhtA",
              name: "glob",
              input: {
                pattern: "*"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01tFeIFwFpN7scnlf1wnVUlK",
              name: "task",
              input: {
                description: "Summarise README.md and package.json."
              }
            },
            {
              type: "tool_use",
              id: "toolu_01YCXKcpa9IZxuhyOtbihc0M",
              name: "grep",
              input: {
                pattern: "TODO",
                path: "src"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01GxbPNj9nsQzVXWlVHCNhtA",
              content: "README.md\npackage.json"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01tFeIFwFpN7scnlf1wnVUlK",
              content: "Error: Unknown tool: task. Available tools: bash, read_file, write_file, edit_file, glob",
              is_error: true
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01YCXKcpa9IZxuhyOtbihc0M",
              content: "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob",
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
          id: "toolu_01BR9TABMl4GSp63DVvAS7HW",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Summarise the files",
                status: "in_progress"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1638,
      output: 46
    }
  },
  {
    n: 5,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │ I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/.",
      "  │   ↳ subagent round 3 · 1744 in / 66 out · subagent 4882 in / 190 out",
      "  └ subagent done: 3 rounds, 4882 in / 190 out; only its report goes back",
      "  I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, p…"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 3,
        usage: {
          input_tokens: 1744,
          output_tokens: 66
        },
        stop: "end_turn"
      },
      {
        kind: "subagent-end",
        stopped: false
      },
      {
        kind: "tool-result",
        content: "I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/.",
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
              id: "toolu_01BR9TABMl4GSp63DVvAS7HW",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Summarise the files",
                    status: "in_progress"
                  }
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
              tool_use_id: "toolu_01BR9TABMl4GSp63DVvAS7HW",
              content: "Error: Unknown tool: todo_write. Available tools: bash, read_file, write_file, edit_file, glob",
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
          text: "I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1744,
      output: 66
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 3 · 2158 in / 45 out · session 5928 in / 123 out · subagents 4882 in / 190 out",
      "> task: Check steps 1 to 40 with one echo each, then report.",
      "  ┌ subagent: a fresh context, its own tools"
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
          input_tokens: 2158,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "Check steps 1 to 40 with one echo each, then report."
        }
      },
      {
        kind: "subagent-start"
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
              id: "toolu_01Wmt6ulKhz82dXDl6nexpA9",
              name: "task",
              input: {
                description: "List the files here, then hand their summary to another subagent."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Wmt6ulKhz82dXDl6nexpA9",
              content: "I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01wGbXci7q9FO8HvKXn3zB46",
          name: "task",
          input: {
            description: "Check steps 1 to 40 with one echo each, then report."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2158,
      output: 45
    }
  },
  {
    n: 7,
    agent: "subagent",
    terminal: [
      "  │   ↳ subagent round 1 · 1500 in / 32 out · subagent 1500 in / 32 out",
      "  │ > bash: echo step 1",
      "  │   step 1"
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
          agent: "subagent"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
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
      keep: 0,
      add: [
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "Check steps 1 to 40 with one echo each, then report."
            }
          ]
        }
      ],
      system: "You are a subagent at <workdir>. Another agent gave you one sub-task.\n\nRules:\n- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.\n- Do not delegate: you have no task tool. Do the work yourself.\n- Prefer tools over prose. Do not guess file paths: list or search first when unsure.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01DtqOza9PUx9Kn14XIkylQF",
          name: "bash",
          input: {
            command: "echo step 1"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 32
    }
  },
  {
    n: 8,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 2 · 1572 in / 32 out · subagent 3072 in / 64 out",
      "  │ > bash: echo step 2",
      "  │   step 2"
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
          agent: "subagent"
        },
        n: 2,
        usage: {
          input_tokens: 1572,
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
      keep: 1,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01DtqOza9PUx9Kn14XIkylQF",
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
              tool_use_id: "toolu_01DtqOza9PUx9Kn14XIkylQF",
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
          id: "toolu_01SZhWX86dVF6qOWLhe86Lql",
          name: "bash",
          input: {
            command: "echo step 2"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1572,
      output: 32
    }
  },
  {
    n: 9,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 3 · 1644 in / 32 out · subagent 4716 in / 96 out",
      "  │ > bash: echo step 3",
      "  │   step 3"
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
          agent: "subagent"
        },
        n: 3,
        usage: {
          input_tokens: 1644,
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
      keep: 3,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01SZhWX86dVF6qOWLhe86Lql",
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
              tool_use_id: "toolu_01SZhWX86dVF6qOWLhe86Lql",
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
          id: "toolu_01t14BjjS7ZrCoJPqfBnZlK4",
          name: "bash",
          input: {
            command: "echo step 3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1644,
      output: 32
    }
  },
  {
    n: 10,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 4 · 1716 in / 32 out · subagent 6432 in / 128 out",
      "  │ > bash: echo step 4",
      "  │   step 4"
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
          agent: "subagent"
        },
        n: 4,
        usage: {
          input_tokens: 1716,
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
      keep: 5,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01t14BjjS7ZrCoJPqfBnZlK4",
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
              tool_use_id: "toolu_01t14BjjS7ZrCoJPqfBnZlK4",
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
          id: "toolu_01YBhYGGpALEKTJd3Y69y2CI",
          name: "bash",
          input: {
            command: "echo step 4"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1716,
      output: 32
    }
  },
  {
    n: 11,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 5 · 1788 in / 32 out · subagent 8220 in / 160 out",
      "  │ > bash: echo step 5",
      "  │   step 5"
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
          agent: "subagent"
        },
        n: 5,
        usage: {
          input_tokens: 1788,
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
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01YBhYGGpALEKTJd3Y69y2CI",
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
              tool_use_id: "toolu_01YBhYGGpALEKTJd3Y69y2CI",
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
          id: "toolu_0134nlL9pr1vO2C7y2BzLt3q",
          name: "bash",
          input: {
            command: "echo step 5"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1788,
      output: 32
    }
  },
  {
    n: 12,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 6 · 1860 in / 32 out · subagent 10080 in / 192 out",
      "  │ > bash: echo step 6",
      "  │   step 6"
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
          agent: "subagent"
        },
        n: 6,
        usage: {
          input_tokens: 1860,
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
      keep: 9,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_0134nlL9pr1vO2C7y2BzLt3q",
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
              tool_use_id: "toolu_0134nlL9pr1vO2C7y2BzLt3q",
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
          id: "toolu_01kLIErqj9wywGEcaX4OIhjn",
          name: "bash",
          input: {
            command: "echo step 6"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1860,
      output: 32
    }
  },
  {
    n: 13,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 7 · 1932 in / 32 out · subagent 12012 in / 224 out",
      "  │ > bash: echo step 7",
      "  │   step 7"
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
          agent: "subagent"
        },
        n: 7,
        usage: {
          input_tokens: 1932,
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
      keep: 11,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01kLIErqj9wywGEcaX4OIhjn",
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
              tool_use_id: "toolu_01kLIErqj9wywGEcaX4OIhjn",
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
          id: "toolu_01u57NFGTqQZlAXWL96gCVTN",
          name: "bash",
          input: {
            command: "echo step 7"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1932,
      output: 32
    }
  },
  {
    n: 14,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 8 · 2004 in / 32 out · subagent 14016 in / 256 out",
      "  │ > bash: echo step 8",
      "  │   step 8"
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
          agent: "subagent"
        },
        n: 8,
        usage: {
          input_tokens: 2004,
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
      keep: 13,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01u57NFGTqQZlAXWL96gCVTN",
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
              tool_use_id: "toolu_01u57NFGTqQZlAXWL96gCVTN",
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
          id: "toolu_01PekGMOMufudnJphUjJkuuv",
          name: "bash",
          input: {
            command: "echo step 8"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2004,
      output: 32
    }
  },
  {
    n: 15,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 9 · 2076 in / 32 out · subagent 16092 in / 288 out",
      "  │ > bash: echo step 9",
      "  │   step 9"
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
          agent: "subagent"
        },
        n: 9,
        usage: {
          input_tokens: 2076,
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
      keep: 15,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01PekGMOMufudnJphUjJkuuv",
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
              tool_use_id: "toolu_01PekGMOMufudnJphUjJkuuv",
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
          id: "toolu_013wfszg69nawOUCDEwya9Vl",
          name: "bash",
          input: {
            command: "echo step 9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2076,
      output: 32
    }
  },
  {
    n: 16,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 10 · 2148 in / 32 out · subagent 18240 in / 320 out",
      "  │ > bash: echo step 10",
      "  │   step 10"
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
          agent: "subagent"
        },
        n: 10,
        usage: {
          input_tokens: 2148,
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
              id: "toolu_013wfszg69nawOUCDEwya9Vl",
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
              tool_use_id: "toolu_013wfszg69nawOUCDEwya9Vl",
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
          id: "toolu_01KGrz26wugIjEfa67voCzHC",
          name: "bash",
          input: {
            command: "echo step 10"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2148,
      output: 32
    }
  },
  {
    n: 17,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 11 · 2220 in / 32 out · subagent 20460 in / 352 out",
      "  │ > bash: echo step 11",
      "  │   step 11"
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
          agent: "subagent"
        },
        n: 11,
        usage: {
          input_tokens: 2220,
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
      keep: 19,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01KGrz26wugIjEfa67voCzHC",
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
              tool_use_id: "toolu_01KGrz26wugIjEfa67voCzHC",
              content: "step 10"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01FdlprDR0BsxRveZQ1wR6i1",
          name: "bash",
          input: {
            command: "echo step 11"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2220,
      output: 32
    }
  },
  {
    n: 18,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 12 · 2292 in / 32 out · subagent 22752 in / 384 out",
      "  │ > bash: echo step 12",
      "  │   step 12"
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
          agent: "subagent"
        },
        n: 12,
        usage: {
          input_tokens: 2292,
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
      keep: 21,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01FdlprDR0BsxRveZQ1wR6i1",
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
              tool_use_id: "toolu_01FdlprDR0BsxRveZQ1wR6i1",
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
          id: "toolu_01goQUGjGQk6ztA5eR4pBlKO",
          name: "bash",
          input: {
            command: "echo step 12"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2292,
      output: 32
    }
  },
  {
    n: 19,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 13 · 2364 in / 32 out · subagent 25116 in / 416 out",
      "  │ > bash: echo step 13",
      "  │   step 13"
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
          agent: "subagent"
        },
        n: 13,
        usage: {
          input_tokens: 2364,
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
      keep: 23,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01goQUGjGQk6ztA5eR4pBlKO",
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
              tool_use_id: "toolu_01goQUGjGQk6ztA5eR4pBlKO",
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
          id: "toolu_01OgyCTWb47D9PNi9CU9iJL9",
          name: "bash",
          input: {
            command: "echo step 13"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2364,
      output: 32
    }
  },
  {
    n: 20,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 14 · 2436 in / 32 out · subagent 27552 in / 448 out",
      "  │ > bash: echo step 14",
      "  │   step 14"
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
          agent: "subagent"
        },
        n: 14,
        usage: {
          input_tokens: 2436,
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
      keep: 25,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01OgyCTWb47D9PNi9CU9iJL9",
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
              tool_use_id: "toolu_01OgyCTWb47D9PNi9CU9iJL9",
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
          id: "toolu_01KbQKOCzCgka0zWW9YU8KKi",
          name: "bash",
          input: {
            command: "echo step 14"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2436,
      output: 32
    }
  },
  {
    n: 21,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 15 · 2508 in / 32 out · subagent 30060 in / 480 out",
      "  │ > bash: echo step 15",
      "  │   step 15"
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
          agent: "subagent"
        },
        n: 15,
        usage: {
          input_tokens: 2508,
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
      keep: 27,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01KbQKOCzCgka0zWW9YU8KKi",
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
              tool_use_id: "toolu_01KbQKOCzCgka0zWW9YU8KKi",
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
          id: "toolu_01WlVKVHkd8WAOSPsSsFbdyO",
          name: "bash",
          input: {
            command: "echo step 15"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2508,
      output: 32
    }
  },
  {
    n: 22,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 16 · 2580 in / 32 out · subagent 32640 in / 512 out",
      "  │ > bash: echo step 16",
      "  │   step 16"
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
          agent: "subagent"
        },
        n: 16,
        usage: {
          input_tokens: 2580,
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
      keep: 29,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01WlVKVHkd8WAOSPsSsFbdyO",
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
              tool_use_id: "toolu_01WlVKVHkd8WAOSPsSsFbdyO",
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
          id: "toolu_01VSgOdjQaIi4hrC4Evtoxdw",
          name: "bash",
          input: {
            command: "echo step 16"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2580,
      output: 32
    }
  },
  {
    n: 23,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 17 · 2652 in / 32 out · subagent 35292 in / 544 out",
      "  │ > bash: echo step 17",
      "  │   step 17"
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
          agent: "subagent"
        },
        n: 17,
        usage: {
          input_tokens: 2652,
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
      keep: 31,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01VSgOdjQaIi4hrC4Evtoxdw",
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
              tool_use_id: "toolu_01VSgOdjQaIi4hrC4Evtoxdw",
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
          id: "toolu_01EX7OolHPgNXNun2MzMkZsD",
          name: "bash",
          input: {
            command: "echo step 17"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2652,
      output: 32
    }
  },
  {
    n: 24,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 18 · 2724 in / 32 out · subagent 38016 in / 576 out",
      "  │ > bash: echo step 18",
      "  │   step 18"
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
          agent: "subagent"
        },
        n: 18,
        usage: {
          input_tokens: 2724,
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
      keep: 33,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01EX7OolHPgNXNun2MzMkZsD",
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
              tool_use_id: "toolu_01EX7OolHPgNXNun2MzMkZsD",
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
          id: "toolu_01GGtTWH0vj51q1gGrDGvDkm",
          name: "bash",
          input: {
            command: "echo step 18"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2724,
      output: 32
    }
  },
  {
    n: 25,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 19 · 2796 in / 32 out · subagent 40812 in / 608 out",
      "  │ > bash: echo step 19",
      "  │   step 19"
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
          agent: "subagent"
        },
        n: 19,
        usage: {
          input_tokens: 2796,
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
      keep: 35,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01GGtTWH0vj51q1gGrDGvDkm",
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
              tool_use_id: "toolu_01GGtTWH0vj51q1gGrDGvDkm",
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
          id: "toolu_01mMKs8W4Ma89dqdZ04lp4Bx",
          name: "bash",
          input: {
            command: "echo step 19"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2796,
      output: 32
    }
  },
  {
    n: 26,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 20 · 2868 in / 32 out · subagent 43680 in / 640 out",
      "  │ > bash: echo step 20",
      "  │   step 20"
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
          agent: "subagent"
        },
        n: 20,
        usage: {
          input_tokens: 2868,
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
              id: "toolu_01mMKs8W4Ma89dqdZ04lp4Bx",
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
              tool_use_id: "toolu_01mMKs8W4Ma89dqdZ04lp4Bx",
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
          id: "toolu_01IJSNPVva6VyJvsoAjhWngs",
          name: "bash",
          input: {
            command: "echo step 20"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2868,
      output: 32
    }
  },
  {
    n: 27,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 21 · 2940 in / 32 out · subagent 46620 in / 672 out",
      "  │ > bash: echo step 21",
      "  │   step 21"
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
          agent: "subagent"
        },
        n: 21,
        usage: {
          input_tokens: 2940,
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
      keep: 39,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01IJSNPVva6VyJvsoAjhWngs",
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
              tool_use_id: "toolu_01IJSNPVva6VyJvsoAjhWngs",
              content: "step 20"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01HMfds7o92uWXThHclneW0G",
          name: "bash",
          input: {
            command: "echo step 21"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2940,
      output: 32
    }
  },
  {
    n: 28,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 22 · 3012 in / 32 out · subagent 49632 in / 704 out",
      "  │ > bash: echo step 22",
      "  │   step 22"
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
          agent: "subagent"
        },
        n: 22,
        usage: {
          input_tokens: 3012,
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
      keep: 41,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01HMfds7o92uWXThHclneW0G",
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
              tool_use_id: "toolu_01HMfds7o92uWXThHclneW0G",
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
          id: "toolu_01lu7wH8FvCaN6GOiw2D20VV",
          name: "bash",
          input: {
            command: "echo step 22"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3012,
      output: 32
    }
  },
  {
    n: 29,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 23 · 3084 in / 32 out · subagent 52716 in / 736 out",
      "  │ > bash: echo step 23",
      "  │   step 23"
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
          agent: "subagent"
        },
        n: 23,
        usage: {
          input_tokens: 3084,
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
      keep: 43,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01lu7wH8FvCaN6GOiw2D20VV",
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
              tool_use_id: "toolu_01lu7wH8FvCaN6GOiw2D20VV",
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
          id: "toolu_01XpbG0riLvy8llZN8BXv165",
          name: "bash",
          input: {
            command: "echo step 23"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3084,
      output: 32
    }
  },
  {
    n: 30,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 24 · 3156 in / 32 out · subagent 55872 in / 768 out",
      "  │ > bash: echo step 24",
      "  │   step 24"
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
          agent: "subagent"
        },
        n: 24,
        usage: {
          input_tokens: 3156,
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
      keep: 45,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01XpbG0riLvy8llZN8BXv165",
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
              tool_use_id: "toolu_01XpbG0riLvy8llZN8BXv165",
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
          id: "toolu_01h7EbDBPE2A80G2FKOO0pyA",
          name: "bash",
          input: {
            command: "echo step 24"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3156,
      output: 32
    }
  },
  {
    n: 31,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 25 · 3228 in / 32 out · subagent 59100 in / 800 out",
      "  │ > bash: echo step 25",
      "  │   step 25"
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
          agent: "subagent"
        },
        n: 25,
        usage: {
          input_tokens: 3228,
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
      keep: 47,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01h7EbDBPE2A80G2FKOO0pyA",
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
              tool_use_id: "toolu_01h7EbDBPE2A80G2FKOO0pyA",
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
          id: "toolu_01jMn6QTEjIz5NMGAmeR0SDR",
          name: "bash",
          input: {
            command: "echo step 25"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3228,
      output: 32
    }
  },
  {
    n: 32,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 26 · 3300 in / 32 out · subagent 62400 in / 832 out",
      "  │ > bash: echo step 26",
      "  │   step 26"
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
          agent: "subagent"
        },
        n: 26,
        usage: {
          input_tokens: 3300,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 26"
        }
      },
      {
        kind: "tool-result",
        content: "step 26",
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
              id: "toolu_01jMn6QTEjIz5NMGAmeR0SDR",
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
              tool_use_id: "toolu_01jMn6QTEjIz5NMGAmeR0SDR",
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
          id: "toolu_01rGJsG5ZBEhdOkX00rKzB3E",
          name: "bash",
          input: {
            command: "echo step 26"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3300,
      output: 32
    }
  },
  {
    n: 33,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 27 · 3372 in / 32 out · subagent 65772 in / 864 out",
      "  │ > bash: echo step 27",
      "  │   step 27"
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
          agent: "subagent"
        },
        n: 27,
        usage: {
          input_tokens: 3372,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 27"
        }
      },
      {
        kind: "tool-result",
        content: "step 27",
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
              id: "toolu_01rGJsG5ZBEhdOkX00rKzB3E",
              name: "bash",
              input: {
                command: "echo step 26"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01rGJsG5ZBEhdOkX00rKzB3E",
              content: "step 26"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01OlDYGugGO9R6GGG5zG0ftu",
          name: "bash",
          input: {
            command: "echo step 27"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3372,
      output: 32
    }
  },
  {
    n: 34,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 28 · 3444 in / 32 out · subagent 69216 in / 896 out",
      "  │ > bash: echo step 28",
      "  │   step 28"
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
          agent: "subagent"
        },
        n: 28,
        usage: {
          input_tokens: 3444,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 28"
        }
      },
      {
        kind: "tool-result",
        content: "step 28",
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
              id: "toolu_01OlDYGugGO9R6GGG5zG0ftu",
              name: "bash",
              input: {
                command: "echo step 27"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01OlDYGugGO9R6GGG5zG0ftu",
              content: "step 27"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01j4WmzINxmoHqXqqg377h82",
          name: "bash",
          input: {
            command: "echo step 28"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3444,
      output: 32
    }
  },
  {
    n: 35,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 29 · 3516 in / 32 out · subagent 72732 in / 928 out",
      "  │ > bash: echo step 29",
      "  │   step 29"
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
          agent: "subagent"
        },
        n: 29,
        usage: {
          input_tokens: 3516,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 29"
        }
      },
      {
        kind: "tool-result",
        content: "step 29",
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
              id: "toolu_01j4WmzINxmoHqXqqg377h82",
              name: "bash",
              input: {
                command: "echo step 28"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01j4WmzINxmoHqXqqg377h82",
              content: "step 28"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01yjer2ew7BfLrta4IE9XIUk",
          name: "bash",
          input: {
            command: "echo step 29"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3516,
      output: 32
    }
  },
  {
    n: 36,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 30 · 3588 in / 32 out · subagent 76320 in / 960 out",
      "  │ > bash: echo step 30",
      "  │   step 30",
      "  └ subagent done: 30 rounds, 76320 in / 960 out; only its report goes back",
      "  (The subagent reached its limit of 30 rounds before it finished, and wrote no report. What it changed is on disk.)",
      "⏰ reminder injected: <reminder>Update your todos.</reminder>"
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
          agent: "subagent"
        },
        n: 30,
        usage: {
          input_tokens: 3588,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo step 30"
        }
      },
      {
        kind: "tool-result",
        content: "step 30",
        isError: false
      },
      {
        kind: "subagent-end",
        stopped: false
      },
      {
        kind: "tool-result",
        content: "(The subagent reached its limit of 30 rounds before it finished, and wrote no report. What it changed is on disk.)",
        isError: false
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01yjer2ew7BfLrta4IE9XIUk",
              name: "bash",
              input: {
                command: "echo step 29"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01yjer2ew7BfLrta4IE9XIUk",
              content: "step 29"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01A06ZoOOBs90DNGyS6rDr6A",
          name: "bash",
          input: {
            command: "echo step 30"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3588,
      output: 32
    }
  },
  {
    n: 37,
    terminal: [
      "  ↳ round 4 · 2343 in / 46 out · session 8271 in / 169 out · subagents 81202 in / 1150 out",
      "> task: Read README.md and say in two lines what this project is.",
      "  ┌ subagent: a fresh context, its own tools"
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
          input_tokens: 2343,
          output_tokens: 46
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "Read README.md and say in two lines what this project is."
        }
      },
      {
        kind: "subagent-start"
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
              id: "toolu_01wGbXci7q9FO8HvKXn3zB46",
              name: "task",
              input: {
                description: "Check steps 1 to 40 with one echo each, then report."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01wGbXci7q9FO8HvKXn3zB46",
              content: "(The subagent reached its limit of 30 rounds before it finished, and wrote no report. What it changed is on disk.)"
            },
            {
              type: "text",
              text: "<reminder>Update your todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01AXczPOCGoC4NSoaIew78DC",
          name: "task",
          input: {
            description: "Read README.md and say in two lines what this project is."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2343,
      output: 46
    }
  },
  {
    n: 38,
    agent: "subagent",
    terminal: [
      "  │   ↳ subagent round 1 · 1500 in / 32 out · subagent 1500 in / 32 out",
      "  │ > read_file: README.md",
      "  │   # shop-utils",
      "  │   ",
      "  │   Small helpers for a shop: prices, carts and receipts, in `src/`, with their tests in `test/`."
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
          agent: "subagent"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 32
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "README.md"
        }
      },
      {
        kind: "tool-result",
        content: "# shop-utils\n\nSmall helpers for a shop: prices, carts and receipts, in `src/`, with their tests in `test/`.",
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
              text: "Read README.md and say in two lines what this project is."
            }
          ]
        }
      ],
      system: "You are a subagent at <workdir>. Another agent gave you one sub-task.\n\nRules:\n- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.\n- Do not delegate: you have no task tool. Do the work yourself.\n- Prefer tools over prose. Do not guess file paths: list or search first when unsure.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01HDptnyG4WL2SsgxDBSXJk4",
          name: "read_file",
          input: {
            path: "README.md"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 32
    }
  },
  {
    n: 39,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │ shop-utils: small helpers for a shop (prices, carts, receipts) in src/.",
      "  │ ",
      "  │ Its tests are in test/.",
      "  │   ↳ subagent round 2 · 1563 in / 56 out · subagent 3063 in / 88 out",
      "  └ subagent done: 2 rounds, 3063 in / 88 out; only its report goes back",
      "  shop-utils: small helpers for a shop (prices, carts, receipts) in src/.",
      "  ",
      "  Its tests are in test/."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "\nshop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n\nIts tests are in test/.\n",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 2,
        usage: {
          input_tokens: 1563,
          output_tokens: 56
        },
        stop: "end_turn"
      },
      {
        kind: "subagent-end",
        stopped: false
      },
      {
        kind: "tool-result",
        content: "shop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n\nIts tests are in test/.",
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
              id: "toolu_01HDptnyG4WL2SsgxDBSXJk4",
              name: "read_file",
              input: {
                path: "README.md"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01HDptnyG4WL2SsgxDBSXJk4",
              content: "# shop-utils\n\nSmall helpers for a shop: prices, carts and receipts, in `src/`, with their tests in `test/`."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "\nshop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n",
          citations: null
        },
        {
          type: "text",
          text: "Its tests are in test/.\n",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1563,
      output: 56
    }
  },
  {
    n: 40,
    terminal: [
      "  ↳ round 5 · 2529 in / 86 out · session 10800 in / 255 out · subagents 84265 in / 1238 out",
      "> task: Say in one line a file what these functions are for, going by their names: src/cart.js has total(li…",
      "  ┌ subagent: a fresh context, its own tools"
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
          input_tokens: 2529,
          output_tokens: 86
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "task",
        input: {
          description: "Say in one line a file what these functions are for, going by their names: src/cart.js has total(lines, taxRate) and count(lines); src/price.js has withTax(net, rate) and discount(price, percent)."
        }
      },
      {
        kind: "subagent-start"
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
              id: "toolu_01AXczPOCGoC4NSoaIew78DC",
              name: "task",
              input: {
                description: "Read README.md and say in two lines what this project is."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01AXczPOCGoC4NSoaIew78DC",
              content: "shop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n\nIts tests are in test/."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01rhXUYbvqduWzWqBjitaeLe",
          name: "task",
          input: {
            description: "Say in one line a file what these functions are for, going by their names: src/cart.js has total(lines, taxRate) and count(lines); src/price.js has withTax(net, rate) and discount(price, percent)."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2529,
      output: 86
    }
  },
  {
    n: 41,
    agent: "subagent",
    terminal: [
      "  │ src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.",
      "  │ src/price.js: withTax(net, rate) adds",
      "  │ The response stopped (max_tokens) before the model finished: the answer is cut short.",
      "  │   ↳ subagent round 1 · 1500 in / 8000 out · subagent 1500 in / 8000 out · stop: max_tokens",
      "  └ subagent done: 1 round, 1500 in / 8000 out; only its report goes back",
      "  src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.",
      "  src/price.js: withTax(net, rate) adds",
      "  (The report was cut off at max_tokens.)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.\nsrc/price.js: withTax(net, rate) adds",
        streamed: false
      },
      {
        kind: "warning",
        text: "The response stopped (max_tokens) before the model finished: the answer is cut short."
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 8e3
        },
        stop: "max_tokens"
      },
      {
        kind: "subagent-end",
        stopped: false
      },
      {
        kind: "tool-result",
        content: "src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.\nsrc/price.js: withTax(net, rate) adds\n(The report was cut off at max_tokens.)",
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
              text: "Say in one line a file what these functions are for, going by their names: src/cart.js has total(lines, taxRate) and count(lines); src/price.js has withTax(net, rate) and discount(price, percent)."
            }
          ]
        }
      ],
      system: "You are a subagent at <workdir>. Another agent gave you one sub-task.\n\nRules:\n- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.\n- Do not delegate: you have no task tool. Do the work yourself.\n- Prefer tools over prose. Do not guess file paths: list or search first when unsure.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "text",
          text: "src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.\nsrc/price.js: withTax(net, rate) adds",
          citations: null
        }
      ],
      stop_reason: "max_tokens"
    },
    usage: {
      input: 1500,
      output: 8e3
    }
  },
  {
    n: 42,
    terminal: [
      "Done.",
      "  ↳ round 6 · 2755 in / 21 out · session 13555 in / 276 out · subagents 85765 in / 9238 out"
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
        n: 6,
        usage: {
          input_tokens: 2755,
          output_tokens: 21
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01rhXUYbvqduWzWqBjitaeLe",
              name: "task",
              input: {
                description: "Say in one line a file what these functions are for, going by their names: src/cart.js has total(lines, taxRate) and count(lines); src/price.js has withTax(net, rate) and discount(price, percent)."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01rhXUYbvqduWzWqBjitaeLe",
              content: "src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.\nsrc/price.js: withTax(net, rate) adds\n(The report was cut off at max_tokens.)"
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
      input: 2755,
      output: 21
    }
  }
];
const s06SubagentCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s06SubagentCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
