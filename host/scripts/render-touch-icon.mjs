// Renders public/apple-touch-icon.png (180 x 180, what iOS asks for) from public/favicon.svg, the
// one source of the brand mark, with Debian's chromium. Run after changing the mark:
//   node host/scripts/render-touch-icon.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZE = 180;
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'touch-icon-'));
try {
  const page = join(work, 'icon.html');
  // The home screen rounds the icon itself: the mark's square fills the picture, corners included.
  writeFileSync(
    page,
    `<!doctype html><html><body style="margin:0;background:#1998d5">` +
      mark.replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" style="display:block" `) +
      `</body></html>`,
  );
  execFileSync(process.env.CHROMIUM ?? '/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    `--window-size=${SIZE},${SIZE}`,
    `--screenshot=${join(publicDir, 'apple-touch-icon.png')}`,
    `file://${page}`,
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
