/**
 * The getting-started page, followed to the letter: every shell command on it runs, in order, in a scratch
 * copy of this checkout with nothing installed, with no key and no model (the offline path). Blocks whose first
 * line is a `# Live:` comment need a model; they are the only ones not run, and the test checks that the
 * Chinese page shows the same commands as the English one. What the page says the commands print (the demo's
 * first lines, the options table) is checked against what they really print.
 *
 * This runs the whole suite once more (the page's `pnpm test`), so vitest.config.ts runs it last, on its own,
 * and leaves it out of that inner `pnpm test`.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, scratchDir } from "./helpers.ts";

/** One fenced `bash` block of the page. */
interface Block {
  /** Its lines without comments: the commands as typed. */
  commands: string[];
  /** Its first line is a `# Live:` comment: it needs a model configured in .env. */
  live: boolean;
  /** The whole block, as the shell runs it. */
  script: string;
}

/** The fenced `bash` blocks of a Markdown page, indented ones (inside list items) included. */
export function bashBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^( *)```bash\n([\s\S]*?)^\1```$/gm)].map(([, indent, body]) => {
    const lines = body.split("\n").map((l) => l.slice(indent.length)).filter((l) => l.trim());
    return {
      commands: lines.filter((l) => !l.startsWith("#")),
      live: lines[0].startsWith("# Live:"),
      script: lines.join("\n"),
    };
  });
}

/** The lines of the page's first ```text block after `heading`, up to its `...` line. */
function excerptAfter(markdown: string, heading: string): string[] {
  const section = markdown.slice(markdown.indexOf(heading));
  const text = /^```text\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? "";
  const lines = text.split("\n");
  return lines.slice(0, lines.findIndex((l) => l.trim() === "..."));
}

const en = readFileSync(join(ROOT, "docs/en/getting-started.md"), "utf-8");
const zh = readFileSync(join(ROOT, "docs/zh/getting-started.md"), "utf-8");
const blocks = bashBlocks(en);
const offline = blocks.filter((b) => !b.live);
/** Fixed paths the page's commands write to (e.g. /tmp/v1-run.json): cleared before and after. */
const tmpPaths = [...new Set(offline.flatMap((b) => b.script.match(/\/tmp\/[\w.-]+/g) ?? []))];

describe("the getting-started page", () => {
  it("shows the same commands in both languages, live blocks marked in both", () => {
    const shape = (b: Block) => ({ commands: b.commands, live: b.live });
    expect(bashBlocks(zh).map(shape)).toEqual(blocks.map(shape));
    expect(blocks.filter((b) => b.live).map((b) => b.commands[0])).toEqual([
      "cp .env.example .env",
      "pnpm lesson v1",
      "cd ~/my-project && pnpm --dir ~/agent-workbook lesson v1",
      'pnpm -s lesson v1 -p "Run the tests and tell me which fail."',
    ]);
  });
});

describe.sequential("every offline command of the getting-started page, in a scratch checkout", () => {
  let checkout = "";
  let env: NodeJS.ProcessEnv = {};
  const outputs = new Map<string, string>();

  beforeAll(() => {
    // The checkout as it is now (tracked and new files, not what .gitignore leaves out), beside a copy of
    // the reference material, as CI lays them out.
    const scratch = scratchDir("workbook-getting-started-");
    checkout = join(scratch, "agent-workbook");
    const files = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf-8" });
    for (const file of files.stdout.split("\0").filter((f) => f && existsSync(join(ROOT, f)))) {
      mkdirSync(dirname(join(checkout, file)), { recursive: true });
      cpSync(join(ROOT, file), join(checkout, file));
    }
    if (existsSync(join(ROOT, "..", "shared"))) symlinkSync(join(ROOT, "..", "shared"), join(scratch, "shared"));
    // A reader's shell: no key, no model, no variables of the pnpm run around this test. `npm i -g` installs
    // into the scratch folder instead of this machine's global one.
    const prefix = join(scratch, "npm-global");
    env = {
      PATH: `${join(prefix, "bin")}:${process.env.PATH}`,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      LANG: "C.UTF-8",
      CI: "true",
      NPM_CONFIG_PREFIX: prefix,
      WORKBOOK_GETTING_STARTED_RUN: "1",
    };
    for (const path of tmpPaths) rmSync(path, { recursive: true, force: true });
  });

  afterAll(() => {
    for (const path of tmpPaths) rmSync(path, { recursive: true, force: true });
  });

  it.each(offline.map((b) => [b.commands.join(" && "), b] as const))("%s", (_name, block) => {
    const run = spawnSync("bash", ["-euo", "pipefail", "-c", block.script], { cwd: checkout, env, encoding: "utf-8", timeout: 600_000 });
    const output = stripVTControlCharacters(run.stdout + run.stderr);
    outputs.set(block.commands[0], output);
    expect(run.status, output.slice(-4000)).toBe(0);
  }, 660_000);

  it("prints what the page says: the demo's first lines, every option of the table, the lesson diff, the API docs", () => {
    const demo = outputs.get("pnpm lesson v2") ?? "";
    const seen = demo.replace(/\/[^\s]*agent-workbook-v2-[A-Za-z0-9]+/g, "<workdir>").split("\n");
    const shown = excerptAfter(en, "## The offline demo");
    expect(shown.length).toBeGreaterThan(10);
    expect(seen.slice(seen.findIndex((l) => l.startsWith("No API key set")), undefined).slice(0, shown.length)).toEqual(shown);

    const help = outputs.get("pnpm lesson") ?? "";
    const options = [...en.matchAll(/^\| `(-[^`]+)` \|/gm)].map(([, option]) => option.split(" ")[0].replace(/,$/, ""));
    expect(options).toEqual(["-p", "--replay", "--record", "--strict", "--provider", "--workdir", "-y", "-h"]);
    for (const option of options) expect(help).toContain(option);

    expect(outputs.get("pnpm lesson:diff v1 v2")).toContain("+++ lessons/v2-todo/agent.ts");
    expect(outputs.get("pnpm lesson:diff v1 v2")).toContain("  tools       4 → 5    + TodoWrite");
    expect(outputs.get("pnpm lesson:diff v1 v2")).toContain("Wrote v1 → v2 side by side to /tmp/v1-v2.html");
    expect(outputs.get("pnpm docs:api")).not.toMatch(/\[warning\]|\[error\]/);
    expect(existsSync(join(checkout, "docs/api/index.html"))).toBe(true);
  });
});
