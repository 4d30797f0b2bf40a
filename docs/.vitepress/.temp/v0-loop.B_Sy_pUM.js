const title = "v0 · loop.json";
const lesson = "v0";
const file = "lessons/v0-bash/cassettes/loop.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v0 >> What is in this folder?",
      "Two looks at once.",
      "  ↳ round 1 · 1800 in / 63 out · session 1800 in / 63 out",
      "> bash: ls",
      "  README.md",
      "  convert.js",
      "  package.json",
      "  test.js",
      "> bash: head -3 README.md",
      "  # temperature",
      "  ",
      "  A tiny temperature converter. Run the tests with `node test.js`."
    ],
    events: [
      {
        kind: "prompt",
        text: "What is in this folder?"
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Two looks at once.",
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
          output_tokens: 63
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "ls"
        }
      },
      {
        kind: "tool-result",
        content: "README.md\nconvert.js\npackage.json\ntest.js",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "head -3 README.md"
        }
      },
      {
        kind: "tool-result",
        content: "# temperature\n\nA tiny temperature converter. Run the tests with `node test.js`.",
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
              text: "What is in this folder?"
            }
          ]
        }
      ],
      system: `You are a CLI agent at <workdir>. You solve problems with bash commands.

Rules:
- Prefer tools over prose. Act first, then explain briefly.
- Read files with cat, grep, find, ls; write them with echo, cat <<'EOF' or sed -i.
- For a large or separate subtask, spawn a subagent: node <root>/lessons/v0-bash/agent.ts --workdir . -p "task description".
  It starts with an empty history, so tell it everything it needs; it prints only its final answer,
  which keeps your own context small.
- When done, summarise what you did in a few lines.`,
      tools: [
        {
          name: "bash",
          description: `Run a shell command in the workspace and return its output (stdout, then stderr).
Common patterns:
- Read: cat/head/tail FILE, grep -rn PATTERN ., find . -name '*.js', ls -la, wc -l FILE
- Write: echo 'text' > FILE, cat <<'EOF' > FILE ... EOF, sed -i 's/old/new/g' FILE
- Subagent: node <root>/lessons/v0-bash/agent.ts --workdir . -p "task description" (an isolated agent that returns only its summary)`,
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "text",
          text: "Two looks at once.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01JE7NVys7rkDoYxpHIyEHix",
          name: "bash",
          input: {
            command: "ls"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01gEl5qQvGhRq1VD0E857wuc",
          name: "bash",
          input: {
            command: "head -3 README.md"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 63
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2003 in / 34 out · session 3803 in / 97 out",
      "> bash: cat no-such-file.txt",
      "  cat: no-such-file.txt: No such file or directory",
      "  (exit code 1)"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2003,
          output_tokens: 34
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cat no-such-file.txt"
        }
      },
      {
        kind: "tool-result",
        content: "cat: no-such-file.txt: No such file or directory\n(exit code 1)",
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
              type: "text",
              text: "Two looks at once.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01JE7NVys7rkDoYxpHIyEHix",
              name: "bash",
              input: {
                command: "ls"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01gEl5qQvGhRq1VD0E857wuc",
              name: "bash",
              input: {
                command: "head -3 README.md"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01JE7NVys7rkDoYxpHIyEHix",
              content: "README.md\nconvert.js\npackage.json\ntest.js"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01gEl5qQvGhRq1VD0E857wuc",
              content: "# temperature\n\nA tiny temperature converter. Run the tests with `node test.js`."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01LCvCimw0wGIF35ied3gMUo",
          name: "bash",
          input: {
            command: "cat no-such-file.txt"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2003,
      output: 34
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2177 in / 41 out · session 5980 in / 138 out",
      "> bash: echo to stdout; echo to stderr >&2; exit 3",
      "  to stdout",
      "  to stderr",
      "  (exit code 3)"
    ],
    events: [
      {
        kind: "thinking"
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
          input_tokens: 2177,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "echo to stdout; echo to stderr >&2; exit 3"
        }
      },
      {
        kind: "tool-result",
        content: "to stdout\nto stderr\n(exit code 3)",
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
              id: "toolu_01LCvCimw0wGIF35ied3gMUo",
              name: "bash",
              input: {
                command: "cat no-such-file.txt"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01LCvCimw0wGIF35ied3gMUo",
              content: "cat: no-such-file.txt: No such file or directory\n(exit code 1)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_012HcolqtBg34rc8RLkAXxyC",
          name: "bash",
          input: {
            command: "echo to stdout; echo to stderr >&2; exit 3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2177,
      output: 41
    }
  },
  {
    n: 4,
    terminal: [
      "A README, a converter and its tests. The converter, convert.js, reads",
      "The response stopped (max_tokens) before the model finished: the answer is cut short.",
      "  ↳ round 4 · 2358 in / 8000 out · session 8338 in / 8138 out · stop: max_tokens"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "A README, a converter and its tests. The converter, convert.js, reads",
        streamed: false
      },
      {
        kind: "warning",
        text: "The response stopped (max_tokens) before the model finished: the answer is cut short."
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 2358,
          output_tokens: 8e3
        },
        stop: "max_tokens"
      },
      {
        kind: "turn-end"
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
              id: "toolu_012HcolqtBg34rc8RLkAXxyC",
              name: "bash",
              input: {
                command: "echo to stdout; echo to stderr >&2; exit 3"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_012HcolqtBg34rc8RLkAXxyC",
              content: "to stdout\nto stderr\n(exit code 3)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "A README, a converter and its tests. The converter, convert.js, reads",
          citations: null
        }
      ],
      stop_reason: "max_tokens"
    },
    usage: {
      input: 2358,
      output: 8e3
    }
  },
  {
    n: 5,
    terminal: [
      "v0 >> And which Node version runs here?",
      "",
      "  ↳ round 5 · 10397 in / 41 out · session 18735 in / 8179 out",
      "> bash: node -e 'console.log(typeof process.version)'",
      "  string"
    ],
    events: [
      {
        kind: "prompt",
        text: "And which Node version runs here?"
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
        n: 5,
        usage: {
          input_tokens: 10397,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node -e 'console.log(typeof process.version)'"
        }
      },
      {
        kind: "tool-result",
        content: "string",
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
              type: "text",
              text: "A README, a converter and its tests. The converter, convert.js, reads",
              citations: null
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "text",
              text: "And which Node version runs here?"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01quDAK5v6HJVTUSYYcvG1WP",
          name: "bash",
          input: {
            command: "node -e 'console.log(typeof process.version)'"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 10397,
      output: 41
    }
  },
  {
    n: 6,
    terminal: [
      "Node runs here.",
      "  ↳ round 6 · 10578 in / 24 out · session 29313 in / 8203 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Node runs here.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 10578,
          output_tokens: 24
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
              id: "toolu_01quDAK5v6HJVTUSYYcvG1WP",
              name: "bash",
              input: {
                command: "node -e 'console.log(typeof process.version)'"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01quDAK5v6HJVTUSYYcvG1WP",
              content: "string"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Node runs here.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 10578,
      output: 24
    }
  }
];
const v0Loop = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v0Loop as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
