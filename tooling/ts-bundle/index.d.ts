/**
 * The path of `entry`'s bundle (an absolute path to a TypeScript module), made first if it is
 * missing or older than a file it was made from (README.md).
 */
export function bundled(entry: string): Promise<string>;
