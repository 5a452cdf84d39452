/**
 * The path of `entry`'s bundle (an absolute path to a TypeScript module), made first if it is
 * missing or older than a file it was made from (README.md).
 */
export function bundled(entry: string): Promise<string>;

/** `entry`'s module, run from its bundle (see `bundled`): what `import()` of the module returns. */
export function importBundled(entry: string): Promise<Record<string, unknown>>;
