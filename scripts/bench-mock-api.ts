/**
 * `pnpm bench:mock-api [--requests N] [--mb M]`: the mock API's memory under big requests. It starts `pnpm mock-api`
 * (a process of its own), sends it N valid requests of M MB one after the other, and prints the server's resident
 * memory (RSS) before and after, and at its highest while they were served. A server that keeps what it is sent
 * grows by about N × M MB; one that keeps nothing stays flat. Exits 1 when the growth is over half of N × M MB.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";

const USAGE = `Usage: pnpm bench:mock-api [--requests N] [--mb M]

  --requests N  requests sent one after the other (default 32)
  --mb M        the size of each, in MB (default 20; the API takes up to 32)
  -h, --help    this help
`;

let values;
try {
  ({ values } = parseCommandLine(
    {
      args: process.argv.slice(2),
      options: {
        requests: { type: "string", default: "32" },
        mb: { type: "string", default: "20" },
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
const requests = Number(values.requests);
const mb = Number(values.mb);
if (!Number.isInteger(requests) || requests < 1 || !(mb > 0 && mb <= 32)) {
  process.stderr.write(`--requests needs a whole number of at least 1, --mb a size from 0 to 32\n\n${USAGE}`);
  process.exit(2);
}

// A cassette with one short answer per request.
const dir = mkdtempSync(join(tmpdir(), "bench-mock-api-"));
const cassette = join(dir, "answers.json");
const answer = {
  id: "msg_01Bench",
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-6",
  content: [{ type: "text", text: "ok" }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 10, output_tokens: 1 },
};
writeFileSync(
  cassette,
  JSON.stringify({
    version: 1,
    lesson: "v1",
    prompts: ["Go."],
    interactions: Array.from({ length: requests }, () => ({ response: answer })),
  }),
);

const server = spawn(process.execPath, [join(ROOT, "scripts", "mock-api.ts"), "--cassette", cassette, "--port", "0"], {
  stdio: ["ignore", "pipe", "inherit"],
});
let out = "";
server.stdout.on("data", (chunk) => {
  out += chunk;
});
while (!/on (http:\/\/\S+)/.test(out)) {
  if (server.exitCode !== null) throw new Error(`the mock API did not start:\n${out}`);
  await delay(20);
}
const url = /on (http:\/\/\S+)/.exec(out)![1];

/** The server's resident memory, in MB. */
const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf-8"))![1]) / 1024;

await delay(500);
const before = rss();
let highest = before;
const watch = setInterval(() => {
  highest = Math.max(highest, rss());
}, 20);
const body = JSON.stringify({
  model: "claude-sonnet-4-6",
  max_tokens: 100,
  messages: [{ role: "user", content: "x".repeat(mb * 1024 * 1024 - 200) }],
});
const started = Date.now();
for (let i = 0; i < requests; i++) {
  const res = await fetch(`${url}/v1/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": "mock-key" },
    body,
  });
  if (res.status !== 200) throw new Error(`request ${i + 1}: ${res.status} ${await res.text()}`);
  await res.text();
}
const ms = Date.now() - started;
await delay(1000); // the last request's buffers are garbage by now
clearInterval(watch);
const after = rss();
server.kill("SIGTERM");
rmSync(dir, { recursive: true, force: true });

const growth = after - before;
process.stdout.write(
  `${requests} requests of ${mb} MB in ${(ms / 1000).toFixed(1)} s: the mock API's RSS ${before.toFixed(0)} MB before, ` +
    `${after.toFixed(0)} MB after (${growth >= 0 ? "+" : ""}${growth.toFixed(0)} MB), ${highest.toFixed(0)} MB at its highest\n`,
);
process.exit(growth > (requests * mb) / 2 ? 1 : 0);
