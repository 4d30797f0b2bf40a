/**
 * `pnpm exercise`, the command: the list, bad arguments, --hint, --check, --reset, --solution, --run. Apart from
 * test/exercises.test.ts (the explainer, the audit, the cache) and test/exercise-watch.test.ts so that the test
 * runner spreads them over its workers: each runs the command as a process of its own, one after the other.
 */
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { startFile } from "@agent-workbook/kit/authoring/exercise/start-file";
import { TypeChecker } from "@agent-workbook/kit/authoring/exercise/type-check";
import ts from "typescript";
import { parseCommand } from "../scripts/exercise.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { offlineEnv, ROOT, runTsFile, transcript } from "@agent-workbook/kit/authoring/tests/helpers";
import { startInTerminal } from "@agent-workbook/kit/authoring/tests/terminal";
import {
  check,
  expectationsOf,
  learnerFile,
  lesson,
  source,
  spec,
  useExercisesFolder,
  withMistake,
} from "@agent-workbook/kit/authoring/tests/exercise-tests";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

/** The tests' own exercises folder: inside the workbook (so the learner's imports resolve), never the real one. */
const folder = useExercisesFolder();
const ENV = () => offlineEnv({ WORKBOOK_EXERCISES_DIR: folder(), WORKBOOK_EXERCISE_TIMEOUT_MS: "60000" });

const EXERCISES = listLessons()
  .filter((l) => existsSync(join(l.dir, "exercise.ts")))
  .map((l) => l.id);

/** Runs `pnpm exercise ARGS` in the tests' exercises folder. */
function exercise(args: string[], input = "") {
  return runTsFile(join(ROOT, "scripts", "exercise.ts"), args, { env: ENV(), input });
}

describe("pnpm exercise", () => {
  it("lists the exercises in course order with the learner's progress and what to run next", () => {
    const run = exercise([]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.replaceAll(relative(ROOT, folder()), "exercises")).toMatchSnapshot();
  });

  it("on a terminal 80 columns wide, wraps its list and its help at their words: no row over 80, no word broken", async () => {
    const words = (text: string) => stripVTControlCharacters(text).split(/\s+/).filter(Boolean);
    for (const args of [[], ["--help"]]) {
      const piped = exercise(args);
      expect(piped.stdout.split("\n").some((line) => stripVTControlCharacters(line).length > 80)).toBe(true);
      const command = [process.execPath, join(ROOT, "scripts", "exercise.ts"), ...args];
      const terminal = startInTerminal(command, ENV(), { cols: 80, rows: 60 });
      expect(await terminal.exitCode).toBe(0);
      const rows = await terminal.rows();
      expect(rows.filter((row) => row.wrapped)).toEqual([]);
      expect(words(rows.map((row) => row.text).join("\n"))).toEqual(words(piped.stdout));
    }
  });

  it("refuses bad arguments with the usage, exit 2", () => {
    const refused: [string[], string][] = [
      [["nope"], `Unknown exercise: nope (there are ${EXERCISES.join(", ")}).`],
      [["v2", "--frobnicate"], "Unknown option: --frobnicate"],
      [["v2-todo"], "Unknown exercise: v2-todo (did you mean v2?)"],
      [["v2", "--hint", "x"], "One exercise at a time, not v2 x."],
      [["v2", "s03"], "One exercise at a time, not v2 s03."],
      [["v2", "--hint", "--solution"], "Choose one of --hint, --solution."],
      [["--check"], "--check needs an exercise: pnpm exercise <id> --check."],
      [["v2", "--yes"], "--yes goes with --reset."],
    ];
    for (const [args, message] of refused) {
      expect(() => parseCommand(args, EXERCISES), args.join(" ")).toThrow(message);
    }
    expect(parseCommand(["v2", "--reset", "-y"], EXERCISES)).toEqual({ id: "v2", mode: "reset", yes: true });
    expect(parseCommand([], EXERCISES)).toEqual({ mode: "list", yes: false });
    const run = exercise(["v2", "--frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\n\nUsage: pnpm exercise/);
    expect(parseCommand(["v2", "--hint", "2"], EXERCISES)).toEqual({ id: "v2", mode: "hint", yes: false, hint: 2 });
    expect(parseCommand(["v2", "--run", "-p", "Go.", "--hint"], EXERCISES)).toEqual({
      id: "v2",
      mode: "run",
      yes: false,
      lessonArgs: ["-p", "Go.", "--hint"],
    });
  });

  it("--hint: for the first check that fails, the next each time, then stays on the last; --hint N again", async () => {
    const { hints, checks } = await spec("s03");
    // Before any check: the first check's first hint.
    expect(exercise(["s03", "--hint"]).stdout).toContain(
      `Hint 1 of ${hints[checks[0]].length} for ${checks[0]}, the first check (exercise s03): ${hints[checks[0]][0]}`,
    );
    // The last check failed on nag: its hints, one after another.
    const state = join(folder(), ".state.json");
    writeFileSync(state, JSON.stringify({ s03: { failing: "nag" } }));
    const nag = hints.nag;
    const shown = nag.map(() => exercise(["s03", "--hint"]).stdout);
    shown.forEach((out, n) =>
      expect(out).toContain(
        `Hint ${n + 1} of ${nag.length} for nag, the first check that fails (exercise s03): ${nag[n]}`,
      ),
    );
    const again = exercise(["s03", "--hint"]).stdout;
    expect(again).toContain(`Hint ${nag.length} of ${nag.length} for nag`);
    expect(again).toContain("That was the last hint for nag. The whole answer: pnpm exercise s03 --solution");
    expect(exercise(["s03", "--hint", "1"]).stdout).toContain(
      `Hint 1 of ${nag.length} for nag, the first check that fails (exercise s03): ${nag[0]}`,
    );
    const beyond = exercise(["s03", "--hint", "9"]);
    expect(beyond.code).toBe(2);
    expect(beyond.stderr).toBe(
      `The hints for nag go from 1 to ${nag.length}: pnpm exercise s03 --hint ${nag.length}.\n`,
    );
    rmSync(state);
  });

  it("--hint follows the mistake the last check named (s08's cut that orphans a result), not the first failing check", async () => {
    const { mistakeHints } = await spec("s08");
    const { mistakes } = await expectationsOf("s08");
    const state = join(folder(), ".state.json");
    const orphan = mistakes.find((m) => m.name === "a cut between a tool_use and its tool_result")!;
    learnerFile("s08-compact", withMistake("s08", orphan.edits));
    const checked = exercise(["s08", "--check"]);
    expect(checked.code).toBe(1);
    expect(transcript(checked.stdout)).toContain("(an orphaned result)");
    expect(JSON.parse(readFileSync(state, "utf-8")).s08.failing).toBe("an orphaned result");
    expect(exercise(["s08", "--hint"]).stdout).toContain(
      `Hint 1 of 2 for an orphaned result, the mistake the last check found (exercise s08): ${mistakeHints!["an orphaned result"][0]}`,
    );
    rmSync(join(folder(), "s08-compact"), { recursive: true });
    rmSync(state);
  });

  it("--hint starts again at hint 1 for a check that fails anew: after --reset, and after it has passed once", async () => {
    const { hints } = await spec("s03");
    const state = join(folder(), ".state.json");
    const firstOfNag = `Hint 1 of ${hints.nag.length} for nag, the first check that fails (exercise s03)`;
    learnerFile("s03-todo", "// my attempt\n");
    writeFileSync(state, JSON.stringify({ s03: { failing: "nag", hints: { nag: hints.nag.length } } }));
    expect(exercise(["s03", "--hint"]).stdout).toContain(`Hint ${hints.nag.length} of ${hints.nag.length} for nag`);
    expect(exercise(["s03", "--reset", "--yes"]).code).toBe(0);
    expect(exercise(["s03", "--hint"]).stdout).toContain(firstOfNag);
    // Passed once: the next failure of that check is a new one.
    writeFileSync(state, JSON.stringify({ s03: { failing: "nag", hints: { nag: hints.nag.length } } }));
    learnerFile("s03-todo", source("s03"));
    expect(exercise(["s03", "--check"]).code).toBe(0);
    const kept = JSON.parse(readFileSync(state, "utf-8"));
    expect(kept.s03.hints?.nag).toBeUndefined();
    // Then an edit breaks it again: nag fails anew.
    writeFileSync(state, JSON.stringify({ s03: { ...kept.s03, passed: undefined, failing: "nag" } }));
    expect(exercise(["s03", "--hint"]).stdout).toContain(firstOfNag);
    rmSync(join(folder(), "s03-todo"), { recursive: true });
    rmSync(state);
  });

  it("--check shows a type error as watch mode does, one line under the results; the checks alone decide", () => {
    learnerFile(
      "v1-tools",
      source("v1").replace("// #region config", 'const wrong: number = "not a number";\n// #region config'),
    );
    const run = exercise(["v1", "--check"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /\n {2}! types +line \d+: Type 'string' is not assignable to type 'number'\. \(pnpm typecheck lists all\)\n/,
    );
    expect(run.stdout).toContain("Passed: all 2 checks.");
    // After the verdict, as soon as the compiler has it. Checked again as it is: the same line, kept on disk.
    expect(run.stdout.indexOf("Passed: all 2 checks.")).toBeLessThan(run.stdout.indexOf("! types"));
    const kept = readdirSync(join(ROOT, "node_modules", ".cache", "agent-workbook-exercises"))
      .filter((name) => name.startsWith("types-"))
      .map((name) => readFileSync(join(ROOT, "node_modules", ".cache", "agent-workbook-exercises", name), "utf-8"));
    expect(kept.some((text) => text.includes("Type 'string' is not assignable to type 'number'."))).toBe(true);
    const again = exercise(["v1", "--check"]);
    expect(again.stdout.split("\n").filter((l) => l.includes("! types"))).toEqual(
      run.stdout.split("\n").filter((l) => l.includes("! types")),
    );
    rmSync(join(folder(), "v1-tools"), { recursive: true });
  });

  it("the type check reads none of the kit's own packages (KIT_ONLY_PACKAGES), and finds the errors `pnpm typecheck` finds", () => {
    // Every lesson's own file, and v1 and s20 with a wrong type in their own code and in a call of the kit.
    const wrong = (id: string, line: string) =>
      learnerFile(`types-${id}`, source(id).replace("// #region config", `${line}\n// #region config`));
    const files = [
      ...listLessons().map((l) => learnerFile(`types-own-${l.id}`, source(l.id))),
      wrong("v1", 'const wrong: number = "not a number";'),
      wrong("s20", "const wrong: number = session.workdir;"),
    ];
    const checker = new TypeChecker();
    const found = checker.firstErrors(files);
    expect(checker.files().filter((f) => f.includes("/node_modules/openai/"))).toEqual([]);
    expect(checker.files().length).toBeGreaterThan(500);
    // The compiler's own program of the same files, as `pnpm typecheck` makes it: the same first error of each.
    const options = ts.parseJsonConfigFileContent(
      ts.readConfigFile(join(ROOT, "tsconfig.base.json"), ts.sys.readFile).config,
      ts.sys,
      ROOT,
    ).options;
    const program = ts.createProgram({ rootNames: files, options });
    expect(program.getSourceFiles().some((f) => f.fileName.includes("/node_modules/openai/"))).toBe(true);
    const first = files.map((file) => {
      const source = program.getSourceFile(file)!;
      const [error] = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      return error && ts.flattenDiagnosticMessageText(error.messageText, " ").replace(/\s+/g, " ");
    });
    expect(found.map((error) => error?.replace(/^line \d+: /, ""))).toEqual(first);
    expect(first.slice(-2).every(Boolean)).toBe(true);
    expect(first.slice(0, -2).every((error) => error === undefined)).toBe(true);
  });

  it("WORKBOOK_EXERCISES_DIR outside the workbook: the file is made there, and its imports resolve", () => {
    const outside = mkdtempSync(join(tmpdir(), "workbook-exercises-"));
    const run = runTsFile(join(ROOT, "scripts", "exercise.ts"), ["v1", "--check"], {
      env: offlineEnv({ WORKBOOK_EXERCISES_DIR: outside, WORKBOOK_EXERCISE_TIMEOUT_MS: "60000" }),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1); // the start file: not yet
    expect(run.stdout).toContain("Created ");
    expect(run.stdout).not.toMatch(/Cannot find (package|module)/);
    expect(run.stdout).toMatch(/✗ dispatch +round 1/);
    expect(run.stdout).not.toContain("! types"); // an ES module, as in the workbook: no CommonJS complaint
    expect(existsSync(join(outside, "v1-tools", "agent.ts"))).toBe(true);
    rmSync(outside, { recursive: true, force: true });
  });

  it("--check: after a pass, Next names the first exercise not passed yet, in course order", () => {
    learnerFile("v1-tools", source("v1"));
    const run = exercise(["v1", "--check"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Passed: all 2 checks.");
    expect(run.stdout).toContain("Next: pnpm exercise v0\n"); // v0 comes first, and has no file yet
    rmSync(join(folder(), "v1-tools"), { recursive: true });
  });

  it("says a file made from an older start file (one that starts its session at module scope) is out of date, and how to start again", () => {
    // As the start file of v1 was before the lesson took its session.
    learnerFile(
      "v1-tools",
      'import { startSession } from "@agent-workbook/kit";\nconst session = startSession({ id: "v1", entry: import.meta.filename });\n',
    );
    const run = exercise(["v1", "--check"]);
    expect(run.code).toBe(1);
    expect(transcript(run.stdout)).toContain(
      "Your file was made from an older start file of lesson v1: it starts its session at module scope\n(startSession), where the lesson now exports its entry, main(session), and starts a session only when run as\na program. The checks cannot run it as it is.\nStart again: pnpm exercise v1 --reset (your file is kept as a backup; copy your code into the new one).",
    );
    rmSync(join(folder(), "v1-tools"), { recursive: true });
  });

  it("--reset --yes keeps the old file as a backup and starts over; without a terminal it refuses to ask", async () => {
    const s05 = join(folder(), "s05-todo-write");
    learnerFile("s05-todo-write", "// my attempt\n");
    const refused = exercise(["s05", "--reset"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("without asking: run this on a terminal, or add --yes");
    const run = exercise(["s05", "--reset", "--yes"]);
    expect(run.code).toBe(0);
    const backups = readdirSync(s05).filter((f) => f.startsWith("agent.ts.bak-"));
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(s05, backups[0]), "utf-8")).toBe("// my attempt\n");
    expect(readFileSync(join(s05, "agent.ts"), "utf-8")).toBe(startFile(source("s05"), await spec("s05")));
    // --solution: the diff from that fresh file to the lesson's.
    const solution = exercise(["s05", "--solution"]);
    expect(solution.code).toBe(0);
    expect(solution.stdout).toContain('-    throw new Error("todoWrite is not written yet");');
    expect(solution.stdout).toContain("+    return `${result}\\n\\n${VERIFY_NOTE}`;");
    expect(solution.stdout).not.toContain("#region exercise:");
  });

  it("--run: the learner's file plays the lesson's demo, on the lesson's sample, as the lesson does", () => {
    learnerFile("v1-tools", source("v1"));
    const run = exercise(["v1", "--run"]);
    expect(run.code).toBe(0);
    // The demo as the lesson plays it, line for line (its sample, its cassette), but for the file that runs.
    const played = transcript(run.stdout, {});
    expect(played.split("\n").slice(1).join("\n")).toBe(lessonRun("v1").shown.split("\n").slice(1).join("\n"));
    const bad = exercise(["v1", "--run", "--workdir"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^--workdir needs a value/);
    rmSync(join(folder(), "v1-tools"), { recursive: true });
  });

  it("says when the learner's file was made from an older start file, and how to start again; --reset ends it", () => {
    const state = () => JSON.parse(readFileSync(join(folder(), ".state.json"), "utf-8"));
    rmSync(join(folder(), "s06-subagent"), { recursive: true, force: true });
    expect(exercise(["s06", "--reset", "--yes"]).code).toBe(0); // no file yet: the start file, its hash kept
    const made = state().s06.start;
    expect(made).toMatch(/^[0-9a-f]{16}$/);
    expect(exercise(["s06", "--solution"]).stderr).toBe("");
    // The hash of another start file: the lesson has changed since the file was made.
    writeFileSync(join(folder(), ".state.json"), JSON.stringify({ ...state(), s06: { start: "0123456789abcdef" } }));
    expect(exercise([]).stdout.replace(/\s+/g, " ")).toContain(
      "(made from an older start file: pnpm exercise s06 --reset)",
    );
    const stale = exercise(["s06", "--solution"]);
    expect(stale.code).toBe(0);
    expect(stale.stderr.replace(/\s+/g, " ")).toContain(
      "was made from an older start file: lesson s06 has changed since, so the code around your TODOs may no " +
        "longer be the lesson's. To start again from the new start file: pnpm exercise s06 --reset",
    );
    const again = exercise(["s06", "--reset", "--yes"]);
    expect(again.stderr).toBe("");
    expect(state().s06.start).toBe(made);
    expect(exercise(["s06", "--solution"]).stderr).toBe("");
    rmSync(join(folder(), "s06-subagent"), { recursive: true });
  });
});
