const title = "s03 · nag.json";
const lesson = "s03";
const file = "lessons/s03-todo/cassettes/nag.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s03 >> Check steps 1 to 11 with one echo each.",
      "  ↳ round 1 · 1800 in / 32 out · session 1800 in / 32 out",
      "> bash: echo step 1",
      "  step 1"
    ],
    events: [
      {
        kind: "prompt",
        text: "Check steps 1 to 11 with one echo each."
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
              text: "Check steps 1 to 11 with one echo each."
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
          id: "toolu_01eLTHk56EuJw7yVQyFQj5kn",
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
              id: "toolu_01eLTHk56EuJw7yVQyFQj5kn",
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
              tool_use_id: "toolu_01eLTHk56EuJw7yVQyFQj5kn",
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
          id: "toolu_014y06B4v1KFNWT7rFTgaT9b",
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
              id: "toolu_014y06B4v1KFNWT7rFTgaT9b",
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
              tool_use_id: "toolu_014y06B4v1KFNWT7rFTgaT9b",
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
          id: "toolu_010fwN7cZT88NC3M0M1RdIQA",
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
      "  step 4",
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_010fwN7cZT88NC3M0M1RdIQA",
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
              tool_use_id: "toolu_010fwN7cZT88NC3M0M1RdIQA",
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
          id: "toolu_01XQZ95JaDafslB0mIvqt46O",
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
      "  step 5",
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01XQZ95JaDafslB0mIvqt46O",
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
              tool_use_id: "toolu_01XQZ95JaDafslB0mIvqt46O",
              content: "step 4"
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
          id: "toolu_015ABFNjgC9HJlMBRF08rNVr",
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
              id: "toolu_015ABFNjgC9HJlMBRF08rNVr",
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
              tool_use_id: "toolu_015ABFNjgC9HJlMBRF08rNVr",
              content: "step 5"
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
          id: "toolu_01HqtAPc4dJm1bL7scdFH3KY",
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
      "  ↳ round 7 · 2832 in / 61 out · session 16212 in / 253 out",
      "> todo: 2 items",
      "  [x] #1: Check steps 1-6",
      "  [>] #2: Check steps 7-11",
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
          input_tokens: 2832,
          output_tokens: 61
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
              text: "Check steps 1-6",
              status: "completed"
            },
            {
              id: "2",
              text: "Check steps 7-11",
              status: "in_progress"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: Check steps 1-6",
            status: "completed",
            activity: "Check steps 1-6"
          },
          {
            text: "[>] #2: Check steps 7-11",
            status: "in_progress",
            activity: "Check steps 7-11"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: Check steps 1-6\n[>] #2: Check steps 7-11\n\n(1/2 completed)",
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
              id: "toolu_01HqtAPc4dJm1bL7scdFH3KY",
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
              tool_use_id: "toolu_01HqtAPc4dJm1bL7scdFH3KY",
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
          id: "toolu_01MgNEtaYwuVzYYqZsPDLZKN",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Check steps 1-6",
                status: "completed"
              },
              {
                id: "2",
                text: "Check steps 7-11",
                status: "in_progress"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2832,
      output: 61
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3033 in / 32 out · session 19245 in / 285 out",
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
        n: 8,
        usage: {
          input_tokens: 3033,
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
      keep: 13,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01MgNEtaYwuVzYYqZsPDLZKN",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Check steps 1-6",
                    status: "completed"
                  },
                  {
                    id: "2",
                    text: "Check steps 7-11",
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
              tool_use_id: "toolu_01MgNEtaYwuVzYYqZsPDLZKN",
              content: "[x] #1: Check steps 1-6\n[>] #2: Check steps 7-11\n\n(1/2 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01lfYBQIAHGkLFz1ZWP4lgdr",
          name: "bash",
          input: {
            command: "echo step 7"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3033,
      output: 32
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3205 in / 32 out · session 22450 in / 317 out",
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
        n: 9,
        usage: {
          input_tokens: 3205,
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
      keep: 15,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01lfYBQIAHGkLFz1ZWP4lgdr",
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
              tool_use_id: "toolu_01lfYBQIAHGkLFz1ZWP4lgdr",
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
          id: "toolu_0188LeoAme32Fqj8nK1CMR6d",
          name: "bash",
          input: {
            command: "echo step 8"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3205,
      output: 32
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3377 in / 32 out · session 25827 in / 349 out",
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
        n: 10,
        usage: {
          input_tokens: 3377,
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
      keep: 17,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_0188LeoAme32Fqj8nK1CMR6d",
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
              tool_use_id: "toolu_0188LeoAme32Fqj8nK1CMR6d",
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
          id: "toolu_01fJ6I71CRswZrGOC4lL6EEC",
          name: "bash",
          input: {
            command: "echo step 9"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3377,
      output: 32
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 3549 in / 32 out · session 29376 in / 381 out",
      "> bash: echo step 10",
      "  step 10",
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
        n: 11,
        usage: {
          input_tokens: 3549,
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
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01fJ6I71CRswZrGOC4lL6EEC",
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
              tool_use_id: "toolu_01fJ6I71CRswZrGOC4lL6EEC",
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
          id: "toolu_01BXBkdayWhjv48KqrxLYQSR",
          name: "bash",
          input: {
            command: "echo step 10"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3549,
      output: 32
    }
  },
  {
    n: 12,
    terminal: [
      "  ↳ round 12 · 3721 in / 32 out · session 33097 in / 413 out",
      "> bash: echo step 11",
      "  step 11",
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
          input_tokens: 3721,
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
              id: "toolu_01BXBkdayWhjv48KqrxLYQSR",
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
              tool_use_id: "toolu_01BXBkdayWhjv48KqrxLYQSR",
              content: "step 10"
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
          id: "toolu_01WzMnilfngYxVTetKTIgggi",
          name: "bash",
          input: {
            command: "echo step 11"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3721,
      output: 32
    }
  },
  {
    n: 13,
    terminal: [
      "Steps 1 to 11 checked.",
      "  ↳ round 13 · 3893 in / 26 out · session 36990 in / 439 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Steps 1 to 11 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 13,
        usage: {
          input_tokens: 3893,
          output_tokens: 26
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01WzMnilfngYxVTetKTIgggi",
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
              tool_use_id: "toolu_01WzMnilfngYxVTetKTIgggi",
              content: "step 11"
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
          type: "text",
          text: "Steps 1 to 11 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3893,
      output: 26
    }
  },
  {
    n: 14,
    terminal: [
      "s03 >> Now steps 12 to 24.",
      "",
      "  ↳ round 14 · 4059 in / 32 out · session 41049 in / 471 out",
      "> bash: echo step 12",
      "  step 12"
    ],
    events: [
      {
        kind: "prompt",
        text: "Now steps 12 to 24."
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
        n: 14,
        usage: {
          input_tokens: 4059,
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
              type: "text",
              text: "Steps 1 to 11 checked.",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "Now steps 12 to 24."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01MSEmDHjHvtgV8sXPsMe2Wi",
          name: "bash",
          input: {
            command: "echo step 12"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4059,
      output: 32
    }
  },
  {
    n: 15,
    terminal: [
      "  ↳ round 15 · 4231 in / 32 out · session 45280 in / 503 out",
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
          input_tokens: 4231,
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
              id: "toolu_01MSEmDHjHvtgV8sXPsMe2Wi",
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
              tool_use_id: "toolu_01MSEmDHjHvtgV8sXPsMe2Wi",
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
          id: "toolu_01IopNVCfcaCykxOnDr3O76D",
          name: "bash",
          input: {
            command: "echo step 13"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4231,
      output: 32
    }
  },
  {
    n: 16,
    terminal: [
      "  ↳ round 16 · 4403 in / 32 out · session 49683 in / 535 out",
      "> bash: echo step 14",
      "  step 14",
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
        n: 16,
        usage: {
          input_tokens: 4403,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01IopNVCfcaCykxOnDr3O76D",
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
              tool_use_id: "toolu_01IopNVCfcaCykxOnDr3O76D",
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
          id: "toolu_01P410Uc5ypRpEu80MxTkEV5",
          name: "bash",
          input: {
            command: "echo step 14"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4403,
      output: 32
    }
  },
  {
    n: 17,
    terminal: [
      "  ↳ round 17 · 4575 in / 32 out · session 54258 in / 567 out",
      "> bash: echo step 15",
      "  step 15",
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
          input_tokens: 4575,
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
              id: "toolu_01P410Uc5ypRpEu80MxTkEV5",
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
              tool_use_id: "toolu_01P410Uc5ypRpEu80MxTkEV5",
              content: "step 14"
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
          id: "toolu_01knYEpp2kRQK3Hxn2ArEbsL",
          name: "bash",
          input: {
            command: "echo step 15"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4575,
      output: 32
    }
  },
  {
    n: 18,
    terminal: [
      "  ↳ round 18 · 4747 in / 32 out · session 59005 in / 599 out",
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
        n: 18,
        usage: {
          input_tokens: 4747,
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
      keep: 33,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01knYEpp2kRQK3Hxn2ArEbsL",
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
              tool_use_id: "toolu_01knYEpp2kRQK3Hxn2ArEbsL",
              content: "step 15"
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
          id: "toolu_01mAMUWvfwZhAUGr9DOF2vZB",
          name: "bash",
          input: {
            command: "echo step 16"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4747,
      output: 32
    }
  },
  {
    n: 19,
    terminal: [
      "  ↳ round 19 · 4919 in / 32 out · session 63924 in / 631 out",
      "> bash: echo step 17",
      "  step 17",
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
        n: 19,
        usage: {
          input_tokens: 4919,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01mAMUWvfwZhAUGr9DOF2vZB",
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
              tool_use_id: "toolu_01mAMUWvfwZhAUGr9DOF2vZB",
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
          id: "toolu_01lilwbcvlfeNWzPzalBhaoX",
          name: "bash",
          input: {
            command: "echo step 17"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4919,
      output: 32
    }
  },
  {
    n: 20,
    terminal: [
      "  ↳ round 20 · 5091 in / 32 out · session 69015 in / 663 out",
      "> bash: echo step 18",
      "  step 18",
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
          input_tokens: 5091,
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
              id: "toolu_01lilwbcvlfeNWzPzalBhaoX",
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
              tool_use_id: "toolu_01lilwbcvlfeNWzPzalBhaoX",
              content: "step 17"
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
          id: "toolu_01QCTpN4iATsWwEH64d4aCc4",
          name: "bash",
          input: {
            command: "echo step 18"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5091,
      output: 32
    }
  },
  {
    n: 21,
    terminal: [
      "  ↳ round 21 · 5263 in / 32 out · session 74278 in / 695 out",
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
        n: 21,
        usage: {
          input_tokens: 5263,
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
      keep: 39,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01QCTpN4iATsWwEH64d4aCc4",
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
              tool_use_id: "toolu_01QCTpN4iATsWwEH64d4aCc4",
              content: "step 18"
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
          id: "toolu_01gESrVwi4JchKJylTNIyCXY",
          name: "bash",
          input: {
            command: "echo step 19"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5263,
      output: 32
    }
  },
  {
    n: 22,
    terminal: [
      "  ↳ round 22 · 5435 in / 32 out · session 79713 in / 727 out",
      "> bash: echo step 20",
      "  step 20",
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
        n: 22,
        usage: {
          input_tokens: 5435,
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
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01gESrVwi4JchKJylTNIyCXY",
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
              tool_use_id: "toolu_01gESrVwi4JchKJylTNIyCXY",
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
          id: "toolu_01dg9JOBh29VZ9FqWFaEunVI",
          name: "bash",
          input: {
            command: "echo step 20"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5435,
      output: 32
    }
  },
  {
    n: 23,
    terminal: [
      "  ↳ round 23 · 5607 in / 32 out · session 85320 in / 759 out",
      "> bash: echo step 21",
      "  step 21",
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
          input_tokens: 5607,
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
              id: "toolu_01dg9JOBh29VZ9FqWFaEunVI",
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
              tool_use_id: "toolu_01dg9JOBh29VZ9FqWFaEunVI",
              content: "step 20"
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
          id: "toolu_01P4oK4Yv8qoGDYIJVWjRZoU",
          name: "bash",
          input: {
            command: "echo step 21"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5607,
      output: 32
    }
  },
  {
    n: 24,
    terminal: [
      "  ↳ round 24 · 5779 in / 32 out · session 91099 in / 791 out",
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
        n: 24,
        usage: {
          input_tokens: 5779,
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
      keep: 45,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01P4oK4Yv8qoGDYIJVWjRZoU",
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
              tool_use_id: "toolu_01P4oK4Yv8qoGDYIJVWjRZoU",
              content: "step 21"
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
          id: "toolu_01akJvvvU6jxO3yfhlBUgDKw",
          name: "bash",
          input: {
            command: "echo step 22"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5779,
      output: 32
    }
  },
  {
    n: 25,
    terminal: [
      "  ↳ round 25 · 5951 in / 32 out · session 97050 in / 823 out",
      "> bash: echo step 23",
      "  step 23",
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
        n: 25,
        usage: {
          input_tokens: 5951,
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
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01akJvvvU6jxO3yfhlBUgDKw",
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
              tool_use_id: "toolu_01akJvvvU6jxO3yfhlBUgDKw",
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
          id: "toolu_01z3HN6KZCftIVlEdsxvIzoj",
          name: "bash",
          input: {
            command: "echo step 23"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 5951,
      output: 32
    }
  },
  {
    n: 26,
    terminal: [
      "  ↳ round 26 · 6123 in / 32 out · session 103173 in / 855 out",
      "> bash: echo step 24",
      "  step 24",
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
          input_tokens: 6123,
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
              id: "toolu_01z3HN6KZCftIVlEdsxvIzoj",
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
              tool_use_id: "toolu_01z3HN6KZCftIVlEdsxvIzoj",
              content: "step 23"
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
          id: "toolu_017cpPf7Rq7Yw00cfLEDCvZ9",
          name: "bash",
          input: {
            command: "echo step 24"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 6123,
      output: 32
    }
  },
  {
    n: 27,
    terminal: [
      "Steps 12 to 24 checked.",
      "  ↳ round 27 · 6295 in / 26 out · session 109468 in / 881 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Steps 12 to 24 checked.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 27,
        usage: {
          input_tokens: 6295,
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
              id: "toolu_017cpPf7Rq7Yw00cfLEDCvZ9",
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
              tool_use_id: "toolu_017cpPf7Rq7Yw00cfLEDCvZ9",
              content: "step 24"
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
          type: "text",
          text: "Steps 12 to 24 checked.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 6295,
      output: 26
    }
  }
];
const s03Nag = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s03Nag as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
