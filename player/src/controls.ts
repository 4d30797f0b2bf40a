/** The player's controls: first, previous, play, next, last, the position, the slider, the speed; and its keys. */
import { el } from "./dom.ts";
import type { Labels } from "./labels.ts";

const SPEEDS = [0.5, 1, 2, 4];
/** How long a round stays on screen at 1×, in milliseconds. */
const ROUND_MS = 1500;

/** What the controls move: the player's round shown and its count. */
export interface Stepper {
  /** The round shown, from 0. */
  index(): number;
  /** How many rounds. */
  count: number;
  /** Shows round `index` (from 0). */
  show(index: number): void;
}

/** The controls, built: their element, the position's text and slider to update, and the timer. */
export interface Controls {
  element: HTMLElement;
  /** Shows where the player is: its text, the slider at `index`. */
  update(text: string, index: number): void;
  /** Plays from the round shown (from the first when on the last). */
  play(): void;
  /** Stops playing. */
  stop(): void;
  /** Stops, then does `action` (a step by hand). */
  stopAnd(action: () => void): void;
  /** Whether it is playing. */
  playing(): boolean;
}

/** Builds the controls of `player` (which gets the class wbp-playing while it plays). */
export function buildControls(player: HTMLElement, steps: Stepper, t: Labels): Controls {
  let speed = 1;
  let timer: ReturnType<typeof setInterval> | undefined;
  const controls = el("div", "wbp-controls");
  const button = (label: string, text: string, action: () => void, name: string) => {
    const b = el("button", `wbp-btn wbp-${name}`, { type: "button", title: label, "aria-label": label }, text);
    b.addEventListener("click", action);
    controls.append(b);
    return b;
  };
  const last = () => steps.count - 1;
  button(t.first, "⇤", () => stopAnd(() => steps.show(0)), "first");
  button(t.prev, "←", () => stopAnd(() => steps.show(steps.index() - 1)), "prev");
  const playButton = button(t.play, "▶", () => (timer ? stop() : play()), "play");
  button(t.next, "→", () => stopAnd(() => steps.show(steps.index() + 1)), "next");
  button(t.last, "⇥", () => stopAnd(() => steps.show(last())), "last");
  const position = el("span", "wbp-position", { "aria-live": "polite" });
  controls.append(position);
  const slider = el("input", "wbp-slider", {
    type: "range",
    min: "1",
    max: String(steps.count),
    value: "1",
    "aria-label": t.round,
  }) as HTMLInputElement;
  slider.addEventListener("input", () => stopAnd(() => steps.show(Number(slider.value) - 1)));
  controls.append(slider);
  const speedSelect = el("select", "wbp-speed", { "aria-label": t.speed, title: t.speed }) as HTMLSelectElement;
  for (const s of SPEEDS)
    speedSelect.append(el("option", "", { value: String(s), ...(s === 1 ? { selected: "" } : {}) }, `${s}×`));
  speedSelect.addEventListener("change", () => {
    speed = Number(speedSelect.value);
    if (timer) play();
  });
  controls.append(speedSelect, el("span", "wbp-keys", {}, t.keys));

  player.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    // a11y: the browser's own keys stay its own (Alt+← goes back), and space or Enter presses the focused button.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const pressed = event.target instanceof Element && event.target.closest("button, summary");
    if (pressed && (event.key === " " || event.key === "Enter")) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => stopAnd(() => steps.show(steps.index() - 1)),
      ArrowRight: () => stopAnd(() => steps.show(steps.index() + 1)),
      Home: () => stopAnd(() => steps.show(0)),
      End: () => stopAnd(() => steps.show(last())),
      " ": () => (timer ? stop() : play()),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  });

  function play(): void {
    if (timer) clearInterval(timer);
    if (steps.index() >= last()) steps.show(0);
    timer = setInterval(() => {
      if (steps.index() >= last()) stop();
      else steps.show(steps.index() + 1);
    }, ROUND_MS / speed);
    playButton.textContent = "❚❚";
    playButton.title = t.pause;
    playButton.setAttribute("aria-label", t.pause);
    player.classList.add("wbp-playing");
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = undefined;
    playButton.textContent = "▶";
    playButton.title = t.play;
    playButton.setAttribute("aria-label", t.play);
    player.classList.remove("wbp-playing");
  }

  function stopAnd(action: () => void): void {
    stop();
    action();
  }

  return {
    element: controls,
    update(text, index) {
      position.textContent = text;
      slider.value = String(index + 1);
    },
    play,
    stop,
    stopAnd,
    playing: () => timer !== undefined,
  };
}
