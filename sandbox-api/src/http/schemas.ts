// JSON schema fragments shared by the routes. Types are not coerced: ids in the path and numbers in
// the query are digit strings, checked by pattern and converted by the handlers.

export const digits = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
export const locationIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const userParamsSchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: digits },
} as const;

export const locationParamsSchema = {
  type: 'object',
  required: ['userId', 'locationId'],
  properties: { userId: digits, locationId: locationIdSchema },
} as const;

export interface UserParams {
  userId: string;
}

export interface LocationParams {
  userId: string;
  locationId: string;
}
