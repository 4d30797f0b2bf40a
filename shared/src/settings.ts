/**
 * A lesson's settings: the environment variables it reads (s08's `COMPACT_THRESHOLD`), each a positive whole number,
 * checked when the session starts, before anything else happens.
 *
 * @module
 */
import { UsageError } from "./cli.ts";

/** Decimal digits, not starting with 0: `2800`; not `0`, `-1`, `1.5`, `0x10`, `1e3`, `abc` nor an empty value. */
export function isPositiveWholeNumber(value: string): boolean {
  return /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
}

/** The first of the settings set in `env` whose value is not a positive whole number, said in a line; else undefined. */
export function badSetting(names: string[], env: NodeJS.ProcessEnv): string | undefined {
  const name = names.find((n) => env[n] !== undefined && !isPositiveWholeNumber(env[n]!));
  if (name === undefined) return undefined;
  return `${name} is ${JSON.stringify(env[name])}: it must be a positive whole number (such as 50000), or not set at all.`;
}

/**
 * A setting a lesson (or a kit concept) reads from the environment: its variable, its default, its check, and the
 *
 * line `--help` shows for it. Declared once as a constant; the session reads it ({@link Session.setting}).
 */
export interface Setting<T = unknown> {
  /** The environment variable, e.g. `COMPACT_THRESHOLD`. */
  readonly name: string;
  /** What it sets, for `--help`: `the input tokens past which the history is compacted`. */
  readonly help: string;
  /** Its value when the variable is not set (or set empty). */
  readonly default: T;
  /** The value a variable's text stands for; throws an Error saying what the text must be when it is not one. */
  parse(text: string): T;
}

/** A setting whose value is a positive whole number (`COMPACT_THRESHOLD=50000`). */
export function wholeNumberSetting(name: string, fallback: number, help: string): Setting<number> {
  return {
    name,
    help: `${help} (default ${fallback})`,
    default: fallback,
    parse(text) {
      if (!isPositiveWholeNumber(text)) throw new Error(`it must be a positive whole number (such as ${fallback})`);
      return Number(text);
    },
  };
}

/** A setting whose value is a word (`AGENT_NAME=alice`): letters, digits, `.`, `_` and `-`; empty: the default. */
export function wordSetting(name: string, fallback: string, help: string): Setting<string> {
  return {
    name,
    help: `${help} (default ${fallback})`,
    default: fallback,
    parse(text) {
      if (text === "") return fallback;
      if (!/^[\w.-]{1,64}$/.test(text)) throw new Error(`it must be one word of letters, digits, ".", "_" or "-"`);
      return text;
    },
  };
}

/** A setting that is on or off: `1` turns it on, `0` or empty leaves it off (`START_OVER=1`). */
export function switchSetting(name: string, help: string): Setting<boolean> {
  return {
    name,
    help: `${help} (1: on; default off)`,
    default: false,
    parse(text) {
      if (text !== "" && text !== "0" && text !== "1") throw new Error("it must be 1 (on) or 0 (off)");
      return text === "1";
    },
  };
}

/**
 * The values of `settings` in `env`, each checked; an unset variable has its default. A bad value is a
 *
 * UsageError naming the variable (`COMPACT_THRESHOLD is "abc": it must be …, or not set at all.`).
 */
export function readSettings(settings: readonly Setting[], env: NodeJS.ProcessEnv): Map<Setting, unknown> {
  const values = new Map<Setting, unknown>();
  for (const setting of settings) {
    const text = env[setting.name];
    if (text === undefined) {
      values.set(setting, setting.default);
      continue;
    }
    try {
      values.set(setting, setting.parse(text));
    } catch (err) {
      throw new UsageError(`${setting.name} is ${JSON.stringify(text)}: ${(err as Error).message}, or not set at all.`);
    }
  }
  return values;
}

/** The settings' lines for `--help`, one a setting: its variable, then what it sets. */
export function settingsHelp(settings: readonly Setting[]): string {
  if (settings.length === 0) return "";
  const width = Math.max(...settings.map((s) => s.name.length), 22);
  return `Settings of this lesson (environment variables, checked at the start):\n${settings
    .map((s) => `  ${s.name.padEnd(width)}   ${s.help}`)
    .join("\n")}\n\n`;
}

/** A setting whose value is any text but an empty one (`FALLBACK_MODEL=claude-haiku-4-5`); empty: the default. */
export function textSetting(name: string, fallback: string, help: string): Setting<string> {
  return { name, help: `${help} (default ${fallback})`, default: fallback, parse: (text) => text || fallback };
}
