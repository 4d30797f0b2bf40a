/** Which way a lesson's model answers come: a live provider, a cassette given with --replay, or the demo. */
import { type LessonArgs, UsageError } from "./cli.ts";
import type { Mode } from "./session-parts.ts";

/** The mode, from the arguments and the keys configured (the environment with `.env` under it). */
export function chooseMode(args: LessonArgs, env: NodeJS.ProcessEnv): Mode {
  const provider =
    args.provider ??
    (args.replay
      ? "replay"
      : env.ANTHROPIC_API_KEY
        ? "anthropic"
        : env.OPENAI_API_KEY || env.OPENAI_BASE_URL
          ? "openai"
          : undefined);
  if (provider === "anthropic" && !env.ANTHROPIC_API_KEY) {
    throw new UsageError("--provider anthropic needs ANTHROPIC_API_KEY (in .env or the environment).");
  }
  if (provider === "openai" && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new UsageError("--provider openai needs OPENAI_API_KEY or OPENAI_BASE_URL (in .env or the environment).");
  }
  if (provider === "openai" && !env.MODEL_ID) {
    throw new UsageError(
      "--provider openai needs MODEL_ID (the model's name on that endpoint, e.g. deepseek-chat or qwen3).",
    );
  }
  if (args.replay && provider !== "replay") {
    throw new UsageError(`--replay FILE plays a cassette; it cannot be combined with --provider ${provider}.`);
  }
  if (provider === "replay") return args.replay ? "replay" : "demo";
  if (provider && args.pace !== undefined) {
    throw new UsageError(
      `--pace plays the demo or a --replay at that speed; a live model (${provider}) keeps its own. --provider replay plays the demo.`,
    );
  }
  if (provider) return provider;
  if (args.prompt !== undefined) {
    throw new UsageError(
      "-p needs a model: set ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env, or run the lesson against the mock API (pnpm mock-api --help). --replay FILE plays a recording, with its own prompt.",
    );
  }
  return "demo";
}

/** A live mode: a real provider answers, not a cassette. */
export function isLive(mode: Mode): boolean {
  return mode === "anthropic" || mode === "openai";
}
