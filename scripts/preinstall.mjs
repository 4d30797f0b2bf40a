/**
 * `pnpm install` runs this first (package.json `preinstall`), in plain JavaScript so that any Node can run it:
 * on Windows it stops the install with a clear message, instead of a lesson failing halfway through. The kit needs
 * a POSIX system: the bash tool runs each command in a process group of its own, and the tests drive lessons
 * through FIFOs and pseudo-terminals. (An old Node is stopped by `engine-strict` in .npmrc, with pnpm's message.)
 */

/** Why the workbook cannot run on `platform`, or undefined when it can. */
export function platformProblem(platform) {
  if (platform !== "win32") return undefined;
  return [
    "agent-workbook needs Linux or macOS: its lessons run commands in process groups, which Windows does not have.",
    "On Windows, install it inside WSL (the Windows Subsystem for Linux) and run it there.",
  ].join("\n");
}

if (import.meta.filename === process.argv[1]) {
  const problem = platformProblem(process.platform);
  if (problem) {
    process.stderr.write(`\n${problem}\n\n`);
    process.exit(1);
  }
}
