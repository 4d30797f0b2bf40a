/**
 * The ties between a lesson that teaches a concept and the kit's copy of it: which `// #region` of the lesson's
 * agent.ts is held equal to the same region of which kit module. One table, read by two readers so that the tie cannot
 * drift: shared/test/concepts/held-equal.test.ts holds every listed region of the teacher equal to the kit's, and
 * `pnpm lesson:diff` folds a base's region into one line only where this table ties it to a kit module (a region no
 * tie names is shown deleted, line by line).
 *
 * A helper that moves a concept into the kit adds its tie here, with the region markers in both files.
 *
 * @module
 */

/** One kit module held equal, region by region, to the lesson that teaches it. */
export interface HeldEqual {
  /**
   * The concept's folder, `shared/src/concepts/<concept>/`, imported as `@agent-workbook/kit/concepts/<concept>`;
   * none for a module of the core (v1's dispatch), imported as `@agent-workbook/kit`.
   */
  concept?: string;
  /** The kit module holding the regions, relative to the concept's folder (`task-store.ts`), or to shared/src/. */
  module: string;
  /** The id of the lesson that teaches it: its agent.ts has the same regions. */
  teacher: string;
  /** The names of the regions (`// #region <name>`) held equal, in both files. */
  regions: string[];
}

/** Every tie, by concept. */
export const HELD_EQUAL: readonly HeldEqual[] = [
  { concept: "permission", module: "decide.ts", teacher: "s03p", regions: ["rules"] },
  { concept: "permission", module: "tools-under-rules.ts", teacher: "s03p", regions: ["tools"] },
  { concept: "todo", module: "todo-list.ts", teacher: "s05", regions: ["todo"] },
  { concept: "subagent", module: "subagent.ts", teacher: "s06", regions: ["subagent"] },
  { concept: "skills", module: "skills.ts", teacher: "s07", regions: ["skills"] },
  { concept: "skills", module: "skill-tool.ts", teacher: "s07", regions: ["load-skill"] },
  {
    concept: "compaction",
    module: "compacted-history.ts",
    teacher: "s08",
    regions: ["threshold", "history"],
  },
  {
    concept: "compaction",
    module: "compaction.ts",
    teacher: "s08",
    regions: ["compact", "compact-tool", "before-request", "after-answer", "compact-call"],
  },
  { concept: "recovery", module: "recovery.ts", teacher: "s11", regions: ["failures", "recovery"] },
  {
    concept: "tasks",
    module: "task-store.ts",
    teacher: "s12",
    regions: ["task-graph", "store", "rules", "files", "task-tools"],
  },
  {
    concept: "background",
    module: "jobs.ts",
    teacher: "s13",
    regions: ["job-timeout", "jobs", "background"],
  },
  {
    concept: "background",
    module: "job-tools.ts",
    teacher: "s13",
    regions: ["background-bash", "job-tools"],
  },
  { concept: "mcp", module: "mcp-servers.ts", teacher: "s19", regions: ["names", "call", "start"] },
  { concept: "team", module: "team.ts", teacher: "s15", regions: ["members"] },
  { concept: "team", module: "mailbox.ts", teacher: "s15", regions: ["inboxes"] },
  { concept: "team", module: "team-tools.ts", teacher: "s15", regions: ["team-tools"] },
  {
    concept: "team",
    module: "team-loop.ts",
    teacher: "s15",
    regions: ["teammate-turn", "round-limit", "failed-round"],
  },
  { concept: "protocols", module: "protocols.ts", teacher: "s16", regions: ["protocols"] },
  {
    concept: "protocols",
    module: "protocol-tools.ts",
    teacher: "s16",
    regions: ["protocol-tools"],
  },
  { concept: "autonomy", module: "autonomy.ts", teacher: "s17", regions: ["claim", "autonomy"] },
  { concept: "worktrees", module: "worktree-team.ts", teacher: "s18", regions: ["binding"] },
  { concept: "memory", module: "memory-path.ts", teacher: "s09", regions: ["memory-path"] },
  { concept: "memory", module: "memory-index.ts", teacher: "s09", regions: ["index"] },
  { concept: "memory", module: "memory-tool.ts", teacher: "s09", regions: ["memory-tool"] },
  { concept: "memory", module: "memory-prompt.ts", teacher: "s09", regions: ["memory-prompt"] },
  { concept: "prompt", module: "imports.ts", teacher: "s10", regions: ["imports"] },
  { concept: "prompt", module: "breakpoints.ts", teacher: "s10", regions: ["breakpoints"] },
  {
    concept: "prompt",
    module: "sections.ts",
    teacher: "s10",
    regions: ["instructions", "sections"],
  },
  { module: "tool-dispatch.ts", teacher: "v1", regions: ["dispatch"] },
  { module: "tools/file-tools.ts", teacher: "s05", regions: ["file-tools"] },
];

/** Where a region sits in a file: its first line (`// #region`) and its last (`// #endregion`), 0-based. */
export interface RegionSpan {
  /** The region's name. */
  name: string;
  /** The line of `// #region <name>`, 0-based. */
  start: number;
  /** The line of `// #endregion <name>`, 0-based. */
  end: number;
}

/** The span of the region `name` in `lines` (markers at any indentation), or undefined when it has none. */
export function regionSpan(lines: readonly string[], name: string): RegionSpan | undefined {
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  if (start === -1) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.trim() === `// #endregion ${name}`);
  return end === -1 ? undefined : { name, start, end };
}

/**
 * A region's code as the held-equal test compares it: its lines, its own markers included, without the markers of
 * regions inside it (an exercise's, which only a lesson has, or a region another module ties) and without `export ` before a declaration (the kit exports what later
 * lessons import); whitespace and trailing commas aside, so the same code compares equal wherever the formatter
 * breaks its lines. Undefined when the file has no such region.
 *
 * A line of the region that ends in `// #call <other>` stands for the region `<other>` of the same file, whose code it
 * runs (`await before(messages); // #call before-request`): it compares as that region's lines, written in place. So
 * a kit module that has a lesson's inner regions as functions of their own holds the outer region too, not twice.
 */
export function heldCode(text: string, name: string): string | undefined {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const span = regionSpan(lines, name);
  if (!span) return undefined;
  const called = (line: string): string[] | undefined => {
    const other = /\/\/ #call (\S+)\s*$/.exec(line)?.[1];
    const inner = other === undefined ? undefined : regionSpan(lines, other);
    return inner && lines.slice(inner.start, inner.end + 1);
  };
  return lines
    .slice(span.start, span.end + 1)
    .flatMap((line) => called(line) ?? [line])
    .filter(
      (line, i, all) => i === 0 || i === all.length - 1 || !/^\s*\/\/ #(end)?region /.test(line),
    )
    .map((line) =>
      line.replace(
        /^(\s*)export (?=(async |declare |abstract )*(function|class|const|let|interface|type|enum)\b)/,
        "$1",
      ),
    )
    .join("\n")
    .replace(/\s+/g, " ")
    .replace(/,\s*(?=[)\]}])/g, " ")
    .replace(/([([]) /g, "$1")
    .replace(/ ([)\]])/g, "$1")
    .trim();
}

/** The tie that names region `name` of lesson `teacher`, if any. */
export function tieOf(teacher: string, name: string): HeldEqual | undefined {
  return HELD_EQUAL.find((tie) => tie.teacher === teacher && tie.regions.includes(name));
}

/** What a lesson imports a tie's module from: `@agent-workbook/kit/concepts/tasks`, or `@agent-workbook/kit` (core). */
export function tieImport(tie: Pick<HeldEqual, "concept">): string {
  return tie.concept === undefined
    ? "@agent-workbook/kit"
    : `@agent-workbook/kit/concepts/${tie.concept}`;
}

/** A tie's module, relative to shared/src/: `concepts/tasks/task-store.ts`, or a core module's own path. */
export function tieFile(tie: Pick<HeldEqual, "concept" | "module">): string {
  return tie.concept === undefined ? tie.module : `concepts/${tie.concept}/${tie.module}`;
}
