/**
 * s03p's tool table, for the lessons after it that teach no tool of their own (s04): v1's four tools, bash
 * without the substring blocklist, since the rules decide on the parsed command. Its region `tools` is s03p's,
 * line for line: shared/test/concepts/held-equal.test.ts holds it so.
 *
 * @module
 */
import { z } from "zod";
import type { Session } from "../../session.ts";
import { type Tool, tool } from "../../tool.ts";
import { runBash } from "../../tools/bash.ts";
import { editTextFile } from "../../tools/edit-file.ts";
import { readTextFile } from "../../tools/read-file.ts";
import { writeTextFile } from "../../tools/write-file.ts";

/** s03p's `TOOLS`, working in `WORKDIR`: bash's commands get the session's environment, `session.env`. */
export function toolsUnderRules(WORKDIR: string, session: Pick<Session, "env">): Tool[] {
  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
          blocklist: false, // no substring list: the rules decide, on the parsed command
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
  ];
  // #endregion tools

  return TOOLS;
}
