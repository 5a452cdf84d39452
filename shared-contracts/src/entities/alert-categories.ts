export const ALERT_METHODS = ['Phone', 'Sms'] as const;
export type AlertMethod = (typeof ALERT_METHODS)[number];

/** Column labels of the alert preferences table. */
export const ALERT_METHOD_LABELS: Readonly<Record<AlertMethod, string>> = {
  Phone: 'Call',
  Sms: 'Text',
};

export const ALERT_CATEGORY_IDS = [10, 11, 20, 30, 40, 50] as const;
export type AlertCategoryId = (typeof ALERT_CATEGORY_IDS)[number];

export type AlertCategoryKey =
  | 'emergency'
  | 'indoorPersonDetected'
  | 'unknownPerson'
  | 'delivery'
  | 'serviceWorker'
  | 'vsgModeStatus';

export interface AlertCategory {
  key: AlertCategoryKey;
  id: AlertCategoryId;
  methods: readonly AlertMethod[];
  /** Fixed categories are always checked and cannot be changed. */
  fixed: boolean;
  description?: string;
}

/** Alert categories (spec section 3), in display order. */
export const ALERT_CATEGORIES: readonly AlertCategory[] = [
  { key: 'emergency', id: 10, methods: ['Phone', 'Sms'], fixed: true },
  { key: 'indoorPersonDetected', id: 11, methods: ['Phone', 'Sms'], fixed: true },
  { key: 'unknownPerson', id: 20, methods: ['Sms'], fixed: false },
  { key: 'delivery', id: 30, methods: ['Sms'], fixed: false },
  { key: 'serviceWorker', id: 40, methods: ['Sms'], fixed: false },
  {
    key: 'vsgModeStatus',
    id: 50,
    methods: ['Sms'],
    fixed: false,
    description: 'A text is sent each time the service is turned on or off.',
  },
];

export const ALERT_FREQUENCIES = [
  { value: 'DAY', label: 'Daily' },
  { value: 'WEEK', label: 'Weekly' },
  { value: 'MONTH', label: 'Monthly' },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['value'];
