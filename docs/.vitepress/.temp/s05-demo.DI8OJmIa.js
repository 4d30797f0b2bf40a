const title = "s05 · demo.json";
const lesson = "s05";
const file = "lessons/s05-todo-write/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s05 >> Add tests for every module in src/ (one test file per module, in test/), and list the modules in README.md.",
      "First, which modules are there?",
      "  ↳ round 1 · 1800 in / 48 out · session 1800 in / 48 out",
      "> glob: src/**/*.js",
      "  src/numbers.js",
      "  src/strings.js"
    ],
    events: [
      {
        kind: "prompt",
        text: "Add tests for every module in src/ (one test file per module, in test/), and list the modules in README.md."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "First, which modules are there?",
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
          output_tokens: 48
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "glob",
        input: {
          pattern: "src/**/*.js"
        }
      },
      {
        kind: "tool-result",
        content: "src/numbers.js\nsrc/strings.js",
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
              text: "Add tests for every module in src/ (one test file per module, in test/), and list the modules in README.md."
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
          type: "text",
          text: "First, which modules are there?",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01xTbBKGDvFgbht8KpooCrL7",
          name: "glob",
          input: {
            pattern: "src/**/*.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 48
    }
  },
  {
    n: 2,
    terminal: [
      "Two modules. My plan:",
      "  ↳ round 2 · 1988 in / 117 out · session 3788 in / 165 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [▸] Write test/strings.test.js",
      "  [ ] Write test/numbers.test.js",
      "  [ ] List the modules in README.md",
      "  (0/3 completed)",
      "> read_file: src/strings.js",
      '  /** "hello" -> "Hello" */',
      "  export function capitalize(text) {",
      "    return text.charAt(0).toUpperCase() + text.slice(1);",
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
        text: "Two modules. My plan:",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 1988,
          output_tokens: 117
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "in_progress"
            },
            {
              content: "Write test/numbers.test.js",
              status: "pending"
            },
            {
              content: "List the modules in README.md",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[▸] Write test/strings.test.js",
            status: "in_progress",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[ ] Write test/numbers.test.js",
            status: "pending",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[ ] List the modules in README.md",
            status: "pending",
            activity: "List the modules in README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/strings.js"
        }
      },
      {
        kind: "tool-result",
        content: '/** "hello" -> "Hello" */\nexport function capitalize(text) {\n  return text.charAt(0).toUpperCase() + text.slice(1);\n}\n\n/** "abc" -> "cba" */\nexport function reverse(text) {\n  return [...text].reverse().join("");\n}',
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
              text: "First, which modules are there?",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01xTbBKGDvFgbht8KpooCrL7",
              name: "glob",
              input: {
                pattern: "src/**/*.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xTbBKGDvFgbht8KpooCrL7",
              content: "src/numbers.js\nsrc/strings.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Two modules. My plan:",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01GzOzYu9YQ63CZtflaCu6Sy",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "in_progress"
              },
              {
                content: "Write test/numbers.test.js",
                status: "pending"
              },
              {
                content: "List the modules in README.md",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_017Uyit0J0IzLRp4RWP8Vsq1",
          name: "read_file",
          input: {
            path: "src/strings.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1988,
      output: 117
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2245 in / 218 out · session 6033 in / 383 out",
      "> write_file: test/strings.test.js",
      "  Wrote 584 bytes to test/strings.test.js"
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
          input_tokens: 2245,
          output_tokens: 218
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/strings.test.js",
          content: 'import { capitalize, reverse } from "../src/strings.js";\n\nconst cases = [\n  [\'capitalize("hello")\', capitalize("hello"), "Hello"],\n  [\'capitalize("")\', capitalize(""), ""],\n  [\'reverse("abc")\', reverse("abc"), "cba"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 584 bytes to test/strings.test.js",
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
              text: "Two modules. My plan:",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01GzOzYu9YQ63CZtflaCu6Sy",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "in_progress"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "pending"
                  },
                  {
                    content: "List the modules in README.md",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_017Uyit0J0IzLRp4RWP8Vsq1",
              name: "read_file",
              input: {
                path: "src/strings.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01GzOzYu9YQ63CZtflaCu6Sy",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_017Uyit0J0IzLRp4RWP8Vsq1",
              content: '/** "hello" -> "Hello" */\nexport function capitalize(text) {\n  return text.charAt(0).toUpperCase() + text.slice(1);\n}\n\n/** "abc" -> "cba" */\nexport function reverse(text) {\n  return [...text].reverse().join("");\n}'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01KULcGTjACXnszXqYu2u7x6",
          name: "write_file",
          input: {
            path: "test/strings.test.js",
            content: 'import { capitalize, reverse } from "../src/strings.js";\n\nconst cases = [\n  [\'capitalize("hello")\', capitalize("hello"), "Hello"],\n  [\'capitalize("")\', capitalize(""), ""],\n  [\'reverse("abc")\', reverse("abc"), "cba"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2245,
      output: 218
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2603 in / 33 out · session 8636 in / 416 out",
      "> read_file: src/numbers.js",
      "  /** Keeps n between min and max. */",
      "  export function clamp(n, min, max) {",
      "    return Math.min(min, Math.max(max, n));",
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
          input_tokens: 2603,
          output_tokens: 33
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/numbers.js"
        }
      },
      {
        kind: "tool-result",
        content: "/** Keeps n between min and max. */\nexport function clamp(n, min, max) {\n  return Math.min(min, Math.max(max, n));\n}\n\n/** Whether n is even. */\nexport function isEven(n) {\n  return n % 2 === 0;\n}",
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
              id: "toolu_01KULcGTjACXnszXqYu2u7x6",
              name: "write_file",
              input: {
                path: "test/strings.test.js",
                content: 'import { capitalize, reverse } from "../src/strings.js";\n\nconst cases = [\n  [\'capitalize("hello")\', capitalize("hello"), "Hello"],\n  [\'capitalize("")\', capitalize(""), ""],\n  [\'reverse("abc")\', reverse("abc"), "cba"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01KULcGTjACXnszXqYu2u7x6",
              content: "Wrote 584 bytes to test/strings.test.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_013WbbxXPZSyr4BpqLHJ4XFo",
          name: "read_file",
          input: {
            path: "src/numbers.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2603,
      output: 33
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 2776 in / 231 out · session 11412 in / 647 out",
      "> write_file: test/numbers.test.js",
      "  Wrote 637 bytes to test/numbers.test.js",
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
          input_tokens: 2776,
          output_tokens: 231
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/numbers.test.js",
          content: 'import { clamp, isEven } from "../src/numbers.js";\n\nconst cases = [\n  ["clamp(5, 0, 10)", clamp(5, 0, 10), 5],\n  ["clamp(-3, 0, 10)", clamp(-3, 0, 10), 0],\n  ["clamp(42, 0, 10)", clamp(42, 0, 10), 10],\n  ["isEven(4)", isEven(4), true],\n  ["isEven(7)", isEven(7), false],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 637 bytes to test/numbers.test.js",
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
              id: "toolu_013WbbxXPZSyr4BpqLHJ4XFo",
              name: "read_file",
              input: {
                path: "src/numbers.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_013WbbxXPZSyr4BpqLHJ4XFo",
              content: "/** Keeps n between min and max. */\nexport function clamp(n, min, max) {\n  return Math.min(min, Math.max(max, n));\n}\n\n/** Whether n is even. */\nexport function isEven(n) {\n  return n % 2 === 0;\n}"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01N0DE7GEEBNQaEzh6C1mdnq",
          name: "write_file",
          input: {
            path: "test/numbers.test.js",
            content: 'import { clamp, isEven } from "../src/numbers.js";\n\nconst cases = [\n  ["clamp(5, 0, 10)", clamp(5, 0, 10), 5],\n  ["clamp(-3, 0, 10)", clamp(-3, 0, 10), 0],\n  ["clamp(42, 0, 10)", clamp(42, 0, 10), 10],\n  ["isEven(4)", isEven(4), true],\n  ["isEven(7)", isEven(7), false],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2776,
      output: 231
    }
  },
  {
    n: 6,
    terminal: [
      "Right, my list is behind: both test files are written.",
      "  ↳ round 6 · 3147 in / 219 out · session 14559 in / 866 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write test/strings.test.js",
      "  [✓] Write test/numbers.test.js",
      "  [▸] List the modules in README.md",
      "  (2/3 completed)",
      "> edit_file: README.md",
      "  Edited README.md"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Right, my list is behind: both test files are written.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3147,
          output_tokens: 219
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "completed"
            },
            {
              content: "Write test/numbers.test.js",
              status: "completed"
            },
            {
              content: "List the modules in README.md",
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
            text: "[✓] Write test/strings.test.js",
            status: "completed",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[✓] Write test/numbers.test.js",
            status: "completed",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[▸] List the modules in README.md",
            status: "in_progress",
            activity: "List the modules in README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
        isError: false
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "README.md",
          old_text: "Small helpers for strings and numbers, in `src/`. No tests yet.",
          new_text: "Small helpers for strings and numbers.\n\n## Modules\n\n- `src/strings.js`: `capitalize(text)`, `reverse(text)`, tested by `test/strings.test.js`\n- `src/numbers.js`: `clamp(n, min, max)`, `isEven(n)`, tested by `test/numbers.test.js`"
        }
      },
      {
        kind: "tool-result",
        content: "Edited README.md",
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
              id: "toolu_01N0DE7GEEBNQaEzh6C1mdnq",
              name: "write_file",
              input: {
                path: "test/numbers.test.js",
                content: 'import { clamp, isEven } from "../src/numbers.js";\n\nconst cases = [\n  ["clamp(5, 0, 10)", clamp(5, 0, 10), 5],\n  ["clamp(-3, 0, 10)", clamp(-3, 0, 10), 0],\n  ["clamp(42, 0, 10)", clamp(42, 0, 10), 10],\n  ["isEven(4)", isEven(4), true],\n  ["isEven(7)", isEven(7), false],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01N0DE7GEEBNQaEzh6C1mdnq",
              content: "Wrote 637 bytes to test/numbers.test.js"
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
          text: "Right, my list is behind: both test files are written.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01fQjGrZU6YaTcJzBh9HDG1J",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "completed"
              },
              {
                content: "Write test/numbers.test.js",
                status: "completed"
              },
              {
                content: "List the modules in README.md",
                status: "in_progress"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01SJdpOmnFZMGHIupJwwWVLg",
          name: "edit_file",
          input: {
            path: "README.md",
            old_text: "Small helpers for strings and numbers, in `src/`. No tests yet.",
            new_text: "Small helpers for strings and numbers.\n\n## Modules\n\n- `src/strings.js`: `capitalize(text)`, `reverse(text)`, tested by `test/strings.test.js`\n- `src/numbers.js`: `clamp(n, min, max)`, `isEven(n)`, tested by `test/numbers.test.js`"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3147,
      output: 219
    }
  },
  {
    n: 7,
    terminal: [
      "  ↳ round 7 · 3506 in / 83 out · session 18065 in / 949 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Write test/strings.test.js",
      "  [✓] Write test/numbers.test.js",
      "  [✓] List the modules in README.md",
      "  (3/3 completed)",
      "⏰ reminder injected: NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
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
          input_tokens: 3506,
          output_tokens: 83
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "completed"
            },
            {
              content: "Write test/numbers.test.js",
              status: "completed"
            },
            {
              content: "List the modules in README.md",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write test/strings.test.js",
            status: "completed",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[✓] Write test/numbers.test.js",
            status: "completed",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[✓] List the modules in README.md",
            status: "completed",
            activity: "List the modules in README.md"
          }
        ]
      },
      {
        kind: "reminder",
        text: "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.",
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
              type: "text",
              text: "Right, my list is behind: both test files are written.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01fQjGrZU6YaTcJzBh9HDG1J",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "completed"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "completed"
                  },
                  {
                    content: "List the modules in README.md",
                    status: "in_progress"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01SJdpOmnFZMGHIupJwwWVLg",
              name: "edit_file",
              input: {
                path: "README.md",
                old_text: "Small helpers for strings and numbers, in `src/`. No tests yet.",
                new_text: "Small helpers for strings and numbers.\n\n## Modules\n\n- `src/strings.js`: `capitalize(text)`, `reverse(text)`, tested by `test/strings.test.js`\n- `src/numbers.js`: `clamp(n, min, max)`, `isEven(n)`, tested by `test/numbers.test.js`"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01fQjGrZU6YaTcJzBh9HDG1J",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01SJdpOmnFZMGHIupJwwWVLg",
              content: "Edited README.md"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01Z2oTQMfDluaGtwCL0jCwwY",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "completed"
              },
              {
                content: "Write test/numbers.test.js",
                status: "completed"
              },
              {
                content: "List the modules in README.md",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3506,
      output: 83
    }
  },
  {
    n: 8,
    terminal: [
      "Fair point: I wrote the tests but never ran them.",
      "  ↳ round 8 · 3729 in / 65 out · session 21794 in / 1014 out",
      "> bash: node test/strings.test.js && node test/numbers.test.js",
      '  ok   capitalize("hello") = "Hello"',
      '  ok   capitalize("") = ""',
      '  ok   reverse("abc") = "cba"',
      "  3/3 passed",
      "  FAIL clamp(5, 0, 10) = 0 (want 5)",
      "  … (+6 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Fair point: I wrote the tests but never ran them.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 8,
        usage: {
          input_tokens: 3729,
          output_tokens: 65
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/strings.test.js && node test/numbers.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   capitalize("hello") = "Hello"\nok   capitalize("") = ""\nok   reverse("abc") = "cba"\n3/3 passed\nFAIL clamp(5, 0, 10) = 0 (want 5)\nok   clamp(-3, 0, 10) = 0\nFAIL clamp(42, 0, 10) = 0 (want 10)\nok   isEven(4) = true\nok   isEven(7) = false\n3/5 passed\n(exit code 1)',
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
              id: "toolu_01Z2oTQMfDluaGtwCL0jCwwY",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "completed"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "completed"
                  },
                  {
                    content: "List the modules in README.md",
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
              tool_use_id: "toolu_01Z2oTQMfDluaGtwCL0jCwwY",
              content: "Updated 3 tasks\n\nNOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Fair point: I wrote the tests but never ran them.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01BqVHBrWnq0HA1Mtg0Lrkam",
          name: "bash",
          input: {
            command: "node test/strings.test.js && node test/numbers.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3729,
      output: 65
    }
  },
  {
    n: 9,
    terminal: [
      "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
      "  ↳ round 9 · 3934 in / 216 out · session 25728 in / 1230 out",
      "> todo_write: 5 todos",
      "  ## Current Tasks",
      "  [✓] Write test/strings.test.js",
      "  [✓] Write test/numbers.test.js",
      "  [✓] List the modules in README.md",
      "  [▸] Fix clamp in src/numbers.js",
      "  [ ] Verify: run all the tests",
      "  (3/5 completed)",
      "> edit_file: src/numbers.js",
      "  Edited src/numbers.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 3934,
          output_tokens: 216
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "completed"
            },
            {
              content: "Write test/numbers.test.js",
              status: "completed"
            },
            {
              content: "List the modules in README.md",
              status: "completed"
            },
            {
              content: "Fix clamp in src/numbers.js",
              status: "in_progress"
            },
            {
              content: "Verify: run all the tests",
              status: "pending"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write test/strings.test.js",
            status: "completed",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[✓] Write test/numbers.test.js",
            status: "completed",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[✓] List the modules in README.md",
            status: "completed",
            activity: "List the modules in README.md"
          },
          {
            text: "[▸] Fix clamp in src/numbers.js",
            status: "in_progress",
            activity: "Fix clamp in src/numbers.js"
          },
          {
            text: "[ ] Verify: run all the tests",
            status: "pending",
            activity: "Verify: run all the tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 5 tasks",
        isError: false
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "src/numbers.js",
          old_text: "  return Math.min(min, Math.max(max, n));",
          new_text: "  return Math.min(max, Math.max(min, n));"
        }
      },
      {
        kind: "tool-result",
        content: "Edited src/numbers.js",
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
              type: "text",
              text: "Fair point: I wrote the tests but never ran them.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01BqVHBrWnq0HA1Mtg0Lrkam",
              name: "bash",
              input: {
                command: "node test/strings.test.js && node test/numbers.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01BqVHBrWnq0HA1Mtg0Lrkam",
              content: 'ok   capitalize("hello") = "Hello"\nok   capitalize("") = ""\nok   reverse("abc") = "cba"\n3/3 passed\nFAIL clamp(5, 0, 10) = 0 (want 5)\nok   clamp(-3, 0, 10) = 0\nFAIL clamp(42, 0, 10) = 0 (want 10)\nok   isEven(4) = true\nok   isEven(7) = false\n3/5 passed\n(exit code 1)'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01UHf0erQ8ri6a6ovFvypWj1",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "completed"
              },
              {
                content: "Write test/numbers.test.js",
                status: "completed"
              },
              {
                content: "List the modules in README.md",
                status: "completed"
              },
              {
                content: "Fix clamp in src/numbers.js",
                status: "in_progress"
              },
              {
                content: "Verify: run all the tests",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_011O1CrTZpZ0cBGgyXQ2a5zU",
          name: "edit_file",
          input: {
            path: "src/numbers.js",
            old_text: "  return Math.min(min, Math.max(max, n));",
            new_text: "  return Math.min(max, Math.max(min, n));"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3934,
      output: 216
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 10 · 4290 in / 151 out · session 30018 in / 1381 out",
      "> todo_write: 5 todos",
      "  ## Current Tasks",
      "  [✓] Write test/strings.test.js",
      "  [✓] Write test/numbers.test.js",
      "  [✓] List the modules in README.md",
      "  [✓] Fix clamp in src/numbers.js",
      "  [▸] Verify: run all the tests",
      "  (4/5 completed)",
      "> bash: node test/strings.test.js && node test/numbers.test.js",
      '  ok   capitalize("hello") = "Hello"',
      '  ok   capitalize("") = ""',
      '  ok   reverse("abc") = "cba"',
      "  3/3 passed",
      "  ok   clamp(5, 0, 10) = 5",
      "  … (+5 lines)"
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
          input_tokens: 4290,
          output_tokens: 151
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "completed"
            },
            {
              content: "Write test/numbers.test.js",
              status: "completed"
            },
            {
              content: "List the modules in README.md",
              status: "completed"
            },
            {
              content: "Fix clamp in src/numbers.js",
              status: "completed"
            },
            {
              content: "Verify: run all the tests",
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
            text: "[✓] Write test/strings.test.js",
            status: "completed",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[✓] Write test/numbers.test.js",
            status: "completed",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[✓] List the modules in README.md",
            status: "completed",
            activity: "List the modules in README.md"
          },
          {
            text: "[✓] Fix clamp in src/numbers.js",
            status: "completed",
            activity: "Fix clamp in src/numbers.js"
          },
          {
            text: "[▸] Verify: run all the tests",
            status: "in_progress",
            activity: "Verify: run all the tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 5 tasks",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/strings.test.js && node test/numbers.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   capitalize("hello") = "Hello"\nok   capitalize("") = ""\nok   reverse("abc") = "cba"\n3/3 passed\nok   clamp(5, 0, 10) = 5\nok   clamp(-3, 0, 10) = 0\nok   clamp(42, 0, 10) = 10\nok   isEven(4) = true\nok   isEven(7) = false\n5/5 passed',
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
              type: "text",
              text: "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01UHf0erQ8ri6a6ovFvypWj1",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "completed"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "completed"
                  },
                  {
                    content: "List the modules in README.md",
                    status: "completed"
                  },
                  {
                    content: "Fix clamp in src/numbers.js",
                    status: "in_progress"
                  },
                  {
                    content: "Verify: run all the tests",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_011O1CrTZpZ0cBGgyXQ2a5zU",
              name: "edit_file",
              input: {
                path: "src/numbers.js",
                old_text: "  return Math.min(min, Math.max(max, n));",
                new_text: "  return Math.min(max, Math.max(min, n));"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01UHf0erQ8ri6a6ovFvypWj1",
              content: "Updated 5 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_011O1CrTZpZ0cBGgyXQ2a5zU",
              content: "Edited src/numbers.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01G2RiNEHd7NB5mezaHkO5Pv",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "completed"
              },
              {
                content: "Write test/numbers.test.js",
                status: "completed"
              },
              {
                content: "List the modules in README.md",
                status: "completed"
              },
              {
                content: "Fix clamp in src/numbers.js",
                status: "completed"
              },
              {
                content: "Verify: run all the tests",
                status: "in_progress"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01AldCNTOaX87eH2yS2HoUdN",
          name: "bash",
          input: {
            command: "node test/strings.test.js && node test/numbers.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4290,
      output: 151
    }
  },
  {
    n: 11,
    terminal: [
      "  ↳ round 11 · 4581 in / 119 out · session 34599 in / 1500 out",
      "> todo_write: 5 todos",
      "  ## Current Tasks",
      "  [✓] Write test/strings.test.js",
      "  [✓] Write test/numbers.test.js",
      "  [✓] List the modules in README.md",
      "  [✓] Fix clamp in src/numbers.js",
      "  [✓] Verify: run all the tests",
      "  (5/5 completed)"
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
          input_tokens: 4581,
          output_tokens: 119
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Write test/strings.test.js",
              status: "completed"
            },
            {
              content: "Write test/numbers.test.js",
              status: "completed"
            },
            {
              content: "List the modules in README.md",
              status: "completed"
            },
            {
              content: "Fix clamp in src/numbers.js",
              status: "completed"
            },
            {
              content: "Verify: run all the tests",
              status: "completed"
            }
          ]
        }
      },
      {
        kind: "panel",
        title: "## Current Tasks",
        items: [
          {
            text: "[✓] Write test/strings.test.js",
            status: "completed",
            activity: "Write test/strings.test.js"
          },
          {
            text: "[✓] Write test/numbers.test.js",
            status: "completed",
            activity: "Write test/numbers.test.js"
          },
          {
            text: "[✓] List the modules in README.md",
            status: "completed",
            activity: "List the modules in README.md"
          },
          {
            text: "[✓] Fix clamp in src/numbers.js",
            status: "completed",
            activity: "Fix clamp in src/numbers.js"
          },
          {
            text: "[✓] Verify: run all the tests",
            status: "completed",
            activity: "Verify: run all the tests"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 5 tasks",
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
              id: "toolu_01G2RiNEHd7NB5mezaHkO5Pv",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "completed"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "completed"
                  },
                  {
                    content: "List the modules in README.md",
                    status: "completed"
                  },
                  {
                    content: "Fix clamp in src/numbers.js",
                    status: "completed"
                  },
                  {
                    content: "Verify: run all the tests",
                    status: "in_progress"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01AldCNTOaX87eH2yS2HoUdN",
              name: "bash",
              input: {
                command: "node test/strings.test.js && node test/numbers.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01G2RiNEHd7NB5mezaHkO5Pv",
              content: "Updated 5 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01AldCNTOaX87eH2yS2HoUdN",
              content: 'ok   capitalize("hello") = "Hello"\nok   capitalize("") = ""\nok   reverse("abc") = "cba"\n3/3 passed\nok   clamp(5, 0, 10) = 5\nok   clamp(-3, 0, 10) = 0\nok   clamp(42, 0, 10) = 10\nok   isEven(4) = true\nok   isEven(7) = false\n5/5 passed'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01rbNnivt23AYHtoHxA2gGWS",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Write test/strings.test.js",
                status: "completed"
              },
              {
                content: "Write test/numbers.test.js",
                status: "completed"
              },
              {
                content: "List the modules in README.md",
                status: "completed"
              },
              {
                content: "Fix clamp in src/numbers.js",
                status: "completed"
              },
              {
                content: "Verify: run all the tests",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4581,
      output: 119
    }
  },
  {
    n: 12,
    terminal: [
      "Done:",
      "- `test/strings.test.js` (3 cases) and `test/numbers.test.js` (5 cases): all 8 pass.",
      "- Running them found a bug: `clamp` had `min` and `max` swapped; fixed in `src/numbers.js`.",
      "- `README.md` lists both modules and their tests.",
      "  ↳ round 12 · 4840 in / 87 out · session 39439 in / 1587 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s05 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done:\n- `test/strings.test.js` (3 cases) and `test/numbers.test.js` (5 cases): all 8 pass.\n- Running them found a bug: `clamp` had `min` and `max` swapped; fixed in `src/numbers.js`.\n- `README.md` lists both modules and their tests.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 12,
        usage: {
          input_tokens: 4840,
          output_tokens: 87
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s05 live."
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
              id: "toolu_01rbNnivt23AYHtoHxA2gGWS",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Write test/strings.test.js",
                    status: "completed"
                  },
                  {
                    content: "Write test/numbers.test.js",
                    status: "completed"
                  },
                  {
                    content: "List the modules in README.md",
                    status: "completed"
                  },
                  {
                    content: "Fix clamp in src/numbers.js",
                    status: "completed"
                  },
                  {
                    content: "Verify: run all the tests",
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
              tool_use_id: "toolu_01rbNnivt23AYHtoHxA2gGWS",
              content: "Updated 5 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done:\n- `test/strings.test.js` (3 cases) and `test/numbers.test.js` (5 cases): all 8 pass.\n- Running them found a bug: `clamp` had `min` and `max` swapped; fixed in `src/numbers.js`.\n- `README.md` lists both modules and their tests.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 4840,
      output: 87
    }
  }
];
const s05Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s05Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
