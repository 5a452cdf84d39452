/** `filename`'s text as UTF-8, read again only if its modification time or size changed since. */
export function readOnce(filename: string): string;
