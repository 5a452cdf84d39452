import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { checkGuardForm } from './guard-payload';

const RUNS = 300;
/** Emoji as the spec means them, checked independently of the product's own pattern. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/** Any text: full Unicode (lone surrogates, RTL, joiners, control characters) or grapheme clusters. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 80 }),
);

/** Texts that look like phone numbers: digits, +, separators and the odd letter or emoji. */
const phoneLike = fc.oneof(
  anyText,
  fc.string({
    unit: fc.constantFrom(...'0123456789+-() .'.split(''), 'x', '٣', '📞', '\u200B'),
    maxLength: 22,
  }),
);

/** Valid US numbers, by the full metadata. */
const validUsNumber = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 10, max: 99 }),
  )
  .map(([a, b, c, exchange, tail]) => `${a}${b}${c}${exchange}55${String(tail).padStart(4, '01')}`)
  .filter((digits) => {
    // +1 is shared: Canadian and Caribbean area codes are other countries.
    const parsed = parsePhoneNumberFromString(digits, 'US');
    return parsed?.isValid() === true && parsed.country === 'US';
  });

/** The ways a person writes one: plain, dashes, brackets, +1. */
const formatted = validUsNumber.chain((digits) =>
  fc.constantFrom(
    digits,
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    `+1 ${digits}`,
    `  ${digits}  `,
  ),
);

/** Names a person may give a company: letters, digits, spaces, punctuation, RTL, up to 50. */
const validName = fc
  .string({
    unit: fc.constantFrom(..."ABCxyz019 &.-'".split(''), 'é', 'ß', 'ש', 'م', '中'),
    minLength: 1,
    maxLength: 50,
  })
  .filter((name) => name.trim().length > 0);

test('for any name and phone, checking never throws and any payload keeps every rule', () => {
  // Random text, mixed with plausible input and plausible input with random text around it, so
  // both outcomes are exercised.
  const nameInput = fc.oneof(
    anyText,
    validName,
    fc.tuple(anyText, validName, anyText).map((parts) => parts.join('')),
  );
  const phoneInput = fc.oneof(
    phoneLike,
    formatted,
    fc.tuple(phoneLike, formatted, phoneLike).map((parts) => parts.join('')),
  );
  let sent = 0;
  fc.assert(
    fc.property(nameInput, phoneInput, (agencyName, phone) => {
      const { payload, agencyNameError, phoneError } = checkGuardForm(agencyName, phone);
      if (payload === null) {
        expect(agencyNameError !== null || phoneError !== null).toBe(true);
        return;
      }
      expect(agencyNameError).toBeNull();
      expect(phoneError).toBeNull();
      // The name: trimmed, non-empty, at most 50 characters, no emoji.
      expect(payload.agencyName).toBe(agencyName.trim());
      expect(payload.agencyName.length).toBeGreaterThan(0);
      expect(payload.agencyName.length).toBeLessThanOrEqual(50);
      expect(PICTOGRAPH.test(payload.agencyName)).toBe(false);
      // The phone: E.164, a valid US number by the full metadata.
      expect(payload.phone).toMatch(/^\+1\d{10}$/);
      const parsed = parsePhoneNumberFromString(payload.phone);
      expect(parsed?.isValid()).toBe(true);
      expect(parsed?.country).toBe('US');
      sent += 1;
    }),
    { numRuns: RUNS },
  );
  // Some inputs were valid and checked as payloads, not only refused.
  expect(sent).toBeGreaterThan(RUNS / 20);
});

test('any name with emoji, over 50 characters or blank is refused with its message', () => {
  const badName = fc.oneof(
    fc
      .tuple(validName, fc.constantFrom('🛡️', '👨‍👩‍👧', '🇺🇸', '☎️'))
      .map(([name, emoji]) => name + emoji),
    fc.string({ unit: 'grapheme-ascii', minLength: 51, maxLength: 120 }),
    fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u3000'), maxLength: 10 }),
  );
  fc.assert(
    fc.property(badName, formatted, (agencyName, phone) => {
      const { payload, agencyNameError } = checkGuardForm(agencyName, phone);
      expect(payload).toBeNull();
      expect([
        'This field is required.',
        'This field should be less than 50 characters.',
        'Emojis are not supported. Please try again.',
      ]).toContain(agencyNameError);
    }),
    { numRuns: RUNS },
  );
});

test('any plain name with any usual US format is accepted and sent in E.164', () => {
  fc.assert(
    fc.property(validName, formatted, (agencyName, phone) => {
      const { payload } = checkGuardForm(agencyName, phone);
      const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      expect(payload).toEqual({ agencyName: agencyName.trim(), phone: `+1${digits}` });
    }),
    { numRuns: RUNS },
  );
});
