/**
 * The hooks' configuration: the `hooks` key of the same settings files as the permission concept
 * (`.workbook/settings.json`, then `.workbook/settings.local.json`), in Claude Code's shape:
 * `{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "…", "timeout": 60}]}]}}`.
 * The two files' hooks add up. A file that cannot be read, a wrong shape, an unknown event or a matcher that does
 * not compile is a {@link SettingsError} naming the file and place. Claude Code's other events, and its other hook
 * types (`prompt`, `agent`), are kept aside as {@link HooksConfig.ignored}, never run.
 *
 * @module
 */
import { closest } from "../../cli.ts";
import { SettingsError } from "../permission/errors.ts";
import {
  LOCAL_SETTINGS_FILE,
  readSettingsText,
  SETTINGS_FILE,
  settingsObject,
} from "../permission/settings.ts";
import { HOOK_EVENTS, type HookEvent, isHookEvent, LEFT_OUT_EVENTS } from "./hook-events.ts";
import { type HookMatcher, parseMatcher } from "./matcher.ts";

/** A command hook's timeout when its settings give none, in seconds (Claude Code's). */
export const DEFAULT_TIMEOUT_SECONDS = 60;

/** One command hook, as configured. */
export interface CommandHook {
  /** The event it runs on. */
  event: HookEvent;
  /** Its group's matcher, read. */
  matcher: HookMatcher;
  /** The shell command, run with `bash -c` in the workspace. */
  command: string;
  /** How long it may run, in milliseconds. */
  timeoutMs: number;
  /** Where it is configured: `.workbook/settings.json, hooks.PreToolUse[0].hooks[1]`. */
  place: string;
}

/** Every command hook of both settings files, by event, and what was left aside. */
export interface HooksConfig {
  /** The hooks of each event, in the files' order (the project's first). */
  hooks: Record<HookEvent, CommandHook[]>;
  /** What is configured but never runs here, one sentence each (`… Notification: an event the kit does not run`). */
  ignored: string[];
}

/** A configuration without hooks. */
export function emptyHooksConfig(): HooksConfig {
  return {
    hooks: Object.fromEntries(HOOK_EVENTS.map((e) => [e, []])) as unknown as HooksConfig["hooks"],
    ignored: [],
  };
}

/** Reads the hooks of both settings files of the workspace `workdir` (a missing file has none). */
export function loadHooksConfig(workdir: string): HooksConfig {
  const config = emptyHooksConfig();
  for (const file of [SETTINGS_FILE, LOCAL_SETTINGS_FILE])
    addHooksFromJson(config, readSettingsText(workdir, file), file);
  return config;
}

/** Adds the hooks of one settings file's text (undefined: no file) to `config`, checked. */
export function addHooksFromJson(
  config: HooksConfig,
  text: string | undefined,
  file: string,
): void {
  if (text === undefined) return;
  const hooks = settingsObject(text, file).hooks;
  if (hooks === undefined) return;
  if (!isObject(hooks)) throw new SettingsError(file, "hooks", "must be an object of events.");
  for (const [event, groups] of Object.entries(hooks)) {
    const place = `hooks.${event}`;
    if (!isHookEvent(event)) {
      if (!LEFT_OUT_EVENTS.includes(event))
        throw new SettingsError(file, place, unknownEvent(event));
      config.ignored.push(`${file}, ${place}: an event of Claude Code's the kit does not run.`);
      continue;
    }
    if (!Array.isArray(groups))
      throw new SettingsError(file, place, 'must be a list of {"matcher", "hooks"}.');
    groups.forEach((group: unknown, i) => {
      config.hooks[event].push(...readGroup(group, event, file, `${place}[${i}]`, config.ignored));
    });
  }
}

/** The command hooks of one matcher group. */
function readGroup(
  group: unknown,
  event: HookEvent,
  file: string,
  place: string,
  ignored: string[],
): CommandHook[] {
  if (!isObject(group))
    throw new SettingsError(file, place, 'must be an object {"matcher", "hooks"}.');
  if (group.matcher !== undefined && typeof group.matcher !== "string")
    throw new SettingsError(file, `${place}.matcher`, "must be a string.");
  let matcher: HookMatcher;
  try {
    matcher = parseMatcher(group.matcher);
  } catch (err) {
    throw new SettingsError(file, `${place}.matcher`, (err as Error).message);
  }
  if (!Array.isArray(group.hooks))
    throw new SettingsError(file, `${place}.hooks`, "must be a list of hooks.");
  const hooks: CommandHook[] = [];
  group.hooks.forEach((hook: unknown, j) => {
    const at = `${place}.hooks[${j}]`;
    if (!isObject(hook))
      throw new SettingsError(file, at, 'must be an object {"type": "command", "command": …}.');
    if (hook.type === "prompt" || hook.type === "agent") {
      ignored.push(
        `${file}, ${at}: a ${hook.type} hook of Claude Code's; the kit runs command hooks only.`,
      );
      return;
    }
    if (hook.type !== "command") throw new SettingsError(file, `${at}.type`, 'must be "command".');
    if (typeof hook.command !== "string" || hook.command.trim() === "")
      throw new SettingsError(file, `${at}.command`, "must be a command, written as a string.");
    const timeout = hook.timeout === undefined ? DEFAULT_TIMEOUT_SECONDS : hook.timeout;
    if (typeof timeout !== "number" || !(timeout > 0) || !Number.isFinite(timeout))
      throw new SettingsError(file, `${at}.timeout`, "must be a number of seconds greater than 0.");
    hooks.push({
      event,
      matcher,
      command: hook.command,
      timeoutMs: Math.round(timeout * 1000),
      place: `${file}, ${at}`,
    });
  });
  return hooks;
}

/** Why an event name is refused, with the one it is likely a typo of. */
function unknownEvent(event: string): string {
  const guess = closest(event, [...HOOK_EVENTS, ...LEFT_OUT_EVENTS]);
  const hint = guess === undefined ? "" : ` Did you mean ${guess}?`;
  return `is not a hook event (the kit runs ${HOOK_EVENTS.join(", ")}).${hint}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
