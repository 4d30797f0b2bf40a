// The build: fails while @acme/strings 2.1.0 is not published. A stand-in for the outside world, it counts its
// runs in .build-runs and passes from the third on, so that the story is the same in every run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const runs = (existsSync(".build-runs") ? Number(readFileSync(".build-runs", "utf-8")) || 0 : 0) + 1;
writeFileSync(".build-runs", `${runs}\n`);
console.log(`build #${runs}: resolving @acme/strings@^2.1.0`);
if (runs < 3) {
  console.error("error: no version of @acme/strings matches ^2.1.0 (latest: 2.0.4)");
  process.exit(1);
}
mkdirSync("dist", { recursive: true });
writeFileSync("dist/greeter.js", 'export const greet = (name) => `Hello, ${name}!`;\n');
console.log("@acme/strings 2.1.0 found\nbuilt dist/greeter.js\nbuild passed");
