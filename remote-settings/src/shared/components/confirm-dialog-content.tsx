import { Button, Checkbox, Stack } from 'ui';
import { Dialog, MODAL_WIDTH, Portal } from 'ui/overlays';
import { DONT_SHOW_AGAIN_LABEL, type ConfirmDialogProps } from './confirm-dialog-props';

/** The dialog itself (Chakra's, from `ui/overlays`), loaded by confirm-dialog.tsx when it first opens. */
export function ConfirmDialogContent({
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
          <Dialog.Content maxW={MODAL_WIDTH} width="full">
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
