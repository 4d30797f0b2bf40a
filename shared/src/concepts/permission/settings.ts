/**
 * The permission settings: `.workbook/settings.json` (the project's, the file s19 reads) and
 * `.workbook/settings.local.json` beside it (this machine's only), keys `permissions.allow`, `permissions.ask`,
 * `permissions.deny` and `permissions.defaultMode`. The lists merge across the two files, so a deny in either
 * holds; the local file's mode wins. A file that cannot be read, invalid JSON, an unknown mode or a rule that
 * does not parse is a {@link SettingsError} naming the file and place: never an empty list, so that a deny list
 * that cannot be read never becomes "allow everything".
 *
 * @module
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import { join } from "node:path";
import { SettingsError } from "./errors.ts";
import { modeProblem, type PermissionMode } from "./modes.ts";
import { parseRule, type PermissionRule, type RuleKind } from "./rules.ts";

/** The folder of the workbook's settings, in the workspace. */
export const SETTINGS_FOLDER = ".workbook";
/** The project's settings file, as messages name it. */
export const SETTINGS_FILE = `${SETTINGS_FOLDER}/settings.json`;
/** This machine's settings file (not committed: the sample's `.gitignore` lists it), as messages name it. */
export const LOCAL_SETTINGS_FILE = `${SETTINGS_FOLDER}/settings.local.json`;
/** The largest settings file read: a bigger one is named as an error. */
const MAX_BYTES = 1024 * 1024;

/** The rules of both files, merged, and the starting mode they set. */
export interface PermissionSettings {
  /** The allow rules, the project's first. */
  allow: PermissionRule[];
  /** The ask rules. */
  ask: PermissionRule[];
  /** The deny rules. */
  deny: PermissionRule[];
  /** `permissions.defaultMode`, the local file's over the project's; undefined when neither sets it. */
  defaultMode?: PermissionMode;
}

/** Reads and checks both settings files of the workspace `workdir` (a missing file has no rules). */
export function loadPermissionSettings(workdir: string): PermissionSettings {
  const merged: PermissionSettings = { allow: [], ask: [], deny: [] };
  for (const file of [SETTINGS_FILE, LOCAL_SETTINGS_FILE]) {
    const settings = settingsFromJson(readSettingsText(workdir, file), file, workdir);
    merged.allow.push(...settings.allow);
    merged.ask.push(...settings.ask);
    merged.deny.push(...settings.deny);
    if (settings.defaultMode !== undefined) merged.defaultMode = settings.defaultMode;
  }
  return merged;
}

/** The text of the settings file `file` (as named, relative to `workdir`); undefined when there is none. */
export function readSettingsText(workdir: string, file: string): string | undefined {
  const folder = lstatSync(join(workdir, SETTINGS_FOLDER), { throwIfNoEntry: false });
  if (!folder) return undefined;
  if (!folder.isDirectory())
    throw new SettingsError(
      SETTINGS_FOLDER,
      undefined,
      "is not a folder of the workspace itself (a file or a link).",
    );
  let fd: number;
  try {
    fd = openSync(
      join(workdir, file),
      constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK,
    );
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP")
      throw new SettingsError(file, undefined, "is a link; settings are read from a file only.");
    throw new SettingsError(file, undefined, `cannot be read (${code ?? String(err)}).`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new SettingsError(file, undefined, "is not a file.");
    if (info.size > MAX_BYTES)
      throw new SettingsError(file, undefined, `is larger than ${MAX_BYTES} bytes.`);
    const buffer = Buffer.alloc(info.size);
    let filled = 0;
    for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
      n = readSync(fd, buffer, filled, buffer.length - filled, filled);
    return buffer.toString("utf-8", 0, filled);
  } catch (err) {
    if (err instanceof SettingsError) throw err;
    throw new SettingsError(
      file,
      undefined,
      `cannot be read (${(err as NodeJS.ErrnoException).code ?? err}).`,
    );
  } finally {
    closeSync(fd);
  }
}

/** The JSON object of a settings file's text; throws {@link SettingsError} for invalid JSON or another value. */
export function settingsObject(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new SettingsError(file, undefined, `invalid JSON: ${(err as Error).message}.`);
  }
  if (!isObject(value))
    throw new SettingsError(file, undefined, "must hold a JSON object ({ … }).");
  return value;
}

/** The permission settings of one file's text (undefined: no file), checked; `root` is where `/path` rules start. */
export function settingsFromJson(
  text: string | undefined,
  file: string,
  root: string,
): PermissionSettings {
  const settings: PermissionSettings = { allow: [], ask: [], deny: [] };
  if (text === undefined) return settings;
  const permissions = settingsObject(text, file).permissions;
  if (permissions === undefined) return settings;
  if (!isObject(permissions)) throw new SettingsError(file, "permissions", "must be an object.");
  for (const kind of ["allow", "ask", "deny"] as RuleKind[]) {
    const list = permissions[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list))
      throw new SettingsError(file, `permissions.${kind}`, "must be a list of rules.");
    list.forEach((rule: unknown, i) => {
      const place = `permissions.${kind}[${i}]`;
      if (typeof rule !== "string")
        throw new SettingsError(file, place, "must be a rule, written as a string.");
      try {
        settings[kind].push(parseRule(rule, kind, { source: file, root }));
      } catch (err) {
        throw new SettingsError(file, place, (err as Error).message);
      }
    });
  }
  const mode = permissions.defaultMode;
  if (mode !== undefined) {
    const problem = modeProblem(mode);
    if (problem !== undefined) throw new SettingsError(file, "permissions.defaultMode", problem);
    settings.defaultMode = mode as PermissionMode;
  }
  return settings;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
