/**
 * "always": the narrowest rules that allow a call (`Bash(npm test)`, `Edit(./src/slug.js)`), written to
 * `.workbook/settings.local.json` as the kit writes state: under a lock (lease.ts), the file re-read, changed and
 * written whole (atomic-write.ts). A file that cannot be read or is not valid JSON is named, never overwritten.
 *
 * @module
 */
import { lstatSync, mkdirSync } from "node:fs";
import { join, relative } from "node:path";
import { writeFileAtomic } from "../../atomic-write.ts";
import { takeLease } from "../../lease.ts";
import { type CallTargets, insideWorkspace } from "./call-targets.ts";
import { SettingsError } from "./errors.ts";
import type { PathContext } from "./path-rules.ts";
import { allowCoverage } from "./decide.ts";
import { type PermissionRule, parseRule } from "./rules.ts";
import {
  LOCAL_SETTINGS_FILE,
  readSettingsText,
  SETTINGS_FOLDER,
  settingsObject,
} from "./settings.ts";

/**
 * The narrowest rules that allow a call read into `t`, besides the `allow` rules there are: one `Bash(…)` per
 * simple command they leave (a command holding `*` gives a wider rule: the grammar has no escape for it), an
 * `Edit(…)` per redirect outside the workspace they leave, the path of a file tool's call, or the tool's name.
 * Empty when the parser asks: no rule can allow that.
 */
export function narrowestRules(
  t: CallTargets,
  context: PathContext,
  allow: PermissionRule[] = [],
): string[] {
  if (t.asks.length > 0) return [];
  if (t.tool === "Bash") {
    const left = allowCoverage(t, allow, context);
    return [
      ...left.commands.map((c) => `Bash(${c})`),
      ...left.writes.map((p) => `Edit(${pathSpecifier(p, context)})`),
    ];
  }
  if (t.tool === "Read" || t.tool === "Edit" || t.tool === "Write") {
    const path = t.paths[0];
    if (path === undefined) return [t.tool];
    return [`${t.tool === "Read" ? "Read" : "Edit"}(${pathSpecifier(path, context)})`];
  }
  return [t.tool];
}

/** `./src/slug.js` inside the workspace, `//etc/hosts` outside it; gitignore's special characters escaped. */
function pathSpecifier(path: string, context: PathContext): string {
  const escaped = (p: string) => p.replace(/[*?[\]\\!#]/g, "\\$&");
  if (insideWorkspace(path, context.workdir))
    return `./${escaped(relative(context.workdir, path))}`;
  return `/${escaped(path)}`;
}

/** How long "always" waits for another writer of the local settings, and when a silent lock counts as dead. */
const LOCK = { staleMs: 2000, waitMs: 2500 };

/**
 * Adds `rules` to `permissions.allow` of the workspace's `.workbook/settings.local.json` (made if needed), keeping
 * everything else in it; returns the rules it added (one already there is not added twice).
 */
export async function addAllowRules(workdir: string, rules: string[]): Promise<string[]> {
  for (const rule of rules) parseRule(rule, "allow"); // a rule that would not load again is never written
  const folder = join(workdir, SETTINGS_FOLDER);
  try {
    mkdirSync(folder);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  if (!lstatSync(folder).isDirectory())
    throw new SettingsError(
      SETTINGS_FOLDER,
      undefined,
      "is not a folder of the workspace itself (a file or a link).",
    );
  const lease = await takeLease(join(folder, "settings.local.json.lock"), LOCK);
  if (!lease)
    throw new SettingsError(
      LOCAL_SETTINGS_FILE,
      undefined,
      "is being changed by another run: answer again in a moment.",
    );
  try {
    const file = join(workdir, LOCAL_SETTINGS_FILE);
    const text = readSettingsText(workdir, LOCAL_SETTINGS_FILE);
    const settings = text === undefined ? {} : settingsObject(text, LOCAL_SETTINGS_FILE);
    const permissions = (settings.permissions ??= {}) as Record<string, unknown>;
    if (typeof permissions !== "object" || permissions === null || Array.isArray(permissions))
      throw new SettingsError(LOCAL_SETTINGS_FILE, "permissions", "must be an object.");
    const allow = (permissions.allow ??= []) as unknown[];
    if (!Array.isArray(allow))
      throw new SettingsError(LOCAL_SETTINGS_FILE, "permissions.allow", "must be a list of rules.");
    const added = rules.filter((r, i) => !allow.includes(r) && rules.indexOf(r) === i);
    if (added.length === 0) return [];
    allow.push(...added);
    writeFileAtomic(file, `${JSON.stringify(settings, null, 2)}\n`, {
      like: lstatSync(file, { throwIfNoEntry: false }),
      beforeCommit: () => {
        if (!lease.holds())
          throw new SettingsError(
            LOCAL_SETTINGS_FILE,
            undefined,
            "was taken over by another run meanwhile: answer again.",
          );
      },
    });
    return added;
  } finally {
    lease.release();
  }
}
