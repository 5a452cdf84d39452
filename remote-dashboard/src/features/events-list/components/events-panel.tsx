import { memo } from 'react';
import { Heading, Stack, Text } from 'ui';
import { Tabs } from 'ui/tabs';
import type { DashboardEventsState, EventsKind } from '../api/use-dashboard-events';
import { EventsList } from './events-list';

interface EventsPanelProps {
  tab: EventsKind;
  onTab: (tab: EventsKind) => void;
  /** The history of the active tab. */
  state: DashboardEventsState;
  /** Changes with the scope (the selected location): the list starts again at the top. */
  scopeKey: string;
  /** 'All locations' or the selected location's name. */
  scopeLabel: string;
}

function isEventsKind(value: string): value is EventsKind {
  return value === 'events' || value === 'emergencies';
}

/** The Events / Emergencies list (spec 2.6). Only the active tab's list is mounted and fetched. */
export const EventsPanel = memo(function EventsPanel({
  tab,
  onTab,
  state,
  scopeKey,
  scopeLabel,
}: EventsPanelProps) {
  return (
    <Stack gap="3">
      <Stack gap="0">
        <Heading as="h2" size="md">
          Events and emergencies
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {scopeLabel}
        </Text>
      </Stack>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          if (isEventsKind(details.value)) onTab(details.value);
        }}
        lazyMount
        unmountOnExit
        size="sm"
      >
        <Tabs.List>
          <Tabs.Trigger value="events">Events</Tabs.Trigger>
          <Tabs.Trigger value="emergencies">Emergencies</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="events">
          {tab === 'events' ? <EventsList key={scopeKey} kind="events" state={state} /> : null}
        </Tabs.Content>
        <Tabs.Content value="emergencies">
          {tab === 'emergencies' ? (
            <EventsList key={scopeKey} kind="emergencies" state={state} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
});
