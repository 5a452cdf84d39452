import { Center, Spinner } from 'ui';

/** A busy area with an accessible name. */
export function Loading({ label = 'Loading', minH = '20vh' }: { label?: string; minH?: string }) {
  return (
    <Center minH={minH} role="status" aria-label={label}>
      <Spinner color="brand.solid" />
    </Center>
  );
}
