/** Degrees Celsius to degrees Fahrenheit. */
export function celsiusToFahrenheit(c) {
  return (c * 9) / 5 + 32;
}

/** Degrees Fahrenheit to degrees Celsius. */
export function fahrenheitToCelsius(f) {
  return f - (32 * 5) / 9;
}

/** Degrees Celsius to kelvins. */
export function celsiusToKelvin(c) {
  return c + 273;
}
