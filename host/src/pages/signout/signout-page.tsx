import { useEffect, useRef } from 'react';
import { usePlatform } from 'shared-contracts';
import { LoadingState } from '../../components/loading-state';
import { leavePage } from '../../lib/page-exit';

const assignLocation = (url: string) => window.location.assign(url);

/** /signout: logout goes through the provider's external page, which returns to the root. */
export function SignoutPage({ assign = assignLocation }: { assign?: (url: string) => void }) {
  const platform = usePlatform();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    const url = platform.externalUrl('logout', { return_to: `${window.location.origin}/` });
    leavePage(() => assign(url));
  }, [platform, assign]);
  return <LoadingState label="Signing out" />;
}
