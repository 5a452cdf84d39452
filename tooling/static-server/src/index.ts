export { createStaticServer, listen } from './static-server';
export type { StaticServerOptions } from './static-server';
export { buildContentSecurityPolicy } from './content-security-policy';
export { followRegistryFile, followRegistryPolicy } from './registry-policy';
export { attribute, withHead } from './html-head';
export type { HtmlHead, HtmlHeadContext, HtmlHeadFactory } from './html-head';
export type {
  PageRender,
  PageRenderContext,
  PageRenderFactory,
  PageRenderRequest,
  PageRendered,
} from './page-render';
