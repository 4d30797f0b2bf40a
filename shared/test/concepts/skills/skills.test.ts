/**
 * The kit's skills (src/concepts/skills/skills.ts) are s07's, the lesson that teaches them, for the lessons that build
 * on it: the region `skills` is s07's word for word (functions of the workspace only: the same text is the same
 * behaviour), and both find the same skills, and leave out the same ones for the same reasons, in one workspace. A
 * change to one that is not made to the other fails here.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import * as s07 from "../../../../lessons/s07-skills/agent.ts";
import * as kit from "../../../src/concepts/skills/skills.ts";

/** The lines of a file's region `skills`, markers included. */
function skillsRegion(file: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf("// #region skills\n");
  const end = text.indexOf("// #endregion skills\n");
  expect(start, file).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start);
  return text.slice(start, end);
}

/** SKILL.md files by path: good ones, one with bad front matter, one whose name is not its folder's, one nested. */
const FILES: Record<string, string> = {
  "skills/add-test/SKILL.md": "---\nname: add-test\ndescription: Add a test.\n---\nWrite it.\n",
  "skills/review/SKILL.md":
    "---\nname: review\ndescription: >\n  Review a change,\n  line by line.\nallowed-tools: Bash\n---\nRead it.\n",
  "skills/broken/SKILL.md": "no front matter\n",
  "skills/misnamed/SKILL.md": "---\nname: other\ndescription: Misnamed.\n---\nBody.\n",
  "skills/group/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploy.\n---\nShip it.\n",
  "skills/add-test/scripts/SKILL.md": "---\nname: scripts\ndescription: Its own file.\n---\n",
};

describe("the kit's skills", () => {
  it("are s07's region skills, word for word", () => {
    const lesson = join(import.meta.dirname, "../../../../lessons/s07-skills/agent.ts");
    const ours = join(import.meta.dirname, "../../../src/concepts/skills/skills.ts");
    expect(skillsRegion(ours)).toBe(skillsRegion(lesson));
  });

  it("find the skills s07 finds, and leave out the same ones, saying the same", () => {
    const workdir = realpathSync(mkdtempSync(join(tmpdir(), "skills-")));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(workdir, path)), { recursive: true });
      writeFileSync(join(workdir, path), text);
    }
    const found = (find: typeof kit.findSkills) => {
      const events: unknown[] = [];
      const skills = find(workdir, (event) => events.push(event));
      return { skills: [...skills.values()], events };
    };
    const theirs = found(s07.findSkills);
    expect(found(kit.findSkills)).toEqual(theirs);
    expect(theirs.skills.map((s) => s.name)).toEqual(["add-test", "review", "deploy"]);
    expect(theirs.events).toHaveLength(3); // broken, misnamed, and review's tools not granted
    expect(kit.skillFiles(workdir)).toEqual(s07.skillFiles(workdir));
    for (const [fields, folder] of [
      [{ name: "a", description: "b" }, "a"],
      [{ name: "A", description: "b" }, "A"],
      [{ name: "a", description: "" }, "a"],
      [{ name: "a", description: "b", metadata: { x: 1 } }, "a"],
    ] as const)
      expect(kit.frontMatterProblem(fields, folder)).toEqual(s07.frontMatterProblem(fields, folder));
  });
});
