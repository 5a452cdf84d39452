import { Skeleton, Text } from 'ui';

/**
 * A line whose text needs the reader's clock or time zone (`useBrowserNow`): until the browser has
 * written it (null), a placeholder of its height, at most `placeholderMaxW` wide, keeps its place,
 * hidden from assistive technology.
 */
export function ClockText({
  text,
  as,
  placeholderMaxW,
}: {
  text: string | null;
  as?: 'dd';
  placeholderMaxW: string;
}) {
  if (text === null) {
    return <Skeleton as={as} h="6" w="full" maxW={placeholderMaxW} aria-hidden="true" />;
  }
  return (
    <Text as={as} fontWeight="semibold">
      {text}
    </Text>
  );
}
