/**
 * The sample's MCP server: the project's issue tracker, kept in `issues.json` in the folder it is started in.
 *
 * Three tools: `list_issues`, `show_issue`, and `close_issue`, which runs the issue's check first and refuses to
 * close while the check fails (an `isError` result with the check's output). Started by the lesson from the
 * sample's `.mcp.json`; it speaks MCP on stdin and stdout, so it logs nothing there.
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

/** One issue of the tracker. */
interface Issue {
  id: number;
  title: string;
  status: "open" | "closed";
  body: string;
  /** The shell command that passes once the issue is fixed. */
  check: string;
  comments: string[];
}

const FILE = process.env.TRACKER_FILE || "issues.json";

/** The issues, read again for every call: the agent may edit the file between calls. */
function load(): Issue[] {
  return JSON.parse(readFileSync(FILE, "utf-8")) as Issue[];
}

/** Writes the issues whole or not at all: a temporary file, then a rename over the old one. */
function save(issues: Issue[]): void {
  const temporary = `${FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(issues, null, 2)}\n`, { flag: "wx" });
  renameSync(temporary, FILE);
}

/** A tool's answer: one text block, marked as an error when `isError`. */
function answer(text: string, isError = false) {
  return { content: [{ type: "text" as const, text }], ...(isError ? { isError } : {}) };
}

/** The issue with this id, or an error answer that lists the ids there are. */
function find(issues: Issue[], id: number): Issue | string {
  const issue = issues.find((i) => i.id === id);
  return issue ?? `No issue #${id}. Issues: ${issues.map((i) => `#${i.id}`).join(", ") || "none"}.`;
}

const server = new McpServer({ name: "tracker", version: "1.0.0" });

server.registerTool(
  "list_issues",
  {
    description: "List the project's issues: id, status and title, one per line.",
    inputSchema: {
      status: z.enum(["open", "closed", "all"]).optional().describe("Which issues (default open)"),
    },
    annotations: { readOnlyHint: true },
  },
  ({ status = "open" }) => {
    const issues = load().filter((i) => status === "all" || i.status === status);
    return answer(
      issues.map((i) => `#${i.id} [${i.status}] ${i.title}`).join("\n") || `No ${status} issues.`,
    );
  },
);

server.registerTool(
  "show_issue",
  {
    description:
      "Show one issue in full: its text, the check that must pass before it is closed, its comments.",
    inputSchema: { id: z.number().int().describe("The issue's number") },
    annotations: { readOnlyHint: true },
  },
  ({ id }) => {
    const issue = find(load(), id);
    if (typeof issue === "string") return answer(issue, true);
    const comments = issue.comments.map((c) => `\n- ${c}`).join("");
    return answer(
      `#${issue.id} [${issue.status}] ${issue.title}\n\n${issue.body}\n\nCheck: ${issue.check}${comments ? `\n\nComments:${comments}` : ""}`,
    );
  },
);

server.registerTool(
  "close_issue",
  {
    description:
      "Close an issue with a comment saying what fixed it. The tracker runs the issue's check first, in the project's folder, and refuses to close the issue while the check fails.",
    inputSchema: {
      id: z.number().int().describe("The issue's number"),
      comment: z.string().min(1).describe("What fixed it"),
    },
  },
  ({ id, comment }) => {
    const issues = load();
    const issue = find(issues, id);
    if (typeof issue === "string") return answer(issue, true);
    if (issue.status === "closed") return answer(`#${id} is already closed.`, true);
    try {
      execFileSync("sh", ["-c", issue.check], {
        encoding: "utf-8",
        timeout: 20_000,
        stdio: "pipe",
      });
    } catch (err) {
      const { stdout = "", stderr = "" } = err as { stdout?: string; stderr?: string };
      return answer(
        `Not closed: the check \`${issue.check}\` fails.\n${`${stdout}${stderr}`.trim()}`,
        true,
      );
    }
    issue.status = "closed";
    issue.comments.push(comment);
    save(issues);
    return answer(`Closed #${id}: the check \`${issue.check}\` passes.`);
  },
);

await server.connect(new StdioServerTransport());
