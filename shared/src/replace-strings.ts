/**
 * A copy of a JSON value with each `from` text replaced by its `to` text, inside any of its strings.
 *
 * Pairs with an empty `from` are skipped. Used for paths and credentials in cassettes.
 */
export function replaceStrings<T>(value: T, pairs: Iterable<readonly [string | undefined, string]>): T {
  return JSON.parse(replaceInJson(JSON.stringify(value), pairs)) as T;
}

/** A JSON text with each `from` text replaced by its `to` text inside its strings; empty `from`s are skipped. */
export function replaceInJson(json: string, pairs: Iterable<readonly [string | undefined, string]>): string {
  let text = json;
  for (const [from, to] of pairs) {
    if (from) text = text.split(inJson(from)).join(inJson(to));
  }
  return text;
}

/**
 * A copy of a JSON value with each `from` path replaced by its `to` path inside its strings, where the path ends.
 *
 * `/a/b` moves in `/a/b`, `/a/b/c` and `(/a/b)`, but not in `/a/bc` or `/a/b-old`, which are other folders.
 * Pairs with an empty `from` are skipped. Used to move a recording's workspace and root to this session's.
 */
export function replacePaths<T>(value: T, pairs: Iterable<readonly [string | undefined, string]>): T {
  let text = JSON.stringify(value);
  for (const [from, to] of pairs) {
    if (!from) continue;
    const escaped = inJson(from).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const target = inJson(to);
    text = text.replace(new RegExp(`${escaped}(?![\\w-])`, "g"), () => target);
  }
  return JSON.parse(text) as T;
}

/** A session's folders, as a recording keeps them (its `paths`). */
export interface SessionFolders {
  /** The folder the agent worked in. */
  workdir?: string;
  /** The workbook's root folder. */
  root?: string;
}

/**
 * The pairs that turn a session's folders into placeholders, for {@link replacePaths} or {@link replaceStrings}.
 *
 * Its workspace becomes `<workdir>`, the workbook's root `<root>` (the workspace first: it may lie inside the root).
 */
export function folderPlaceholders(folders: SessionFolders = {}): [string | undefined, string][] {
  return [
    [folders.workdir, "<workdir>"],
    [folders.root, "<root>"],
  ];
}

/** A text as it appears inside a JSON string (quotes, backslashes and control characters escaped). */
function inJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
