/**
 * A scripted model knows only what it was sent. For every cassette of every lesson the tests play (scripted by a
 * lesson's `cassettes/script.ts`, or written by hand, a subagent's too), each text answer is held to the request it answers, as the
 * lesson sent it in the global setup's recorded run: each backticked span, each `name(args)` and each number in it
 * must occur in that request, unless the cassette's source lists it, with the reason, in its `notInRequest` export
 * (`{ "demo.json": [["8 tasks", "counted from the 8 lines of the list"]] }`), and every entry listed is still needed.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadCassette } from "@agent-workbook/kit";
import { listLessons } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { cassetteRuns } from "./global-setup.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

/** What a cassette's source may list: by cassette file, each claim its requests do not hold, and why it may stand. */
export type NotInRequest = Record<string, [claim: string, reason: string][]>;

/** Every string and number in a request (its system prompt, messages, tool inputs and specs), JSON escapes also undone. */
function haystack(value: unknown): string {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string" || typeof v === "number") strings.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  const text = strings.join("\n");
  // A transcript or a tool's JSON output holds texts as JSON strings: \" for ", \n for a new line, <\/ for </.
  const unescaped = text.replace(/\\(["\\/nt])/g, (_, c: string) => ({ n: "\n", t: "\t" })[c] ?? c);
  return `${text}\n${unescaped}`;
}

/** A number as a text states it: `50 000`, `50,000` and `50000` are one number; digits inside a word (s08) are not. */
const NUMBER = /(?<![\w.])(?:\d{1,3}(?:[ ,\u202f]\d{3}(?!\d))+|\d+)(?:\.\d+)?(?![\w])/g;
const numbers = (text: string) => new Set([...text.matchAll(NUMBER)].map((m) => m[0].replace(/[ ,\u202f]/g, "")));

/** What a text answer claims that can be checked against its request: backticked spans, calls, numbers. */
export function claims(text: string): { claim: string; kind: string }[] {
  const out: { claim: string; kind: string }[] = [];
  for (const m of text.matchAll(/`([^`\n]+)`/g)) out.push({ claim: m[1], kind: "span" });
  const prose = text.replace(/`[^`\n]+`/g, " ");
  for (const m of prose.matchAll(/\b[A-Za-z_$][\w$.]*\([^()\n]*\)/g)) out.push({ claim: m[0], kind: "call" });
  for (const m of prose.matchAll(NUMBER)) out.push({ claim: m[0], kind: "number" });
  return out;
}

/** The claims of an answer that its request does not hold. */
export function unsupported(answer: string, request: unknown): string[] {
  const hay = haystack(request);
  const known = numbers(hay);
  return claims(answer)
    .filter(({ claim, kind }) =>
      kind === "number" ? !known.has(claim.replace(/[ ,\u202f]/g, "")) : !hay.includes(claim),
    )
    .map(({ claim }) => claim);
}

/**
 * A subagent's cassette (v0's `demo.subagent.json`), which its parent's run plays in a process of its own: played
 * again here (in this process), recorded, with the task the parent's command gave it, in the parent's workspace as
 * that run left it.
 */
async function playSubagent(id: string, name: string) {
  const parent = loadCassette(lessonRun(id, name.replace(".subagent", "")).recorded!);
  const command = parent.interactions
    .flatMap((i) => i.response.content)
    .flatMap((b) => (b.type === "tool_use" ? [String((b.input as { command?: string }).command)] : []))
    .find((c) => / -p "/.test(c))!;
  const task = / -p "([^"]+)"/.exec(command)![1];
  const cassette = join(listLessons().find((l) => l.id === id)!.dir, "cassettes", name);
  // In this process (the lesson's own session and loop, recorded): what it sends is what its process would.
  const run = await playLesson(id, ["--workdir", parent.paths!.workdir!, "-p", task, "--replay", cassette]);
  expect(run.code, run.stderr).toBe(0);
  return loadCassette(run.recorded);
}

/** The lessons' cassettes the global setup played (recorded), and the subagents' they started, with their sources' exceptions. */
const CASSETTES = await Promise.all(
  [
    ...cassetteRuns(),
    ...cassetteRuns().flatMap((args) => {
      const [id, , file] = args.split(" ");
      const dir = join(listLessons().find((l) => l.id === id)!.dir, "cassettes");
      const sub = join(dir, `${file ? file.slice(file.lastIndexOf("/") + 1, -5) : "demo"}.subagent.json`);
      return existsSync(sub) ? [`${id} --replay ${relative(ROOT, sub)} (subagent)`] : [];
    }),
  ].map(async (args) => {
    const [id, , file] = args.split(" ");
    const subagent = args.endsWith(" (subagent)");
    const lesson = listLessons().find((l) => l.id === id)!;
    const name = file ? file.slice(file.lastIndexOf("/") + 1) : "demo.json";
    const script = join(lesson.dir, "cassettes", "script.ts");
    const source = existsSync(script)
      ? ((await import(pathToFileURL(script).href)) as { notInRequest?: NotInRequest })
      : undefined;
    const listed = source?.notInRequest?.[name] ?? [];
    return { id, name, where: relative(ROOT, script), listed, subagent };
  }),
);

describe("a scripted answer states only what its request holds", () => {
  it("the claims it finds and the ones it does not", () => {
    expect(
      claims("Read `src/a.js`: withTax(net, rate) adds 20 % of 50 000, and total() (the 3 files) in s08 v2."),
    ).toEqual([
      { claim: "src/a.js", kind: "span" },
      { claim: "withTax(net, rate)", kind: "call" },
      { claim: "total()", kind: "call" },
      { claim: "20", kind: "number" },
      { claim: "50 000", kind: "number" },
      { claim: "3", kind: "number" },
    ]);
    const request = {
      messages: [{ role: "user", content: '{"text":"export function withTax(net, rate) {\\n 50000"}' }],
    };
    expect(unsupported("withTax(net, rate) and 50 000, `withTax(net, rate) {\n` no", request)).toEqual([]);
    expect(unsupported("discount(price) and 9 checks, `src/b.js`", request)).toEqual([
      "src/b.js",
      "discount(price)",
      "9",
    ]);
  });

  let answers = 0;
  for (const { id, name, where, listed, subagent } of CASSETTES) {
    it(`${id} ${name}`, async () => {
      const { interactions } = subagent ? await playSubagent(id, name) : loadCassette(lessonRun(id, name).recorded!);
      const found: string[] = [];
      const used = new Set<string>();
      interactions.forEach((interaction, n) => {
        const text = interaction.response.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
        if (!text) return;
        answers += 1;
        for (const claim of unsupported(text, interaction.request)) {
          const entry = listed.find(([c]) => c === claim);
          if (entry) used.add(claim);
          else found.push(`response ${n + 1}${interaction.agent ? ` (${interaction.agent})` : ""}: ${claim}`);
        }
      });
      const stale = listed.map(([c]) => c).filter((c) => !used.has(c));
      expect(found.join("\n"), `not in the request each answers, nor listed in ${where}'s notInRequest`).toBe("");
      expect(stale.join("\n"), `listed in ${where}'s notInRequest, but no answer needs it`).toBe("");
    });
  }

  it("checks every text answer of every cassette the tests play", () => {
    console.log(`scripted text answers checked: ${answers} in ${CASSETTES.length} cassettes`);
    expect(answers).toBeGreaterThan(50);
  });
});
