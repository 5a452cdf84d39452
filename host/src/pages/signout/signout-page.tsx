import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Center, Spinner } from 'ui';

/** /signout: logout goes through the provider's external page, which returns to sign-in. */
export function SignoutPage() {
  const platform = usePlatform();
  useEffect(() => {
    window.location.assign(platform.externalUrl('logout', { return_to: window.location.origin }));
  }, [platform]);
  return (
    <Center minH="40vh" role="status" aria-label="Signing out">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
