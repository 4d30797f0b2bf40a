/** The model a run uses when nothing says otherwise: a live run without MODEL_ID, a cassette whose requests name none. */
export const DEFAULT_MODEL = "claude-sonnet-4-6";
