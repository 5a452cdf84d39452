// No run-time imports: the host's start-up reads this too (shared-contracts/startup).

/**
 * A page named by the remote that owns it and its route id, as that remote's route manifest
 * declares them: how one area names another's page without knowing its path. The registry turns it
 * into a path (`pagePath` of the route context), so a remote can move its pages alone.
 */
export interface PageRef {
  readonly kind: 'page-ref';
  /** The owning remote's registry key, e.g. `onboarding`. */
  readonly remote: string;
  /** The page's route id in that remote's manifest, e.g. `free-trial`. */
  readonly page: string;
  /** Values of the page's path parameters, e.g. `{ locationId }`. */
  readonly params?: Readonly<Record<string, string>>;
  /** Query parameters the page reads (a hand-off's, such as `onboardingError`). */
  readonly search?: Readonly<Record<string, string>>;
}

/** A page of a remote, to be given its parameters where it is linked to. */
export type PageTarget = (params?: PageRef['params'], search?: PageRef['search']) => PageRef;

/**
 * Names a remote's page once, as a function of its parameters: `const FREE_TRIAL = pageTarget(
 * 'onboarding', 'free-trial')`, then `FREE_TRIAL({ locationId })`. The targets a package links to
 * are listed in its `destinations.ts`, which a contract test holds against the remotes' manifests.
 */
export function pageTarget(remote: string, page: string): PageTarget {
  return (params, search) => ({
    kind: 'page-ref',
    remote,
    page,
    ...(params === undefined ? {} : { params }),
    ...(search === undefined ? {} : { search }),
  });
}

/** Whether a value is a PageRef rather than a path. */
export function isPageRef(value: unknown): value is PageRef {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'kind') === 'page-ref';
}

/** The remote and route id a target names, for the contract test of destinations. */
export const targetOf = (target: PageTarget): Pick<PageRef, 'remote' | 'page'> => target();
