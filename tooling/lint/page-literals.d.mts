/** Whether a written path (`${...}` parts standing for one segment's value) is a page's address. */
export function isAddressOf(pattern: string, written: string): boolean;

/** The path-like string literals of a source file, with their lines. */
export function pathLiterals(source: string): { line: number; path: string }[];

/** Each literal of `source` that is the address of a page of `patterns`, as `line: path (pattern)`. */
export function pageLiteralsIn(source: string, patterns: readonly string[]): string[];
