import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, requireOwner, sessionOf, toId } from '../auth/access';
import { preferencesResponse } from '../domain/views';
import { HttpError } from '../http/http-error';
import { locationParamsSchema } from '../http/schemas';
import type { LocationParams } from '../http/schemas';
import type { AlertPreferences, Preferences } from '../types/wire';

type EditablePreferences = Omit<Preferences, 'onboardingComplete' | 'onboardingCompleteTime'>;

/**
 * PUT body: preferences without the onboarding fields, plus alertPreferences; all optional. The
 * preferences come flat or, as shared-contracts' client sends them, nested under `preferences`.
 */
type PreferencesBody = Partial<EditablePreferences> & {
  alertPreferences?: AlertPreferences;
  preferences?: Partial<EditablePreferences>;
};

const EDITABLE_KEYS = [
  'sirenEnabled',
  'automatedResponsesEnabled',
  'default',
  'serviceWorkerSms',
  'unknownPersonSms',
  'vsgModeStatusSms',
  'deliverySms',
] as const satisfies readonly (keyof EditablePreferences)[];

const READ_ONLY_KEYS = ['onboardingComplete', 'onboardingCompleteTime'];

const editableProperties = Object.fromEntries(
  EDITABLE_KEYS.map((key) => [key, { type: 'boolean' }]),
);

const preferencesBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    ...editableProperties,
    preferences: { type: 'object', additionalProperties: false, properties: editableProperties },
    alertPreferences: {
      type: 'object',
      // Category ids and methods of spec section 3: 10 and 11 call and text, the others text.
      patternProperties: {
        '^(10|11)(Phone|Sms)$|^(20|30|40|50)Sms$': {
          type: 'array',
          maxItems: 50,
          uniqueItems: true,
          items: { type: 'string', pattern: '^CONTACT[0-9]{1,4}$' },
        },
      },
      additionalProperties: false,
    },
  },
} as const;

export function registerPreferenceRoutes(api: FastifyInstance): void {
  api.get<{ Params: LocationParams }>(
    '/neighbors/:userId/locations/:locationId/preferences',
    { schema: { params: locationParamsSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const { userId, locationId } = request.params;
      return preferencesResponse(
        requireLocation(store, sessionOf(request), toId(userId), locationId),
      );
    },
  );

  api.put<{ Params: LocationParams; Body: PreferencesBody }>(
    '/neighbors/:userId/locations/:locationId/preferences',
    {
      schema: { params: locationParamsSchema, body: preferencesBodySchema },
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (typeof body === 'object' && body !== null) {
          const nested: unknown = 'preferences' in body ? body.preferences : null;
          const sent = READ_ONLY_KEYS.filter(
            (key) =>
              key in body || (typeof nested === 'object' && nested !== null && key in nested),
          );
          if (sent.length > 0) {
            throw new HttpError(
              400,
              `body must not contain ${sent.join(' or ')}: onboarding fields are not updatable`,
            );
          }
        }
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, session, toId(userId), locationId);
      requireOwner(session, location);
      const { alertPreferences, preferences: nested, ...flat } = request.body;
      const fields: Partial<EditablePreferences> = { ...nested, ...flat };
      if (alertPreferences) {
        const known = new Set(location.contacts.map((contact) => `CONTACT${contact.seqNum}`));
        for (const [key, values] of Object.entries(alertPreferences)) {
          const unknown = values.filter((value) => !known.has(value));
          if (unknown.length > 0) {
            throw new HttpError(
              400,
              `body.alertPreferences.${key} names unknown contacts: ${unknown.join(', ')}`,
            );
          }
        }
      }
      store.updateLocation(location, (changed) => {
        for (const key of EDITABLE_KEYS) {
          const value = fields[key];
          if (value !== undefined) changed.preferences[key] = value;
        }
        if (alertPreferences) {
          changed.alertPreferences = { ...changed.alertPreferences, ...alertPreferences };
        }
      });
      await store.commit();
      return preferencesResponse(location);
    },
  );

  api.get<{ Params: LocationParams }>(
    '/neighbors/:userId/locations/:locationId/contacts',
    { schema: { params: locationParamsSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const { userId, locationId } = request.params;
      return requireLocation(store, sessionOf(request), toId(userId), locationId).contacts;
    },
  );
}
