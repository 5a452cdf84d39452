import { forwardTo } from './forward';

const flush = () => new Promise((done) => setImmediate(done));

test("a copy goes to the collector's /v1/logs as JSON", async () => {
  const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response('{}')),
  );
  forwardTo({ endpoint: 'http://collector:4318', fetch: send })('{"resourceLogs":[]}');
  await flush();
  const [url, init] = send.mock.calls[0] ?? [];
  expect(String(url)).toBe('http://collector:4318/v1/logs');
  expect(init).toMatchObject({ method: 'POST', body: '{"resourceLogs":[]}' });
});

test('a collector that is down is said once until it takes a copy again', async () => {
  const log = jest.fn();
  const answers = [
    Promise.reject(new Error('ECONNREFUSED')),
    Promise.reject(new Error('ECONNREFUSED')),
    Promise.resolve(new Response('{}')),
    Promise.resolve(new Response('', { status: 503 })),
  ];
  const send = jest.fn(() => answers.shift() ?? Promise.resolve(new Response('{}')));
  const forward = forwardTo({ endpoint: 'http://collector:4318/', fetch: send, log });
  for (let i = 0; i < 4; i += 1) {
    forward('{}');
    await flush();
  }
  expect(log.mock.calls.map(([line]) => String(line))).toEqual([
    'telemetry: the collector at http://collector:4318/v1/logs did not take a copy (ECONNREFUSED); records are kept here',
    'telemetry: the collector at http://collector:4318/v1/logs did not take a copy (answered 503); records are kept here',
  ]);
});
