// What the promotion gate's smoke reads of a page's HTML: whether the host's server rendered it,
// with the candidate in its composition and the candidate's area rendered from its server build.
// The host writes it (host/server/page-render.ts) as the `<script type="application/json"
// id="vsg-server-render">` its browser code hydrates from (host/src/startup/server-render-data.ts);
// deploy reads only the fields below, checked here, so a host that writes more is read the same.

import { isRecord, SERVER_RENDER_DATA_ID } from 'shared-contracts/startup';
import type { ServerRenderOutcome } from 'shared-contracts/telemetry';

const DATA_SCRIPT = new RegExp(
  `<script\\b[^>]*\\bid="${SERVER_RENDER_DATA_ID}"[^>]*>([\\s\\S]*?)</script>`,
);

/** The release of the candidate as the smoke serves it. */
export interface ServerRenderedRelease {
  key: string;
  version: string;
  /** Its server build's URL where the smoke serves it. */
  serverEntry: string;
}

/** Why the server left an area to the browser, as the render's `area.outcome` names it. */
const OUTCOMES: Record<Exclude<ServerRenderOutcome, 'rendered'>, string> = {
  'no-server-build':
    'the server could not use its server build (it failed to load or to evaluate, its bytes are not the released ones, or it exposes no app)',
  failed: "its page's guard, loader or markup failed on the server",
  timeout:
    "its module, guard and loader were late on the server (over the render's budget, RENDER_BUDGET_MS_<KEY>)",
};

/** The server render data of a page's HTML: undefined when it has none, or it is not JSON. */
export function serverRenderDataOf(html: string): unknown {
  const text = DATA_SCRIPT.exec(html)?.[1];
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a page's HTML for a candidate with a server build: none when the server
 * rendered it with the candidate's release in the composition and the candidate's area rendered;
 * else each problem in a phrase. `renderErrors` are what the host's server said while it rendered
 * the page (its log), named when the render failed.
 */
export function serverRenderProblems(
  html: string,
  release: ServerRenderedRelease,
  renderErrors: readonly string[] = [],
): string[] {
  const said = renderErrors.length > 0 ? `: ${renderErrors.join('; ')}` : '';
  const data = serverRenderDataOf(html);
  if (data === undefined) {
    return [`the server did not render the page (its HTML is the built page${said})`];
  }
  const remotes = isRecord(data) && isRecord(data.registry) ? data.registry.remotes : undefined;
  const rendered = isRecord(remotes) ? remotes[release.key] : undefined;
  const server = isRecord(rendered) ? rendered.server : undefined;
  const version = isRecord(rendered) ? rendered.version : undefined;
  if (!isRecord(server) || version !== release.version || server.entry !== release.serverEntry) {
    const what = isRecord(rendered) ? `${String(version)}` : 'none';
    return [
      `the server rendered the page with another release of ${release.key} (${what}), not ${release.version} and its server build`,
    ];
  }
  const area = isRecord(data) ? data.area : undefined;
  if (!isRecord(area) || area.remote !== release.key) {
    return [`the server rendered no area of ${release.key} on the page`];
  }
  if (area.outcome === 'rendered') return [];
  const outcome = Object.entries(OUTCOMES).find(([name]) => name === area.outcome);
  const why = outcome?.[1] ?? `its outcome was ${String(area.outcome)}`;
  return [`the server left ${release.key}'s area to the browser: ${why}${said}`];
}
