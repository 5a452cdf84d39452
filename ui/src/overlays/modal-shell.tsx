import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spec section 2.5: modals are 650px wide (narrower screens get the full width less a margin). */
export const MODAL_WIDTH = '650px';

export interface ModalShellProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** Escape, a click outside and the close button. */
  onDismiss: () => void;
  /** A close button in the corner, for a modal whose dismissal is an answer of its own. */
  closeButton?: boolean;
  /** 'alertdialog' for confirmations that ask for a decision. */
  role?: 'dialog' | 'alertdialog';
  /** False while the modal waits on its action: no dismissal, the close button disabled. */
  dismissible?: boolean;
}

/**
 * The frame of the product's modals: Chakra's dialog (focus trapped inside, given back to what had
 * it on close, Escape), centred, 650px wide, with a title, a body and a footer.
 */
export function ModalShell({
  open,
  title,
  children,
  footer,
  onDismiss,
  closeButton = false,
  role = 'dialog',
  dismissible = true,
}: ModalShellProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && dismissible) onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW={MODAL_WIDTH} width="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={!dismissible} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
