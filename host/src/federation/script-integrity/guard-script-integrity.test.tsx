import { EMPTY_REGISTRY } from 'shared-contracts/startup';
import { setRegistry } from '../registry/current-registry';
import { failedScripts, guardScriptIntegrity } from './guard-script-integrity';
import { pageScriptIntegrityOf } from './page-script-integrity';
import { UNRECORDED_INTEGRITY } from './release-integrity';

const CHUNK_SRI = `sha384-${'c'.repeat(64)}`;
const HOST_SRI = `sha384-${'h'.repeat(64)}`;
const RELEASE = 'http://localhost:3001/2.0.0/';

let unguard: () => void = () => undefined;

beforeEach(() => {
  setRegistry({
    ...EMPTY_REGISTRY,
    remotes: {
      settings: {
        name: 'remote_settings',
        module: './app',
        mounts: ['/locations/:locationId/*'],
        pages: [],
        flags: [],
        entry: `${RELEASE}remoteEntry.js`,
        scriptIntegrity: { 'chunks/page.1a2b3c4d.js': CHUNK_SRI },
      },
    },
  });
  unguard = guardScriptIntegrity(pageScriptIntegrityOf);
});

afterEach(() => {
  unguard();
  document.head.replaceChildren();
  failedScripts.clear();
  setRegistry(null);
  jest.restoreAllMocks();
});

/** A script as webpack's chunk loader makes one, inserted as it inserts it. */
function loadScript(src: string, insert: 'append' | 'insertBefore' = 'append'): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  if (insert === 'append') document.head.appendChild(script);
  else document.head.insertBefore(script, document.head.firstChild);
  return script;
}

test("a remote's chunk is fetched with its release's integrity and CORS", () => {
  const script = loadScript(`${RELEASE}chunks/page.1a2b3c4d.js`);
  expect(script.getAttribute('integrity')).toBe(CHUNK_SRI);
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(
    loadScript(`${RELEASE}chunks/page.1a2b3c4d.js`, 'insertBefore').getAttribute('integrity'),
  ).toBe(CHUNK_SRI);
});

test('a chunk its release does not record gets an integrity no bytes have', () => {
  const script = loadScript(`${RELEASE}chunks/extra.js`);
  expect(script.getAttribute('integrity')).toBe(UNRECORDED_INTEGRITY);
});

test("a remote stylesheet is checked like a script; the host's own chunk takes its preload's integrity", () => {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = `${RELEASE}chunks/page.1a2b3c4d.css`;
  document.head.appendChild(sheet);
  expect(sheet.getAttribute('integrity')).toBe(UNRECORDED_INTEGRITY);

  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'script';
  preload.href = '/chunks/ui.1a2b3c4d.js';
  preload.setAttribute('integrity', HOST_SRI);
  document.head.appendChild(preload);
  const script = loadScript('/chunks/ui.1a2b3c4d.js');
  expect(script.getAttribute('integrity')).toBe(HOST_SRI);
  expect(script.hasAttribute('crossorigin')).toBe(false);
});

test('a script with an integrity of its own, or nothing to check, is left as it is', () => {
  const entry = document.createElement('script');
  entry.src = `${RELEASE}remoteEntry.js`;
  entry.setAttribute('integrity', 'sha384-entry');
  document.head.appendChild(entry);
  expect(entry.getAttribute('integrity')).toBe('sha384-entry');
  expect(loadScript('/chunks/lazy.1a2b3c4d.js').hasAttribute('integrity')).toBe(false);
  const inline = document.createElement('script');
  document.head.appendChild(inline);
  expect(inline.hasAttribute('integrity')).toBe(false);
});

test('a checked file that fails to load is noted with its integrity, to tell why later', () => {
  const chunk = loadScript(`${RELEASE}chunks/page.1a2b3c4d.js`);
  const entry = document.createElement('script');
  entry.src = `${RELEASE}remoteEntry.js`;
  entry.setAttribute('integrity', 'sha384-entry');
  document.head.appendChild(entry);
  const unchecked = loadScript('/chunks/lazy.1a2b3c4d.js');
  expect(failedScripts.size).toBe(0);
  for (const script of [chunk, entry, unchecked]) script.dispatchEvent(new Event('error'));
  expect([...failedScripts]).toEqual([
    [`${RELEASE}chunks/page.1a2b3c4d.js`, CHUNK_SRI],
    [`${RELEASE}remoteEntry.js`, 'sha384-entry'],
  ]);
});

test("the failure is noted before the loader's own onerror, whose rejection asks why", () => {
  const script = document.createElement('script');
  script.src = `${RELEASE}chunks/page.1a2b3c4d.js`;
  let notedBeforeLoader = false;
  script.onerror = () => {
    notedBeforeLoader = failedScripts.has(script.src);
  };
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  expect(notedBeforeLoader).toBe(true);
});

test('unguarded, the head inserts as before', () => {
  unguard();
  expect(loadScript(`${RELEASE}chunks/page.1a2b3c4d.js`).hasAttribute('integrity')).toBe(false);
});
