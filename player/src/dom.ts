/** The player's DOM helpers. */

/** A DOM element with a class, attributes and text. */
export function el(tag: string, className: string, attrs: Record<string, string> = {}, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

const NS = "http://www.w3.org/2000/svg";

/** An SVG element with attributes and, when given, a tooltip (its `<title>`). */
export function svgEl(tag: string, attrs: Record<string, string>, tip?: string): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (tip !== undefined) {
    const title = document.createElementNS(NS, "title");
    title.textContent = tip;
    node.append(title);
  }
  return node;
}
