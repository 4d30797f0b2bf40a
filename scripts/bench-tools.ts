/**
 * `pnpm bench:tools`: how the bash tool behaves under heavy output and background children.
 *
 * For 300 MB and 3 GB of output it runs runBash in a fresh node process that samples its own RSS
 * every 10 ms, and prints the peak growth over the baseline (which should stay flat, whatever the
 * size), the wall time and the result length. Then it times `sleep 8 & echo hi`, which should
 * return in about 0.1 s, not 8 s.
 */
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "@agent-workbook/kit/paths";
import { runBash } from "../shared/src/tools/bash.ts";

const BASH_MODULE = pathToFileURL(resolve(ROOT, "shared/src/tools/bash.ts")).href;
const MB = 2 ** 20;

/** What one heavy-output run measured, as printed by the child process. */
interface Measurement {
  growth: number;
  ms: number;
  length: number;
}

/** Runs `yes | head -c bytes` through runBash in a child node process and returns its measurement. */
function measure(bytes: number): Measurement {
  const script = `
    const { runBash } = await import(${JSON.stringify(BASH_MODULE)});
    const options = { cwd: ${JSON.stringify(tmpdir())}, timeoutMs: 600_000, timeoutMessage: "Error: timed out" };
    await runBash("echo warm-up", options);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
    const start = performance.now();
    const out = await runBash("yes | head -c ${bytes}", options);
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(JSON.stringify({ growth: peak - baseline, ms, length: out.length }));
  `;
  const stdout = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf-8",
  });
  return JSON.parse(stdout) as Measurement;
}

const rows: string[][] = [["case", "peak RSS growth", "wall time", "result length"]];
for (const [label, bytes] of [
  ["300 MB output", 300_000_000],
  ["3 GB output", 3_000_000_000],
] as const) {
  process.stderr.write(`running ${label}...\n`);
  const { growth, ms, length } = measure(bytes);
  rows.push([label, `${(growth / MB).toFixed(1)} MB`, `${(ms / 1000).toFixed(2)} s`, String(length)]);
}

// The sleep is left running, as a terminal would; it ends by itself after 8 s.
const start = performance.now();
const out = await runBash("sleep 8 & echo hi", {
  cwd: tmpdir(),
  timeoutMs: 60_000,
  timeoutMessage: "Error: timed out",
});
rows.push(["sleep 8 & echo hi", "-", `${((performance.now() - start) / 1000).toFixed(2)} s`, String(out.length)]);

const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
