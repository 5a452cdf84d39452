import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** Spec section 9: toasts last 2 seconds. */
export const TOAST_DURATION_MS = 2000;

/** One toaster for the page: `ui` is a federation singleton, so every remote shows toasts here. */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/** The page's toast region: loaded and mounted with the first toast (toaster.tsx). */
export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
