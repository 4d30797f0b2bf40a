/**
 * s07's skills, for the lessons that build on it: every valid skill under the workspace's skills/
 * folder, read from its SKILL.md and checked against the agentskills format. The region `skills` is
 * s07's word for word (shared/test/concepts/skills/skills.test.ts holds it so), exercise markers
 * included: they are s07's, moved here with the code.
 *
 * @module
 */
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { z } from "zod";
import type { ShownEvent } from "../../display/events.ts";
import { frontMatter } from "../../front-matter.ts";
import { safePath } from "../../workspace.ts";

// #region skills
/** A skill of the catalog: what its front matter says, where it is, and its instructions. */
export interface Skill {
  /** Its name: lowercase letters, digits and hyphens, its folder's name. */ name: string;
  /** What it does, when to use it: all the model sees until it is loaded. */ description: string;
  /** Its folder, e.g. `skills/add-test`: its instructions' paths start there. */ folder: string;
  /** Its instructions: SKILL.md after the front matter. */ body: string;
}

/**
 * Every valid skill under the workspace's skills/ folder, by name, in path order; `report` is shown
 *
 * each one left out, and why.
 */
export function findSkills(
  workdir: string,
  report: (event: ShownEvent<"skills">) => void,
): Map<string, Skill> {
  const skills = new Map<string, Skill>();
  let files: string[] = [];
  try {
    files = skillFiles(workdir);
  } catch (err) {
    // No skills, and no crash.
    report({ kind: "skills:not-searched", reason: (err as Error).message });
  }
  for (const file of files) {
    const skill = readSkill(workdir, file, report);
    const first = typeof skill === "string" ? undefined : skills.get(skill.name);
    const taken = first && `the name ${first.name} is taken by ${first.folder}, found first`;
    if (typeof skill === "string" || taken)
      report({ kind: "skills:left-out", file, reason: taken || String(skill) });
    else skills.set(skill.name, skill);
  }
  return skills;
}

/**
 * Every SKILL.md under skills/, shallower first, then by path; a skill's scripts/, references/ and
 *
 * assets/ are its own. No link is followed.
 */
export function skillFiles(workdir: string): string[] {
  // #region exercise:walk
  const found: string[] = [];
  let level = lstatSync(join(workdir, "skills"), { throwIfNoEntry: false })?.isDirectory()
    ? ["skills"]
    : [];
  while (level.length > 0) {
    const next: string[] = [];
    for (const dir of level.sort()) {
      const entries = readdirSync(join(workdir, dir), { withFileTypes: true });
      const isSkill = entries.some((e) => e.name === "SKILL.md" && e.isFile());
      if (isSkill) found.push(`${dir}/SKILL.md`);
      const own = isSkill ? ["scripts", "references", "assets"] : [];
      for (const e of entries)
        if (e.isDirectory() && !own.includes(e.name)) next.push(`${dir}/${e.name}`);
    }
    level = next;
  }
  return found;
  // #endregion exercise:walk
}

/**
 * A skill read from its SKILL.md (YAML front matter between two --- lines, then its body), or why
 * it is left out; `report` is shown the tools it asks for, not granted.
 */
function readSkill(
  workdir: string,
  file: string,
  report: (event: ShownEvent<"skills">) => void,
): Skill | string {
  try {
    // safePath: never outside the workspace.
    const parsed = frontMatter(readFileSync(safePath(workdir, file), "utf-8"));
    if (!parsed) return "it does not start with front matter (a line ---, YAML fields, a line ---)";
    const { fields, body } = parsed;
    const problem = frontMatterProblem(fields, basename(dirname(file)));
    if (problem) return problem;
    if (fields["allowed-tools"])
      report({ kind: "skills:not-granted", file, tools: fields["allowed-tools"] });
    // A folded YAML text, on one line.
    const description = fields.description.replace(/\s+/g, " ").trim();
    return { name: fields.name, description, folder: dirname(file), body: body.trim() };
  } catch (err) {
    const yaml =
      (err as Error).name === "YAMLParseError" ? "its front matter is not valid YAML: " : "";
    return yaml + (err as Error).message.split("\n")[0].replace(/^Error: |:$/g, "");
  }
}

/**
 * What is wrong with a skill's front matter by the agentskills format (other fields are let
 *
 * through); undefined when nothing is.
 */
export function frontMatterProblem(fields: unknown, folder: string): string | undefined {
  // #region exercise:check
  const checked = z
    .object({
      name: z
        .string()
        .max(64)
        .regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "only lowercase letters, digits and single hyphens between them",
        )
        .refine((name) => name === folder, `not its folder's name, ${folder}`),
      description: z.string().trim().min(1).max(1024),
      license: z.string().optional(),
      compatibility: z.string().max(500).optional(),
      metadata: z.record(z.string(), z.string()).optional(),
      "allowed-tools": z.string().optional(),
    })
    .safeParse(fields);
  // #endregion exercise:check
  return checked.error?.issues.map(
    (i) => `${i.path.join(".") || "its front matter"}: ${i.message}`,
  )[0];
}
// #endregion skills
