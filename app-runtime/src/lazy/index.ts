export { ConfirmDialog } from './confirm-dialog';
export { instantLazy } from './instant-lazy';
export { lazyDialog, lazyOverlay } from './lazy-overlay';
export type { LazyOverlay } from './lazy-overlay';
