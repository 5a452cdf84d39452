// The notes check's rules (scripts/check-notes.mjs runs them on the workspace): a package's comments
// and READMEs say why, not what a machine measured once, and its sources name no issue. What was
// measured goes into commit bodies, ADRs and bench/results; what an issue asked for, into words.
import ts from 'typescript';

const NUMBER = String.raw`\d[\d,.]*`;
const UNIT = String.raw`(?:ms|s|[kKM]B|B|bytes)`;

/** The rules, each with the text a failure prints. */
export const RULES = [
  {
    id: 'before-after',
    what: 'a measurement before and after (A -> B ms)',
    pattern: new RegExp(
      String.raw`${NUMBER}\s*${UNIT}?\s*(?:->|→)\s*${NUMBER}\s*${UNIT}(?![\w-])`,
      'g',
    ),
    notesOnly: true,
  },
  {
    id: 'before-after',
    what: 'a measurement before and after (A ms before, B after)',
    pattern: new RegExp(
      String.raw`${NUMBER}\s*${UNIT}\s+[Bb]efore,?\s+(?:and\s+)?${NUMBER}\s*(?:${UNIT}\s+)?after\b`,
      'g',
    ),
    notesOnly: true,
  },
  {
    id: 'issue-number',
    what: 'an issue number',
    // Also across a comment's line break, and with a hash.
    pattern: /\bissues?[\s*/#]*\d+/gi,
    notesOnly: false,
  },
];

const SCRIPT = /\.[cm]?[jt]sx?$/;
const JSON_FILE = /\.json$/;

/** The comments of a JavaScript or TypeScript file, as [start, end) offsets, in order. */
export function commentRanges(path, text) {
  const kind = /\.tsx$|\.jsx$/.test(path)
    ? ts.ScriptKind.TSX
    : /\.[cm]?ts$/.test(path)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const add = (ranges) => {
    for (const range of ranges ?? []) seen.set(range.pos, range.end);
  };
  // Every comment is trivia before some token (or the end of the file): on the line the trivia
  // starts (TypeScript's trailing comments) or after it (leading ones). The children of a node
  // include its tokens. JSX text is no trivia: `// x` inside an element is text on the page.
  const triviaAt = (pos) => {
    add(ts.getTrailingCommentRanges(text, pos));
    add(ts.getLeadingCommentRanges(text, pos));
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    if (node.kind < ts.SyntaxKind.FirstNode) triviaAt(node.pos);
    else for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  triviaAt(source.endOfFileToken.pos);
  return [...seen].sort(([a], [b]) => a - b);
}

/**
 * The prose of a file, offset for offset: comment markers and line breaks become spaces, so that a
 * phrase broken over two comment lines still reads as one. Code is blanked out of a script; a
 * JSON file has no prose.
 */
export function proseOf(path, text) {
  if (JSON_FILE.test(path)) return '';
  if (!SCRIPT.test(path))
    return text.replace(/\r?\n/g, (breakText) => ' '.repeat(breakText.length));
  const prose = text.split('').map((char) => (char === '\n' ? '\n' : ' '));
  for (const [start, end] of commentRanges(path, text)) {
    const comment = text
      .slice(start, end)
      .replace(/^\s*\*+(?!\/)|\/\*+|\*+\/|^\/\/+/gm, (marker) => ' '.repeat(marker.length));
    for (let i = 0; i < comment.length; i += 1) prose[start + i] = comment[i];
  }
  return prose.join('').replace(/\n/g, ' ');
}

/** The 1-based line of each offset of `text`, as a function. */
function lineOf(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * What the rules find in one file: `{ line, rule, what, match }` in the order of the text.
 * `measurements`: whether the file is one whose comments and READMEs the measurement rules read
 * (a package's); the issue rule reads the whole text of every file it is given.
 */
export function notesIn(path, text, { measurements = true } = {}) {
  const line = lineOf(text);
  const found = [];
  let prose;
  for (const rule of RULES) {
    if (rule.notesOnly && !measurements) continue;
    const target = rule.notesOnly ? (prose ??= proseOf(path, text)) : text;
    for (const match of target.matchAll(rule.pattern)) {
      found.push({
        offset: match.index,
        line: line(match.index),
        rule: rule.id,
        what: rule.what,
        match: match[0].replace(/\s+/g, ' '),
      });
    }
  }
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ line: at, rule, what, match }) => ({ line: at, rule, what, match }));
}
