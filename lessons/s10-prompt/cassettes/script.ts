/**
 * Lesson s10's scripted cassettes (`pnpm cassettes:scripted` writes them here):
 * - `imports.json` (the exercise's check of the import walk), played in `imports.workspace/`: its `CLAUDE.md`
 *   imports a file that imports another, which imports `CLAUDE.md` again (a cycle), a `~/` file (read from outside),
 *   a missing file, and a chain of files one more hop deep than the walk goes (its last import absolute); it also
 *   mentions `@` paths in a code span and a fenced block. The model only says what its prompt shows.
 * - `demo.json`, played in the sample (with a `CLAUDE.md` that imports `docs/style.md`). Asked to fix formatAmount and to
 * note a rule in CLAUDE.md, the model follows the imported style rule (a doc comment that begins with "Returns"),
 * then edits CLAUDE.md: the next request's prompt is built again, and its cache is read only up to the fixed part.
 *
 * What the session reads from outside is written here as a live session records it: its start, its time zone, the
 * platform, and the repository's state each round (none: the workspace is not a repository).
 *
 * The cache's figures are not written by hand: the draft is replayed through the lesson itself (playLesson), and
 * each request it sends is accounted by the one accounting function the mock API uses
 * (shared/authoring/cache-accounting.ts), the rounds 20 seconds apart on the script's clock.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PromptCache } from "@agent-workbook/kit/authoring/cache-accounting";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
} from "@agent-workbook/kit/authoring/cassette-script";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

/** The session's start and time zone, as recorded: a replay on any machine, day or TZ reads these. */
export const STARTED_AT = Date.parse("2026-03-14T09:30:00.000Z");
export const TIME_ZONE = "Europe/Paris";
/** The workspace's path the cache's figures are computed with (the recording's own is normalised on replay). */
const WORKSPACE = "/home/learner/shop";
/** The seconds between two requests on the script's clock (well within the cache's 5 minutes). */
const ROUND_MS = 20_000;

const PROMPT =
  "formatAmount in src/receipt.js prints 12.5 as 12.5 EUR: make it print two decimals. Then add a line to CLAUDE.md saying that amounts always have two decimals.";

const steps = [
  [
    say(
      'CLAUDE.md imports docs/style.md: a function I change starts with a doc comment that begins with "Returns". I read the module first.',
    ),
    call("read_file", { path: "src/receipt.js" }),
  ],
  [
    call("edit_file", {
      path: "src/receipt.js",
      old_text:
        '/** An amount as a receipt shows it: 12.5 is "12.50 EUR". */\nexport function formatAmount(amount) {\n  return `${amount} EUR`;',
      new_text:
        '/** Returns an amount as a receipt shows it: 12.5 is "12.50 EUR". */\nexport function formatAmount(amount) {\n  return `${amount.toFixed(2)} EUR`;',
    }),
    call("bash", { command: "node test/receipt.test.js" }),
  ],
  [
    say("The test passes. Now the line in CLAUDE.md."),
    call("edit_file", {
      path: "CLAUDE.md",
      old_text: "The style of its code is in @docs/style.md",
      new_text:
        "The style of its code is in @docs/style.md\n\nAmounts always have two decimals (formatAmount).",
    }),
  ],
  [
    say(
      'formatAmount now prints two decimals (12.5 is "12.50 EUR"), its doc comment begins with "Returns" as docs/style.md asks, and test/receipt.test.js passes. CLAUDE.md now says that amounts always have two decimals.',
    ),
  ],
];

/** What a session reads from outside, in order: its start, its zone, the platform, the repository each round. */
const outsideOf = (rounds: number) => [
  { calls: 0, what: "wall-start", value: STARTED_AT },
  { calls: 0, what: "time-zone", value: TIME_ZONE },
  { calls: 0, what: "platform", value: "linux" },
  ...Array.from({ length: rounds }, (_, n) => ({ calls: n, what: "git", value: null })),
];

/** The file `~/.shop/team.md` of `imports.json`: outside the workspace, so read from outside (recorded here). */
const TEAM_RULES = "Never push to main: open a pull request.\n";

/** The imports session: one answer, which says only what its prompt shows of the walk. */
const importSteps = [
  [
    say(
      "Your instructions import docs/style.md (with docs/naming.md in it, whose import of CLAUDE.md is cut as a cycle), ~/.shop/team.md and docs/api.md with its layers; docs/release.md does not exist, and layer 5's import is more than 5 hops deep. What should I do?",
    ),
  ],
];

/**
 * Cassette `name` with each response's usage as the cache's rules give it for the requests the lesson sends,
 * played in `workspace` (a folder beside this script).
 */
async function accounted(
  name: string,
  prompt: string,
  script: typeof steps,
  outside: object[],
  workspace: string,
): Promise<ScriptedCassettes[string]> {
  const draft = { ...cassette("s10", name, [prompt], script), outside };
  const dir = mkdtempSync(join(tmpdir(), "workbook-s10-script-"));
  try {
    const tape = join(dir, `${name}.json`);
    writeFileSync(tape, JSON.stringify(draft));
    const workdir = join(dir, "work");
    cpSync(join(import.meta.dirname, workspace), workdir, { recursive: true });
    const run = await playLesson("s10", ["--replay", tape, "--workdir", workdir]);
    if (run.requests.length !== script.length)
      throw new Error(
        `s10's ${name} sent ${run.requests.length} requests, not ${script.length}:\n${run.shown}`,
      );
    const cache = new PromptCache();
    const interactions = draft.interactions.map((interaction, n) => {
      // The workspace's path as one fixed path: the figures do not depend on where the script ran.
      const request = JSON.parse(JSON.stringify(run.requests[n]).replaceAll(workdir, WORKSPACE));
      const usage = cache.account(request, STARTED_AT + n * ROUND_MS);
      const response = {
        ...interaction.response,
        usage: { ...interaction.response.usage, ...usage },
      };
      return { ...interaction, response };
    });
    return { ...draft, interactions } as ScriptedCassettes[string];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default {
  "demo.json": await accounted("demo", PROMPT, steps, outsideOf(steps.length), "../sample"),
  "imports.json": await accounted(
    "imports",
    "What do my project's instructions say?",
    importSteps,
    [...outsideOf(1), { calls: 0, what: "instructions-file", value: TEAM_RULES }],
    "imports.workspace",
  ),
} satisfies ScriptedCassettes;
