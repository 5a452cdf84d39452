// A registry file written before route ids (shared-contracts 3.0.0, ADRs 0050 and 0051) has
// releases whose pages have no `id` and which have no `flags`. Checked unchanged, the schema would
// refuse the whole file; upgraded here, before it is checked, its releases stay in the history,
// where a rollback to one is refused by its shared-contracts range. The next write keeps the
// upgraded form.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Written before route ids: no `flags`, and no page with an `id`. A release that has either was
 * written since, and is left for the schema to judge.
 */
function isBeforeRouteIds(release: Json): release is Json & { pages: unknown[] } {
  return (
    !('flags' in release) &&
    Array.isArray(release.pages) &&
    !release.pages.some((page) => isObject(page) && 'id' in page)
  );
}

/** `/locations/:locationId/devices` -> `locations-location-id-devices`; `/` -> `root`. */
function routeIdOf(path: string): string {
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return words.length > 0 ? words.join('-') : 'root';
}

/**
 * Each page gets an id from its path, and the release the sorted flags of its pages. A release from
 * before route ids needs shared-contracts 2.x, which no host of 3.x loads: nothing names its pages
 * by id, so the ids only have to be valid and unique within the release. Everything else is kept
 * as it is; a page or flag that is malformed anyway is left for the schema to refuse.
 */
function upgradeRelease(release: Json): Json {
  if (!isBeforeRouteIds(release)) return release;
  const taken = new Set<string>();
  const uniqueId = (base: string): string => {
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  const pages = release.pages.map((page) =>
    isObject(page) && typeof page.path === 'string'
      ? { id: uniqueId(routeIdOf(page.path)), ...page }
      : page,
  );
  const flags = [
    ...new Set(
      release.pages.flatMap((page) =>
        isObject(page) && typeof page.flag === 'string' ? [page.flag] : [],
      ),
    ),
  ].sort();
  return { ...release, pages, flags };
}

const upgradeIfRelease = (value: unknown): unknown =>
  isObject(value) ? upgradeRelease(value) : value;

/** A remote's entry: its stable release, its candidate and every release of its history. */
function upgradeEntry(entry: unknown): unknown {
  if (!isObject(entry)) return entry;
  return {
    ...upgradeRelease(entry),
    ...('candidate' in entry ? { candidate: upgradeIfRelease(entry.candidate) } : {}),
    ...(Array.isArray(entry.history) ? { history: entry.history.map(upgradeIfRelease) } : {}),
  };
}

/**
 * A parsed registry file with the releases written before route ids upgraded; what is not a
 * registry, or is malformed otherwise, is returned as it is for the schema to refuse.
 */
export function upgradeRegistryFile(value: unknown): unknown {
  if (!isObject(value) || !isObject(value.remotes)) return value;
  return {
    ...value,
    remotes: Object.fromEntries(
      Object.entries(value.remotes).map(([key, entry]) => [key, upgradeEntry(entry)]),
    ),
  };
}
