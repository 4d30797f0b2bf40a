/** The exercise of lesson s07 (`pnpm exercise s07`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "skills: finding every SKILL.md, checking its front matter, and load_skill",
  checks: ["skill-cases", "demo"],
  regions: {
    walk: {
      todo: `Search level by level: first skills/ itself, when it is a folder and not a link
(lstatSync(join(workdir, "skills"), { throwIfNoEntry: false })?.isDirectory()), then the folders in it, then
theirs, until a level is empty. Go through each level in order of path (sort it), so that a SKILL.md nearer
skills/ comes first, and at one depth the first by path. In each folder, read its entries
(readdirSync(join(workdir, dir), { withFileTypes: true })); when one is a file named SKILL.md (e.isFile(): a link is not
one), the folder is a skill: push \`\${dir}/SKILL.md\`. The entries that are folders (e.isDirectory(), false for a link) go to the next level as
\`\${dir}/\${e.name}\`, except a skill's own scripts/, references/ and assets/.`,
      stub: "return [];",
    },
    check: {
      todo: `Check fields with zod: const checked = z.object({ … }).safeParse(fields), where fields other than these
are let through. name: a string of at most 64 characters, made of lowercase letters and digits in groups joined
by single hyphens (/^[a-z0-9]+(-[a-z0-9]+)*$/), and equal to folder (.refine). description: a string of at most
1024 characters, not blank once trimmed. license: an optional string. compatibility: an optional string of at
most 500 characters. metadata: an optional map of strings (z.record(z.string(), z.string())). allowed-tools: an
optional string (tool names separated by spaces).`,
      stub: "const checked = z.object({}).safeParse(fields);",
    },
    load: {
      todo: `Look the skill up by its name in SKILLS, as it is given: never as a path. An unknown name throws a
ToolError: "Error: Unknown skill: NAME. Available skills: " and the names joined by ", " (or "none"). Replace
every $ARGUMENTS of the body with args, as written (replaceAll with a function: a string replacement would read
$& and $1 in args). Then escape the wrapper's own tags in it: <skill and </skill, in any case, become &lt;skill
and &lt;/skill, their case kept. A body over MAX_SKILL_CHARS is cut to its first MAX_SKILL_CHARS characters
(cutText), then "\\n... (N more characters, cut)". Return <skill name="NAME" folder="FOLDER">, the folder as
JSON.stringify writes it, then a newline, the body, a newline and </skill>.`,
      stub: 'throw new Error("loadSkill is not written yet");',
    },
  },
  hints: {
    "skill-cases": [
      "skill-cases.json plays in its own workspace (cassettes/skill-cases.workspace/): good skills at every depth, a bad one for each rule of the front matter, two names found twice, a SKILL.md in a skill's references/. Its first request's system prompt holds the catalog your discovery made: when it differs, compare the skills listed. Then one load_skill call per round: the failing request says which.",
      "The catalog lists, in path order, each skill that passes frontMatterProblem and whose name no skill found before it took. skillFiles goes level by level (skills/, then the folders in it…), each level sorted; a skill's scripts/, references/ and assets/ are not searched, its other folders are. loadSkill: SKILLS.get(name), then $ARGUMENTS, then the escape, then the cut, then the tags.",
      'Nearly the answer, for loadSkill: const body = skill.body.replaceAll("$ARGUMENTS", () => args).replace(/<(\\/?skill)\\b/gi, "&lt;$1"); and, for the name: z.string().max(64).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).refine((name) => name === folder).',
    ],
    demo: [
      "demo.json is the lesson's own session: the catalog of the sample's three skills in the system prompt, a load_skill call for add-test with arguments, then a read_file of a file its instructions name. skill-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
      "A skill at depth two (skills/release/release-note) is in the catalog too, after the others; add-test's body has $ARGUMENTS once and its front matter asks for allowed-tools, which the lesson reads and does not grant.",
    ],
  },
} satisfies ExerciseSpec;
