/** Where a workbook command writes: the process's own streams, or a test's (each command's `main(argv, io)`). */
export interface CommandStreams {
  stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(text: string): unknown; isTTY?: boolean; columns?: number };
}
