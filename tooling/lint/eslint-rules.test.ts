import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface Snippet {
  filePath: string;
  code?: string;
}

const cases = {
  cycle: { filePath: 'tooling/lint/fixtures/cycle-a.ts' },
  crossFeature: {
    filePath: 'remote-settings/src/features/trial/components/trial-note.ts',
    code: "import { useDevices } from '../../devices/api/use-devices';\n\nexport const use = useDevices;\n",
  },
  sharedImportsFeature: {
    filePath: 'remote-settings/src/shared/components/note.ts',
    code: "import { useDevices } from '../../features/devices/api/use-devices';\n\nexport const use = useDevices;\n",
  },
  singletonInStartup: {
    filePath: 'host/src/federation/registry/current-registry.ts',
    code: "import { Button } from 'ui';\n\nexport const button = Button;\n",
  },
  toolingImportsApp: {
    filePath: 'tooling/webpack-config/src/routes.ts',
    code: "import { DESTINATIONS } from 'host/src/lib/destinations';\n\nexport const routes = DESTINATIONS;\n",
  },
  toolingImportsAppRelatively: {
    filePath: 'tooling/webpack-config/src/routes.ts',
    code: "import { DESTINATIONS } from '../../../host/src/lib/destinations';\n\nexport const routes = DESTINATIONS;\n",
  },
  appRuntimeImportsApp: {
    filePath: 'app-runtime/src/lazy/routes.ts',
    code: "import { DESTINATIONS } from 'host/src/lib/destinations';\n\nexport const routes = DESTINATIONS;\n",
  },
  leavesPackage: {
    filePath: 'remote-dashboard/src/shared/note.ts',
    code: "import { Button } from '../../../ui/src/index';\n\nexport const button = Button;\n",
  },
  testReadsTheDom: {
    filePath: 'remote-settings/src/pages/devices/devices-note.test.tsx',
    code: "import { render } from '@testing-library/react';\n\ntest('a note', () => {\n  const { container } = render(<p>note</p>);\n  expect(container.querySelector('p')).not.toBeNull();\n});\n",
  },
  matchesOutsideRouteContext: {
    filePath: 'host/src/features/stats/page-of.ts',
    code: "import { matchRoutePattern } from 'shared-contracts/startup';\n\nexport const isSettings = (path: string) => matchRoutePattern('/locations/*', path) !== null;\n",
  },
  remoteMatchesOutsideItsRoutes: {
    filePath: 'remote-settings/src/features/devices/lib/page-of.ts',
    code: "import { matchPath } from 'app-router';\n\nexport const isDevices = (path: string) => matchPath('/x', path) !== null;\n",
  },
  readsThePathname: {
    filePath: 'host/src/features/stats/page-of.ts',
    code: 'export const pageOf = () => window.location.pathname;\n',
  },
  resolvesInTheRouteContext: {
    filePath: 'shared-contracts/src/routing/route-context.ts',
    code: "import { bestRouteMatch } from '../registry/route-match';\n\nexport const best = (path: string) => bestRouteMatch(['/a'], (a) => a, path);\n",
  },
  readsWindowInRender: {
    filePath: 'remote-settings/src/shared/components/width-note.tsx',
    code: 'export function WidthNote() {\n  return <p>{window.innerWidth}</p>;\n}\n',
  },
  readsStorageInAMemo: {
    filePath: 'remote-settings/src/shared/components/use-raised.ts',
    code: "import { useMemo } from 'react';\n\nexport function useRaised() {\n  return useMemo(() => localStorage.getItem('raised'), []);\n}\n",
  },
  readsWindowInAnEffect: {
    filePath: 'remote-settings/src/shared/components/width-note.tsx',
    code: "import { useEffect, useState } from 'react';\n\nexport function WidthNote() {\n  const [width, setWidth] = useState(0);\n  useEffect(() => setWidth(window.innerWidth), []);\n  return <p>{width}</p>;\n}\n",
  },
  legal: {
    filePath: 'remote-settings/src/pages/devices/devices-note.ts',
    code: "import { useDevices } from '../../features/devices/api/use-devices';\nimport { Button } from 'ui';\n\nexport const parts = [useDevices, Button];\n",
  },
} satisfies Record<string, Snippet>;

type Case = keyof typeof cases;

// One ESLint process for every case: loading the config and the TypeScript parser is most of it.
const names = Object.keys(cases) as Case[];
const child = spawnSync(process.execPath, [join(__dirname, 'lint-snippets.mjs')], {
  input: JSON.stringify(names.map((name) => cases[name])),
  encoding: 'utf8',
});
const ruleIds = new Map<Case, string[]>();
const output: unknown = child.status === 0 ? JSON.parse(child.stdout) : [];
if (Array.isArray(output)) names.forEach((name, index) => ruleIds.set(name, output[index]));

test('the lint process ran', () => {
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
});

test.each([
  ['an import cycle through a dynamic import', 'cycle', 'import-x/no-cycle'],
  ['a feature importing another feature', 'crossFeature', 'import-x/no-restricted-paths'],
  ['shared code importing a feature', 'sharedImportsFeature', 'import-x/no-restricted-paths'],
  ['a shared singleton in the start-up zone', 'singletonInStartup', 'no-restricted-imports'],
  ['tooling importing an app by name', 'toolingImportsApp', 'no-restricted-imports'],
  [
    'tooling importing an app by a relative path',
    'toolingImportsAppRelatively',
    'import-x/no-restricted-paths',
  ],
  ['app-runtime importing an app', 'appRuntimeImportsApp', 'no-restricted-imports'],
  ['a relative import leaving its package', 'leavesPackage', 'import-x/no-relative-packages'],
  ['a test reading the DOM tree', 'testReadsTheDom', 'testing-library/no-node-access'],
  [
    'matching an address outside the route context',
    'matchesOutsideRouteContext',
    'no-restricted-syntax',
  ],
  [
    'a remote matching a path outside its routes',
    'remoteMatchesOutsideItsRoutes',
    'no-restricted-syntax',
  ],
  ['reading location.pathname to resolve a page', 'readsThePathname', 'no-restricted-syntax'],
  [
    'a component reading a browser global as it renders',
    'readsWindowInRender',
    'local/no-browser-globals-in-render',
  ],
  [
    "a hook's memo reading storage as it renders",
    'readsStorageInAMemo',
    'local/no-browser-globals-in-render',
  ],
] satisfies [string, Case, string][])('lint fails on %s', (_, name, rule) => {
  expect(ruleIds.get(name)).toContain(rule);
});

test('a page importing a feature and a shared package passes', () => {
  expect(ruleIds.get('legal')).toEqual([]);
});

test("a component's effect reads the browser's globals", () => {
  expect(ruleIds.get('readsWindowInAnEffect')).toEqual([]);
});

test('the route context itself matches addresses', () => {
  expect(ruleIds.get('resolvesInTheRouteContext')).toEqual([]);
});
