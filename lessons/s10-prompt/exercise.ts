/** The exercise of lesson s10 (`pnpm exercise s10`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the system prompt: the @path import walk of the project's instructions, and where the cache breakpoints go",
  // The imports first (every refusal of the walk, in one prompt), then the demo: CLAUDE.md imports docs/style.md;
  // the cache is read from round 2, and partly after CLAUDE.md changes.
  checks: ["imports", "demo"],
  regions: {
    walk: {
      todo: `One @path import found in the prose of \`file\` (IMPORT matched it: \`before\` is what came before the @,
\`target\` the path). Resolve it: "~/x" under walk.home, an absolute path as it is, else relative to the folder of
\`file\` (resolve(dirname(file), target)).
Each refusal keeps "@target" and adds a note: \`\${before}@\${target} [not imported: WHY]\`, where WHY is
"a cycle, A → B → A; cut here" when the path is in \`chain\` (the files that led here, and the path again, each as
shown(path) gives it), "more than 5 hops deep" when chain.length > MAX_IMPORT_HOPS, and "PATH does not exist" when
walk.read(path) gives undefined (PATH: shown(path)).
Otherwise the imported text, its own imports expanded (expandImports(path, imported, walk, [...chain, path]),
one trailing line break dropped), after the @target line: \`\${before}@\${target}\\n<imported path="SHOWN">\\n\${body}\\n</imported>\\n\`.`,
      stub: "return whole;",
    },
    place: {
      todo: `The request's parts with at most 4 cache breakpoints ({ type: "ephemeral" }: EPHEMERAL), never changing
what it is given.
The system: one text block per section, the fixed sections first (in their order), then the others; the last fixed
block gets cache_control.
The tools: the last one gets cache_control (a copy of it).
The messages: when there is a last message, its last block gets cache_control (a string content becomes one text
block); the message and its blocks are copies, the others as they are.
Return { tools, system, messages }.`,
      stub: 'return { tools, system: sections.map((s) => ({ type: "text" as const, text: s.text })), messages };',
    },
  },
  hints: {
    imports: [
      "imports.json plays in imports.workspace/, whose CLAUDE.md imports docs/style.md (which imports docs/naming.md, which imports CLAUDE.md again: a cycle), ~/.shop/team.md (under your home folder, read from outside), docs/release.md (missing) and ./docs/api.md, the first of a chain of files one hop deeper than the walk goes. Its first request's system prompt shows each one: an <imported> block or a [not imported: …] note.",
      'The strict replay shows the first difference in the system prompt: compare the notes with the TODO\'s words (the cycle\'s files joined by " → ", "more than 5 hops deep" on docs/levels/5.md\'s import, "docs/release.md does not exist") and the blank lines around each </imported> (one trailing line break of the body dropped).',
      'Nearly the answer: if (chain.includes(path)) return note(`a cycle, ${[...chain, path].map(shown).join(" → ")}; cut here`); if (chain.length > MAX_IMPORT_HOPS) return note(…); const imported = walk.read(path); if (imported === undefined) return note(`${shown(path)} does not exist`);',
    ],
    demo: [
      "demo.json's first request holds CLAUDE.md with docs/style.md's text after its @docs/style.md line, wrapped in <imported path=\"docs/style.md\">, and three breakpoints: the last tool, the last fixed section (tools), the last message's last block.",
      "The strict replay shows the first difference: a missing <imported> block is the walk; a missing or extra cache_control is the placing. The fixed sections (identity, tools) come before the environment and CLAUDE.md.",
      'Nearly the answer for the walk: const path = target.startsWith("~/") ? join(walk.home, target.slice(2)) : isAbsolute(target) ? target : resolve(dirname(file), target); then the three notes, then the recursion. For the placing: order the sections, mark the last fixed one, copy the last tool and the last message with cache_control on their last part.',
    ],
  },
} satisfies ExerciseSpec;
