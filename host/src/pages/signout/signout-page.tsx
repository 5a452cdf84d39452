import { useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { reportError } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { EVENTS, publishEvent } from 'shared-contracts/events';
import { Alert, Stack } from 'ui';
import { LoadingState } from '../../components/loading-state';
import { leavePage } from '../../lib/page-exit';

const assignLocation = (url: string) => window.location.assign(url);

/** /signout: logout goes through the provider's external page, which returns to the root. */
export function SignoutPage({ assign = assignLocation }: { assign?: (url: string) => void }) {
  const platform = usePlatform();
  const left = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    // Before leaving: the areas on the page forget what they kept for this session.
    publishEvent(EVENTS.SESSION_ENDED, { userId: platform.session.userId });
    try {
      const url = platform.externalUrl('logout', { return_to: `${window.location.origin}/` });
      leavePage(() => assign(url));
    } catch (error) {
      // The browser refused to leave: the user is still signed in here, and should know it.
      reportError(ERROR_MESSAGES.logout, error);
      setFailed(true);
    }
  }, [platform, assign]);
  if (failed) {
    return (
      <Stack maxW="720px" mx="auto" py="8">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{ERROR_MESSAGES.logout}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  return <LoadingState label="Signing out" />;
}
