// The host's server render of one request: the app with the request's cache and runtime, the
// remote's area from its server build, or its loading state where the browser will render it.
import { createElement } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import type { PlatformConfig } from 'shared-contracts/platform';
import type { RemoteAppProps, RemotesRegistry } from 'shared-contracts/registry';
import { ServerApp } from '../../src/app/server-app';
import type { HostRuntime } from '../../src/routing/host-runtime';
import { CLIENT_AREA_DIGEST, SERVER_ERROR_DIGEST } from '../../src/startup/server-render-data';
import type { ServerPageLoad } from './server-page-load';

type Rendered = Extract<ServerPageLoad, { kind: 'render' }>;

/** Thrown where the browser renders a remote's area: the server could not, in time. */
export class ClientRenderedAreaSignal extends Error {
  constructor(readonly remote: string) {
    super(`${remote}'s area is rendered by the browser`);
  }
}

/**
 * A page (or area) the browser will render. It throws inside its Suspense boundary, so React sends
 * the boundary's fallback (the loading state) and the browser renders that boundary afresh
 * instead of hydrating it: no mismatch, whatever the browser's page load and remote render.
 */
function ClientRenderedArea({ route }: RemoteAppProps): never {
  throw new ClientRenderedAreaSignal(route.remote ?? 'host');
}

/** The request's runtime: its registry, and the remote module its page load loaded. */
export function serverRuntime({
  origin,
  cookie,
  mobileViewport,
  registry,
  load,
  platformConfig,
  onAreaRendered,
}: RenderOptions): HostRuntime {
  const { module } = load;
  const leftToBrowser = module === null && load.fallback !== null;
  return {
    origin,
    platformConfig,
    cookies: () => cookie,
    mobileViewport,
    registry: () => registry,
    registryRead: () => true,
    pageLoads: load.pageLoads,
    remoteComponent: () => {
      onAreaRendered?.();
      return module?.RemoteApp ?? ClientRenderedArea;
    },
    forgetRemoteComponent: () => undefined,
    // The page's guard or loader did not end here: whatever the browser's decides, it renders.
    ...(leftToBrowser ? { PageLeftToBrowser: ClientRenderedArea } : {}),
  };
}

export interface RenderOptions {
  url: string;
  origin: string;
  /** The request's `Cookie` header. */
  cookie: string;
  registry: RemotesRegistry;
  mobileSession: boolean;
  /** The viewport the page is rendered for (phone or not). */
  mobileViewport: boolean;
  load: Rendered;
  /** The configuration the host's build compiled in (its platform-config.json). */
  platformConfig: PlatformConfig;
  /** The page rendered its remote's area (not a location problem or a boundary instead). */
  onAreaRendered?: () => void;
  /** The response's CSP nonce, on React's inline scripts. */
  nonce?: string;
  onShellReady: (stream: PipeableStream) => void;
  /** Nothing is suspended any more: the whole page can go out at once. */
  onAllReady?: () => void;
  /** The shell could not be rendered: no page to send. */
  onShellError: (error: unknown) => void;
  /** Something inside a Suspense boundary threw: the browser renders that boundary. */
  onBoundaryError?: (error: unknown) => void;
}

/** Streams the page: the shell at once, each Suspense boundary's content as it resolves. */
export function renderPage(options: RenderOptions): PipeableStream {
  const { url, mobileSession, load } = options;
  const stream: PipeableStream = renderToPipeableStream(
    createElement(ServerApp, {
      url,
      mobileSession,
      queryClient: load.queryClient,
      runtime: serverRuntime(options),
      nonce: options.nonce,
    }),
    {
      ...(options.nonce ? { nonce: options.nonce } : {}),
      // A boundary that is ready when the HTML goes out is written in place, however large, so the
      // page reads without JavaScript; only one still waiting streams in later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => options.onShellReady(stream),
      ...(options.onAllReady ? { onAllReady: options.onAllReady } : {}),
      onShellError: options.onShellError,
      // The digest reaches the browser's onRecoverableError: an area left to it on purpose, or a
      // render that failed here (reported by the server's area outcome, not as a mismatch).
      onError: (error) => {
        if (error instanceof ClientRenderedAreaSignal) return CLIENT_AREA_DIGEST;
        options.onBoundaryError?.(error);
        return SERVER_ERROR_DIGEST;
      },
    },
  );
  return stream;
}
