// Injected faults: a delay and/or an error status for requests matching a method and path pattern.

export interface FaultSpec {
  method?: string;
  /** Exact path, or a pattern with `:param` segments; a final `*` segment matches the rest. */
  path: string;
  status?: number;
  delayMs?: number;
  /** How many matching requests the fault applies to; unlimited when absent. */
  times?: number;
  /** Statuses answered to successive matching requests; afterwards requests pass through. */
  statuses?: number[];
  body?: Record<string, unknown>;
}

export interface Fault extends FaultSpec {
  id: string;
  /** Requests the fault applied to so far. */
  hits: number;
}

/** What to do with one request: wait, then answer with a status or pass through. */
export interface FaultAction {
  delayMs: number;
  status: number | null;
  body: Record<string, unknown> | null;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function pathMatches(pattern: string, path: string): boolean {
  const expected = segments(pattern.split('?')[0] ?? pattern);
  const actual = segments(path);
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index];
    if (part === '*' && index === expected.length - 1) return actual.length >= index;
    const value = actual[index];
    if (value === undefined) return false;
    if (part?.startsWith(':')) continue;
    if (part !== value) return false;
  }
  return expected.length === actual.length;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `fault-${this.nextId}`, hits: 0 };
    this.nextId += 1;
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  private exhausted(fault: Fault): boolean {
    if (fault.times !== undefined && fault.hits >= fault.times) return true;
    return fault.statuses !== undefined && fault.hits >= fault.statuses.length;
  }

  /** Consumes one use of the first live fault matching the request, if any. */
  take(method: string, path: string): FaultAction | null {
    const fault = this.faults.find(
      (candidate) =>
        !this.exhausted(candidate) &&
        (candidate.method === undefined || candidate.method.toUpperCase() === method) &&
        pathMatches(candidate.path, path),
    );
    if (!fault) return null;
    const status = fault.statuses ? (fault.statuses[fault.hits] ?? null) : (fault.status ?? null);
    fault.hits += 1;
    if (this.exhausted(fault)) this.faults = this.faults.filter((other) => other !== fault);
    return { delayMs: fault.delayMs ?? 0, status, body: fault.body ?? null };
  }
}
