const title = "v0 · demo.json";
const lesson = "v0";
const file = "lessons/v0-bash/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v0 >> How big is this project? Count the lines of each JavaScript file and write the counts to STATS.md.",
      "Let me see what is here.",
      "  ↳ round 1 · 912 in / 48 out · session 912 in / 48 out",
      "> bash: ls",
      "  README.md",
      "  convert.js",
      "  package.json",
      "  test.js"
    ],
    events: [
      {
        kind: "prompt",
        text: "How big is this project? Count the lines of each JavaScript file and write the counts to STATS.md."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Let me see what is here.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 1,
        usage: {
          input_tokens: 912,
          output_tokens: 48
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
              text: "How big is this project? Count the lines of each JavaScript file and write the counts to STATS.md."
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
          text: "Let me see what is here."
        },
        {
          type: "tool_use",
          id: "toolu_014eSuUqI8iCSQcGyQYA2K4c",
          name: "bash",
          input: {
            command: "ls"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 912,
      output: 48
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1003 in / 39 out · session 1915 in / 87 out",
      "> bash: wc -l *.js",
      "  9 convert.js",
      "   17 test.js",
      "   26 total"
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
          input_tokens: 1003,
          output_tokens: 39
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "wc -l *.js"
        }
      },
      {
        kind: "tool-result",
        content: "9 convert.js\n 17 test.js\n 26 total",
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
              text: "Let me see what is here."
            },
            {
              type: "tool_use",
              id: "toolu_014eSuUqI8iCSQcGyQYA2K4c",
              name: "bash",
              input: {
                command: "ls"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_014eSuUqI8iCSQcGyQYA2K4c",
              content: "README.md\nconvert.js\npackage.json\ntest.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_018mGU8WGwwickacmGiM0qW4",
          name: "bash",
          input: {
            command: "wc -l *.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1003,
      output: 39
    }
  },
  {
    n: 3,
    terminal: [
      "Two JavaScript files, 26 lines in all. Writing the report.",
      "  ↳ round 3 · 1092 in / 117 out · session 3007 in / 204 out",
      "> bash: cat > STATS.md <<'EOF' ⏎ # Project size ⏎ | file | lines | ⏎ |---|---| ⏎ | convert.js | 9 | ⏎ | tes…",
      "  (no output)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Two JavaScript files, 26 lines in all. Writing the report.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 1092,
          output_tokens: 117
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "cat > STATS.md <<'EOF'\n# Project size\n\n| file | lines |\n|---|---|\n| convert.js | 9 |\n| test.js | 17 |\n| **total** | **26** |\nEOF"
        }
      },
      {
        kind: "tool-result",
        content: "(no output)",
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
              id: "toolu_018mGU8WGwwickacmGiM0qW4",
              name: "bash",
              input: {
                command: "wc -l *.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_018mGU8WGwwickacmGiM0qW4",
              content: "9 convert.js\n 17 test.js\n 26 total"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Two JavaScript files, 26 lines in all. Writing the report."
        },
        {
          type: "tool_use",
          id: "toolu_01UAa0UqSmwsAwqqUSkIUqm6",
          name: "bash",
          input: {
            command: "cat > STATS.md <<'EOF'\n# Project size\n\n| file | lines |\n|---|---|\n| convert.js | 9 |\n| test.js | 17 |\n| **total** | **26** |\nEOF"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1092,
      output: 117
    }
  },
  {
    n: 4,
    terminal: [
      "I'll have a subagent check the report independently: it starts with an empty history and returns only its answer.",
      "  ↳ round 4 · 1236 in / 88 out · session 4243 in / 292 out",
      '> bash: node <root>/lessons/v0-bash/agent.ts --workdir . -p "Check STATS.md against the real line counts of…',
      "  Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "I'll have a subagent check the report independently: it starts with an empty history and returns only its answer.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 1236,
          output_tokens: 88
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: 'node <root>/lessons/v0-bash/agent.ts --workdir . -p "Check STATS.md against the real line counts of the .js files here (wc -l). Answer in one line: correct, or what is wrong."'
        }
      },
      {
        kind: "tool-result",
        content: "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says.",
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
              type: "text",
              text: "Two JavaScript files, 26 lines in all. Writing the report."
            },
            {
              type: "tool_use",
              id: "toolu_01UAa0UqSmwsAwqqUSkIUqm6",
              name: "bash",
              input: {
                command: "cat > STATS.md <<'EOF'\n# Project size\n\n| file | lines |\n|---|---|\n| convert.js | 9 |\n| test.js | 17 |\n| **total** | **26** |\nEOF"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01UAa0UqSmwsAwqqUSkIUqm6",
              content: "(no output)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "I'll have a subagent check the report independently: it starts with an empty history and returns only its answer."
        },
        {
          type: "tool_use",
          id: "toolu_01kiqCIKw0uAe4Soq2Coggic",
          name: "bash",
          input: {
            command: 'node <root>/lessons/v0-bash/agent.ts --workdir . -p "Check STATS.md against the real line counts of the .js files here (wc -l). Answer in one line: correct, or what is wrong."'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1236,
      output: 88
    }
  },
  {
    n: 5,
    terminal: [
      "The project has two JavaScript files with 26 lines in all: convert.js (9) and test.js (17). The counts are in STATS.md, and a subagent checked them against `wc -l`.",
      "  ↳ round 5 · 1341 in / 52 out · session 5584 in / 344 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v0 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The project has two JavaScript files with 26 lines in all: convert.js (9) and test.js (17). The counts are in STATS.md, and a subagent checked them against `wc -l`.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 1341,
          output_tokens: 52
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v0 live."
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
              text: "I'll have a subagent check the report independently: it starts with an empty history and returns only its answer."
            },
            {
              type: "tool_use",
              id: "toolu_01kiqCIKw0uAe4Soq2Coggic",
              name: "bash",
              input: {
                command: 'node <root>/lessons/v0-bash/agent.ts --workdir . -p "Check STATS.md against the real line counts of the .js files here (wc -l). Answer in one line: correct, or what is wrong."'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01kiqCIKw0uAe4Soq2Coggic",
              content: "Correct: convert.js has 9 lines and test.js 17, 26 in all, as STATS.md says."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The project has two JavaScript files with 26 lines in all: convert.js (9) and test.js (17). The counts are in STATS.md, and a subagent checked them against `wc -l`."
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1341,
      output: 52
    }
  }
];
const v0Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v0Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
