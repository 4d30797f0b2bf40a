import { createRequire } from "node:module";
import type * as Yaml from "yaml";

let loaded: typeof Yaml | undefined;

/**
 * The YAML library, loaded at its first use: only a lesson that reads or writes front matter (skills, memory) needs
 * it, and every lesson's process would load it at its start (72 modules, about 40 ms of CPU).
 */
export function yamlLibrary(): typeof Yaml {
  loaded ??= createRequire(import.meta.url)("yaml") as typeof Yaml;
  return loaded;
}

/** A file's YAML front matter (between a first line `---` and the next), parsed, and the text after it. */
export interface FrontMatter {
  /** The YAML fields, as the yaml library parses them (a map, a list, a scalar: the caller checks). */
  fields: any;
  /** The text after the closing `---`. */
  body: string;
}

/**
 * A text's front matter, parsed with a YAML library, and its body; undefined when it does not start with one.
 *
 * Invalid YAML throws the library's `YAMLParseError`. A byte-order mark and CRLF line ends are allowed.
 */
export function frontMatter(text: string): FrontMatter | undefined {
  const [, yaml, body = ""] = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(text) ?? [];
  return yaml === undefined ? undefined : { fields: yamlLibrary().parse(yaml), body };
}
