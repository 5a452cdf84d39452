/** What a caught value says: an error's message, or the value as text. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
