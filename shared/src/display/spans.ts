/**
 * What a line on screen is made of: spans of text, each in a style. Both the events (a concept's display draws its
 * events as spans) and the lines the kit draws use them. No Node here: the player imports this file in the browser.
 */

/** How a span of a line is drawn. */
export type Style = "dim" | "yellow" | "red" | "cyan" | "bold" | "current" | "magenta" | "green" | "blue";

/** A piece of a line in one style (none: the terminal's own colour). */
export interface Span {
  /** Its text. */
  text: string;
  /** How it is drawn. */
  style?: Style;
}
