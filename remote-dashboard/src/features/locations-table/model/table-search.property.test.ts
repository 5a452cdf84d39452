import fc from 'fast-check';
import { toLocationStatuses } from 'shared-contracts/rules';
import { buildLocation } from 'shared-contracts/testing';
import { SORT_COLUMNS, buildTableModel, visibleRows, type LocationRow } from './table-model';

const RUNS = 300;

/** Any text: full Unicode (lone surrogates, RTL, joiners), grapheme clusters, ASCII, or newlines
 * and NULs (the search key's column separator). */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\n', ',', '\u0000'), maxLength: 8 }),
);

const locations = fc
  .array(fc.tuple(anyText, anyText, anyText, fc.boolean()), { maxLength: 20 })
  .map((rows) =>
    rows.map(([locationName, address1, city, complete], index) =>
      buildLocation({
        locationId: `loc-${index}`,
        locationName,
        onboardStatus: complete ? 'complete' : 'incomplete',
        address: { address1, address2: '', city, state: 'CA', zipCode: '94105' },
      }),
    ),
  );

/** The texts a row shows in its searchable columns. */
const fieldsOf = (row: LocationRow) => [row.name, row.address, row.city];

/** Flips the case of ASCII letters only (a change every case-insensitive match must ignore). */
function flipAsciiCase(text: string): string {
  return text.replace(/[a-z]/gi, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );
}

test('for any search, the table shows exactly the rows with a column containing it, in order', () => {
  fc.assert(
    fc.property(
      locations,
      anyText,
      fc.nat(),
      fc.nat(),
      fc.constantFrom(...SORT_COLUMNS),
      fc.boolean(),
      (list, text, at, size, column, ascending) => {
        const model = buildTableModel(toLocationStatuses(list, []));
        // Half the searches are a piece of a row's columns (across their boundary too), so
        // matches are common.
        const row = model.rows[at % Math.max(model.rows.length, 1)];
        const joined = row === undefined ? '' : fieldsOf(row).join('\n');
        const start = size % (joined.length + 1);
        const search =
          at % 2 === 0 && row !== undefined
            ? flipAsciiCase(joined.slice(start, start + (at % 9)))
            : text;
        const shown = visibleRows(
          model,
          { search, statusFilter: null, eligibility: 'all' },
          { column, direction: ascending ? 'ascending' : 'descending' },
        );
        const needle = search.trim().toLowerCase();
        const matches = (candidate: LocationRow) =>
          fieldsOf(candidate).some((field) => field.toLowerCase().includes(needle));
        // Every row shown matches, every matching row is shown, each once.
        expect(shown.every(matches)).toBe(true);
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown.length).toBe(model.rows.filter(matches).length);
      },
    ),
    { numRuns: RUNS },
  );
});
