const title = "v2 · nag.json";
const lesson = "v2";
const file = "lessons/v2-todo/cassettes/nag.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v2 >> Check steps 1 to 25 with one echo each.",
      "⏰ reminder injected: <reminder>Use TodoWrite for multi-step tasks.</reminder>",
      "  ↳ round 1 · 1800 in / 32 out · session 1800 in / 32 out",
      "> bash: echo step 1",
      "  step 1"
    ],
    events: [
      {
        kind: "prompt",
        text: "Check steps 1 to 25 with one echo each."
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
              text: "<reminder>Use TodoWrite for multi-step tasks.</reminder>"
            },
            {
              type: "text",
              text: "Check steps 1 to 25 with one echo each."
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
          id: "toolu_01EkqzdCDuZ6dMadDbK12htm",
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
      "  ↳ round 2 · 1972 in / 49 out · session 3772 in / 81 out",
      "> bash: pwd",
      "  <workdir>",
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
          output_tokens: 49
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "pwd"
        }
      },
      {
        kind: "tool-result",
        content: "<workdir>",
        isError: false
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
              id: "toolu_01EkqzdCDuZ6dMadDbK12htm",
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
              tool_use_id: "toolu_01EkqzdCDuZ6dMadDbK12htm",
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
          id: "toolu_015i23D2BVWsMhSPrcgDZGU4",
          name: "bash",
          input: {
            command: "pwd"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01oMiu2Gc5fED3vEnAQ1Q9p4",
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
      output: 49
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2161 in / 32 out · session 5933 in / 113 out",
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
        n: 3,
        usage: {
          input_tokens: 2161,
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
              id: "toolu_015i23D2BVWsMhSPrcgDZGU4",
              name: "bash",
              input: {
                command: "pwd"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01oMiu2Gc5fED3vEnAQ1Q9p4",
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
              tool_use_id: "toolu_015i23D2BVWsMhSPrcgDZGU4",
              content: "<workdir>"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01oMiu2Gc5fED3vEnAQ1Q9p4",
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
          id: "toolu_01D7D1Y3e1Wx7GFYvCJsRgRo",
          name: "bash",
          input: {
            command: "echo step 3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2161,
      output: 32
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2333 in / 32 out · session 8266 in / 145 out",
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
          input_tokens: 2333,
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
              id: "toolu_01D7D1Y3e1Wx7GFYvCJsRgRo",
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
              tool_use_id: "toolu_01D7D1Y3e1Wx7GFYvCJsRgRo",
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
          id: "toolu_01XZ2ADJewzqSh5Na62Hfj6a",
          name: "bash",
          input: {
            command: "echo step 4"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2333,
      output: 32
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2505 in / 32 out · session 10771 in / 177 out",
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
          input_tokens: 2505,
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
              id: "toolu_01XZ2ADJewzqSh5Na62Hfj6a",
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
              tool_use_id: "toolu_01XZ2ADJewzqSh5Na62Hfj6a",
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
          id: "toolu_01QCI9Nz5FyiPPYw6jFCnkzr",
          name: "bash",
          input: {
            command: "echo step 5"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2505,
      output: 32
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2677 in / 32 out · session 13448 in / 209 out",
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
        n: 6,
        usage: {
          input_tokens: 2677,
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
              id: "toolu_01QCI9Nz5FyiPPYw6jFCnkzr",
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
              tool_use_id: "toolu_01QCI9Nz5FyiPPYw6jFCnkzr",
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
          id: "toolu_01eqeCGHl6xdcY8H0xBqz52j",
          name: "bash",
          input: {
            command: "echo step 6"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2677,
      output: 32
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2849 in / 32 out · session 16297 in / 241 out",
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
          input_tokens: 2849,
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
              id: "toolu_01eqeCGHl6xdcY8H0xBqz52j",
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
              tool_use_id: "toolu_01eqeCGHl6xdcY8H0xBqz52j",
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
          id: "toolu_01ZurDt4xVVwugbjcVUGVIV8",
          name: "bash",
          input: {
            command: "echo step 7"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2849,
      output: 32
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3021 in / 32 out · session 19318 in / 273 out",
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
          input_tokens: 3021,
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
              id: "toolu_01ZurDt4xVVwugbjcVUGVIV8",
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
              tool_use_id: "toolu_01ZurDt4xVVwugbjcVUGVIV8",
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
          id: "toolu_01eI3qOPg8muocRC6N7j1QzC",
          name: "bash",
          input: {
            command: "echo step 8"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3021,
      output: 32
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3193 in / 32 out · session 22511 in / 305 out",
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
        n: 9,
        usage: {
          input_tokens: 3193,
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
              id: "toolu_01eI3qOPg8muocRC6N7j1QzC",
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
              tool_use_id: "toolu_01eI3qOPg8muocRC6N7j1QzC",
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
          id: "toolu_01C2JN29hHLvIDY6prr9ATGD",
          name: "bash",
          input: {
            command: "echo step 9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3193,
      output: 32
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3365 in / 32 out · session 25876 in / 337 out",
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
          input_tokens: 3365,
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
              id: "toolu_01C2JN29hHLvIDY6prr9ATGD",
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
              tool_use_id: "toolu_01C2JN29hHLvIDY6prr9ATGD",
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
          id: "toolu_01XMrkiwGGOwj4wxyZTh6Jou",
          name: "bash",
          input: {
            command: "echo step 10"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3365,
      output: 32
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3537 in / 32 out · session 29413 in / 369 out",
      "> bash: echo step 11",
      "  step 11",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
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
          input_tokens: 3537,
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
      },
      {
        kind: "reminder",
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
              id: "toolu_01XMrkiwGGOwj4wxyZTh6Jou",
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
              tool_use_id: "toolu_01XMrkiwGGOwj4wxyZTh6Jou",
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
          id: "toolu_01sufHc16iMdtuAHW1cmgTqG",
          name: "bash",
          input: {
            command: "echo step 11"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3537,
      output: 32
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3709 in / 32 out · session 33122 in / 401 out",
      "> bash: echo step 12",
      "  step 12",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
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
          input_tokens: 3709,
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
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
              id: "toolu_01sufHc16iMdtuAHW1cmgTqG",
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
              tool_use_id: "toolu_01sufHc16iMdtuAHW1cmgTqG",
              content: "step 11"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01M5MkLG3K7MZ4AQfdHKYYjD",
          name: "bash",
          input: {
            command: "echo step 12"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3709,
      output: 32
    }
  },
  {
    n: 13,
    terminal: [
      "  ↳ round 13 · 3881 in / 32 out · session 37003 in / 433 out",
      "> bash: echo step 13",
      "  step 13",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
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
          input_tokens: 3881,
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
      },
      {
        kind: "reminder",
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
              id: "toolu_01M5MkLG3K7MZ4AQfdHKYYjD",
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
              tool_use_id: "toolu_01M5MkLG3K7MZ4AQfdHKYYjD",
              content: "step 12"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01w6yQOW3zTDVTNKmyCfX9nc",
          name: "bash",
          input: {
            command: "echo step 13"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3881,
      output: 32
    }
  },
  {
    n: 14,
    terminal: [
      "  ↳ round 14 · 4053 in / 80 out · session 41056 in / 513 out",
      "> TodoWrite: 2 items",
      "  [x] Check steps 1-13",
      "  [>] Check steps 14-25 <- Checking steps 14-25",
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
          input_tokens: 4053,
          output_tokens: 80
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Check steps 1-13",
              status: "completed",
              activeForm: "Checking steps 1-13"
            },
            {
              content: "Check steps 14-25",
              status: "in_progress",
              activeForm: "Checking steps 14-25"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Check steps 1-13",
            status: "completed",
            activity: "Checking steps 1-13"
          },
          {
            text: "[>] Check steps 14-25 <- Checking steps 14-25",
            status: "in_progress",
            activity: "Checking steps 14-25"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Check steps 1-13\n[>] Check steps 14-25 <- Checking steps 14-25\n\n(1/2 completed)",
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
              id: "toolu_01w6yQOW3zTDVTNKmyCfX9nc",
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
              tool_use_id: "toolu_01w6yQOW3zTDVTNKmyCfX9nc",
              content: "step 13"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01jVPhRZbSByt1wo0N1ptfrE",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Check steps 1-13",
                status: "completed",
                activeForm: "Checking steps 1-13"
              },
              {
                content: "Check steps 14-25",
                status: "in_progress",
                activeForm: "Checking steps 14-25"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4053,
      output: 80
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4273 in / 32 out · session 45329 in / 545 out",
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
          input_tokens: 4273,
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
              id: "toolu_01jVPhRZbSByt1wo0N1ptfrE",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Check steps 1-13",
                    status: "completed",
                    activeForm: "Checking steps 1-13"
                  },
                  {
                    content: "Check steps 14-25",
                    status: "in_progress",
                    activeForm: "Checking steps 14-25"
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
              tool_use_id: "toolu_01jVPhRZbSByt1wo0N1ptfrE",
              content: "[x] Check steps 1-13\n[>] Check steps 14-25 <- Checking steps 14-25\n\n(1/2 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01M88KHopn1GxveFEWK6FGII",
          name: "bash",
          input: {
            command: "echo step 14"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4273,
      output: 32
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4445 in / 32 out · session 49774 in / 577 out",
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
          input_tokens: 4445,
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
              id: "toolu_01M88KHopn1GxveFEWK6FGII",
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
              tool_use_id: "toolu_01M88KHopn1GxveFEWK6FGII",
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
          id: "toolu_01hqJ5ANDjzPzCng72KD7Tmj",
          name: "bash",
          input: {
            command: "echo step 15"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4445,
      output: 32
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4617 in / 32 out · session 54391 in / 609 out",
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
        n: 17,
        usage: {
          input_tokens: 4617,
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
      keep: 31,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01hqJ5ANDjzPzCng72KD7Tmj",
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
              tool_use_id: "toolu_01hqJ5ANDjzPzCng72KD7Tmj",
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
          id: "toolu_01vtdyH50ifjrAm06rePNqe8",
          name: "bash",
          input: {
            command: "echo step 16"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4617,
      output: 32
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4789 in / 32 out · session 59180 in / 641 out",
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
          input_tokens: 4789,
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
              id: "toolu_01vtdyH50ifjrAm06rePNqe8",
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
              tool_use_id: "toolu_01vtdyH50ifjrAm06rePNqe8",
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
          id: "toolu_017g82qEhR9Zr89APbteYe68",
          name: "bash",
          input: {
            command: "echo step 17"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4789,
      output: 32
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 4961 in / 32 out · session 64141 in / 673 out",
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
          input_tokens: 4961,
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
              id: "toolu_017g82qEhR9Zr89APbteYe68",
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
              tool_use_id: "toolu_017g82qEhR9Zr89APbteYe68",
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
          id: "toolu_01u62QiNe9kNZQwETYj8eQlH",
          name: "bash",
          input: {
            command: "echo step 18"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4961,
      output: 32
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5133 in / 32 out · session 69274 in / 705 out",
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
        n: 20,
        usage: {
          input_tokens: 5133,
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
      keep: 37,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01u62QiNe9kNZQwETYj8eQlH",
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
              tool_use_id: "toolu_01u62QiNe9kNZQwETYj8eQlH",
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
          id: "toolu_01zHID3dFPVSjjOTbayRyM90",
          name: "bash",
          input: {
            command: "echo step 19"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5133,
      output: 32
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5305 in / 32 out · session 74579 in / 737 out",
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
          input_tokens: 5305,
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
              id: "toolu_01zHID3dFPVSjjOTbayRyM90",
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
              tool_use_id: "toolu_01zHID3dFPVSjjOTbayRyM90",
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
          id: "toolu_01wIfvmxoNailyiaJO6veHpY",
          name: "bash",
          input: {
            command: "echo step 20"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5305,
      output: 32
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5477 in / 32 out · session 80056 in / 769 out",
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
          input_tokens: 5477,
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
              id: "toolu_01wIfvmxoNailyiaJO6veHpY",
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
              tool_use_id: "toolu_01wIfvmxoNailyiaJO6veHpY",
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
          id: "toolu_01cvVoRNzOwBRgOB6yrs7WL4",
          name: "bash",
          input: {
            command: "echo step 21"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5477,
      output: 32
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5649 in / 32 out · session 85705 in / 801 out",
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
        n: 23,
        usage: {
          input_tokens: 5649,
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
      keep: 43,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01cvVoRNzOwBRgOB6yrs7WL4",
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
              tool_use_id: "toolu_01cvVoRNzOwBRgOB6yrs7WL4",
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
          id: "toolu_01rh7ka6rm2Dwdkc66GrH7C2",
          name: "bash",
          input: {
            command: "echo step 22"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5649,
      output: 32
    }
  },
  {
    n: 24,
    terminal: [
      "  ↳ round 24 · 5821 in / 32 out · session 91526 in / 833 out",
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
          input_tokens: 5821,
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
              id: "toolu_01rh7ka6rm2Dwdkc66GrH7C2",
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
              tool_use_id: "toolu_01rh7ka6rm2Dwdkc66GrH7C2",
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
          id: "toolu_01ysdRveegmCPjlHjUH3hOGM",
          name: "bash",
          input: {
            command: "echo step 23"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5821,
      output: 32
    }
  },
  {
    n: 25,
    terminal: [
      "  ↳ round 25 · 5993 in / 32 out · session 97519 in / 865 out",
      "> bash: echo step 24",
      "  step 24",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
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
          input_tokens: 5993,
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
      },
      {
        kind: "reminder",
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
              id: "toolu_01ysdRveegmCPjlHjUH3hOGM",
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
              tool_use_id: "toolu_01ysdRveegmCPjlHjUH3hOGM",
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
          id: "toolu_01bQYnpoBqMfMQRBRFzkgHzE",
          name: "bash",
          input: {
            command: "echo step 24"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5993,
      output: 32
    }
  },
  {
    n: 26,
    terminal: [
      "  ↳ round 26 · 6165 in / 32 out · session 103684 in / 897 out",
      "> bash: echo step 25",
      "  step 25",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
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
          input_tokens: 6165,
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
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
              id: "toolu_01bQYnpoBqMfMQRBRFzkgHzE",
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
              tool_use_id: "toolu_01bQYnpoBqMfMQRBRFzkgHzE",
              content: "step 24"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01MVVJM6qCFslzklKGdS7q9l",
          name: "bash",
          input: {
            command: "echo step 25"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6165,
      output: 32
    }
  },
  {
    n: 27,
    terminal: [
      "Steps 1 to 25 checked.",
      "  ↳ round 27 · 6337 in / 26 out · session 110021 in / 923 out"
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
        n: 27,
        usage: {
          input_tokens: 6337,
          output_tokens: 26
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01MVVJM6qCFslzklKGdS7q9l",
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
              tool_use_id: "toolu_01MVVJM6qCFslzklKGdS7q9l",
              content: "step 25"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
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
      input: 6337,
      output: 26
    }
  },
  {
    n: 28,
    terminal: [
      "v2 >> And step 26.",
      "",
      "  ↳ round 28 · 6503 in / 32 out · session 116524 in / 955 out",
      "> bash: echo step 26",
      "  step 26",
      "⏰ reminder injected: <reminder>10+ turns without todo update. Please update todos.</reminder>"
    ],
    events: [
      {
        kind: "prompt",
        text: "And step 26."
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
        n: 28,
        usage: {
          input_tokens: 6503,
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
      },
      {
        kind: "reminder",
        text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
      }
    ],
    request: {
      keep: 53,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Steps 1 to 25 checked.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "And step 26."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01GF5kW5AJSf6Chx22kOGaQd",
          name: "bash",
          input: {
            command: "echo step 26"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6503,
      output: 32
    }
  },
  {
    n: 29,
    terminal: [
      "Step 26 checked.",
      "  ↳ round 29 · 6675 in / 24 out · session 123199 in / 979 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Step 26 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 29,
        usage: {
          input_tokens: 6675,
          output_tokens: 24
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01GF5kW5AJSf6Chx22kOGaQd",
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
              tool_use_id: "toolu_01GF5kW5AJSf6Chx22kOGaQd",
              content: "step 26"
            },
            {
              type: "text",
              text: "<reminder>10+ turns without todo update. Please update todos.</reminder>"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Step 26 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 6675,
      output: 24
    }
  }
];
const v2Nag = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v2Nag as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
