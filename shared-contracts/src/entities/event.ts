/** Resolution types on the wire (platform.md section 4). */
export const WIRE_RESOLUTION_TYPES = [
  'Passerby',
  'UnknownPerson',
  'RequireAttention',
  'Delivery',
  'ServiceWorker',
  'Vehicle',
  'Animal',
  'AlarmResolved',
  'Police',
  'Medical',
  'Fire',
] as const;
export type WireResolutionType = (typeof WIRE_RESOLUTION_TYPES)[number];

/** Resolution types shown: RequireAttention is merged into UnknownPerson. */
export type ResolutionType = Exclude<WireResolutionType, 'RequireAttention'>;

/** The bucket for guard-reviewed events with no other type. */
export const GUARD_REVIEWED = 'GuardReviewed';
export type GuardReviewedBucket = typeof GUARD_REVIEWED;

export interface ResolutionTypeInfo {
  displayName: string;
  description: string;
  /** An icon key; each package maps it to its own icon. */
  icon: string;
  isEmergency: boolean;
}

/** Display table of resolution types, in display order, plus the 'Guard Reviewed' bucket. */
export const RESOLUTION_TYPES: Readonly<
  Record<ResolutionType | GuardReviewedBucket, ResolutionTypeInfo>
> = {
  Passerby: {
    displayName: 'Passerby',
    description: 'A person passed by without approaching your property.',
    icon: 'passerby',
    isEmergency: false,
  },
  UnknownPerson: {
    displayName: 'Unknown Person',
    description: 'A person the guard did not recognize was seen on your property.',
    icon: 'unknown-person',
    isEmergency: false,
  },
  Delivery: {
    displayName: 'Delivery',
    description: 'A delivery person dropped off or picked up a package.',
    icon: 'delivery',
    isEmergency: false,
  },
  ServiceWorker: {
    displayName: 'Service Worker',
    description: 'A service worker, such as a gardener or a utility worker, was on your property.',
    icon: 'service-worker',
    isEmergency: false,
  },
  Vehicle: {
    displayName: 'Vehicle',
    description: 'A vehicle was seen and no person needed attention.',
    icon: 'vehicle',
    isEmergency: false,
  },
  Animal: {
    displayName: 'Animal',
    description: 'An animal caused the motion event.',
    icon: 'animal',
    isEmergency: false,
  },
  AlarmResolved: {
    displayName: 'Disarmed',
    description: 'The alarm was disarmed while the guard reviewed the event.',
    icon: 'disarmed',
    isEmergency: false,
  },
  Police: {
    displayName: 'Police',
    description: 'The guard requested police dispatch.',
    icon: 'police',
    isEmergency: true,
  },
  Medical: {
    displayName: 'Medical',
    description: 'The guard requested medical dispatch.',
    icon: 'medical',
    isEmergency: true,
  },
  Fire: {
    displayName: 'Fire',
    description: 'The guard requested fire dispatch.',
    icon: 'fire',
    isEmergency: true,
  },
  GuardReviewed: {
    displayName: 'Guard Reviewed',
    description: 'Events a guard reviewed that needed no other action.',
    icon: 'guard-reviewed',
    isEmergency: false,
  },
};

export const RESOLUTION_TYPE_ORDER: readonly ResolutionType[] = [
  'Passerby',
  'UnknownPerson',
  'Delivery',
  'ServiceWorker',
  'Vehicle',
  'Animal',
  'AlarmResolved',
  'Police',
  'Medical',
  'Fire',
];

export function isWireResolutionType(value: unknown): value is WireResolutionType {
  return typeof value === 'string' && WIRE_RESOLUTION_TYPES.some((type) => type === value);
}

/** An event of the history (spec section 3). */
export interface Event {
  resolution_type: WireResolutionType | null;
  /** unix seconds */
  timestamp: number;
  location_id: string;
  locationName: string;
}

/** `GET /api/neighbors/{userId}/events/history` answer; nextToken is null on the last page. */
export interface EventsPage {
  items: Event[];
  count: number;
  nextToken: string | null;
}

export interface ResolutionTypeCount<T extends string = WireResolutionType> {
  resolutionType: T;
  count: number;
}

/** `GET .../locations/{locationId}/events/summary` answer. */
export interface EventSummary {
  resolvedEvents: { count: number; resolutionTypes: ResolutionTypeCount[] };
  guardReviewed: { count: number; percentage: number };
}

/** An event summary after RequireAttention is merged into UnknownPerson. */
export interface NormalizedEventSummary {
  resolvedEvents: { count: number; resolutionTypes: ResolutionTypeCount<ResolutionType>[] };
  guardReviewed: { count: number; percentage: number };
}

export interface TimeseriesPoint {
  /** unix seconds */
  startTime: number;
  count: number;
}

/** `GET /api/neighbors/{userId}/events/timeseries` answer. */
export interface Timeseries {
  items: { timeseries: TimeseriesPoint[] }[];
  count: number;
}
