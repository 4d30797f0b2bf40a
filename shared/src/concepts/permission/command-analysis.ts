/**
 * A bash command line as the rules see it: the simple commands that must each be allowed, the files it writes
 * through redirects, and what the parser cannot vouch for (which asks, in every mode).
 *
 * Before a command is matched, the wrappers `timeout`, `time`, `nice`, `nohup`, `stdbuf`, `command` and `builtin`
 * are stripped with their options, and so are `VAR=value` prefixes of {@link HARMLESS_VARIABLES}; any other prefix
 * asks, and so does an assignment on its own (`PATH=/x; npm test`). The script of `bash -c` and `sh -c` is read
 * in turn. `eval`, a shell reading its script from its input, a variable or glob in the command's place, and what
 * does not parse ask.
 *
 * @module
 */
import { denyForms } from "./deny-forms.ts";
import { stripWrappers } from "./wrappers.ts";
import {
  parseCommandLine,
  type ShellRedirect,
  type ShellWord,
  type SimpleCommand,
} from "./bash-parser.ts";

/** What a command line does, for the rules. */
export interface CommandAnalysis {
  /** Each simple command, wrappers and harmless prefixes stripped, its words joined by one space: `npm test`. */
  commands: string[];
  /** Other forms of those commands that deny and ask rules check too (deny-forms.ts): `/bin/rm x` as `rm x`. */
  denyForms: string[];
  /** The paths its redirects write to, as written (`secret/a`, `~/x`, `/etc/x`); `/dev/null` is not a write. */
  writes: string[];
  /** Why the parser cannot vouch for it: each reason asks, whatever the mode. */
  asks: string[];
}

/**
 * The variables a `VAR=value` prefix may set without asking: they change how a program prints or which settings
 * it picks, not which program runs or what it loads (`PATH`, `LD_PRELOAD`, `NODE_OPTIONS`, … ask).
 */
export const HARMLESS_VARIABLES: readonly string[] = [
  "CI",
  "NODE_ENV",
  "LANG",
  "LC_ALL",
  "TZ",
  "NO_COLOR",
  "FORCE_COLOR",
  "COLUMNS",
];

/** Redirect targets that are not files: writing there changes nothing. */
export const NOT_WRITES: readonly string[] = ["/dev/null", "/dev/stdout", "/dev/stderr"];

/** How deep `bash -c "bash -c …"` is read before it asks. */
const MAX_DEPTH = 4;

/** Reads `command` and says what the rules must check. */
export async function analyzeCommand(command: string): Promise<CommandAnalysis> {
  const analysis: CommandAnalysis = { commands: [], denyForms: [], writes: [], asks: [] };
  await analyzeInto(command, analysis, 0);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    commands: unique(analysis.commands),
    denyForms: unique(analysis.denyForms),
    writes: unique(analysis.writes),
    asks: unique(analysis.asks),
  };
}

/**
 * Adds what `command` does to `analysis`. A backslash before a newline joins two lines into one word in bash
 * (`r\⏎m` is `rm`), where the grammar reads a line break between words: such a command is read both ways, and
 * every command of either reading is checked.
 */
async function analyzeInto(
  command: string,
  analysis: CommandAnalysis,
  depth: number,
): Promise<void> {
  const joined = command.replace(/\\\r?\n/g, "");
  if (joined !== command) await analyzeOne(joined, analysis, depth);
  await analyzeOne(command, analysis, depth);
}

/** Adds what `command`, read once, does to `analysis`. */
async function analyzeOne(
  command: string,
  analysis: CommandAnalysis,
  depth: number,
): Promise<void> {
  const line = await parseCommandLine(command);
  if (!line.parsed) analysis.asks.push("the shell parser cannot read the command");
  for (const r of line.redirects) redirectWrite(r, analysis);
  for (const simple of line.commands) await simpleInto(simple, analysis, depth);
}

/** Adds a redirect's target to the writes, or an ask when its target is not plain text. */
function redirectWrite(r: ShellRedirect, analysis: CommandAnalysis): void {
  const writes =
    /^(?:\d*>>?|\d*>\||&>>?|\d*<>)$/.test(r.op) ||
    (/^\d*>&$/.test(r.op) && !isDescriptor(r.target));
  if (!writes || !r.target) return;
  if (!r.target.plain)
    analysis.asks.push(`a redirect to ${r.target.text}, a path the parser cannot read`);
  else if (!NOT_WRITES.includes(r.target.text)) analysis.writes.push(r.target.text);
}

/** True for `>&1`, `>&-`: a descriptor duplicated or closed, not a file. */
function isDescriptor(target: ShellWord | undefined): boolean {
  return target === undefined || /^(?:\d+-?|-)$/.test(target.text);
}

/** Strips one simple command's harmless prefixes and wrappers and adds what is left (or why it asks). */
async function simpleInto(
  simple: SimpleCommand,
  analysis: CommandAnalysis,
  depth: number,
): Promise<void> {
  for (const a of simple.assignments) {
    if (!HARMLESS_VARIABLES.includes(a.name))
      analysis.asks.push(
        `${a.name}=… sets a variable that can change what runs (only ${HARMLESS_VARIABLES.join(", ")} may be set without asking)`,
      );
  }
  const words = stripWrappers(simple.words);
  if (words.length === 0) return;
  if (await runsWhatItReads(words, analysis, depth)) return;
  analysis.commands.push(words.map((w) => w.text).join(" "));
  // What runs through a runner (`sudo bash -c "rm x"`, `exec eval …`) is read as carefully, for deny and ask rules.
  for (const form of denyForms(words)) {
    const seen: CommandAnalysis = { commands: [], denyForms: [], writes: [], asks: [] };
    if (!(await runsWhatItReads(form, seen, depth)))
      seen.commands.push(form.map((w) => w.text).join(" "));
    analysis.denyForms.push(...seen.commands, ...seen.denyForms);
    analysis.writes.push(...seen.writes);
    analysis.asks.push(...seen.asks);
  }
}

/**
 * Handles a command that runs a text rather than a program: `eval`, a shell's `-c` script (read in turn), a shell
 * reading its script from its input, or a name the parser cannot read. True when `words` was one of these.
 */
async function runsWhatItReads(
  words: ShellWord[],
  analysis: CommandAnalysis,
  depth: number,
): Promise<boolean> {
  const name = words[0]!;
  if (!name.plain) {
    analysis.asks.push(
      `${name.text} in the command's place: the parser cannot tell which program runs`,
    );
    return true;
  }
  if (name.text === "eval") {
    analysis.asks.push("eval runs a text the parser cannot check");
    return true;
  }
  const script = shellScript(words);
  if (script !== undefined) {
    if (!script.plain)
      analysis.asks.push(`${name.text} -c runs ${script.text}, a script the parser cannot read`);
    else if (depth >= MAX_DEPTH)
      analysis.asks.push(`${name.text} -c is nested more than ${MAX_DEPTH} deep`);
    else await analyzeInto(script.text, analysis, depth + 1);
    return true;
  }
  if (readsScriptFromInput(words)) {
    analysis.asks.push(
      `${name.text} reads its script from its input, which the parser cannot check`,
    );
    return true;
  }
  return false;
}

/** True for `bash` or `sh` given no script (`echo … | bash`, `bash -s`, `sh <<EOF`): it runs what it reads. */
function readsScriptFromInput(words: ShellWord[]): boolean {
  const name = words[0]!.text.replace(/^.*\//, "");
  return (name === "bash" || name === "sh") && words.slice(1).every((w) => w.text.startsWith("-"));
}

/** The script of `bash -c SCRIPT` or `sh -c SCRIPT` (options such as `-e` or `-lc` allowed); else undefined. */
function shellScript(words: ShellWord[]): ShellWord | undefined {
  const name = words[0]!.text.replace(/^.*\//, "");
  if (name !== "bash" && name !== "sh") return undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!.text;
    if (!w.startsWith("-") || w === "-" || w === "--") return undefined;
    if (!w.startsWith("--") && w.includes("c"))
      return words[i + 1] ?? { text: "(nothing)", plain: false };
  }
  return undefined;
}
