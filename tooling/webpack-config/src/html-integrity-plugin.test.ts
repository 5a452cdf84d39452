import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withScriptIntegrity } from './html-integrity-plugin';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function builtDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'html-integrity-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'startup.js'), 'startup();');
  writeFileSync(join(dir, 'main.js'), 'main();');
  writeFileSync(join(dir, 'chunks', 'ui.1a2b3c4d.js'), 'ui();');
  return dir;
}

test("the HTML's own scripts and script preloads get the integrity of their files", () => {
  const html =
    '<head><script async src="/startup.js"></script><script defer="defer" src="/main.js"></script>' +
    '<link rel="preload" as="script" href="/chunks/ui.1a2b3c4d.js" fetchpriority="low">' +
    '<link rel="icon" href="/favicon.svg"/></head>';
  expect(withScriptIntegrity(html, builtDir())).toBe(
    `<head><script async src="/startup.js" integrity="${sri('startup();')}"></script>` +
      `<script defer="defer" src="/main.js" integrity="${sri('main();')}"></script>` +
      `<link rel="preload" as="script" href="/chunks/ui.1a2b3c4d.js" fetchpriority="low" integrity="${sri('ui();')}">` +
      '<link rel="icon" href="/favicon.svg"/></head>',
  );
});

test('a tag with an integrity already, another origin or a file not built is left as it is', () => {
  const html =
    '<script src="/main.js" integrity="sha384-given"></script>' +
    '<script src="https://elsewhere.example/x.js"></script><script src="/missing.js"></script>';
  expect(withScriptIntegrity(html, builtDir())).toBe(html);
});
