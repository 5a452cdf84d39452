import { memo, useCallback, useEffect, useRef, type UIEvent } from 'react';
import { Virtuoso, type ItemProps, type ListProps } from 'react-virtuoso';
import {
  GUARD_REVIEWED,
  RESOLUTION_TYPES,
  type Event,
  type ResolutionType,
} from 'shared-contracts/entities';
import {
  ERROR_MESSAGES,
  EVENT_LIST_HEIGHT_PX,
  EVENT_ROW_HEIGHT_PX,
} from 'shared-contracts/constants';
import { getErrorMessage } from 'shared-contracts/api';
import { eventTimeText, shouldFetchNextPage } from 'shared-contracts/rules';
import { Alert, Badge, Box, Button, Center, HStack, Spinner, Stack, Text } from 'ui';
import type { DashboardEventsState, EventsKind } from '../api/use-dashboard-events';

function typeInfo(event: Event) {
  const type: ResolutionType | typeof GUARD_REVIEWED =
    event.resolution_type === null
      ? GUARD_REVIEWED
      : event.resolution_type === 'RequireAttention'
        ? 'UnknownPerson'
        : event.resolution_type;
  return RESOLUTION_TYPES[type];
}

/**
 * The rows' look, set once on the list's frame: each row is plain elements (a Chakra stack and four
 * texts per row before), as react-virtuoso draws rows on every scrolled frame.
 */
const eventRowStyles = {
  '& .event-row': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    height: `${EVENT_ROW_HEIGHT_PX}px`,
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    overflow: 'hidden',
  },
  '& .event-row__head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  },
  '& .event-row__type': { fontWeight: 'semibold' },
  '& .event-row__location, & .event-row__time': { fontSize: 'sm' },
  '& .event-row__time, & .event-row__description': { color: 'fg.muted' },
  '& .event-row__description': { fontSize: 'xs' },
  '& .event-row__location, & .event-row__description': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
} as const;

/** One event, exactly 120 px tall: the content of a list styled with `eventRowStyles`. */
const EventRow = memo(function EventRow({ event }: { event: Event }) {
  const info = typeInfo(event);
  return (
    <div className="event-row">
      <div className="event-row__head">
        <p className="event-row__type">{info.displayName}</p>
        {info.isEmergency ? <Badge colorPalette="red">Emergency</Badge> : null}
      </div>
      <p className="event-row__location">{event.locationName}</p>
      <p className="event-row__time">{eventTimeText(event.timestamp)}</p>
      <p className="event-row__description">{info.description}</p>
    </div>
  );
});

function List({ context: _context, ...props }: ListProps & { context?: unknown }) {
  return <div {...props} role="list" />;
}

function Item({
  context: _context,
  item: _item,
  ...props
}: ItemProps<Event> & { context?: unknown }) {
  return <div {...props} role="listitem" />;
}

const ROWS_IN_VIEW = Math.ceil(EVENT_LIST_HEIGHT_PX / EVENT_ROW_HEIGHT_PX);

const NOUN: Record<EventsKind, { plural: string; none: string; label: string }> = {
  events: { plural: 'events', none: 'No events in the last 60 days.', label: 'Events' },
  emergencies: {
    plural: 'emergencies',
    none: 'No emergencies in the last 60 days.',
    label: 'Emergencies',
  },
};

interface EventsListProps {
  kind: EventsKind;
  state: DashboardEventsState;
}

/**
 * The event history as a virtual list 300 px tall with 120 px rows; the next page is requested
 * when scrolled beyond 120 * total − 500.
 */
export function EventsList({ kind, state }: EventsListProps) {
  const { events, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage } = state;
  const scrollTop = useRef(0);
  const noun = NOUN[kind];

  const maybeFetchNext = useCallback(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      !nextPageFailed &&
      shouldFetchNextPage(scrollTop.current, events.length)
    ) {
      fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, events.length, fetchNextPage]);

  // A page that does not fill the list, or a scroll that went on while a page loaded.
  useEffect(() => {
    if (events.length > 0) maybeFetchNext();
  }, [events.length, maybeFetchNext]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    scrollTop.current = event.currentTarget.scrollTop;
    maybeFetchNext();
  };

  if (state.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{getErrorMessage(state.error)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" ml="auto" loading={state.isRetrying} onClick={state.retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (state.isLoading) {
    return (
      <Center h={`${EVENT_LIST_HEIGHT_PX}px`} role="status" aria-label={`Loading ${noun.plural}`}>
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (events.length === 0) {
    return (
      <Center h={`${EVENT_LIST_HEIGHT_PX}px`}>
        <Text color="fg.muted">{noun.none}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="2">
      <Box borderWidth="1px" borderColor="border" borderRadius="md" css={eventRowStyles}>
        <Virtuoso
          style={{ height: EVENT_LIST_HEIGHT_PX }}
          data={events}
          fixedItemHeight={EVENT_ROW_HEIGHT_PX}
          // The rows in view come with the "loaded" count, not a frame later once the list has
          // measured its viewport.
          initialItemCount={Math.min(ROWS_IN_VIEW, events.length)}
          components={{ List, Item }}
          itemContent={(_index, event) => <EventRow event={event} />}
          onScroll={onScroll}
          aria-label={noun.label}
          tabIndex={0}
        />
      </Box>
      <HStack justify="space-between" minH="8">
        <Text fontSize="sm" color="fg.muted" role="status">
          {hasNextPage ? '' : 'All '}
          {events.length} {noun.plural} loaded
        </Text>
        {isFetchingNextPage ? (
          <HStack role="status" aria-label={`Loading more ${noun.plural}`}>
            <Spinner size="sm" color="brand.solid" />
          </HStack>
        ) : null}
      </HStack>
      {nextPageFailed ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ERROR_MESSAGES.events}</Alert.Title>
          </Alert.Content>
          <Button size="xs" ml="auto" onClick={fetchNextPage}>
            Try again
          </Button>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
