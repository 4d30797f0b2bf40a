/**
 * Lesson s07: skills.
 *
 * s06 plus skills: procedures kept in the workspace, a folder each under `skills/` (its `SKILL.md`:
 * YAML front matter, then Markdown instructions), that the model loads when a task needs one. At
 * the start the lesson finds every skill, checks its front matter against the agentskills format
 * and leaves out, saying why, any that fails. The system prompt lists each skill's name and
 * description; the `load_skill` tool hands the model a skill's instructions, and these name the
 * skill's own files, which the model reads with read_file. s05's todo list and s06's subagent
 * come from the kit (`@agent-workbook/kit/concepts/todo`, `.../subagent`).
 *
 * Run it: `pnpm lesson s07` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  type Lesson,
  cutText,
  type ShownEvent,
  editTextFile,
  frontMatter,
  globFiles,
  isMain,
  readTextFile,
  runBash,
  safePath,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";
import { Subagent } from "@agent-workbook/kit/concepts/subagent";
import { todoListOf } from "@agent-workbook/kit/concepts/todo";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s07`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "s07", entry: import.meta.filename };
// #endregion lesson

// #region skills
/** A skill of the catalog: what its front matter says, where it is, and its instructions. */
export interface Skill {
  /** Its name: lowercase letters, digits and hyphens, its folder's name. */ name: string;
  /** What it does, when to use it: all the model sees until it is loaded. */ description: string;
  /** Its folder, e.g. `skills/add-test`: its instructions' paths start there. */ folder: string;
  /** Its instructions: SKILL.md after the front matter. */ body: string;
}

/**
 * Every valid skill under the workspace's skills/ folder, by name, in path order; `report` is shown
 *
 * each one left out, and why.
 */
export function findSkills(
  workdir: string,
  report: (event: ShownEvent<"skills">) => void,
): Map<string, Skill> {
  const skills = new Map<string, Skill>();
  let files: string[] = [];
  try {
    files = skillFiles(workdir);
  } catch (err) {
    // No skills, and no crash.
    report({ kind: "skills:not-searched", reason: (err as Error).message });
  }
  for (const file of files) {
    const skill = readSkill(workdir, file, report);
    const first = typeof skill === "string" ? undefined : skills.get(skill.name);
    const taken = first && `the name ${first.name} is taken by ${first.folder}, found first`;
    if (typeof skill === "string" || taken)
      report({ kind: "skills:left-out", file, reason: taken || String(skill) });
    else skills.set(skill.name, skill);
  }
  return skills;
}

/**
 * Every SKILL.md under skills/, shallower first, then by path; a skill's scripts/, references/ and
 *
 * assets/ are its own. No link is followed.
 */
export function skillFiles(workdir: string): string[] {
  // #region exercise:walk
  const found: string[] = [];
  let level = lstatSync(join(workdir, "skills"), { throwIfNoEntry: false })?.isDirectory()
    ? ["skills"]
    : [];
  while (level.length > 0) {
    const next: string[] = [];
    for (const dir of level.sort()) {
      const entries = readdirSync(join(workdir, dir), { withFileTypes: true });
      const isSkill = entries.some((e) => e.name === "SKILL.md" && e.isFile());
      if (isSkill) found.push(`${dir}/SKILL.md`);
      const own = isSkill ? ["scripts", "references", "assets"] : [];
      for (const e of entries)
        if (e.isDirectory() && !own.includes(e.name)) next.push(`${dir}/${e.name}`);
    }
    level = next;
  }
  return found;
  // #endregion exercise:walk
}

/**
 * A skill read from its SKILL.md (YAML front matter between two --- lines, then its body), or why
 * it is left out; `report` is shown the tools it asks for, not granted.
 */
function readSkill(
  workdir: string,
  file: string,
  report: (event: ShownEvent<"skills">) => void,
): Skill | string {
  try {
    // safePath: never outside the workspace.
    const parsed = frontMatter(readFileSync(safePath(workdir, file), "utf-8"));
    if (!parsed) return "it does not start with front matter (a line ---, YAML fields, a line ---)";
    const { fields, body } = parsed;
    const problem = frontMatterProblem(fields, basename(dirname(file)));
    if (problem) return problem;
    if (fields["allowed-tools"])
      report({ kind: "skills:not-granted", file, tools: fields["allowed-tools"] });
    // A folded YAML text, on one line.
    const description = fields.description.replace(/\s+/g, " ").trim();
    return { name: fields.name, description, folder: dirname(file), body: body.trim() };
  } catch (err) {
    const yaml =
      (err as Error).name === "YAMLParseError" ? "its front matter is not valid YAML: " : "";
    return yaml + (err as Error).message.split("\n")[0].replace(/^Error: |:$/g, "");
  }
}

/**
 * What is wrong with a skill's front matter by the agentskills format (other fields are let
 *
 * through); undefined when nothing is.
 */
export function frontMatterProblem(fields: unknown, folder: string): string | undefined {
  // #region exercise:check
  const checked = z
    .object({
      name: z
        .string()
        .max(64)
        .regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "only lowercase letters, digits and single hyphens between them",
        )
        .refine((name) => name === folder, `not its folder's name, ${folder}`),
      description: z.string().trim().min(1).max(1024),
      license: z.string().optional(),
      compatibility: z.string().max(500).optional(),
      metadata: z.record(z.string(), z.string()).optional(),
      "allowed-tools": z.string().optional(),
    })
    .safeParse(fields);
  // #endregion exercise:check
  return checked.error?.issues.map(
    (i) => `${i.path.join(".") || "its front matter"}: ${i.message}`,
  )[0];
}
// #endregion skills

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"skills">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const MAX_SKILL_CHARS = 20_000; // a skill's instructions longer than this are cut, with a note
  // The skills, found once at the start (each one left out is said on the terminal).
  const SKILLS = findSkills(WORKDIR, (event) => session.ui.show(event));
  const CATALOG = `Skills: when a task matches one, load it with load_skill first and follow its \
instructions; read the files they name with read_file, in its folder.
${[...SKILLS.values()].map((s) => `- ${s.name}: ${s.description}`).join("\n") || "(none here)"}`;
  const create = (request: Anthropic.MessageCreateParamsNonStreaming) =>
    client.messages.create(request);
  // s06's subagent, from the kit: its prompt ends with the catalog too.
  const subagent: Subagent = new Subagent(session, create, () => TOOLS, runTool, CATALOG);

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with todo_write, act with your tools, update the todos, then report what you did.

Rules:
- Plan before you act: list the steps of a multi-step task with todo_write first.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: \
it works in a fresh context and brings back only its report, which keeps yours small. \
Tell it all it needs: it sees nothing of this conversation.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.

${CATALOG}`;
  // #endregion config

  // s05's todo list, its todo_write tool and its reminder, from the kit.
  const { TODO_WRITE, REMINDER } = todoListOf(session);

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    // #region file-tools
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
        }),
    ),
    tool(
      "read_file",
      "Read a text file. Use limit to read only the first lines of a long file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        limit: z.number().int().positive().optional().describe("Max lines to read"),
      },
      ({ path, limit }) => readTextFile(WORKDIR, path, limit),
      { needsPermission: false },
    ),
    tool(
      "write_file",
      "Write content to a file, creating parent folders. Replaces the whole file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        content: z.string().describe("The complete new content"),
      },
      ({ path, content }) => writeTextFile(WORKDIR, path, content),
    ),
    tool(
      "edit_file",
      "Replace old_text with new_text in a file. old_text must match exactly and appear " +
        "exactly once: include enough surrounding text to make it unique.",
      {
        path: z.string().describe("Path relative to the workspace"),
        old_text: z.string().describe("Exact text to find"),
        new_text: z.string().describe("Replacement text"),
      },
      ({ path, old_text, new_text }) => editTextFile(WORKDIR, path, old_text, new_text),
    ),
    tool(
      "glob",
      "Find files by glob pattern, e.g. src/**/*.js. Returns workspace paths, one per line.",
      { pattern: z.string().describe("Glob pattern, relative to the workspace") },
      ({ pattern }) => globFiles(WORKDIR, pattern),
      { needsPermission: false },
    ),
    // #endregion file-tools
    TODO_WRITE,
    subagent.tool, // s06's task, from the kit
    tool(
      "load_skill",
      "Load a skill's instructions by its name, from the skills listed in the system prompt: " +
        "load it before a task it covers, then follow them.",
      {
        name: z.string().describe("The skill's name, as listed"),
        arguments: z
          .string()
          .optional()
          .describe("What the skill is to work on: it replaces $ARGUMENTS in them"),
      },
      ({ name, arguments: args }) => loadSkill(name, args),
      { needsPermission: false },
    ),
  ];
  // #endregion tools

  // #region dispatch
  /** Runs one tool call from the table. Never throws: each failure is an is_error result. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:dispatch
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      const known = TOOLS.map((t) => t.name).join(", ");
      return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`);
    }
    const input = found.parse(block.input);
    if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`);
    try {
      return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) };
    } catch (err) {
      // A ToolError's message is written for the model; anything else gets "Error: " in front.
      const message = err instanceof Error ? err.message : String(err);
      return failed(block, err instanceof ToolError ? message : `Error: ${message}`);
    }
    // #endregion exercise:dispatch
  }

  /** An error result: the model reads the message and can try again. */
  function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {
    // #region exercise:failed
    return { type: "tool_result", tool_use_id: block.id, content, is_error: true };
    // #endregion exercise:failed
  }
  // #endregion dispatch

  // #region load-skill
  /**
   * The load_skill tool: a skill of the catalog, by name, in <skill> tags; $ARGUMENTS replaced,
   * then those tags escaped in it.
   */
  function loadSkill(name: string, args = ""): string {
    // #region exercise:load
    const skill = SKILLS.get(name); // a name, never a path: "../x" is no skill's name
    const known = [...SKILLS.keys()].join(", ") || "none";
    if (!skill) throw new ToolError(`Error: Unknown skill: ${name}. Available skills: ${known}`);
    const body = skill.body
      .replaceAll("$ARGUMENTS", () => args)
      .replace(/<(\/?skill)\b/gi, "&lt;$1");
    const more = body.length - MAX_SKILL_CHARS;
    const shown =
      more > 0 ? `${cutText(body, MAX_SKILL_CHARS)}\n... (${more} more characters, cut)` : body;
    const folder = JSON.stringify(skill.folder);
    return `<skill name="${skill.name}" folder=${folder}>\n${shown}\n</skill>`;
    // #endregion exercise:load
  }
  // #endregion load-skill

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:counter
    let roundsWithoutTodo = 0; // rounds in a row without todo_write, counted within this request
    // #endregion exercise:counter
    // #region exercise:loop
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(TOOLS),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
          if (block.name === "todo_write") usedTodo = true;
        }
      }
      // #region exercise:nag
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo >= 3) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: REMINDER });
        session.ui.reminder(REMINDER);
        roundsWithoutTodo = 0; // and count again: the reminder comes every third round
      }
      // #endregion exercise:nag
      messages.push({ role: "user", content: results });
    }
    // #endregion exercise:loop
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
        session.fail(err);
        continue;
      }
      session.answer(history);
    }
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
