const title = "s03 · demo.json";
const lesson = "s03";
const file = "lessons/s03-todo/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s03 >> Create a wordcount module: src/wordcount.js exporting count(text), which returns { lines, words, chars }, with tests in test/wordcount.test.js. Run the tests and fix what fails.",
      "Let me plan this.",
      "  ↳ round 1 · 1800 in / 109 out · session 1800 in / 109 out",
      "> todo: 4 items",
      "  [>] #1: Write src/wordcount.js",
      "  [ ] #2: Write test/wordcount.test.js",
      "  [ ] #3: Run the tests",
      "  [ ] #4: Fix what fails",
      "  (0/4 completed)"
    ],
    events: [
      {
        kind: "prompt",
        text: "Create a wordcount module: src/wordcount.js exporting count(text), which returns { lines, words, chars }, with tests in test/wordcount.test.js. Run the tests and fix what fails."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Let me plan this.",
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
          output_tokens: 109
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
              text: "Write src/wordcount.js",
              status: "in_progress"
            },
            {
              id: "2",
              text: "Write test/wordcount.test.js",
              status: "pending"
            },
            {
              id: "3",
              text: "Run the tests",
              status: "pending"
            },
            {
              id: "4",
              text: "Fix what fails",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[>] #1: Write src/wordcount.js",
            status: "in_progress",
            activity: "Write src/wordcount.js"
          },
          {
            text: "[ ] #2: Write test/wordcount.test.js",
            status: "pending",
            activity: "Write test/wordcount.test.js"
          },
          {
            text: "[ ] #3: Run the tests",
            status: "pending",
            activity: "Run the tests"
          },
          {
            text: "[ ] #4: Fix what fails",
            status: "pending",
            activity: "Fix what fails"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[>] #1: Write src/wordcount.js\n[ ] #2: Write test/wordcount.test.js\n[ ] #3: Run the tests\n[ ] #4: Fix what fails\n\n(0/4 completed)",
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
              text: "Create a wordcount module: src/wordcount.js exporting count(text), which returns { lines, words, chars }, with tests in test/wordcount.test.js. Run the tests and fix what fails."
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
          type: "text",
          text: "Let me plan this.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_016hthGBETyKUSvFr8nKhOWB",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Write src/wordcount.js",
                status: "in_progress"
              },
              {
                id: "2",
                text: "Write test/wordcount.test.js",
                status: "pending"
              },
              {
                id: "3",
                text: "Run the tests",
                status: "pending"
              },
              {
                id: "4",
                text: "Fix what fails",
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
      output: 109
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 2049 in / 107 out · session 3849 in / 216 out",
      "> write_file: src/wordcount.js",
      "  Wrote 229 bytes to src/wordcount.js"
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
          input_tokens: 2049,
          output_tokens: 107
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "src/wordcount.js",
          content: '/** Counts the lines, words and characters of a text, like `wc`. */\nexport function count(text) {\n  return {\n    lines: text.split("\\n").length,\n    words: text.split(/\\s+/).filter(Boolean).length,\n    chars: text.length,\n  };\n}\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 229 bytes to src/wordcount.js",
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
              text: "Let me plan this.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_016hthGBETyKUSvFr8nKhOWB",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Write src/wordcount.js",
                    status: "in_progress"
                  },
                  {
                    id: "2",
                    text: "Write test/wordcount.test.js",
                    status: "pending"
                  },
                  {
                    id: "3",
                    text: "Run the tests",
                    status: "pending"
                  },
                  {
                    id: "4",
                    text: "Fix what fails",
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
              tool_use_id: "toolu_016hthGBETyKUSvFr8nKhOWB",
              content: "[>] #1: Write src/wordcount.js\n[ ] #2: Write test/wordcount.test.js\n[ ] #3: Run the tests\n[ ] #4: Fix what fails\n\n(0/4 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_011w25hgfhAf7CDLlh8kS4ct",
          name: "write_file",
          input: {
            path: "src/wordcount.js",
            content: '/** Counts the lines, words and characters of a text, like `wc`. */\nexport function count(text) {\n  return {\n    lines: text.split("\\n").length,\n    words: text.split(/\\s+/).filter(Boolean).length,\n    chars: text.length,\n  };\n}\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2049,
      output: 107
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2296 in / 328 out · session 6145 in / 544 out",
      "> todo: 4 items",
      "  [x] #1: Write src/wordcount.js",
      "  [>] #2: Write test/wordcount.test.js",
      "  [ ] #3: Run the tests",
      "  [ ] #4: Fix what fails",
      "  (1/4 completed)",
      "> write_file: test/wordcount.test.js",
      "  Wrote 672 bytes to test/wordcount.test.js"
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
          input_tokens: 2296,
          output_tokens: 328
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
              text: "Write src/wordcount.js",
              status: "completed"
            },
            {
              id: "2",
              text: "Write test/wordcount.test.js",
              status: "in_progress"
            },
            {
              id: "3",
              text: "Run the tests",
              status: "pending"
            },
            {
              id: "4",
              text: "Fix what fails",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: Write src/wordcount.js",
            status: "completed",
            activity: "Write src/wordcount.js"
          },
          {
            text: "[>] #2: Write test/wordcount.test.js",
            status: "in_progress",
            activity: "Write test/wordcount.test.js"
          },
          {
            text: "[ ] #3: Run the tests",
            status: "pending",
            activity: "Run the tests"
          },
          {
            text: "[ ] #4: Fix what fails",
            status: "pending",
            activity: "Fix what fails"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: Write src/wordcount.js\n[>] #2: Write test/wordcount.test.js\n[ ] #3: Run the tests\n[ ] #4: Fix what fails\n\n(1/4 completed)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/wordcount.test.js",
          content: 'import { count } from "../src/wordcount.js";\n\nconst cases = [\n  [\'count("")\', count(""), { lines: 0, words: 0, chars: 0 }],\n  [\'count("one two\\\\nthree\\\\n")\', count("one two\\nthree\\n"), { lines: 2, words: 3, chars: 14 }],\n  [\'count("single line")\', count("single line"), { lines: 1, words: 2, chars: 11 }],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 672 bytes to test/wordcount.test.js",
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
              id: "toolu_011w25hgfhAf7CDLlh8kS4ct",
              name: "write_file",
              input: {
                path: "src/wordcount.js",
                content: '/** Counts the lines, words and characters of a text, like `wc`. */\nexport function count(text) {\n  return {\n    lines: text.split("\\n").length,\n    words: text.split(/\\s+/).filter(Boolean).length,\n    chars: text.length,\n  };\n}\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_011w25hgfhAf7CDLlh8kS4ct",
              content: "Wrote 229 bytes to src/wordcount.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01sosLrAi5vgn8cPOGpZ8eH2",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Write src/wordcount.js",
                status: "completed"
              },
              {
                id: "2",
                text: "Write test/wordcount.test.js",
                status: "in_progress"
              },
              {
                id: "3",
                text: "Run the tests",
                status: "pending"
              },
              {
                id: "4",
                text: "Fix what fails",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01qD6nBWyUqixulBmQ5UMpF5",
          name: "write_file",
          input: {
            path: "test/wordcount.test.js",
            content: 'import { count } from "../src/wordcount.js";\n\nconst cases = [\n  [\'count("")\', count(""), { lines: 0, words: 0, chars: 0 }],\n  [\'count("one two\\\\nthree\\\\n")\', count("one two\\nthree\\n"), { lines: 2, words: 3, chars: 14 }],\n  [\'count("single line")\', count("single line"), { lines: 1, words: 2, chars: 11 }],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2296,
      output: 328
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2764 in / 122 out · session 8909 in / 666 out",
      "> todo: 4 items",
      "  [x] #1: Write src/wordcount.js",
      "  [x] #2: Write test/wordcount.test.js",
      "  [>] #3: Run the tests",
      "  [ ] #4: Fix what fails",
      "  (2/4 completed)",
      "> bash: node test/wordcount.test.js",
      '  FAIL count("") = {"lines":1,"words":0,"chars":0} (want {"lines":0,"words":0,"chars":0})',
      '  FAIL count("one two\\nthree\\n") = {"lines":3,"words":3,"chars":14} (want {"lines":2,"words":3,"chars":14})',
      '  ok   count("single line") = {"lines":1,"words":2,"chars":11}',
      "  1/3 passed",
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
        n: 4,
        usage: {
          input_tokens: 2764,
          output_tokens: 122
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
              text: "Write src/wordcount.js",
              status: "completed"
            },
            {
              id: "2",
              text: "Write test/wordcount.test.js",
              status: "completed"
            },
            {
              id: "3",
              text: "Run the tests",
              status: "in_progress"
            },
            {
              id: "4",
              text: "Fix what fails",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: Write src/wordcount.js",
            status: "completed",
            activity: "Write src/wordcount.js"
          },
          {
            text: "[x] #2: Write test/wordcount.test.js",
            status: "completed",
            activity: "Write test/wordcount.test.js"
          },
          {
            text: "[>] #3: Run the tests",
            status: "in_progress",
            activity: "Run the tests"
          },
          {
            text: "[ ] #4: Fix what fails",
            status: "pending",
            activity: "Fix what fails"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: Write src/wordcount.js\n[x] #2: Write test/wordcount.test.js\n[>] #3: Run the tests\n[ ] #4: Fix what fails\n\n(2/4 completed)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/wordcount.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'FAIL count("") = {"lines":1,"words":0,"chars":0} (want {"lines":0,"words":0,"chars":0})\nFAIL count("one two\\nthree\\n") = {"lines":3,"words":3,"chars":14} (want {"lines":2,"words":3,"chars":14})\nok   count("single line") = {"lines":1,"words":2,"chars":11}\n1/3 passed\n(exit code 1)',
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
              id: "toolu_01sosLrAi5vgn8cPOGpZ8eH2",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Write src/wordcount.js",
                    status: "completed"
                  },
                  {
                    id: "2",
                    text: "Write test/wordcount.test.js",
                    status: "in_progress"
                  },
                  {
                    id: "3",
                    text: "Run the tests",
                    status: "pending"
                  },
                  {
                    id: "4",
                    text: "Fix what fails",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01qD6nBWyUqixulBmQ5UMpF5",
              name: "write_file",
              input: {
                path: "test/wordcount.test.js",
                content: 'import { count } from "../src/wordcount.js";\n\nconst cases = [\n  [\'count("")\', count(""), { lines: 0, words: 0, chars: 0 }],\n  [\'count("one two\\\\nthree\\\\n")\', count("one two\\nthree\\n"), { lines: 2, words: 3, chars: 14 }],\n  [\'count("single line")\', count("single line"), { lines: 1, words: 2, chars: 11 }],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01sosLrAi5vgn8cPOGpZ8eH2",
              content: "[x] #1: Write src/wordcount.js\n[>] #2: Write test/wordcount.test.js\n[ ] #3: Run the tests\n[ ] #4: Fix what fails\n\n(1/4 completed)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01qD6nBWyUqixulBmQ5UMpF5",
              content: "Wrote 672 bytes to test/wordcount.test.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01HraEwCHzGC8vU5pdPkri6F",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Write src/wordcount.js",
                status: "completed"
              },
              {
                id: "2",
                text: "Write test/wordcount.test.js",
                status: "completed"
              },
              {
                id: "3",
                text: "Run the tests",
                status: "in_progress"
              },
              {
                id: "4",
                text: "Fix what fails",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01tOA15Gl7X8XCUDq3VcesbN",
          name: "bash",
          input: {
            command: "node test/wordcount.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2764,
      output: 122
    }
  },
  {
    n: 5,
    terminal: [
      "Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more.",
      "  ↳ round 5 · 3026 in / 123 out · session 11935 in / 789 out",
      "> edit_file: src/wordcount.js",
      "  Edited src/wordcount.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 3026,
          output_tokens: 123
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "src/wordcount.js",
          old_text: '    lines: text.split("\\n").length,',
          new_text: '    lines: text === "" ? 0 : text.replace(/\\n$/, "").split("\\n").length, // a final newline ends the last line'
        }
      },
      {
        kind: "tool-result",
        content: "Edited src/wordcount.js",
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
              id: "toolu_01HraEwCHzGC8vU5pdPkri6F",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Write src/wordcount.js",
                    status: "completed"
                  },
                  {
                    id: "2",
                    text: "Write test/wordcount.test.js",
                    status: "completed"
                  },
                  {
                    id: "3",
                    text: "Run the tests",
                    status: "in_progress"
                  },
                  {
                    id: "4",
                    text: "Fix what fails",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01tOA15Gl7X8XCUDq3VcesbN",
              name: "bash",
              input: {
                command: "node test/wordcount.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01HraEwCHzGC8vU5pdPkri6F",
              content: "[x] #1: Write src/wordcount.js\n[x] #2: Write test/wordcount.test.js\n[>] #3: Run the tests\n[ ] #4: Fix what fails\n\n(2/4 completed)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01tOA15Gl7X8XCUDq3VcesbN",
              content: 'FAIL count("") = {"lines":1,"words":0,"chars":0} (want {"lines":0,"words":0,"chars":0})\nFAIL count("one two\\nthree\\n") = {"lines":3,"words":3,"chars":14} (want {"lines":2,"words":3,"chars":14})\nok   count("single line") = {"lines":1,"words":2,"chars":11}\n1/3 passed\n(exit code 1)'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01Z3YExMxZ35NWc9Ee0Ch9fV",
          name: "edit_file",
          input: {
            path: "src/wordcount.js",
            old_text: '    lines: text.split("\\n").length,',
            new_text: '    lines: text === "" ? 0 : text.replace(/\\n$/, "").split("\\n").length, // a final newline ends the last line'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3026,
      output: 123
    }
  },
  {
    n: 6,
    terminal: [
      "  ↳ round 6 · 3289 in / 36 out · session 15224 in / 825 out",
      "> bash: node test/wordcount.test.js",
      '  ok   count("") = {"lines":0,"words":0,"chars":0}',
      '  ok   count("one two\\nthree\\n") = {"lines":2,"words":3,"chars":14}',
      '  ok   count("single line") = {"lines":1,"words":2,"chars":11}',
      "  3/3 passed"
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
          input_tokens: 3289,
          output_tokens: 36
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/wordcount.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   count("") = {"lines":0,"words":0,"chars":0}\nok   count("one two\\nthree\\n") = {"lines":2,"words":3,"chars":14}\nok   count("single line") = {"lines":1,"words":2,"chars":11}\n3/3 passed',
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
              type: "text",
              text: "Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01Z3YExMxZ35NWc9Ee0Ch9fV",
              name: "edit_file",
              input: {
                path: "src/wordcount.js",
                old_text: '    lines: text.split("\\n").length,',
                new_text: '    lines: text === "" ? 0 : text.replace(/\\n$/, "").split("\\n").length, // a final newline ends the last line'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Z3YExMxZ35NWc9Ee0Ch9fV",
              content: "Edited src/wordcount.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01oNsgSfAnKkfOebuEOOWsz7",
          name: "bash",
          input: {
            command: "node test/wordcount.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3289,
      output: 36
    }
  },
  {
    n: 7,
    terminal: [
      "All three pass. One more check by hand: a text whose last line has no newline.",
      "  ↳ round 7 · 3465 in / 83 out · session 18689 in / 908 out",
      `> bash: node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'`,
      "  { lines: 2, words: 3, chars: 5 }",
      "⏰ reminder injected: <reminder>Update your todos.</reminder>"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "All three pass. One more check by hand: a text whose last line has no newline.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 7,
        usage: {
          input_tokens: 3465,
          output_tokens: 83
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: `node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'`
        }
      },
      {
        kind: "tool-result",
        content: "{ lines: 2, words: 3, chars: 5 }",
        isError: false
      },
      {
        kind: "reminder",
        text: "<reminder>Update your todos.</reminder>"
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
              id: "toolu_01oNsgSfAnKkfOebuEOOWsz7",
              name: "bash",
              input: {
                command: "node test/wordcount.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01oNsgSfAnKkfOebuEOOWsz7",
              content: 'ok   count("") = {"lines":0,"words":0,"chars":0}\nok   count("one two\\nthree\\n") = {"lines":2,"words":3,"chars":14}\nok   count("single line") = {"lines":1,"words":2,"chars":11}\n3/3 passed'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "All three pass. One more check by hand: a text whose last line has no newline.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01sjtkFufbzNmgqGHAvGUolK",
          name: "bash",
          input: {
            command: `node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'`
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3465,
      output: 83
    }
  },
  {
    n: 8,
    terminal: [
      "Two lines, three words, five characters: right. And the reminder is fair, my list is behind.",
      "  ↳ round 8 · 3688 in / 131 out · session 22377 in / 1039 out",
      "> todo: 4 items",
      "  [x] #1: Write src/wordcount.js",
      "  [x] #2: Write test/wordcount.test.js",
      "  [x] #3: Run the tests",
      "  [x] #4: Fix what fails",
      "  (4/4 completed)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Two lines, three words, five characters: right. And the reminder is fair, my list is behind.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 8,
        usage: {
          input_tokens: 3688,
          output_tokens: 131
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
              text: "Write src/wordcount.js",
              status: "completed"
            },
            {
              id: "2",
              text: "Write test/wordcount.test.js",
              status: "completed"
            },
            {
              id: "3",
              text: "Run the tests",
              status: "completed"
            },
            {
              id: "4",
              text: "Fix what fails",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] #1: Write src/wordcount.js",
            status: "completed",
            activity: "Write src/wordcount.js"
          },
          {
            text: "[x] #2: Write test/wordcount.test.js",
            status: "completed",
            activity: "Write test/wordcount.test.js"
          },
          {
            text: "[x] #3: Run the tests",
            status: "completed",
            activity: "Run the tests"
          },
          {
            text: "[x] #4: Fix what fails",
            status: "completed",
            activity: "Fix what fails"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] #1: Write src/wordcount.js\n[x] #2: Write test/wordcount.test.js\n[x] #3: Run the tests\n[x] #4: Fix what fails\n\n(4/4 completed)",
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
              type: "text",
              text: "All three pass. One more check by hand: a text whose last line has no newline.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01sjtkFufbzNmgqGHAvGUolK",
              name: "bash",
              input: {
                command: `node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'`
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01sjtkFufbzNmgqGHAvGUolK",
              content: "{ lines: 2, words: 3, chars: 5 }"
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
          text: "Two lines, three words, five characters: right. And the reminder is fair, my list is behind.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01drDtm4tNje0lgPNlKjo9CD",
          name: "todo",
          input: {
            items: [
              {
                id: "1",
                text: "Write src/wordcount.js",
                status: "completed"
              },
              {
                id: "2",
                text: "Write test/wordcount.test.js",
                status: "completed"
              },
              {
                id: "3",
                text: "Run the tests",
                status: "completed"
              },
              {
                id: "4",
                text: "Fix what fails",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3688,
      output: 131
    }
  },
  {
    n: 9,
    terminal: [
      "Done:",
      "- `src/wordcount.js`: `count(text)` returns `{ lines, words, chars }`; an empty text has no lines and a final newline does not start a new one.",
      "- `test/wordcount.test.js`: 3 cases. The first run failed 2 of them on `lines`; after the fix all pass.",
      "  ↳ round 9 · 3959 in / 93 out · session 26336 in / 1132 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s03 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done:\n- `src/wordcount.js`: `count(text)` returns `{ lines, words, chars }`; an empty text has no lines and a final newline does not start a new one.\n- `test/wordcount.test.js`: 3 cases. The first run failed 2 of them on `lines`; after the fix all pass.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 3959,
          output_tokens: 93
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s03 live."
      }
    ],
    request: {
      keep: 15,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "text",
              text: "Two lines, three words, five characters: right. And the reminder is fair, my list is behind.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01drDtm4tNje0lgPNlKjo9CD",
              name: "todo",
              input: {
                items: [
                  {
                    id: "1",
                    text: "Write src/wordcount.js",
                    status: "completed"
                  },
                  {
                    id: "2",
                    text: "Write test/wordcount.test.js",
                    status: "completed"
                  },
                  {
                    id: "3",
                    text: "Run the tests",
                    status: "completed"
                  },
                  {
                    id: "4",
                    text: "Fix what fails",
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
              tool_use_id: "toolu_01drDtm4tNje0lgPNlKjo9CD",
              content: "[x] #1: Write src/wordcount.js\n[x] #2: Write test/wordcount.test.js\n[x] #3: Run the tests\n[x] #4: Fix what fails\n\n(4/4 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done:\n- `src/wordcount.js`: `count(text)` returns `{ lines, words, chars }`; an empty text has no lines and a final newline does not start a new one.\n- `test/wordcount.test.js`: 3 cases. The first run failed 2 of them on `lines`; after the fix all pass.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3959,
      output: 93
    }
  }
];
const s03Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s03Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
