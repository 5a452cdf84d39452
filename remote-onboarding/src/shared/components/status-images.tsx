import { Box, SimpleGrid, Stack, Text } from 'ui';

type StatusKind = 'disarmed' | 'home' | 'away';

const COLORS: Record<StatusKind, { ring: string; fill: string }> = {
  disarmed: { ring: '#a0aec0', fill: '#edf2f7' },
  home: { ring: '#1998d5', fill: '#e3f3fb' },
  away: { ring: '#1998d5', fill: '#e3f3fb' },
};

/** A small house with a shield: grey when the guard is inactive, brand blue when active. */
function StatusIllustration({ kind, label }: { kind: StatusKind; label: string }) {
  const { ring, fill } = COLORS[kind];
  return (
    <svg viewBox="0 0 120 96" width="120" height="96" role="img" aria-label={label}>
      <rect x="4" y="4" width="112" height="88" rx="14" fill={fill} />
      <path d="M30 50 L60 26 L90 50 V76 H30 Z" fill="#ffffff" stroke={ring} strokeWidth="3" />
      <rect x="53" y="58" width="14" height="18" rx="2" fill={ring} opacity="0.6" />
      {kind === 'home' ? <circle cx="44" cy="60" r="6" fill={ring} /> : null}
      {kind === 'away' ? (
        <path d="M82 66 l10 0 m-4 -4 l4 4 l-4 4" stroke={ring} strokeWidth="3" fill="none" />
      ) : null}
      <path
        d="M92 14 l12 5 v9 c0 8 -5 13 -12 16 c-7 -3 -12 -8 -12 -16 v-9 Z"
        fill={kind === 'disarmed' ? '#ffffff' : ring}
        stroke={ring}
        strokeWidth="2"
      />
      {kind === 'disarmed' ? (
        <path d="M87 24 l10 10 m0 -10 l-10 10" stroke={ring} strokeWidth="2.5" />
      ) : (
        <path d="M86 29 l4 4 l8 -8" stroke="#ffffff" strokeWidth="2.5" fill="none" />
      )}
    </svg>
  );
}

export const STATUS_IMAGES: readonly { kind: StatusKind; title: string; text: string }[] = [
  {
    kind: 'disarmed',
    title: 'Inactive when disarmed',
    text: 'Guards do not monitor your cameras while your alarm is disarmed.',
  },
  {
    kind: 'home',
    title: 'Active at home',
    text: 'When your alarm is armed Home, guards review person-detected events.',
  },
  {
    kind: 'away',
    title: 'Active away',
    text: 'When your alarm is armed Away, guards review person-detected events.',
  },
];

/** The three status images of setup complete (spec 2.4). */
export function StatusImages() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      {STATUS_IMAGES.map((image) => (
        <Stack key={image.kind} as="figure" align="center" textAlign="center" gap="2">
          <Box>
            <StatusIllustration kind={image.kind} label={`Status: ${image.title}`} />
          </Box>
          <Text as="figcaption" fontWeight="semibold">
            {image.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {image.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
