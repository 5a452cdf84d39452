import fc from 'fast-check';
import { filterLocations, matchesLocationSearch, SETUP_FILTERS } from './location';
import type { OnboardStatus } from '../entities/location';

const RUNS = 300;

/** Any text: full Unicode (lone surrogates, RTL, joiners), grapheme clusters or ASCII. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

const location = fc.record({
  locationId: fc.uuid(),
  locationName: anyText,
  onboardStatus: fc.constantFrom<OnboardStatus>('complete', 'incomplete'),
});
const locations = fc.array(location, { maxLength: 25 });
const filter = fc.constantFrom(...SETUP_FILTERS.map((option) => option.value));

/** Flips the case of ASCII letters only (a change every case-insensitive match must ignore). */
function flipAsciiCase(text: string): string {
  return text.replace(/[a-z]/gi, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  );
}

test('for any query, the result is the ordered subset whose names contain it, ignoring case', () => {
  fc.assert(
    fc.property(
      locations,
      anyText,
      filter,
      fc.nat(),
      fc.nat(),
      (list, text, setupFilter, at, size) => {
        // Half the queries are a piece of one of the names, in another case, so matches are common.
        const named = list[at % Math.max(list.length, 1)]?.locationName;
        const query =
          at % 2 === 0 && named !== undefined
            ? flipAsciiCase(
                named.slice(size % (named.length + 1), (size % (named.length + 1)) + (at % 7)),
              )
            : text;
        const result = filterLocations(list, query, setupFilter);
        const needle = query.trim().toLowerCase();
        const expected = list.filter(
          (candidate) =>
            (setupFilter === 'all' || candidate.onboardStatus === setupFilter) &&
            candidate.locationName.toLowerCase().includes(needle),
        );
        // Same objects, same order: a subset of the list and nothing else.
        expect(result).toEqual(expected);
        expect(result.every((found) => list.includes(found))).toBe(true);
      },
    ),
    { numRuns: RUNS },
  );
});

test('a name always matches any part of itself, typed in any ASCII case, with spaces around', () => {
  fc.assert(
    fc.property(anyText, anyText, anyText, (before, part, after) => {
      const name = `${before}${part}${after}`;
      expect(matchesLocationSearch({ locationName: name }, `  ${flipAsciiCase(part)}\t`)).toBe(
        true,
      );
    }),
    { numRuns: RUNS },
  );
});

test('an empty or blank query keeps every location', () => {
  fc.assert(
    fc.property(
      locations,
      fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00A0'), maxLength: 5 }),
      (list, blank) => {
        expect(filterLocations(list, blank)).toEqual(list);
      },
    ),
    { numRuns: RUNS },
  );
});
