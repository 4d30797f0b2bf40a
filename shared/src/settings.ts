/**
 * A lesson's settings: the environment variables it reads (s08's `COMPACT_THRESHOLD`), each a positive whole number,
 * checked when the session starts, before anything else happens.
 *
 * @module
 */

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
