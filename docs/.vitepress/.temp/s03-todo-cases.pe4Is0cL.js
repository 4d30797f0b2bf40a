const title = "s03 · todo-cases.json";
const lesson = "s03";
const file = "lessons/s03-todo/cassettes/todo-cases.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s03 >> Plan something.",
      "  ↳ round 1 · 1800 in / 69 out · session 1800 in / 69 out",
      "> todo: 3 items",
      "  [x] #1: 创建项目结构",
      "  [>] #2: 写计算器逻辑",
      "  [ ] #3: 写单元测试",
      "  (1/3 completed)"
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
          output_tokens: 69
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "创建项目结构",
              status: "completed"
            },
            {
              id: "2",
              text: "写计算器逻辑",
              status: "in_progress"
            },
            {
              id: "3",
              text: "写单元测试",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: 创建项目结构",
            status: "completed",
            activity: "创建项目结构"
          },
          {
            text: "[>] #2: 写计算器逻辑",
            status: "in_progress",
            activity: "写计算器逻辑"
          },
          {
            text: "[ ] #3: 写单元测试",
            status: "pending",
            activity: "写单元测试"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: 创建项目结构\n[>] #2: 写计算器逻辑\n[ ] #3: 写单元测试\n\n(1/3 completed)",
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
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with the todo tool, act with your tools, update the todos, then report what you did.\n\nRules:\n- Use the todo tool to plan multi-step tasks.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
          name: "todo",
          description: "Update the task list. Track progress on multi-step tasks.",
          input_schema: {
            type: "object",
            properties: {
              items: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    id: {
                      type: "string"
                    },
                    text: {
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
                    "id",
                    "text",
                    "status"
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
          id: "toolu_01R1CXOekh5ZDlJganPzH95i",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "创建项目结构",
                status: "completed"
              },
              {
                id: "2",
                text: "写计算器逻辑",
                status: "in_progress"
              },
              {
                id: "3",
                text: "写单元测试",
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
      output: 69
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2009 in / 82 out · session 3809 in / 151 out",
      "> todo: 4 items",
      "  [ ] #1: 创建项目目录结构",
      "  [ ] #2: 实现计算器核心模块",
      "  [ ] #3: 编写单元测试",
      "  [ ] #4: 运行测试验证",
      "  (0/4 completed)"
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
          input_tokens: 2009,
          output_tokens: 82
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "创建项目目录结构",
              status: "pending"
            },
            {
              id: "2",
              text: "实现计算器核心模块",
              status: "pending"
            },
            {
              id: "3",
              text: "编写单元测试",
              status: "pending"
            },
            {
              id: "4",
              text: "运行测试验证",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] #1: 创建项目目录结构",
            status: "pending",
            activity: "创建项目目录结构"
          },
          {
            text: "[ ] #2: 实现计算器核心模块",
            status: "pending",
            activity: "实现计算器核心模块"
          },
          {
            text: "[ ] #3: 编写单元测试",
            status: "pending",
            activity: "编写单元测试"
          },
          {
            text: "[ ] #4: 运行测试验证",
            status: "pending",
            activity: "运行测试验证"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] #1: 创建项目目录结构\n[ ] #2: 实现计算器核心模块\n[ ] #3: 编写单元测试\n[ ] #4: 运行测试验证\n\n(0/4 completed)",
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
              id: "toolu_01R1CXOekh5ZDlJganPzH95i",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "创建项目结构",
                    status: "completed"
                  },
                  {
                    id: "2",
                    text: "写计算器逻辑",
                    status: "in_progress"
                  },
                  {
                    id: "3",
                    text: "写单元测试",
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
              tool_use_id: "toolu_01R1CXOekh5ZDlJganPzH95i",
              content: "[x] #1: 创建项目结构\n[>] #2: 写计算器逻辑\n[ ] #3: 写单元测试\n\n(1/3 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_0142ezEdN6kcBRvCvrLdhcKE",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "创建项目目录结构",
                status: "pending"
              },
              {
                id: "2",
                text: "实现计算器核心模块",
                status: "pending"
              },
              {
                id: "3",
                text: "编写单元测试",
                status: "pending"
              },
              {
                id: "4",
                text: "运行测试验证",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2009,
      output: 82
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2231 in / 28 out · session 6040 in / 179 out",
      "> todo: 0 items",
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
        n: 3,
        usage: {
          input_tokens: 2231,
          output_tokens: 28
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
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
      keep: 3,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_0142ezEdN6kcBRvCvrLdhcKE",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "创建项目目录结构",
                    status: "pending"
                  },
                  {
                    id: "2",
                    text: "实现计算器核心模块",
                    status: "pending"
                  },
                  {
                    id: "3",
                    text: "编写单元测试",
                    status: "pending"
                  },
                  {
                    id: "4",
                    text: "运行测试验证",
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
              tool_use_id: "toolu_0142ezEdN6kcBRvCvrLdhcKE",
              content: "[ ] #1: 创建项目目录结构\n[ ] #2: 实现计算器核心模块\n[ ] #3: 编写单元测试\n[ ] #4: 运行测试验证\n\n(0/4 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01trYfHI9SIWo5I2r4AWnzOY",
          name: "todo",
          input: {
            items: []
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2231,
      output: 28
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2399 in / 297 out · session 8439 in / 476 out",
      "> todo: 20 items",
      "  [ ] #1: Task 1",
      "  [ ] #2: Task 2",
      "  [ ] #3: Task 3",
      "  [ ] #4: Task 4",
      "  [ ] #5: Task 5",
      "  [ ] #6: Task 6",
      "  [ ] #7: Task 7",
      "  [ ] #8: Task 8",
      "  [ ] #9: Task 9",
      "  [ ] #10: Task 10",
      "  [ ] #11: Task 11",
      "  [ ] #12: Task 12",
      "  [ ] #13: Task 13",
      "  [ ] #14: Task 14",
      "  [ ] #15: Task 15",
      "  [ ] #16: Task 16",
      "  [ ] #17: Task 17",
      "  [ ] #18: Task 18",
      "  [ ] #19: Task 19",
      "  [ ] #20: Task 20",
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
        n: 4,
        usage: {
          input_tokens: 2399,
          output_tokens: 297
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "Task 1",
              status: "pending"
            },
            {
              id: "2",
              text: "Task 2",
              status: "pending"
            },
            {
              id: "3",
              text: "Task 3",
              status: "pending"
            },
            {
              id: "4",
              text: "Task 4",
              status: "pending"
            },
            {
              id: "5",
              text: "Task 5",
              status: "pending"
            },
            {
              id: "6",
              text: "Task 6",
              status: "pending"
            },
            {
              id: "7",
              text: "Task 7",
              status: "pending"
            },
            {
              id: "8",
              text: "Task 8",
              status: "pending"
            },
            {
              id: "9",
              text: "Task 9",
              status: "pending"
            },
            {
              id: "10",
              text: "Task 10",
              status: "pending"
            },
            {
              id: "11",
              text: "Task 11",
              status: "pending"
            },
            {
              id: "12",
              text: "Task 12",
              status: "pending"
            },
            {
              id: "13",
              text: "Task 13",
              status: "pending"
            },
            {
              id: "14",
              text: "Task 14",
              status: "pending"
            },
            {
              id: "15",
              text: "Task 15",
              status: "pending"
            },
            {
              id: "16",
              text: "Task 16",
              status: "pending"
            },
            {
              id: "17",
              text: "Task 17",
              status: "pending"
            },
            {
              id: "18",
              text: "Task 18",
              status: "pending"
            },
            {
              id: "19",
              text: "Task 19",
              status: "pending"
            },
            {
              id: "20",
              text: "Task 20",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] #1: Task 1",
            status: "pending",
            activity: "Task 1"
          },
          {
            text: "[ ] #2: Task 2",
            status: "pending",
            activity: "Task 2"
          },
          {
            text: "[ ] #3: Task 3",
            status: "pending",
            activity: "Task 3"
          },
          {
            text: "[ ] #4: Task 4",
            status: "pending",
            activity: "Task 4"
          },
          {
            text: "[ ] #5: Task 5",
            status: "pending",
            activity: "Task 5"
          },
          {
            text: "[ ] #6: Task 6",
            status: "pending",
            activity: "Task 6"
          },
          {
            text: "[ ] #7: Task 7",
            status: "pending",
            activity: "Task 7"
          },
          {
            text: "[ ] #8: Task 8",
            status: "pending",
            activity: "Task 8"
          },
          {
            text: "[ ] #9: Task 9",
            status: "pending",
            activity: "Task 9"
          },
          {
            text: "[ ] #10: Task 10",
            status: "pending",
            activity: "Task 10"
          },
          {
            text: "[ ] #11: Task 11",
            status: "pending",
            activity: "Task 11"
          },
          {
            text: "[ ] #12: Task 12",
            status: "pending",
            activity: "Task 12"
          },
          {
            text: "[ ] #13: Task 13",
            status: "pending",
            activity: "Task 13"
          },
          {
            text: "[ ] #14: Task 14",
            status: "pending",
            activity: "Task 14"
          },
          {
            text: "[ ] #15: Task 15",
            status: "pending",
            activity: "Task 15"
          },
          {
            text: "[ ] #16: Task 16",
            status: "pending",
            activity: "Task 16"
          },
          {
            text: "[ ] #17: Task 17",
            status: "pending",
            activity: "Task 17"
          },
          {
            text: "[ ] #18: Task 18",
            status: "pending",
            activity: "Task 18"
          },
          {
            text: "[ ] #19: Task 19",
            status: "pending",
            activity: "Task 19"
          },
          {
            text: "[ ] #20: Task 20",
            status: "pending",
            activity: "Task 20"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] #1: Task 1\n[ ] #2: Task 2\n[ ] #3: Task 3\n[ ] #4: Task 4\n[ ] #5: Task 5\n[ ] #6: Task 6\n[ ] #7: Task 7\n[ ] #8: Task 8\n[ ] #9: Task 9\n[ ] #10: Task 10\n[ ] #11: Task 11\n[ ] #12: Task 12\n[ ] #13: Task 13\n[ ] #14: Task 14\n[ ] #15: Task 15\n[ ] #16: Task 16\n[ ] #17: Task 17\n[ ] #18: Task 18\n[ ] #19: Task 19\n[ ] #20: Task 20\n\n(0/20 completed)",
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
              id: "toolu_01trYfHI9SIWo5I2r4AWnzOY",
              name: "todo",
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
              tool_use_id: "toolu_01trYfHI9SIWo5I2r4AWnzOY",
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
          id: "toolu_01ZID2Rg4mApc0O4AihmoDgT",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Task 1",
                status: "pending"
              },
              {
                id: "2",
                text: "Task 2",
                status: "pending"
              },
              {
                id: "3",
                text: "Task 3",
                status: "pending"
              },
              {
                id: "4",
                text: "Task 4",
                status: "pending"
              },
              {
                id: "5",
                text: "Task 5",
                status: "pending"
              },
              {
                id: "6",
                text: "Task 6",
                status: "pending"
              },
              {
                id: "7",
                text: "Task 7",
                status: "pending"
              },
              {
                id: "8",
                text: "Task 8",
                status: "pending"
              },
              {
                id: "9",
                text: "Task 9",
                status: "pending"
              },
              {
                id: "10",
                text: "Task 10",
                status: "pending"
              },
              {
                id: "11",
                text: "Task 11",
                status: "pending"
              },
              {
                id: "12",
                text: "Task 12",
                status: "pending"
              },
              {
                id: "13",
                text: "Task 13",
                status: "pending"
              },
              {
                id: "14",
                text: "Task 14",
                status: "pending"
              },
              {
                id: "15",
                text: "Task 15",
                status: "pending"
              },
              {
                id: "16",
                text: "Task 16",
                status: "pending"
              },
              {
                id: "17",
                text: "Task 17",
                status: "pending"
              },
              {
                id: "18",
                text: "Task 18",
                status: "pending"
              },
              {
                id: "19",
                text: "Task 19",
                status: "pending"
              },
              {
                id: "20",
                text: "Task 20",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2399,
      output: 297
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2836 in / 305 out · session 11275 in / 781 out",
      "> todo: 21 items",
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
        n: 5,
        usage: {
          input_tokens: 2836,
          output_tokens: 305
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              status: "pending"
            },
            {
              id: "1",
              text: "Task 1",
              status: "pending"
            },
            {
              id: "2",
              text: "Task 2",
              status: "pending"
            },
            {
              id: "3",
              text: "Task 3",
              status: "pending"
            },
            {
              id: "4",
              text: "Task 4",
              status: "pending"
            },
            {
              id: "5",
              text: "Task 5",
              status: "pending"
            },
            {
              id: "6",
              text: "Task 6",
              status: "pending"
            },
            {
              id: "7",
              text: "Task 7",
              status: "pending"
            },
            {
              id: "8",
              text: "Task 8",
              status: "pending"
            },
            {
              id: "9",
              text: "Task 9",
              status: "pending"
            },
            {
              id: "10",
              text: "Task 10",
              status: "pending"
            },
            {
              id: "11",
              text: "Task 11",
              status: "pending"
            },
            {
              id: "12",
              text: "Task 12",
              status: "pending"
            },
            {
              id: "13",
              text: "Task 13",
              status: "pending"
            },
            {
              id: "14",
              text: "Task 14",
              status: "pending"
            },
            {
              id: "15",
              text: "Task 15",
              status: "pending"
            },
            {
              id: "16",
              text: "Task 16",
              status: "pending"
            },
            {
              id: "17",
              text: "Task 17",
              status: "pending"
            },
            {
              id: "18",
              text: "Task 18",
              status: "pending"
            },
            {
              id: "19",
              text: "Task 19",
              status: "pending"
            },
            {
              id: "20",
              text: "Task 20",
              status: "pending"
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
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01ZID2Rg4mApc0O4AihmoDgT",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Task 1",
                    status: "pending"
                  },
                  {
                    id: "2",
                    text: "Task 2",
                    status: "pending"
                  },
                  {
                    id: "3",
                    text: "Task 3",
                    status: "pending"
                  },
                  {
                    id: "4",
                    text: "Task 4",
                    status: "pending"
                  },
                  {
                    id: "5",
                    text: "Task 5",
                    status: "pending"
                  },
                  {
                    id: "6",
                    text: "Task 6",
                    status: "pending"
                  },
                  {
                    id: "7",
                    text: "Task 7",
                    status: "pending"
                  },
                  {
                    id: "8",
                    text: "Task 8",
                    status: "pending"
                  },
                  {
                    id: "9",
                    text: "Task 9",
                    status: "pending"
                  },
                  {
                    id: "10",
                    text: "Task 10",
                    status: "pending"
                  },
                  {
                    id: "11",
                    text: "Task 11",
                    status: "pending"
                  },
                  {
                    id: "12",
                    text: "Task 12",
                    status: "pending"
                  },
                  {
                    id: "13",
                    text: "Task 13",
                    status: "pending"
                  },
                  {
                    id: "14",
                    text: "Task 14",
                    status: "pending"
                  },
                  {
                    id: "15",
                    text: "Task 15",
                    status: "pending"
                  },
                  {
                    id: "16",
                    text: "Task 16",
                    status: "pending"
                  },
                  {
                    id: "17",
                    text: "Task 17",
                    status: "pending"
                  },
                  {
                    id: "18",
                    text: "Task 18",
                    status: "pending"
                  },
                  {
                    id: "19",
                    text: "Task 19",
                    status: "pending"
                  },
                  {
                    id: "20",
                    text: "Task 20",
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
              tool_use_id: "toolu_01ZID2Rg4mApc0O4AihmoDgT",
              content: "[ ] #1: Task 1\n[ ] #2: Task 2\n[ ] #3: Task 3\n[ ] #4: Task 4\n[ ] #5: Task 5\n[ ] #6: Task 6\n[ ] #7: Task 7\n[ ] #8: Task 8\n[ ] #9: Task 9\n[ ] #10: Task 10\n[ ] #11: Task 11\n[ ] #12: Task 12\n[ ] #13: Task 13\n[ ] #14: Task 14\n[ ] #15: Task 15\n[ ] #16: Task 16\n[ ] #17: Task 17\n[ ] #18: Task 18\n[ ] #19: Task 19\n[ ] #20: Task 20\n\n(0/20 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01LrgU8aEE3XgPXvKhSVZMxX",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                status: "pending"
              },
              {
                id: "1",
                text: "Task 1",
                status: "pending"
              },
              {
                id: "2",
                text: "Task 2",
                status: "pending"
              },
              {
                id: "3",
                text: "Task 3",
                status: "pending"
              },
              {
                id: "4",
                text: "Task 4",
                status: "pending"
              },
              {
                id: "5",
                text: "Task 5",
                status: "pending"
              },
              {
                id: "6",
                text: "Task 6",
                status: "pending"
              },
              {
                id: "7",
                text: "Task 7",
                status: "pending"
              },
              {
                id: "8",
                text: "Task 8",
                status: "pending"
              },
              {
                id: "9",
                text: "Task 9",
                status: "pending"
              },
              {
                id: "10",
                text: "Task 10",
                status: "pending"
              },
              {
                id: "11",
                text: "Task 11",
                status: "pending"
              },
              {
                id: "12",
                text: "Task 12",
                status: "pending"
              },
              {
                id: "13",
                text: "Task 13",
                status: "pending"
              },
              {
                id: "14",
                text: "Task 14",
                status: "pending"
              },
              {
                id: "15",
                text: "Task 15",
                status: "pending"
              },
              {
                id: "16",
                text: "Task 16",
                status: "pending"
              },
              {
                id: "17",
                text: "Task 17",
                status: "pending"
              },
              {
                id: "18",
                text: "Task 18",
                status: "pending"
              },
              {
                id: "19",
                text: "Task 19",
                status: "pending"
              },
              {
                id: "20",
                text: "Task 20",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2836,
      output: 305
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 3281 in / 37 out · session 14556 in / 818 out",
      '> todo: {"items":"write the tests, then run them"}',
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
        n: 6,
        usage: {
          input_tokens: 3281,
          output_tokens: 37
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: "write the tests, then run them"
        }
      },
      {
        kind: "tool-result",
        content: "Error: items must be a list of tasks",
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
              id: "toolu_01LrgU8aEE3XgPXvKhSVZMxX",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    status: "pending"
                  },
                  {
                    id: "1",
                    text: "Task 1",
                    status: "pending"
                  },
                  {
                    id: "2",
                    text: "Task 2",
                    status: "pending"
                  },
                  {
                    id: "3",
                    text: "Task 3",
                    status: "pending"
                  },
                  {
                    id: "4",
                    text: "Task 4",
                    status: "pending"
                  },
                  {
                    id: "5",
                    text: "Task 5",
                    status: "pending"
                  },
                  {
                    id: "6",
                    text: "Task 6",
                    status: "pending"
                  },
                  {
                    id: "7",
                    text: "Task 7",
                    status: "pending"
                  },
                  {
                    id: "8",
                    text: "Task 8",
                    status: "pending"
                  },
                  {
                    id: "9",
                    text: "Task 9",
                    status: "pending"
                  },
                  {
                    id: "10",
                    text: "Task 10",
                    status: "pending"
                  },
                  {
                    id: "11",
                    text: "Task 11",
                    status: "pending"
                  },
                  {
                    id: "12",
                    text: "Task 12",
                    status: "pending"
                  },
                  {
                    id: "13",
                    text: "Task 13",
                    status: "pending"
                  },
                  {
                    id: "14",
                    text: "Task 14",
                    status: "pending"
                  },
                  {
                    id: "15",
                    text: "Task 15",
                    status: "pending"
                  },
                  {
                    id: "16",
                    text: "Task 16",
                    status: "pending"
                  },
                  {
                    id: "17",
                    text: "Task 17",
                    status: "pending"
                  },
                  {
                    id: "18",
                    text: "Task 18",
                    status: "pending"
                  },
                  {
                    id: "19",
                    text: "Task 19",
                    status: "pending"
                  },
                  {
                    id: "20",
                    text: "Task 20",
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
              tool_use_id: "toolu_01LrgU8aEE3XgPXvKhSVZMxX",
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
          id: "toolu_010DE1hpX8FSALM1uNHPwiLo",
          name: "todo",
          input: {
            items: "write the tests, then run them"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3281,
      output: 37
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 3458 in / 49 out · session 18014 in / 867 out",
      "> todo: 2 items",
      "  [ ] #1: First",
      "  [x] #2: Second",
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
        n: 7,
        usage: {
          input_tokens: 3458,
          output_tokens: 49
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              text: "First",
              status: "pending"
            },
            {
              text: "Second",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] #1: First",
            status: "pending",
            activity: "First"
          },
          {
            text: "[x] #2: Second",
            status: "completed",
            activity: "Second"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] #1: First\n[x] #2: Second\n\n(1/2 completed)",
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
              id: "toolu_010DE1hpX8FSALM1uNHPwiLo",
              name: "todo",
              input: {
                items: "write the tests, then run them"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_010DE1hpX8FSALM1uNHPwiLo",
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
          id: "toolu_01jA7DIrseVa7u3CUjwbiucF",
          name: "todo",
          input: {
            items: [
              {
                text: "First",
                status: "pending"
              },
              {
                text: "Second",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3458,
      output: 49
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3647 in / 36 out · session 21661 in / 903 out",
      "> todo: 1 item",
      "  Error: Item 7: text required"
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
          input_tokens: 3647,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "7",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 7: text required",
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
              id: "toolu_01jA7DIrseVa7u3CUjwbiucF",
              name: "todo",
              input: {
                items: [
                  {
                    text: "First",
                    status: "pending"
                  },
                  {
                    text: "Second",
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
              tool_use_id: "toolu_01jA7DIrseVa7u3CUjwbiucF",
              content: "[ ] #1: First\n[x] #2: Second\n\n(1/2 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01qWIqEpnLBUErCHSZPGotQi",
          name: "todo",
          input: {
            items: [
              {
                id: "7",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3647,
      output: 36
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3823 in / 40 out · session 25484 in / 943 out",
      "> todo: 1 item",
      "  Error: Item a: text required"
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
          input_tokens: 3823,
          output_tokens: 40
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "a",
              text: "  ",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item a: text required",
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
              id: "toolu_01qWIqEpnLBUErCHSZPGotQi",
              name: "todo",
              input: {
                items: [
                  {
                    id: "7",
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
              tool_use_id: "toolu_01qWIqEpnLBUErCHSZPGotQi",
              content: "Error: Item 7: text required",
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
          id: "toolu_01urmcj7vOHR8hwCYz7yCKGi",
          name: "todo",
          input: {
            items: [
              {
                id: "a",
                text: "  ",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3823,
      output: 40
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 4003 in / 39 out · session 29487 in / 982 out",
      "> todo: 1 item",
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
        n: 10,
        usage: {
          input_tokens: 4003,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "2",
              text: "Test",
              status: "done"
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
      keep: 17,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01urmcj7vOHR8hwCYz7yCKGi",
              name: "todo",
              input: {
                items: [
                  {
                    id: "a",
                    text: "  ",
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
              tool_use_id: "toolu_01urmcj7vOHR8hwCYz7yCKGi",
              content: "Error: Item a: text required",
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
          id: "toolu_01iQ9U67Rf5uXWKmxonQVhqz",
          name: "todo",
          input: {
            items: [
              {
                id: "2",
                text: "Test",
                status: "done"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4003,
      output: 39
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 4182 in / 38 out · session 33669 in / 1020 out",
      "> todo: 1 item",
      "  Error: Item 4: text required"
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
          input_tokens: 4182,
          output_tokens: 38
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "4",
              text: "",
              status: "done"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 4: text required",
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
              id: "toolu_01iQ9U67Rf5uXWKmxonQVhqz",
              name: "todo",
              input: {
                items: [
                  {
                    id: "2",
                    text: "Test",
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
              tool_use_id: "toolu_01iQ9U67Rf5uXWKmxonQVhqz",
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
          id: "toolu_01fawyWefaz69yHOYOON4wGi",
          name: "todo",
          input: {
            items: [
              {
                id: "4",
                text: "",
                status: "done"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4182,
      output: 38
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 4360 in / 48 out · session 38029 in / 1068 out",
      "> todo: 2 items",
      "  Error: Item 1: invalid status 'done'"
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
          input_tokens: 4360,
          output_tokens: 48
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "Write",
              status: "done"
            },
            {
              id: "2",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 1: invalid status 'done'",
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
              id: "toolu_01fawyWefaz69yHOYOON4wGi",
              name: "todo",
              input: {
                items: [
                  {
                    id: "4",
                    text: "",
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
              tool_use_id: "toolu_01fawyWefaz69yHOYOON4wGi",
              content: "Error: Item 4: text required",
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
          id: "toolu_01krm1hkAxOggoR529kDwrOB",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Write",
                status: "done"
              },
              {
                id: "2",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4360,
      output: 48
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 4548 in / 65 out · session 42577 in / 1133 out",
      "> todo: 3 items",
      "  Error: Item 3: invalid status 'started'"
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
          input_tokens: 4548,
          output_tokens: 65
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "A",
              status: "in_progress"
            },
            {
              id: "2",
              text: "B",
              status: "in_progress"
            },
            {
              id: "3",
              text: "C",
              status: "started"
            }
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 3: invalid status 'started'",
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
              id: "toolu_01krm1hkAxOggoR529kDwrOB",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Write",
                    status: "done"
                  },
                  {
                    id: "2",
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
              tool_use_id: "toolu_01krm1hkAxOggoR529kDwrOB",
              content: "Error: Item 1: invalid status 'done'",
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
          id: "toolu_01zTCYFSwWtY03YclQJ14cYs",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "A",
                status: "in_progress"
              },
              {
                id: "2",
                text: "B",
                status: "in_progress"
              },
              {
                id: "3",
                text: "C",
                status: "started"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4548,
      output: 65
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4753 in / 56 out · session 47330 in / 1189 out",
      "> todo: 2 items",
      "  [x] #1: Write",
      "  [>] #2: Run",
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
        n: 14,
        usage: {
          input_tokens: 4753,
          output_tokens: 56
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "  Write  ",
              status: "COMPLETED"
            },
            {
              id: "2",
              text: "Run",
              status: "In_Progress"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: Write",
            status: "completed",
            activity: "Write"
          },
          {
            text: "[>] #2: Run",
            status: "in_progress",
            activity: "Run"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: Write\n[>] #2: Run\n\n(1/2 completed)",
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
              id: "toolu_01zTCYFSwWtY03YclQJ14cYs",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "A",
                    status: "in_progress"
                  },
                  {
                    id: "2",
                    text: "B",
                    status: "in_progress"
                  },
                  {
                    id: "3",
                    text: "C",
                    status: "started"
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
              tool_use_id: "toolu_01zTCYFSwWtY03YclQJ14cYs",
              content: "Error: Item 3: invalid status 'started'",
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
          id: "toolu_018OE7RXGaCxyfXzo349RYLM",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "  Write  ",
                status: "COMPLETED"
              },
              {
                id: "2",
                text: "Run",
                status: "In_Progress"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4753,
      output: 56
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4949 in / 53 out · session 52279 in / 1242 out",
      "> todo: 2 items",
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
        n: 15,
        usage: {
          input_tokens: 4949,
          output_tokens: 53
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "A",
              status: "in_progress"
            },
            {
              id: "2",
              text: "B",
              status: "in_progress"
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
      keep: 27,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_018OE7RXGaCxyfXzo349RYLM",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "  Write  ",
                    status: "COMPLETED"
                  },
                  {
                    id: "2",
                    text: "Run",
                    status: "In_Progress"
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
              tool_use_id: "toolu_018OE7RXGaCxyfXzo349RYLM",
              content: "[x] #1: Write\n[>] #2: Run\n\n(1/2 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01EnVamyiFRQEDpWKP5UpDML",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "A",
                status: "in_progress"
              },
              {
                id: "2",
                text: "B",
                status: "in_progress"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4949,
      output: 53
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 5142 in / 34 out · session 57421 in / 1276 out",
      "> todo: 1 item",
      "  [ ] #1: A",
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
          input_tokens: 5142,
          output_tokens: 34
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "A"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] #1: A",
            status: "pending",
            activity: "A"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] #1: A\n\n(0/1 completed)",
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
              id: "toolu_01EnVamyiFRQEDpWKP5UpDML",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "A",
                    status: "in_progress"
                  },
                  {
                    id: "2",
                    text: "B",
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
              tool_use_id: "toolu_01EnVamyiFRQEDpWKP5UpDML",
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
          id: "toolu_01OaYjH5RUOC8eD03GMVJixw",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "A"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5142,
      output: 34
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 5316 in / 41 out · session 62737 in / 1317 out",
      "> todo: 1 item",
      "  [ ] #3: Numbered",
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
          input_tokens: 5316,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: 3,
              text: "Numbered",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[ ] #3: Numbered",
            status: "pending",
            activity: "Numbered"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[ ] #3: Numbered\n\n(0/1 completed)",
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
              id: "toolu_01OaYjH5RUOC8eD03GMVJixw",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "A"
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
              tool_use_id: "toolu_01OaYjH5RUOC8eD03GMVJixw",
              content: "[ ] #1: A\n\n(0/1 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01IjwfFF3EZGuRDrnbDSDk3y",
          name: "todo",
          input: {
            items: [
              {
                id: 3,
                text: "Numbered",
                status: "pending"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5316,
      output: 41
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 5497 in / 41 out · session 68234 in / 1358 out",
      "> todo: 2 items",
      "  Error: Item 2: text required"
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
          input_tokens: 5497,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {
          items: [
            {
              id: "1",
              text: "A",
              status: "pending"
            },
            null
          ]
        }
      },
      {
        kind: "tool-result",
        content: "Error: Item 2: text required",
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
              id: "toolu_01IjwfFF3EZGuRDrnbDSDk3y",
              name: "todo",
              input: {
                items: [
                  {
                    id: 3,
                    text: "Numbered",
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
              tool_use_id: "toolu_01IjwfFF3EZGuRDrnbDSDk3y",
              content: "[ ] #3: Numbered\n\n(0/1 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_017jI553AluHS94H5MULFG6V",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "A",
                status: "pending"
              },
              null
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5497,
      output: 41
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 5678 in / 31 out · session 73912 in / 1389 out",
      '> todo: {"items":"write tests"}',
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
        n: 19,
        usage: {
          input_tokens: 5678,
          output_tokens: 31
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
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
      keep: 35,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_017jI553AluHS94H5MULFG6V",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "A",
                    status: "pending"
                  },
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
              tool_use_id: "toolu_017jI553AluHS94H5MULFG6V",
              content: "Error: Item 2: text required",
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
          id: "toolu_01BXxu7ogWym3WWgnDkYumLS",
          name: "todo",
          input: {
            items: "write tests"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5678,
      output: 31
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5849 in / 25 out · session 79761 in / 1414 out",
      "> todo: {}",
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
        n: 20,
        usage: {
          input_tokens: 5849,
          output_tokens: 25
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo",
        input: {}
      },
      {
        kind: "tool-result",
        content: "Error: items must be a list of tasks",
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
              id: "toolu_01BXxu7ogWym3WWgnDkYumLS",
              name: "todo",
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
              tool_use_id: "toolu_01BXxu7ogWym3WWgnDkYumLS",
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
          id: "toolu_01SJ3fwP9jMF1RdrSC3Va2H4",
          name: "todo",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5849,
      output: 25
    }
  },
  {
    n: 21,
    terminal: [
      "Done.",
      "  ↳ round 21 · 6014 in / 21 out · session 85775 in / 1435 out"
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
        n: 21,
        usage: {
          input_tokens: 6014,
          output_tokens: 21
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01SJ3fwP9jMF1RdrSC3Va2H4",
              name: "todo",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01SJ3fwP9jMF1RdrSC3Va2H4",
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
      input: 6014,
      output: 21
    }
  }
];
const s03TodoCases = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s03TodoCases as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
