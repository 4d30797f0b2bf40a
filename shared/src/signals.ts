import type { Interface } from "node:readline/promises";
import type { CtrlC } from "./ctrl-c.ts";
import type { Terminal } from "./ui.ts";

/**
 * Routes Ctrl-C to `ctrlC` and quits on SIGTERM (exit 143) and SIGHUP (129).
 *
 * Ctrl-C arrives as readline's 'SIGINT' event when readline holds the terminal in raw mode, as a SIGINT
 * signal otherwise. Exiting kills the running commands.
 */
export function handleSignals(ctrlC: CtrlC, rl: Interface | undefined, ui: Terminal): void {
  rl?.on("SIGINT", () => ctrlC.press());
  process.on("SIGINT", () => ctrlC.press());
  process.once("SIGTERM", () => {
    ui.stopThinking();
    process.exit(143);
  });
  process.once("SIGHUP", () => process.exit(129)); // the terminal was closed: exiting still kills the commands
}
