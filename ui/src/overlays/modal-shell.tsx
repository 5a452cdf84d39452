import { Button, Checkbox, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spec section 2.5: modals are 650px wide (narrower screens get the full width less a margin). */
export const MODAL_WIDTH = '650px';

export interface DontShowAgainOption {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export interface ModalShellProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The secondary button; without it only the close button, Escape and the backdrop cancel. */
  cancelLabel?: string;
  /** The cancel button; also the close button, Escape and a click outside unless `onDismiss` is given. */
  onCancel: () => void;
  /** Close button, Escape and a click outside, when they mean something else than the cancel button. */
  onDismiss?: () => void;
  confirmLoading?: boolean;
  /** The 'don't show again' checkbox; the caller stores the flag on confirm and auto-confirms later. */
  dontShowAgain?: DontShowAgainOption;
  /** 'alertdialog' for confirmations that ask for a decision. */
  role?: 'dialog' | 'alertdialog';
}

/** The product's modal: title, body, a confirm and optional cancel button, 650px wide. */
export function ModalShell({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  onDismiss,
  confirmLoading = false,
  dontShowAgain,
  role = 'dialog',
}: ModalShellProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) (onDismiss ?? onCancel)();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={MODAL_WIDTH} width="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              {dontShowAgain ? (
                <Checkbox.Root
                  mr="auto"
                  checked={dontShowAgain.checked}
                  onCheckedChange={(details) =>
                    dontShowAgain.onCheckedChange(details.checked === true)
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{dontShowAgain.label}</Checkbox.Label>
                </Checkbox.Root>
              ) : null}
              {cancelLabel ? (
                <Button variant="outline" onClick={onCancel}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button colorPalette="brand" loading={confirmLoading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
