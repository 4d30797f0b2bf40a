const title = "v2 · demo.json";
const lesson = "v2";
const file = "lessons/v2-todo/cassettes/demo.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "v2 >> Create a small slugify module: src/slugify.js exporting slugify(text), with tests in test/slugify.test.js. Run the tests, fix anything that fails, and add a usage note to README.md.",
      "⏰ reminder injected: <reminder>Use TodoWrite for multi-step tasks.</reminder>",
      "Four steps here; I'll write them down first.",
      "  ↳ round 1 · 1800 in / 162 out · session 1800 in / 162 out",
      "> TodoWrite: 4 items",
      "  [>] Write src/slugify.js <- Writing src/slugify.js",
      "  [ ] Write the tests in test/slugify.test.js",
      "  [ ] Run the tests and fix failures",
      "  [ ] Add a usage note to README.md",
      "  (0/4 completed)"
    ],
    events: [
      {
        kind: "prompt",
        text: "Create a small slugify module: src/slugify.js exporting slugify(text), with tests in test/slugify.test.js. Run the tests, fix anything that fails, and add a usage note to README.md."
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
        text: "Four steps here; I'll write them down first.",
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
          output_tokens: 162
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Write src/slugify.js",
              status: "in_progress",
              activeForm: "Writing src/slugify.js"
            },
            {
              content: "Write the tests in test/slugify.test.js",
              status: "pending",
              activeForm: "Writing the tests"
            },
            {
              content: "Run the tests and fix failures",
              status: "pending",
              activeForm: "Running the tests"
            },
            {
              content: "Add a usage note to README.md",
              status: "pending",
              activeForm: "Updating README.md"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[>] Write src/slugify.js <- Writing src/slugify.js",
            status: "in_progress",
            activity: "Writing src/slugify.js"
          },
          {
            text: "[ ] Write the tests in test/slugify.test.js",
            status: "pending",
            activity: "Writing the tests"
          },
          {
            text: "[ ] Run the tests and fix failures",
            status: "pending",
            activity: "Running the tests"
          },
          {
            text: "[ ] Add a usage note to README.md",
            status: "pending",
            activity: "Updating README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[>] Write src/slugify.js <- Writing src/slugify.js\n[ ] Write the tests in test/slugify.test.js\n[ ] Run the tests and fix failures\n[ ] Add a usage note to README.md\n\n(0/4 completed)",
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
              text: "Create a small slugify module: src/slugify.js exporting slugify(text), with tests in test/slugify.test.js. Run the tests, fix anything that fails, and add a usage note to README.md."
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
          type: "text",
          text: "Four steps here; I'll write them down first.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01DrRnWnS1uyU0ZXCNBNFsXL",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Write src/slugify.js",
                status: "in_progress",
                activeForm: "Writing src/slugify.js"
              },
              {
                content: "Write the tests in test/slugify.test.js",
                status: "pending",
                activeForm: "Writing the tests"
              },
              {
                content: "Run the tests and fix failures",
                status: "pending",
                activeForm: "Running the tests"
              },
              {
                content: "Add a usage note to README.md",
                status: "pending",
                activeForm: "Updating README.md"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 162
    }
  },
  {
    n: 2,
    terminal: [
      "Starting with the module.",
      "  ↳ round 2 · 2102 in / 138 out · session 3902 in / 300 out",
      "> write_file: src/slugify.js",
      "  Wrote 280 bytes to src/slugify.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Starting with the module.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 2,
        usage: {
          input_tokens: 2102,
          output_tokens: 138
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "src/slugify.js",
          content: '/** Turns a title into a URL slug: "Hello, World!" -> "hello-world". */\nexport function slugify(text) {\n  return text\n    .normalize("NFKD")\n    .replace(/[\\u0300-\\u036f]/g, "") // accents go: "é" is "e" + a combining accent\n    .toLowerCase()\n    .replace(/[^a-z0-9]/g, "-");\n}\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 280 bytes to src/slugify.js",
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
              text: "Four steps here; I'll write them down first.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01DrRnWnS1uyU0ZXCNBNFsXL",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Write src/slugify.js",
                    status: "in_progress",
                    activeForm: "Writing src/slugify.js"
                  },
                  {
                    content: "Write the tests in test/slugify.test.js",
                    status: "pending",
                    activeForm: "Writing the tests"
                  },
                  {
                    content: "Run the tests and fix failures",
                    status: "pending",
                    activeForm: "Running the tests"
                  },
                  {
                    content: "Add a usage note to README.md",
                    status: "pending",
                    activeForm: "Updating README.md"
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
              tool_use_id: "toolu_01DrRnWnS1uyU0ZXCNBNFsXL",
              content: "[>] Write src/slugify.js <- Writing src/slugify.js\n[ ] Write the tests in test/slugify.test.js\n[ ] Run the tests and fix failures\n[ ] Add a usage note to README.md\n\n(0/4 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Starting with the module.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01CxY0hvDCbiSCoUGb9sChiP",
          name: "write_file",
          input: {
            path: "src/slugify.js",
            content: '/** Turns a title into a URL slug: "Hello, World!" -> "hello-world". */\nexport function slugify(text) {\n  return text\n    .normalize("NFKD")\n    .replace(/[\\u0300-\\u036f]/g, "") // accents go: "é" is "e" + a combining accent\n    .toLowerCase()\n    .replace(/[^a-z0-9]/g, "-");\n}\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2102,
      output: 138
    }
  },
  {
    n: 3,
    terminal: [
      "Module written. Next, the tests.",
      "  ↳ round 3 · 2380 in / 409 out · session 6282 in / 709 out",
      "> TodoWrite: 4 items",
      "  [x] Write src/slugify.js",
      "  [>] Write the tests in test/slugify.test.js <- Writing the tests",
      "  [ ] Run the tests and fix failures",
      "  [ ] Add a usage note to README.md",
      "  (1/4 completed)",
      "> write_file: test/slugify.test.js",
      "  Wrote 738 bytes to test/slugify.test.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Module written. Next, the tests.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 3,
        usage: {
          input_tokens: 2380,
          output_tokens: 409
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Write src/slugify.js",
              status: "completed",
              activeForm: "Writing src/slugify.js"
            },
            {
              content: "Write the tests in test/slugify.test.js",
              status: "in_progress",
              activeForm: "Writing the tests"
            },
            {
              content: "Run the tests and fix failures",
              status: "pending",
              activeForm: "Running the tests"
            },
            {
              content: "Add a usage note to README.md",
              status: "pending",
              activeForm: "Updating README.md"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Write src/slugify.js",
            status: "completed",
            activity: "Writing src/slugify.js"
          },
          {
            text: "[>] Write the tests in test/slugify.test.js <- Writing the tests",
            status: "in_progress",
            activity: "Writing the tests"
          },
          {
            text: "[ ] Run the tests and fix failures",
            status: "pending",
            activity: "Running the tests"
          },
          {
            text: "[ ] Add a usage note to README.md",
            status: "pending",
            activity: "Updating README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Write src/slugify.js\n[>] Write the tests in test/slugify.test.js <- Writing the tests\n[ ] Run the tests and fix failures\n[ ] Add a usage note to README.md\n\n(1/4 completed)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/slugify.test.js",
          content: 'import { slugify } from "../src/slugify.js";\n\nconst cases = [\n  [\'slugify("Hello World")\', slugify("Hello World"), "hello-world"],\n  [\'slugify("  Hello,   World!  ")\', slugify("  Hello,   World!  "), "hello-world"],\n  [\'slugify("Crème brûlée")\', slugify("Crème brûlée"), "creme-brulee"],\n  [\'slugify("already-a-slug")\', slugify("already-a-slug"), "already-a-slug"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 738 bytes to test/slugify.test.js",
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
              text: "Starting with the module.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01CxY0hvDCbiSCoUGb9sChiP",
              name: "write_file",
              input: {
                path: "src/slugify.js",
                content: '/** Turns a title into a URL slug: "Hello, World!" -> "hello-world". */\nexport function slugify(text) {\n  return text\n    .normalize("NFKD")\n    .replace(/[\\u0300-\\u036f]/g, "") // accents go: "é" is "e" + a combining accent\n    .toLowerCase()\n    .replace(/[^a-z0-9]/g, "-");\n}\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01CxY0hvDCbiSCoUGb9sChiP",
              content: "Wrote 280 bytes to src/slugify.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Module written. Next, the tests.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01xREK8qvCCEKEPyBeHPJDxW",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Write src/slugify.js",
                status: "completed",
                activeForm: "Writing src/slugify.js"
              },
              {
                content: "Write the tests in test/slugify.test.js",
                status: "in_progress",
                activeForm: "Writing the tests"
              },
              {
                content: "Run the tests and fix failures",
                status: "pending",
                activeForm: "Running the tests"
              },
              {
                content: "Add a usage note to README.md",
                status: "pending",
                activeForm: "Updating README.md"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01GcyA3Yqw9XR0V10uzcJ0Ti",
          name: "write_file",
          input: {
            path: "test/slugify.test.js",
            content: 'import { slugify } from "../src/slugify.js";\n\nconst cases = [\n  [\'slugify("Hello World")\', slugify("Hello World"), "hello-world"],\n  [\'slugify("  Hello,   World!  ")\', slugify("  Hello,   World!  "), "hello-world"],\n  [\'slugify("Crème brûlée")\', slugify("Crème brûlée"), "creme-brulee"],\n  [\'slugify("already-a-slug")\', slugify("already-a-slug"), "already-a-slug"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2380,
      output: 409
    }
  },
  {
    n: 4,
    terminal: [
      "Tests written; running them.",
      "  ↳ round 4 · 2929 in / 182 out · session 9211 in / 891 out",
      "> TodoWrite: 4 items",
      "  [x] Write src/slugify.js",
      "  [x] Write the tests in test/slugify.test.js",
      "  [>] Run the tests and fix failures <- Running the tests",
      "  [ ] Add a usage note to README.md",
      "  (2/4 completed)",
      "> bash: node test/slugify.test.js",
      '  ok   slugify("Hello World") = "hello-world"',
      '  FAIL slugify("  Hello,   World!  ") = "--hello----world---" (want "hello-world")',
      '  ok   slugify("Crème brûlée") = "creme-brulee"',
      '  ok   slugify("already-a-slug") = "already-a-slug"',
      "  3/4 passed",
      "  (exit code 1)"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Tests written; running them.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 4,
        usage: {
          input_tokens: 2929,
          output_tokens: 182
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Write src/slugify.js",
              status: "completed",
              activeForm: "Writing src/slugify.js"
            },
            {
              content: "Write the tests in test/slugify.test.js",
              status: "completed",
              activeForm: "Writing the tests"
            },
            {
              content: "Run the tests and fix failures",
              status: "in_progress",
              activeForm: "Running the tests"
            },
            {
              content: "Add a usage note to README.md",
              status: "pending",
              activeForm: "Updating README.md"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Write src/slugify.js",
            status: "completed",
            activity: "Writing src/slugify.js"
          },
          {
            text: "[x] Write the tests in test/slugify.test.js",
            status: "completed",
            activity: "Writing the tests"
          },
          {
            text: "[>] Run the tests and fix failures <- Running the tests",
            status: "in_progress",
            activity: "Running the tests"
          },
          {
            text: "[ ] Add a usage note to README.md",
            status: "pending",
            activity: "Updating README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[>] Run the tests and fix failures <- Running the tests\n[ ] Add a usage note to README.md\n\n(2/4 completed)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/slugify.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   slugify("Hello World") = "hello-world"\nFAIL slugify("  Hello,   World!  ") = "--hello----world---" (want "hello-world")\nok   slugify("Crème brûlée") = "creme-brulee"\nok   slugify("already-a-slug") = "already-a-slug"\n3/4 passed\n(exit code 1)',
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
              text: "Module written. Next, the tests.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01xREK8qvCCEKEPyBeHPJDxW",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Write src/slugify.js",
                    status: "completed",
                    activeForm: "Writing src/slugify.js"
                  },
                  {
                    content: "Write the tests in test/slugify.test.js",
                    status: "in_progress",
                    activeForm: "Writing the tests"
                  },
                  {
                    content: "Run the tests and fix failures",
                    status: "pending",
                    activeForm: "Running the tests"
                  },
                  {
                    content: "Add a usage note to README.md",
                    status: "pending",
                    activeForm: "Updating README.md"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01GcyA3Yqw9XR0V10uzcJ0Ti",
              name: "write_file",
              input: {
                path: "test/slugify.test.js",
                content: 'import { slugify } from "../src/slugify.js";\n\nconst cases = [\n  [\'slugify("Hello World")\', slugify("Hello World"), "hello-world"],\n  [\'slugify("  Hello,   World!  ")\', slugify("  Hello,   World!  "), "hello-world"],\n  [\'slugify("Crème brûlée")\', slugify("Crème brûlée"), "creme-brulee"],\n  [\'slugify("already-a-slug")\', slugify("already-a-slug"), "already-a-slug"],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01xREK8qvCCEKEPyBeHPJDxW",
              content: "[x] Write src/slugify.js\n[>] Write the tests in test/slugify.test.js <- Writing the tests\n[ ] Run the tests and fix failures\n[ ] Add a usage note to README.md\n\n(1/4 completed)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01GcyA3Yqw9XR0V10uzcJ0Ti",
              content: "Wrote 738 bytes to test/slugify.test.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Tests written; running them.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01RenIMfraoEoqQslVdFsZYz",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Write src/slugify.js",
                status: "completed",
                activeForm: "Writing src/slugify.js"
              },
              {
                content: "Write the tests in test/slugify.test.js",
                status: "completed",
                activeForm: "Writing the tests"
              },
              {
                content: "Run the tests and fix failures",
                status: "in_progress",
                activeForm: "Running the tests"
              },
              {
                content: "Add a usage note to README.md",
                status: "pending",
                activeForm: "Updating README.md"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_01u4CFgRgyPfkAaNL8WW9Yen",
          name: "bash",
          input: {
            command: "node test/slugify.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2929,
      output: 182
    }
  },
  {
    n: 5,
    terminal: [
      "One case fails: each space or punctuation mark became its own dash, and the ends kept theirs. I'll turn each run of them into one dash and trim the ends.",
      "  ↳ round 5 · 3251 in / 141 out · session 12462 in / 1032 out",
      "> edit_file: src/slugify.js",
      "  Edited src/slugify.js"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "One case fails: each space or punctuation mark became its own dash, and the ends kept theirs. I'll turn each run of them into one dash and trim the ends.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 5,
        usage: {
          input_tokens: 3251,
          output_tokens: 141
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "src/slugify.js",
          old_text: '    .replace(/[^a-z0-9]/g, "-");',
          new_text: '    .replace(/[^a-z0-9]+/g, "-") // a run of anything else becomes one dash\n    .replace(/^-|-$/g, ""); // and no dash at either end'
        }
      },
      {
        kind: "tool-result",
        content: "Edited src/slugify.js",
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
              text: "Tests written; running them.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01RenIMfraoEoqQslVdFsZYz",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Write src/slugify.js",
                    status: "completed",
                    activeForm: "Writing src/slugify.js"
                  },
                  {
                    content: "Write the tests in test/slugify.test.js",
                    status: "completed",
                    activeForm: "Writing the tests"
                  },
                  {
                    content: "Run the tests and fix failures",
                    status: "in_progress",
                    activeForm: "Running the tests"
                  },
                  {
                    content: "Add a usage note to README.md",
                    status: "pending",
                    activeForm: "Updating README.md"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_01u4CFgRgyPfkAaNL8WW9Yen",
              name: "bash",
              input: {
                command: "node test/slugify.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01RenIMfraoEoqQslVdFsZYz",
              content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[>] Run the tests and fix failures <- Running the tests\n[ ] Add a usage note to README.md\n\n(2/4 completed)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01u4CFgRgyPfkAaNL8WW9Yen",
              content: 'ok   slugify("Hello World") = "hello-world"\nFAIL slugify("  Hello,   World!  ") = "--hello----world---" (want "hello-world")\nok   slugify("Crème brûlée") = "creme-brulee"\nok   slugify("already-a-slug") = "already-a-slug"\n3/4 passed\n(exit code 1)'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "One case fails: each space or punctuation mark became its own dash, and the ends kept theirs. I'll turn each run of them into one dash and trim the ends.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01YJAcECpO1ear7RtcjK08hf",
          name: "edit_file",
          input: {
            path: "src/slugify.js",
            old_text: '    .replace(/[^a-z0-9]/g, "-");',
            new_text: '    .replace(/[^a-z0-9]+/g, "-") // a run of anything else becomes one dash\n    .replace(/^-|-$/g, ""); // and no dash at either end'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3251,
      output: 141
    }
  },
  {
    n: 6,
    terminal: [
      "Running the tests again.",
      "  ↳ round 6 · 3532 in / 50 out · session 15994 in / 1082 out",
      "> bash: node test/slugify.test.js",
      '  ok   slugify("Hello World") = "hello-world"',
      '  ok   slugify("  Hello,   World!  ") = "hello-world"',
      '  ok   slugify("Crème brûlée") = "creme-brulee"',
      '  ok   slugify("already-a-slug") = "already-a-slug"',
      "  4/4 passed"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Running the tests again.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3532,
          output_tokens: 50
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/slugify.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   slugify("Hello World") = "hello-world"\nok   slugify("  Hello,   World!  ") = "hello-world"\nok   slugify("Crème brûlée") = "creme-brulee"\nok   slugify("already-a-slug") = "already-a-slug"\n4/4 passed',
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
              text: "One case fails: each space or punctuation mark became its own dash, and the ends kept theirs. I'll turn each run of them into one dash and trim the ends.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01YJAcECpO1ear7RtcjK08hf",
              name: "edit_file",
              input: {
                path: "src/slugify.js",
                old_text: '    .replace(/[^a-z0-9]/g, "-");',
                new_text: '    .replace(/[^a-z0-9]+/g, "-") // a run of anything else becomes one dash\n    .replace(/^-|-$/g, ""); // and no dash at either end'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01YJAcECpO1ear7RtcjK08hf",
              content: "Edited src/slugify.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "Running the tests again.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01SXuagmoV9KyTO7uLVxyQL7",
          name: "bash",
          input: {
            command: "node test/slugify.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3532,
      output: 50
    }
  },
  {
    n: 7,
    terminal: [
      "All four pass. Last step: the README.",
      "  ↳ round 7 · 3722 in / 281 out · session 19716 in / 1363 out",
      "> TodoWrite: 4 items",
      "  [x] Write src/slugify.js",
      "  [x] Write the tests in test/slugify.test.js",
      "  [x] Run the tests and fix failures",
      "  [>] Add a usage note to README.md <- Updating README.md",
      "  (3/4 completed)",
      "> edit_file: README.md",
      "  Edited README.md"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "All four pass. Last step: the README.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 7,
        usage: {
          input_tokens: 3722,
          output_tokens: 281
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Write src/slugify.js",
              status: "completed",
              activeForm: "Writing src/slugify.js"
            },
            {
              content: "Write the tests in test/slugify.test.js",
              status: "completed",
              activeForm: "Writing the tests"
            },
            {
              content: "Run the tests and fix failures",
              status: "completed",
              activeForm: "Running the tests"
            },
            {
              content: "Add a usage note to README.md",
              status: "in_progress",
              activeForm: "Updating README.md"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Write src/slugify.js",
            status: "completed",
            activity: "Writing src/slugify.js"
          },
          {
            text: "[x] Write the tests in test/slugify.test.js",
            status: "completed",
            activity: "Writing the tests"
          },
          {
            text: "[x] Run the tests and fix failures",
            status: "completed",
            activity: "Running the tests"
          },
          {
            text: "[>] Add a usage note to README.md <- Updating README.md",
            status: "in_progress",
            activity: "Updating README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[x] Run the tests and fix failures\n[>] Add a usage note to README.md <- Updating README.md\n\n(3/4 completed)",
        isError: false
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "README.md",
          old_text: "An empty project, ready for a small module: the v2 demo asks the agent to build `slugify` here, with its tests.",
          new_text: 'Turns titles into URL slugs.\n\n## Usage\n\n```js\nimport { slugify } from "./src/slugify.js";\n\nslugify("  Hello,   World!  "); // "hello-world"\n```\n\nRun the tests with `node test/slugify.test.js`.'
        }
      },
      {
        kind: "tool-result",
        content: "Edited README.md",
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
              text: "Running the tests again.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01SXuagmoV9KyTO7uLVxyQL7",
              name: "bash",
              input: {
                command: "node test/slugify.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01SXuagmoV9KyTO7uLVxyQL7",
              content: 'ok   slugify("Hello World") = "hello-world"\nok   slugify("  Hello,   World!  ") = "hello-world"\nok   slugify("Crème brûlée") = "creme-brulee"\nok   slugify("already-a-slug") = "already-a-slug"\n4/4 passed'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "All four pass. Last step: the README.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01BQxl2MM2YXBbrBFC8PWcJw",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Write src/slugify.js",
                status: "completed",
                activeForm: "Writing src/slugify.js"
              },
              {
                content: "Write the tests in test/slugify.test.js",
                status: "completed",
                activeForm: "Writing the tests"
              },
              {
                content: "Run the tests and fix failures",
                status: "completed",
                activeForm: "Running the tests"
              },
              {
                content: "Add a usage note to README.md",
                status: "in_progress",
                activeForm: "Updating README.md"
              }
            ]
          }
        },
        {
          type: "tool_use",
          id: "toolu_013iF71u8qJXfGofsY7Z5cW3",
          name: "edit_file",
          input: {
            path: "README.md",
            old_text: "An empty project, ready for a small module: the v2 demo asks the agent to build `slugify` here, with its tests.",
            new_text: 'Turns titles into URL slugs.\n\n## Usage\n\n```js\nimport { slugify } from "./src/slugify.js";\n\nslugify("  Hello,   World!  "); // "hello-world"\n```\n\nRun the tests with `node test/slugify.test.js`.'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3722,
      output: 281
    }
  },
  {
    n: 8,
    terminal: [
      "  ↳ round 8 · 4143 in / 143 out · session 23859 in / 1506 out",
      "> TodoWrite: 4 items",
      "  [x] Write src/slugify.js",
      "  [x] Write the tests in test/slugify.test.js",
      "  [x] Run the tests and fix failures",
      "  [x] Add a usage note to README.md",
      "  (4/4 completed)"
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
          input_tokens: 4143,
          output_tokens: 143
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TodoWrite",
        input: {
          items: [
            {
              content: "Write src/slugify.js",
              status: "completed",
              activeForm: "Writing src/slugify.js"
            },
            {
              content: "Write the tests in test/slugify.test.js",
              status: "completed",
              activeForm: "Writing the tests"
            },
            {
              content: "Run the tests and fix failures",
              status: "completed",
              activeForm: "Running the tests"
            },
            {
              content: "Add a usage note to README.md",
              status: "completed",
              activeForm: "Updating README.md"
            }
          ]
        }
      },
      {
        kind: "panel",
        items: [
          {
            text: "[x] Write src/slugify.js",
            status: "completed",
            activity: "Writing src/slugify.js"
          },
          {
            text: "[x] Write the tests in test/slugify.test.js",
            status: "completed",
            activity: "Writing the tests"
          },
          {
            text: "[x] Run the tests and fix failures",
            status: "completed",
            activity: "Running the tests"
          },
          {
            text: "[x] Add a usage note to README.md",
            status: "completed",
            activity: "Updating README.md"
          }
        ]
      },
      {
        kind: "tool-result",
        content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[x] Run the tests and fix failures\n[x] Add a usage note to README.md\n\n(4/4 completed)",
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
              text: "All four pass. Last step: the README.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01BQxl2MM2YXBbrBFC8PWcJw",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Write src/slugify.js",
                    status: "completed",
                    activeForm: "Writing src/slugify.js"
                  },
                  {
                    content: "Write the tests in test/slugify.test.js",
                    status: "completed",
                    activeForm: "Writing the tests"
                  },
                  {
                    content: "Run the tests and fix failures",
                    status: "completed",
                    activeForm: "Running the tests"
                  },
                  {
                    content: "Add a usage note to README.md",
                    status: "in_progress",
                    activeForm: "Updating README.md"
                  }
                ]
              }
            },
            {
              type: "tool_use",
              id: "toolu_013iF71u8qJXfGofsY7Z5cW3",
              name: "edit_file",
              input: {
                path: "README.md",
                old_text: "An empty project, ready for a small module: the v2 demo asks the agent to build `slugify` here, with its tests.",
                new_text: 'Turns titles into URL slugs.\n\n## Usage\n\n```js\nimport { slugify } from "./src/slugify.js";\n\nslugify("  Hello,   World!  "); // "hello-world"\n```\n\nRun the tests with `node test/slugify.test.js`.'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01BQxl2MM2YXBbrBFC8PWcJw",
              content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[x] Run the tests and fix failures\n[>] Add a usage note to README.md <- Updating README.md\n\n(3/4 completed)"
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_013iF71u8qJXfGofsY7Z5cW3",
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
          id: "toolu_01xtDTVn8iBZYOfE4XNUS7AN",
          name: "TodoWrite",
          input: {
            items: [
              {
                content: "Write src/slugify.js",
                status: "completed",
                activeForm: "Writing src/slugify.js"
              },
              {
                content: "Write the tests in test/slugify.test.js",
                status: "completed",
                activeForm: "Writing the tests"
              },
              {
                content: "Run the tests and fix failures",
                status: "completed",
                activeForm: "Running the tests"
              },
              {
                content: "Add a usage note to README.md",
                status: "completed",
                activeForm: "Updating README.md"
              }
            ]
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 4143,
      output: 143
    }
  },
  {
    n: 9,
    terminal: [
      "Done:",
      "- `src/slugify.js`: `slugify(text)` strips accents, lowercases, turns each run of other characters into one dash and trims dashes at the ends.",
      '- `test/slugify.test.js`: 4 cases. The first run caught a bug (`"--hello----world---"`); after the fix all 4 pass.',
      "- `README.md`: what the module does, a usage example and how to run the tests.",
      "  ↳ round 9 · 4426 in / 119 out · session 28285 in / 1625 out",
      "",
      "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v2 live."
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: 'Done:\n- `src/slugify.js`: `slugify(text)` strips accents, lowercases, turns each run of other characters into one dash and trims dashes at the ends.\n- `test/slugify.test.js`: 4 cases. The first run caught a bug (`"--hello----world---"`); after the fix all 4 pass.\n- `README.md`: what the module does, a usage example and how to run the tests.',
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 9,
        usage: {
          input_tokens: 4426,
          output_tokens: 119
        },
        stop: "end_turn"
      },
      {
        kind: "turn-end"
      },
      {
        kind: "note",
        text: "Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v2 live."
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
              id: "toolu_01xtDTVn8iBZYOfE4XNUS7AN",
              name: "TodoWrite",
              input: {
                items: [
                  {
                    content: "Write src/slugify.js",
                    status: "completed",
                    activeForm: "Writing src/slugify.js"
                  },
                  {
                    content: "Write the tests in test/slugify.test.js",
                    status: "completed",
                    activeForm: "Writing the tests"
                  },
                  {
                    content: "Run the tests and fix failures",
                    status: "completed",
                    activeForm: "Running the tests"
                  },
                  {
                    content: "Add a usage note to README.md",
                    status: "completed",
                    activeForm: "Updating README.md"
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
              tool_use_id: "toolu_01xtDTVn8iBZYOfE4XNUS7AN",
              content: "[x] Write src/slugify.js\n[x] Write the tests in test/slugify.test.js\n[x] Run the tests and fix failures\n[x] Add a usage note to README.md\n\n(4/4 completed)"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: 'Done:\n- `src/slugify.js`: `slugify(text)` strips accents, lowercases, turns each run of other characters into one dash and trims dashes at the ends.\n- `test/slugify.test.js`: 4 cases. The first run caught a bug (`"--hello----world---"`); after the fix all 4 pass.\n- `README.md`: what the module does, a usage example and how to run the tests.',
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 4426,
      output: 119
    }
  }
];
const v2Demo = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  v2Demo as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
