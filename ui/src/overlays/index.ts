// `ui/overlays`: the components no route needs for its first paint (menus, dialogs). Chakra builds
// them on state machines, positioning and focus trapping, code every route would otherwise download
// and evaluate before it shows anything. It is a second shared singleton beside `ui`; import it from
// a module that loads on demand (app-runtime's `lazyDialog`, `lazyOverlay`) unless a page's first
// render needs it (ADRs 0046 and 0017).
export { Menu, Portal, useMenu } from '@chakra-ui/react';
export { ConfirmDialog, DONT_SHOW_AGAIN_LABEL } from './confirm-dialog';
export type { ConfirmDialogProps, DontShowAgainOption } from './confirm-dialog';
export { MODAL_WIDTH, ModalShell } from './modal-shell';
export type { ModalShellProps } from './modal-shell';
