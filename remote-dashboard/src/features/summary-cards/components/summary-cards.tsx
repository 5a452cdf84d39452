import { Fragment, memo } from 'react';
import {
  MONITORING_REASONS,
  type MonitoringReason,
  type OnboardStatus,
} from 'shared-contracts/entities';
import type { DashboardStatusFilter } from 'shared-contracts/rules';
import { Button, PLAIN_CARD_FRAME, SimpleGrid } from 'ui';

export interface SummaryCounts {
  onboarding: Record<OnboardStatus, number>;
  monitoring: Record<MonitoringReason, number>;
}

interface CardSpec {
  title: string;
  /** `hint`: the medium text of a monitoring reason, shown under its filter. */
  filters: readonly { filter: DashboardStatusFilter; label: string; hint?: string }[];
}

const onboarding = (value: OnboardStatus, label: string) =>
  ({
    filter: { kind: 'onboarding', value },
    label,
  }) as const;
const monitoring = (value: MonitoringReason) =>
  ({
    filter: { kind: 'monitoring', value },
    label: MONITORING_REASONS[value].short,
    hint: MONITORING_REASONS[value].medium,
  }) as const;

/** The four cards of spec 2.6, grouping the status categories of spec section 4. */
export const SUMMARY_CARDS: readonly CardSpec[] = [
  {
    title: 'Onboarding',
    filters: [onboarding('complete', 'Complete'), onboarding('incomplete', 'Incomplete')],
  },
  { title: 'Monitoring', filters: [monitoring('ACTIVE'), monitoring('PAUSED')] },
  { title: 'Not monitoring', filters: [monitoring('DISARMED'), monitoring('SNOOZED')] },
  { title: 'Attention', filters: [monitoring('INELIGIBLE'), monitoring('UNKNOWN')] },
];

/**
 * A category's button: its second span is its count, and the pressed category looks like Chakra's
 * solid button. Styled by `aria-pressed` rather than by switching the variant, so that pressing a
 * category inserts no new CSS rule: a rule inserted during the click made the browser restyle the
 * whole page before the next frame.
 */
const CATEGORY_STYLES = {
  '& > span:last-of-type': { fontWeight: 'bold' },
  _pressed: {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    _hover: { bg: 'colorPalette.solid/90' },
  },
} as const;

/**
 * The cards' look, set once on their grid: each card is plain elements (a Chakra card, header,
 * title and body each before), with the values of Chakra's small card. The card of the selected
 * category has the brand's border.
 */
const cardStyles = {
  '& > div': PLAIN_CARD_FRAME,
  '& > div[data-active]': { borderColor: 'brand.solid' },
  '& .summary-card__title': { px: '4', pt: '4', textStyle: 'md', fontWeight: 'semibold' },
  '& .summary-card__body': { display: 'flex', flexDirection: 'column', gap: '1', padding: '4' },
  '& .summary-card__hint': { px: '3', pb: '1', fontSize: 'xs', color: 'fg.muted' },
} as const;

function countOf(counts: SummaryCounts, filter: DashboardStatusFilter): number {
  return filter.kind === 'onboarding'
    ? counts.onboarding[filter.value]
    : counts.monitoring[filter.value];
}

function isSame(a: DashboardStatusFilter | null, b: DashboardStatusFilter): boolean {
  return a !== null && a.kind === b.kind && a.value === b.value;
}

interface SummaryCardsProps {
  counts: SummaryCounts;
  selected: DashboardStatusFilter | null;
  /** Clicking a category filters the table by it; clicking the selected one clears the filter. */
  onToggle: (filter: DashboardStatusFilter) => void;
}

/** Location summary cards: every category is a toggle button with its count. */
export const SummaryCards = memo(function SummaryCards({
  counts,
  selected,
  onToggle,
}: SummaryCardsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" css={cardStyles}>
      {SUMMARY_CARDS.map((card) => {
        const active = card.filters.some(({ filter }) => isSame(selected, filter));
        const titleId = `summary-card-${card.title.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <div
            key={card.title}
            role="group"
            aria-labelledby={titleId}
            data-active={active ? '' : undefined}
          >
            <h3 className="summary-card__title" id={titleId}>
              {card.title}
            </h3>
            <div className="summary-card__body">
              {card.filters.map(({ filter, label, hint }) => {
                const pressed = isSame(selected, filter);
                const count = countOf(counts, filter);
                const hintId = `${titleId}-${filter.value.toLowerCase()}-hint`;
                return (
                  <Fragment key={label}>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="brand"
                      justifyContent="space-between"
                      css={CATEGORY_STYLES}
                      aria-pressed={pressed}
                      aria-describedby={hint === undefined ? undefined : hintId}
                      onClick={() => onToggle(filter)}
                    >
                      {/* The visible text names the button ("Complete 2"): the space separates
                        the words for assistive technology; the flex layout does not render it.
                        Plain spans, the count made bold by the button's style: sixteen fewer
                        styled elements for Chakra to resolve before the first paint. */}
                      <span>{label}</span> <span>{count}</span>
                    </Button>
                    {hint === undefined ? null : (
                      <span className="summary-card__hint" id={hintId}>
                        {hint}
                      </span>
                    )}
                  </Fragment>
                );
              })}
            </div>
          </div>
        );
      })}
    </SimpleGrid>
  );
});
