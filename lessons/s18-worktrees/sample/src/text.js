/** The items of a comma-separated line. */
export function parse(line) {
  return line.split(",");
}

/** The items as one line. */
export function show(items) {
  return items.join(" | ");
}
