import { Button, Checkbox, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ModalShell } from './modal-shell';

export const DONT_SHOW_AGAIN_LABEL = "Don't show this again";

export interface DontShowAgainOption {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The checkbox's label, "Don't show this again" unless given. */
  label?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** 'Cancel' unless given; null: an information modal with the confirm button only. */
  cancelLabel?: string | null;
  /** The cancel button; also Escape and a click outside unless `onDismiss` is given. */
  onCancel: () => void;
  /** Escape, a click outside and the close button, when they mean something else than cancel. */
  onDismiss?: () => void;
  /** A close button in the corner (the Authorize modal's 'not now', apart from Deny). */
  closeButton?: boolean;
  /** The confirm action is running: the confirm spins, cancel and dismissal are disabled. */
  busy?: boolean;
  /** The 'don't show again' checkbox, controlled by the caller (`useConfirmation` of `ui`). */
  dontShowAgain?: DontShowAgainOption;
  /** A destructive confirm is red. */
  destructive?: boolean;
  /** 'dialog' for an information modal; confirms are alert dialogs. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The product's one confirm dialog: a title, a body, an optional 'don't show again' checkbox, a
 * cancel and a confirm button, in the 650px modal frame.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
  onDismiss,
  closeButton = false,
  busy = false,
  dontShowAgain,
  destructive = false,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  return (
    <ModalShell
      open={open}
      role={role}
      title={title}
      onDismiss={onDismiss ?? onCancel}
      closeButton={closeButton}
      dismissible={!busy}
      footer={
        <>
          {cancelLabel === null ? null : (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
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
            <Checkbox.Label>{dontShowAgain.label ?? DONT_SHOW_AGAIN_LABEL}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Stack>
    </ModalShell>
  );
}
