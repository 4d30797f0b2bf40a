const title = "v2 · todo-cases.json";
const lesson = "v2";
const file = "lessons/v2-todo/cassettes/todo-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v2 >> Plan something.",
      "⏰ reminder injected: <reminder>Use TodoWrite for multi-step tasks.</reminder>",
      "  ↳ round 1 · 1800 in / 84 out · session 1800 in / 84 out",
      "> TodoWrite: 3 items",
      "  [x] 重构认证模块",
      "  [>] 添加单元测试 <- 正在添加单元测试",
      "  [ ] 更新文档",
      "  (1/3 completed)"
    ],
    events: [
      {
        kind: "prompt",
        text: "Plan something."
      },
      {
        kind: "reminder",
        text: "<reminder>Use TodoWrite for multi-step tasks.</reminder>"
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
          output_tokens: 84
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "重构认证模块",
              status: "completed",
              activeForm: "已重构认证模块"
            },
            {
              content: "添加单元测试",
              status: "in_progress",
              activeForm: "正在添加单元测试"
            },
            {
              content: "更新文档",
              status: "pending",
              activeForm: "准备更新文档"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] 重构认证模块",
            status: "completed",
            activity: "已重构认证模块"
          },
          {
            text: "[>] 添加单元测试 <- 正在添加单元测试",
            status: "in_progress",
            activity: "正在添加单元测试"
          },
          {
            text: "[ ] 更新文档",
            status: "pending",
            activity: "准备更新文档"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] 重构认证模块\n[>] 添加单元测试 <- 正在添加单元测试\n[ ] 更新文档\n\n(1/3 completed)",
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
              text: "<reminder>Use TodoWrite for multi-step tasks.</reminder>"
            },
            {
              type: "text",
              text: "Plan something."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with TodoWrite, act with your tools, update the todos, then report what you did.\n\nRules:\n- Use TodoWrite to track multi-step tasks.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
          name: "TodoWrite",
          description: "Update the task list. Use to plan and track progress.",
          input_schema: {
            type: "object",
            properties: {
              items: {
                type: "array",
                description: "Complete list of tasks (replaces existing)",
                items: {
                  type: "object",
                  properties: {
                    content: {
                      type: "string",
                      description: "Task description"
                    },
                    status: {
                      type: "string",
                      "enum": [
                        "pending",
                        "in_progress",
                        "completed"
                      ],
                      description: "Task status"
                    },
                    activeForm: {
                      type: "string",
                      description: "Present tense action, e.g. 'Reading files'"
                    }
                  },
                  required: [
                    "content",
                    "status",
                    "activeForm"
                  ]
                }
              }
            },
            required: [
              "items"
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
          id: "toolu_01BvreW0mDrDsiPqynA2k9TI",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "重构认证模块",
                status: "completed",
                activeForm: "已重构认证模块"
              },
              {
                content: "添加单元测试",
                status: "in_progress",
                activeForm: "正在添加单元测试"
              },
              {
                content: "更新文档",
                status: "pending",
                activeForm: "准备更新文档"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 84
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2024 in / 84 out · session 3824 in / 168 out",
      "> TodoWrite: 3 items",
      "  [>] 列出目录文件 <- 正在列出目录文件",
      "  [ ] 读取主要文件",
      "  [ ] 总结架构",
      "  (0/3 completed)"
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
          input_tokens: 2024,
          output_tokens: 84
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "列出目录文件",
              status: "in_progress",
              activeForm: "正在列出目录文件"
            },
            {
              content: "读取主要文件",
              status: "pending",
              activeForm: "准备读取主要文件"
            },
            {
              content: "总结架构",
              status: "pending",
              activeForm: "准备总结架构"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[>] 列出目录文件 <- 正在列出目录文件",
            status: "in_progress",
            activity: "正在列出目录文件"
          },
          {
            text: "[ ] 读取主要文件",
            status: "pending",
            activity: "准备读取主要文件"
          },
          {
            text: "[ ] 总结架构",
            status: "pending",
            activity: "准备总结架构"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[>] 列出目录文件 <- 正在列出目录文件\n[ ] 读取主要文件\n[ ] 总结架构\n\n(0/3 completed)",
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
              id: "toolu_01BvreW0mDrDsiPqynA2k9TI",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "重构认证模块",
                    status: "completed",
                    activeForm: "已重构认证模块"
                  },
                  {
                    content: "添加单元测试",
                    status: "in_progress",
                    activeForm: "正在添加单元测试"
                  },
                  {
                    content: "更新文档",
                    status: "pending",
                    activeForm: "准备更新文档"
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
              tool_use_id: "toolu_01BvreW0mDrDsiPqynA2k9TI",
              content: "[x] 重构认证模块\n[>] 添加单元测试 <- 正在添加单元测试\n[ ] 更新文档\n\n(1/3 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01kBQENyyljUFFXcBrAjUkIo",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "列出目录文件",
                status: "in_progress",
                activeForm: "正在列出目录文件"
              },
              {
                content: "读取主要文件",
                status: "pending",
                activeForm: "准备读取主要文件"
              },
              {
                content: "总结架构",
                status: "pending",
                activeForm: "准备总结架构"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2024,
      output: 84
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2248 in / 84 out · session 6072 in / 252 out",
      "> TodoWrite: 3 items",
      "  [x] 列出目录文件",
      "  [>] 读取主要文件 <- 正在读取主要文件",
      "  [ ] 总结架构",
      "  (1/3 completed)"
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
          input_tokens: 2248,
          output_tokens: 84
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "列出目录文件",
              status: "completed",
              activeForm: "已列出目录文件"
            },
            {
              content: "读取主要文件",
              status: "in_progress",
              activeForm: "正在读取主要文件"
            },
            {
              content: "总结架构",
              status: "pending",
              activeForm: "准备总结架构"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] 列出目录文件",
            status: "completed",
            activity: "已列出目录文件"
          },
          {
            text: "[>] 读取主要文件 <- 正在读取主要文件",
            status: "in_progress",
            activity: "正在读取主要文件"
          },
          {
            text: "[ ] 总结架构",
            status: "pending",
            activity: "准备总结架构"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] 列出目录文件\n[>] 读取主要文件 <- 正在读取主要文件\n[ ] 总结架构\n\n(1/3 completed)",
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
              id: "toolu_01kBQENyyljUFFXcBrAjUkIo",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "列出目录文件",
                    status: "in_progress",
                    activeForm: "正在列出目录文件"
                  },
                  {
                    content: "读取主要文件",
                    status: "pending",
                    activeForm: "准备读取主要文件"
                  },
                  {
                    content: "总结架构",
                    status: "pending",
                    activeForm: "准备总结架构"
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
              tool_use_id: "toolu_01kBQENyyljUFFXcBrAjUkIo",
              content: "[>] 列出目录文件 <- 正在列出目录文件\n[ ] 读取主要文件\n[ ] 总结架构\n\n(0/3 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01nCdgOFHOSUH5pi4NtGTsbF",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "列出目录文件",
                status: "completed",
                activeForm: "已列出目录文件"
              },
              {
                content: "读取主要文件",
                status: "in_progress",
                activeForm: "正在读取主要文件"
              },
              {
                content: "总结架构",
                status: "pending",
                activeForm: "准备总结架构"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2248,
      output: 84
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2472 in / 85 out · session 8544 in / 337 out",
      "> TodoWrite: 3 items",
      "  [x] 列出目录文件",
      "  [x] 读取主要文件",
      "  [>] 总结架构 <- 正在总结架构",
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
        n: 4,
        usage: {
          input_tokens: 2472,
          output_tokens: 85
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "列出目录文件",
              status: "completed",
              activeForm: "已列出目录文件"
            },
            {
              content: "读取主要文件",
              status: "completed",
              activeForm: "已读取主要文件"
            },
            {
              content: "总结架构",
              status: "in_progress",
              activeForm: "正在总结架构"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] 列出目录文件",
            status: "completed",
            activity: "已列出目录文件"
          },
          {
            text: "[x] 读取主要文件",
            status: "completed",
            activity: "已读取主要文件"
          },
          {
            text: "[>] 总结架构 <- 正在总结架构",
            status: "in_progress",
            activity: "正在总结架构"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] 列出目录文件\n[x] 读取主要文件\n[>] 总结架构 <- 正在总结架构\n\n(2/3 completed)",
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
              id: "toolu_01nCdgOFHOSUH5pi4NtGTsbF",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "列出目录文件",
                    status: "completed",
                    activeForm: "已列出目录文件"
                  },
                  {
                    content: "读取主要文件",
                    status: "in_progress",
                    activeForm: "正在读取主要文件"
                  },
                  {
                    content: "总结架构",
                    status: "pending",
                    activeForm: "准备总结架构"
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
              tool_use_id: "toolu_01nCdgOFHOSUH5pi4NtGTsbF",
              content: "[x] 列出目录文件\n[>] 读取主要文件 <- 正在读取主要文件\n[ ] 总结架构\n\n(1/3 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01HSniVfPLb14KhjRVpscEjk",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "列出目录文件",
                status: "completed",
                activeForm: "已列出目录文件"
              },
              {
                content: "读取主要文件",
                status: "completed",
                activeForm: "已读取主要文件"
              },
              {
                content: "总结架构",
                status: "in_progress",
                activeForm: "正在总结架构"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2472,
      output: 85
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2697 in / 29 out · session 11241 in / 366 out",
      "> TodoWrite: 0 items",
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
        n: 5,
        usage: {
          input_tokens: 2697,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: []
        }
      },
      {
        kind: "panel",
        items: []
      },
      {
        kind: "tool-result",
        content: "No todos.",
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
              id: "toolu_01HSniVfPLb14KhjRVpscEjk",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "列出目录文件",
                    status: "completed",
                    activeForm: "已列出目录文件"
                  },
                  {
                    content: "读取主要文件",
                    status: "completed",
                    activeForm: "已读取主要文件"
                  },
                  {
                    content: "总结架构",
                    status: "in_progress",
                    activeForm: "正在总结架构"
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
              tool_use_id: "toolu_01HSniVfPLb14KhjRVpscEjk",
              content: "[x] 列出目录文件\n[x] 读取主要文件\n[>] 总结架构 <- 正在总结架构\n\n(2/3 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01xjbM8jNKnjXGWIo4f8BvVo",
          name: "TodoWrite",
          input: {
            items: []
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2697,
      output: 29
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2866 in / 395 out · session 14107 in / 761 out",
      "> TodoWrite: 20 items",
      "  [ ] Task 1",
      "  [ ] Task 2",
      "  [ ] Task 3",
      "  [ ] Task 4",
      "  [ ] Task 5",
      "  [ ] Task 6",
      "  [ ] Task 7",
      "  [ ] Task 8",
      "  [ ] Task 9",
      "  [ ] Task 10",
      "  [ ] Task 11",
      "  [ ] Task 12",
      "  [ ] Task 13",
      "  [ ] Task 14",
      "  [ ] Task 15",
      "  [ ] Task 16",
      "  [ ] Task 17",
      "  [ ] Task 18",
      "  [ ] Task 19",
      "  [ ] Task 20",
      "  (0/20 completed)"
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
          input_tokens: 2866,
          output_tokens: 395
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Task 1",
              status: "pending",
              activeForm: "Task 1…"
            },
            {
              content: "Task 2",
              status: "pending",
              activeForm: "Task 2…"
            },
            {
              content: "Task 3",
              status: "pending",
              activeForm: "Task 3…"
            },
            {
              content: "Task 4",
              status: "pending",
              activeForm: "Task 4…"
            },
            {
              content: "Task 5",
              status: "pending",
              activeForm: "Task 5…"
            },
            {
              content: "Task 6",
              status: "pending",
              activeForm: "Task 6…"
            },
            {
              content: "Task 7",
              status: "pending",
              activeForm: "Task 7…"
            },
            {
              content: "Task 8",
              status: "pending",
              activeForm: "Task 8…"
            },
            {
              content: "Task 9",
              status: "pending",
              activeForm: "Task 9…"
            },
            {
              content: "Task 10",
              status: "pending",
              activeForm: "Task 10…"
            },
            {
              content: "Task 11",
              status: "pending",
              activeForm: "Task 11…"
            },
            {
              content: "Task 12",
              status: "pending",
              activeForm: "Task 12…"
            },
            {
              content: "Task 13",
              status: "pending",
              activeForm: "Task 13…"
            },
            {
              content: "Task 14",
              status: "pending",
              activeForm: "Task 14…"
            },
            {
              content: "Task 15",
              status: "pending",
              activeForm: "Task 15…"
            },
            {
              content: "Task 16",
              status: "pending",
              activeForm: "Task 16…"
            },
            {
              content: "Task 17",
              status: "pending",
              activeForm: "Task 17…"
            },
            {
              content: "Task 18",
              status: "pending",
              activeForm: "Task 18…"
            },
            {
              content: "Task 19",
              status: "pending",
              activeForm: "Task 19…"
            },
            {
              content: "Task 20",
              status: "pending",
              activeForm: "Task 20…"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] Task 1",
            status: "pending",
            activity: "Task 1…"
          },
          {
            text: "[ ] Task 2",
            status: "pending",
            activity: "Task 2…"
          },
          {
            text: "[ ] Task 3",
            status: "pending",
            activity: "Task 3…"
          },
          {
            text: "[ ] Task 4",
            status: "pending",
            activity: "Task 4…"
          },
          {
            text: "[ ] Task 5",
            status: "pending",
            activity: "Task 5…"
          },
          {
            text: "[ ] Task 6",
            status: "pending",
            activity: "Task 6…"
          },
          {
            text: "[ ] Task 7",
            status: "pending",
            activity: "Task 7…"
          },
          {
            text: "[ ] Task 8",
            status: "pending",
            activity: "Task 8…"
          },
          {
            text: "[ ] Task 9",
            status: "pending",
            activity: "Task 9…"
          },
          {
            text: "[ ] Task 10",
            status: "pending",
            activity: "Task 10…"
          },
          {
            text: "[ ] Task 11",
            status: "pending",
            activity: "Task 11…"
          },
          {
            text: "[ ] Task 12",
            status: "pending",
            activity: "Task 12…"
          },
          {
            text: "[ ] Task 13",
            status: "pending",
            activity: "Task 13…"
          },
          {
            text: "[ ] Task 14",
            status: "pending",
            activity: "Task 14…"
          },
          {
            text: "[ ] Task 15",
            status: "pending",
            activity: "Task 15…"
          },
          {
            text: "[ ] Task 16",
            status: "pending",
            activity: "Task 16…"
          },
          {
            text: "[ ] Task 17",
            status: "pending",
            activity: "Task 17…"
          },
          {
            text: "[ ] Task 18",
            status: "pending",
            activity: "Task 18…"
          },
          {
            text: "[ ] Task 19",
            status: "pending",
            activity: "Task 19…"
          },
          {
            text: "[ ] Task 20",
            status: "pending",
            activity: "Task 20…"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] Task 1\n[ ] Task 2\n[ ] Task 3\n[ ] Task 4\n[ ] Task 5\n[ ] Task 6\n[ ] Task 7\n[ ] Task 8\n[ ] Task 9\n[ ] Task 10\n[ ] Task 11\n[ ] Task 12\n[ ] Task 13\n[ ] Task 14\n[ ] Task 15\n[ ] Task 16\n[ ] Task 17\n[ ] Task 18\n[ ] Task 19\n[ ] Task 20\n\n(0/20 completed)",
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
              id: "toolu_01xjbM8jNKnjXGWIo4f8BvVo",
              name: "TodoWrite",
              input: {
                items: []
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xjbM8jNKnjXGWIo4f8BvVo",
              content: "No todos."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01KG0Mk68ZRpJercCLj8BiZO",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Task 1",
                status: "pending",
                activeForm: "Task 1…"
              },
              {
                content: "Task 2",
                status: "pending",
                activeForm: "Task 2…"
              },
              {
                content: "Task 3",
                status: "pending",
                activeForm: "Task 3…"
              },
              {
                content: "Task 4",
                status: "pending",
                activeForm: "Task 4…"
              },
              {
                content: "Task 5",
                status: "pending",
                activeForm: "Task 5…"
              },
              {
                content: "Task 6",
                status: "pending",
                activeForm: "Task 6…"
              },
              {
                content: "Task 7",
                status: "pending",
                activeForm: "Task 7…"
              },
              {
                content: "Task 8",
                status: "pending",
                activeForm: "Task 8…"
              },
              {
                content: "Task 9",
                status: "pending",
                activeForm: "Task 9…"
              },
              {
                content: "Task 10",
                status: "pending",
                activeForm: "Task 10…"
              },
              {
                content: "Task 11",
                status: "pending",
                activeForm: "Task 11…"
              },
              {
                content: "Task 12",
                status: "pending",
                activeForm: "Task 12…"
              },
              {
                content: "Task 13",
                status: "pending",
                activeForm: "Task 13…"
              },
              {
                content: "Task 14",
                status: "pending",
                activeForm: "Task 14…"
              },
              {
                content: "Task 15",
                status: "pending",
                activeForm: "Task 15…"
              },
              {
                content: "Task 16",
                status: "pending",
                activeForm: "Task 16…"
              },
              {
                content: "Task 17",
                status: "pending",
                activeForm: "Task 17…"
              },
              {
                content: "Task 18",
                status: "pending",
                activeForm: "Task 18…"
              },
              {
                content: "Task 19",
                status: "pending",
                activeForm: "Task 19…"
              },
              {
                content: "Task 20",
                status: "pending",
                activeForm: "Task 20…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2866,
      output: 395
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 3401 in / 414 out · session 17508 in / 1175 out",
      "> TodoWrite: 21 items",
      "  Error: Max 20 todos allowed"
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
          input_tokens: 3401,
          output_tokens: 414
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Task 1",
              status: "pending",
              activeForm: "Task 1…"
            },
            {
              content: "Task 2",
              status: "pending",
              activeForm: "Task 2…"
            },
            {
              content: "Task 3",
              status: "pending",
              activeForm: "Task 3…"
            },
            {
              content: "Task 4",
              status: "pending",
              activeForm: "Task 4…"
            },
            {
              content: "Task 5",
              status: "pending",
              activeForm: "Task 5…"
            },
            {
              content: "Task 6",
              status: "pending",
              activeForm: "Task 6…"
            },
            {
              content: "Task 7",
              status: "pending",
              activeForm: "Task 7…"
            },
            {
              content: "Task 8",
              status: "pending",
              activeForm: "Task 8…"
            },
            {
              content: "Task 9",
              status: "pending",
              activeForm: "Task 9…"
            },
            {
              content: "Task 10",
              status: "pending",
              activeForm: "Task 10…"
            },
            {
              content: "Task 11",
              status: "pending",
              activeForm: "Task 11…"
            },
            {
              content: "Task 12",
              status: "pending",
              activeForm: "Task 12…"
            },
            {
              content: "Task 13",
              status: "pending",
              activeForm: "Task 13…"
            },
            {
              content: "Task 14",
              status: "pending",
              activeForm: "Task 14…"
            },
            {
              content: "Task 15",
              status: "pending",
              activeForm: "Task 15…"
            },
            {
              content: "Task 16",
              status: "pending",
              activeForm: "Task 16…"
            },
            {
              content: "Task 17",
              status: "pending",
              activeForm: "Task 17…"
            },
            {
              content: "Task 18",
              status: "pending",
              activeForm: "Task 18…"
            },
            {
              content: "Task 19",
              status: "pending",
              activeForm: "Task 19…"
            },
            {
              content: "Task 20",
              status: "pending",
              activeForm: "Task 20…"
            },
            {
              content: "Task 21",
              status: "pending",
              activeForm: "Task 21…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Max 20 todos allowed",
        isError: true
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
              id: "toolu_01KG0Mk68ZRpJercCLj8BiZO",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Task 1",
                    status: "pending",
                    activeForm: "Task 1…"
                  },
                  {
                    content: "Task 2",
                    status: "pending",
                    activeForm: "Task 2…"
                  },
                  {
                    content: "Task 3",
                    status: "pending",
                    activeForm: "Task 3…"
                  },
                  {
                    content: "Task 4",
                    status: "pending",
                    activeForm: "Task 4…"
                  },
                  {
                    content: "Task 5",
                    status: "pending",
                    activeForm: "Task 5…"
                  },
                  {
                    content: "Task 6",
                    status: "pending",
                    activeForm: "Task 6…"
                  },
                  {
                    content: "Task 7",
                    status: "pending",
                    activeForm: "Task 7…"
                  },
                  {
                    content: "Task 8",
                    status: "pending",
                    activeForm: "Task 8…"
                  },
                  {
                    content: "Task 9",
                    status: "pending",
                    activeForm: "Task 9…"
                  },
                  {
                    content: "Task 10",
                    status: "pending",
                    activeForm: "Task 10…"
                  },
                  {
                    content: "Task 11",
                    status: "pending",
                    activeForm: "Task 11…"
                  },
                  {
                    content: "Task 12",
                    status: "pending",
                    activeForm: "Task 12…"
                  },
                  {
                    content: "Task 13",
                    status: "pending",
                    activeForm: "Task 13…"
                  },
                  {
                    content: "Task 14",
                    status: "pending",
                    activeForm: "Task 14…"
                  },
                  {
                    content: "Task 15",
                    status: "pending",
                    activeForm: "Task 15…"
                  },
                  {
                    content: "Task 16",
                    status: "pending",
                    activeForm: "Task 16…"
                  },
                  {
                    content: "Task 17",
                    status: "pending",
                    activeForm: "Task 17…"
                  },
                  {
                    content: "Task 18",
                    status: "pending",
                    activeForm: "Task 18…"
                  },
                  {
                    content: "Task 19",
                    status: "pending",
                    activeForm: "Task 19…"
                  },
                  {
                    content: "Task 20",
                    status: "pending",
                    activeForm: "Task 20…"
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
              tool_use_id: "toolu_01KG0Mk68ZRpJercCLj8BiZO",
              content: "[ ] Task 1\n[ ] Task 2\n[ ] Task 3\n[ ] Task 4\n[ ] Task 5\n[ ] Task 6\n[ ] Task 7\n[ ] Task 8\n[ ] Task 9\n[ ] Task 10\n[ ] Task 11\n[ ] Task 12\n[ ] Task 13\n[ ] Task 14\n[ ] Task 15\n[ ] Task 16\n[ ] Task 17\n[ ] Task 18\n[ ] Task 19\n[ ] Task 20\n\n(0/20 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01PLs57vAFtjJy8SmA0FCmLu",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Task 1",
                status: "pending",
                activeForm: "Task 1…"
              },
              {
                content: "Task 2",
                status: "pending",
                activeForm: "Task 2…"
              },
              {
                content: "Task 3",
                status: "pending",
                activeForm: "Task 3…"
              },
              {
                content: "Task 4",
                status: "pending",
                activeForm: "Task 4…"
              },
              {
                content: "Task 5",
                status: "pending",
                activeForm: "Task 5…"
              },
              {
                content: "Task 6",
                status: "pending",
                activeForm: "Task 6…"
              },
              {
                content: "Task 7",
                status: "pending",
                activeForm: "Task 7…"
              },
              {
                content: "Task 8",
                status: "pending",
                activeForm: "Task 8…"
              },
              {
                content: "Task 9",
                status: "pending",
                activeForm: "Task 9…"
              },
              {
                content: "Task 10",
                status: "pending",
                activeForm: "Task 10…"
              },
              {
                content: "Task 11",
                status: "pending",
                activeForm: "Task 11…"
              },
              {
                content: "Task 12",
                status: "pending",
                activeForm: "Task 12…"
              },
              {
                content: "Task 13",
                status: "pending",
                activeForm: "Task 13…"
              },
              {
                content: "Task 14",
                status: "pending",
                activeForm: "Task 14…"
              },
              {
                content: "Task 15",
                status: "pending",
                activeForm: "Task 15…"
              },
              {
                content: "Task 16",
                status: "pending",
                activeForm: "Task 16…"
              },
              {
                content: "Task 17",
                status: "pending",
                activeForm: "Task 17…"
              },
              {
                content: "Task 18",
                status: "pending",
                activeForm: "Task 18…"
              },
              {
                content: "Task 19",
                status: "pending",
                activeForm: "Task 19…"
              },
              {
                content: "Task 20",
                status: "pending",
                activeForm: "Task 20…"
              },
              {
                content: "Task 21",
                status: "pending",
                activeForm: "Task 21…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3401,
      output: 414
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3955 in / 408 out · session 21463 in / 1583 out",
      "> TodoWrite: 21 items",
      "  Error: Item 3: content required"
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
          input_tokens: 3955,
          output_tokens: 408
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Task 1",
              status: "pending",
              activeForm: "Task 1…"
            },
            {
              content: "Task 2",
              status: "pending",
              activeForm: "Task 2…"
            },
            {
              content: "Task 3",
              status: "pending",
              activeForm: "Task 3…"
            },
            {
              content: "",
              status: "pending",
              activeForm: "…"
            },
            {
              content: "Task 1",
              status: "pending",
              activeForm: "Task 1…"
            },
            {
              content: "Task 2",
              status: "pending",
              activeForm: "Task 2…"
            },
            {
              content: "Task 3",
              status: "pending",
              activeForm: "Task 3…"
            },
            {
              content: "Task 4",
              status: "pending",
              activeForm: "Task 4…"
            },
            {
              content: "Task 5",
              status: "pending",
              activeForm: "Task 5…"
            },
            {
              content: "Task 6",
              status: "pending",
              activeForm: "Task 6…"
            },
            {
              content: "Task 7",
              status: "pending",
              activeForm: "Task 7…"
            },
            {
              content: "Task 8",
              status: "pending",
              activeForm: "Task 8…"
            },
            {
              content: "Task 9",
              status: "pending",
              activeForm: "Task 9…"
            },
            {
              content: "Task 10",
              status: "pending",
              activeForm: "Task 10…"
            },
            {
              content: "Task 11",
              status: "pending",
              activeForm: "Task 11…"
            },
            {
              content: "Task 12",
              status: "pending",
              activeForm: "Task 12…"
            },
            {
              content: "Task 13",
              status: "pending",
              activeForm: "Task 13…"
            },
            {
              content: "Task 14",
              status: "pending",
              activeForm: "Task 14…"
            },
            {
              content: "Task 15",
              status: "pending",
              activeForm: "Task 15…"
            },
            {
              content: "Task 16",
              status: "pending",
              activeForm: "Task 16…"
            },
            {
              content: "Task 17",
              status: "pending",
              activeForm: "Task 17…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 3: content required",
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
              id: "toolu_01PLs57vAFtjJy8SmA0FCmLu",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Task 1",
                    status: "pending",
                    activeForm: "Task 1…"
                  },
                  {
                    content: "Task 2",
                    status: "pending",
                    activeForm: "Task 2…"
                  },
                  {
                    content: "Task 3",
                    status: "pending",
                    activeForm: "Task 3…"
                  },
                  {
                    content: "Task 4",
                    status: "pending",
                    activeForm: "Task 4…"
                  },
                  {
                    content: "Task 5",
                    status: "pending",
                    activeForm: "Task 5…"
                  },
                  {
                    content: "Task 6",
                    status: "pending",
                    activeForm: "Task 6…"
                  },
                  {
                    content: "Task 7",
                    status: "pending",
                    activeForm: "Task 7…"
                  },
                  {
                    content: "Task 8",
                    status: "pending",
                    activeForm: "Task 8…"
                  },
                  {
                    content: "Task 9",
                    status: "pending",
                    activeForm: "Task 9…"
                  },
                  {
                    content: "Task 10",
                    status: "pending",
                    activeForm: "Task 10…"
                  },
                  {
                    content: "Task 11",
                    status: "pending",
                    activeForm: "Task 11…"
                  },
                  {
                    content: "Task 12",
                    status: "pending",
                    activeForm: "Task 12…"
                  },
                  {
                    content: "Task 13",
                    status: "pending",
                    activeForm: "Task 13…"
                  },
                  {
                    content: "Task 14",
                    status: "pending",
                    activeForm: "Task 14…"
                  },
                  {
                    content: "Task 15",
                    status: "pending",
                    activeForm: "Task 15…"
                  },
                  {
                    content: "Task 16",
                    status: "pending",
                    activeForm: "Task 16…"
                  },
                  {
                    content: "Task 17",
                    status: "pending",
                    activeForm: "Task 17…"
                  },
                  {
                    content: "Task 18",
                    status: "pending",
                    activeForm: "Task 18…"
                  },
                  {
                    content: "Task 19",
                    status: "pending",
                    activeForm: "Task 19…"
                  },
                  {
                    content: "Task 20",
                    status: "pending",
                    activeForm: "Task 20…"
                  },
                  {
                    content: "Task 21",
                    status: "pending",
                    activeForm: "Task 21…"
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
              tool_use_id: "toolu_01PLs57vAFtjJy8SmA0FCmLu",
              content: "Error: Max 20 todos allowed",
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
          id: "toolu_01hFOpCei2TPfzQXU5COIWgP",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Task 1",
                status: "pending",
                activeForm: "Task 1…"
              },
              {
                content: "Task 2",
                status: "pending",
                activeForm: "Task 2…"
              },
              {
                content: "Task 3",
                status: "pending",
                activeForm: "Task 3…"
              },
              {
                content: "",
                status: "pending",
                activeForm: "…"
              },
              {
                content: "Task 1",
                status: "pending",
                activeForm: "Task 1…"
              },
              {
                content: "Task 2",
                status: "pending",
                activeForm: "Task 2…"
              },
              {
                content: "Task 3",
                status: "pending",
                activeForm: "Task 3…"
              },
              {
                content: "Task 4",
                status: "pending",
                activeForm: "Task 4…"
              },
              {
                content: "Task 5",
                status: "pending",
                activeForm: "Task 5…"
              },
              {
                content: "Task 6",
                status: "pending",
                activeForm: "Task 6…"
              },
              {
                content: "Task 7",
                status: "pending",
                activeForm: "Task 7…"
              },
              {
                content: "Task 8",
                status: "pending",
                activeForm: "Task 8…"
              },
              {
                content: "Task 9",
                status: "pending",
                activeForm: "Task 9…"
              },
              {
                content: "Task 10",
                status: "pending",
                activeForm: "Task 10…"
              },
              {
                content: "Task 11",
                status: "pending",
                activeForm: "Task 11…"
              },
              {
                content: "Task 12",
                status: "pending",
                activeForm: "Task 12…"
              },
              {
                content: "Task 13",
                status: "pending",
                activeForm: "Task 13…"
              },
              {
                content: "Task 14",
                status: "pending",
                activeForm: "Task 14…"
              },
              {
                content: "Task 15",
                status: "pending",
                activeForm: "Task 15…"
              },
              {
                content: "Task 16",
                status: "pending",
                activeForm: "Task 16…"
              },
              {
                content: "Task 17",
                status: "pending",
                activeForm: "Task 17…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3955,
      output: 408
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 4503 in / 62 out · session 25966 in / 1645 out",
      "> TodoWrite: 2 items",
      "  Error: Only one task can be in_progress at a time"
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
          input_tokens: 4503,
          output_tokens: 62
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "in_progress",
              activeForm: "A…"
            },
            {
              content: "B",
              status: "in_progress",
              activeForm: "B…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Only one task can be in_progress at a time",
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
              id: "toolu_01hFOpCei2TPfzQXU5COIWgP",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Task 1",
                    status: "pending",
                    activeForm: "Task 1…"
                  },
                  {
                    content: "Task 2",
                    status: "pending",
                    activeForm: "Task 2…"
                  },
                  {
                    content: "Task 3",
                    status: "pending",
                    activeForm: "Task 3…"
                  },
                  {
                    content: "",
                    status: "pending",
                    activeForm: "…"
                  },
                  {
                    content: "Task 1",
                    status: "pending",
                    activeForm: "Task 1…"
                  },
                  {
                    content: "Task 2",
                    status: "pending",
                    activeForm: "Task 2…"
                  },
                  {
                    content: "Task 3",
                    status: "pending",
                    activeForm: "Task 3…"
                  },
                  {
                    content: "Task 4",
                    status: "pending",
                    activeForm: "Task 4…"
                  },
                  {
                    content: "Task 5",
                    status: "pending",
                    activeForm: "Task 5…"
                  },
                  {
                    content: "Task 6",
                    status: "pending",
                    activeForm: "Task 6…"
                  },
                  {
                    content: "Task 7",
                    status: "pending",
                    activeForm: "Task 7…"
                  },
                  {
                    content: "Task 8",
                    status: "pending",
                    activeForm: "Task 8…"
                  },
                  {
                    content: "Task 9",
                    status: "pending",
                    activeForm: "Task 9…"
                  },
                  {
                    content: "Task 10",
                    status: "pending",
                    activeForm: "Task 10…"
                  },
                  {
                    content: "Task 11",
                    status: "pending",
                    activeForm: "Task 11…"
                  },
                  {
                    content: "Task 12",
                    status: "pending",
                    activeForm: "Task 12…"
                  },
                  {
                    content: "Task 13",
                    status: "pending",
                    activeForm: "Task 13…"
                  },
                  {
                    content: "Task 14",
                    status: "pending",
                    activeForm: "Task 14…"
                  },
                  {
                    content: "Task 15",
                    status: "pending",
                    activeForm: "Task 15…"
                  },
                  {
                    content: "Task 16",
                    status: "pending",
                    activeForm: "Task 16…"
                  },
                  {
                    content: "Task 17",
                    status: "pending",
                    activeForm: "Task 17…"
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
              tool_use_id: "toolu_01hFOpCei2TPfzQXU5COIWgP",
              content: "Error: Item 3: content required",
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
          id: "toolu_01YwD6QSaF5ybFAeG9EChDCB",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "in_progress",
                activeForm: "A…"
              },
              {
                content: "B",
                status: "in_progress",
                activeForm: "B…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4503,
      output: 62
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 4705 in / 72 out · session 30671 in / 1717 out",
      "> TodoWrite: 2 items",
      "  [x] Write tests",
      "  [>] Ship <- Shipping",
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
        n: 10,
        usage: {
          input_tokens: 4705,
          output_tokens: 72
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "  Write tests  ",
              status: "Completed",
              activeForm: "Writing tests"
            },
            {
              content: "Ship",
              status: "IN_PROGRESS",
              activeForm: "  Shipping  "
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Write tests",
            status: "completed",
            activity: "Writing tests"
          },
          {
            text: "[>] Ship <- Shipping",
            status: "in_progress",
            activity: "Shipping"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Write tests\n[>] Ship <- Shipping\n\n(1/2 completed)",
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
              id: "toolu_01YwD6QSaF5ybFAeG9EChDCB",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "in_progress",
                    activeForm: "A…"
                  },
                  {
                    content: "B",
                    status: "in_progress",
                    activeForm: "B…"
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
              tool_use_id: "toolu_01YwD6QSaF5ybFAeG9EChDCB",
              content: "Error: Only one task can be in_progress at a time",
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
          id: "toolu_01zWX99gugMpcklNxOsCMe9r",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "  Write tests  ",
                status: "Completed",
                activeForm: "Writing tests"
              },
              {
                content: "Ship",
                status: "IN_PROGRESS",
                activeForm: "  Shipping  "
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4705,
      output: 72
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 4917 in / 45 out · session 35588 in / 1762 out",
      "> TodoWrite: 1 item",
      "  Error: Item 0: invalid status ' pending'"
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
          input_tokens: 4917,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: " pending",
              activeForm: "A…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 0: invalid status ' pending'",
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
              id: "toolu_01zWX99gugMpcklNxOsCMe9r",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "  Write tests  ",
                    status: "Completed",
                    activeForm: "Writing tests"
                  },
                  {
                    content: "Ship",
                    status: "IN_PROGRESS",
                    activeForm: "  Shipping  "
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
              tool_use_id: "toolu_01zWX99gugMpcklNxOsCMe9r",
              content: "[x] Write tests\n[>] Ship <- Shipping\n\n(1/2 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01pLNGmgbBz3pKe3GM4kzpT6",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: " pending",
                activeForm: "A…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4917,
      output: 45
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 5102 in / 42 out · session 40690 in / 1804 out",
      "> TodoWrite: 1 item",
      "  Error: Item 0: content required"
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
          input_tokens: 5102,
          output_tokens: 42
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              status: "pending",
              activeForm: "Doing it"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 0: content required",
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
              id: "toolu_01pLNGmgbBz3pKe3GM4kzpT6",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: " pending",
                    activeForm: "A…"
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
              tool_use_id: "toolu_01pLNGmgbBz3pKe3GM4kzpT6",
              content: "Error: Item 0: invalid status ' pending'",
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
          id: "toolu_01M96rYRoU7YdEbdFlSaeteY",
          name: "TodoWrite",
          input: {
            items: [
              {
                status: "pending",
                activeForm: "Doing it"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5102,
      output: 42
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 5284 in / 45 out · session 45974 in / 1849 out",
      "> TodoWrite: 1 item",
      "  Error: Item 0: content required"
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
          input_tokens: 5284,
          output_tokens: 45
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "   ",
              status: "pending",
              activeForm: "   …"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 0: content required",
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
              id: "toolu_01M96rYRoU7YdEbdFlSaeteY",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    status: "pending",
                    activeForm: "Doing it"
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
              tool_use_id: "toolu_01M96rYRoU7YdEbdFlSaeteY",
              content: "Error: Item 0: content required",
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
          id: "toolu_01Z64ciBYIsGcssthCHv4CE1",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "   ",
                status: "pending",
                activeForm: "   …"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5284,
      output: 45
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 5469 in / 43 out · session 51443 in / 1892 out",
      "> TodoWrite: 1 item",
      "  Error: Item 0: invalid status 'done'"
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
          input_tokens: 5469,
          output_tokens: 43
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "done",
              activeForm: "A…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 0: invalid status 'done'",
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
              id: "toolu_01Z64ciBYIsGcssthCHv4CE1",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "   ",
                    status: "pending",
                    activeForm: "   …"
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
              tool_use_id: "toolu_01Z64ciBYIsGcssthCHv4CE1",
              content: "Error: Item 0: content required",
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
          id: "toolu_01S1vQCfz3x6XcpcmrctY1Ur",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "done",
                activeForm: "A…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5469,
      output: 43
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 5652 in / 54 out · session 57095 in / 1946 out",
      "> TodoWrite: 2 items",
      "  Error: Item 1: activeForm required"
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
          input_tokens: 5652,
          output_tokens: 54
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "pending",
              activeForm: "A…"
            },
            {
              content: "B",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 1: activeForm required",
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
              id: "toolu_01S1vQCfz3x6XcpcmrctY1Ur",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "done",
                    activeForm: "A…"
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
              tool_use_id: "toolu_01S1vQCfz3x6XcpcmrctY1Ur",
              content: "Error: Item 0: invalid status 'done'",
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
          id: "toolu_01G1wgGRbWa3zq13O2TegLT0",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "pending",
                activeForm: "A…"
              },
              {
                content: "B",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5652,
      output: 54
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 5846 in / 40 out · session 62941 in / 1986 out",
      "> TodoWrite: 1 item",
      "  [ ] A",
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
        n: 16,
        usage: {
          input_tokens: 5846,
          output_tokens: 40
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              activeForm: "Doing A"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] A",
            status: "pending",
            activity: "Doing A"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] A\n\n(0/1 completed)",
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
              id: "toolu_01G1wgGRbWa3zq13O2TegLT0",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "pending",
                    activeForm: "A…"
                  },
                  {
                    content: "B",
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
              tool_use_id: "toolu_01G1wgGRbWa3zq13O2TegLT0",
              content: "Error: Item 1: activeForm required",
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
          id: "toolu_01wzfTfGTuogr4XezgVkypYq",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                activeForm: "Doing A"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5846,
      output: 40
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 6026 in / 76 out · session 68967 in / 2062 out",
      "> TodoWrite: 3 items",
      "  Error: Item 2: invalid status 'done'"
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
          input_tokens: 6026,
          output_tokens: 76
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "in_progress",
              activeForm: "A…"
            },
            {
              content: "B",
              status: "in_progress",
              activeForm: "B…"
            },
            {
              content: "C",
              status: "done",
              activeForm: "C…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 2: invalid status 'done'",
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
              id: "toolu_01wzfTfGTuogr4XezgVkypYq",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    activeForm: "Doing A"
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
              tool_use_id: "toolu_01wzfTfGTuogr4XezgVkypYq",
              content: "[ ] A\n\n(0/1 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01hV7Gi7PxB93ksVM8PHeeOM",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "in_progress",
                activeForm: "A…"
              },
              {
                content: "B",
                status: "in_progress",
                activeForm: "B…"
              },
              {
                content: "C",
                status: "done",
                activeForm: "C…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6026,
      output: 76
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 6242 in / 409 out · session 75209 in / 2471 out",
      "> TodoWrite: 21 items",
      "  Error: Max 20 todos allowed"
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
          input_tokens: 6242,
          output_tokens: 409
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "in_progress",
              activeForm: "A…"
            },
            {
              content: "B",
              status: "in_progress",
              activeForm: "B…"
            },
            {
              content: "Task 1",
              status: "pending",
              activeForm: "Task 1…"
            },
            {
              content: "Task 2",
              status: "pending",
              activeForm: "Task 2…"
            },
            {
              content: "Task 3",
              status: "pending",
              activeForm: "Task 3…"
            },
            {
              content: "Task 4",
              status: "pending",
              activeForm: "Task 4…"
            },
            {
              content: "Task 5",
              status: "pending",
              activeForm: "Task 5…"
            },
            {
              content: "Task 6",
              status: "pending",
              activeForm: "Task 6…"
            },
            {
              content: "Task 7",
              status: "pending",
              activeForm: "Task 7…"
            },
            {
              content: "Task 8",
              status: "pending",
              activeForm: "Task 8…"
            },
            {
              content: "Task 9",
              status: "pending",
              activeForm: "Task 9…"
            },
            {
              content: "Task 10",
              status: "pending",
              activeForm: "Task 10…"
            },
            {
              content: "Task 11",
              status: "pending",
              activeForm: "Task 11…"
            },
            {
              content: "Task 12",
              status: "pending",
              activeForm: "Task 12…"
            },
            {
              content: "Task 13",
              status: "pending",
              activeForm: "Task 13…"
            },
            {
              content: "Task 14",
              status: "pending",
              activeForm: "Task 14…"
            },
            {
              content: "Task 15",
              status: "pending",
              activeForm: "Task 15…"
            },
            {
              content: "Task 16",
              status: "pending",
              activeForm: "Task 16…"
            },
            {
              content: "Task 17",
              status: "pending",
              activeForm: "Task 17…"
            },
            {
              content: "Task 18",
              status: "pending",
              activeForm: "Task 18…"
            },
            {
              content: "Task 19",
              status: "pending",
              activeForm: "Task 19…"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Max 20 todos allowed",
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
              id: "toolu_01hV7Gi7PxB93ksVM8PHeeOM",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "in_progress",
                    activeForm: "A…"
                  },
                  {
                    content: "B",
                    status: "in_progress",
                    activeForm: "B…"
                  },
                  {
                    content: "C",
                    status: "done",
                    activeForm: "C…"
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
              tool_use_id: "toolu_01hV7Gi7PxB93ksVM8PHeeOM",
              content: "Error: Item 2: invalid status 'done'",
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
          id: "toolu_01QMHkf9YGGOfGFQHwizav1B",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "in_progress",
                activeForm: "A…"
              },
              {
                content: "B",
                status: "in_progress",
                activeForm: "B…"
              },
              {
                content: "Task 1",
                status: "pending",
                activeForm: "Task 1…"
              },
              {
                content: "Task 2",
                status: "pending",
                activeForm: "Task 2…"
              },
              {
                content: "Task 3",
                status: "pending",
                activeForm: "Task 3…"
              },
              {
                content: "Task 4",
                status: "pending",
                activeForm: "Task 4…"
              },
              {
                content: "Task 5",
                status: "pending",
                activeForm: "Task 5…"
              },
              {
                content: "Task 6",
                status: "pending",
                activeForm: "Task 6…"
              },
              {
                content: "Task 7",
                status: "pending",
                activeForm: "Task 7…"
              },
              {
                content: "Task 8",
                status: "pending",
                activeForm: "Task 8…"
              },
              {
                content: "Task 9",
                status: "pending",
                activeForm: "Task 9…"
              },
              {
                content: "Task 10",
                status: "pending",
                activeForm: "Task 10…"
              },
              {
                content: "Task 11",
                status: "pending",
                activeForm: "Task 11…"
              },
              {
                content: "Task 12",
                status: "pending",
                activeForm: "Task 12…"
              },
              {
                content: "Task 13",
                status: "pending",
                activeForm: "Task 13…"
              },
              {
                content: "Task 14",
                status: "pending",
                activeForm: "Task 14…"
              },
              {
                content: "Task 15",
                status: "pending",
                activeForm: "Task 15…"
              },
              {
                content: "Task 16",
                status: "pending",
                activeForm: "Task 16…"
              },
              {
                content: "Task 17",
                status: "pending",
                activeForm: "Task 17…"
              },
              {
                content: "Task 18",
                status: "pending",
                activeForm: "Task 18…"
              },
              {
                content: "Task 19",
                status: "pending",
                activeForm: "Task 19…"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6242,
      output: 409
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 6791 in / 53 out · session 82000 in / 2524 out",
      "> TodoWrite: 2 items",
      "  Error: Item 1: content required"
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
          input_tokens: 6791,
          output_tokens: 53
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "pending",
              activeForm: "A…"
            },
            {
              content: " ",
              status: "done"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 1: content required",
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
              id: "toolu_01QMHkf9YGGOfGFQHwizav1B",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "in_progress",
                    activeForm: "A…"
                  },
                  {
                    content: "B",
                    status: "in_progress",
                    activeForm: "B…"
                  },
                  {
                    content: "Task 1",
                    status: "pending",
                    activeForm: "Task 1…"
                  },
                  {
                    content: "Task 2",
                    status: "pending",
                    activeForm: "Task 2…"
                  },
                  {
                    content: "Task 3",
                    status: "pending",
                    activeForm: "Task 3…"
                  },
                  {
                    content: "Task 4",
                    status: "pending",
                    activeForm: "Task 4…"
                  },
                  {
                    content: "Task 5",
                    status: "pending",
                    activeForm: "Task 5…"
                  },
                  {
                    content: "Task 6",
                    status: "pending",
                    activeForm: "Task 6…"
                  },
                  {
                    content: "Task 7",
                    status: "pending",
                    activeForm: "Task 7…"
                  },
                  {
                    content: "Task 8",
                    status: "pending",
                    activeForm: "Task 8…"
                  },
                  {
                    content: "Task 9",
                    status: "pending",
                    activeForm: "Task 9…"
                  },
                  {
                    content: "Task 10",
                    status: "pending",
                    activeForm: "Task 10…"
                  },
                  {
                    content: "Task 11",
                    status: "pending",
                    activeForm: "Task 11…"
                  },
                  {
                    content: "Task 12",
                    status: "pending",
                    activeForm: "Task 12…"
                  },
                  {
                    content: "Task 13",
                    status: "pending",
                    activeForm: "Task 13…"
                  },
                  {
                    content: "Task 14",
                    status: "pending",
                    activeForm: "Task 14…"
                  },
                  {
                    content: "Task 15",
                    status: "pending",
                    activeForm: "Task 15…"
                  },
                  {
                    content: "Task 16",
                    status: "pending",
                    activeForm: "Task 16…"
                  },
                  {
                    content: "Task 17",
                    status: "pending",
                    activeForm: "Task 17…"
                  },
                  {
                    content: "Task 18",
                    status: "pending",
                    activeForm: "Task 18…"
                  },
                  {
                    content: "Task 19",
                    status: "pending",
                    activeForm: "Task 19…"
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
              tool_use_id: "toolu_01QMHkf9YGGOfGFQHwizav1B",
              content: "Error: Max 20 todos allowed",
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
          id: "toolu_01YMrzw1SN19eCFA0twMPrCX",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "A",
                status: "pending",
                activeForm: "A…"
              },
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
      input: 6791,
      output: 53
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 6984 in / 38 out · session 88984 in / 2562 out",
      "> TodoWrite: 1 item",
      "  Error: Item 0: invalid status 'done'"
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
          input_tokens: 6984,
          output_tokens: 38
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "A",
              status: "done"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 0: invalid status 'done'",
        isError: true
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
              id: "toolu_01YMrzw1SN19eCFA0twMPrCX",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "A",
                    status: "pending",
                    activeForm: "A…"
                  },
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
              tool_use_id: "toolu_01YMrzw1SN19eCFA0twMPrCX",
              content: "Error: Item 1: content required",
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
          id: "toolu_01zZlVxy7k4vV9A5LmxI2Trs",
          name: "TodoWrite",
          input: {
            items: [
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
      input: 6984,
      output: 38
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 7162 in / 46 out · session 96146 in / 2608 out",
      "> TodoWrite: 1 item",
      "  [ ] 42",
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
        n: 21,
        usage: {
          input_tokens: 7162,
          output_tokens: 46
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: 42,
              status: "pending",
              activeForm: "Counting"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] 42",
            status: "pending",
            activity: "Counting"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] 42\n\n(0/1 completed)",
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
              id: "toolu_01zZlVxy7k4vV9A5LmxI2Trs",
              name: "TodoWrite",
              input: {
                items: [
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
              tool_use_id: "toolu_01zZlVxy7k4vV9A5LmxI2Trs",
              content: "Error: Item 0: invalid status 'done'",
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
          id: "toolu_01CzKUCutW6UbpOu1kB6hZ6s",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: 42,
                status: "pending",
                activeForm: "Counting"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7162,
      output: 46
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 7348 in / 33 out · session 103494 in / 2641 out",
      '> TodoWrite: {"items":"write tests"}',
      "  Error: items must be a list of tasks"
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
          input_tokens: 7348,
          output_tokens: 33
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: "write tests"
        }
      },
      {
        kind: "tool-result",
        content: "Error: items must be a list of tasks",
        isError: true
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
              id: "toolu_01CzKUCutW6UbpOu1kB6hZ6s",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: 42,
                    status: "pending",
                    activeForm: "Counting"
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
              tool_use_id: "toolu_01CzKUCutW6UbpOu1kB6hZ6s",
              content: "[ ] 42\n\n(0/1 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01QBq8NT84QBMPXv8u8jgp5H",
          name: "TodoWrite",
          input: {
            items: "write tests"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7348,
      output: 33
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 7521 in / 27 out · session 111015 in / 2668 out",
      "> TodoWrite: {}",
      "  Error: items must be a list of tasks"
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
          input_tokens: 7521,
          output_tokens: 27
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {}
      },
      {
        kind: "tool-result",
        content: "Error: items must be a list of tasks",
        isError: true
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
              id: "toolu_01QBq8NT84QBMPXv8u8jgp5H",
              name: "TodoWrite",
              input: {
                items: "write tests"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01QBq8NT84QBMPXv8u8jgp5H",
              content: "Error: items must be a list of tasks",
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
          id: "toolu_01pNIv8Lykgi0vNnVPh7zF3Q",
          name: "TodoWrite",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7521,
      output: 27
    }
  },
  {
    n: 24,
    terminal: [
      "Done.",
      "  ↳ round 24 · 7688 in / 21 out · session 118703 in / 2689 out"
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
          input_tokens: 7688,
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
              id: "toolu_01pNIv8Lykgi0vNnVPh7zF3Q",
              name: "TodoWrite",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01pNIv8Lykgi0vNnVPh7zF3Q",
              content: "Error: items must be a list of tasks",
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
          text: "Done.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 7688,
      output: 21
    }
  }
];
const v2TodoCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v2TodoCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
