import type { NormalizedEventSummary } from 'shared-contracts/entities';
import { summaryCards } from '../lib/event-summary';
import { Heading, PLAIN_CARD_FRAME, SimpleGrid, Stack } from 'ui';
import { ResolutionIcon } from './resolution-icon';

/**
 * The cards' look, set once on the list: each card is plain elements. Ten cards of styled
 * components (card, body, stacks, texts, icon: eight each) were most of the events summary's styled
 * elements, and each one is resolved by Chakra on the first render, before the page first paints.
 * The values are those of Chakra's small outline card.
 */
const cardStyles = {
  '& > li': { ...PLAIN_CARD_FRAME, gap: '1', padding: '4' },
  '& .summary-card__head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '2',
  },
  '& .summary-card__head > div': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .summary-card__name': { fontWeight: 'semibold' },
  '& .summary-card__count': { fontSize: '2xl', fontWeight: 'bold', lineHeight: '2rem' },
  '& .summary-card__description': { fontSize: 'sm', color: 'fg.muted' },
  '& svg': { flexShrink: 0, boxSize: '6', color: 'brand.solid' },
} as const;

/** 'Guard Event Summary': a card per resolution type (name, description, icon) plus Guard Reviewed. */
export function SummaryCards({ summary }: { summary: NormalizedEventSummary }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="vsg-guard-event-summary">
      <Heading as="h2" size="lg" id="vsg-guard-event-summary">
        Guard Event Summary
      </Heading>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="3"
        css={cardStyles}
      >
        {summaryCards(summary).map((card) => (
          <li key={card.key}>
            <div className="summary-card__head">
              <div>
                <p className="summary-card__name">{card.displayName}</p>
                <p className="summary-card__count" aria-label={`${card.displayName} events`}>
                  {card.count}
                </p>
              </div>
              <ResolutionIcon icon={card.icon} />
            </div>
            <p className="summary-card__description">{card.description}</p>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
