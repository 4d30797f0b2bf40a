/**
 * Lesson s10: the system prompt.
 *
 * s09 plus a system prompt assembled from named sections: identity and tool rules (fixed), then
 * the environment (from `session.outside`), the project's instructions (AGENTS.md, CLAUDE.md, their
 * `@path` imports expanded) and the memory index; built again only when a source changes, and sent
 * with cache breakpoints after the tools, after the fixed sections and at the last message.
 *
 * Run it: `pnpm lesson s10` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import {
  type Lesson,
  fileTools,
  isMain,
  runLesson,
  type Session,
  toolDispatch,
} from "@agent-workbook/kit";
import { Subagent } from "@agent-workbook/kit/concepts/subagent";
import { todoListOf } from "@agent-workbook/kit/concepts/todo";
import {
  COMPACT_THRESHOLD_SETTING,
  startCompactionSteps,
} from "@agent-workbook/kit/concepts/compaction";
import {
  INDEX_FILE,
  MEMORY_FOLDER,
  MEMORY_TOOL_NAME,
  MEMORY_TOOL_SETTING,
  memoryAtStart,
  memoryCommandEvent,
  memoryOf,
  memoryPromptSection,
  memoryTool,
  memoryToolSpecs,
} from "@agent-workbook/kit/concepts/memory";
// What s10 does not teach: code spans and fences found (outsideCode), the date in a time zone.
import {
  changedSources,
  dateIn,
  type Environment,
  environmentText,
  gitState,
  instructionsReader,
  systemPromptListing,
  TOOL_GUIDE,
  IMPORT,
  type ImportWalk,
  type InstructionFile,
  MAX_IMPORT_HOPS,
  outsideCode,
  type PromptSection,
  type PromptSources,
} from "@agent-workbook/kit/concepts/prompt";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s10`, its --help): id, file, settings, option. */
export const LESSON: Lesson = {
  id: "s10",
  entry: import.meta.filename,
  settings: [COMPACT_THRESHOLD_SETTING, MEMORY_TOOL_SETTING],
  options: [
    {
      name: "print-system-prompt",
      help: "print the system prompt, each section with its source and size, and its breakpoints",
    },
  ],
};
// #endregion lesson

// #region prompt
// #region imports
/**
 * The text of `file` (already read as `text`) with its `@path` imports expanded.
 *
 * Each imported file's text is wrapped with its path, as deep as {@link MAX_IMPORT_HOPS}. `chain`
 * is the files that led here (for cycles).
 */
export function expandImports(
  file: string,
  text: string,
  walk: ImportWalk,
  chain: readonly string[] = [file],
): string {
  const shown = (path: string) => {
    const from = relative(walk.shownFrom, path);
    const home = relative(walk.home, path);
    return from.startsWith("..") && !home.startsWith("..") ? `~/${home}` : from || path;
  };
  return outsideCode(text, (prose) =>
    prose.replace(IMPORT, (whole, before: string, target: string) => {
      // #region exercise:walk
      const path = target.startsWith("~/")
        ? join(walk.home, target.slice(2))
        : isAbsolute(target)
          ? target
          : resolve(dirname(file), target);
      const note = (why: string) => `${before}@${target} [not imported: ${why}]`;
      if (chain.includes(path))
        return note(`a cycle, ${[...chain, path].map(shown).join(" → ")}; cut here`);
      if (chain.length > MAX_IMPORT_HOPS) return note(`more than ${MAX_IMPORT_HOPS} hops deep`);
      const imported = walk.read(path);
      if (imported === undefined) return note(`${shown(path)} does not exist`);
      const body = expandImports(path, imported, walk, [...chain, path]).replace(/\n$/, "");
      return `${before}@${target}\n<imported path="${shown(path)}">\n${body}\n</imported>\n`;
      // #endregion exercise:walk
    }),
  );
}
// #endregion imports

// #region instructions
/** The files of project instructions, read in each folder, in this order. */
const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md"];

/**
 * The project's instructions: AGENTS.md and CLAUDE.md, each wrapped with its path.
 *
 * From the repository's root `root` down to the workspace, nearer files later; outside a
 * repository (no `root`), the workspace's own only. Each file's imports are expanded.
 */
export function projectInstructions(
  workdir: string,
  root: string | undefined,
  walk: ImportWalk,
): InstructionFile[] {
  const folders = [workdir];
  for (let dir = workdir; root !== undefined && dir !== root && dirname(dir) !== dir; ) {
    dir = dirname(dir);
    folders.unshift(dir);
  }
  return folders.flatMap((folder) =>
    INSTRUCTION_FILES.flatMap((name) => {
      const file = join(folder, name);
      const text = walk.read(file);
      if (text === undefined) return [];
      const path = relative(walk.shownFrom, file);
      const body = expandImports(file, text, walk).replace(/\n$/, "");
      return [{ path, text: `<instructions path="${path}">\n${body}\n</instructions>` }];
    }),
  );
}
// #endregion instructions

// #region sections
/**
 * The system prompt's sections from `sources`: the fixed ones first, then the ones that change.
 *
 * The fixed ones never change (`identity` and its rules, `tools`: how to use them); the others do
 * (the environment, each instructions file, the memory), so that a change to these leaves the
 * fixed part's cache whole.
 */
export function promptSections(
  identity: string,
  toolGuide: string,
  sources: PromptSources,
): PromptSection[] {
  const { workdir, environment, instructions, memory } = sources;
  return [
    { name: "identity", source: "agent.ts", text: identity, fixed: true },
    { name: "tools", source: "TOOL_GUIDE", text: toolGuide, fixed: true },
    {
      name: "environment",
      source: "session.outside",
      text: environmentText(workdir, environment),
      fixed: false,
    },
    ...instructions.map((file) => ({
      name: "instructions",
      source: file.path,
      text: file.text,
      fixed: false,
    })),
    ...(memory
      ? [{ name: "memory", source: "/memories/MEMORY.md", text: memory, fixed: false }]
      : []),
  ];
}
// #endregion sections

// #region breakpoints
/** A breakpoint, as the API takes it: a 5-minute ephemeral cache entry. */
const EPHEMERAL = { type: "ephemeral" } as const;

/**
 * The request's tools, system and messages with cache breakpoints.
 *
 * On the last tool, on the last fixed section (the system sent as text blocks, one per section,
 * the fixed ones first), and on the last block of the last message. The messages are copied
 * where marked, never changed in place (the history keeps no breakpoint).
 */
export function withBreakpoints(
  tools: Anthropic.ToolUnion[],
  sections: readonly PromptSection[],
  messages: Anthropic.MessageParam[],
): Pick<Anthropic.MessageCreateParamsNonStreaming, "tools" | "system" | "messages"> {
  // #region exercise:place
  const ordered = [...sections.filter((s) => s.fixed), ...sections.filter((s) => !s.fixed)];
  const lastFixed = ordered.findLastIndex((s) => s.fixed);
  const system = ordered.map(
    (s, i): Anthropic.TextBlockParam => ({
      type: "text",
      text: s.text,
      ...(i === lastFixed ? { cache_control: EPHEMERAL } : {}),
    }),
  );
  const marked = tools.map((t, i) =>
    i === tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t,
  );
  const last = messages.at(-1);
  if (!last) return { tools: marked, system, messages };
  const blocks: Anthropic.ContentBlockParam[] =
    typeof last.content === "string" ? [{ type: "text", text: last.content }] : [...last.content];
  blocks[blocks.length - 1] = {
    ...blocks[blocks.length - 1],
    cache_control: EPHEMERAL,
  } as (typeof blocks)[number];
  return {
    tools: marked,
    system,
    messages: [...messages.slice(0, -1), { ...last, content: blocks } as Anthropic.MessageParam],
  };
  // #endregion exercise:place
}
// #endregion breakpoints
// #endregion prompt

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"compaction" | "memory" | "prompt">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const create = (request: Anthropic.MessageCreateParamsNonStreaming) =>
    client.messages.create(request);
  const runTool = (block: Anthropic.ToolUseBlock) => dispatch(block); // v1's, from the kit (below)
  const subagent: Subagent = new Subagent(session, create, () => TOOLS, runTool); // s06's, from kit
  const store = memoryOf(WORKDIR); // s09's memory, its index rebuilt by s09's code, from the kit
  /** How the memory tool is sent: the client tool, or the API's own type (MEMORY_TOOL=api). */
  const MEMORY_FORM = session.setting(MEMORY_TOOL_SETTING);
  // The index as this session starts (rebuilt first); each round reads MEMORY.md again.
  session.ui.show((await memoryAtStart(store, memoryPromptSection)).event);
  const IDENTITY = `You are a coding agent at ${WORKDIR}.

Loop: plan with todo_write, act with your tools, update the todos, then report what you did.

Rules:
- Plan before you act: list the steps of a multi-step task with todo_write first.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: \
it works in a fresh context and brings back only its report, which keeps yours small. \
Tell it all it needs: it sees nothing of this conversation.
- Your context is compacted when it grows long: a summary replaces the old messages, \
old tool results become placeholders. Read a file again when you need it whole.
- Keep a memory with the memory tool when you learn what will help in a later session: \
how the user wants the work done, facts of the project that are not in its files. Never a secret. \
Follow what your memory says when it applies, and view a memory before you rely on it.
- Follow the project's instructions (AGENTS.md, CLAUDE.md) below: they are the user's.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config
  const { TODO_WRITE, REMINDER, todos } = todoListOf(session); // s05's todo list, from the kit
  const compaction = startCompactionSteps(session, todos); // s08's compaction, from the kit

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // s05's five file tools, from the kit
    TODO_WRITE,
    subagent.tool, // s06's task, from the kit
    compaction.tool, // s08's compact, from the kit
    memoryTool(() => store),
  ];
  // #endregion tools
  const dispatch = toolDispatch(TOOLS);

  // #region sources
  /** What differs between machines and days comes from outside: recorded, replayed as it was. */
  const platform = session.outside.now("platform", () => process.platform);
  const date = dateIn(session.clock.startedAt, session.clock.timeZone);
  const read = instructionsReader(WORKDIR, session.outside); // outside the workspace: from outside
  const walk: ImportWalk = { home: session.env.HOME ?? "/", shownFrom: WORKDIR, read };
  /** The sources as they are now, read each round: an edit by any tool (bash too) is seen. */
  function readSources(): PromptSources {
    const git = session.outside.now("git", () => gitState(WORKDIR));
    const environment: Environment = { platform, date, timeZone: session.clock.timeZone, git };
    const index = join(WORKDIR, MEMORY_FOLDER, INDEX_FILE);
    const memory = memoryPromptSection(
      existsSync(index) ? readFileSync(index, "utf-8") : undefined,
    );
    const instructions = projectInstructions(WORKDIR, git?.root, walk);
    return { workdir: WORKDIR, environment, instructions, memory };
  }
  // #endregion sources

  // #region rebuild
  let built: { hash: string; sources: PromptSources; sections: PromptSection[] } | undefined;
  /** The sections: built again only when the sources' hash changed, else the very same ones. */
  function currentSections(): PromptSection[] {
    const sources = readSources();
    const hash = createHash("sha256").update(JSON.stringify(sources)).digest("hex");
    if (built?.hash === hash) return built.sections;
    const before = built?.sources;
    const sections = promptSections(IDENTITY, TOOL_GUIDE, sources);
    const changed = before ? changedSources(before, sources) : [];
    const shown = sections.map(({ text, ...s }) => ({ ...s, lines: text.split("\n").length }));
    session.ui.show({ kind: "prompt:built", sections: shown, rebuilt: !!before, changed });
    built = { hash, sources, sections };
    return sections;
  }
  // #endregion rebuild

  if (session.option("print-system-prompt")) {
    for (const line of systemPromptListing(currentSections())) session.ui.line(line);
    return session.close();
  }

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    let roundsWithoutTodo = 0; // rounds in a row without todo_write, counted within this request
    while (true) {
      const tools = memoryToolSpecs(TOOLS, MEMORY_FORM);
      const sections = currentSections();
      // The history itself, not a copy: a compaction swaps it in place; the retry sends the new.
      const request = {
        model: MODEL,
        system: withBreakpoints(tools, sections, []).system,
        tools: withBreakpoints(tools, sections, []).tools,
        get messages() {
          return withBreakpoints(tools, sections, messages).messages;
        },
        max_tokens: MAX_TOKENS,
      };
      const response = await compaction.send(request, messages); // s08's steps, from the kit
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type === "tool_use") {
          const result = await session.supervise(block, TOOLS, runTool);
          results.push(result);
          if (block.name === "todo_write") usedTodo = true;
          if (block.name === MEMORY_TOOL_NAME)
            session.ui.show(memoryCommandEvent(block.input, result.is_error === true));
        }
      }
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo >= 3) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: REMINDER });
        session.ui.reminder(REMINDER);
        roundsWithoutTodo = 0; // and count again: the reminder comes every third round
      }
      messages.push({ role: "user", content: results });
    }
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const before = [...history]; // a copy: a compaction during the turn swaps the history
      const tokens = compaction.contextTokens;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        history.splice(0, history.length, ...before); // drop the failed turn: history stays valid
        compaction.contextTokens = tokens; // and its count: a refused request's would compact
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
