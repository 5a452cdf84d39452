import { ONBOARDING_TEXTS } from '../lib/copy';
import { Button, Text } from 'ui';
import { Dialog, MODAL_WIDTH, Portal } from 'ui/overlays';
import {
  CONTINUE_SETUP_LABEL,
  EXIT_LABEL,
  type ExitWarningDialogProps,
} from './exit-warning-dialog-props';

/** The warning itself (Chakra's dialog, from `ui/overlays`), loaded by exit-warning-dialog.tsx. */
export function ExitWarningDialogContent({ open, onContinue, onExit }: ExitWarningDialogProps) {
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
          <Dialog.Content maxW={MODAL_WIDTH} width="full">
            <Dialog.Header>
              <Dialog.Title>{ONBOARDING_TEXTS.setupIncompleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{ONBOARDING_TEXTS.setupIncompleteMessage}</Text>
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
