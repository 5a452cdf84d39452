import { MODAL_WIDTH_PX, TEXTS } from 'shared-contracts';
import { Button, Dialog, Portal, Text } from 'ui';

export const CONTINUE_SETUP_LABEL = 'Continue Setup';
export const EXIT_LABEL = 'Exit';

interface ExitWarningDialogProps {
  open: boolean;
  onContinue: () => void;
  onExit: () => void;
}

/** The 'Setup Incomplete' warning shown before leaving an unfinished onboarding (spec 2.4). */
export function ExitWarningDialog({ open, onContinue, onExit }: ExitWarningDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onContinue();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW={`${MODAL_WIDTH_PX}px`} width="full">
            <Dialog.Header>
              <Dialog.Title>{TEXTS.setupIncompleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{TEXTS.setupIncompleteMessage}</Text>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap="3">
              <Button variant="outline" width={{ base: 'full', sm: 'auto' }} onClick={onExit}>
                {EXIT_LABEL}
              </Button>
              <Button
                colorPalette="brand"
                width={{ base: 'full', sm: 'auto' }}
                onClick={onContinue}
              >
                {CONTINUE_SETUP_LABEL}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
