/** "hello" -> "Hello" */
export function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "abc" -> "cba" */
export function reverse(text) {
  return [...text].reverse().join("");
}
