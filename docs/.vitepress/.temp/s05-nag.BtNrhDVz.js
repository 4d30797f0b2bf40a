const title = "s05 · nag.json";
const lesson = "s05";
const file = "lessons/s05-todo-write/cassettes/nag.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s05 >> Check steps 1 to 26 with one echo each.",
      "  ↳ round 1 · 1800 in / 32 out · session 1800 in / 32 out",
      "> bash: echo step 1",
      "  step 1"
    ],
    events: [
      {
        kind: "prompt",
        text: "Check steps 1 to 26 with one echo each."
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
              text: "Check steps 1 to 26 with one echo each."
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
          id: "toolu_01sCSml6EOrAk6gKWePSlTUn",
          name: "bash",
          input: {
            command: "echo step 1"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 32
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1972 in / 32 out · session 3772 in / 64 out",
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
        n: 2,
        usage: {
          input_tokens: 1972,
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
              id: "toolu_01sCSml6EOrAk6gKWePSlTUn",
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
              tool_use_id: "toolu_01sCSml6EOrAk6gKWePSlTUn",
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
          id: "toolu_01zx7FyxnsVDU7nEGZVFy7I1",
          name: "bash",
          input: {
            command: "echo step 2"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1972,
      output: 32
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2144 in / 32 out · session 5916 in / 96 out",
      "> bash: echo step 3",
      "  step 3",
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
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 2144,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01zx7FyxnsVDU7nEGZVFy7I1",
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
              tool_use_id: "toolu_01zx7FyxnsVDU7nEGZVFy7I1",
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
          id: "toolu_01y9hhWMXiyHPUPTRQmoz0EE",
          name: "bash",
          input: {
            command: "echo step 3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2144,
      output: 32
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2316 in / 32 out · session 8232 in / 128 out",
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
        n: 4,
        usage: {
          input_tokens: 2316,
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
              id: "toolu_01y9hhWMXiyHPUPTRQmoz0EE",
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
              tool_use_id: "toolu_01y9hhWMXiyHPUPTRQmoz0EE",
              content: "step 3"
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
          id: "toolu_01I4mVNo7TOJDEp3DJu12q47",
          name: "bash",
          input: {
            command: "echo step 4"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2316,
      output: 32
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2488 in / 32 out · session 10720 in / 160 out",
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
        n: 5,
        usage: {
          input_tokens: 2488,
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
              id: "toolu_01I4mVNo7TOJDEp3DJu12q47",
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
              tool_use_id: "toolu_01I4mVNo7TOJDEp3DJu12q47",
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
          id: "toolu_01UOda2fNZHZEfIPX6NyyaFF",
          name: "bash",
          input: {
            command: "echo step 5"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2488,
      output: 32
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2660 in / 32 out · session 13380 in / 192 out",
      "> bash: echo step 6",
      "  step 6",
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
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 2660,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01UOda2fNZHZEfIPX6NyyaFF",
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
              tool_use_id: "toolu_01UOda2fNZHZEfIPX6NyyaFF",
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
          id: "toolu_01bSoM9huDG52FcAiD5gwDIH",
          name: "bash",
          input: {
            command: "echo step 6"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2660,
      output: 32
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2832 in / 32 out · session 16212 in / 224 out",
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
        n: 7,
        usage: {
          input_tokens: 2832,
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
              id: "toolu_01bSoM9huDG52FcAiD5gwDIH",
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
              tool_use_id: "toolu_01bSoM9huDG52FcAiD5gwDIH",
              content: "step 6"
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
          id: "toolu_01foAM69jYUt17kAk2Fdnbt1",
          name: "bash",
          input: {
            command: "echo step 7"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2832,
      output: 32
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3004 in / 32 out · session 19216 in / 256 out",
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
        n: 8,
        usage: {
          input_tokens: 3004,
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
              id: "toolu_01foAM69jYUt17kAk2Fdnbt1",
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
              tool_use_id: "toolu_01foAM69jYUt17kAk2Fdnbt1",
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
          id: "toolu_01OoQx2skaoZJJUIoPQKgOZb",
          name: "bash",
          input: {
            command: "echo step 8"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3004,
      output: 32
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3176 in / 32 out · session 22392 in / 288 out",
      "> bash: echo step 9",
      "  step 9",
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
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 3176,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01OoQx2skaoZJJUIoPQKgOZb",
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
              tool_use_id: "toolu_01OoQx2skaoZJJUIoPQKgOZb",
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
          id: "toolu_01tUrgTTtYXlNS0NxKL4zAzp",
          name: "bash",
          input: {
            command: "echo step 9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3176,
      output: 32
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3348 in / 32 out · session 25740 in / 320 out",
      "> bash: echo step 10",
      "  step 10"
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
          input_tokens: 3348,
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
              id: "toolu_01tUrgTTtYXlNS0NxKL4zAzp",
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
              tool_use_id: "toolu_01tUrgTTtYXlNS0NxKL4zAzp",
              content: "step 9"
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
          id: "toolu_01IvBgsMCUJu3uozmrhRkTfs",
          name: "bash",
          input: {
            command: "echo step 10"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3348,
      output: 32
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3520 in / 32 out · session 29260 in / 352 out",
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
        n: 11,
        usage: {
          input_tokens: 3520,
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
              id: "toolu_01IvBgsMCUJu3uozmrhRkTfs",
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
              tool_use_id: "toolu_01IvBgsMCUJu3uozmrhRkTfs",
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
          id: "toolu_01SoJrHduKuHL95GJHPjRH6D",
          name: "bash",
          input: {
            command: "echo step 11"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3520,
      output: 32
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3692 in / 32 out · session 32952 in / 384 out",
      "> bash: echo step 12",
      "  step 12",
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
          agent: "main"
        },
        n: 12,
        usage: {
          input_tokens: 3692,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01SoJrHduKuHL95GJHPjRH6D",
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
              tool_use_id: "toolu_01SoJrHduKuHL95GJHPjRH6D",
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
          id: "toolu_01g9TkySQwAMWNh0h812MrHA",
          name: "bash",
          input: {
            command: "echo step 12"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3692,
      output: 32
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 3864 in / 32 out · session 36816 in / 416 out",
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
        n: 13,
        usage: {
          input_tokens: 3864,
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
              id: "toolu_01g9TkySQwAMWNh0h812MrHA",
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
              tool_use_id: "toolu_01g9TkySQwAMWNh0h812MrHA",
              content: "step 12"
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
          id: "toolu_01p7tB8VTuKPcw1EOKM1qDWI",
          name: "bash",
          input: {
            command: "echo step 13"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3864,
      output: 32
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4036 in / 60 out · session 40852 in / 476 out",
      "> todo_write: 2 todos",
      "  ## Current Tasks",
      "  [✓] Check steps 1-13",
      "  [▸] Check steps 14-26",
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
          input_tokens: 4036,
          output_tokens: 60
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Check steps 1-13",
              status: "completed"
            },
            {
              content: "Check steps 14-26",
              status: "in_progress"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Check steps 1-13",
            status: "completed",
            activity: "Check steps 1-13"
          },
          {
            text: "[▸] Check steps 14-26",
            status: "in_progress",
            activity: "Check steps 14-26"
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
      keep: 25,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01p7tB8VTuKPcw1EOKM1qDWI",
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
              tool_use_id: "toolu_01p7tB8VTuKPcw1EOKM1qDWI",
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
          id: "toolu_01QOcuDB9hLKtEkoVj4FECot",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Check steps 1-13",
                status: "completed"
              },
              {
                content: "Check steps 14-26",
                status: "in_progress"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4036,
      output: 60
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4236 in / 32 out · session 45088 in / 508 out",
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
        n: 15,
        usage: {
          input_tokens: 4236,
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
      keep: 27,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01QOcuDB9hLKtEkoVj4FECot",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Check steps 1-13",
                    status: "completed"
                  },
                  {
                    content: "Check steps 14-26",
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
              tool_use_id: "toolu_01QOcuDB9hLKtEkoVj4FECot",
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
          id: "toolu_01nmT8ao6U4Cxp45OVPSlkfy",
          name: "bash",
          input: {
            command: "echo step 14"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4236,
      output: 32
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4408 in / 32 out · session 49496 in / 540 out",
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
        n: 16,
        usage: {
          input_tokens: 4408,
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
      keep: 29,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01nmT8ao6U4Cxp45OVPSlkfy",
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
              tool_use_id: "toolu_01nmT8ao6U4Cxp45OVPSlkfy",
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
          id: "toolu_01y3NjG5sQaX6k49Sf9fqdyS",
          name: "bash",
          input: {
            command: "echo step 15"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4408,
      output: 32
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4580 in / 32 out · session 54076 in / 572 out",
      "> bash: echo step 16",
      "  step 16",
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
          agent: "main"
        },
        n: 17,
        usage: {
          input_tokens: 4580,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01y3NjG5sQaX6k49Sf9fqdyS",
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
              tool_use_id: "toolu_01y3NjG5sQaX6k49Sf9fqdyS",
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
          id: "toolu_01X6HxBeLFNvfYzevNrhGsoF",
          name: "bash",
          input: {
            command: "echo step 16"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4580,
      output: 32
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4752 in / 32 out · session 58828 in / 604 out",
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
        n: 18,
        usage: {
          input_tokens: 4752,
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
      keep: 33,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01X6HxBeLFNvfYzevNrhGsoF",
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
              tool_use_id: "toolu_01X6HxBeLFNvfYzevNrhGsoF",
              content: "step 16"
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
          id: "toolu_01P3ZXRCmufAokAABfwBArCP",
          name: "bash",
          input: {
            command: "echo step 17"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4752,
      output: 32
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 4924 in / 32 out · session 63752 in / 636 out",
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
        n: 19,
        usage: {
          input_tokens: 4924,
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
      keep: 35,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01P3ZXRCmufAokAABfwBArCP",
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
              tool_use_id: "toolu_01P3ZXRCmufAokAABfwBArCP",
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
          id: "toolu_01NVt0rdi7AhrsGA8yP6vSWL",
          name: "bash",
          input: {
            command: "echo step 18"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4924,
      output: 32
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5096 in / 32 out · session 68848 in / 668 out",
      "> bash: echo step 19",
      "  step 19",
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
          agent: "main"
        },
        n: 20,
        usage: {
          input_tokens: 5096,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01NVt0rdi7AhrsGA8yP6vSWL",
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
              tool_use_id: "toolu_01NVt0rdi7AhrsGA8yP6vSWL",
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
          id: "toolu_01GYyUHI2P6MOtCklUWpkKkd",
          name: "bash",
          input: {
            command: "echo step 19"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5096,
      output: 32
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5268 in / 32 out · session 74116 in / 700 out",
      "> bash: echo step 20",
      "  step 20"
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
          input_tokens: 5268,
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
      keep: 39,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01GYyUHI2P6MOtCklUWpkKkd",
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
              tool_use_id: "toolu_01GYyUHI2P6MOtCklUWpkKkd",
              content: "step 19"
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
          id: "toolu_01tLAEafQchwUCs9tjvgueRq",
          name: "bash",
          input: {
            command: "echo step 20"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5268,
      output: 32
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5440 in / 32 out · session 79556 in / 732 out",
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
        n: 22,
        usage: {
          input_tokens: 5440,
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
      keep: 41,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01tLAEafQchwUCs9tjvgueRq",
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
              tool_use_id: "toolu_01tLAEafQchwUCs9tjvgueRq",
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
          id: "toolu_01MXoo6qCgXnuCJONyRheq2j",
          name: "bash",
          input: {
            command: "echo step 21"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5440,
      output: 32
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5612 in / 32 out · session 85168 in / 764 out",
      "> bash: echo step 22",
      "  step 22",
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
          agent: "main"
        },
        n: 23,
        usage: {
          input_tokens: 5612,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01MXoo6qCgXnuCJONyRheq2j",
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
              tool_use_id: "toolu_01MXoo6qCgXnuCJONyRheq2j",
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
          id: "toolu_01pBpVeACEs5R8PgEFLwC7Ut",
          name: "bash",
          input: {
            command: "echo step 22"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5612,
      output: 32
    }
  },
  {
    n: 24,
    terminal: [
      "  ↳ round 24 · 5784 in / 32 out · session 90952 in / 796 out",
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
        n: 24,
        usage: {
          input_tokens: 5784,
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
      keep: 45,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01pBpVeACEs5R8PgEFLwC7Ut",
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
              tool_use_id: "toolu_01pBpVeACEs5R8PgEFLwC7Ut",
              content: "step 22"
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
          id: "toolu_01DqUg3MXNHXzDCWMQM4mOGX",
          name: "bash",
          input: {
            command: "echo step 23"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5784,
      output: 32
    }
  },
  {
    n: 25,
    terminal: [
      "  ↳ round 25 · 5956 in / 32 out · session 96908 in / 828 out",
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
        n: 25,
        usage: {
          input_tokens: 5956,
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
      keep: 47,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01DqUg3MXNHXzDCWMQM4mOGX",
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
              tool_use_id: "toolu_01DqUg3MXNHXzDCWMQM4mOGX",
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
          id: "toolu_01eK8Zk5c0TtJjZvXE5YzRF8",
          name: "bash",
          input: {
            command: "echo step 24"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5956,
      output: 32
    }
  },
  {
    n: 26,
    terminal: [
      "  ↳ round 26 · 6128 in / 32 out · session 103036 in / 860 out",
      "> bash: echo step 25",
      "  step 25",
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
          agent: "main"
        },
        n: 26,
        usage: {
          input_tokens: 6128,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01eK8Zk5c0TtJjZvXE5YzRF8",
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
              tool_use_id: "toolu_01eK8Zk5c0TtJjZvXE5YzRF8",
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
          id: "toolu_01F48I6Z7kUhBWU6WBRnTFE8",
          name: "bash",
          input: {
            command: "echo step 25"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6128,
      output: 32
    }
  },
  {
    n: 27,
    terminal: [
      "  ↳ round 27 · 6300 in / 32 out · session 109336 in / 892 out",
      "> bash: echo step 26",
      "  step 26"
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
          input_tokens: 6300,
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
      keep: 51,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01F48I6Z7kUhBWU6WBRnTFE8",
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
              tool_use_id: "toolu_01F48I6Z7kUhBWU6WBRnTFE8",
              content: "step 25"
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
          id: "toolu_01ZOUb4fqJhlHiuR5Ltqh98X",
          name: "bash",
          input: {
            command: "echo step 26"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6300,
      output: 32
    }
  },
  {
    n: 28,
    terminal: [
      "Steps 1 to 26 checked.",
      "  ↳ round 28 · 6472 in / 26 out · session 115808 in / 918 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Steps 1 to 26 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 28,
        usage: {
          input_tokens: 6472,
          output_tokens: 26
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01ZOUb4fqJhlHiuR5Ltqh98X",
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
              tool_use_id: "toolu_01ZOUb4fqJhlHiuR5Ltqh98X",
              content: "step 26"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Steps 1 to 26 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 6472,
      output: 26
    }
  },
  {
    n: 29,
    terminal: [
      "s05 >> Now steps 27 to 30.",
      "",
      "  ↳ round 29 · 6638 in / 32 out · session 122446 in / 950 out",
      "> bash: echo step 27",
      "  step 27"
    ],
    events: [
      {
        kind: "prompt",
        text: "Now steps 27 to 30."
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
        n: 29,
        usage: {
          input_tokens: 6638,
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
      keep: 55,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Steps 1 to 26 checked.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "Now steps 27 to 30."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01QdSQKUah638JF1TIuAlbRK",
          name: "bash",
          input: {
            command: "echo step 27"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6638,
      output: 32
    }
  },
  {
    n: 30,
    terminal: [
      "  ↳ round 30 · 6810 in / 32 out · session 129256 in / 982 out",
      "> bash: echo step 28",
      "  step 28"
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
          input_tokens: 6810,
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
      keep: 57,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01QdSQKUah638JF1TIuAlbRK",
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
              tool_use_id: "toolu_01QdSQKUah638JF1TIuAlbRK",
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
          id: "toolu_01q8SKyh08xl2BEC7PICtVKI",
          name: "bash",
          input: {
            command: "echo step 28"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6810,
      output: 32
    }
  },
  {
    n: 31,
    terminal: [
      "  ↳ round 31 · 6982 in / 32 out · session 136238 in / 1014 out",
      "> bash: echo step 29",
      "  step 29",
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
          agent: "main"
        },
        n: 31,
        usage: {
          input_tokens: 6982,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01q8SKyh08xl2BEC7PICtVKI",
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
              tool_use_id: "toolu_01q8SKyh08xl2BEC7PICtVKI",
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
          id: "toolu_01K6Sz1m8IkG6AWJXjc5rGZX",
          name: "bash",
          input: {
            command: "echo step 29"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6982,
      output: 32
    }
  },
  {
    n: 32,
    terminal: [
      "  ↳ round 32 · 7154 in / 32 out · session 143392 in / 1046 out",
      "> bash: echo step 30",
      "  step 30"
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
          input_tokens: 7154,
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
              id: "toolu_01K6Sz1m8IkG6AWJXjc5rGZX",
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
              tool_use_id: "toolu_01K6Sz1m8IkG6AWJXjc5rGZX",
              content: "step 29"
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
          id: "toolu_01dCs22F2OuLEE1Ops7YoGNj",
          name: "bash",
          input: {
            command: "echo step 30"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 7154,
      output: 32
    }
  },
  {
    n: 33,
    terminal: [
      "Steps 27 to 30 checked.",
      "  ↳ round 33 · 7326 in / 26 out · session 150718 in / 1072 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Steps 27 to 30 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 33,
        usage: {
          input_tokens: 7326,
          output_tokens: 26
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01dCs22F2OuLEE1Ops7YoGNj",
              name: "bash",
              input: {
                command: "echo step 30"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01dCs22F2OuLEE1Ops7YoGNj",
              content: "step 30"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Steps 27 to 30 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 7326,
      output: 26
    }
  }
];
const s05Nag = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s05Nag as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
