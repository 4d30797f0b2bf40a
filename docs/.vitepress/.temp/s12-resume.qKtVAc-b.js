const title = "s12 · resume.json";
const lesson = "s12";
const file = "lessons/s12-tasks/cassettes/resume.json";
const terminal = "run";
const rounds = [
  {
    n: 1,
    terminal: [
      "s12 >> Carry on.",
      "⏰ reminder injected: <reminder>Tasks from an earlier session are in .tasks/. Open tasks:",
      "#3 [pending] Test src/notes.js",
      "#4 [pending] Document notes.js in README.md",
      "Carry on with them (TaskList, TaskGet) instead of planning again.</reminder>",
      "Two tasks are left from the last session, and both can start. The tests first.",
      "  ↳ round 1 · 1800 in / 59 out · session 1800 in / 59 out",
      "> TaskGet: #3",
      "  #3 Test src/notes.js",
      "  status: pending",
      "  owner: none",
      "  blocked by: #2 Write src/notes.js (completed)",
      "  blocks: none",
      "  description: test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is r…"
    ],
    events: [
      {
        kind: "prompt",
        text: "Carry on."
      },
      {
        kind: "reminder",
        text: "<reminder>Tasks from an earlier session are in .tasks/. Open tasks:\n#3 [pending] Test src/notes.js\n#4 [pending] Document notes.js in README.md\nCarry on with them (TaskList, TaskGet) instead of planning again.</reminder>"
      },
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "Two tasks are left from the last session, and both can start. The tests first.",
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
          output_tokens: 59
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskGet",
        input: {
          taskId: "3"
        }
      },
      {
        kind: "tool-result",
        content: "#3 Test src/notes.js\nstatus: pending\nowner: none\nblocked by: #2 Write src/notes.js (completed)\nblocks: none\ndescription: test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused.",
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
              text: "<reminder>Tasks from an earlier session are in .tasks/. Open tasks:\n#3 [pending] Test src/notes.js\n#4 [pending] Document notes.js in README.md\nCarry on with them (TaskList, TaskGet) instead of planning again.</reminder>"
            },
            {
              type: "text",
              text: "Carry on."
            }
          ]
        }
      ],
      system: "You are a coding agent at <workdir>, named main.\n\nLoop: plan with the task tools, act with your tools, update the tasks, then report what you did.\n\nRules:\n- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).\n- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.\n- Mark a task in_progress before you start it, completed as soon as it is done.\n- Prefer tools over prose. Act; do not only explain.\n- Do not guess file paths: list or search first when unsure.\n- Keep changes small and check them (run the code or the tests).\n- When done, summarise what changed in a few lines.",
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
          name: "TaskCreate",
          description: "Create a task in the shared task list (.tasks/). Returns its id. Link it to the tasks it waits for afterwards, with TaskUpdate.",
          input_schema: {
            type: "object",
            properties: {
              subject: {
                type: "string",
                minLength: 1,
                description: "A short title, e.g. Write the tests"
              },
              description: {
                type: "string",
                description: "What is to be done, in enough detail for another agent to do it"
              },
              activeForm: {
                description: "The task in the present tense, shown while it is in progress",
                type: "string"
              }
            },
            required: [
              "subject",
              "description"
            ]
          }
        },
        {
          name: "TaskGet",
          description: "Read one task whole: subject, description, status, owner, the tasks it is blocked by and the tasks it blocks.",
          input_schema: {
            type: "object",
            properties: {
              taskId: {
                type: "string",
                description: `The task's id, e.g. "3"`
              }
            },
            required: [
              "taskId"
            ]
          }
        },
        {
          name: "TaskUpdate",
          description: "Change a task: its status (in_progress when you start it, completed when it is done, deleted), its text, its owner, or the tasks it waits for (addBlockedBy) or holds up (addBlocks), given by id.",
          input_schema: {
            type: "object",
            properties: {
              taskId: {
                type: "string",
                description: `The task's id, e.g. "3"`
              },
              status: {
                type: "string",
                "enum": [
                  "pending",
                  "in_progress",
                  "completed",
                  "deleted"
                ]
              },
              subject: {
                type: "string",
                minLength: 1
              },
              description: {
                type: "string"
              },
              activeForm: {
                type: "string"
              },
              owner: {
                description: "The agent that works on it",
                type: "string",
                minLength: 1
              },
              addBlockedBy: {
                description: "Ids of tasks that must be completed before this one",
                type: "array",
                items: {
                  type: "string"
                }
              },
              addBlocks: {
                description: "Ids of tasks that cannot start before this one is completed",
                type: "array",
                items: {
                  type: "string"
                }
              }
            },
            required: [
              "taskId"
            ]
          }
        },
        {
          name: "TaskList",
          description: "List every task: id, status, subject, owner and what it is blocked by, and which tasks can start now.",
          input_schema: {
            type: "object",
            properties: {}
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
          text: "Two tasks are left from the last session, and both can start. The tests first.",
          citations: null
        },
        {
          type: "tool_use",
          id: "toolu_01khsprjMhppEc7fVNi2loxj",
          name: "TaskGet",
          input: {
            taskId: "3"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1800,
      output: 59
    }
  },
  {
    n: 2,
    terminal: [
      "  ↳ round 2 · 1999 in / 377 out · session 3799 in / 436 out",
      "> TaskUpdate: #3 status=in_progress",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [✓] #2 Write src/notes.js",
      "  [▸] #3 Test src/notes.js (owner: main)",
      "  [ ] #4 Document notes.js in README.md",
      "  (2/4 completed)",
      "  #3 is in progress (owner: main).",
      "> write_file: test/notes.test.js",
      "  Wrote 1028 bytes to test/notes.test.js"
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
          input_tokens: 1999,
          output_tokens: 377
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[✓] #2 Write src/notes.js",
            status: "completed",
            activity: "Writing src/notes.js"
          },
          {
            text: "[▸] #3 Test src/notes.js (owner: main)",
            status: "in_progress",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 is in progress (owner: main).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "write_file",
        input: {
          path: "test/notes.test.js",
          content: 'import { addNote, listNotes } from "../src/notes.js";\n\nconst refused = (note) => {\n  try {\n    addNote(note);\n    return "kept";\n  } catch (err) {\n    return err.message;\n  }\n};\n\nconst cases = [\n  [\'addNote({ title: "Milk", body: "2 litres" })\', addNote({ title: "Milk", body: "2 litres" }), 1],\n  [\'refused({ body: "no title" })\', refused({ body: "no title" }), "title must be a string"],\n  [\'refused({ title: 3, body: "" })\', refused({ title: 3, body: "" }), "title must be a string"],\n  [\'refused({ title: " ", body: "" })\', refused({ title: " ", body: "" }), "title must not be empty"],\n  ["listNotes()", listNotes(), [{ title: "Milk", body: "2 litres" }]],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
        }
      },
      {
        kind: "tool-result",
        content: "Wrote 1028 bytes to test/notes.test.js",
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
              text: "Two tasks are left from the last session, and both can start. The tests first.",
              citations: null
            },
            {
              type: "tool_use",
              id: "toolu_01khsprjMhppEc7fVNi2loxj",
              name: "TaskGet",
              input: {
                taskId: "3"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01khsprjMhppEc7fVNi2loxj",
              content: "#3 Test src/notes.js\nstatus: pending\nowner: none\nblocked by: #2 Write src/notes.js (completed)\nblocks: none\ndescription: test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01rUMPXQntw6Pq2vuFEDYTiw",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01wHgdKnP514C6J17tuzeVff",
          name: "write_file",
          input: {
            path: "test/notes.test.js",
            content: 'import { addNote, listNotes } from "../src/notes.js";\n\nconst refused = (note) => {\n  try {\n    addNote(note);\n    return "kept";\n  } catch (err) {\n    return err.message;\n  }\n};\n\nconst cases = [\n  [\'addNote({ title: "Milk", body: "2 litres" })\', addNote({ title: "Milk", body: "2 litres" }), 1],\n  [\'refused({ body: "no title" })\', refused({ body: "no title" }), "title must be a string"],\n  [\'refused({ title: 3, body: "" })\', refused({ title: 3, body: "" }), "title must be a string"],\n  [\'refused({ title: " ", body: "" })\', refused({ title: " ", body: "" }), "title must not be empty"],\n  ["listNotes()", listNotes(), [{ title: "Milk", body: "2 litres" }]],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 1999,
      output: 377
    }
  },
  {
    n: 3,
    terminal: [
      "  ↳ round 3 · 2516 in / 35 out · session 6315 in / 471 out",
      "> bash: node test/notes.test.js",
      '  ok   addNote({ title: "Milk", body: "2 litres" }) = 1',
      '  ok   refused({ body: "no title" }) = "title must be a string"',
      '  ok   refused({ title: 3, body: "" }) = "title must be a string"',
      '  ok   refused({ title: " ", body: "" }) = "title must not be empty"',
      '  ok   listNotes() = [{"title":"Milk","body":"2 litres"}]',
      "  5/5 passed"
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
          input_tokens: 2516,
          output_tokens: 35
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "bash",
        input: {
          command: "node test/notes.test.js"
        }
      },
      {
        kind: "tool-result",
        content: 'ok   addNote({ title: "Milk", body: "2 litres" }) = 1\nok   refused({ body: "no title" }) = "title must be a string"\nok   refused({ title: 3, body: "" }) = "title must be a string"\nok   refused({ title: " ", body: "" }) = "title must not be empty"\nok   listNotes() = [{"title":"Milk","body":"2 litres"}]\n5/5 passed',
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
              id: "toolu_01rUMPXQntw6Pq2vuFEDYTiw",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01wHgdKnP514C6J17tuzeVff",
              name: "write_file",
              input: {
                path: "test/notes.test.js",
                content: 'import { addNote, listNotes } from "../src/notes.js";\n\nconst refused = (note) => {\n  try {\n    addNote(note);\n    return "kept";\n  } catch (err) {\n    return err.message;\n  }\n};\n\nconst cases = [\n  [\'addNote({ title: "Milk", body: "2 litres" })\', addNote({ title: "Milk", body: "2 litres" }), 1],\n  [\'refused({ body: "no title" })\', refused({ body: "no title" }), "title must be a string"],\n  [\'refused({ title: 3, body: "" })\', refused({ title: 3, body: "" }), "title must be a string"],\n  [\'refused({ title: " ", body: "" })\', refused({ title: " ", body: "" }), "title must not be empty"],\n  ["listNotes()", listNotes(), [{ title: "Milk", body: "2 litres" }]],\n];\n\nlet failed = 0;\nfor (const [name, got, want] of cases) {\n  const ok = JSON.stringify(got) === JSON.stringify(want);\n  if (!ok) failed += 1;\n  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);\n}\nconsole.log(`${cases.length - failed}/${cases.length} passed`);\nprocess.exitCode = failed ? 1 : 0;\n'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01rUMPXQntw6Pq2vuFEDYTiw",
              content: "#3 is in progress (owner: main)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01wHgdKnP514C6J17tuzeVff",
              content: "Wrote 1028 bytes to test/notes.test.js"
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01we3IIJiiLHyJVKnzP2daLP",
          name: "bash",
          input: {
            command: "node test/notes.test.js"
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2516,
      output: 35
    }
  },
  {
    n: 4,
    terminal: [
      "  ↳ round 4 · 2691 in / 230 out · session 9006 in / 701 out",
      "> TaskUpdate: #3 status=completed",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [✓] #2 Write src/notes.js",
      "  [✓] #3 Test src/notes.js",
      "  [ ] #4 Document notes.js in README.md",
      "  (3/4 completed)",
      "  #3 is completed.",
      "> TaskUpdate: #4 status=in_progress",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [✓] #2 Write src/notes.js",
      "  [✓] #3 Test src/notes.js",
      "  [▸] #4 Document notes.js in README.md (owner: main)",
      "  (3/4 completed)",
      "  #4 is in progress (owner: main).",
      "> edit_file: README.md",
      "  Edited README.md"
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
          input_tokens: 2691,
          output_tokens: 230
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "3",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[✓] #2 Write src/notes.js",
            status: "completed",
            activity: "Writing src/notes.js"
          },
          {
            text: "[✓] #3 Test src/notes.js",
            status: "completed",
            activity: "Testing src/notes.js"
          },
          {
            text: "[ ] #4 Document notes.js in README.md",
            status: "pending",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#3 is completed.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          status: "in_progress"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[✓] #2 Write src/notes.js",
            status: "completed",
            activity: "Writing src/notes.js"
          },
          {
            text: "[✓] #3 Test src/notes.js",
            status: "completed",
            activity: "Testing src/notes.js"
          },
          {
            text: "[▸] #4 Document notes.js in README.md (owner: main)",
            status: "in_progress",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 is in progress (owner: main).",
        isError: false
      },
      {
        kind: "tool-call",
        name: "edit_file",
        input: {
          path: "README.md",
          old_text: "A small notes module, still to be written: the s12 demo plans it as a task graph and builds it.",
          new_text: 'A small notes module.\n\n## Usage\n\n```js\nimport { addNote, listNotes } from "./src/notes.js";\n\naddNote({ title: "Milk", body: "2 litres" }); // 1: the number of notes\nlistNotes(); // [{ title: "Milk", body: "2 litres" }]\n```\n\nA note has a non-empty `title` and a `body`, both strings (`schema/note.json`); `addNote` throws on any other.\nRun the tests with `node test/notes.test.js`.'
        }
      },
      {
        kind: "tool-result",
        content: "Edited README.md",
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
              id: "toolu_01we3IIJiiLHyJVKnzP2daLP",
              name: "bash",
              input: {
                command: "node test/notes.test.js"
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01we3IIJiiLHyJVKnzP2daLP",
              content: 'ok   addNote({ title: "Milk", body: "2 litres" }) = 1\nok   refused({ body: "no title" }) = "title must be a string"\nok   refused({ title: 3, body: "" }) = "title must be a string"\nok   refused({ title: " ", body: "" }) = "title must not be empty"\nok   listNotes() = [{"title":"Milk","body":"2 litres"}]\n5/5 passed'
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "tool_use",
          id: "toolu_01ZbLzUMDeA7MCTDNyPbRyxP",
          name: "TaskUpdate",
          input: {
            taskId: "3",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_0176hwHA8MwJ7or6Jf2rr7Hg",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "in_progress"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01roxm0CrPxzt7eGDMbyAcHU",
          name: "edit_file",
          input: {
            path: "README.md",
            old_text: "A small notes module, still to be written: the s12 demo plans it as a task graph and builds it.",
            new_text: 'A small notes module.\n\n## Usage\n\n```js\nimport { addNote, listNotes } from "./src/notes.js";\n\naddNote({ title: "Milk", body: "2 litres" }); // 1: the number of notes\nlistNotes(); // [{ title: "Milk", body: "2 litres" }]\n```\n\nA note has a non-empty `title` and a `body`, both strings (`schema/note.json`); `addNote` throws on any other.\nRun the tests with `node test/notes.test.js`.'
          }
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 2691,
      output: 230
    }
  },
  {
    n: 5,
    terminal: [
      "  ↳ round 5 · 3061 in / 50 out · session 12067 in / 751 out",
      "> TaskUpdate: #4 status=completed",
      "  ## Tasks",
      "  [✓] #1 Write the note schema",
      "  [✓] #2 Write src/notes.js",
      "  [✓] #3 Test src/notes.js",
      "  [✓] #4 Document notes.js in README.md",
      "  (4/4 completed)",
      "  #4 is completed.",
      "> TaskList: {}",
      "  #1 [completed] Write the note schema",
      "  #2 [completed] Write src/notes.js",
      "  #3 [completed] Test src/notes.js",
      "  #4 [completed] Document notes.js in README.md",
      "  ",
      "  Every task is completed."
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
          input_tokens: 3061,
          output_tokens: 50
        },
        stop: "tool_use"
      },
      {
        kind: "tool-call",
        name: "TaskUpdate",
        input: {
          taskId: "4",
          status: "completed"
        }
      },
      {
        kind: "panel",
        title: "## Tasks",
        items: [
          {
            text: "[✓] #1 Write the note schema",
            status: "completed",
            activity: "Writing the note schema"
          },
          {
            text: "[✓] #2 Write src/notes.js",
            status: "completed",
            activity: "Writing src/notes.js"
          },
          {
            text: "[✓] #3 Test src/notes.js",
            status: "completed",
            activity: "Testing src/notes.js"
          },
          {
            text: "[✓] #4 Document notes.js in README.md",
            status: "completed",
            activity: "Documenting notes.js"
          }
        ],
        withResult: true
      },
      {
        kind: "tool-result",
        content: "#4 is completed.",
        isError: false
      },
      {
        kind: "tool-call",
        name: "TaskList",
        input: {}
      },
      {
        kind: "tool-result",
        content: "#1 [completed] Write the note schema\n#2 [completed] Write src/notes.js\n#3 [completed] Test src/notes.js\n#4 [completed] Document notes.js in README.md\n\nEvery task is completed.",
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
              id: "toolu_01ZbLzUMDeA7MCTDNyPbRyxP",
              name: "TaskUpdate",
              input: {
                taskId: "3",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_0176hwHA8MwJ7or6Jf2rr7Hg",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                status: "in_progress"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01roxm0CrPxzt7eGDMbyAcHU",
              name: "edit_file",
              input: {
                path: "README.md",
                old_text: "A small notes module, still to be written: the s12 demo plans it as a task graph and builds it.",
                new_text: 'A small notes module.\n\n## Usage\n\n```js\nimport { addNote, listNotes } from "./src/notes.js";\n\naddNote({ title: "Milk", body: "2 litres" }); // 1: the number of notes\nlistNotes(); // [{ title: "Milk", body: "2 litres" }]\n```\n\nA note has a non-empty `title` and a `body`, both strings (`schema/note.json`); `addNote` throws on any other.\nRun the tests with `node test/notes.test.js`.'
              }
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01ZbLzUMDeA7MCTDNyPbRyxP",
              content: "#3 is completed."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_0176hwHA8MwJ7or6Jf2rr7Hg",
              content: "#4 is in progress (owner: main)."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01roxm0CrPxzt7eGDMbyAcHU",
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
          id: "toolu_01VeHmcPc6CK83qRXCcxyWjn",
          name: "TaskUpdate",
          input: {
            taskId: "4",
            status: "completed"
          }
        },
        {
          type: "tool_use",
          id: "toolu_01Hde6sADuGQCtoOhJWA2hhJ",
          name: "TaskList",
          input: {}
        }
      ],
      stop_reason: "tool_use"
    },
    usage: {
      input: 3061,
      output: 50
    }
  },
  {
    n: 6,
    terminal: [
      "All four tasks are done:",
      "- #3 `test/notes.test.js`: 5 cases, all pass.",
      "- #4 `README.md`: a usage section, and what a note must have.",
      "  ↳ round 6 · 3251 in / 58 out · session 15318 in / 809 out"
    ],
    events: [
      {
        kind: "thinking"
      },
      {
        kind: "text",
        text: "All four tasks are done:\n- #3 `test/notes.test.js`: 5 cases, all pass.\n- #4 `README.md`: a usage section, and what a note must have.",
        streamed: false
      },
      {
        kind: "round",
        speaker: {
          agent: "main"
        },
        n: 6,
        usage: {
          input_tokens: 3251,
          output_tokens: 58
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
              id: "toolu_01VeHmcPc6CK83qRXCcxyWjn",
              name: "TaskUpdate",
              input: {
                taskId: "4",
                status: "completed"
              }
            },
            {
              type: "tool_use",
              id: "toolu_01Hde6sADuGQCtoOhJWA2hhJ",
              name: "TaskList",
              input: {}
            }
          ]
        },
        {
          role: "user",
          content: [
            {
              type: "tool_result",
              tool_use_id: "toolu_01VeHmcPc6CK83qRXCcxyWjn",
              content: "#4 is completed."
            },
            {
              type: "tool_result",
              tool_use_id: "toolu_01Hde6sADuGQCtoOhJWA2hhJ",
              content: "#1 [completed] Write the note schema\n#2 [completed] Write src/notes.js\n#3 [completed] Test src/notes.js\n#4 [completed] Document notes.js in README.md\n\nEvery task is completed."
            }
          ]
        }
      ]
    },
    response: {
      content: [
        {
          type: "text",
          text: "All four tasks are done:\n- #3 `test/notes.test.js`: 5 cases, all pass.\n- #4 `README.md`: a usage section, and what a note must have.",
          citations: null
        }
      ],
      stop_reason: "end_turn"
    },
    usage: {
      input: 3251,
      output: 58
    }
  }
];
const s12Resume = {
  title,
  lesson,
  file,
  terminal,
  rounds
};
export {
  s12Resume as default,
  file,
  lesson,
  rounds,
  terminal,
  title
};
