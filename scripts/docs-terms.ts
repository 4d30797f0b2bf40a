/**
 * `pnpm docs:terms [FILE…]`: where the Chinese pages leave the glossary (docs/zh/glossary.md), one term per
 * concept. Every rule comes from the glossary's own tables: a row's 不用 cell lists the variants it rules out, its
 * 英文 cell the English word it translates (unless the term keeps the English word, as cassette does). Only prose
 * is read: code blocks, inline code, the blocks `pnpm docs:sync` generates, HTML comments and link targets are left
 * out; in TypeScript and Vue files, only the strings that hold Chinese. With no FILE it reads every zh page,
 * README.zh.md and the site's and scripts' Chinese strings, prints each breach as FILE:LINE and exits 1 if any.
 * test/glossary.test.ts holds the pages to it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "@agent-workbook/kit/paths";

export const GLOSSARY = join(ROOT, "docs", "zh", "glossary.md");
/** A Chinese character. */
const HAN = /[\u3400-\u9fff]/;

/** One rule: text that must not appear in Chinese prose, and the glossary term to write instead. */
export type Rule = { pattern: RegExp; variant: string; term: string; english: boolean };

/** A number where a glossary cell writes N ("N 秒", "N ms"). */
const NUMBER = String.raw`\d+(?:[.,]\d+)*`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The pattern of a variant as the glossary writes it: a space may be there or not, N stands for a number. */
function variantPattern(variant: string, english: boolean): RegExp {
  const body = variant
    .split(/(\bN\b| +)/)
    .map((part) => {
      if (part === "N") return NUMBER;
      if (part !== "" && part.trim() === "") return String.raw`\s*`;
      return escape(part);
    })
    .join("");
  // An English word counts whole (plural too), not inside a name: agent-workbook, demo.json, lesson:new, @x/kit.
  const before = english || /^[A-Za-z]/.test(variant) ? String.raw`(?<![\w@./#-])` : "";
  const after = /[A-Za-z]$/.test(variant) ? String.raw`(?:e?s)?(?![\w/-]|[.:]\w)` : "";
  return new RegExp(`${before}${body}${after}`, "g");
}

/** The cells of a Markdown table row. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());
}

/** A cell's entries: separated by 、 (or a comma), "—" for none. */
function entries(cell: string | undefined): string[] {
  return (cell ?? "")
    .split(/、|,\s*/)
    .map((e) => e.trim())
    .filter((e) => e !== "" && e !== "—");
}

/** Each data row of a Markdown text's tables, with its table's header: `cell(name)` is the row's cell in that column. */
function* tableRows(markdown: string): Generator<{ header: string[]; cell: (name: string) => string | undefined }> {
  let header: string[] | undefined;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      header = undefined;
      continue;
    }
    const row = cells(line);
    if (!header) {
      header = row;
      continue;
    }
    if (row.every((c) => /^:?-+:?$/.test(c))) continue; // the line under the header
    const columns = header;
    yield { header: columns, cell: (name) => row[columns.indexOf(name)] };
  }
}

/** The glossary's terms and the rules its tables make (every table with a 不用 column). */
export function glossaryRules(markdown: string): { terms: string[]; rules: Rule[] } {
  const terms: string[] = [];
  const rules: Rule[] = [];
  for (const { header, cell } of tableRows(markdown)) {
    if (!header.includes("不用")) continue;
    const term = cell("中文");
    if (!term) continue;
    terms.push(term);
    const add = (variant: string, english: boolean) => {
      if (variant === term || rules.some((r) => r.term === term && r.variant === variant)) return;
      rules.push({ pattern: variantPattern(variant, english), variant, term, english });
    };
    for (const variant of entries(cell("不用"))) add(variant, false);
    for (const word of entries(cell("英文"))) add(word, true);
  }
  return { terms, rules };
}

/**
 * The rows of a glossary's tables as [English, Chinese] pairs, in order: the zh glossary's (columns 英文 and 中文,
 * the tables with a 不用 column) or the en glossary's (columns term and Chinese).
 */
export function glossaryPairs(markdown: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const { header, cell } of tableRows(markdown)) {
    const zh = header.includes("不用");
    const [english, chinese] = zh ? [cell("英文"), cell("中文")] : [cell("term"), cell("Chinese")];
    if (english && chinese) pairs.push([english, chinese]);
  }
  return pairs;
}

/** A Markdown text with everything that is not prose blanked out (same length, same lines). */
export function proseOf(markdown: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  return (
    markdown
      // generated blocks (pnpm docs:sync)
      .replace(
        /<!-- (include|lesson-diff|lesson-output|course-map|demo-links)\b[^\n]*-->\n[\s\S]*?<!-- \/\1 -->/g,
        blank,
      )
      // fenced code, also indented in a list
      .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\2[^\n]*$/gm, blank)
      .replace(/<!--[\s\S]*?-->/g, blank)
      // inline code: a run of backticks up to the same run, or <code>
      .replace(/(`+)[\s\S]*?\1/g, blank)
      .replace(/<code>[\s\S]*?<\/code>/g, blank)
      // link targets, reference definitions, autolinks, bare addresses, HTML tags
      .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, (m) => `]${blank(m.slice(1))}`)
      .replace(/^\s*\[[^\]]+\]:\s.*$/gm, blank)
      .replace(/<[a-z]+:[^>\s]+>/g, blank)
      .replace(/\bhttps?:\/\/[^\s)）]+/g, blank)
      .replace(/<\/?[A-Za-z][^>\n]*>/g, blank)
  );
}

/**
 * Where `prose` breaks a rule: line, what it wrote, the term to write. A variant inside a term is no breach, nor
 * English as a gloss in brackets right after the Chinese it glosses (子 Agent（subagent）).
 */
export function breaches(prose: string, rules: Rule[], terms: string[]): string[] {
  const found: Array<[number, string]> = [];
  const lineAt = (index: number) => prose.slice(0, index).split("\n").length;
  for (const rule of rules) {
    for (const m of prose.matchAll(rule.pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      const insideTerm = terms.some((term) => {
        if (term === rule.variant || !term.includes(rule.variant)) return false;
        for (let at = prose.indexOf(term, Math.max(0, end - term.length)); at !== -1 && at <= start; ) {
          if (at + term.length >= end) return true;
          at = prose.indexOf(term, at + 1);
        }
        return false;
      });
      // The English as a gloss in brackets right after the Chinese: 子 Agent（subagent）、上下文稀释（context dilution）
      const gloss =
        rule.english &&
        /[^\s（）]\**（[A-Za-z -]*$/.test(prose.slice(Math.max(0, start - 40), start)) &&
        /^[A-Za-z -]*）/.test(prose.slice(end));
      if (!insideTerm && !gloss) found.push([start, `${lineAt(start)}: “${m[0].replace(/\s+/g, " ")}” → ${rule.term}`]);
    }
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}

/** A string written in Chinese: at least a tenth of its letters are Chinese (an English page's "[中文](…)" is not). */
function isChinese(text: string): boolean {
  const chinese = text.match(new RegExp(HAN, "g"))?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return chinese > 0 && chinese * 10 >= chinese + latin;
}

/**
 * A TypeScript or Vue source with everything blanked out but the text of its strings that hold Chinese (same
 * length, same lines): the site's labels, the player's, the page templates of pnpm lesson:new. Comments, names,
 * regular expressions, a template's `${…}` parts and strings not written in Chinese are blanked; an escaped
 * backtick reads as a backtick (inline code).
 */
export function chineseStrings(source: string): string {
  const out = source.replace(/[^\n]/g, " ").split("");
  let i = 0;
  let previous = "";
  // The text ranges of the string that starts at i (past its opening quote), i left on its closing quote.
  const read = (quote: string): Array<[number, number]> => {
    const ranges: Array<[number, number]> = [];
    let from = i;
    while (i < source.length && source[i] !== quote && (quote === "`" || source[i] !== "\n")) {
      if (source[i] === "\\") i += 2;
      else if (quote === "`" && source[i] === "$" && source[i + 1] === "{") {
        ranges.push([from, i]);
        i += 2;
        for (let depth = 1; i < source.length && depth > 0; i++) {
          const c = source[i];
          if (c === "{") depth++;
          else if (c === "}") depth--;
          else if (c === "`" || c === '"' || c === "'") {
            i++;
            read(c);
          }
        }
        from = i;
      } else i++;
    }
    ranges.push([from, i]);
    return ranges;
  };
  while (i < source.length) {
    const c = source[i];
    if (c === "/" && source[i + 1] === "/") {
      const eol = source.indexOf("\n", i);
      i = eol === -1 ? source.length : eol;
    } else if (c === "/" && source[i + 1] === "*") {
      const close = source.indexOf("*/", i + 2);
      i = close === -1 ? source.length : close + 1;
    } else if (c === "/" && /^$|[(,=:[!&|?{};+]$/.test(previous)) {
      // a regular expression literal
      let inClass = false;
      for (i++; i < source.length && source[i] !== "\n"; i++) {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        else if (source[i] === "/" && !inClass) break;
      }
      previous = "/";
    } else if (c === '"' || c === "'" || c === "`") {
      i++;
      const ranges = read(c);
      if (isChinese(ranges.map(([a, b]) => source.slice(a, b)).join("")))
        for (const [a, b] of ranges)
          for (let k = a; k < b; k++) {
            // an escaped quote or backtick reads as itself (\` starts inline code), \n and the like as a space
            if (source[k] === "\\") {
              out[k] = "`'\"".includes(source[k + 1]) ? source[k + 1] : " ";
              k++;
            } else if (source[k] !== "\n") out[k] = source[k];
          }
      previous = "s";
    } else if (!/\s/.test(c)) previous = c;
    i++;
  }
  return out.join("");
}

/** The source files under `dir` (.ts, .mts, .vue), relative to it: dist, caches and node_modules are not entered. */
function sourceFiles(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory())
      return ["dist", "cache", "node_modules"].includes(entry.name) ? [] : sourceFiles(dir, path);
    return /\.(ts|mts|vue)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The files the glossary governs, from the root: README.zh.md, every zh page but the glossary, and the code of the
 * site, the player, the scripts and the concepts' displays (their player parts' labels) that holds Chinese strings.
 */
export function governedFiles(): string[] {
  const pages = readdirSync(join(ROOT, "docs", "zh"))
    .filter((f) => f.endsWith(".md") && f !== "glossary.md")
    .sort()
    .map((f) => join("docs", "zh", f));
  const code = [join("docs", ".vitepress"), "player", "scripts", join("shared", "src", "concepts")].flatMap((dir) =>
    sourceFiles(join(ROOT, dir))
      .sort()
      .map((f) => join(dir, f)),
  );
  const hasChinese = (file: string) => HAN.test(chineseStrings(readFileSync(join(ROOT, file), "utf-8")));
  return ["README.zh.md", ...pages, ...code.filter(hasChinese)];
}

/** The prose of a governed file (path from the root or absolute). */
export function proseOfFile(file: string): string {
  const text = readFileSync(resolve(ROOT, file), "utf-8");
  return proseOf(/\.(ts|mts|vue)$/.test(file) ? chineseStrings(text) : text);
}

/** The breaches of each file, by its path from the root (files with none left out). */
export function checkTerms(files = governedFiles()): Map<string, string[]> {
  const { terms, rules } = glossaryRules(readFileSync(GLOSSARY, "utf-8"));
  const found = new Map<string, string[]>();
  for (const file of files) {
    const list = breaches(proseOfFile(file), rules, terms);
    if (list.length) found.set(relative(ROOT, resolve(ROOT, file)), list);
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = process.argv.slice(2);
  const found = checkTerms(files.length ? files.map((f) => resolve(f)) : undefined);
  for (const [file, list] of found) for (const line of list) console.log(`${file}:${line}`);
  if (found.size) {
    console.log(`\n${[...found.values()].flat().length} breaches of docs/zh/glossary.md`);
    process.exit(1);
  }
}
