import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const context = await browser.newContext();
const [persona, path, shot] = process.argv.slice(2);
await context.request.post('http://localhost:3100/__test/signin', { data: { persona } });
const page = await context.newPage();
const reqs = [];
page.on('request', (r) => reqs.push(r.method() + ' ' + r.url()));
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:3000' + path);
await page.waitForTimeout(3000);
console.log('URL', page.url());
console.log((await page.innerText('body')).slice(0, 600));
console.log(reqs.filter((r) => !r.includes('/chunks/')).join('\n'));
await page.screenshot({ path: shot ?? '/tmp/shot.png' });
await browser.close();
