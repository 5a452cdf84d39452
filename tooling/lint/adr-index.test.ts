// docs/decisions: every ADR has its status, date and sections, an ADR in force has no addendum, a
// superseded one names an ADR that exists and names it back, and the index lists each with the
// status its file states. Checked on the repository, then each rule shown failing on a sample.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adrProblems } from './adr-index';

const DECISIONS = join(__dirname, '..', '..', 'docs', 'decisions');

function repository() {
  const files: Record<string, string> = {};
  for (const name of readdirSync(DECISIONS).filter((file) => /^\d{4}-.*\.md$/.test(file)))
    files[name] = readFileSync(join(DECISIONS, name), 'utf8');
  return { files, index: readFileSync(join(DECISIONS, 'README.md'), 'utf8') };
}

test('the ADRs and their index agree', () => {
  const { files, index } = repository();
  expect(Object.keys(files).length).toBeGreaterThan(40);
  expect(adrProblems(files, index)).toEqual([]);
});

const adr = (number: string, status: string, body = '') =>
  `# ${number}: Title ${number}\n\nStatus: ${status}.\nDate: 2026-12-01.\n\n${body}## Context\n\nc\n\n## Decision\n\nd\n\n## Consequences\n\ne\n`;
const row = (number: string, status: string, file = `${number}-title.md`) =>
  `| [${number}](${file}) | Title ${number} | ${status} |`;

/** Two ADRs, the second superseding the first, and their index: no problem. */
const sample = () => ({
  files: {
    '0001-title.md': adr('0001', 'superseded by 0002'),
    '0002-title.md': adr('0002', 'accepted', 'Supersedes ADR 0001.\n\n'),
  },
  index: ['# Decisions', '', row('0001', 'superseded by 0002'), row('0002', 'accepted')].join('\n'),
});

test('the sample passes', () => {
  const { files, index } = sample();
  expect(adrProblems(files, index)).toEqual([]);
});

test.each([
  [
    'an ADR file missing from the index',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: { ...files, '0003-title.md': adr('0003', 'accepted') },
      index,
    }),
    'README.md: 0003-title.md is not listed',
  ],
  [
    'an index entry with no file',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files,
      index: `${index}\n${row('0004', 'accepted')}`,
    }),
    'README.md: 0004 is listed, but there is no such ADR',
  ],
  [
    "a status in the index that differs from the file's",
    ({ files }: ReturnType<typeof sample>) => ({
      files,
      index: [row('0001', 'accepted'), row('0002', 'accepted')].join('\n'),
    }),
    'README.md: 0001\'s status is "accepted", the ADR\'s "superseded by 0002"',
  ],
  [
    'a superseded ADR not naming its successor',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: { ...files, '0001-title.md': adr('0001', 'superseded') },
      index,
    }),
    '0001-title.md: status "superseded" is none of',
  ],
  [
    "a successor that doesn't exist",
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: {
        ...files,
        '0001-title.md': adr('0001', 'accepted; partly superseded by 0002 and 0009'),
      },
      index,
    }),
    '0001-title.md: superseded by 0009, which does not exist',
  ],
  [
    'a successor that never names what it supersedes',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: { ...files, '0002-title.md': adr('0002', 'accepted') },
      index,
    }),
    '0002-title.md: supersedes 0001 (its status says) but never names it',
  ],
  [
    'an addendum in an ADR in force',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: {
        ...files,
        '0002-title.md': `${files['0002-title.md']}\n## Addendum (2026-12-02): more\n\nf\n`,
      },
      index,
    }),
    '0002-title.md: an ADR in force has an addendum',
  ],
  [
    'a missing section',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: {
        ...files,
        '0002-title.md': (files['0002-title.md'] ?? '').replace('## Consequences', '## Results'),
      },
      index,
    }),
    '0002-title.md: no "## Consequences" section',
  ],
  [
    'a date on the status line',
    ({ files, index }: ReturnType<typeof sample>) => ({
      files: {
        ...files,
        '0002-title.md': (files['0002-title.md'] ?? '').replace(
          'Status: accepted.\nDate: 2026-12-01.',
          'Status: accepted. Date: 2026-12-01.\n',
        ),
      },
      index,
    }),
    '0002-title.md: line 4 is not "Date: YYYY-MM-DD."',
  ],
  [
    'an index link to another file',
    ({ files }: ReturnType<typeof sample>) => ({
      files,
      index: [row('0001', 'superseded by 0002'), row('0002', 'accepted', '0002-old.md')].join('\n'),
    }),
    'README.md: 0002 links to 0002-old.md, not 0002-title.md',
  ],
])('fails on %s', (_, change, problem) => {
  const { files, index } = change(sample());
  expect(adrProblems(files, index).some((found) => found.startsWith(problem))).toBe(true);
});
