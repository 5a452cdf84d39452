import { ConfirmDialog } from 'app-runtime/lazy';
import { Text, type Confirmation } from 'ui';

export const WATCH_ZONE_TEXTS = {
  title: 'Watch Zones',
  body: "Review your suggested Watch Zones in the provider's mobile app.",
  confirm: 'Got It',
} as const;

/** The Watch Zone modal: where to set up watch zones ('Got It'). */
export function WatchZoneModal({ confirmation }: { confirmation: Confirmation }) {
  return (
    <ConfirmDialog
      {...confirmation.dialog}
      role="dialog"
      title={WATCH_ZONE_TEXTS.title}
      confirmLabel={WATCH_ZONE_TEXTS.confirm}
      cancelLabel={null}
    >
      <Text>{WATCH_ZONE_TEXTS.body}</Text>
    </ConfirmDialog>
  );
}
