const title = "v1 · dispatch.json";
const lesson = "v1";
const file = "lessons/v1-tools/cassettes/dispatch.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v1 >> Show me what goes wrong.",
      "  ↳ round 1 · 1800 in / 33 out · session 1800 in / 33 out",
      "> delete_file: convert.js",
      "  Error: Unknown tool: delete_file. Available tools: bash, read_file, write_file, edit_file"
    ],
    events: [
      {
        kind: "prompt",
        text: "Show me what goes wrong."
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
          output_tokens: 33
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "delete_file",
        input: {
          path: "convert.js"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Unknown tool: delete_file. Available tools: bash, read_file, write_file, edit_file",
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
              text: "Show me what goes wrong."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: look at the files, act with your tools, then report what you did.\n\nRules:\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01kXpcYfxROHstVd9EuPM19s",
          name: "delete_file",
          input: {
            path: "convert.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 33
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1973 in / 27 out · session 3773 in / 60 out",
      "> read_file: {}",
      "  Error: Invalid input for read_file: path: Invalid input: expected string, received undefined"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 1973,
          output_tokens: 27
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {}
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for read_file: path: Invalid input: expected string, received undefined",
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
              id: "toolu_01kXpcYfxROHstVd9EuPM19s",
              name: "delete_file",
              input: {
                path: "convert.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01kXpcYfxROHstVd9EuPM19s",
              content: "Error: Unknown tool: delete_file. Available tools: bash, read_file, write_file, edit_file",
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
          id: "toolu_01ES9Mc9LlF5gmE587L42TEo",
          name: "read_file",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1973,
      output: 27
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2140 in / 29 out · session 5913 in / 89 out",
      '> read_file: {"path":42}',
      "  Error: Invalid input for read_file: path: Invalid input: expected string, received number"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2140,
          output_tokens: 29
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: 42
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for read_file: path: Invalid input: expected string, received number",
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
              id: "toolu_01ES9Mc9LlF5gmE587L42TEo",
              name: "read_file",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ES9Mc9LlF5gmE587L42TEo",
              content: "Error: Invalid input for read_file: path: Invalid input: expected string, received undefined",
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
          id: "toolu_01VZpREQOHeW4tysSE9NSOCH",
          name: "read_file",
          input: {
            path: 42
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2140,
      output: 29
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2309 in / 35 out · session 8222 in / 124 out",
      "> read_file: README.md",
      "  Error: Invalid input for read_file: limit: Too small: expected number to be >0"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2309,
          output_tokens: 35
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "README.md",
          limit: -1
        }
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for read_file: limit: Too small: expected number to be >0",
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
              id: "toolu_01VZpREQOHeW4tysSE9NSOCH",
              name: "read_file",
              input: {
                path: 42
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01VZpREQOHeW4tysSE9NSOCH",
              content: "Error: Invalid input for read_file: path: Invalid input: expected string, received number",
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
          id: "toolu_01z7ffKFrwUM24dCHsAOTfzw",
          name: "read_file",
          input: {
            path: "README.md",
            limit: -1
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2309,
      output: 35
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2484 in / 33 out · session 10706 in / 157 out",
      "> read_file: no-such-file.js",
      "  Error: File not found: no-such-file.js"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2484,
          output_tokens: 33
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "no-such-file.js"
        }
      },
      {
        kind: "tool-result",
        content: "Error: File not found: no-such-file.js",
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
              id: "toolu_01z7ffKFrwUM24dCHsAOTfzw",
              name: "read_file",
              input: {
                path: "README.md",
                limit: -1
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01z7ffKFrwUM24dCHsAOTfzw",
              content: "Error: Invalid input for read_file: limit: Too small: expected number to be >0",
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
          id: "toolu_01BN7Qe0qFSSOEFWndYPbYwy",
          name: "read_file",
          input: {
            path: "no-such-file.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2484,
      output: 33
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 2657 in / 33 out · session 13363 in / 190 out",
      "> read_file: ../outside.txt",
      "  Error: Path escapes workspace: ../outside.txt"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2657,
          output_tokens: 33
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "../outside.txt"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Path escapes workspace: ../outside.txt",
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
              id: "toolu_01BN7Qe0qFSSOEFWndYPbYwy",
              name: "read_file",
              input: {
                path: "no-such-file.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01BN7Qe0qFSSOEFWndYPbYwy",
              content: "Error: File not found: no-such-file.js",
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
          id: "toolu_01RwghA0bFXPnlbIX0rXAbzH",
          name: "read_file",
          input: {
            path: "../outside.txt"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2657,
      output: 33
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 2830 in / 44 out · session 16193 in / 234 out",
      "> edit_file: convert.js",
      "  Error: Text not found in convert.js"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2830,
          output_tokens: 44
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "convert.js",
          old_text: "no such text",
          new_text: "x"
        }
      },
      {
        kind: "tool-result",
        content: "Error: Text not found in convert.js",
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
              id: "toolu_01RwghA0bFXPnlbIX0rXAbzH",
              name: "read_file",
              input: {
                path: "../outside.txt"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01RwghA0bFXPnlbIX0rXAbzH",
              content: "Error: Path escapes workspace: ../outside.txt",
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
          id: "toolu_01ghoOo6N3apMswYH7WSvVeA",
          name: "edit_file",
          input: {
            path: "convert.js",
            old_text: "no such text",
            new_text: "x"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2830,
      output: 44
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 3014 in / 25 out · session 19207 in / 259 out",
      "> bash: {}",
      "  Error: Invalid input for bash: command: Invalid input: expected string, received undefined"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 3014,
          output_tokens: 25
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {}
      },
      {
        kind: "tool-result",
        content: "Error: Invalid input for bash: command: Invalid input: expected string, received undefined",
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
              id: "toolu_01ghoOo6N3apMswYH7WSvVeA",
              name: "edit_file",
              input: {
                path: "convert.js",
                old_text: "no such text",
                new_text: "x"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ghoOo6N3apMswYH7WSvVeA",
              content: "Error: Text not found in convert.js",
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
          id: "toolu_01hYkt8tn0xYGimtgrxBKPD9",
          name: "bash",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3014,
      output: 25
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 9 · 3179 in / 58 out · session 22386 in / 317 out",
      "> write_file: notes.txt",
      "  Wrote 9 bytes to notes.txt",
      "> read_file: notes.txt",
      "  one line"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 3179,
          output_tokens: 58
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "notes.txt",
          content: "one line\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 9 bytes to notes.txt",
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "notes.txt"
        }
      },
      {
        kind: "tool-result",
        content: "one line",
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
              id: "toolu_01hYkt8tn0xYGimtgrxBKPD9",
              name: "bash",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01hYkt8tn0xYGimtgrxBKPD9",
              content: "Error: Invalid input for bash: command: Invalid input: expected string, received undefined",
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
          id: "toolu_01XS06eixVIeCimCzBFZvS1k",
          name: "write_file",
          input: {
            path: "notes.txt",
            content: "one line\n"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01zLHeBQGy3lCpMcXqAPttv7",
          name: "read_file",
          input: {
            path: "notes.txt"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3179,
      output: 58
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 3377 in / 29 out · session 25763 in / 346 out",
      "> TodoWrite: 0 items",
      "  Error: Unknown tool: TodoWrite. Available tools: bash, read_file, write_file, edit_file"
    ],
    events: [
      {
        kind: "thinking"
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
        kind: "tool-result",
        content: "Error: Unknown tool: TodoWrite. Available tools: bash, read_file, write_file, edit_file",
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
              id: "toolu_01XS06eixVIeCimCzBFZvS1k",
              name: "write_file",
              input: {
                path: "notes.txt",
                content: "one line\n"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01zLHeBQGy3lCpMcXqAPttv7",
              name: "read_file",
              input: {
                path: "notes.txt"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01XS06eixVIeCimCzBFZvS1k",
              content: "Wrote 9 bytes to notes.txt"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01zLHeBQGy3lCpMcXqAPttv7",
              content: "one line"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01sfWobZDSD1WahcR9JOw4KT",
          name: "TodoWrite",
          input: {
            items: []
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3377,
      output: 29
    }
  },
  {
    n: 11,
    terminal: [
      "Each failure came back as an error result; none stopped the session.",
      "  ↳ round 11 · 3546 in / 39 out · session 29309 in / 385 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Each failure came back as an error result; none stopped the session.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 11,
        usage: {
          input_tokens: 3546,
          output_tokens: 39
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
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
              id: "toolu_01sfWobZDSD1WahcR9JOw4KT",
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
              tool_use_id: "toolu_01sfWobZDSD1WahcR9JOw4KT",
              content: "Error: Unknown tool: TodoWrite. Available tools: bash, read_file, write_file, edit_file",
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
          text: "Each failure came back as an error result; none stopped the session.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3546,
      output: 39
    }
  }
];
const v1Dispatch = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v1Dispatch as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
