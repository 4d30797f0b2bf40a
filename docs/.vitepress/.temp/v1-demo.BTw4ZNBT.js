const title = "v1 · demo.json";
const lesson = "v1";
const file = "lessons/v1-tools/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v1 >> The tests fail. Find the bug in convert.js, fix it, and note the fix in CHANGELOG.md.",
      "I'll run the tests first to see what fails.",
      "  ↳ round 1 · 1184 in / 62 out · session 1184 in / 62 out",
      "> bash: node test.js",
      "  ok   celsiusToFahrenheit(100) = 212",
      "  ok   celsiusToFahrenheit(-40) = -40",
      "  FAIL fahrenheitToCelsius(212) = 194.2222 (want 100)",
      "  FAIL fahrenheitToCelsius(32) = 14.2222 (want 0)",
      "  2/4 passed",
      "  (exit code 1)"
    ],
    events: [
      {
        kind: "prompt",
        text: "The tests fail. Find the bug in convert.js, fix it, and note the fix in CHANGELOG.md."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "I'll run the tests first to see what fails.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 1,
        usage: {
          input_tokens: 1184,
          output_tokens: 62
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test.js"
        }
      },
      {
        kind: "tool-result",
        content: "ok   celsiusToFahrenheit(100) = 212\nok   celsiusToFahrenheit(-40) = -40\nFAIL fahrenheitToCelsius(212) = 194.2222 (want 100)\nFAIL fahrenheitToCelsius(32) = 14.2222 (want 0)\n2/4 passed\n(exit code 1)",
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
              text: "The tests fail. Find the bug in convert.js, fix it, and note the fix in CHANGELOG.md."
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
          type: "text",
          text: "I'll run the tests first to see what fails."
        },
        {
          type: "tool_use",
          id: "toolu_01ksAK0e8Mg2owEY0yvscWWA",
          name: "bash",
          input: {
            command: "node test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1184,
      output: 62
    }
  },
  {
    n: 2,
    terminal: [
      "Both failures are in fahrenheitToCelsius. Let me read the module.",
      "  ↳ round 2 · 1322 in / 58 out · session 2506 in / 120 out",
      "> read_file: convert.js",
      "  /** Degrees Celsius to degrees Fahrenheit. */",
      "  export function celsiusToFahrenheit(c) {",
      "    return c * 9 / 5 + 32;",
      "  }",
      "  ",
      "  … (+4 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Both failures are in fahrenheitToCelsius. Let me read the module.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 1322,
          output_tokens: 58
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "convert.js"
        }
      },
      {
        kind: "tool-result",
        content: "/** Degrees Celsius to degrees Fahrenheit. */\nexport function celsiusToFahrenheit(c) {\n  return c * 9 / 5 + 32;\n}\n\n/** Degrees Fahrenheit to degrees Celsius. */\nexport function fahrenheitToCelsius(f) {\n  return f - 32 * 5 / 9;\n}",
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
              text: "I'll run the tests first to see what fails."
            },
            {
              type: "tool_use",
              id: "toolu_01ksAK0e8Mg2owEY0yvscWWA",
              name: "bash",
              input: {
                command: "node test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ksAK0e8Mg2owEY0yvscWWA",
              content: "ok   celsiusToFahrenheit(100) = 212\nok   celsiusToFahrenheit(-40) = -40\nFAIL fahrenheitToCelsius(212) = 194.2222 (want 100)\nFAIL fahrenheitToCelsius(32) = 14.2222 (want 0)\n2/4 passed\n(exit code 1)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Both failures are in fahrenheitToCelsius. Let me read the module."
        },
        {
          type: "tool_use",
          id: "toolu_012QOg04UEsYAC6AsSWsQi0c",
          name: "read_file",
          input: {
            path: "convert.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1322,
      output: 58
    }
  },
  {
    n: 3,
    terminal: [
      "Operator precedence: `f - 32 * 5 / 9` subtracts 17.78 instead of scaling (f - 32). Fixing it.",
      "  ↳ round 3 · 1467 in / 121 out · session 3973 in / 241 out",
      "> edit_file: convert.js",
      "  Edited convert.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Operator precedence: `f - 32 * 5 / 9` subtracts 17.78 instead of scaling (f - 32). Fixing it.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 1467,
          output_tokens: 121
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "convert.js",
          old_text: "return f - 32 * 5 / 9;",
          new_text: "return (f - 32) * 5 / 9;"
        }
      },
      {
        kind: "tool-result",
        content: "Edited convert.js",
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
              type: "text",
              text: "Both failures are in fahrenheitToCelsius. Let me read the module."
            },
            {
              type: "tool_use",
              id: "toolu_012QOg04UEsYAC6AsSWsQi0c",
              name: "read_file",
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
              tool_use_id: "toolu_012QOg04UEsYAC6AsSWsQi0c",
              content: "/** Degrees Celsius to degrees Fahrenheit. */\nexport function celsiusToFahrenheit(c) {\n  return c * 9 / 5 + 32;\n}\n\n/** Degrees Fahrenheit to degrees Celsius. */\nexport function fahrenheitToCelsius(f) {\n  return f - 32 * 5 / 9;\n}"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Operator precedence: `f - 32 * 5 / 9` subtracts 17.78 instead of scaling (f - 32). Fixing it."
        },
        {
          type: "tool_use",
          id: "toolu_01I0a4sCeeS6GmuGK28iuuU2",
          name: "edit_file",
          input: {
            path: "convert.js",
            old_text: "return f - 32 * 5 / 9;",
            new_text: "return (f - 32) * 5 / 9;"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1467,
      output: 121
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 1610 in / 41 out · session 5583 in / 282 out",
      "> bash: node test.js",
      "  ok   celsiusToFahrenheit(100) = 212",
      "  ok   celsiusToFahrenheit(-40) = -40",
      "  ok   fahrenheitToCelsius(212) = 100",
      "  ok   fahrenheitToCelsius(32) = 0",
      "  4/4 passed"
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
          input_tokens: 1610,
          output_tokens: 41
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test.js"
        }
      },
      {
        kind: "tool-result",
        content: "ok   celsiusToFahrenheit(100) = 212\nok   celsiusToFahrenheit(-40) = -40\nok   fahrenheitToCelsius(212) = 100\nok   fahrenheitToCelsius(32) = 0\n4/4 passed",
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
              text: "Operator precedence: `f - 32 * 5 / 9` subtracts 17.78 instead of scaling (f - 32). Fixing it."
            },
            {
              type: "tool_use",
              id: "toolu_01I0a4sCeeS6GmuGK28iuuU2",
              name: "edit_file",
              input: {
                path: "convert.js",
                old_text: "return f - 32 * 5 / 9;",
                new_text: "return (f - 32) * 5 / 9;"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01I0a4sCeeS6GmuGK28iuuU2",
              content: "Edited convert.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01EU2ioY0yaqIKWiQCscsIIc",
          name: "bash",
          input: {
            command: "node test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1610,
      output: 41
    }
  },
  {
    n: 5,
    terminal: [
      "All four pass. Now the changelog entry.",
      "  ↳ round 5 · 1733 in / 112 out · session 7316 in / 394 out",
      "> write_file: CHANGELOG.md",
      "  Wrote 138 bytes to CHANGELOG.md"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "All four pass. Now the changelog entry.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 1733,
          output_tokens: 112
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "CHANGELOG.md",
          content: "# Changelog\n\n## Unreleased\n\n- Fix `fahrenheitToCelsius`: subtract 32 before scaling by 5/9 (it returned 194.2 for 212°F instead of 100).\n"
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 138 bytes to CHANGELOG.md",
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
              id: "toolu_01EU2ioY0yaqIKWiQCscsIIc",
              name: "bash",
              input: {
                command: "node test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01EU2ioY0yaqIKWiQCscsIIc",
              content: "ok   celsiusToFahrenheit(100) = 212\nok   celsiusToFahrenheit(-40) = -40\nok   fahrenheitToCelsius(212) = 100\nok   fahrenheitToCelsius(32) = 0\n4/4 passed"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "All four pass. Now the changelog entry."
        },
        {
          type: "tool_use",
          id: "toolu_01iUeuygEwmOOG6kYMmyEuYW",
          name: "write_file",
          input: {
            path: "CHANGELOG.md",
            content: "# Changelog\n\n## Unreleased\n\n- Fix `fahrenheitToCelsius`: subtract 32 before scaling by 5/9 (it returned 194.2 for 212°F instead of 100).\n"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1733,
      output: 112
    }
  },
  {
    n: 6,
    terminal: [
      "Done.",
      "",
      "- **Bug:** `fahrenheitToCelsius` computed `f - 32 * 5 / 9`; multiplication binds tighter, so it subtracted 17.78 from f.",
      "- **Fix:** `(f - 32) * 5 / 9` in convert.js.",
      "- **Check:** `node test.js` now reports 4/4 passed.",
      "- **Note:** added CHANGELOG.md with the fix.",
      "  ↳ round 6 · 1871 in / 96 out · session 9187 in / 490 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v1 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done.\n\n- **Bug:** `fahrenheitToCelsius` computed `f - 32 * 5 / 9`; multiplication binds tighter, so it subtracted 17.78 from f.\n- **Fix:** `(f - 32) * 5 / 9` in convert.js.\n- **Check:** `node test.js` now reports 4/4 passed.\n- **Note:** added CHANGELOG.md with the fix.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 1871,
          output_tokens: 96
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v1 live."
      }
    ],
    request: {
      keep: 9,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "All four pass. Now the changelog entry."
            },
            {
              type: "tool_use",
              id: "toolu_01iUeuygEwmOOG6kYMmyEuYW",
              name: "write_file",
              input: {
                path: "CHANGELOG.md",
                content: "# Changelog\n\n## Unreleased\n\n- Fix `fahrenheitToCelsius`: subtract 32 before scaling by 5/9 (it returned 194.2 for 212°F instead of 100).\n"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01iUeuygEwmOOG6kYMmyEuYW",
              content: "Wrote 138 bytes to CHANGELOG.md"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done.\n\n- **Bug:** `fahrenheitToCelsius` computed `f - 32 * 5 / 9`; multiplication binds tighter, so it subtracted 17.78 from f.\n- **Fix:** `(f - 32) * 5 / 9` in convert.js.\n- **Check:** `node test.js` now reports 4/4 passed.\n- **Note:** added CHANGELOG.md with the fix."
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 1871,
      output: 96
    }
  }
];
const v1Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v1Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
