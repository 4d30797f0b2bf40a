import { celsiusToFahrenheit, fahrenheitToCelsius } from "./convert.js";

const cases = [
  ["celsiusToFahrenheit(100)", celsiusToFahrenheit(100), 212],
  ["celsiusToFahrenheit(-40)", celsiusToFahrenheit(-40), -40],
  ["fahrenheitToCelsius(212)", fahrenheitToCelsius(212), 100],
  ["fahrenheitToCelsius(32)", fahrenheitToCelsius(32), 0],
];

let failed = 0;
for (const [name, got, want] of cases) {
  const ok = Math.abs(got - want) < 1e-9;
  if (!ok) failed += 1;
  console.log(`${ok ? "ok  " : "FAIL"} ${name} = ${Number(got.toFixed(4))}${ok ? "" : ` (want ${want})`}`);
}
console.log(`${cases.length - failed}/${cases.length} passed`);
process.exitCode = failed ? 1 : 0;
