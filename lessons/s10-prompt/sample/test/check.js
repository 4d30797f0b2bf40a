/** One check: prints ok or FAIL with what was expected, and makes the run fail on a FAIL. */
export function check(name, got, want) {
  const ok = JSON.stringify(got) === JSON.stringify(want);
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`}`);
  if (!ok) process.exitCode = 1;
}
