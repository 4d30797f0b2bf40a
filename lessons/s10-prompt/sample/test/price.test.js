import { discount, withTax } from "../src/price.js";
import { check } from "./check.js";

check("withTax(10, 0.2)", withTax(10, 0.2), 12);
check("withTax(9.99, 0.2)", withTax(9.99, 0.2), 11.99);
check("discount(80, 25)", discount(80, 25), 60);
