import { createRandom, hashString } from './seed/prng';

test('bench', () => {
  const out: string[] = [];
  for (let round = 0; round < 6; round++) {
    const t = performance.now();
    let x = 0;
    for (let i = 0; i < 2000; i++) { const r = createRandom(hashString(`smb:${i}`)); for (let k = 0; k < 30; k++) x += r(); }
    out.push((performance.now() - t).toFixed(1));
  }
  console.warn(out.join(' '));
});
