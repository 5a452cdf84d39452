// What docs/decisions must hold together: each ADR's own form (its status, date and sections), and
// the index (docs/decisions/README.md) listing every ADR with the status the ADR states.

/** An ADR's status line: in force, in force but partly superseded, or superseded as a whole. */
const STATUS =
  /^(accepted|accepted; partly superseded by (\d{4}(?:(?:, | and )\d{4})*)|superseded by (\d{4}))$/;
const SECTIONS = ['Context', 'Decision', 'Consequences'] as const;
const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
const INDEX_ROW = /^\| \[(\d{4})\]\(([^)]+)\) +\| (.+?) +\| (.+?) +\|$/;

export interface Adr {
  number: string;
  title: string;
  status: string;
  /** The ADRs that supersede it, in whole or in part. */
  successors: string[];
}

/** Reads one ADR file; `problems` gets what is wrong with its form. */
export function readAdr(fileName: string, text: string, problems: string[]): Adr | undefined {
  const number = FILE_NAME.exec(fileName)?.[1];
  if (number === undefined) {
    problems.push(`${fileName}: not named NNNN-words.md`);
    return undefined;
  }
  const lines = text.split('\n');
  const heading = new RegExp(`^# ${number}: (.+)$`).exec(lines[0] ?? '');
  if (heading === null) problems.push(`${fileName}: the first line is not "# ${number}: <title>"`);
  const statusLine = /^Status: (.+)\.$/.exec(lines[2] ?? '');
  if (statusLine === null) problems.push(`${fileName}: line 3 is not "Status: <status>."`);
  if (!/^Date: \d{4}-\d\d-\d\d\.$/.test(lines[3] ?? ''))
    problems.push(`${fileName}: line 4 is not "Date: YYYY-MM-DD."`);
  const status = statusLine?.[1] ?? '';
  const parts = STATUS.exec(status);
  if (statusLine !== null && parts === null)
    problems.push(
      `${fileName}: status "${status}" is none of "accepted", "accepted; partly superseded by NNNN[, NNNN and NNNN]", "superseded by NNNN"`,
    );
  for (const section of SECTIONS)
    if (!lines.includes(`## ${section}`)) problems.push(`${fileName}: no "## ${section}" section`);
  if (status.startsWith('accepted') && lines.some((line) => /^#+ Addendum/i.test(line)))
    problems.push(
      `${fileName}: an ADR in force has an addendum: fold it into a new ADR that supersedes this one`,
    );
  const successors = (parts?.[2] ?? parts?.[3] ?? '').match(/\d{4}/g) ?? [];
  return { number, title: heading?.[1] ?? '', status, successors };
}

/** What is wrong with the ADRs (file name to text) and their index: one line per problem. */
export function adrProblems(files: Record<string, string>, index: string): string[] {
  const problems: string[] = [];
  const adrs = new Map<string, Adr & { fileName: string }>();
  for (const [fileName, text] of Object.entries(files)) {
    const adr = readAdr(fileName, text, problems);
    if (adr === undefined) continue;
    if (adrs.has(adr.number)) problems.push(`${fileName}: ADR ${adr.number} has two files`);
    adrs.set(adr.number, { ...adr, fileName });
  }

  for (const adr of adrs.values()) {
    for (const successor of adr.successors) {
      const next = adrs.get(successor);
      if (next === undefined) {
        problems.push(`${adr.fileName}: superseded by ${successor}, which does not exist`);
      } else if (!new RegExp(`\\b${adr.number}\\b`).test(files[next.fileName] ?? '')) {
        problems.push(
          `${next.fileName}: supersedes ${adr.number} (its status says) but never names it`,
        );
      }
    }
  }

  const listed = new Set<string>();
  for (const line of index.split('\n')) {
    if (!/^\| \[\d{4}\]/.test(line)) continue;
    const row = INDEX_ROW.exec(line);
    if (row === null) {
      problems.push(`README.md: "${line}" is not "| [NNNN](file) | title | status |"`);
      continue;
    }
    const [, number = '', link = '', title = '', status = ''] = row;
    if (listed.has(number)) problems.push(`README.md: ${number} is listed twice`);
    listed.add(number);
    const adr = adrs.get(number);
    if (adr === undefined) {
      problems.push(`README.md: ${number} is listed, but there is no such ADR`);
      continue;
    }
    if (link !== adr.fileName)
      problems.push(`README.md: ${number} links to ${link}, not ${adr.fileName}`);
    if (title !== adr.title)
      problems.push(`README.md: ${number}'s title is "${title}", the ADR's "${adr.title}"`);
    if (status !== adr.status)
      problems.push(`README.md: ${number}'s status is "${status}", the ADR's "${adr.status}"`);
  }
  for (const adr of adrs.values())
    if (!listed.has(adr.number)) problems.push(`README.md: ${adr.fileName} is not listed`);
  return problems;
}
