/**
 * Displays a stored US number (E.164, +12025550199) as (202) 555-0199 without the phone library,
 * so the guard info card does not load it. Anything else is shown as stored.
 */
export function formatUsPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
