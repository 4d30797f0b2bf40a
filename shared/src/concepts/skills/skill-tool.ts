/**
 * s07's skills as a lesson after it takes them (s20): the skills found once, their catalog for the prompt, and the
 * `load_skill` tool, its words and its answer s07's (its region `load-skill` is s07's, code for code: held-equal.ts
 * ties them).
 *
 * @module
 */
import { z } from "zod";
import type { ShownEvent } from "../../display/events.ts";
import { cutText, tool, type Tool, ToolError } from "../../tool.ts";
import { findSkills, type Skill } from "./skills.ts";

/** A skill's instructions longer than this are cut, with a note (s07's MAX_SKILL_CHARS). */
export const MAX_SKILL_CHARS = 20_000;

/** What {@link skillsOf} gives a lesson. */
export interface SkillsOf {
  /** The skills found, by name. */
  SKILLS: Map<string, Skill>;
  /** Their catalog, for the system prompt: a line each. */
  CATALOG: string;
  /** s07's `load_skill` tool. */
  LOAD_SKILL: Tool;
}

/** s07's skills in `workdir`: found once (each left out reported), their catalog, and `load_skill`. */
export function skillsOf(workdir: string, report: (event: ShownEvent<"skills">) => void): SkillsOf {
  const SKILLS = findSkills(workdir, report);
  const CATALOG = `Skills: when a task matches one, load it with load_skill first and follow its \
instructions; read the files they name with read_file, in its folder.
${[...SKILLS.values()].map((s) => `- ${s.name}: ${s.description}`).join("\n") || "(none here)"}`;
  // #region load-skill
  /**
   * The load_skill tool: a skill of the catalog, by name, in <skill> tags; $ARGUMENTS replaced,
   * then those tags escaped in it.
   */
  function loadSkill(name: string, args = ""): string {
    const skill = SKILLS.get(name); // a name, never a path: "../x" is no skill's name
    const known = [...SKILLS.keys()].join(", ") || "none";
    if (!skill) throw new ToolError(`Error: Unknown skill: ${name}. Available skills: ${known}`);
    const body = skill.body
      .replaceAll("$ARGUMENTS", () => args)
      .replace(/<(\/?skill)\b/gi, "&lt;$1");
    const more = body.length - MAX_SKILL_CHARS;
    const shown =
      more > 0 ? `${cutText(body, MAX_SKILL_CHARS)}\n... (${more} more characters, cut)` : body;
    const folder = JSON.stringify(skill.folder);
    return `<skill name="${skill.name}" folder=${folder}>\n${shown}\n</skill>`;
  }
  // #endregion load-skill
  const LOAD_SKILL = tool(
    "load_skill",
    "Load a skill's instructions by its name, from the skills listed in the system prompt: " +
      "load it before a task it covers, then follow them.",
    {
      name: z.string().describe("The skill's name, as listed"),
      arguments: z
        .string()
        .optional()
        .describe("What the skill is to work on: it replaces $ARGUMENTS in them"),
    },
    ({ name, arguments: args }) => loadSkill(name, args),
    { needsPermission: false },
  );
  return { SKILLS, CATALOG, LOAD_SKILL };
}
