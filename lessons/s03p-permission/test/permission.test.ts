/**
 * Lesson s03p's concept: permission. The decision table, decided by the lesson's own order of rules on the
 * sample's settings in the default mode without a terminal (and played through the lesson's loop: the model reads
 * each denial's reason); the demo (npm test allowed by its rule, rm denied naming its rule, "always" writing the
 * narrowest rule to settings.local.json); a bare tool-name deny taking the tool out of the request; settings that
 * cannot be used, and the mode "auto", refused at start.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCassette } from "@agent-workbook/kit";
import { RulesPolicy } from "@agent-workbook/kit/concepts/permission";
import { message, sampleCopy, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { playScripted } from "@agent-workbook/kit/authoring/tests/scripted-session";
import { decideTargets } from "../agent.ts";
import { EDGES, TABLE } from "../cassettes/script.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const SETTINGS = ".workbook/settings.json";
const NO_TERMINAL = "and there is no terminal to ask on.";
const PARSER_HOW =
  "No rule can allow this: run the lesson on a terminal and answer y, or write the command without it.";

/** The table: each command, its decision, and the rule or reason that decided it. */
const DECISIONS: [command: string, decision: "allow" | "deny", reason: string][] = [
  ["npm test", "allow", `Allowed by the allow rule Bash(npm test) in ${SETTINGS}.`],
  ["timeout 5 npm test", "allow", `Allowed by the allow rule Bash(npm test) in ${SETTINGS}.`],
  [
    "npm test && echo ok",
    "allow",
    `Allowed by the allow rules Bash(npm test), Bash(echo *) in ${SETTINGS}.`,
  ],
  ["echo a && rm -rf build", "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ['bash -c "rm -rf build"', "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ["r''m -rf build", "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ["timeout 5 rm -rf build", "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ["(cd . && rm -rf build)", "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ["echo $(rm -rf build)", "deny", `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`],
  ["echo x > secret/a", "deny", `Denied by the deny rule Edit(./secret/**) in ${SETTINGS}.`],
  [
    "PATH=/tmp/x npm test",
    "deny",
    `Denied: PATH=… sets a variable that can change what runs (only CI, NODE_ENV, LANG, LC_ALL, TZ, NO_COLOR, FORCE_COLOR, COLUMNS may be set without asking), ${NO_TERMINAL} ${PARSER_HOW}`,
  ],
  [
    'eval "rm -rf build"',
    "deny",
    `Denied: eval runs a text the parser cannot check, ${NO_TERMINAL} ${PARSER_HOW}`,
  ],
  [
    "find . -delete",
    "deny",
    `Denied: no allow rule covers find . -delete, ${NO_TERMINAL} To allow it, add "Bash(find . -delete)" to permissions.allow in .workbook/settings.local.json, or run the lesson on a terminal and answer y.`,
  ],
  ["ls > /dev/null 2>&1", "allow", `Allowed by the allow rule Bash(ls *) in ${SETTINGS}.`],
];

describe("the issue's table: the sample's rules, default mode, no terminal", () => {
  it("lists the cassette's commands in the table's order", () => {
    expect(DECISIONS.map(([command]) => command)).toEqual(TABLE);
  });

  it("the lesson's order of rules decides each command as the table says, naming the rule", async () => {
    const workdir = sampleCopy("lessons/s03p-permission");
    const policy = new RulesPolicy({ workdir, terminal: false, decide: decideTargets });
    const decided = [];
    for (const [command] of DECISIONS) {
      const { decision, reason } = await policy.decide({
        name: "bash",
        input: { command },
        needsPermission: true,
      });
      decided.push([command, decision, reason]);
    }
    expect(decided).toEqual(DECISIONS);
  });

  it("played through the lesson (rules-cases.json): the allowed commands run, each denial reaches the model as an error", () => {
    const run = lessonRun("s03p", "rules-cases.json");
    expect(run.code, run.stderr).toBe(0);
    const results = run.requests.slice(1).map((r) => {
      const last = r.messages.at(-1)!.content as { content: string; is_error?: boolean }[];
      return last[0]!;
    });
    expect(results).toHaveLength(DECISIONS.length + EDGES.length);
    DECISIONS.forEach(([command, decision, reason], n) => {
      const { content, is_error } = results[n]!;
      if (decision === "deny")
        expect({ command, content, is_error }).toEqual({
          command,
          content: reason,
          is_error: true,
        });
      else
        expect({ command, is_error, denied: /^Denied/.test(content) }).toEqual({
          command,
          is_error: undefined,
          denied: false,
        });
    });
    const shown = run.events.filter((e) => e.kind === "permission:decision");
    expect(shown.map((e) => ("decision" in e ? e.decision : ""))).toEqual([
      ...DECISIONS.map(([, d]) => d),
      ...["deny", "allow", "allow", "deny"], // the edges below
    ]);
  });

  it("the matcher's edges and an ask rule: lsof is not ls, ls is ls *, a * matches spaces; git push asks", () => {
    const run = lessonRun("s03p", "rules-cases.json");
    const edges = run.requests.slice(1 + DECISIONS.length).map((r) => {
      const [result] = r.messages.at(-1)!.content as { content: string; is_error?: boolean }[];
      return `${result!.is_error ? "deny" : "allow"}: ${result!.content.split("\n")[0]}`;
    });
    const add = 'add "Bash(lsof -i)" to permissions.allow in .workbook/settings.local.json';
    expect(edges).toEqual([
      `deny: Denied: no allow rule covers lsof -i, ${NO_TERMINAL} To allow it, ${add}, or run the lesson on a terminal and answer y.`,
      "allow: README.md",
      "allow: ok   celsiusToFahrenheit(100) = 212",
      `deny: Denied: the ask rule Bash(git push *) in ${SETTINGS} asks, ${NO_TERMINAL} To allow it, run the lesson on a terminal and answer y, or remove that rule.`,
    ]);
  });
});

describe("the demo (scripted)", () => {
  const run = lessonRun("s03p");

  it("runs npm test by its allow rule, and the model reads which rule denied rm", () => {
    expect(run.code, run.stderr).toBe(0);
    const denial = run.requests[2]!.messages.at(-1)!.content;
    expect(denial).toEqual([
      expect.objectContaining({
        content: `Denied by the deny rule Bash(rm *) in ${SETTINGS}.`,
        is_error: true,
      }),
    ]);
    expect(run.shown).toContain(
      `⛉ allow: Allowed by the allow rule Bash(npm test) in ${SETTINGS}.`,
    );
    expect(run.shown).toContain(`⛉ deny: Denied by the deny rule Bash(rm *) in ${SETTINGS}.`);
  });

  it('"always" writes the narrowest rule, Edit(./convert.js), to settings.local.json, and says so', () => {
    const { paths } = loadCassette(run.recorded!);
    const local = JSON.parse(
      readFileSync(join(paths!.workdir!, ".workbook", "settings.local.json"), "utf-8"),
    );
    expect(local).toEqual({ permissions: { allow: ["Edit(./convert.js)"] } });
    expect(run.shown).toContain(
      "⛉ always: wrote the allow rule Edit(./convert.js) to .workbook/settings.local.json.",
    );
    expect(readFileSync(join(paths!.workdir!, "convert.js"), "utf-8")).toContain(
      "return (f - 32) * 5 / 9;",
    );
  });
});

/** A copy of the sample whose `.workbook/settings.json` is `text`. */
function withSettings(text: string): string {
  const workdir = scratchDir("s03p-");
  cpSync(join(import.meta.dirname, "..", "sample"), workdir, { recursive: true });
  mkdirSync(join(workdir, ".workbook"), { recursive: true });
  writeFileSync(join(workdir, ".workbook", "settings.json"), text);
  return workdir;
}

const END = message([{ type: "text", text: "Done." }], "end_turn");

describe("the settings at start", () => {
  it('a bare tool-name deny ("Bash") takes the tool out of the request; a call of it anyway is denied by it', async () => {
    const workdir = withSettings(JSON.stringify({ permissions: { deny: ["Bash"] } }));
    const ls = { type: "tool_use", id: "toolu_01Ls", name: "bash", input: { command: "ls" } };
    const play = await playScripted("s03p", ["Look."], [message([ls], "tool_use"), END], workdir);
    const tools = play.requests[0]!.tools!.map((t) => (t as { name: string }).name);
    expect(tools).toEqual(["read_file", "write_file", "edit_file"]);
    expect(play.screen).toContain("removed by a bare deny: bash");
    const denied = `Denied by the deny rule Bash in ${SETTINGS}.`;
    expect(play.requests[1]!.messages.at(-1)!.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_01Ls", content: denied, is_error: true },
    ]);
  });

  it.each([
    ["invalid JSON", "{ permissions: ", /^\.workbook\/settings\.json: invalid JSON: /],
    [
      "a mode that does not exist",
      JSON.stringify({ permissions: { defaultMode: "yolo" } }),
      /^\.workbook\/settings\.json, permissions\.defaultMode: "yolo" is not a permission mode/,
    ],
    [
      "a rule that does not parse",
      JSON.stringify({ permissions: { deny: ["Bash(rm *"] } }),
      /^\.workbook\/settings\.json, permissions\.deny\[0\]: "Bash\(rm \*" opens "\(" without closing it/,
    ],
  ])(
    "%s: named with its file and place, and the session does not start",
    async (_, text, error) => {
      const play = await playScripted("s03p", ["Look."], [END], withSettings(text));
      expect(play.exitCode).toBe(2);
      expect(play.requests).toEqual([]);
      const shown = play.events
        .filter((e) => e.kind === "error")
        .map((e) => ("text" in e ? e.text : ""));
      expect(shown).toEqual([expect.stringMatching(error)]);
    },
  );

  it("--permission-mode auto is refused as not supported here, with the usage (exit 2)", async () => {
    const run = await playLesson("s03p", ["--permission-mode", "auto"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^--permission-mode auto: "auto" is not supported here: it lets a model classifier decide/,
    );
    expect(run.stderr).toContain("--permission-mode MODE");
  });
});
