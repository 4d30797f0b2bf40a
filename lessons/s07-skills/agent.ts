/**
 * Lesson s07: skills.
 *
 * s06 plus skills: procedures kept in the workspace, a folder each under `skills/` (its `SKILL.md`: YAML front
 * matter, then Markdown instructions), that the model loads when a task needs one. At the start the lesson finds
 * every skill, checks its front matter against the agentskills format and leaves out, saying why, any that fails.
 * The system prompt lists each skill's name and description; the `load_skill` tool hands the model a skill's
 * instructions, and these name the skill's own files, which the model reads with read_file.
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
  explainError,
  frontMatter,
  globFiles,
  isMain,
  readTextFile,
  runBash,
  safePath,
  runLesson,
  type Session,
  TodoList,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s07`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "s07", entry: import.meta.filename };
// #endregion lesson

// #region skills
/** A skill of the catalog: what its front matter says, where it is, and its instructions. */
export interface Skill {
  /** Its name: lowercase letters, digits and hyphens, its folder's name. */ name: string;
  /** What it does and when to use it: all the model sees of it until it is loaded. */ description: string;
  /** Its folder, e.g. `skills/add-test`: the paths its instructions give start there. */ folder: string;
  /** Its instructions: SKILL.md after the front matter. */ body: string;
}

/** Every valid skill under the workspace's skills/ folder, by name, in path order; `report` is shown each one left out, and why. */
export function findSkills(
  workdir: string,
  report: (event: ShownEvent<"skills">) => void,
): Map<string, Skill> {
  const skills = new Map<string, Skill>();
  let files: string[] = [];
  try {
    files = skillFiles(workdir);
  } catch (err) {
    report({ kind: "skills:not-searched", reason: (err as Error).message }); // no skills, and no crash
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

/** Every SKILL.md under skills/, shallower first, then by path; a skill's scripts/, references/ and assets/ are its own. No link is followed. */
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

/** A skill read from its SKILL.md (YAML front matter between two --- lines, then its body), or why it is left out; `report` is shown the tools it asks for, not granted. */
function readSkill(
  workdir: string,
  file: string,
  report: (event: ShownEvent<"skills">) => void,
): Skill | string {
  try {
    const parsed = frontMatter(readFileSync(safePath(workdir, file), "utf-8")); // safePath: never outside the workspace
    if (!parsed) return "it does not start with front matter (a line ---, YAML fields, a line ---)";
    const { fields, body } = parsed;
    const problem = frontMatterProblem(fields, basename(dirname(file)));
    if (problem) return problem;
    if (fields["allowed-tools"])
      report({ kind: "skills:not-granted", file, tools: fields["allowed-tools"] });
    const description = fields.description.replace(/\s+/g, " ").trim(); // a folded YAML text on one line
    return { name: fields.name, description, folder: dirname(file), body: body.trim() };
  } catch (err) {
    const yaml =
      (err as Error).name === "YAMLParseError" ? "its front matter is not valid YAML: " : "";
    return yaml + (err as Error).message.split("\n")[0].replace(/^Error: |:$/g, "");
  }
}

/** What is wrong with a skill's front matter by the agentskills format (other fields are let through); undefined when nothing is. */
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

/** The lesson's entry, given its session by `pnpm lesson` or a test: all that needs the session lives in here. */
export async function main(session: Session<"skills">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const todos = new TodoList(session.ui); // s06's task list and its todo_write, from the kit: the same code
  const REMINDER = "<reminder>Update your todos.</reminder>";
  const MAX_SKILL_CHARS = 20_000; // a skill's instructions longer than this are cut, with a note
  // The skills, found once at the start (each left out is said on the terminal); the catalog: names and descriptions.
  const SKILLS = findSkills(WORKDIR, (event) => session.ui.show(event));
  const CATALOG = `Skills: when a task matches one, load it with load_skill first and follow its instructions; read the files they name with read_file, in its folder.
${[...SKILLS.values()].map((s) => `- ${s.name}: ${s.description}`).join("\n") || "(none here)"}`;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with todo_write, act with your tools, update the todos, then report what you did.

Rules:
- Plan before you act: list the steps of a multi-step task with todo_write first.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: it works in a fresh context and brings back only its report, which keeps yours small. Tell it all it needs: it sees nothing of this conversation.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.

${CATALOG}`;
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      "Run a shell command in the workspace. Use it for ls, grep, find, running programs and tests.",
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
      "Replace old_text with new_text in a file. old_text must match exactly and appear exactly once: include enough surrounding text to make it unique.",
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
    todos.tool, // s06's todo_write, from the kit (TodoList: the same code)
    // Asks nothing itself: the subagent's own tool calls ask, as the parent's do.
    tool(
      "task",
      "Launch a subagent for a sub-task: it works with its own tools in a fresh context and returns only its conclusion. Describe the task completely: it sees nothing of this conversation.",
      {
        description: z
          .string()
          .trim()
          .min(1, "say what the subagent is to do")
          .describe("The sub-task, complete in itself"),
      },
      ({ description }) => runTask(description),
      { needsPermission: false },
    ),
    tool(
      "load_skill",
      "Load a skill's instructions by its name, from the skills listed in the system prompt: load it before a task it covers, then follow them.",
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
  /** Runs one tool call from the table. It never throws: every failure is an is_error result the model can read. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:dispatch
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      return failed(
        block,
        `Error: Unknown tool: ${block.name}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}`,
      );
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

  // #region subagent
  /** Rounds a subagent may take: at the limit it stops, and what it hands back says so. */
  const SUB_MAX_ROUNDS = 30;

  const SUB_SYSTEM = `You are a subagent at ${WORKDIR}. Another agent gave you one sub-task.

Rules:
- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.
- Do not delegate: you have no task tool. Do the work yourself.
- Prefer tools over prose. Do not guess file paths: list or search first when unsure.

${CATALOG}`;

  // #region exercise:sub-tools
  /** The subagent's tools: the parent's, less task (no subagent of its own) and todo_write (the plan is the parent's). */
  const SUB_TOOLS = TOOLS.filter((t) => t.name !== "task" && t.name !== "todo_write");
  // #endregion exercise:sub-tools

  /** The task tool: the subagent at work on screen, and a failure of its model calls turned into an error result. */
  async function runTask(description: string): Promise<string> {
    try {
      return await session.subagent(() => runSubagent(description));
    } catch (err) {
      const why = explainError(err)
        .replace(/^Error: /, "")
        .replace(/([^.])$/, "$1.");
      throw new ToolError(
        `Error: The subagent stopped: ${why} The sub-task is not done: try again, or do it yourself.`,
      );
    }
  }

  /** A sub-task run by a child agent: a fresh history, its own prompt and tools, 30 rounds at most; its final text comes back. */
  async function runSubagent(description: string): Promise<string> {
    // #region exercise:child
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: description }];
    for (let round = 1; round <= SUB_MAX_ROUNDS; round++) {
      const response = await client.messages.create({
        model: MODEL,
        system: SUB_SYSTEM,
        messages,
        tools: toolSpecs(SUB_TOOLS),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") {
        const report = response.content
          .flatMap((b) => (b.type === "text" ? [b.text] : []))
          .join("\n")
          .trim();
        // Cut off by max_tokens: the parent must not take half a report for a whole one.
        const cut =
          response.stop_reason === "max_tokens" ? "\n(The report was cut off at max_tokens.)" : "";
        return (report || "(The subagent ended without a report.)") + cut;
      }
      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use")
          results.push(await session.supervise(block, SUB_TOOLS, runSubTool));
      }
      messages.push({ role: "user", content: results });
    }
    return `(The subagent reached its limit of ${SUB_MAX_ROUNDS} rounds before it finished, and wrote no report. What it changed is on disk.)`;
    // #endregion exercise:child
  }

  /** The subagent's dispatch: the lesson's, over the subagent's tools only; to it, task and todo_write are unknown. */
  function runSubTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:sub-dispatch
    if (SUB_TOOLS.some((t) => t.name === block.name)) return runTool(block);
    const known = SUB_TOOLS.map((t) => t.name).join(", ");
    return Promise.resolve(
      failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`),
    );
    // #endregion exercise:sub-dispatch
  }
  // #endregion subagent

  // #region load-skill
  /** The load_skill tool: a skill of the catalog, by name, in <skill> tags; $ARGUMENTS replaced, then those tags escaped in it. */
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
    return `<skill name="${skill.name}" folder=${JSON.stringify(skill.folder)}>\n${shown}\n</skill>`;
    // #endregion exercise:load
  }
  // #endregion load-skill

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results back, until it stops asking. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:counter
    let roundsWithoutTodo = 0; // rounds in a row without a todo_write call, counted within this request
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
  /** The REPL: each request (typed, given with -p, or the demo's) runs the loop on the one history of the session. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        history.length = checkpoint; // drop the failed turn: the conversation stays valid, the learner can retry
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

// Run as a program (pnpm lesson, node agent.ts) the file starts a session and runs its entry; imported, it does nothing.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
