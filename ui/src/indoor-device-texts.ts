/** Spec section 4, device enrollment: the confirm before an indoor camera is enrolled. */
export const INDOOR_DEVICE_TEXTS = {
  title: 'Indoor Device',
  body: 'Guards will see inside your home when this camera detects a person while your system is armed. Only enroll indoor cameras where you are comfortable with that.',
  confirm: 'Enroll Indoor Device',
} as const;
