// The host's server render of one request: the app with the request's cache and runtime, the
// remote's area from its server build, or its loading state where the browser will render it.
import { createElement, type ComponentType } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import type { RemoteAppProps, RemotesRegistry } from 'shared-contracts/registry';
import { ServerApp } from '../../src/app/server-app';
import { RemoteAreaLoading } from '../../src/federation/remote-area/remote-area';
import type { HostRuntime } from '../../src/routing/host-runtime';
import type { ServerPageLoad } from './server-page-load';

type Rendered = Extract<ServerPageLoad, { kind: 'render' }>;

/** An area the browser will render: its loading state, as the browser's RemoteArea shows it. */
const ClientRenderedArea: ComponentType<RemoteAppProps> = RemoteAreaLoading;

/** The request's runtime: its registry, and the remote module its page load loaded. */
export function serverRuntime(
  origin: string,
  cookie: string,
  mobileViewport: boolean,
  registry: RemotesRegistry,
  load: Rendered,
): HostRuntime {
  const { module } = load;
  return {
    origin,
    cookies: () => cookie,
    mobileViewport,
    registry: () => registry,
    registryRead: () => true,
    pageLoads: load.pageLoads,
    remoteComponent: () => module?.RemoteApp ?? ClientRenderedArea,
    forgetRemoteComponent: () => undefined,
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
  /** The response's CSP nonce, on React's inline scripts. */
  nonce?: string;
  onShellReady: (stream: PipeableStream) => void;
  /** Nothing is suspended any more: the whole page can go out at once. */
  onAllReady?: () => void;
  onError: (error: unknown) => void;
}

/** Streams the page: the shell at once, each Suspense boundary's content as it resolves. */
export function renderPage(options: RenderOptions): PipeableStream {
  const { url, origin, registry, mobileSession, load } = options;
  const stream: PipeableStream = renderToPipeableStream(
    createElement(ServerApp, {
      url,
      mobileSession,
      queryClient: load.queryClient,
      runtime: serverRuntime(origin, options.cookie, options.mobileViewport, registry, load),
    }),
    {
      ...(options.nonce ? { nonce: options.nonce } : {}),
      // A boundary that is ready when the HTML goes out is written in place, however large, so the
      // page reads without JavaScript; only one still waiting streams in later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => options.onShellReady(stream),
      ...(options.onAllReady ? { onAllReady: options.onAllReady } : {}),
      onShellError: options.onError,
      onError: options.onError,
    },
  );
  return stream;
}
