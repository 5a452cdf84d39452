import { useBrowserNow } from 'shared-contracts/platform';
import { Skeleton, Text } from 'ui';

/**
 * A line whose text needs the reader's clock or time zone: `textAt(now)` once the browser has its
 * clock (`useBrowserNow`); until then (the server's render, and the browser's hydration of it) a
 * placeholder of its height, at most `placeholderMaxW` wide, keeps its place, hidden from
 * assistive technology. The line reads the clock itself: the render after hydration is this line's
 * alone, not its page's.
 */
export function ClockText({
  textAt,
  as,
  placeholderMaxW,
}: {
  textAt: (now: Date) => string;
  as?: 'dd';
  placeholderMaxW: string;
}) {
  const now = useBrowserNow();
  if (now === null) {
    return <Skeleton as={as} h="6" w="full" maxW={placeholderMaxW} aria-hidden="true" />;
  }
  return (
    <Text as={as} fontWeight="semibold">
      {textAt(now)}
    </Text>
  );
}
