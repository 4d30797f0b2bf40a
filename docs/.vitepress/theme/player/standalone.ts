/** The entry of the page `pnpm lesson:view` writes: the player, on the session held in the page itself. */
import type { SessionData } from "./data.ts";
import { mountPlayer } from "./player.ts";

const data = JSON.parse(document.getElementById("session-data")?.textContent ?? "{}") as SessionData;
const root = document.getElementById("player");
if (root) mountPlayer(root, data, { lang: document.documentElement.lang === "zh" ? "zh" : "en" });
root?.querySelector<HTMLElement>(".wbp")?.focus();
