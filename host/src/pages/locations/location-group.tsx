import { Fragment, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { CurrentLocation } from 'shared-contracts/entities';
import { isSelectableLocation } from 'shared-contracts/rules';
import { Box, Heading } from 'ui';
import { LocationCard, locationCardId } from './location-card';

interface LocationGroupProps {
  /** 'Setup Incomplete' or 'Setup Complete': the heading and the radio group's name. */
  title: string;
  locations: readonly CurrentLocation[];
  chosenId: string | null;
  onChoose: (locationId: string) => void;
}

const slug = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Up to this many cards a group draws them all, in one pass. The virtual list draws nothing at
 * first, measures, then draws what is in view: for a short list, a second main-thread task after
 * the page has painted (on the selector, most of its blocking time), to save drawing a few cards.
 */
export const DRAW_ALL_UP_TO = 20;

/**
 * One group of the selector: a radio group of location cards. A long group is virtualized against
 * the window scroll so that 2,000 locations render only the cards in view; a short one is drawn
 * whole (DRAW_ALL_UP_TO). Keyboard: Tab reaches the group (on its
 * chosen card, else its first selectable one); the arrow keys, Home and End move to and choose the
 * next selectable card, skipping those that cannot be chosen; Space chooses the current card.
 */
export function LocationGroup({ title, locations, chosenId, onChoose }: LocationGroupProps) {
  const groupId = `location-group-${slug(title)}`;
  const headingId = `${groupId}-heading`;
  const listRef = useRef<VirtuosoHandle>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const selectable = useMemo(
    () => locations.flatMap((location, index) => (isSelectableLocation(location) ? [index] : [])),
    [locations],
  );
  const indexOf = (locationId: string | null): number =>
    locationId === null
      ? -1
      : locations.findIndex((location) => location.locationId === locationId);
  const isSelectableIndex = (index: number): boolean => selectable.includes(index);
  const virtualized = locations.length > DRAW_ALL_UP_TO;
  const reveal = (index: number) => {
    const location = locations[index];
    if (virtualized) listRef.current?.scrollIntoView({ index });
    else if (location)
      document
        .getElementById(locationCardId(groupId, location.locationId))
        ?.scrollIntoView({ block: 'nearest' });
  };

  // The keyboard's card: the one moved to last, else the chosen one, else the first selectable.
  const activeIndex = [indexOf(activeId), indexOf(chosenId), selectable[0] ?? -1].find(
    (index) => index >= 0 && isSelectableIndex(index),
  );
  const active = activeIndex === undefined ? null : (locations[activeIndex] ?? null);

  const moveTo = (index: number | undefined) => {
    const location = index === undefined ? undefined : locations[index];
    if (index === undefined || !location) return;
    setActiveId(location.locationId);
    onChoose(location.locationId);
    reveal(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (selectable.length === 0 || activeIndex === undefined) return;
    const position = selectable.indexOf(activeIndex);
    const count = selectable.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        moveTo(selectable[(position + 1) % count]);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        moveTo(selectable[(position - 1 + count) % count]);
        break;
      case 'Home':
        moveTo(selectable[0]);
        break;
      case 'End':
        moveTo(selectable[count - 1]);
        break;
      case ' ':
        moveTo(activeIndex);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const card = (location: CurrentLocation) => (
    <LocationCard
      id={locationCardId(groupId, location.locationId)}
      location={location}
      checked={location.locationId === chosenId}
      active={focused && location.locationId === active?.locationId}
      onChoose={(locationId) => {
        setActiveId(locationId);
        onChoose(locationId);
        groupRef.current?.focus({ preventScroll: true });
      }}
    />
  );

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId} mb="2">
        {title}
      </Heading>
      <Box
        ref={groupRef}
        role="radiogroup"
        aria-labelledby={headingId}
        tabIndex={active ? 0 : -1}
        aria-activedescendant={
          focused && active ? locationCardId(groupId, active.locationId) : undefined
        }
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          if (activeIndex !== undefined) reveal(activeIndex);
        }}
        onBlur={() => setFocused(false)}
        borderRadius="md"
        _focusVisible={{ outline: 'none' }}
      >
        {virtualized ? (
          <Virtuoso
            ref={listRef}
            useWindowScroll
            data={locations}
            increaseViewportBy={600}
            computeItemKey={(_, location) => location.locationId}
            itemContent={(_, location) => card(location)}
          />
        ) : (
          locations.map((location) => (
            <Fragment key={location.locationId}>{card(location)}</Fragment>
          ))
        )}
      </Box>
    </Box>
  );
}
