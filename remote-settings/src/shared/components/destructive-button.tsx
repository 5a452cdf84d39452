import { ConfirmDialog } from 'app-runtime/lazy';
import { Button, Text, useConfirmation } from 'ui';

export interface DestructiveButtonProps {
  label: string;
  /** The action is under way: the button shows it. */
  pending: boolean;
  /** Runs only once the confirm is confirmed. */
  onConfirmed: () => void;
  /** The confirm that asks first. */
  confirm: { title: string; body: string; confirmLabel: string; cancelLabel?: string };
}

/** A red outline button for an action that cannot be undone: a destructive confirm asks first. */
export function DestructiveButton({
  label,
  pending,
  onConfirmed,
  confirm,
}: DestructiveButtonProps) {
  const confirmation = useConfirmation();
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        loading={pending}
        onClick={() => confirmation.request(onConfirmed)}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...confirmation.dialog}
        title={confirm.title}
        confirmLabel={confirm.confirmLabel}
        cancelLabel={confirm.cancelLabel}
        destructive
      >
        <Text>{confirm.body}</Text>
      </ConfirmDialog>
    </>
  );
}
