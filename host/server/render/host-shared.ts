// The host server's copies of the shared singletons, as the federation runtime hands them to the
// remotes' server builds: one copy per process, as one per page in the browser.
import * as emotion from '@emotion/react';
import * as reactQuery from '@tanstack/react-query';
import * as appRouter from 'app-router';
import * as React from 'react';
import * as reactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as virtuoso from 'react-virtuoso';
import * as api from 'shared-contracts/api';
import * as constants from 'shared-contracts/constants';
import * as entities from 'shared-contracts/entities';
import * as events from 'shared-contracts/events';
import * as handoffs from 'shared-contracts/handoffs';
import * as platform from 'shared-contracts/platform';
import * as registry from 'shared-contracts/registry';
import * as routing from 'shared-contracts/routing';
import * as rules from 'shared-contracts/rules';
import * as ui from 'ui';
import * as overlays from 'ui/overlays';
import * as tabs from 'ui/tabs';
import * as zustand from 'zustand';

/**
 * By share key (webpack-config's SHARED_SINGLETONS, but the browser-only renderer
 * `react-dom/client`, which no server render calls).
 */
export const HOST_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'app-router': appRouter,
  'react-virtuoso': virtuoso,
  '@emotion/react': emotion,
  zustand,
  '@tanstack/react-query': reactQuery,
  'shared-contracts/entities': entities,
  'shared-contracts/constants': constants,
  'shared-contracts/api': api,
  'shared-contracts/platform': platform,
  'shared-contracts/events': events,
  'shared-contracts/rules': rules,
  'shared-contracts/handoffs': handoffs,
  'shared-contracts/registry': registry,
  'shared-contracts/routing': routing,
  ui,
  'ui/overlays': overlays,
  'ui/tabs': tabs,
};

/** Each shared module's version and the range the host requires, as its build recorded them. */
export type SharedVersions = Readonly<Record<string, { version: string; requiredVersion: string }>>;

/** The `shared` option of the server's federation instance. */
export function federationShared(versions: SharedVersions) {
  return Object.fromEntries(
    Object.entries(HOST_SHARED_MODULES).flatMap(([key, lib]) => {
      const recorded = versions[key];
      if (recorded === undefined) return [];
      return [
        [
          key,
          {
            version: recorded.version,
            lib: () => lib,
            shareConfig: { singleton: true, requiredVersion: recorded.requiredVersion },
          },
        ],
      ];
    }),
  );
}
