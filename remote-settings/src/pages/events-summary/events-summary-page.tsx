import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import {
  countSince,
  eventSummarySinceText,
  getResolutionCount,
} from '../../features/event-summary/lib/event-summary';
import { shouldShowGeofenceCallout } from './geofence';
import { Heading, Stack } from 'ui';
import { useEventSummary } from '../../features/event-summary/api/use-event-summary';
import {
  GeofenceCallout,
  useGeofenceDialogClosed,
} from '../../features/event-summary/components/geofence-callout';
import { LimitWarning } from '../../features/event-summary/components/limit-warning';
import { ModeStatusCell } from '../../features/event-summary/components/mode-status-cell';
import { OveragesView } from '../../features/event-summary/components/overages-view';
import { SummaryCards } from '../../features/event-summary/components/summary-cards';
import { eventLimit } from '../../features/event-summary/lib/limit';
import { modeCard } from '../../features/event-summary/lib/mode-status';
import { useVsgStatus } from '../../shared/api/use-vsg-status';
import { Loading } from '../../shared/components/loading';
import { ClockText } from '../../shared/components/clock-text';
import { QueryError } from '../../shared/components/query-error';
import { useSettingsLocation } from '../../shared/hooks/use-settings-location';

/** /locations/:locationId/events-summary: the settings landing page. */
export function EventsSummaryPage() {
  const platform = usePlatform();
  const location = useSettingsLocation();
  const summary = useEventSummary(location);
  const status = useVsgStatus(location);
  const [geofenceClosed, closeGeofence] = useGeofenceDialogClosed();
  const overagesFlag = platform.isFlagOn(FEATURE_FLAGS.EVENT_OVERAGES);

  const body = () => {
    if (summary.isPending) return <Loading label="Loading event summary" />;
    if (summary.isError) {
      return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
    }
    const count = summary.data.resolvedEvents.count;
    const limit = eventLimit(location, count, status.eventsExceeded);
    const isModeCardCase =
      modeCard(status.reason, {
        watchZonesFlag: platform.isFlagOn(FEATURE_FLAGS.VIDEO_MONITORING_ZONES),
        isOwner: location.isOwner,
      }) !== null;
    const showGeofence = shouldShowGeofenceCallout({
      isModeCardCase,
      limitReached: limit.reached,
      flagOn: platform.isFlagOn(FEATURE_FLAGS.GEOFENCE_SNOOZE),
      alarmResolvedCount: getResolutionCount(summary.data, 'AlarmResolved'),
      passerbyCount: getResolutionCount(summary.data, 'Passerby'),
      dialogClosed: geofenceClosed,
    });
    return (
      <>
        {limit.reached ? <LimitWarning limit={limit.limit} /> : null}
        {overagesFlag ? (
          <OveragesView
            location={location}
            count={count}
            overages={limit.overages}
            inactive={limit.reached}
          />
        ) : (
          // A date in the reader's time zone, which the server does not know: the browser writes it.
          <ClockText
            textAt={(now) => eventSummarySinceText(count, countSince(location, now))}
            placeholderMaxW="20rem"
          />
        )}
        {showGeofence ? <GeofenceCallout onClosed={closeGeofence} /> : null}
        <SummaryCards summary={summary.data} />
      </>
    );
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Virtual Security Guard
      </Heading>
      <ModeStatusCell location={location} />
      {body()}
    </Stack>
  );
}
