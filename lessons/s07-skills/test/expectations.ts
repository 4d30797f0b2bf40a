/** What the cross-lesson tests expect of lesson s07 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
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
    "load_skill",
  ],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob", "load_skill"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  badInputs: [
    {
      name: "load_skill: no name",
      tool: "load_skill",
      input: {},
      expect: /^Error: Invalid input for load_skill: name: /,
    },
    {
      name: "load_skill: a name that is a number",
      tool: "load_skill",
      input: { name: 7 },
      expect: /^Error: Invalid input for load_skill: name: .*expected string, received number/,
    },
    {
      name: "load_skill: arguments as a list",
      tool: "load_skill",
      input: { name: "add-test", arguments: ["a", "b"] },
      expect: /^Error: Invalid input for load_skill: arguments: .*expected string, received array/,
    },
    {
      name: "load_skill: a name in a workspace without skills",
      tool: "load_skill",
      input: { name: "add-test" },
      expect: /^Error: Unknown skill: add-test\. Available skills: none$/,
    },
    {
      name: "load_skill: a path out of the workspace as a name",
      tool: "load_skill",
      input: { name: "../../etc/passwd" },
      expect: /^Error: Unknown skill: \.\.\/\.\.\/etc\/passwd\. Available skills: none$/,
    },
  ],
  mistakes: [
    {
      name: "only skills/ and the folders in it",
      checks: ["skill-cases"],
      edits: [["    level = next;", '    level = level[0] === "skills" ? next : [];']],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "the paths sorted at the end, not level by level",
      checks: ["skill-cases"],
      edits: [["  return found;", "  return found.sort();"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a skill's folder found, not its SKILL.md",
      checks: ["skill-cases"],
      edits: [["if (isSkill) found.push(`${dir}/SKILL.md`);", "if (isSkill) found.push(dir);"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a skill's references/ searched",
      checks: ["skill-cases"],
      edits: [
        [
          'const own = isSkill ? ["scripts", "references", "assets"] : [];',
          'const own = isSkill ? ["scripts", "assets"] : [];',
        ],
      ],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "fields the check does not name refused",
      checks: ["skill-cases"],
      edits: [["    .safeParse(fields);", "    .strict()\n    .safeParse(fields);"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a name of any length",
      checks: ["skill-cases"],
      edits: [["        .max(64)\n", ""]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "hyphens anywhere in a name",
      checks: ["skill-cases"],
      edits: [["/^[a-z0-9]+(-[a-z0-9]+)*$/", "/^[a-z0-9-]+$/"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a name not compared with its folder's",
      checks: ["skill-cases"],
      edits: [
        [
          "        )\n        .refine((name) => name === folder, `not its folder's name, ${folder}`),",
          "        ),",
        ],
      ],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a description of any length",
      checks: ["skill-cases"],
      edits: [["z.string().trim().min(1).max(1024)", "z.string().trim().min(1)"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a blank description let through",
      checks: ["skill-cases"],
      edits: [["z.string().trim().min(1).max(1024)", "z.string().min(1).max(1024)"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a license of any kind",
      checks: ["skill-cases"],
      edits: [["      license: z.string().optional(),", "      license: z.unknown(),"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a compatibility of any length",
      checks: ["skill-cases"],
      edits: [["z.string().max(500).optional()", "z.string().optional()"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "metadata of any values",
      checks: ["skill-cases"],
      edits: [["z.record(z.string(), z.string())", "z.record(z.string(), z.unknown())"]],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "allowed-tools of any kind",
      checks: ["skill-cases"],
      edits: [
        ['      "allowed-tools": z.string().optional(),', '      "allowed-tools": z.unknown(),'],
      ],
      message: "skill-cases: request 1: the system prompt differs from the recorded session's.",
    },
    {
      name: "a path's last part taken as a name",
      checks: ["skill-cases"],
      edits: [["const skill = SKILLS.get(name);", "const skill = SKILLS.get(basename(name));"]],
      message:
        'skill-cases: round 2: load_skill with name as a string "../deploy": your answer differs from the recorded session\'s (an error):',
    },
    {
      name: "an unknown name without the names that exist",
      checks: ["skill-cases"],
      edits: [
        [
          "throw new ToolError(`Error: Unknown skill: ${name}. Available skills: ${known}`);",
          "throw new ToolError(`Error: Unknown skill: ${name}`);",
        ],
      ],
      message:
        'skill-cases: round 1: load_skill with name as a string "deploy-prod": expected "Error: Unknown skill: deploy-prod. Available skills: deploy, fix-issue, long-guide, tagged, canary, review, strict-lint" (an error), got "Error: Unknown skill: deploy-prod" (an error).',
    },
    {
      name: "$ARGUMENTS replaced by a string replacement",
      checks: ["skill-cases"],
      edits: [['replaceAll("$ARGUMENTS", () => args)', 'replaceAll("$ARGUMENTS", args)']],
      message:
        'skill-cases: round 13: load_skill with {"name":"fix-issue","arguments":"$& and $1"}: your answer differs from the recorded session\'s:',
    },
    {
      name: "only lowercase tags escaped",
      checks: ["skill-cases"],
      edits: [["/<(\\/?skill)\\b/gi", "/<(\\/?skill)\\b/g"]],
      message:
        'skill-cases: round 15: load_skill with name as a string "tagged": your answer differs from the recorded session\'s:',
    },
    {
      name: "a long body sent whole",
      checks: ["skill-cases"],
      edits: [
        [
          "const shown =\n      more > 0 ? `${cutText(body, MAX_SKILL_CHARS)}\\n... (${more} more characters, cut)` : body;",
          "const shown = body;",
        ],
      ],
      message:
        'skill-cases: round 16: load_skill with name as a string "long-guide": your answer differs from the recorded session\'s:',
    },
    {
      name: "no folder in the wrapper",
      checks: ["skill-cases"],
      edits: [[" folder=${folder}", ""]],
      message:
        'skill-cases: round 7: load_skill with name as a string "deploy": your answer differs from the recorded session\'s:',
    },
  ],
  audit: {
    walk: [
      [
        'Search level by level: first skills/ itself, when it is a folder and not a link (lstatSync(join(workdir, "skills"), { throwIfNoEntry: false })?.isDirectory()), then the folders in it, then theirs, until a level is empty.',
        "only skills/ and the folders in it",
      ],
      [
        "Go through each level in order of path (sort it), so that a SKILL.md nearer skills/ comes first, and at one depth the first by path.",
        "the paths sorted at the end, not level by level",
      ],
      [
        "In each folder, read its entries (readdirSync(join(workdir, dir), { withFileTypes: true })); when one is a file named SKILL.md (e.isFile(): a link is not one), the folder is a skill: push `${dir}/SKILL.md`.",
        "a skill's folder found, not its SKILL.md",
      ],
      [
        "The entries that are folders (e.isDirectory(), false for a link) go to the next level as `${dir}/${e.name}`, except a skill's own scripts/, references/ and assets/.",
        "a skill's references/ searched",
      ],
    ],
    check: [
      [
        "Check fields with zod: const checked = z.object({ … }).safeParse(fields), where fields other than these are let through.",
        "fields the check does not name refused",
      ],
      ["name: a string of at most 64 characters,", "a name of any length"],
      [
        "made of lowercase letters and digits in groups joined by single hyphens (/^[a-z0-9]+(-[a-z0-9]+)*$/),",
        "hyphens anywhere in a name",
      ],
      ["and equal to folder (.refine).", "a name not compared with its folder's"],
      ["description: a string of at most 1024 characters,", "a description of any length"],
      ["not blank once trimmed.", "a blank description let through"],
      ["license: an optional string.", "a license of any kind"],
      [
        "compatibility: an optional string of at most 500 characters.",
        "a compatibility of any length",
      ],
      [
        "metadata: an optional map of strings (z.record(z.string(), z.string())).",
        "metadata of any values",
      ],
      [
        "allowed-tools: an optional string (tool names separated by spaces).",
        "allowed-tools of any kind",
      ],
    ],
    load: [
      [
        "Look the skill up by its name in SKILLS, as it is given: never as a path.",
        "a path's last part taken as a name",
      ],
      [
        'An unknown name throws a ToolError: "Error: Unknown skill: NAME. Available skills: " and the names joined by ", " (or "none").',
        "an unknown name without the names that exist",
      ],
      [
        "Replace every $ARGUMENTS of the body with args, as written (replaceAll with a function: a string replacement would read $& and $1 in args).",
        "$ARGUMENTS replaced by a string replacement",
      ],
      [
        "Then escape the wrapper's own tags in it: <skill and </skill, in any case, become &lt;skill and &lt;/skill, their case kept.",
        "only lowercase tags escaped",
      ],
      [
        'A body over MAX_SKILL_CHARS is cut to its first MAX_SKILL_CHARS characters (cutText), then "\\n... (N more characters, cut)".',
        "a long body sent whole",
      ],
      [
        'Return <skill name="NAME" folder="FOLDER">, the folder as JSON.stringify writes it, then a newline, the body, a newline and </skill>.',
        "no folder in the wrapper",
      ],
    ],
  },
} satisfies LessonExpectations;
