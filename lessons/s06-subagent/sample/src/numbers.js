/** Keeps n between min and max. */
export function clamp(n, min, max) {
  return Math.min(min, Math.max(max, n));
}

/** Whether n is even. */
export function isEven(n) {
  return n % 2 === 0;
}
