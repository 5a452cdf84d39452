import type { ReactNode } from 'react';
import { MODAL_WIDTH_PX } from 'shared-contracts';
import { Button, Checkbox, Dialog, Portal, Stack } from 'ui';

export const DONT_SHOW_AGAIN_LABEL = "Don't show this again";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** null: an information modal with the confirm button only. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm action is running. */
  busy?: boolean;
  /** Shows the 'don't show again' checkbox, controlled by the caller. */
  dontShowAgain?: { checked: boolean; onChange: (checked: boolean) => void };
  /** A destructive confirm is red. */
  destructive?: boolean;
  /** 'dialog' for an information modal; confirms are alert dialogs. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal (650 px wide) with a confirm and, unless `cancelLabel` is null, a cancel button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  dontShowAgain,
  destructive = false,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW={`${MODAL_WIDTH_PX}px`} width="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {children}
                {dontShowAgain ? (
                  <Checkbox.Root
                    checked={dontShowAgain.checked}
                    onCheckedChange={(details) => dontShowAgain.onChange(details.checked === true)}
                    colorPalette="brand"
                    position="relative"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{DONT_SHOW_AGAIN_LABEL}</Checkbox.Label>
                  </Checkbox.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {cancelLabel === null ? null : (
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {cancelLabel}
                </Button>
              )}
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={onConfirm}
                loading={busy}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
