import { useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS } from 'shared-contracts/constants';
import { isMobileWidth } from 'shared-contracts/rules';
import { useThrottledCallback } from 'use-debounce';

/** Spec section 9: mobile and tablet widths count as mobile; resize handling throttled at 200 ms. */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobileWidth(window.innerWidth));
  const onResize = useThrottledCallback(
    () => setMobile(isMobileWidth(window.innerWidth)),
    RESIZE_THROTTLE_MS,
  );
  useEffect(() => {
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [onResize]);
  return mobile;
}
