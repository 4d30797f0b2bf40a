/** What the cross-lesson tests expect of lesson s09 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
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
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  badInputs: [
    {
      name: "memory: a command it does not have",
      tool: "memory",
      input: { command: "move", path: "/memories/a.md" },
      expect: /^Error: Invalid input for memory: command: /,
    },
    {
      name: "memory: a command without its fields",
      tool: "memory",
      input: { command: "create", path: "/memories/a.md" },
      expect: /^Error: create takes path and file_text: file_text is missing\.$/,
    },
    {
      name: "memory: another command's field",
      tool: "memory",
      input: { command: "delete", path: "/memories/a.md", file_text: "x" },
      expect: /^Error: delete takes path, not file_text\.$/,
    },
    {
      name: "memory: a path outside /memories",
      tool: "memory",
      input: { command: "view", path: "../../etc/passwd" },
      expect: /^Error: \.\.\/\.\.\/etc\/passwd contains "\.\."/,
    },
  ],
  mistakes: [
    {
      name: "control characters let through",
      checks: ["memory-cases"],
      edits: [
        [
          "  const control = /[\\u0000-\\u001f\\u007f]/.exec(path);",
          "  const control = /[\\u0000]/.exec(path);",
        ],
      ],
      message:
        'memory-cases: round 9: memory with {"command":"create","path":"/memories/a\\nb.md","file_text":"---\\nname: Code styl…th two spaces.\\n"}: your answer (an error) d',
    },
    {
      name: "no check for ..",
      checks: ["memory-cases"],
      edits: [['  if (path.split("/").includes(".."))', '  if (path.split("/").includes("../"))']],
      message:
        'memory-cases: round 5: memory with {"command":"view","path":"/memories/../secrets.md"}: expected "Error: /memories/../secrets.md contains \\"..\\": a memory path ',
    },
    {
      name: "/memories/ not taken for the folder",
      checks: ["memory-cases"],
      edits: [
        [
          "  if (path === MEMORY_ROOT || path === `${MEMORY_ROOT}/`) return",
          "  if (path === MEMORY_ROOT) return",
        ],
      ],
      message:
        'memory-cases: round 3: memory with {"command":"view","path":"/memories/"}: your answer (an error) differs from the recorded session\'s:',
    },
    {
      name: "a prefix taken for the folder",
      checks: ["memory-cases"],
      edits: [
        ["  if (!path.startsWith(`${MEMORY_ROOT}/`))", "  if (!path.startsWith(MEMORY_ROOT))"],
      ],
      message:
        'memory-cases: round 7: memory with {"command":"create","path":"/memoriesa.md","file_text":"---\\nname: Code style\\nd…th two spaces.\\n"}: expected "Error: /memori',
    },
    {
      name: "sub-folders let through",
      checks: ["memory-cases"],
      edits: [['  if (name.includes("/"))\n', '  if (name.startsWith("/"))\n']],
      message:
        'memory-cases: round 12: memory with {"command":"create","path":"/memories/notes/a.md","file_text":"---\\nname: Code s…th two spaces.\\n"}: expected "Error: /memor',
    },
    {
      name: "dot names let through",
      checks: ["memory-cases"],
      edits: [['  if (name.startsWith("."))\n', '  if (name === ".")\n']],
      message:
        'memory-cases: round 13: memory with {"command":"view","path":"/memories/.lock"}: your answer differs from the recorded session\'s (an error):',
    },
    {
      name: "the name shown without /memories",
      checks: ["memory-cases"],
      edits: [
        [
          "  return { root: false, name, shown: path };",
          "  return { root: false, name, shown: name };",
        ],
      ],
      message:
        'memory-cases: round 2: memory with {"command":"create","path":"/memories/style.md","file_text":"---\\nname: Code sty…th two spaces.\\n"}: expected "File created s',
    },
    {
      name: "the index made from nothing",
      checks: ["memory-cases"],
      edits: [
        [
          "  const text = indexText(folder, folder.names(), maxBytes);",
          "  const text = indexText(folder, [], maxBytes);",
        ],
      ],
      message:
        'memory-cases: round 3: memory with {"command":"view","path":"/memories/"}: your answer differs from the recorded session\'s:',
    },
    {
      name: "the index never written",
      checks: ["memory-cases"],
      edits: [["    folder.write(INDEX_FILE, text, { beforeCommit: stillLocked });\n", ""]],
      message:
        'memory-cases: round 3: memory with {"command":"view","path":"/memories/"}: your answer differs from the recorded session\'s:',
    },
    {
      name: "the index not returned",
      checks: ["recall"],
      edits: [["  return text;\n}\n// #endregion index", '  return "";\n}\n// #endregion index']],
      message: "recall: request 1: the system prompt differs from the recorded session's.",
    },
  ],
  audit: {
    path: [
      [
        'The path the model gave, checked as text; each rule broken is a ToolError whose message names it. First a control character anywhere (/[\\u0000-\\u001f\\u007f]/): "Error: The path JSON holds a control character (NAME): a memory path is plain text, with no NUL, line break or other control character." (JSON: the path as JSON.stringify writes it; NAME: controlName of the character).',
        "control characters let through",
      ],
      [
        'Then a ".." part (the path split at "/"): "Error: PATH contains \\"..\\": a memory path may not climb out of /memories."',
        "no check for ..",
      ],
      [
        'MEMORY_ROOT ("/memories") itself, with or without a "/" after it, is { root: true, shown: MEMORY_ROOT }.',
        "/memories/ not taken for the folder",
      ],
      [
        'A path that does not start with "/memories/": "Error: PATH is outside /memories: every memory path lies under /memories (such as /memories/testing.md)."',
        "a prefix taken for the folder",
      ],
      [
        'The rest is the name: one with a "/" in it is "Error: PATH is in a sub-folder: memories are kept directly in /memories (such as /memories/LAST)." (LAST: its last non-empty part, else testing.md);',
        "sub-folders let through",
      ],
      [
        'one that starts with "." is "Error: PATH starts with a dot: such names are the memory store\'s own files (its lock, its temporary files), not memories."',
        "dot names let through",
      ],
      ["Otherwise { root: false, name, shown: path }.", "the name shown without /memories"],
    ],
    index: [
      [
        "The index rebuilt: its text is indexText(folder, folder.names(), maxBytes), made afresh from the folder.",
        "the index made from nothing",
      ],
      [
        'Write it to MEMORY.md with folder.write(INDEX_FILE, text, { beforeCommit: stillLocked }) (the kit\'s atomic writer, which checks the lock first) when it differs from what MEMORY.md holds now (readMemoryText(folder, INDEX_FILE, "/memories/MEMORY.md", maxBytes); what cannot be read there counts as nothing).',
        "the index never written",
      ],
      ["Return the text.", "the index not returned"],
    ],
  },
} satisfies LessonExpectations;
