/**
 * `pnpm bench:tasks [--agents N] [--tasks K] [--repeat R]`: lesson s12's task graph under concurrency. N agent
 * processes, each the task store alone (shared/authoring/tests/task-race.ts, as s12's test runs them, larger), race
 * on one workspace: after a barrier,
 * each creates K tasks, tries to take task #1 and makes a task wait for #1. Prints what the race left: operations,
 * time, lost updates, duplicate ids, broken files, and who took #1; exits 1 when anything was lost.
 */
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { runRace } from "@agent-workbook/kit/authoring/tests/task-race";

const USAGE = `Usage: pnpm bench:tasks [--agents N] [--tasks K] [--repeat R]

  --agents N  agent processes racing on one workspace (default 16)
  --tasks K   tasks each creates (default 25; at least N + 1)
  --repeat R  races, one after the other (default 3)
  -h, --help  this help
`;

/** An option's whole number, or its usage error and exit 2. */
function whole(value: string, name: string, min: number): number {
  try {
    return wholeNumber(value, name, min);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}

${USAGE}`);
    process.exit(2);
  }
}

let values;
try {
  ({ values } = parseCommandLine(
    {
      options: {
        agents: { type: "string", default: "16" },
        tasks: { type: "string", default: "25" },
        repeat: { type: "string", default: "3" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  ));
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const agents = whole(values.agents, "agents", 2);
const tasks = whole(values.tasks, "tasks", agents + 1);
const repeat = whole(values.repeat, "repeat", 1);

let failed = false;
process.stdout.write(
  `${["race", "agents", "operations", "ms", "files", "duplicate ids", "lost creates", "lost edges", "broken files", "refused: busy", "took #1"].join("\t")}\n`,
);
for (let r = 1; r <= repeat; r++) {
  const race = await runRace(agents, tasks);
  const lost = race.duplicateIds + race.lostCreates + race.lostEdges + race.brokenFiles;
  const claims = race.claimWinners.length + race.claimRefusals.length;
  if (lost > 0 || race.otherErrors.length > 0 || race.claimWinners.length !== (claims > 0 ? 1 : 0) || !race.clean)
    failed = true;
  process.stdout.write(
    `${[r, race.agents, race.operations, race.ms, race.files, race.duplicateIds, race.lostCreates, race.lostEdges, race.brokenFiles, race.busy, race.claimWinners.join(",")].join("\t")}\n`,
  );
}
process.stdout.write(
  failed ? "Something was lost or given twice.\n" : "Nothing lost, no id given twice, one owner of #1 each time.\n",
);
process.exitCode = failed ? 1 : 0;
