/** What `pnpm exercise` prints: the list with the learner's progress, a check's progress line, and its report. */
import { join, relative } from "node:path";
import pc from "picocolors";
import type { CheckResult } from "@agent-workbook/kit/authoring/exercise/check";
import { type Exercise, outOfDate, progress, readState, say, shown } from "./state.ts";

/** The list of exercises with the learner's progress, and what to do next. */
export function printList(exercises: Exercise[]): void {
  const state = readState();
  say(`${pc.bold("agent-workbook exercises")}: rebuild each lesson's concept; its recorded sessions check it.\n\n`);
  const rows = exercises.map((e) => ({ e, status: progress(e, state) }));
  for (const { e, status } of rows) {
    const mark =
      status === "passed"
        ? pc.green("passed     ")
        : status === "in progress"
          ? pc.yellow("in progress")
          : pc.dim("not started");
    // A file made from an older start file: say so where the learner looks first.
    const stale = outOfDate(e, state)
      ? pc.yellow(` (made from an older start file: pnpm exercise ${e.lesson.id} --reset)`)
      : "";
    say(`  ${pc.cyan(e.lesson.id.padEnd(4))} ${mark}  ${e.spec.goal}${stale}\n`);
  }
  const next = rows.find((r) => r.status !== "passed");
  say("\n");
  if (!next) say("Every exercise passes. Well done.\n");
  else if (next.status === "in progress")
    say(`Next: pnpm exercise ${next.e.lesson.id}   (carry on with ${shown(next.e.file)})\n`);
  else say(`Next: pnpm exercise ${next.e.lesson.id}   (creates ${shown(next.e.file)}, then checks it on every save)\n`);
  say("More: pnpm exercise --help\n");
}

/**
 * On a terminal, one line that says where each check is while they run (`todo-cases: round 7, in its TodoWrite
 * call`), redrawn as they go; nothing elsewhere.
 */
export function progressLine(checks: string[]): { update: (check: string, where: string) => void; clear: () => void } {
  const out = process.stdout;
  if (!out.isTTY) return { update: () => {}, clear: () => {} };
  const where = new Map(checks.map((c) => [c, "starting"]));
  let drawn = false;
  let last = 0;
  const draw = () => {
    const text = [...where].map(([c, w]) => `${c}: ${w}`).join(" · ");
    const width = (out.columns || 100) - 1;
    out.write(`\r\x1b[2K${pc.dim(text.length > width ? `${text.slice(0, width - 1)}…` : text)}`);
    drawn = true;
  };
  return {
    update(check, text) {
      where.set(check, text);
      if (performance.now() - last < 100) return; // a redraw at most ten times a second
      last = performance.now();
      draw();
    },
    clear() {
      if (drawn) out.write("\r\x1b[2K");
    },
  };
}

/** The report of one check: a line per recorded session, then the first failure in full. */
export function report(exercise: Exercise, results: CheckResult[], seconds: number, next?: string): string {
  const id = exercise.lesson.id;
  const lines = [`${pc.bold(`Exercise ${id}`)}: ${exercise.spec.goal}`, `Your file: ${shown(exercise.file)}`, ""];
  const width = Math.max(...results.map((r) => r.check.length));
  for (const r of results) {
    const mark = r.verdict.ok ? pc.green("✓") : pc.red("✗");
    const summary = r.verdict.ok ? "passes" : r.verdict.summary;
    lines.push(`  ${mark} ${r.check.padEnd(width)}  ${summary.length > 110 ? `${summary.slice(0, 109)}…` : summary}`);
  }
  const first = results.find((r) => !r.verdict.ok);
  const passed = results.filter((r) => r.verdict.ok).length;
  const time = pc.dim(`(${seconds.toFixed(1)} s)`);
  if (!first) {
    lines.push("", `${pc.green("Passed")}: all ${results.length} checks. ${time}`);
    lines.push(next ? `Next: pnpm exercise ${next}` : "Every exercise passes. pnpm exercise shows them all.");
    return `${lines.join("\n")}\n`;
  }
  const cassette = relative(process.cwd(), join(exercise.lesson.dir, "cassettes", `${first.check}.json`));
  lines.push("", `First failure, ${pc.bold(first.check)} (${cassette}):`);
  lines.push(`  ${first.verdict.summary}`);
  for (const d of first.verdict.detail) {
    const colour = d.startsWith("- ") ? pc.red : d.startsWith("+ ") ? pc.green : (s: string) => s;
    lines.push(`    ${colour(d)}`);
  }
  lines.push(...printedLines(first.printed ?? ""));
  lines.push("", `Not yet: ${passed} of ${results.length} checks pass. ${time}  Stuck? pnpm exercise ${id} --hint`);
  return `${lines.join("\n")}\n`;
}

/**
 * The file's first type error, a line after the report, when the compiler has it: a wrong type is often the bug.
 * Not a check: Node runs the file whatever its types; the line is shown, and the checks decide.
 */
export function typesLine(results: CheckResult[], typeError: string): string {
  const width = Math.max(...results.map((r) => r.check.length), "types".length);
  return `  ${pc.yellow("!")} ${"types".padEnd(width)}  ${typeError} (pnpm typecheck lists all)\n`;
}

/** What the learner's own code printed in the failing check (console.log), cut to a few lines: their debugging. */
export function printedLines(printed: string, max = 12): string[] {
  const lines = printed.replace(/\n$/, "").split("\n");
  if (!printed.trim()) return [];
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 159)}…` : line);
  const shown = lines.slice(0, max).map((l) => `    ${pc.dim("│")} ${cut(l)}`);
  const more = lines.length > max ? [`    ${pc.dim(`│ … and ${lines.length - max} more lines`)}`] : [];
  return ["", `  What your file printed in this check (console.log):`, ...shown, ...more];
}
