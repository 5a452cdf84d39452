import { FEATURE_OVERRIDES_COOKIE } from '../constants/flags';
import type { FeatureFlags } from '../constants/flags';
import type { FeatureFlagsResponse } from '../entities/session';
import type { Environment } from './environment';
import { isRecord } from '../internal/is-record';

/** `{ "<flag>": { "enabled": true } }` → every flag it names; a flag absent means off. */
export function toFeatureFlags(response: FeatureFlagsResponse): FeatureFlags {
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(response)) {
    flags[name] = isRecord(value) && value.enabled === true;
  }
  return flags;
}

/** User-domain and location-domain flags merged with OR. */
export function mergeFlags(...sources: readonly FeatureFlags[]): FeatureFlags {
  const merged: Record<string, boolean> = {};
  for (const source of sources) {
    for (const [name, enabled] of Object.entries(source)) {
      merged[name] = merged[name] === true || enabled === true;
    }
  }
  return merged;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** The `feature-overrides` cookie: a JSON object of flag name to boolean; anything else is ignored. */
export function parseFeatureOverrides(cookieHeader: string): FeatureFlags {
  const raw = readCookie(cookieHeader, FEATURE_OVERRIDES_COOKIE);
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const overrides: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'boolean') overrides[name] = value;
  }
  return overrides;
}

export interface ResolveFlagsInput {
  user: FeatureFlags;
  location?: FeatureFlags;
  environment: Environment;
  /** `document.cookie`; read only where {@link flagOverridesApply}. */
  cookie?: string;
}

/**
 * Where the `feature-overrides` cookie overrides the flags: gamma (spec section 9), and the local
 * variant, where a field report is replayed with the flags it recorded (ADR 0031).
 * Never beta or prod.
 */
export function flagOverridesApply(environment: Environment): boolean {
  return environment === 'gamma' || environment === 'local';
}

/** The flags the product runs with: user OR location, then the override cookie where it applies. */
export function resolveFlags({
  user,
  location = {},
  environment,
  cookie = '',
}: ResolveFlagsInput): FeatureFlags {
  const merged = mergeFlags(user, location);
  if (!flagOverridesApply(environment)) return merged;
  return { ...merged, ...parseFeatureOverrides(cookie) };
}

/** A flag absent means off. */
export function isFlagOn(flags: FeatureFlags, name: string): boolean {
  return flags[name] === true;
}
