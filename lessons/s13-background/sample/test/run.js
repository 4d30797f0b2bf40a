import { slugify } from "../src/slug.js";

/** Each case waits as long as this (TEST_PAUSE_MS, 500 by default): a slow suite, as one that starts a server. */
const PAUSE_MS = Number(process.env.TEST_PAUSE_MS ?? 500);

const cases = [
  ["Hello World", "hello-world"],
  ["  Trim me  ", "trim-me"],
  ["Many   spaces", "many-spaces"],
  ["C'est l'été", "c-est-l-ete"],
  ["Crème brûlée", "creme-brulee"],
  ["Node.js 24", "node-js-24"],
];

let failed = 0;
for (const [title, want] of cases) {
  await new Promise((done) => setTimeout(done, PAUSE_MS));
  const got = slugify(title);
  const ok = got === want;
  if (!ok) failed += 1;
  console.log(`${ok ? "ok  " : "FAIL"} slugify(${JSON.stringify(title)}) = ${JSON.stringify(got)}${ok ? "" : ` (want ${JSON.stringify(want)})`}`);
}
console.log(`${cases.length - failed}/${cases.length} passed`);
process.exitCode = failed ? 1 : 0;
