import { withTax } from "./price.js";

/** The cart's total with tax: each line is { name, price, quantity }, its price net of tax. */
export function total(lines, taxRate) {
  const net = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return withTax(net, taxRate);
}

/** How many items the cart holds. */
export function count(lines) {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
