const title = "s06 · demo.json";
const lesson = "s06";
const file = "lessons/s06-subagent/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s06 >> The tests of this project fail. Find out how they are run and what fails, then fix it.",
      "Plan first. The digging (the test runner, the tests, the code) goes to a subagent, so that the files and the test output stay out of my context.",
      "  ↳ round 1 · 1800 in / 238 out · session 1800 in / 238 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [▸] Find how the tests run and what fails (subagent)",
      "  [ ] Fix the cause",
      "  [ ] Verify: run the tests again",
      "  (0/3 completed)",
      "> task: Find out how this project's tests are run and which of them fail, and why. Read package.json, the t…",
      "  ┌ subagent: a fresh context, its own tools"
    ],
    events: [
      {
        kind: "prompt",
        text: "The tests of this project fail. Find out how they are run and what fails, then fix it."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Plan first. The digging (the test runner, the tests, the code) goes to a subagent, so that the files and the test output stay out of my context.",
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
          output_tokens: 238
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Find how the tests run and what fails (subagent)",
              status: "in_progress"
            },
            {
              content: "Fix the cause",
              status: "pending"
            },
            {
              content: "Verify: run the tests again",
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
            text: "[▸] Find how the tests run and what fails (subagent)",
            status: "in_progress",
            activity: "Find how the tests run and what fails (subagent)"
          },
          {
            text: "[ ] Fix the cause",
            status: "pending",
            activity: "Fix the cause"
          },
          {
            text: "[ ] Verify: run the tests again",
            status: "pending",
            activity: "Verify: run the tests again"
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
        name: "task",
        input: {
          description: "Find out how this project's tests are run and which of them fail, and why. Read package.json, the test runner and the test files, run the tests, and read the code of whatever fails. Report in a few lines: the command, the failing checks, and the cause, with the file and the line to change. Change nothing."
        }
      },
      {
        kind: "subagent-start"
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
              text: "The tests of this project fail. Find out how they are run and what fails, then fix it."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with todo_write, act with your tools, update the todos, then report what you did.\n\nRules:\n- Plan before you act: list the steps of a multi-step task with todo_write first.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: it works in a fresh context and brings back only its report, which keeps yours small. Tell it all it needs: it sees nothing of this conversation.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
        },
        {
          name: "task",
          description: "Launch a subagent for a sub-task: it works with its own tools in a fresh context and returns only its conclusion. Describe the task completely: it sees nothing of this conversation.",
          input_schema: {
            type: "object",
            properties: {
              description: {
                type: "string",
                minLength: 1,
                description: "The sub-task, complete in itself"
              }
            },
            required: [
              "description"
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
          text: "Plan first. The digging (the test runner, the tests, the code) goes to a subagent, so that the files and the test output stay out of my context.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01Ou7aJ5GxCYGriwOk7DW1Lv",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Find how the tests run and what fails (subagent)",
                status: "in_progress"
              },
              {
                content: "Fix the cause",
                status: "pending"
              },
              {
                content: "Verify: run the tests again",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01IIOO6JXy8rfRfxZY2gvKcV",
          name: "task",
          input: {
            description: "Find out how this project's tests are run and which of them fail, and why. Read package.json, the test runner and the test files, run the tests, and read the code of whatever fails. Report in a few lines: the command, the failing checks, and the cause, with the file and the line to change. Change nothing."
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 238
    }
  },
  {
    n: 2,
    agent: "subagent",
    terminal: [
      "  │ The layout first.",
      "  │   ↳ subagent round 1 · 1500 in / 42 out · subagent 1500 in / 42 out",
      "  │ > glob: **/*",
      "  │   README.md",
      "  │   package.json",
      "  │   src/cart.js",
      "  │   src/price.js",
      "  │   src/receipt.js",
      "  │   … (+5 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The layout first.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 1,
        usage: {
          input_tokens: 1500,
          output_tokens: 42
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "glob",
        input: {
          pattern: "**/*"
        }
      },
      {
        kind: "tool-result",
        content: "README.md\npackage.json\nsrc/cart.js\nsrc/price.js\nsrc/receipt.js\ntest/cart.test.js\ntest/check.js\ntest/price.test.js\ntest/receipt.test.js\ntest/run-all.js",
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
              text: "Find out how this project's tests are run and which of them fail, and why. Read package.json, the test runner and the test files, run the tests, and read the code of whatever fails. Report in a few lines: the command, the failing checks, and the cause, with the file and the line to change. Change nothing."
            }
          ]
        }
      ],
      system: "You are a subagent at <workdir>. Another agent gave you one sub-task.\n\nRules:\n- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.\n- Do not delegate: you have no task tool. Do the work yourself.\n- Prefer tools over prose. Do not guess file paths: list or search first when unsure.",
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
        }
      ],
      model: "claude-sonnet-4-6",
      max_tokens: 8e3
    },
    response: {
      content: [
        {
          type: "text",
          text: "The layout first.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01bVoN0CZKcuBZvTGJ0jtCBG",
          name: "glob",
          input: {
            pattern: "**/*"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1500,
      output: 42
    }
  },
  {
    n: 3,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 2 · 1585 in / 54 out · subagent 3085 in / 96 out",
      "  │ > read_file: package.json",
      '  │   { "name": "shop-utils", "private": true, "type": "module", "scripts": { "test": "node test/run-all.js" } }',
      "  │ > read_file: test/run-all.js",
      "  │   // Runs every test file of this folder, one after the other (npm test).",
      '  │   import { readdirSync } from "node:fs";',
      "  │   ",
      '  │   for (const file of readdirSync(import.meta.dirname).filter((f) => f.endsWith(".test.js")).sort()) {',
      "  │     console.log(`# ${file}`);",
      "  │   … (+2 lines)"
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
          agent: "subagent"
        },
        n: 2,
        usage: {
          input_tokens: 1585,
          output_tokens: 54
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "package.json"
        }
      },
      {
        kind: "tool-result",
        content: '{ "name": "shop-utils", "private": true, "type": "module", "scripts": { "test": "node test/run-all.js" } }',
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "test/run-all.js"
        }
      },
      {
        kind: "tool-result",
        content: '// Runs every test file of this folder, one after the other (npm test).\nimport { readdirSync } from "node:fs";\n\nfor (const file of readdirSync(import.meta.dirname).filter((f) => f.endsWith(".test.js")).sort()) {\n  console.log(`# ${file}`);\n  await import(`./${file}`);\n}',
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
              text: "The layout first.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01bVoN0CZKcuBZvTGJ0jtCBG",
              name: "glob",
              input: {
                pattern: "**/*"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01bVoN0CZKcuBZvTGJ0jtCBG",
              content: "README.md\npackage.json\nsrc/cart.js\nsrc/price.js\nsrc/receipt.js\ntest/cart.test.js\ntest/check.js\ntest/price.test.js\ntest/receipt.test.js\ntest/run-all.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01GkJnQmzNxEh418R6k5D0mK",
          name: "read_file",
          input: {
            path: "package.json"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01GCa0R7vsQDjIGWPadfObjg",
          name: "read_file",
          input: {
            path: "test/run-all.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1585,
      output: 54
    }
  },
  {
    n: 4,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │ npm test is `node test/run-all.js`; running it.",
      "  │   ↳ subagent round 3 · 1747 in / 55 out · subagent 4832 in / 151 out",
      "  │ > bash: node test/run-all.js",
      "  │   # cart.test.js",
      "  │   ok   total(cart, 0.2)",
      "  │   ok   total([], 0.2)",
      "  │   ok   count(cart)",
      "  │   # price.test.js",
      "  │   … (+8 lines)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "npm test is `node test/run-all.js`; running it.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 3,
        usage: {
          input_tokens: 1747,
          output_tokens: 55
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/run-all.js"
        }
      },
      {
        kind: "tool-result",
        content: `# cart.test.js
ok   total(cart, 0.2)
ok   total([], 0.2)
ok   count(cart)
# price.test.js
ok   withTax(10, 0.2)
ok   withTax(9.99, 0.2)
ok   discount(80, 25)
# receipt.test.js
FAIL formatAmount(12.5): got "12.5 EUR", want "12.50 EUR"
FAIL formatAmount(3): got "3 EUR", want "3.00 EUR"
FAIL receipt's total line: got "Total  7.2 EUR", want "Total  7.20 EUR"
(exit code 1)`,
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
              id: "toolu_01GkJnQmzNxEh418R6k5D0mK",
              name: "read_file",
              input: {
                path: "package.json"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01GCa0R7vsQDjIGWPadfObjg",
              name: "read_file",
              input: {
                path: "test/run-all.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01GkJnQmzNxEh418R6k5D0mK",
              content: '{ "name": "shop-utils", "private": true, "type": "module", "scripts": { "test": "node test/run-all.js" } }'
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01GCa0R7vsQDjIGWPadfObjg",
              content: '// Runs every test file of this folder, one after the other (npm test).\nimport { readdirSync } from "node:fs";\n\nfor (const file of readdirSync(import.meta.dirname).filter((f) => f.endsWith(".test.js")).sort()) {\n  console.log(`# ${file}`);\n  await import(`./${file}`);\n}'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "npm test is `node test/run-all.js`; running it.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01mYRDelIQm25HodyxSVj0Xm",
          name: "bash",
          input: {
            command: "node test/run-all.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1747,
      output: 55
    }
  },
  {
    n: 5,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │ Three checks fail, all in receipt.test.js.",
      "  │   ↳ subagent round 4 · 1908 in / 75 out · subagent 6740 in / 226 out",
      "  │ > read_file: test/receipt.test.js",
      '  │   import { formatAmount, receipt } from "../src/receipt.js";',
      '  │   import { check } from "./check.js";',
      "  │   ",
      '  │   check("formatAmount(12.5)", formatAmount(12.5), "12.50 EUR");',
      '  │   check("formatAmount(3)", formatAmount(3), "3.00 EUR");',
      `  │   check("receipt's total line", receipt([{ name: "pen", price: 1.5, quantity: 4 }], 0.2).split("\\n").at(-1), "Total  7.20…`,
      "  │ > read_file: test/check.js",
      "  │   /** One check: prints ok or FAIL with what was expected, and makes the run fail on a FAIL. */",
      "  │   export function check(name, got, want) {",
      "  │     const ok = JSON.stringify(got) === JSON.stringify(want);",
      '  │     console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`}…',
      "  │     if (!ok) process.exitCode = 1;",
      "  │   }"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Three checks fail, all in receipt.test.js.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 4,
        usage: {
          input_tokens: 1908,
          output_tokens: 75
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "test/receipt.test.js"
        }
      },
      {
        kind: "tool-result",
        content: `import { formatAmount, receipt } from "../src/receipt.js";
import { check } from "./check.js";

check("formatAmount(12.5)", formatAmount(12.5), "12.50 EUR");
check("formatAmount(3)", formatAmount(3), "3.00 EUR");
check("receipt's total line", receipt([{ name: "pen", price: 1.5, quantity: 4 }], 0.2).split("\\n").at(-1), "Total  7.20 EUR");`,
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "test/check.js"
        }
      },
      {
        kind: "tool-result",
        content: '/** One check: prints ok or FAIL with what was expected, and makes the run fail on a FAIL. */\nexport function check(name, got, want) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`}`);\n  if (!ok) process.exitCode = 1;\n}',
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
              text: "npm test is `node test/run-all.js`; running it.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01mYRDelIQm25HodyxSVj0Xm",
              name: "bash",
              input: {
                command: "node test/run-all.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01mYRDelIQm25HodyxSVj0Xm",
              content: `# cart.test.js
ok   total(cart, 0.2)
ok   total([], 0.2)
ok   count(cart)
# price.test.js
ok   withTax(10, 0.2)
ok   withTax(9.99, 0.2)
ok   discount(80, 25)
# receipt.test.js
FAIL formatAmount(12.5): got "12.5 EUR", want "12.50 EUR"
FAIL formatAmount(3): got "3 EUR", want "3.00 EUR"
FAIL receipt's total line: got "Total  7.2 EUR", want "Total  7.20 EUR"
(exit code 1)`
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Three checks fail, all in receipt.test.js.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01D2NcCW3AYFjcDeNo4oIc1X",
          name: "read_file",
          input: {
            path: "test/receipt.test.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01Y8Y718EIHbMafkdqcVBPtx",
          name: "read_file",
          input: {
            path: "test/check.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1908,
      output: 75
    }
  },
  {
    n: 6,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │   ↳ subagent round 5 · 2181 in / 73 out · subagent 8921 in / 299 out",
      "  │ > read_file: src/receipt.js",
      '  │   import { total } from "./cart.js";',
      "  │   ",
      '  │   /** An amount as a receipt shows it: 12.5 is "12.50 EUR". */',
      "  │   export function formatAmount(amount) {",
      "  │     return `${amount} EUR`;",
      "  │   … (+7 lines)",
      "  │ > read_file: src/cart.js",
      '  │   import { withTax } from "./price.js";',
      "  │   ",
      "  │   /** The cart's total with tax: each line is { name, price, quantity }, its price net of tax. */",
      "  │   export function total(lines, taxRate) {",
      "  │     const net = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);",
      "  │   … (+7 lines)",
      "  │ > read_file: src/price.js",
      "  │   /** The price with tax added, rounded to the cent: withTax(10, 0.2) is 12. */",
      "  │   export function withTax(net, rate) {",
      "  │     return Math.round(net * (1 + rate) * 100) / 100;",
      "  │   }",
      "  │   ",
      "  │   … (+4 lines)"
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
          agent: "subagent"
        },
        n: 5,
        usage: {
          input_tokens: 2181,
          output_tokens: 73
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/receipt.js"
        }
      },
      {
        kind: "tool-result",
        content: 'import { total } from "./cart.js";\n\n/** An amount as a receipt shows it: 12.5 is "12.50 EUR". */\nexport function formatAmount(amount) {\n  return `${amount} EUR`;\n}\n\n/** A receipt: a line per item, then the total with tax. */\nexport function receipt(lines, taxRate) {\n  const rows = lines.map((line) => `${line.name} x${line.quantity}  ${formatAmount(line.price * line.quantity)}`);\n  return [...rows, `Total  ${formatAmount(total(lines, taxRate))}`].join("\\n");\n}',
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/cart.js"
        }
      },
      {
        kind: "tool-result",
        content: `import { withTax } from "./price.js";

/** The cart's total with tax: each line is { name, price, quantity }, its price net of tax. */
export function total(lines, taxRate) {
  const net = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return withTax(net, taxRate);
}

/** How many items the cart holds. */
export function count(lines) {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}`,
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "src/price.js"
        }
      },
      {
        kind: "tool-result",
        content: "/** The price with tax added, rounded to the cent: withTax(10, 0.2) is 12. */\nexport function withTax(net, rate) {\n  return Math.round(net * (1 + rate) * 100) / 100;\n}\n\n/** The price less a discount in percent, rounded to the cent: discount(80, 25) is 60. */\nexport function discount(price, percent) {\n  return Math.round(price * (100 - percent)) / 100;\n}",
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
              text: "Three checks fail, all in receipt.test.js.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01D2NcCW3AYFjcDeNo4oIc1X",
              name: "read_file",
              input: {
                path: "test/receipt.test.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01Y8Y718EIHbMafkdqcVBPtx",
              name: "read_file",
              input: {
                path: "test/check.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01D2NcCW3AYFjcDeNo4oIc1X",
              content: `import { formatAmount, receipt } from "../src/receipt.js";
import { check } from "./check.js";

check("formatAmount(12.5)", formatAmount(12.5), "12.50 EUR");
check("formatAmount(3)", formatAmount(3), "3.00 EUR");
check("receipt's total line", receipt([{ name: "pen", price: 1.5, quantity: 4 }], 0.2).split("\\n").at(-1), "Total  7.20 EUR");`
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01Y8Y718EIHbMafkdqcVBPtx",
              content: '/** One check: prints ok or FAIL with what was expected, and makes the run fail on a FAIL. */\nexport function check(name, got, want) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`}`);\n  if (!ok) process.exitCode = 1;\n}'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01M3w5UDRdGMBYCGjGiXfFAW",
          name: "read_file",
          input: {
            path: "src/receipt.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01yXSy9hnL5Z7JgiWBmOI0E5",
          name: "read_file",
          input: {
            path: "src/cart.js"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01UyLEFeFG02Bo6bW1FpB41B",
          name: "read_file",
          input: {
            path: "src/price.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2181,
      output: 73
    }
  },
  {
    n: 7,
    agent: "subagent",
    terminal: [
      "  │ ",
      "  │ How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).",
      "  │ ",
      `  │ What fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt's total line "Total  7.2 EUR" (want "Total  7.20 EUR").`,
      "  │ ",
      "  │ Why: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals: `${amount.toFixed(2)} EUR`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.",
      "  │   ↳ subagent round 6 · 2609 in / 211 out · subagent 11530 in / 510 out",
      "  └ subagent done: 6 rounds, 11530 in / 510 out; only its report goes back",
      "  How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a…",
      "  ",
      '  What fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatA…',
      "  ",
      "  Why: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals:…"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: 'How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).\n\nWhat fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt\'s total line "Total  7.2 EUR" (want "Total  7.20 EUR").\n\nWhy: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals: `${amount.toFixed(2)} EUR`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.',
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "subagent"
        },
        n: 6,
        usage: {
          input_tokens: 2609,
          output_tokens: 211
        },
        stop: "end_turn"
      },
      {
        kind: "subagent-end",
        stopped: false
      },
      {
        kind: "tool-result",
        content: 'How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).\n\nWhat fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt\'s total line "Total  7.2 EUR" (want "Total  7.20 EUR").\n\nWhy: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals: `${amount.toFixed(2)} EUR`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.',
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
              id: "toolu_01M3w5UDRdGMBYCGjGiXfFAW",
              name: "read_file",
              input: {
                path: "src/receipt.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01yXSy9hnL5Z7JgiWBmOI0E5",
              name: "read_file",
              input: {
                path: "src/cart.js"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01UyLEFeFG02Bo6bW1FpB41B",
              name: "read_file",
              input: {
                path: "src/price.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01M3w5UDRdGMBYCGjGiXfFAW",
              content: 'import { total } from "./cart.js";\n\n/** An amount as a receipt shows it: 12.5 is "12.50 EUR". */\nexport function formatAmount(amount) {\n  return `${amount} EUR`;\n}\n\n/** A receipt: a line per item, then the total with tax. */\nexport function receipt(lines, taxRate) {\n  const rows = lines.map((line) => `${line.name} x${line.quantity}  ${formatAmount(line.price * line.quantity)}`);\n  return [...rows, `Total  ${formatAmount(total(lines, taxRate))}`].join("\\n");\n}'
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01yXSy9hnL5Z7JgiWBmOI0E5",
              content: `import { withTax } from "./price.js";

/** The cart's total with tax: each line is { name, price, quantity }, its price net of tax. */
export function total(lines, taxRate) {
  const net = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return withTax(net, taxRate);
}

/** How many items the cart holds. */
export function count(lines) {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}`
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01UyLEFeFG02Bo6bW1FpB41B",
              content: "/** The price with tax added, rounded to the cent: withTax(10, 0.2) is 12. */\nexport function withTax(net, rate) {\n  return Math.round(net * (1 + rate) * 100) / 100;\n}\n\n/** The price less a discount in percent, rounded to the cent: discount(80, 25) is 60. */\nexport function discount(price, percent) {\n  return Math.round(price * (100 - percent)) / 100;\n}"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: 'How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).\n\nWhat fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt\'s total line "Total  7.2 EUR" (want "Total  7.20 EUR").\n\nWhy: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals: `${amount.toFixed(2)} EUR`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.',
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2609,
      output: 211
    }
  },
  {
    n: 8,
    terminal: [
      "The subagent found it: formatAmount prints the number as it is. Fixing that line.",
      "  ↳ round 2 · 2178 in / 162 out · session 3978 in / 400 out · subagents 11530 in / 510 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Find how the tests run and what fails (subagent)",
      "  [▸] Fix the cause",
      "  [ ] Verify: run the tests again",
      "  (1/3 completed)",
      "> edit_file: src/receipt.js",
      "  Edited src/receipt.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The subagent found it: formatAmount prints the number as it is. Fixing that line.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 2178,
          output_tokens: 162
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Find how the tests run and what fails (subagent)",
              status: "completed"
            },
            {
              content: "Fix the cause",
              status: "in_progress"
            },
            {
              content: "Verify: run the tests again",
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
            text: "[✓] Find how the tests run and what fails (subagent)",
            status: "completed",
            activity: "Find how the tests run and what fails (subagent)"
          },
          {
            text: "[▸] Fix the cause",
            status: "in_progress",
            activity: "Fix the cause"
          },
          {
            text: "[ ] Verify: run the tests again",
            status: "pending",
            activity: "Verify: run the tests again"
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
          path: "src/receipt.js",
          old_text: "  return `${amount} EUR`;",
          new_text: "  return `${amount.toFixed(2)} EUR`;"
        }
      },
      {
        kind: "tool-result",
        content: "Edited src/receipt.js",
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
              text: "Plan first. The digging (the test runner, the tests, the code) goes to a subagent, so that the files and the test output stay out of my context.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01Ou7aJ5GxCYGriwOk7DW1Lv",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Find how the tests run and what fails (subagent)",
                    status: "in_progress"
                  },
                  {
                    content: "Fix the cause",
                    status: "pending"
                  },
                  {
                    content: "Verify: run the tests again",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01IIOO6JXy8rfRfxZY2gvKcV",
              name: "task",
              input: {
                description: "Find out how this project's tests are run and which of them fail, and why. Read package.json, the test runner and the test files, run the tests, and read the code of whatever fails. Report in a few lines: the command, the failing checks, and the cause, with the file and the line to change. Change nothing."
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01Ou7aJ5GxCYGriwOk7DW1Lv",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01IIOO6JXy8rfRfxZY2gvKcV",
              content: 'How they run: `npm test`, which is `node test/run-all.js` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).\n\nWhat fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt\'s total line "Total  7.2 EUR" (want "Total  7.20 EUR").\n\nWhy: formatAmount in src/receipt.js (line 5) prints the number as it is: `${amount} EUR`. It should print two decimals: `${amount.toFixed(2)} EUR`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The subagent found it: formatAmount prints the number as it is. Fixing that line.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01c6NFFjLWyfMbPQQngWPjOc",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Find how the tests run and what fails (subagent)",
                status: "completed"
              },
              {
                content: "Fix the cause",
                status: "in_progress"
              },
              {
                content: "Verify: run the tests again",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01at3bGm499bZouveNPB68lN",
          name: "edit_file",
          input: {
            path: "src/receipt.js",
            old_text: "  return `${amount} EUR`;",
            new_text: "  return `${amount.toFixed(2)} EUR`;"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2178,
      output: 162
    }
  },
  {
    n: 9,
    terminal: [
      "  ↳ round 3 · 2480 in / 108 out · session 6458 in / 508 out · subagents 11530 in / 510 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Find how the tests run and what fails (subagent)",
      "  [✓] Fix the cause",
      "  [▸] Verify: run the tests again",
      "  (2/3 completed)",
      "> bash: node test/run-all.js",
      "  # cart.test.js",
      "  ok   total(cart, 0.2)",
      "  ok   total([], 0.2)",
      "  ok   count(cart)",
      "  # price.test.js",
      "  … (+7 lines)"
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
          input_tokens: 2480,
          output_tokens: 108
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Find how the tests run and what fails (subagent)",
              status: "completed"
            },
            {
              content: "Fix the cause",
              status: "completed"
            },
            {
              content: "Verify: run the tests again",
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
            text: "[✓] Find how the tests run and what fails (subagent)",
            status: "completed",
            activity: "Find how the tests run and what fails (subagent)"
          },
          {
            text: "[✓] Fix the cause",
            status: "completed",
            activity: "Fix the cause"
          },
          {
            text: "[▸] Verify: run the tests again",
            status: "in_progress",
            activity: "Verify: run the tests again"
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
        name: "bash",
        input: {
          command: "node test/run-all.js"
        }
      },
      {
        kind: "tool-result",
        content: "# cart.test.js\nok   total(cart, 0.2)\nok   total([], 0.2)\nok   count(cart)\n# price.test.js\nok   withTax(10, 0.2)\nok   withTax(9.99, 0.2)\nok   discount(80, 25)\n# receipt.test.js\nok   formatAmount(12.5)\nok   formatAmount(3)\nok   receipt's total line",
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
              text: "The subagent found it: formatAmount prints the number as it is. Fixing that line.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01c6NFFjLWyfMbPQQngWPjOc",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Find how the tests run and what fails (subagent)",
                    status: "completed"
                  },
                  {
                    content: "Fix the cause",
                    status: "in_progress"
                  },
                  {
                    content: "Verify: run the tests again",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01at3bGm499bZouveNPB68lN",
              name: "edit_file",
              input: {
                path: "src/receipt.js",
                old_text: "  return `${amount} EUR`;",
                new_text: "  return `${amount.toFixed(2)} EUR`;"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01c6NFFjLWyfMbPQQngWPjOc",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01at3bGm499bZouveNPB68lN",
              content: "Edited src/receipt.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01KGK6cqYl1iND18QJ8jH0Eb",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Find how the tests run and what fails (subagent)",
                status: "completed"
              },
              {
                content: "Fix the cause",
                status: "completed"
              },
              {
                content: "Verify: run the tests again",
                status: "in_progress"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01dQIUDjsnBceKiYkMV0hW9M",
          name: "bash",
          input: {
            command: "node test/run-all.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2480,
      output: 108
    }
  },
  {
    n: 10,
    terminal: [
      "  ↳ round 4 · 2728 in / 85 out · session 9186 in / 593 out · subagents 11530 in / 510 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Find how the tests run and what fails (subagent)",
      "  [✓] Fix the cause",
      "  [✓] Verify: run the tests again",
      "  (3/3 completed)"
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
          input_tokens: 2728,
          output_tokens: 85
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Find how the tests run and what fails (subagent)",
              status: "completed"
            },
            {
              content: "Fix the cause",
              status: "completed"
            },
            {
              content: "Verify: run the tests again",
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
            text: "[✓] Find how the tests run and what fails (subagent)",
            status: "completed",
            activity: "Find how the tests run and what fails (subagent)"
          },
          {
            text: "[✓] Fix the cause",
            status: "completed",
            activity: "Fix the cause"
          },
          {
            text: "[✓] Verify: run the tests again",
            status: "completed",
            activity: "Verify: run the tests again"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "Updated 3 tasks",
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
              id: "toolu_01KGK6cqYl1iND18QJ8jH0Eb",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Find how the tests run and what fails (subagent)",
                    status: "completed"
                  },
                  {
                    content: "Fix the cause",
                    status: "completed"
                  },
                  {
                    content: "Verify: run the tests again",
                    status: "in_progress"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01dQIUDjsnBceKiYkMV0hW9M",
              name: "bash",
              input: {
                command: "node test/run-all.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01KGK6cqYl1iND18QJ8jH0Eb",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01dQIUDjsnBceKiYkMV0hW9M",
              content: "# cart.test.js\nok   total(cart, 0.2)\nok   total([], 0.2)\nok   count(cart)\n# price.test.js\nok   withTax(10, 0.2)\nok   withTax(9.99, 0.2)\nok   discount(80, 25)\n# receipt.test.js\nok   formatAmount(12.5)\nok   formatAmount(3)\nok   receipt's total line"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01H9HiSJ12R9HvBCA7pZ3ACY",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Find how the tests run and what fails (subagent)",
                status: "completed"
              },
              {
                content: "Fix the cause",
                status: "completed"
              },
              {
                content: "Verify: run the tests again",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2728,
      output: 85
    }
  },
  {
    n: 11,
    terminal: [
      "Done:",
      "- The tests run with `npm test` (`node test/run-all.js`); 3 of 9 checks failed, all in `test/receipt.test.js`.",
      "- The cause, found by a subagent that read the runner, the tests and the code: `formatAmount` in `src/receipt.js` printed amounts without two decimals. It now uses `toFixed(2)`, and all 9 checks pass.",
      "  ↳ round 5 · 2953 in / 111 out · session 12139 in / 704 out · subagents 11530 in / 510 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s06 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done:\n- The tests run with `npm test` (`node test/run-all.js`); 3 of 9 checks failed, all in `test/receipt.test.js`.\n- The cause, found by a subagent that read the runner, the tests and the code: `formatAmount` in `src/receipt.js` printed amounts without two decimals. It now uses `toFixed(2)`, and all 9 checks pass.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 2953,
          output_tokens: 111
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s06 live."
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
              id: "toolu_01H9HiSJ12R9HvBCA7pZ3ACY",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Find how the tests run and what fails (subagent)",
                    status: "completed"
                  },
                  {
                    content: "Fix the cause",
                    status: "completed"
                  },
                  {
                    content: "Verify: run the tests again",
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
              tool_use_id: "toolu_01H9HiSJ12R9HvBCA7pZ3ACY",
              content: "Updated 3 tasks"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Done:\n- The tests run with `npm test` (`node test/run-all.js`); 3 of 9 checks failed, all in `test/receipt.test.js`.\n- The cause, found by a subagent that read the runner, the tests and the code: `formatAmount` in `src/receipt.js` printed amounts without two decimals. It now uses `toFixed(2)`, and all 9 checks pass.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 2953,
      output: 111
    }
  }
];
const s06Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s06Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
