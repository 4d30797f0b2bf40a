/**
 * The five file tools as s05 declares them (v1's four and its glob), for a lesson that teaches none of them.
 *
 * A lesson that teaches a tool keeps its table in its own file; one built on them (s09, s11, s12 on) takes this one. Its
 * region `file-tools` is s05's, line for line: shared/test/concepts/held-equal.test.ts holds it so (and
 * shared/test/concepts/tasks/task-store.test.ts that they are the tools s12 offers).
 */
import { z } from "zod";
import { type Tool, tool } from "../tool.ts";
import { runBash } from "./bash.ts";
import { editTextFile } from "./edit-file.ts";
import { globFiles } from "./glob.ts";
import { readTextFile } from "./read-file.ts";
import { writeTextFile } from "./write-file.ts";

/**
 * bash, read_file, write_file, edit_file and glob, as s05 declares them, all working in `WORKDIR`.
 *
 * bash's commands get `env`, the session's (`session.env`).
 */
export function fileTools(WORKDIR: string, env: NodeJS.ProcessEnv): Tool[] {
  const session = { env }; // what the region reads, as s05's table reads its session's
  return [
    // #region file-tools
    tool(
      "bash",
      "Run a shell command in the workspace. " + "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
        }),
    ),
    tool(
      "read_file",
      "Read a text file. Use limit to read only the first lines of a long file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        limit: z.number().int().positive().optional().describe("Max lines to read"),
      },
      ({ path, limit }) => readTextFile(WORKDIR, path, limit),
      { needsPermission: false },
    ),
    tool(
      "write_file",
      "Write content to a file, creating parent folders. Replaces the whole file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        content: z.string().describe("The complete new content"),
      },
      ({ path, content }) => writeTextFile(WORKDIR, path, content),
    ),
    tool(
      "edit_file",
      "Replace old_text with new_text in a file. old_text must match exactly and appear " +
        "exactly once: include enough surrounding text to make it unique.",
      {
        path: z.string().describe("Path relative to the workspace"),
        old_text: z.string().describe("Exact text to find"),
        new_text: z.string().describe("Replacement text"),
      },
      ({ path, old_text, new_text }) => editTextFile(WORKDIR, path, old_text, new_text),
    ),
    tool(
      "glob",
      "Find files by glob pattern, e.g. src/**/*.js. Returns workspace paths, one per line.",
      { pattern: z.string().describe("Glob pattern, relative to the workspace") },
      ({ pattern }) => globFiles(WORKDIR, pattern),
      { needsPermission: false },
    ),
    // #endregion file-tools
  ];
}
