const title = "s07 · demo.json";
const lesson = "s07";
const file = "lessons/s07-skills/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "skills/add-test/SKILL.md asks to pre-approve read_file edit_file bash: not granted",
      "s07 >> Add tests for discount() in src/price.js.",
      "This project has a skill for adding a test: add-test. Loading it first.",
      "  ↳ round 1 · 1800 in / 75 out · session 1800 in / 75 out",
      '> load_skill: {"name":"add-test","arguments":"discount(price, percent) in src/price.js"}',
      '  <skill name="add-test" folder="skills/add-test">',
      "  # Add a test to shop-utils",
      "  ",
      "  What to test: discount(price, percent) in src/price.js",
      "  ",
      "  … (+10 lines)"
    ],
    events: [
      {
        kind: "skills:not-granted",
        file: "skills/add-test/SKILL.md",
        tools: "read_file edit_file bash"
      },
      {
        kind: "prompt",
        text: "Add tests for discount() in src/price.js."
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "This project has a skill for adding a test: add-test. Loading it first.",
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
          output_tokens: 75
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "load_skill",
        input: {
          name: "add-test",
          "arguments": "discount(price, percent) in src/price.js"
        }
      },
      {
        kind: "tool-result",
        content: '<skill name="add-test" folder="skills/add-test">\n# Add a test to shop-utils\n\nWhat to test: discount(price, percent) in src/price.js\n\n1. Read references/check-style.md in this skill\'s folder first: how this project names a check and which\n   cases it expects.\n2. Open the test file of the function\'s module: test/cart.test.js for src/cart.js, and so on. Keep its order:\n   the imports, then the checks, one line each.\n3. Add the new checks after the module\'s existing checks for the same function. Import the function if the\n   file does not yet.\n4. Run the tests with `node test/run-all.js`. Every line must start with `ok`; a `FAIL` line names the check\n   and says what it got.\n5. Report the checks you added, one line each, and whether the run passed.\n</skill>',
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
              text: "Add tests for discount() in src/price.js."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>.\n\nLoop: plan with todo_write, act with your tools, update the todos, then report what you did.\n\nRules:\n- Plan before you act: list the steps of a multi-step task with todo_write first.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: it works in a fresh context and brings back only its report, which keeps yours small. Tell it all it needs: it sees nothing of this conversation.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.\n\nSkills: when a task matches one, load it with load_skill first and follow its instructions; read the files they name with read_file, in its folder.\n- add-test: Add a test to shop-utils in its own style (a check line in test/<module>.test.js) and run the tests. Use when asked to test a function of src/, or to cover a case or a bug.\n- money-rules: The rules for code that handles amounts (prices, tax, discounts, totals, receipts). Use before changing src/price.js, src/cart.js or src/receipt.js.\n- release-note: Write the entry for a new version in CHANGELOG.md, for the shop's developers. Use when asked to prepare a release, or to say what changed since the last version.",
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
        },
        {
          name: "load_skill",
          description: "Load a skill's instructions by its name, from the skills listed in the system prompt: load it before a task it covers, then follow them.",
          input_schema: {
            type: "object",
            properties: {
              name: {
                type: "string",
                description: "The skill's name, as listed"
              },
              "arguments": {
                description: "What the skill is to work on: it replaces $ARGUMENTS in them",
                type: "string"
              }
            },
            required: [
              "name"
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
          text: "This project has a skill for adding a test: add-test. Loading it first.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01oyrSwnluZDdF9trEMs7MdQ",
          name: "load_skill",
          input: {
            name: "add-test",
            "arguments": "discount(price, percent) in src/price.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 75
    }
  },
  {
    n: 2,
    terminal: [
      "The skill says to read its check style first, in its folder; and the test file of src/price.js.",
      "  ↳ round 2 · 2143 in / 174 out · session 3943 in / 249 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [▸] Read the add-test skill's check style",
      "  [ ] Add the discount checks to test/price.test.js",
      "  [ ] Verify: run the tests",
      "  (0/3 completed)",
      "> read_file: skills/add-test/references/check-style.md",
      "  # How shop-utils writes a check",
      "  ",
      "  A check is one line: `check(name, got, want)` from test/check.js.",
      "  ",
      "  - The name is the call, written as in the code, with its literal arguments: `discount(80, 25)`. A FAIL line then",
      "  … (+6 lines)",
      "> read_file: test/price.test.js",
      '  import { discount, withTax } from "../src/price.js";',
      '  import { check } from "./check.js";',
      "  ",
      '  check("withTax(10, 0.2)", withTax(10, 0.2), 12);',
      '  check("withTax(9.99, 0.2)", withTax(9.99, 0.2), 11.99);',
      '  check("discount(80, 25)", discount(80, 25), 60);'
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The skill says to read its check style first, in its folder; and the test file of src/price.js.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 2143,
          output_tokens: 174
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Read the add-test skill's check style",
              status: "in_progress"
            },
            {
              content: "Add the discount checks to test/price.test.js",
              status: "pending"
            },
            {
              content: "Verify: run the tests",
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
            text: "[▸] Read the add-test skill's check style",
            status: "in_progress",
            activity: "Read the add-test skill's check style"
          },
          {
            text: "[ ] Add the discount checks to test/price.test.js",
            status: "pending",
            activity: "Add the discount checks to test/price.test.js"
          },
          {
            text: "[ ] Verify: run the tests",
            status: "pending",
            activity: "Verify: run the tests"
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
          path: "skills/add-test/references/check-style.md"
        }
      },
      {
        kind: "tool-result",
        content: '# How shop-utils writes a check\n\nA check is one line: `check(name, got, want)` from test/check.js.\n\n- The name is the call, written as in the code, with its literal arguments: `discount(80, 25)`. A FAIL line then\n  shows how to run the case again. Never a sentence ("discount works").\n- `got` is that same call; `want` is a literal value, worked out by hand, never computed by the code under test.\n- Amounts are numbers in euros, rounded to the cent: `want` is `11.99`, not `11.989999`.\n- One behaviour per check. For a function of a percent or a rate, check the edges as well as a usual value:\n  0 (nothing taken off or added) and 100 for a percent, 0 for a rate.\n- For a list, check the empty list too.',
        isError: false
      },
      {
        kind: "tool-call",
        name: "read_file",
        input: {
          path: "test/price.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'import { discount, withTax } from "../src/price.js";\nimport { check } from "./check.js";\n\ncheck("withTax(10, 0.2)", withTax(10, 0.2), 12);\ncheck("withTax(9.99, 0.2)", withTax(9.99, 0.2), 11.99);\ncheck("discount(80, 25)", discount(80, 25), 60);',
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
              text: "This project has a skill for adding a test: add-test. Loading it first.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01oyrSwnluZDdF9trEMs7MdQ",
              name: "load_skill",
              input: {
                name: "add-test",
                "arguments": "discount(price, percent) in src/price.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01oyrSwnluZDdF9trEMs7MdQ",
              content: '<skill name="add-test" folder="skills/add-test">\n# Add a test to shop-utils\n\nWhat to test: discount(price, percent) in src/price.js\n\n1. Read references/check-style.md in this skill\'s folder first: how this project names a check and which\n   cases it expects.\n2. Open the test file of the function\'s module: test/cart.test.js for src/cart.js, and so on. Keep its order:\n   the imports, then the checks, one line each.\n3. Add the new checks after the module\'s existing checks for the same function. Import the function if the\n   file does not yet.\n4. Run the tests with `node test/run-all.js`. Every line must start with `ok`; a `FAIL` line names the check\n   and says what it got.\n5. Report the checks you added, one line each, and whether the run passed.\n</skill>'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The skill says to read its check style first, in its folder; and the test file of src/price.js.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01PU5f7jxNoNSDntHz7oG2aV",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Read the add-test skill's check style",
                status: "in_progress"
              },
              {
                content: "Add the discount checks to test/price.test.js",
                status: "pending"
              },
              {
                content: "Verify: run the tests",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01AWUndFi514x6IxA0yynm4L",
          name: "read_file",
          input: {
            path: "skills/add-test/references/check-style.md"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01ls1ZJxg5y6OXoiTt56HhBl",
          name: "read_file",
          input: {
            path: "test/price.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2143,
      output: 174
    }
  },
  {
    n: 3,
    terminal: [
      "The style asks for the edges of a percent, 0 and 100, beside the usual value already there.",
      "  ↳ round 3 · 2588 in / 211 out · session 6531 in / 460 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Read the add-test skill's check style",
      "  [▸] Add the discount checks to test/price.test.js",
      "  [ ] Verify: run the tests",
      "  (1/3 completed)",
      "> edit_file: test/price.test.js",
      "  Edited test/price.test.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "The style asks for the edges of a percent, 0 and 100, beside the usual value already there.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 2588,
          output_tokens: 211
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Read the add-test skill's check style",
              status: "completed"
            },
            {
              content: "Add the discount checks to test/price.test.js",
              status: "in_progress"
            },
            {
              content: "Verify: run the tests",
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
            text: "[✓] Read the add-test skill's check style",
            status: "completed",
            activity: "Read the add-test skill's check style"
          },
          {
            text: "[▸] Add the discount checks to test/price.test.js",
            status: "in_progress",
            activity: "Add the discount checks to test/price.test.js"
          },
          {
            text: "[ ] Verify: run the tests",
            status: "pending",
            activity: "Verify: run the tests"
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
          path: "test/price.test.js",
          old_text: 'check("discount(80, 25)", discount(80, 25), 60);',
          new_text: 'check("discount(80, 25)", discount(80, 25), 60);\ncheck("discount(80, 0)", discount(80, 0), 80);\ncheck("discount(80, 100)", discount(80, 100), 0);'
        }
      },
      {
        kind: "tool-result",
        content: "Edited test/price.test.js",
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
              text: "The skill says to read its check style first, in its folder; and the test file of src/price.js.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01PU5f7jxNoNSDntHz7oG2aV",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Read the add-test skill's check style",
                    status: "in_progress"
                  },
                  {
                    content: "Add the discount checks to test/price.test.js",
                    status: "pending"
                  },
                  {
                    content: "Verify: run the tests",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01AWUndFi514x6IxA0yynm4L",
              name: "read_file",
              input: {
                path: "skills/add-test/references/check-style.md"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01ls1ZJxg5y6OXoiTt56HhBl",
              name: "read_file",
              input: {
                path: "test/price.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01PU5f7jxNoNSDntHz7oG2aV",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01AWUndFi514x6IxA0yynm4L",
              content: '# How shop-utils writes a check\n\nA check is one line: `check(name, got, want)` from test/check.js.\n\n- The name is the call, written as in the code, with its literal arguments: `discount(80, 25)`. A FAIL line then\n  shows how to run the case again. Never a sentence ("discount works").\n- `got` is that same call; `want` is a literal value, worked out by hand, never computed by the code under test.\n- Amounts are numbers in euros, rounded to the cent: `want` is `11.99`, not `11.989999`.\n- One behaviour per check. For a function of a percent or a rate, check the edges as well as a usual value:\n  0 (nothing taken off or added) and 100 for a percent, 0 for a rate.\n- For a list, check the empty list too.'
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01ls1ZJxg5y6OXoiTt56HhBl",
              content: 'import { discount, withTax } from "../src/price.js";\nimport { check } from "./check.js";\n\ncheck("withTax(10, 0.2)", withTax(10, 0.2), 12);\ncheck("withTax(9.99, 0.2)", withTax(9.99, 0.2), 11.99);\ncheck("discount(80, 25)", discount(80, 25), 60);'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "The style asks for the edges of a percent, 0 and 100, beside the usual value already there.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01juWvbDnHDartJCkp5N6QKe",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Read the add-test skill's check style",
                status: "completed"
              },
              {
                content: "Add the discount checks to test/price.test.js",
                status: "in_progress"
              },
              {
                content: "Verify: run the tests",
                status: "pending"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01xZcQPVOiDnVP4eufABC2XN",
          name: "edit_file",
          input: {
            path: "test/price.test.js",
            old_text: 'check("discount(80, 25)", discount(80, 25), 60);',
            new_text: 'check("discount(80, 25)", discount(80, 25), 60);\ncheck("discount(80, 0)", discount(80, 0), 80);\ncheck("discount(80, 100)", discount(80, 100), 0);'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2588,
      output: 211
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2939 in / 112 out · session 9470 in / 572 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Read the add-test skill's check style",
      "  [✓] Add the discount checks to test/price.test.js",
      "  [▸] Verify: run the tests",
      "  (2/3 completed)",
      "> bash: node test/run-all.js",
      "  # cart.test.js",
      "  ok   total(cart, 0.2)",
      "  ok   total([], 0.2)",
      "  ok   count(cart)",
      "  # price.test.js",
      "  … (+9 lines)"
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
          input_tokens: 2939,
          output_tokens: 112
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Read the add-test skill's check style",
              status: "completed"
            },
            {
              content: "Add the discount checks to test/price.test.js",
              status: "completed"
            },
            {
              content: "Verify: run the tests",
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
            text: "[✓] Read the add-test skill's check style",
            status: "completed",
            activity: "Read the add-test skill's check style"
          },
          {
            text: "[✓] Add the discount checks to test/price.test.js",
            status: "completed",
            activity: "Add the discount checks to test/price.test.js"
          },
          {
            text: "[▸] Verify: run the tests",
            status: "in_progress",
            activity: "Verify: run the tests"
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
        content: "# cart.test.js\nok   total(cart, 0.2)\nok   total([], 0.2)\nok   count(cart)\n# price.test.js\nok   withTax(10, 0.2)\nok   withTax(9.99, 0.2)\nok   discount(80, 25)\nok   discount(80, 0)\nok   discount(80, 100)\n# receipt.test.js\nok   formatAmount(12.5)\nok   formatAmount(3)\nok   receipt's total line",
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
              text: "The style asks for the edges of a percent, 0 and 100, beside the usual value already there.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01juWvbDnHDartJCkp5N6QKe",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Read the add-test skill's check style",
                    status: "completed"
                  },
                  {
                    content: "Add the discount checks to test/price.test.js",
                    status: "in_progress"
                  },
                  {
                    content: "Verify: run the tests",
                    status: "pending"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01xZcQPVOiDnVP4eufABC2XN",
              name: "edit_file",
              input: {
                path: "test/price.test.js",
                old_text: 'check("discount(80, 25)", discount(80, 25), 60);',
                new_text: 'check("discount(80, 25)", discount(80, 25), 60);\ncheck("discount(80, 0)", discount(80, 0), 80);\ncheck("discount(80, 100)", discount(80, 100), 0);'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01juWvbDnHDartJCkp5N6QKe",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01xZcQPVOiDnVP4eufABC2XN",
              content: "Edited test/price.test.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01biZYxbiqY2V4Yb2MERXtFq",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Read the add-test skill's check style",
                status: "completed"
              },
              {
                content: "Add the discount checks to test/price.test.js",
                status: "completed"
              },
              {
                content: "Verify: run the tests",
                status: "in_progress"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01YDYEgFCVJ8jtbAGxs35mUR",
          name: "bash",
          input: {
            command: "node test/run-all.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2939,
      output: 112
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 3211 in / 90 out · session 12681 in / 662 out",
      "> todo_write: 3 todos",
      "  ## Current Tasks",
      "  [✓] Read the add-test skill's check style",
      "  [✓] Add the discount checks to test/price.test.js",
      "  [✓] Verify: run the tests",
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
        n: 5,
        usage: {
          input_tokens: 3211,
          output_tokens: 90
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "todo_write",
        input: {
          todos: [
            {
              content: "Read the add-test skill's check style",
              status: "completed"
            },
            {
              content: "Add the discount checks to test/price.test.js",
              status: "completed"
            },
            {
              content: "Verify: run the tests",
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
            text: "[✓] Read the add-test skill's check style",
            status: "completed",
            activity: "Read the add-test skill's check style"
          },
          {
            text: "[✓] Add the discount checks to test/price.test.js",
            status: "completed",
            activity: "Add the discount checks to test/price.test.js"
          },
          {
            text: "[✓] Verify: run the tests",
            status: "completed",
            activity: "Verify: run the tests"
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
      keep: 7,
      add: [
        {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: "toolu_01biZYxbiqY2V4Yb2MERXtFq",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Read the add-test skill's check style",
                    status: "completed"
                  },
                  {
                    content: "Add the discount checks to test/price.test.js",
                    status: "completed"
                  },
                  {
                    content: "Verify: run the tests",
                    status: "in_progress"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01YDYEgFCVJ8jtbAGxs35mUR",
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
              tool_use_id: "toolu_01biZYxbiqY2V4Yb2MERXtFq",
              content: "Updated 3 tasks"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01YDYEgFCVJ8jtbAGxs35mUR",
              content: "# cart.test.js\nok   total(cart, 0.2)\nok   total([], 0.2)\nok   count(cart)\n# price.test.js\nok   withTax(10, 0.2)\nok   withTax(9.99, 0.2)\nok   discount(80, 25)\nok   discount(80, 0)\nok   discount(80, 100)\n# receipt.test.js\nok   formatAmount(12.5)\nok   formatAmount(3)\nok   receipt's total line"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01UL1VaJfKlnxigM70MuRh53",
          name: "todo_write",
          input: {
            todos: [
              {
                content: "Read the add-test skill's check style",
                status: "completed"
              },
              {
                content: "Add the discount checks to test/price.test.js",
                status: "completed"
              },
              {
                content: "Verify: run the tests",
                status: "completed"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3211,
      output: 90
    }
  },
  {
    n: 6,
    terminal: [
      "Done, with the add-test skill: two checks added to `test/price.test.js`, after `discount(80, 25)`, named after their calls as its check style asks:",
      "- `discount(80, 0)` is 80 (nothing taken off);",
      "- `discount(80, 100)` is 0.",
      "",
      "`node test/run-all.js`: every check is ok.",
      "  ↳ round 6 · 3441 in / 97 out · session 16122 in / 759 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s07 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Done, with the add-test skill: two checks added to `test/price.test.js`, after `discount(80, 25)`, named after their calls as its check style asks:\n- `discount(80, 0)` is 80 (nothing taken off);\n- `discount(80, 100)` is 0.\n\n`node test/run-all.js`: every check is ok.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3441,
          output_tokens: 97
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson s07 live."
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
              id: "toolu_01UL1VaJfKlnxigM70MuRh53",
              name: "todo_write",
              input: {
                todos: [
                  {
                    content: "Read the add-test skill's check style",
                    status: "completed"
                  },
                  {
                    content: "Add the discount checks to test/price.test.js",
                    status: "completed"
                  },
                  {
                    content: "Verify: run the tests",
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
              tool_use_id: "toolu_01UL1VaJfKlnxigM70MuRh53",
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
          text: "Done, with the add-test skill: two checks added to `test/price.test.js`, after `discount(80, 25)`, named after their calls as its check style asks:\n- `discount(80, 0)` is 80 (nothing taken off);\n- `discount(80, 100)` is 0.\n\n`node test/run-all.js`: every check is ok.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3441,
      output: 97
    }
  }
];
const s07Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s07Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
