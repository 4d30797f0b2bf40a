/**
 * `pnpm lesson:diff` folds a base's region into one line where the lesson imports it from the kit, and only where
 * shared/src/concepts/held-equal.ts ties that region to that kit module (a tie the held-equal test holds).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_EQUAL, type HeldEqual } from "@agent-workbook/kit/held-equal";
import { scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  changedLines,
  diffStat,
  findLesson,
  foldsOf,
  formatStat,
  lessonDiff,
  main,
  sideBySideHtml,
} from "../scripts/lesson-diff.ts";

/** s13 as it is once it imports s12's store from the kit's tasks concept: its import line changed, nothing else. */
function s13FromConcept() {
  const s13 = findLesson("s13");
  const text = readFileSync(s13.entry, "utf-8");
  const line = 'import { fileTools, TaskStore, taskTools, TaskNag, resumeReminder } from "@agent-workbook/kit";';
  expect(text).toContain(line);
  const file = join(scratchDir("lesson-diff-fold-"), "agent.ts");
  writeFileSync(
    file,
    text.replace(
      line,
      'import { fileTools } from "@agent-workbook/kit";\n' +
        'import { TaskStore, taskTools, TaskNag, resumeReminder } from "@agent-workbook/kit/concepts/tasks";',
    ),
  );
  return { ...s13, entry: file };
}

/** Each hunk's old side, counted as the base's lines: context and deleted lines, a folded line as its region. */
function checkHunks(diff: string, base: string): void {
  const lines = base.split("\n");
  const hunks = diff
    .replace(/\n$/, "")
    .split(/\n(?=@@ )/)
    .slice(1);
  for (const hunk of hunks) {
    const [header, ...body] = hunk.split("\n");
    const [, start, count] = /^@@ -(\d+),(\d+) /.exec(header)!;
    let at = Number(start) - 1;
    for (const line of body) {
      if (line.startsWith("+") || line.startsWith("\\")) continue;
      const fold = /^-… region "(\S+)" \((\d+) lines\)/.exec(line);
      if (fold) {
        expect(lines[at].trim()).toBe(`// #region ${fold[1]}`);
        at += Number(fold[2]);
        expect(lines[at - 1].trim()).toBe(`// #endregion ${fold[1]}`);
        continue;
      }
      expect(lines[at]).toBe(line.slice(1)); // a blank context line is printed empty
      at++;
    }
    expect(at - (Number(start) - 1)).toBe(Number(count));
  }
}

describe("pnpm lesson:diff folds the regions a lesson now imports from the kit", () => {
  it("shows s12's store, rules and files as one line each where s13 imports the tasks concept", () => {
    const s13 = s13FromConcept();
    const diff = lessonDiff("s12", s13);
    expect(diff.split("\n").filter((l) => l.startsWith("-…"))).toEqual([
      '-… region "store" (125 lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12',
      '-… region "rules" (65 lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12',
      '-… region "files" (36 lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12',
    ]);
    expect(diff).not.toContain("-// #region store");
    checkHunks(diff, readFileSync(findLesson("s12").entry, "utf-8"));

    // --full: the same regions line by line, the hunks the plain diff's.
    const full = lessonDiff("s12", s13, { fold: false });
    expect(full).toContain("-// #region store\n");
    expect(full).not.toContain("-…");
    checkHunks(full, readFileSync(findLesson("s12").entry, "utf-8"));

    // The counts are the diff's own lines: a folded region is one deleted line.
    const count = (text: string, mark: string) =>
      text.split("\n").filter((l) => l.startsWith(mark) && !l.startsWith(`${mark.repeat(3)} `)).length;
    const folded = changedLines(
      { id: "s12", text: readFileSync(findLesson("s12").entry, "utf-8") },
      {
        text: readFileSync(s13.entry, "utf-8"),
      },
    );
    expect([folded.added, folded.removed]).toEqual([count(diff, "+"), count(diff, "-")]);
    const stat = diffStat("s12", s13);
    expect([stat.added, stat.removed]).toEqual([folded.added, folded.removed]);
    expect(diffStat("s12", s13, { fold: false }).removed).toBe(count(full, "-"));
    // Not exactly 226 - 3 fewer: unfolded, a blank or a `}` of a region can pair with one of s13's as context.
    expect(diffStat("s12", s13, { fold: false }).removed - stat.removed).toBeGreaterThan(200);
    expect(stat.folded).toEqual([
      { region: "store", lines: 125, from: "@agent-workbook/kit/concepts/tasks", teacher: "s12" },
      { region: "rules", lines: 65, from: "@agent-workbook/kit/concepts/tasks", teacher: "s12" },
      { region: "files", lines: 36, from: "@agent-workbook/kit/concepts/tasks", teacher: "s12" },
    ]);
    expect(formatStat(stat)).toContain("… store (125 lines) now from @agent-workbook/kit/concepts/tasks (s12)\n");
  });

  it("folds them on the side-by-side page too, numbered as in the base", () => {
    const s13 = s13FromConcept();
    const page = sideBySideHtml("s12", s13);
    const store = readFileSync(findLesson("s12").entry, "utf-8").split("\n").indexOf("// #region store") + 1;
    expect(page).toContain(
      `<span class="n">${store}</span><code>… region &quot;store&quot; (125 lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12</code>`,
    );
    expect(page).not.toContain("<code>// #region store</code>");
    const full = sideBySideHtml("s12", s13, { fold: false });
    expect(full).toContain(`<span class="n">${store}</span><code>// #region store</code>`);
    expect(full).not.toContain("now imported from");
  });

  it("folds nothing the table does not tie, a lesson does not import, or a lesson still writes", () => {
    const base = {
      id: "s12",
      text: "a\n// #region store\nstore code\n// #endregion store\n// #region mine\nx\n// #endregion mine\nb",
    };
    const imports = 'import { TaskStore } from "@agent-workbook/kit/concepts/tasks";\na\nb';
    expect(foldsOf(base, { text: imports }).map((f) => f.region)).toEqual(["store"]); // mine: no tie names it
    expect(foldsOf(base, { text: imports }, [])).toEqual([]); // no tie
    expect(foldsOf(base, { text: 'import { TaskStore } from "@agent-workbook/kit";\na\nb' })).toEqual([]); // not the concept's import
    expect(foldsOf(base, { text: `${imports}\n// #region store\n// #endregion store` })).toEqual([]); // still its own
    // A tie whose teacher is another lesson: only a region that is the teacher's, code for code.
    const tie: HeldEqual = { concept: "tasks", module: "task-store.ts", teacher: "s99", regions: ["store"] };
    const teacher = (code: string) => () => `// #region store\n${code}\n// #endregion store`;
    expect(foldsOf(base, { text: imports }, [tie], teacher("store  code"))).toHaveLength(1);
    expect(foldsOf(base, { text: imports }, [tie], teacher("store code 2"))).toEqual([]);
    expect(foldsOf(base, { text: imports }, [tie], () => undefined)).toEqual([]);
    // A module of the core (v1's dispatch): imported from the kit itself.
    const core: HeldEqual = { module: "tool-dispatch.ts", teacher: "s12", regions: ["store"] };
    const fromKit = 'import { toolDispatch } from "@agent-workbook/kit";\na\nb';
    expect(foldsOf(base, { text: fromKit }, [core]).map((f) => f.region)).toEqual(["store"]);
    expect(foldsOf(base, { text: imports }, [core])).toEqual([]);
  });

  it("ties only regions held equal: every tie's regions are its teacher's (the held-equal test holds them)", () => {
    for (const tie of HELD_EQUAL) {
      const text = readFileSync(findLesson(tie.teacher).entry, "utf-8");
      for (const region of tie.regions) expect(text).toContain(`// #region ${region}\n`);
    }
  });

  it("takes --full on the command line, and --stat with it", () => {
    const run = (args: string[]) => {
      let stdout = "";
      const code = main(args, {
        env: { NO_COLOR: "1" },
        stdout: { write: (t: string) => (stdout += t), isTTY: false },
        stderr: { write: () => true, isTTY: false },
      });
      return { code, stdout };
    };
    expect(run(["v1", "v2", "--full"])).toEqual({ code: 0, stdout: lessonDiff("v1", "v2", { fold: false }) });
    expect(run(["v1", "v2", "--full", "--stat"]).stdout).toBe(formatStat(diffStat("v1", "v2", { fold: false })));
    expect(run(["--help"]).stdout).toContain("--full ");
  });
});
