import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`. A stand-in for use-debounce's
 * `useDebounce`, which is installed for the host only (see README).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
