/** What the cross-lesson tests expect of lesson s10 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // As s09's, which it started from: keep them true as the lesson grows.
  tools: [
    "bash",
    "read_file",
    "write_file",
    "edit_file",
    "glob",
    "todo_write",
    "task",
    "compact",
    "memory",
  ],
  reminders: ["<reminder>Update your todos.</reminder>"],
  // The failing tool calls its cassettes mean to show, by cassette: { "demo.json": [{ round, tool, result, why }] }.
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "~/ not under the home folder",
      checks: ["imports"],
      edits: [
        ["        ? join(walk.home, target.slice(2))", "        ? resolve(dirname(file), target)"],
      ],
      message: "imports: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the cycle named without the path again",
      checks: ["imports"],
      edits: [["${[...chain, path].map(shown).join(", "${chain.map(shown).join("]],
      message: "imports: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "one hop too few",
      checks: ["imports"],
      edits: [["if (chain.length > MAX_IMPORT_HOPS)", "if (chain.length >= MAX_IMPORT_HOPS)"]],
      message: "imports: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the missing file named by its absolute path",
      checks: ["imports"],
      edits: [["note(`${shown(path)} does not exist`)", "note(`${path} does not exist`)"]],
      message: "imports: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the body's trailing line break kept",
      checks: ["imports"],
      edits: [
        [
          'expandImports(path, imported, walk, [...chain, path]).replace(/\\n$/, "");',
          "expandImports(path, imported, walk, [...chain, path]);",
        ],
      ],
      message: "imports: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the imported file not wrapped with its path",
      checks: ["demo"],
      edits: [['<imported path="${shown(path)}">', "<imported>"]],
      message: "demo: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a breakpoint on every fixed block",
      checks: ["demo"],
      edits: [
        [
          "...(i === lastFixed ? { cache_control: EPHEMERAL } : {}),",
          "...(s.fixed ? { cache_control: EPHEMERAL } : {}),",
        ],
      ],
      message:
        "demo: request 1: the system prompt has the recorded session's text, not its blocks (their cache_control, or how it is cut):",
    },
    {
      name: "the fixed sections last",
      checks: ["demo"],
      edits: [
        [
          "const ordered = [...sections.filter((s) => s.fixed), ...sections.filter((s) => !s.fixed)];",
          "const ordered = [...sections.filter((s) => !s.fixed), ...sections.filter((s) => s.fixed)];",
        ],
      ],
      message: "demo: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the breakpoint on the first fixed block",
      checks: ["demo"],
      edits: [["ordered.findLastIndex((s) => s.fixed)", "ordered.findIndex((s) => s.fixed)"]],
      message:
        "demo: request 1: the system prompt has the recorded session's text, not its blocks (their cache_control, or how it is cut):",
    },
    {
      name: "the breakpoint on the first tool",
      checks: ["demo"],
      edits: [
        [
          "i === tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t",
          "i === 0 ? { ...t, cache_control: EPHEMERAL } : t",
        ],
      ],
      message: "demo: request 1: the tool bash has another definition than the recorded session's.",
    },
    {
      name: "a string content left without its breakpoint",
      checks: ["demo"],
      edits: [
        [
          "  if (!last) return { tools: marked, system, messages };",
          '  if (!last || typeof last.content === "string") return { tools: marked, system, messages };',
        ],
      ],
      message:
        "demo: request 1, the learner's first message: this message differs from the recorded session's:",
    },
    {
      name: "the last block marked in place",
      checks: ["demo"],
      edits: [
        [
          "  blocks[blocks.length - 1] = {\n    ...blocks[blocks.length - 1],\n    cache_control: EPHEMERAL,\n  } as (typeof blocks)[number];",
          "  Object.assign(blocks[blocks.length - 1], { cache_control: EPHEMERAL });",
        ],
      ],
      message:
        'demo: round 1: read_file with path as a string "src/receipt.js": yours answers as the recorded session does, in another block:',
    },
    {
      name: "the marked messages not returned",
      checks: ["demo"],
      edits: [
        [
          "    messages: [...messages.slice(0, -1), { ...last, content: blocks } as Anthropic.MessageParam],",
          "    messages,",
        ],
      ],
      message:
        "demo: request 1, the learner's first message: this message differs from the recorded session's:",
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    walk: [
      [
        'One @path import found in the prose of `file` (IMPORT matched it: `before` is what came before the @, `target` the path). Resolve it: "~/x" under walk.home, an absolute path as it is, else relative to the folder of `file` (resolve(dirname(file), target)).',
        "~/ not under the home folder",
      ],
      [
        'Each refusal keeps "@target" and adds a note: `${before}@${target} [not imported: WHY]`, where WHY is "a cycle, A → B → A; cut here" when the path is in `chain` (the files that led here, and the path again, each as shown(path) gives it),',
        "the cycle named without the path again",
      ],
      ['"more than 5 hops deep" when chain.length > MAX_IMPORT_HOPS,', "one hop too few"],
      [
        'and "PATH does not exist" when walk.read(path) gives undefined (PATH: shown(path)).',
        "the missing file named by its absolute path",
      ],
      [
        "Otherwise the imported text, its own imports expanded (expandImports(path, imported, walk, [...chain, path]), one trailing line break dropped),",
        "the body's trailing line break kept",
      ],
      [
        'after the @target line: `${before}@${target}\\n<imported path="SHOWN">\\n${body}\\n</imported>\\n`.',
        "the imported file not wrapped with its path",
      ],
    ],
    place: [
      [
        'The request\'s parts with at most 4 cache breakpoints ({ type: "ephemeral" }: EPHEMERAL), never changing what it is given.',
        "a breakpoint on every fixed block",
      ],
      [
        "The system: one text block per section, the fixed sections first (in their order), then the others;",
        "the fixed sections last",
      ],
      ["the last fixed block gets cache_control.", "the breakpoint on the first fixed block"],
      [
        "The tools: the last one gets cache_control (a copy of it).",
        "the breakpoint on the first tool",
      ],
      [
        "The messages: when there is a last message, its last block gets cache_control (a string content becomes one text block);",
        "a string content left without its breakpoint",
      ],
      [
        "the message and its blocks are copies, the others as they are.",
        "the last block marked in place",
      ],
      ["Return { tools, system, messages }.", "the marked messages not returned"],
    ],
  },
} satisfies LessonExpectations;
