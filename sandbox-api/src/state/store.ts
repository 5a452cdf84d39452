// The in-memory state: seed data plus every change since, with indexes for the routes.
import { randomBytes } from 'node:crypto';
import { EventSource } from '../events/event-generator';
import { buildSeed } from '../seed/personas';
import { toUnixSeconds } from '../domain/time';
import type {
  DeviceRecord,
  LocationRecord,
  PersistedState,
  PersonaId,
  ScaleSettings,
  SessionRecord,
  StatRecord,
  UserRecord,
} from './model';
import { cloneRecord } from './model';
import type { StateFile } from './persistence';

const MAX_STATS = 10_000;
const MAX_SESSIONS = 1_000;

export interface StoreOptions {
  /** Where the state is kept across restarts; null keeps it in memory only (named namespaces). */
  stateFile: StateFile | null;
  /** Clock in unix milliseconds. */
  now: () => number;
  warn: (message: string) => void;
}

function token(): string {
  return randomBytes(24).toString('base64url');
}

export class Store {
  readonly events = new EventSource();
  private seededAt = 0;
  /** The instant a reset froze this store's clock at (unix ms), or null for the real clock. */
  private frozenAt: number | null = null;
  private scale: ScaleSettings = {};
  private readonly users = new Map<number, UserRecord>();
  private readonly locations = new Map<string, LocationRecord>();
  private readonly devices = new Map<number, DeviceRecord>();
  private readonly ownedBy = new Map<number, LocationRecord[]>();
  private readonly sharedTo = new Map<number, LocationRecord[]>();
  private readonly devicesByLocation = new Map<string, DeviceRecord[]>();
  private readonly touchedUsers = new Set<number>();
  private readonly touchedLocations = new Set<string>();
  private readonly touchedDevices = new Set<number>();
  private sessions = new Map<string, SessionRecord>();
  private stats: StatRecord[] = [];

  private constructor(private readonly options: StoreOptions) {}

  /** Loads the state file when present and valid; otherwise seeds (and writes) a fresh state. */
  static async open(options: StoreOptions): Promise<Store> {
    const store = new Store(options);
    const { stateFile } = options;
    const result = stateFile ? await stateFile.load() : { kind: 'missing' as const };
    if (result.kind === 'loaded') {
      store.restore(result.state);
      return store;
    }
    if (result.kind === 'invalid') {
      options.warn(
        `sandbox-api: ignoring state file ${stateFile?.path} (${result.reason}); starting from the seed`,
      );
    }
    store.restore(store.freshState());
    await store.commit();
    return store;
  }

  /** Unix milliseconds. */
  now(): number {
    return this.frozenAt ?? this.options.now();
  }

  nowSeconds(): number {
    return toUnixSeconds(this.now());
  }

  // ---- reading -------------------------------------------------------------------------------

  user(userId: number): UserRecord | undefined {
    return this.users.get(userId);
  }

  allUsers(): UserRecord[] {
    return [...this.users.values()];
  }

  userByPersona(persona: string): UserRecord | undefined {
    return this.allUsers().find((user) => user.persona === persona);
  }

  location(locationId: string): LocationRecord | undefined {
    return this.locations.get(locationId);
  }

  allLocations(): LocationRecord[] {
    return [...this.locations.values()];
  }

  locationsOwnedBy(userId: number): LocationRecord[] {
    return this.ownedBy.get(userId) ?? [];
  }

  locationsSharedWith(userId: number): LocationRecord[] {
    return this.sharedTo.get(userId) ?? [];
  }

  /** Owned locations first, then shared ones. */
  accessibleLocations(userId: number): LocationRecord[] {
    return [...this.locationsOwnedBy(userId), ...this.locationsSharedWith(userId)];
  }

  canAccess(userId: number, location: LocationRecord): boolean {
    return location.ownerId === userId || location.sharedWith.includes(userId);
  }

  device(doorbotId: number): DeviceRecord | undefined {
    return this.devices.get(doorbotId);
  }

  devicesAt(locationId: string): DeviceRecord[] {
    return this.devicesByLocation.get(locationId) ?? [];
  }

  session(sessionToken: string | undefined): SessionRecord | undefined {
    return sessionToken ? this.sessions.get(sessionToken) : undefined;
  }

  statsLog(): StatRecord[] {
    return this.stats;
  }

  // ---- changing (call commit() afterwards, before answering) ---------------------------------

  updateUser(user: UserRecord, change: (user: UserRecord) => void): void {
    change(user);
    this.touchedUsers.add(user.userId);
  }

  updateLocation(location: LocationRecord, change: (location: LocationRecord) => void): void {
    change(location);
    this.touchedLocations.add(location.locationId);
  }

  updateDevice(device: DeviceRecord, change: (device: DeviceRecord) => void): void {
    change(device);
    this.touchedDevices.add(device.doorbotId);
  }

  createSession(userId: number): SessionRecord {
    const session: SessionRecord = {
      token: token(),
      userId,
      csrfToken: token(),
      createdAt: this.options.now(),
    };
    this.sessions.set(session.token, session);
    while (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next();
      if (oldest.done) break;
      this.sessions.delete(oldest.value);
    }
    return session;
  }

  deleteSession(sessionToken: string): boolean {
    return this.sessions.delete(sessionToken);
  }

  addStat(stat: StatRecord): void {
    this.stats.push(stat);
    if (this.stats.length > MAX_STATS) this.stats.splice(0, this.stats.length - MAX_STATS);
  }

  /**
   * Restores the seed (new `seededAt`), drops every change and the stats log; keeps sessions. With
   * `frozenAt` (unix ms) the clock stops there, seed included, until a reset without it: a screenshot
   * then shows the same dates and counts whatever day it is taken.
   */
  reset(frozenAt: number | null = null): void {
    this.frozenAt = frozenAt;
    const sessions = this.sessions;
    this.restore(this.freshState());
    this.sessions = sessions;
  }

  /** Re-generates a scalable persona with `count` locations, dropping changes to its locations. */
  rescale(persona: PersonaId, count: number): void {
    const user = this.userByPersona(persona);
    const state = this.snapshot();
    state.scale = { ...state.scale, [persona]: count };
    if (user) {
      // Changes to the re-generated locations and devices are dropped.
      state.locations = Object.fromEntries(
        Object.entries(state.locations).filter(([, location]) => location.ownerId !== user.userId),
      );
      state.devices = Object.fromEntries(
        Object.entries(state.devices).filter(([, device]) => device.ownerId !== user.userId),
      );
    }
    this.restore(state);
  }

  /** Writes the current state to the state file; resolves once it is on disk. */
  commit(): Promise<void> {
    const { stateFile } = this.options;
    return stateFile ? stateFile.save(() => JSON.stringify(this.snapshot())) : Promise.resolve();
  }

  flush(): Promise<void> {
    return this.options.stateFile?.flush() ?? Promise.resolve();
  }

  /** The persisted form: seed settings plus changed records, sessions and stats. */
  snapshot(): PersistedState {
    const users: Record<string, UserRecord> = {};
    for (const id of this.touchedUsers) {
      const user = this.users.get(id);
      if (user) users[String(id)] = cloneRecord(user);
    }
    const locations: Record<string, LocationRecord> = {};
    for (const id of this.touchedLocations) {
      const location = this.locations.get(id);
      if (location) locations[id] = cloneRecord(location);
    }
    const devices: Record<string, DeviceRecord> = {};
    for (const id of this.touchedDevices) {
      const device = this.devices.get(id);
      if (device) devices[String(id)] = cloneRecord(device);
    }
    return {
      version: 1,
      seededAt: this.seededAt,
      scale: { ...this.scale },
      users,
      locations,
      devices,
      sessions: Object.fromEntries(this.sessions),
      stats: [...this.stats],
    };
  }

  private freshState(): PersistedState {
    return {
      version: 1,
      seededAt: this.nowSeconds(),
      scale: {},
      users: {},
      locations: {},
      devices: {},
      sessions: {},
      stats: [],
    };
  }

  private restore(state: PersistedState): void {
    this.seededAt = state.seededAt;
    this.scale = { ...state.scale };
    const seed = buildSeed(state.seededAt, state.scale);
    this.users.clear();
    this.locations.clear();
    this.devices.clear();
    this.touchedUsers.clear();
    this.touchedLocations.clear();
    this.touchedDevices.clear();
    for (const user of seed.users) {
      // Seed users are shared constants (every namespace, every reset): a copy is changed, never them.
      const changed = state.users?.[String(user.userId)];
      this.users.set(user.userId, cloneRecord(changed ?? user));
      if (changed) this.touchedUsers.add(user.userId);
    }
    for (const location of seed.locations) {
      const changed = state.locations[location.locationId];
      this.locations.set(location.locationId, changed ? cloneRecord(changed) : location);
      if (changed) this.touchedLocations.add(location.locationId);
    }
    for (const device of seed.devices) {
      const changed = state.devices[String(device.doorbotId)];
      this.devices.set(device.doorbotId, changed ? cloneRecord(changed) : device);
      if (changed) this.touchedDevices.add(device.doorbotId);
    }
    this.sessions = new Map(Object.entries(state.sessions));
    this.stats = [...state.stats];
    this.reindex();
  }

  private reindex(): void {
    this.ownedBy.clear();
    this.sharedTo.clear();
    this.devicesByLocation.clear();
    const append = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (const location of this.locations.values()) {
      append(this.ownedBy, location.ownerId, location);
      for (const userId of location.sharedWith) append(this.sharedTo, userId, location);
    }
    for (const device of this.devices.values()) {
      append(this.devicesByLocation, device.locationId, device);
    }
  }
}
