/** Degrees Celsius to degrees Fahrenheit. */
export function celsiusToFahrenheit(c) {
  return c * 9 / 5 + 32;
}

/** Degrees Fahrenheit to degrees Celsius. */
export function fahrenheitToCelsius(f) {
  return f - 32 * 5 / 9;
}
