export { renderWithProviders } from './render-with-providers';
export type { RenderOptions, RenderWithProvidersResult } from './render-with-providers';
