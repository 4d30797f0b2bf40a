/**
 * A memory's file: markdown with front matter (`name`, `description`, `type`), and the index line it gets.
 *
 * @module
 */
import { frontMatter, yamlLibrary } from "../../front-matter.ts";

// #region memory-file
/** The kinds of memory, as the reference and Claude Code have them. */
export const MEMORY_TYPES = ["user", "feedback", "project", "reference"] as const;
/** A memory's kind: about the `user`, `feedback` on how to work, a fact of the `project`, or a `reference` to look up. */
export type MemoryType = (typeof MEMORY_TYPES)[number];
/** The longest `name` a memory may have, in characters: the index shows it on one line. */
export const MEMORY_TITLE_MAX = 100;
/** The longest `description` a memory may have, in characters: the index shows it on one line. */
export const MEMORY_DESCRIPTION_MAX = 300;

/** What a memory's front matter says. */
export interface MemoryFields {
  /** A short title, shown in the index: `How to run the tests`. */
  name: string;
  /** One line saying what the memory holds, shown in the index. */
  description: string;
  /** Its kind. */
  type: MemoryType;
}

/** What is wrong with a text that should be a memory. */
export interface MemoryProblem {
  /** A phrase that follows the file's name: `has no front matter`, `has no type in its front matter`. */
  problem: string;
}

/** The format a memory has, said in the errors of a text that lacks it. */
export const MEMORY_FORMAT = `A memory starts with front matter: a line ---, then name: (a short title), description: (one line), type: (one of ${MEMORY_TYPES.join(", ")}), then a line ---; the memory follows.`;

/**
 * The front matter of a memory's text, checked; or what is wrong with it, as a phrase (`has no front matter`).
 *
 * Parsed by the kit's front-matter reader (a YAML library): `name` and `description` must be text of at most
 * {@link MEMORY_TITLE_MAX} and {@link MEMORY_DESCRIPTION_MAX} characters, `type` one of {@link MEMORY_TYPES}.
 */
export function memoryFields(text: string): MemoryFields | MemoryProblem {
  let parsed: ReturnType<typeof frontMatter>;
  try {
    parsed = frontMatter(text);
  } catch (err) {
    return {
      problem: `has front matter that is not valid YAML (${String((err as Error).message).split("\n")[0]})`,
    };
  }
  if (!parsed) return { problem: "has no front matter" };
  const fields = parsed.fields;
  if (typeof fields !== "object" || fields === null || Array.isArray(fields))
    return { problem: "has front matter that is not a set of fields (name:, description:, type:)" };
  for (const [field, max] of [
    ["name", MEMORY_TITLE_MAX],
    ["description", MEMORY_DESCRIPTION_MAX],
  ] as const) {
    const value = fields[field];
    if (typeof value !== "string" || value.trim() === "")
      return { problem: `has no ${field} in its front matter` };
    if (value.length > max)
      return { problem: `has a ${field} of ${value.length} characters, more than ${max}` };
  }
  if (!MEMORY_TYPES.includes(fields.type))
    return {
      problem:
        fields.type === undefined
          ? "has no type in its front matter"
          : `has the type ${JSON.stringify(fields.type)}, not one of ${MEMORY_TYPES.join(", ")}`,
    };
  return { name: fields.name, description: fields.description, type: fields.type };
}

/** A memory's file text: its fields as front matter (YAML, quoted where a value needs it), then `body`. */
export function memoryFileText(fields: MemoryFields, body: string): string {
  const yaml = yamlLibrary().stringify(
    { name: fields.name, description: fields.description, type: fields.type },
    { lineWidth: 0 },
  );
  return `---\n${yaml}---\n${body.endsWith("\n") || body === "" ? body : `${body}\n`}`;
}

/** A memory's line in the index: `- [name](file.md) — description`, on one line whatever the fields hold. */
export function indexLine(file: string, fields: MemoryFields): string {
  const name = oneLine(fields.name).replace(/[[\]\\]/g, "\\$&");
  return `- [${name}](${file}) — ${oneLine(fields.description)}`;
}

/** The index line of something in the folder that is not a memory: named, with what it is, never left out. */
export function notAMemoryLine(file: string, what: string): string {
  return `- [${file}](${file}) — (not a memory: ${what})`;
}
// #endregion memory-file

/** Text on one line: each run of white space or control characters (line breaks too) becomes one space. */
function oneLine(text: string): string {
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}
