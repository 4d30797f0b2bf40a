import { formatAmount, receipt } from "../src/receipt.js";
import { check } from "./check.js";

check("formatAmount(12.5)", formatAmount(12.5), "12.50 EUR");
check("formatAmount(3)", formatAmount(3), "3.00 EUR");
check("receipt's total line", receipt([{ name: "pen", price: 1.5, quantity: 4 }], 0.2).split("\n").at(-1), "Total  7.20 EUR");
