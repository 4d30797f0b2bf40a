/** Wall and CPU time of a command, measured as the bench scripts measure it (bench:tests, bench:checks). */
import { spawnSync } from "node:child_process";
import { ROOT } from "@agent-workbook/kit/paths";

/** Wall and CPU seconds of one command, its children included. */
export interface Cost {
  wall: number;
  user: number;
  sys: number;
}

/** The 10^9-step loop, the yardstick the budgets are ratios to: ten to the ninth steps of a JavaScript loop. */
export const LOOP = "let s=0;for(let i=0;i<1e9;i++)s+=i";

/**
 * Runs a command (its words) in the workbook's root under /usr/bin/time, with no input and no colours, `env` added
 * to this process's environment (in `cwd`, the workbook's root by default); its wall and CPU seconds, and what it
 * printed. Throws if it fails.
 */
export function timed(words: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Cost & { output: string } {
  const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", ...words], {
    cwd,
    encoding: "utf-8",
    env: { ...process.env, FORCE_COLOR: "0", CI: "1", ...env },
    input: "",
    maxBuffer: 64 * 2 ** 20,
  });
  const last = run.stderr.trim().split("\n").at(-1) ?? "";
  const [wall, user, sys] = last.split(" ").map(Number);
  if (run.status !== 0 || [wall, user, sys].some((n) => Number.isNaN(n)))
    throw new Error(`${words.slice(1).join(" ")} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return { wall, user, sys, output: run.stdout };
}

/** The loop's wall time, in seconds. */
export function loop(): number {
  return timed([process.execPath, "-e", LOOP]).wall;
}
