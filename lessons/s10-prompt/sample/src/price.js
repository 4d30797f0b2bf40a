/** The price with tax added, rounded to the cent: withTax(10, 0.2) is 12. */
export function withTax(net, rate) {
  return Math.round(net * (1 + rate) * 100) / 100;
}

/** The price less a discount in percent, rounded to the cent: discount(80, 25) is 60. */
export function discount(price, percent) {
  return Math.round(price * (100 - percent)) / 100;
}
