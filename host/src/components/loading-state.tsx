import { Center, Spinner } from 'ui';

/** A centred spinner announced as a status (`label` is what is loading). */
export function LoadingState({
  label = 'Loading',
  minH = '40vh',
}: {
  label?: string;
  minH?: string;
}) {
  return (
    <Center minH={minH} role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
