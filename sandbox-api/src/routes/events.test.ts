import { signIn, useTestServer } from '../testing/test-server';
import type { Client } from '../testing/test-server';
import type { EventsPage, EventSummary, Timeseries } from '../types/wire';

const server = useTestServer();

const NOW = Math.floor(Date.UTC(2026, 0, 15, 15, 30) / 1000);
const DAY = 86_400;
/** The client's history start: 60 days ago at the start of the day. */
const START = Math.floor(NOW / DAY) * DAY - 60 * DAY;

async function history(client: Client, userId: number, query: string) {
  const response = await client.get(`/api/neighbors/${userId}/events/history?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<EventsPage>();
}

async function allPages(client: Client, userId: number, query: string) {
  const items: EventsPage['items'] = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const tokenPart: string = nextToken ? `&nextToken=${encodeURIComponent(nextToken)}` : '';
    const page = await history(client, userId, `${query}${tokenPart}`);
    expect(page.count).toBe(page.items.length);
    items.push(...page.items);
    nextToken = page.nextToken;
    pages += 1;
  } while (nextToken);
  return { items, pages };
}

test('history pages are newest first, in the last 60 days, with a null token on the last page', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const first = await history(client, 1001, `startTime=${START}&limit=100`);
  expect(first.items).toHaveLength(100);
  expect(first.nextToken).toEqual(expect.any(String));
  expect(first.items[0]).toEqual({
    resolution_type: expect.any(String),
    timestamp: expect.any(Number),
    location_id: 'loc-1001-1',
    locationName: 'Maple Street Home',
  });
  const { items } = await allPages(client, 1001, `startTime=${START}&limit=100`);
  const timestamps = items.map((item) => item.timestamp);
  expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
  expect(Math.min(...timestamps)).toBeGreaterThanOrEqual(START);
  expect(Math.max(...timestamps)).toBeLessThanOrEqual(NOW);
  const types = items.map((item) => item.resolution_type);
  expect(types.filter((type) => type === 'AlarmResolved').length).toBeGreaterThanOrEqual(3);
  expect(types.filter((type) => type === 'Passerby').length).toBeGreaterThanOrEqual(10);
});

test('history is deterministic', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const a = await history(client, 1001, `startTime=${START}&limit=50`);
  const b = await history(client, 1001, `startTime=${START}&limit=50`);
  expect(a).toEqual(b);
});

test('smb history pages through thousands of events without gaps or repeats', async () => {
  const client = await signIn(server().app, 'smb-owner');
  const { items, pages } = await allPages(client, 1006, `startTime=${START}&limit=1000`);
  expect(items.length).toBeGreaterThan(5000);
  expect(pages).toBe(Math.ceil(items.length / 1000));
  const keys = new Set(
    items.map((item) => `${item.location_id}|${item.timestamp}|${item.resolution_type}`),
  );
  expect(keys.size).toBeGreaterThan(items.length * 0.99);
  const series = (
    await client.get(`/api/neighbors/1006/events/timeseries?interval=day&startTime=${START}`)
  ).json<Timeseries>();
  expect(series.count).toBe(items.length);
});

test('history filters by location and resolution types', async () => {
  const client = await signIn(server().app, 'smb-owner');
  const { items } = await allPages(
    client,
    1006,
    `startTime=${START}&limit=500&locationId=loc-1006-7&resolutionTypes=Passerby,Delivery`,
  );
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item.location_id).toBe('loc-1006-7');
    expect(['Passerby', 'Delivery']).toContain(item.resolution_type);
  }
});

test('history rejects bad queries', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const base = '/api/neighbors/1001/events/history';
  const badType = await client.get(`${base}?resolutionTypes=Passerby,Ghost`);
  expect(badType.statusCode).toBe(400);
  expect(badType.json().message).toContain('Ghost');
  expect((await client.get(`${base}?limit=0`)).statusCode).toBe(400);
  expect((await client.get(`${base}?limit=ten`)).statusCode).toBe(400);
  expect((await client.get(`${base}?startTime=yesterday`)).statusCode).toBe(400);
  expect((await client.get(`${base}?nextToken=garbage`)).statusCode).toBe(400);
  expect((await client.get(`${base}?locationId=loc-1003-1`)).statusCode).toBe(404);
});

test('a shared user reads the owner events only for shared locations', async () => {
  const client = await signIn(server().app, 'shared-user');
  const page = await history(client, 1007, `startTime=${START}&limit=1000`);
  expect(new Set(page.items.map((item) => item.location_id))).toEqual(new Set(['loc-1007-1']));
});

test('summary counts resolved events by type since the billing cycle start', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/1001/locations/loc-1001-1/events/summary');
  expect(response.statusCode).toBe(200);
  const summary = response.json<EventSummary>();
  const sum = summary.resolvedEvents.resolutionTypes.reduce(
    (total, entry) => total + entry.count,
    0,
  );
  expect(summary.resolvedEvents.count).toBe(sum);
  expect(summary.resolvedEvents.count).toBeGreaterThan(0);
  expect(summary.guardReviewed.percentage).toBeGreaterThanOrEqual(0);
  expect(summary.guardReviewed.percentage).toBeLessThanOrEqual(100);

  const subscription = (await client.get('/api/subscription/1001/locations/loc-1001-1')).json();
  const since = subscription.entitlements.overages_start_at as number;
  const { items } = await allPages(client, 1001, `startTime=${since}&limit=1000`);
  expect(summary.resolvedEvents.count).toBe(items.length);
});

test('timeseries has one bucket per day over the last 60 days', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const response = await client.get('/api/neighbors/1001/events/timeseries?interval=day');
  expect(response.statusCode).toBe(200);
  const body = response.json<Timeseries>();
  const buckets = body.items[0]?.timeseries ?? [];
  expect(buckets).toHaveLength(60);
  expect(buckets[59]?.startTime).toBe(Math.floor(NOW / DAY) * DAY);
  expect(buckets[1]?.startTime).toBe((buckets[0]?.startTime ?? 0) + DAY);
  expect(body.count).toBe(buckets.reduce((total, bucket) => total + bucket.count, 0));
});

test('timeseries filters emergencies and a location; rejects other intervals', async () => {
  const client = await signIn(server().app, 'owner-complete');
  const base = '/api/neighbors/1001/events/timeseries?interval=day';
  const emergencies = (
    await client.get(`${base}&resolutionTypes=Medical,Fire,Police&locationId=loc-1001-1`)
  ).json<Timeseries>();
  expect(emergencies.count).toBeGreaterThanOrEqual(3);
  const all = (await client.get(base)).json<Timeseries>();
  expect(emergencies.count).toBeLessThan(all.count);
  const week = await client.get('/api/neighbors/1001/events/timeseries?interval=week');
  expect(week.statusCode).toBe(400);
  expect(week.json()).toEqual({ message: 'querystring.interval must be one of: day' });
});
