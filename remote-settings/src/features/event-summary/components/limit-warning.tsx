import { eventLimitWarning, SETTINGS_TEXTS } from '../../../shared/lib/copy';
import { Alert } from 'ui';

/** 'Virtual Security Guard Event Limit Reached' with the spec's explanation. */
export function LimitWarning({ limit }: { limit: number }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{SETTINGS_TEXTS.eventLimitReached}</Alert.Title>
        <Alert.Description>{eventLimitWarning(limit)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
