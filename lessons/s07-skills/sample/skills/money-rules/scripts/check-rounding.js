// Prints sample amounts as shop-utils rounds them: run it after a change to src/price.js.
import { discount, withTax } from "../../../src/price.js";

for (const [net, rate] of [[9.99, 0.2], [0.1, 0.2], [19.95, 0.055]]) {
  console.log(`withTax(${net}, ${rate}) = ${withTax(net, rate)}`);
}
for (const [price, percent] of [[80, 25], [9.99, 10], [0.05, 50]]) {
  console.log(`discount(${price}, ${percent}) = ${discount(price, percent)}`);
}
