/** One rule of the notes check. */
export interface NoteRule {
  id: 'before-after' | 'issue-number';
  /** What a failure names. */
  what: string;
  pattern: RegExp;
  /** Read in comments and READMEs only (a measurement), or in the whole text (an issue number). */
  notesOnly: boolean;
}

/** What a rule found: its line (1-based), the rule and the text it matched. */
export interface Note {
  line: number;
  rule: NoteRule['id'];
  what: string;
  match: string;
}

export const RULES: readonly NoteRule[];

/** The comments of a JavaScript or TypeScript file, as [start, end) offsets, in order. */
export function commentRanges(path: string, text: string): [number, number][];

/** The prose of a file (a script's comments, a document's text), offset for offset. */
export function proseOf(path: string, text: string): string;

/** What the rules find in one file; `measurements: false` reads the issue rule only. */
export function notesIn(path: string, text: string, options?: { measurements?: boolean }): Note[];
