/**
 * The skills concept (lesson s07): skills found in their folders and loaded on demand (skills.ts,
 * held equal to s07), and its display.
 *
 * @module
 */
export type * from "./events.ts";
export {
  findSkills,
  frontMatterProblem,
  type Skill,
  skillFiles,
} from "./skills.ts";
export { MAX_SKILL_CHARS, skillsOf, type SkillsOf } from "./skill-tool.ts";
