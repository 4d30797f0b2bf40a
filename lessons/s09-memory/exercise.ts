/** The exercise of lesson s09 (`pnpm exercise s09`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "memory: the path check of the memory tool, and the index rebuilt after each change",
  // The cases first, then the two sessions of the demo: the second starts from the index the first left.
  checks: ["memory-cases", "demo", "recall"],
  regions: {
    path: {
      todo: `The path the model gave, checked as text; each rule broken is a ToolError whose message names it.
First a control character anywhere (/[\\u0000-\\u001f\\u007f]/): "Error: The path JSON holds a control character
(NAME): a memory path is plain text, with no NUL, line break or other control character." (JSON: the path as
JSON.stringify writes it; NAME: controlName of the character).
Then a ".." part (the path split at "/"): "Error: PATH contains \\"..\\": a memory path may not climb out of /memories."
MEMORY_ROOT ("/memories") itself, with or without a "/" after it, is { root: true, shown: MEMORY_ROOT }.
A path that does not start with "/memories/": "Error: PATH is outside /memories: every memory path lies under
/memories (such as /memories/testing.md)."
The rest is the name: one with a "/" in it is "Error: PATH is in a sub-folder: memories are kept directly in
/memories (such as /memories/LAST)." (LAST: its last non-empty part, else testing.md);
one that starts with "." is "Error: PATH starts with a dot: such names are the memory store's own files
(its lock, its temporary files), not memories."
Otherwise { root: false, name, shown: path }.`,
      stub: "return { root: false, name: path.slice(MEMORY_ROOT.length + 1), shown: path };",
    },
    index: {
      todo: `The index rebuilt: its text is indexText(folder, folder.names(), maxBytes), made afresh from the folder.
Write it to MEMORY.md with folder.write(INDEX_FILE, text, { beforeCommit: stillLocked }) (the kit's atomic writer,
which checks the lock first) when it differs from what MEMORY.md holds now (readMemoryText(folder, INDEX_FILE,
"/memories/MEMORY.md", maxBytes); what cannot be read there counts as nothing).
Return the text.`,
      stub: 'return "";',
    },
  },
  hints: {
    "memory-cases": [
      "memory-cases.json calls the memory tool once a round: the folder viewed, a memory made, then one path after another that breaks a rule, each of which must be refused with its own message and change nothing. The failing round names the path.",
      "The order of the checks matters: a control character first (a NUL, a line feed), then .., then /memories itself, then outside /memories, then a sub-folder, then a dot name. /memoriesa.md is outside: compare with MEMORY_ROOT + '/'.",
      'Nearly the answer: if (path.split("/").includes("..")) throw …; if (path === MEMORY_ROOT || path === `${MEMORY_ROOT}/`) return { root: true, shown: MEMORY_ROOT }; if (!path.startsWith(`${MEMORY_ROOT}/`)) throw …',
    ],
    demo: [
      "demo.json is the first session: the memory viewed (empty), then a memory created. The listing after it and the view of MEMORY.md in memory-cases.json show the index; here the create's answer must be the store's.",
      "The index is written when it changed, with folder.write (atomic): rebuildIndex returns the text it made.",
    ],
    recall: [
      "recall.json is the next session, in the folder the demo left: its first request's system prompt ends with the index, wrapped in <memory-index>. An index that was not rebuilt, or not returned, leaves the prompt without it.",
      "Nearly the answer: const text = indexText(folder, folder.names(), maxBytes); read the current MEMORY.md (a failure: undefined); if (current !== text) folder.write(INDEX_FILE, text, { beforeCommit: stillLocked }); return text;",
    ],
  },
} satisfies ExerciseSpec;
