// Built from convert.js by an old build step; nothing uses it now.
export const celsiusToFahrenheit = (c) => c * 9 / 5 + 32;
export const fahrenheitToCelsius = (f) => f - 32 * 5 / 9;
