// The texts only the host shows, verbatim from spec.md (the texts two areas show are in
// shared-contracts).

export const HOST_TEXTS = {
  locationNotEligible: 'This location is not eligible.',
} as const;
