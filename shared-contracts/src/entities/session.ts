/** `GET /api/neighbors/session/verify` body; the CSRF token comes in the `x-csrf-token` header. */
export interface SessionResponse {
  user_id: number;
}

export interface Session {
  userId: number;
  csrfToken: string;
}

/** `GET /api/features?...` body: a flag absent means off. */
export type FeatureFlagsResponse = Record<string, { enabled: boolean }>;

export type FlagDomain = 'Neighbor' | 'Location';
