/** The side-by-side page's stylesheet: light and dark colours, columns sharing row heights, and a print layout. */
export const PAGE_CSS = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
  --del-bg: #ffebe9; --del-gutter: #ffd7d5; --del-word: #ff818266; --del-fg: #a40e26;
  --add-bg: #dafbe1; --add-gutter: #ccffd8; --add-word: #4ac26b66; --add-fg: #116329;
  --empty: repeating-linear-gradient(135deg, #f6f8fa 0 6px, #eaeef2 6px 12px);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --rule: #3d444d; --panel: #151b23;
    --del-bg: #f851491f; --del-gutter: #f8514940; --del-word: #f8514966; --del-fg: #ff9492;
    --add-bg: #2ea0431f; --add-gutter: #3fb95040; --add-word: #2ea04366; --add-fg: #7ee787;
    --empty: repeating-linear-gradient(135deg, #151b23 0 6px, #1c232c 6px 12px);
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); font-size: 17px; }
body { margin: 0; padding: 1.5rem 2rem 3rem; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
header { margin-bottom: 1.25rem; }
h1 { font-size: 2rem; margin: 0 0 .25rem; }
h1 .id { font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.titles { margin: 0 0 1rem; color: var(--muted); font-size: 1.1rem; }
.stat { border-collapse: collapse; font-size: 1rem; }
.stat th { text-align: left; font-weight: 600; padding: .2rem 1.25rem .2rem 0; vertical-align: top; }
.stat td { padding: .2rem 1.25rem .2rem 0; vertical-align: top; }
.stat .count { font-variant-numeric: tabular-nums; white-space: nowrap; color: var(--muted); }
.num, .pill { font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95em; }
.num.add { color: var(--add-fg); font-weight: 600; } .num.del { color: var(--del-fg); font-weight: 600; }
.pill { display: inline-block; padding: 0 .45em; margin: 0 .15em .2em 0; border-radius: .35em; }
.pill.add { background: var(--add-bg); color: var(--add-fg); box-shadow: inset 0 0 0 1px var(--add-gutter); }
.pill.del { background: var(--del-bg); color: var(--del-fg); box-shadow: inset 0 0 0 1px var(--del-gutter); text-decoration: line-through; }
.same { color: var(--muted); }
.diff { border: 1px solid var(--rule); border-radius: .5rem; overflow: clip; }
.files { display: grid; grid-template-columns: 1fr 1fr; position: sticky; top: 0; z-index: 1; background: var(--panel); border-bottom: 1px solid var(--rule); }
.file { padding: .5rem .75rem; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95rem; font-weight: 600; overflow-wrap: anywhere; }
.file + .file, .side + .side { border-left: 1px solid var(--rule); }
.file small { font-weight: 400; color: var(--muted); }
.rows { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(var(--rows), auto); }
.side { display: grid; grid-row: 1 / -1; grid-template-rows: subgrid; min-width: 0; }
.line { display: grid; grid-template-columns: 3.2em 1.3em 1fr; min-width: 0; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 1rem; line-height: 1.45; }
.line .n { grid-column: 1; grid-row: 1; padding-right: .6em; text-align: right; color: var(--muted); user-select: none; font-variant-numeric: tabular-nums; }
.line::before { grid-column: 2; grid-row: 1; text-align: center; user-select: none; }
.line code { grid-column: 3; grid-row: 1; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; tab-size: 2; padding-right: .5em; min-width: 0;
  padding-left: calc((var(--in, 0) + 2) * 1ch); text-indent: calc((var(--in, 0) + 2) * -1ch); }
.line.del { background: var(--del-bg); } .line.del .n { background: var(--del-gutter); } .line.del::before { content: "−"; color: var(--del-fg); }
.line.add { background: var(--add-bg); } .line.add .n { background: var(--add-gutter); } .line.add::before { content: "+"; color: var(--add-fg); }
.line.del .w { background: var(--del-word); border-radius: .2em; }
.line.add .w { background: var(--add-word); border-radius: .2em; }
.line.empty { background: var(--empty); }
.fold { border-block: 1px solid var(--rule); background: var(--panel); }
.fold > summary { padding: .3rem .75rem; color: var(--muted); cursor: pointer; font-size: .95rem; }
.fold > summary .where { margin-left: .75em; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em; }
.fold[open] > summary { border-bottom: 1px solid var(--rule); }
.fold > .rows { background: var(--bg); }
@media print {
  :root {
    --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
    --del-bg: #ffebe9; --del-gutter: #ffd7d5; --del-word: #ff818266; --del-fg: #a40e26;
    --add-bg: #dafbe1; --add-gutter: #ccffd8; --add-word: #4ac26b66; --add-fg: #116329;
    --empty: repeating-linear-gradient(135deg, #f6f8fa 0 6px, #eaeef2 6px 12px);
  }
  @page { size: A4 landscape; margin: 12mm; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  html { font-size: 8.5pt; }
  body { padding: 0; }
  .files { position: static; }
  .line { break-inside: avoid; }
  .diff { border-radius: 0; overflow: visible; }
  .fold > summary { list-style: none; }
}
`;
