import { count, total } from "../src/cart.js";
import { check } from "./check.js";

const cart = [
  { name: "pen", price: 1.5, quantity: 4 },
  { name: "notebook", price: 6, quantity: 1 },
];
check("total(cart, 0.2)", total(cart, 0.2), 14.4);
check("total([], 0.2)", total([], 0.2), 0);
check("count(cart)", count(cart), 5);
