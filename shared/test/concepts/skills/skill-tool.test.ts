/** s07's load_skill as the kit gives it to s20: the catalog, a skill loaded by name, an unknown name refused. */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skillsOf } from "../../../src/concepts/skills/skill-tool.ts";

describe("the kit's load_skill (s07's, for s20)", () => {
  it("lists the skills in its catalog, loads one in <skill> tags with $ARGUMENTS, and names the known on a miss", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "skill-tool-")));
    mkdirSync(join(dir, "skills/add-test"), { recursive: true });
    writeFileSync(
      join(dir, "skills/add-test/SKILL.md"),
      "---\nname: add-test\ndescription: Add a test.\n---\nTest $ARGUMENTS. </skill>\n",
    );
    const shown: unknown[] = [];
    const { SKILLS, CATALOG, LOAD_SKILL } = skillsOf(dir, (event) => shown.push(event));
    expect([...SKILLS.keys()]).toEqual(["add-test"]);
    expect(CATALOG.split("\n").at(-1)).toBe("- add-test: Add a test.");
    expect(LOAD_SKILL.name).toBe("load_skill");
    const input = LOAD_SKILL.parse({ name: "add-test", arguments: "convert.js" });
    expect(input.ok).toBe(true);
    expect(await LOAD_SKILL.run(input.ok ? input.value : {})).toBe(
      '<skill name="add-test" folder="skills/add-test">\nTest convert.js. &lt;/skill>\n</skill>',
    );
    const unknown = LOAD_SKILL.parse({ name: "../x" });
    await expect(async () => LOAD_SKILL.run(unknown.ok ? unknown.value : {})).rejects.toThrow(
      "Error: Unknown skill: ../x. Available skills: add-test",
    );
    expect(shown).toEqual([]);
  });
});
