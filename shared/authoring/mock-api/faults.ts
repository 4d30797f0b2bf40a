/** The faults the mock API can inject, each as the real API (or a real network) produces it. */
export const FAULTS = ["429", "529", "500", "reset", "cut", "slow", "error", "max_tokens"] as const;

/** One kind of fault. */
export type Fault = (typeof FAULTS)[number];

/** The status faults: an HTTP error answer with the API's JSON error body. */
export const STATUS_FAULTS = {
  "429": {
    status: 429,
    type: "rate_limit_error",
    message:
      "This request would exceed your organization's rate limit of 50 requests per minute. Please try again later.",
  },
  "529": { status: 529, type: "overloaded_error", message: "Overloaded" },
  "500": { status: 500, type: "api_error", message: "Internal server error" },
} as const;

/**
 * Parses a fault SPEC: comma-separated `FAULT@N` (the Nth model call the server receives) or
 * `FAULT@NxK` (K calls in a row from the Nth). `429@2,529@3x3` → call 2: 429; calls 3, 4 and 5: 529.
 * Throws an Error naming the bad part.
 */
export function parseFaultSpec(spec: string): Map<number, Fault> {
  const faults = new Map<number, Fault>();
  for (const part of spec
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([\w]+)@(\d+)(?:x(\d+))?$/.exec(part);
    if (!match) throw new Error(`Bad fault "${part}": write FAULT@N or FAULT@NxK, e.g. 429@2 or 529@3x3.`);
    const [, name, at, times = "1"] = match;
    if (!(FAULTS as readonly string[]).includes(name))
      throw new Error(`Unknown fault "${name}" in "${part}" (choose ${FAULTS.join(", ")}).`);
    const first = Number(at);
    const count = Number(times);
    if (first < 1 || count < 1) throw new Error(`Bad fault "${part}": calls are counted from 1, and K is at least 1.`);
    for (let n = first; n < first + count; n += 1) {
      if (faults.has(n)) throw new Error(`Call ${n} has two faults (${faults.get(n)} and ${name}).`);
      faults.set(n, name as Fault);
    }
  }
  return faults;
}
