/** What worktrees' events show (s18): a line each, and what was kept or thrown away. No Node: the player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { CommitLine, WorktreeEvent } from "./events.ts";

/** A commit as a line shows it: its short id and subject. */
const commitText = (c: CommitLine) => `${c.id.slice(0, 7)} ${c.subject}`;
/** `1 file`, `2 commits`. */
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

/** The lines listing files and commits under an event's own line, dimmed. */
function listed(files: string[], commits: CommitLine[]): Span[][] {
  return [
    ...files.map((file) => [{ text: `    file   ${file}`, style: "dim" as const }]),
    ...commits.map((c) => [{ text: `    commit ${commitText(c)}`, style: "dim" as const }]),
  ];
}

/**
 * The worktrees' display: made, bound and claimed in blue; a merge in green; a conflict in red with its files; a
 * worktree kept in yellow with the work it holds, one removed with what was thrown away (dimmed lines under it).
 */
export const display: ConceptDisplay<WorktreeEvent> = {
  concept: "worktrees",
  lines(event): Span[][] {
    const folder = `.worktrees/${event.name}`;
    switch (event.kind) {
      case "worktrees:made":
        return [
          [
            {
              text: `⎇ made ${folder} on ${event.branch} from ${event.from.slice(0, 7)}`,
              style: "blue",
            },
          ],
        ];
      case "worktrees:bound":
        return [[{ text: `⎇ task #${event.task} bound to ${folder}`, style: "blue" }]];
      case "worktrees:claimed":
        return [
          [
            {
              text: `⎇ ${event.agent} claimed task #${event.task}: works in ${folder}`,
              style: "blue",
            },
          ],
        ];
      case "worktrees:merged":
        return [
          [
            {
              text: `⎇ merged ${event.branch} into ${event.base} (task #${event.task}, ${count(event.commits.length, "commit")}): ${event.commit.slice(0, 7)}`,
              style: "green",
            },
          ],
        ];
      case "worktrees:conflict":
        return [
          [
            {
              text: `⎇ conflict merging ${event.branch} into ${event.base}: ${event.files.join(", ")}; ${event.base} left as it was, ${folder} kept`,
              style: "red",
            },
          ],
        ];
      case "worktrees:kept": {
        const held = `${count(event.files.length, "uncommitted file")}, ${count(event.commits.length, "commit")} not in the base branch`;
        const why = event.refused ? "not removed: it holds work" : "kept";
        return [
          [{ text: `⎇ ${folder} ${why} (${held})`, style: "yellow" }],
          ...listed(event.files, event.commits),
        ];
      }
      case "worktrees:removed": {
        const lost = event.files.length + event.commits.length;
        const text =
          lost === 0
            ? `⎇ removed ${folder} and ${event.branch}: nothing was lost`
            : `⎇ removed ${folder} and ${event.branch}, discarding ${count(event.files.length, "file")} and ${count(event.commits.length, "commit")}`;
        return [
          [{ text, style: lost === 0 ? "dim" : "yellow" }],
          ...listed(event.files, event.commits),
        ];
      }
    }
  },
};
