/** The entry of the page `pnpm lesson:view` writes: the player, on the session held in the page itself. */
import type { SessionData } from "./data.ts";
import { mountPlayer } from "./player.ts";

const data = JSON.parse(document.getElementById("session-data")?.textContent ?? "{}") as SessionData;
const root = document.getElementById("player");
const player = root && mountPlayer(root, data, { lang: document.documentElement.lang === "zh" ? "zh" : "en" });
// page.html#round=7 opens on round 7.
const round = Number(/round=(\d+)/.exec(location.hash)?.[1]);
if (player && round > 0) player.show(round - 1);
root?.querySelector<HTMLElement>(".wbp")?.focus();
