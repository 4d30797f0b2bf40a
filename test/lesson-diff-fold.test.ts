/**
 * `pnpm lesson:diff` folds a base's region into one line where the lesson imports it from the kit, and only where
 * shared/src/concepts/held-equal.ts ties that region to that kit module (a tie the held-equal test holds).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_EQUAL, type HeldEqual, regionSpan } from "@agent-workbook/kit/held-equal";
import { scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  changedLines,
  diffStat,
  findLesson,
  foldedText,
  foldLine,
  foldsOf,
  formatStat,
  lessonDiff,
  main,
  sideBySideHtml,
} from "../scripts/lesson-diff.ts";

/** s12's entry, as read. */
const s12Text = () => readFileSync(findLesson("s12").entry, "utf-8");

/** The lines of each of s12's regions the tasks tie names (store, rules, files), markers included. */
function sizes(): Record<string, number> {
  const lines = s12Text().split("\n");
  return Object.fromEntries(
    ["store", "rules", "files"].map((name) => {
      const span = regionSpan(lines, name)!;
      return [name, span.end - span.start + 1];
    }),
  );
}

/**
 * A lesson on s12 that imports s12's store from the kit's tasks concept instead of writing it: s12 with its regions
 * store, rules and files taken out and one import line added, nothing else (s13 and s15 do this, among their changes).
 */
function onS12() {
  const lines = s12Text().split("\n");
  const out: string[] = ['import { TaskStore } from "@agent-workbook/kit/concepts/tasks";'];
  for (let i = 0; i < lines.length; i++) {
    const name = /^\s*\/\/ #region (store|rules|files)$/.exec(lines[i])?.[1];
    if (name) i = regionSpan(lines, name)!.end;
    else out.push(lines[i]);
  }
  const file = join(scratchDir("lesson-diff-fold-"), "agent.ts");
  writeFileSync(file, out.join("\n"));
  return { ...findLesson("s13"), id: "s12-on", entry: file };
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
  it("shows s12's store, rules and files as one line each where a lesson on s12 imports the tasks concept", () => {
    const s13 = onS12();
    const size = sizes();
    const diff = lessonDiff("s12", s13);
    expect(diff.split("\n").filter((l) => l.startsWith("-…"))).toEqual(
      ["store", "rules", "files"].map(
        (r) =>
          `-… region "${r}" (${size[r]} lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12`,
      ),
    );
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
    // Only the regions go: three lines deleted folded, every line of them unfolded, and the import line added.
    expect([stat.added, stat.removed]).toEqual([1, 3]);
    expect(diffStat("s12", s13, { fold: false }).removed).toBe(size.store + size.rules + size.files);
    expect(stat.folded).toEqual(
      ["store", "rules", "files"].map((r) => ({
        region: r,
        lines: size[r],
        from: "@agent-workbook/kit/concepts/tasks",
        teacher: "s12",
      })),
    );
    expect(formatStat(stat)).toContain(
      `… store (${size.store} lines) now from @agent-workbook/kit/concepts/tasks (s12)\n`,
    );
  });

  it("folds them on the side-by-side page too, numbered as in the base", () => {
    const s13 = onS12();
    const page = sideBySideHtml("s12", s13);
    const store = readFileSync(findLesson("s12").entry, "utf-8").split("\n").indexOf("// #region store") + 1;
    expect(page).toContain(
      `<span class="n">${store}</span><code>… region &quot;store&quot; (${sizes().store} lines) now imported from @agent-workbook/kit/concepts/tasks, taught by s12</code>`,
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
    expect(foldsOf(base, { text: `${imports}\nstore   code\nb` })).toEqual([]); // still written, unmarked
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

  it("takes with a folded region the base's imports of names only it used", () => {
    const base = {
      id: "s12",
      text: [
        "import {",
        "  kept,",
        "  type StoreOnly,",
        "  alsoKept,",
        '} from "x";',
        'import { onlyStore } from "y";',
        "kept(alsoKept); // StoreOnly in a comment is no use",
        "// #region store",
        "onlyStore(StoreOnly);",
        "// #endregion store",
        "b",
      ].join("\n"),
    };
    const to = {
      text: 'import { TaskStore } from "@agent-workbook/kit/concepts/tasks";\nimport { kept, alsoKept } from "x";\nb',
    };
    const [fold] = foldsOf(base, to);
    expect(fold.imports.sort()).toEqual([2, 5]);
    expect(foldLine(fold)).toBe(
      '… region "store" (3 lines, and 2 lines of its imports) now imported from @agent-workbook/kit/concepts/tasks, taught by s12',
    );
    expect(foldedText(base.text, [fold]).text).not.toContain("onlyStore");
    // A name the lesson still imports, or the base uses outside the region, stays.
    const stillUsed = { ...base, text: `${base.text}\nonlyStore();` };
    expect(foldsOf(stillUsed, to)[0].imports).toEqual([2]);
    const imported = { text: `${to.text}\nimport { onlyStore } from "y";` };
    expect(foldsOf(base, imported)[0].imports).toEqual([2]);
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
