const title = "s05 · todo-cases.json";
const lesson = "s05";
const file = "lessons/s05-todo-write/cassettes/todo-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s05 >> Plan something.",
      "  ↳ round 1 · 1800 in / 70 out · session 1800 in / 70 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [▸] Read the code",
      "  [ ] Write tests",
      "  [ ] Update docs",
      "  (0/3 completed)"
    ],
    events: [
      {
        kind: "prompt",
        text: "Plan something."
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
          output_tokens: 70
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Read the code",
              status: "in_progress"
            },
            {
              content: "Write tests",
              status: "pending"
            },
            {
              content: "Update docs",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[▸] Read the code",
            status: "in_progress",
            activity: "Read the code"
          },
          {
            text: "[ ] Write tests",
            status: "pending",
            activity: "Write tests"
          },
          {
            text: "[ ] Update docs",
            status: "pending",
            activity: "Update docs"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
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
              text: "Plan something."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with todo_write, act with your tools, update the todos, then report what you did.\n\nRules:\n- Plan before you act: list the steps of a multi-step task with todo_write first.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_015zHqJ02wxCTfOKIypgSgfp",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Read the code",
                status: "in_progress"
              },
              {
                content: "Write tests",
                status: "pending"
              },
              {
                content: "Update docs",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 70
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2010 in / 63 out · session 3810 in / 133 out",
      '> todo_write: {"todos":"[{\\"content\\":\\"Read the code\\",\\"status\\":\\"completed\\"},{\\"content\\":\\"Write tests\\",\\"…',
      "  ## Current Tasks",
      "  [✓] Read the code",
      "  [▸] Write tests",
      "  (1/2 completed)"
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
          input_tokens: 2010,
          output_tokens: 63
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: '[{"content":"Read the code","status":"completed"},{"content":"Write tests","status":"in_progress"}]'
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Read the code",
            status: "completed",
            activity: "Read the code"
          },
          {
            text: "[▸] Write tests",
            status: "in_progress",
            activity: "Write tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 2 tasks",
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
              id: "toolu_015zHqJ02wxCTfOKIypgSgfp",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Read the code",
                    status: "in_progress"
                  },
                  {
                    content: "Write tests",
                    status: "pending"
                  },
                  {
                    content: "Update docs",
                    status: "pending"
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
              tool_use_id: "toolu_015zHqJ02wxCTfOKIypgSgfp",
              content: "Updated 3 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01KDxzqk7F5WmdnbxCxW0CWf",
          name: "todo_write",
          input: {
            todos: '[{"content":"Read the code","status":"completed"},{"content":"Write tests","status":"in_progress"}]'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2010,
      output: 63
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2213 in / 39 out · session 6023 in / 172 out",
      '> todo_write: {"todos":"read the code, then write tests"}',
      "  Error: todos must be a list of {content, status} tasks; got a string that is not JSON"
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
          input_tokens: 2213,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: "read the code, then write tests"
        }
      },
      {
        kind: "tool-result",
        content: "Error: todos must be a list of {content, status} tasks; got a string that is not JSON",
        isError: true
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
              id: "toolu_01KDxzqk7F5WmdnbxCxW0CWf",
              name: "todo_write",
              input: {
                todos: '[{"content":"Read the code","status":"completed"},{"content":"Write tests","status":"in_progress"}]'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01KDxzqk7F5WmdnbxCxW0CWf",
              content: "Updated 2 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_011SySpdoctrcCBjylueB68y",
          name: "todo_write",
          input: {
            todos: "read the code, then write tests"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2213,
      output: 39
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2392 in / 39 out · session 8415 in / 211 out",
      '> todo_write: {"todos":"{\\"content\\": \\"Read the code\\"}"}',
      "  Error: todos must be a list of {content, status} tasks"
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
          input_tokens: 2392,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: '{"content": "Read the code"}'
        }
      },
      {
        kind: "tool-result",
        content: "Error: todos must be a list of {content, status} tasks",
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
              type: "tool_use",
              id: "toolu_011SySpdoctrcCBjylueB68y",
              name: "todo_write",
              input: {
                todos: "read the code, then write tests"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_011SySpdoctrcCBjylueB68y",
              content: "Error: todos must be a list of {content, status} tasks; got a string that is not JSON",
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
          id: "toolu_019isKIwdtCFhptxQN1AImbr",
          name: "todo_write",
          input: {
            todos: '{"content": "Read the code"}'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2392,
      output: 39
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2571 in / 29 out · session 10986 in / 240 out",
      '> todo_write: {"todos":3}',
      "  Error: todos must be a list of {content, status} tasks"
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
          input_tokens: 2571,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: 3
        }
      },
      {
        kind: "tool-result",
        content: "Error: todos must be a list of {content, status} tasks",
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
              id: "toolu_019isKIwdtCFhptxQN1AImbr",
              name: "todo_write",
              input: {
                todos: '{"content": "Read the code"}'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_019isKIwdtCFhptxQN1AImbr",
              content: "Error: todos must be a list of {content, status} tasks",
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
          id: "toolu_01jW77C7c8CLnbTd3ckvI9q6",
          name: "todo_write",
          input: {
            todos: 3
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2571,
      output: 29
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2740 in / 27 out · session 13726 in / 267 out",
      "> todo_write: {}",
      "  Error: todos must be a list of {content, status} tasks"
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
          input_tokens: 2740,
          output_tokens: 27
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {}
      },
      {
        kind: "tool-result",
        content: "Error: todos must be a list of {content, status} tasks",
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
              id: "toolu_01jW77C7c8CLnbTd3ckvI9q6",
              name: "todo_write",
              input: {
                todos: 3
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01jW77C7c8CLnbTd3ckvI9q6",
              content: "Error: todos must be a list of {content, status} tasks",
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
          id: "toolu_014tDXNzSJxMy4RggkdO7Zu7",
          name: "todo_write",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2740,
      output: 27
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2907 in / 30 out · session 16633 in / 297 out",
      "> todo_write: 0 todos",
      "  ## Current Tasks",
      "  No todos."
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
          input_tokens: 2907,
          output_tokens: 30
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: []
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: []
      },
      {
        kind: "tool-result",
        content: "Updated 0 tasks",
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
              id: "toolu_014tDXNzSJxMy4RggkdO7Zu7",
              name: "todo_write",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_014tDXNzSJxMy4RggkdO7Zu7",
              content: "Error: todos must be a list of {content, status} tasks",
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
          id: "toolu_01oKFZKcDLQXf3MLoNxGgdoh",
          name: "todo_write",
          input: {
            todos: []
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2907,
      output: 30
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3077 in / 39 out · session 19710 in / 336 out",
      "> todo_write: 1 todo",
      '  Error: Task 0: status must be pending, in_progress or completed, not "done"'
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
          input_tokens: 3077,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A",
              status: "done"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: Task 0: status must be pending, in_progress or completed, not "done"',
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
              id: "toolu_01oKFZKcDLQXf3MLoNxGgdoh",
              name: "todo_write",
              input: {
                todos: []
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01oKFZKcDLQXf3MLoNxGgdoh",
              content: "Updated 0 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01Nfbfj5QykvcOisijCV7XI0",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A",
                status: "done"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3077,
      output: 39
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3256 in / 40 out · session 22966 in / 376 out",
      "> todo_write: 1 todo",
      '  Error: Task 0: status must be pending, in_progress or completed, not "COMPLETED"'
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
          input_tokens: 3256,
          output_tokens: 40
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A",
              status: "COMPLETED"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: Task 0: status must be pending, in_progress or completed, not "COMPLETED"',
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
              id: "toolu_01Nfbfj5QykvcOisijCV7XI0",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A",
                    status: "done"
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
              tool_use_id: "toolu_01Nfbfj5QykvcOisijCV7XI0",
              content: 'Error: Task 0: status must be pending, in_progress or completed, not "done"',
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
          id: "toolu_01VW28jNrQTFyjo2nBii4HYb",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A",
                status: "COMPLETED"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3256,
      output: 40
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3436 in / 34 out · session 26402 in / 410 out",
      "> todo_write: 1 todo",
      "  Error: Task 0: status must be pending, in_progress or completed, not undefined"
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
          input_tokens: 3436,
          output_tokens: 34
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 0: status must be pending, in_progress or completed, not undefined",
        isError: true
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
              id: "toolu_01VW28jNrQTFyjo2nBii4HYb",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A",
                    status: "COMPLETED"
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
              tool_use_id: "toolu_01VW28jNrQTFyjo2nBii4HYb",
              content: 'Error: Task 0: status must be pending, in_progress or completed, not "COMPLETED"',
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
          id: "toolu_01XdQtjPjxlT827vnFYHTaGt",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3436,
      output: 34
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3610 in / 39 out · session 30012 in / 449 out",
      "> todo_write: 1 todo",
      "  Error: Task 0: content must be a non-empty string"
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
          input_tokens: 3610,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: " ",
              status: "done"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 0: content must be a non-empty string",
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
              id: "toolu_01XdQtjPjxlT827vnFYHTaGt",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A"
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
              tool_use_id: "toolu_01XdQtjPjxlT827vnFYHTaGt",
              content: "Error: Task 0: status must be pending, in_progress or completed, not undefined",
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
          id: "toolu_01D6s0o3YZjZCoHjY7Eqr307",
          name: "todo_write",
          input: {
            todos: [
              {
                content: " ",
                status: "done"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3610,
      output: 39
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3789 in / 45 out · session 33801 in / 494 out",
      "> todo_write: 2 todos",
      '  Error: Task 0: status must be pending, in_progress or completed, not "done"'
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
          input_tokens: 3789,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A",
              status: "done"
            },
            {
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: 'Error: Task 0: status must be pending, in_progress or completed, not "done"',
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
              id: "toolu_01D6s0o3YZjZCoHjY7Eqr307",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: " ",
                    status: "done"
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
              tool_use_id: "toolu_01D6s0o3YZjZCoHjY7Eqr307",
              content: "Error: Task 0: content must be a non-empty string",
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
          id: "toolu_01jlHCPdHA3AO9EetHQP96NB",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A",
                status: "done"
              },
              {
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3789,
      output: 45
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 3974 in / 39 out · session 37775 in / 533 out",
      "> todo_write: 1 todo",
      "  Error: Task 0: content must be a non-empty string"
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
          input_tokens: 3974,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: 42,
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 0: content must be a non-empty string",
        isError: true
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
              id: "toolu_01jlHCPdHA3AO9EetHQP96NB",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A",
                    status: "done"
                  },
                  {
                    status: "pending"
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
              tool_use_id: "toolu_01jlHCPdHA3AO9EetHQP96NB",
              content: 'Error: Task 0: status must be pending, in_progress or completed, not "done"',
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
          id: "toolu_01doT9A1mALmdS2KBuBBy1C3",
          name: "todo_write",
          input: {
            todos: [
              {
                content: 42,
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3974,
      output: 39
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4153 in / 49 out · session 41928 in / 582 out",
      "> todo_write: 2 todos",
      "  Error: Task 1: content must be a non-empty string"
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
          input_tokens: 4153,
          output_tokens: 49
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A",
              status: "pending"
            },
            {
              content: " ",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 1: content must be a non-empty string",
        isError: true
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
              id: "toolu_01doT9A1mALmdS2KBuBBy1C3",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: 42,
                    status: "pending"
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
              tool_use_id: "toolu_01doT9A1mALmdS2KBuBBy1C3",
              content: "Error: Task 0: content must be a non-empty string",
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
          id: "toolu_01PYEZErNJsGzlBAVN1lszwg",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A",
                status: "pending"
              },
              {
                content: " ",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4153,
      output: 49
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4342 in / 45 out · session 46270 in / 627 out",
      "> todo_write: 2 todos",
      "  Error: Task 1: content must be a non-empty string"
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
          input_tokens: 4342,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "A",
              status: "pending"
            },
            {
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 1: content must be a non-empty string",
        isError: true
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
              id: "toolu_01PYEZErNJsGzlBAVN1lszwg",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A",
                    status: "pending"
                  },
                  {
                    content: " ",
                    status: "pending"
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
              tool_use_id: "toolu_01PYEZErNJsGzlBAVN1lszwg",
              content: "Error: Task 1: content must be a non-empty string",
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
          id: "toolu_01q7HbclGo1AJAVJfy55DY0O",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "A",
                status: "pending"
              },
              {
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4342,
      output: 45
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4527 in / 31 out · session 50797 in / 658 out",
      "> todo_write: 1 todo",
      "  Error: Task 0: content must be a non-empty string"
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
          input_tokens: 4527,
          output_tokens: 31
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            null
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Task 0: content must be a non-empty string",
        isError: true
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
              id: "toolu_01q7HbclGo1AJAVJfy55DY0O",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "A",
                    status: "pending"
                  },
                  {
                    status: "pending"
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
              tool_use_id: "toolu_01q7HbclGo1AJAVJfy55DY0O",
              content: "Error: Task 1: content must be a non-empty string",
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
          id: "toolu_01HiaUDkYDxuV1RqqkbZYBEP",
          name: "todo_write",
          input: {
            todos: [
              null
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4527,
      output: 31
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4698 in / 42 out · session 55495 in / 700 out",
      "> todo_write: 1 todo",
      "  ## Current Tasks",
      "  [ ] Padded",
      "  (0/1 completed)"
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
          input_tokens: 4698,
          output_tokens: 42
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "  Padded  ",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[ ] Padded",
            status: "pending",
            activity: "Padded"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 1 tasks",
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
              id: "toolu_01HiaUDkYDxuV1RqqkbZYBEP",
              name: "todo_write",
              input: {
                todos: [
                  null
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
              tool_use_id: "toolu_01HiaUDkYDxuV1RqqkbZYBEP",
              content: "Error: Task 0: content must be a non-empty string",
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
          id: "toolu_01qJbnaHCNqXCZBC1MDppqCv",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "  Padded  ",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4698,
      output: 42
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4880 in / 72 out · session 60375 in / 772 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write the module",
      "  [✓] Write tests",
      "  [✓] Update README",
      "  (3/3 completed)",
      "⏰ reminder injected: NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
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
          input_tokens: 4880,
          output_tokens: 72
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write the module",
              status: "completed"
            },
            {
              content: "Write tests",
              status: "completed"
            },
            {
              content: "Update README",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write the module",
            status: "completed",
            activity: "Write the module"
          },
          {
            text: "[✓] Write tests",
            status: "completed",
            activity: "Write tests"
          },
          {
            text: "[✓] Update README",
            status: "completed",
            activity: "Update README"
          }
        ]
      },
      {
        kind: "reminder",
        text: "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.",
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
              id: "toolu_01qJbnaHCNqXCZBC1MDppqCv",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "  Padded  ",
                    status: "pending"
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
              tool_use_id: "toolu_01qJbnaHCNqXCZBC1MDppqCv",
              content: "Updated 1 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_011uWKnRICAE4ORgaILMS4Jv",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write the module",
                status: "completed"
              },
              {
                content: "Write tests",
                status: "completed"
              },
              {
                content: "Update README",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4880,
      output: 72
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 5092 in / 74 out · session 65467 in / 846 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write the module",
      "  [✓] Write tests",
      "  [✓] Verify: run the tests",
      "  (3/3 completed)"
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
          input_tokens: 5092,
          output_tokens: 74
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write the module",
              status: "completed"
            },
            {
              content: "Write tests",
              status: "completed"
            },
            {
              content: "Verify: run the tests",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write the module",
            status: "completed",
            activity: "Write the module"
          },
          {
            text: "[✓] Write tests",
            status: "completed",
            activity: "Write tests"
          },
          {
            text: "[✓] Verify: run the tests",
            status: "completed",
            activity: "Verify: run the tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
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
              id: "toolu_011uWKnRICAE4ORgaILMS4Jv",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write the module",
                    status: "completed"
                  },
                  {
                    content: "Write tests",
                    status: "completed"
                  },
                  {
                    content: "Update README",
                    status: "completed"
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
              tool_use_id: "toolu_011uWKnRICAE4ORgaILMS4Jv",
              content: "Updated 3 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_016ynynmCDSDJUbdxkViJSxM",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write the module",
                status: "completed"
              },
              {
                content: "Write tests",
                status: "completed"
              },
              {
                content: "Verify: run the tests",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5092,
      output: 74
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5306 in / 75 out · session 70773 in / 921 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write the module",
      "  [✓] Write tests",
      "  [✓] Run a final verification",
      "  (3/3 completed)"
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
          input_tokens: 5306,
          output_tokens: 75
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write the module",
              status: "completed"
            },
            {
              content: "Write tests",
              status: "completed"
            },
            {
              content: "Run a final verification",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write the module",
            status: "completed",
            activity: "Write the module"
          },
          {
            text: "[✓] Write tests",
            status: "completed",
            activity: "Write tests"
          },
          {
            text: "[✓] Run a final verification",
            status: "completed",
            activity: "Run a final verification"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
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
              id: "toolu_016ynynmCDSDJUbdxkViJSxM",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write the module",
                    status: "completed"
                  },
                  {
                    content: "Write tests",
                    status: "completed"
                  },
                  {
                    content: "Verify: run the tests",
                    status: "completed"
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
              tool_use_id: "toolu_016ynynmCDSDJUbdxkViJSxM",
              content: "Updated 3 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01qXkNPIALjrmMljOELqUl9B",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write the module",
                status: "completed"
              },
              {
                content: "Write tests",
                status: "completed"
              },
              {
                content: "Run a final verification",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5306,
      output: 75
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5521 in / 58 out · session 76294 in / 979 out",
      "> todo_write: 2 todos",
      "  ## Current Tasks",
      "  [✓] Write the module",
      "  [✓] Write tests",
      "  (2/2 completed)"
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
          input_tokens: 5521,
          output_tokens: 58
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write the module",
              status: "completed"
            },
            {
              content: "Write tests",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write the module",
            status: "completed",
            activity: "Write the module"
          },
          {
            text: "[✓] Write tests",
            status: "completed",
            activity: "Write tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 2 tasks",
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
              id: "toolu_01qXkNPIALjrmMljOELqUl9B",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write the module",
                    status: "completed"
                  },
                  {
                    content: "Write tests",
                    status: "completed"
                  },
                  {
                    content: "Run a final verification",
                    status: "completed"
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
              tool_use_id: "toolu_01qXkNPIALjrmMljOELqUl9B",
              content: "Updated 3 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01I4naPj8xth655yFC7DvXbh",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write the module",
                status: "completed"
              },
              {
                content: "Write tests",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5521,
      output: 58
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5719 in / 71 out · session 82013 in / 1050 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write the module",
      "  [✓] Write tests",
      "  [ ] Update README",
      "  (2/3 completed)"
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
          input_tokens: 5719,
          output_tokens: 71
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write the module",
              status: "completed"
            },
            {
              content: "Write tests",
              status: "completed"
            },
            {
              content: "Update README",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write the module",
            status: "completed",
            activity: "Write the module"
          },
          {
            text: "[✓] Write tests",
            status: "completed",
            activity: "Write tests"
          },
          {
            text: "[ ] Update README",
            status: "pending",
            activity: "Update README"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
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
              id: "toolu_01I4naPj8xth655yFC7DvXbh",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write the module",
                    status: "completed"
                  },
                  {
                    content: "Write tests",
                    status: "completed"
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
              tool_use_id: "toolu_01I4naPj8xth655yFC7DvXbh",
              content: "Updated 2 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01XipfPz71BlR4BzM4bs4dYA",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write the module",
                status: "completed"
              },
              {
                content: "Write tests",
                status: "completed"
              },
              {
                content: "Update README",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5719,
      output: 71
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5930 in / 81 out · session 87943 in / 1131 out",
      '> todo_write: {"todos":"[{\\"content\\":\\"A\\",\\"status\\":\\"completed\\"},{\\"content\\":\\"B\\",\\"status\\":\\"completed\\"…',
      "  ## Current Tasks",
      "  [✓] A",
      "  [✓] B",
      "  [✓] C",
      "  [✓] D",
      "  (4/4 completed)",
      "⏰ reminder injected: NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
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
          input_tokens: 5930,
          output_tokens: 81
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: '[{"content":"A","status":"completed"},{"content":"B","status":"completed"},{"content":"C","status":"completed"},{"content":"D","status":"completed"}]'
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] A",
            status: "completed",
            activity: "A"
          },
          {
            text: "[✓] B",
            status: "completed",
            activity: "B"
          },
          {
            text: "[✓] C",
            status: "completed",
            activity: "C"
          },
          {
            text: "[✓] D",
            status: "completed",
            activity: "D"
          }
        ]
      },
      {
        kind: "reminder",
        text: "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
      },
      {
        kind: "tool-result",
        content: "Updated 4 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.",
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
              id: "toolu_01XipfPz71BlR4BzM4bs4dYA",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write the module",
                    status: "completed"
                  },
                  {
                    content: "Write tests",
                    status: "completed"
                  },
                  {
                    content: "Update README",
                    status: "pending"
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
              tool_use_id: "toolu_01XipfPz71BlR4BzM4bs4dYA",
              content: "Updated 3 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01RZNzQHqW0taeO4M9ILhIFp",
          name: "todo_write",
          input: {
            todos: '[{"content":"A","status":"completed"},{"content":"B","status":"completed"},{"content":"C","status":"completed"},{"content":"D","status":"completed"}]'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5930,
      output: 81
    }
  },
  {
    n: 24,
    terminal: [
      "Done.",
      "  ↳ round 24 · 6151 in / 21 out · session 94094 in / 1152 out"
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
        n: 24,
        usage: {
          input_tokens: 6151,
          output_tokens: 21
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01RZNzQHqW0taeO4M9ILhIFp",
              name: "todo_write",
              input: {
                todos: '[{"content":"A","status":"completed"},{"content":"B","status":"completed"},{"content":"C","status":"completed"},{"content":"D","status":"completed"}]'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01RZNzQHqW0taeO4M9ILhIFp",
              content: "Updated 4 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
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
      input: 6151,
      output: 21
    }
  }
];
const s05TodoCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s05TodoCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
