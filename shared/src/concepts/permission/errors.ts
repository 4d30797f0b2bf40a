/** The permission concept's errors: a rule that does not parse, a settings file that cannot be used. */

/** A rule that does not parse: the message says why (the settings loader adds the file and place). */
export class RuleError extends Error {}

/** A settings file that cannot be used (unreadable, invalid JSON, an unknown mode, a bad rule): named with its place. */
export class SettingsError extends Error {
  /** The file, as messages name it (`.workbook/settings.json`). */
  readonly file: string;
  /** The place in it (`permissions.deny[2]`), or undefined for the file as a whole. */
  readonly place: string | undefined;

  /** An error about `place` in `file`; the message starts with both. */
  constructor(file: string, place: string | undefined, problem: string) {
    super(`${file}${place === undefined ? "" : `, ${place}`}: ${problem}`);
    this.file = file;
    this.place = place;
  }
}
