import { receiverFor } from './receiver-choice';

const ids = Array.from({ length: 2000 }, (_, n) => `browser-${n}`);
const receivers = ['http://127.0.0.1:3200', 'http://127.0.0.1:3201'];

test('a browser always goes to the same receiver, and the browsers are shared about evenly', () => {
  const first = ids.map((id) => receiverFor(id, receivers));
  expect(ids.map((id) => receiverFor(id, receivers))).toEqual(first);
  const onFirst = first.filter((receiver) => receiver === receivers[0]).length;
  expect(onFirst).toBeGreaterThan(900);
  expect(onFirst).toBeLessThan(1100);
});

test('a third receiver takes browsers only from the others, about a third of them', () => {
  const before = ids.map((id) => receiverFor(id, receivers));
  const third = [...receivers, 'http://127.0.0.1:3202'];
  const after = ids.map((id) => receiverFor(id, third));
  const moved = after.filter((receiver, index) => receiver !== before[index]);
  expect(new Set(moved)).toEqual(new Set(['http://127.0.0.1:3202']));
  expect(moved.length).toBeGreaterThan(550);
  expect(moved.length).toBeLessThan(780);
});
