import { GEOFENCE_THRESHOLDS } from 'shared-contracts/constants';

export interface GeofenceCalloutInput {
  /** The mode-card case (the event summary shows a mode card instead). */
  isModeCardCase: boolean;
  /** The event limit is hit. */
  limitReached: boolean;
  /** next-geofence-snooze */
  flagOn: boolean;
  alarmResolvedCount: number;
  passerbyCount: number;
  /** The dialog was closed in this session (session flag geofence-dialog-closed). */
  dialogClosed?: boolean;
}

/** Shown when not the mode-card case, limit not hit, flag on, AlarmResolved >= 3 or Passerby >= 10. */
export function shouldShowGeofenceCallout(input: GeofenceCalloutInput): boolean {
  if (input.isModeCardCase || input.limitReached || !input.flagOn || input.dialogClosed === true) {
    return false;
  }
  return (
    input.alarmResolvedCount >= GEOFENCE_THRESHOLDS.AlarmResolved ||
    input.passerbyCount >= GEOFENCE_THRESHOLDS.Passerby
  );
}
