// Runs every test file of this folder, one after the other (npm test).
import { readdirSync } from "node:fs";

for (const file of readdirSync(import.meta.dirname).filter((f) => f.endsWith(".test.js")).sort()) {
  console.log(`# ${file}`);
  await import(`./${file}`);
}
