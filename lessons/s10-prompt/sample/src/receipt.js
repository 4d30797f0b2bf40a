import { total } from "./cart.js";

/** An amount as a receipt shows it: 12.5 is "12.50 EUR". */
export function formatAmount(amount) {
  return `${amount} EUR`;
}

/** A receipt: a line per item, then the total with tax. */
export function receipt(lines, taxRate) {
  const rows = lines.map((line) => `${line.name} x${line.quantity}  ${formatAmount(line.price * line.quantity)}`);
  return [...rows, `Total  ${formatAmount(total(lines, taxRate))}`].join("\n");
}
