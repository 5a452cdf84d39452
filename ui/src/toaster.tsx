import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Spec section 9: toasts last 2 seconds. */
export const TOAST_DURATION_MS = 2000;

export type UiToastStatus = 'success' | 'error' | 'info' | 'warning';

/** One toaster for the page: `ui` is a federation singleton, so every remote shows toasts here. */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export function showToast(input: { title: string; status: UiToastStatus; description?: string }) {
  toaster.create({
    title: input.title,
    description: input.description,
    type: input.status,
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}

/**
 * Whether a toast has been asked for yet. Most page loads show none, and the toast region's machine
 * and styles cost a phone about 50 ms of its start-up, so the region mounts with the first toast; it
 * then shows that toast, which the store kept.
 */
function useToastRequested() {
  const [requested, setRequested] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (requested) return undefined;
    // A toast created between the render and this effect.
    if (toaster.getVisibleToasts().length > 0) {
      setRequested(true);
      return undefined;
    }
    return toaster.subscribe(() => setRequested(true));
  }, [requested]);
  return requested;
}

/** The page's toast region, mounted once the first toast is asked for. */
export function Toaster() {
  return useToastRequested() ? <ToastRegion /> : null;
}

function ToastRegion() {
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
