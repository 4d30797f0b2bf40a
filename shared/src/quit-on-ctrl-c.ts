/**
 * Ctrl-C as the normal way out of a command that runs until it is stopped (`pnpm mock-api`, `pnpm exercise <id>`,
 * `pnpm docs:dev`): exit status 0, so that pnpm reports no failure.
 *
 * The terminal sends Ctrl-C as a SIGINT to every process of the job. pnpm lets it pass and waits (.pnpmfile.cjs),
 * so the command decides (Node's default for a SIGINT with no handler is to die of it, which pnpm reports as a
 * failure). `pnpm docs:dev` is a script, whose pnpm passes the SIGINT on: it gets it twice, and the second must
 * find the handler too. package.json runs it with `exec`, so that no shell (dash, on Debian and Ubuntu, dies of the
 * SIGINT after its child exits cleanly) stands between pnpm and Node.
 */

/** How long `stop` may take before the command exits anyway, in milliseconds. */
export const STOP_GRACE_MS = 1000;

/** On Ctrl-C (SIGINT, however many times), runs `stop` once and exits 0 when it is done, or after STOP_GRACE_MS. */
export function quitOnCtrlC(stop: () => unknown = () => {}): void {
  let stopping = false;
  process.on("SIGINT", () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    Promise.resolve()
      .then(stop)
      .finally(() => process.exit(0));
  });
}
