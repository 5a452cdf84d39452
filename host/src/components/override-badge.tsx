import { Box, Button, HStack, Text } from 'ui';
import { resetOverrides } from '../federation/registry/override-rules';

interface OverrideBadgeProps {
  /** Each pinned remote, and its version or URL. */
  pinned: Readonly<Record<string, string>>;
}

/**
 * Says, while a tester's override is on (ADR 0029), which remotes are pinned to what, with one
 * press back to the normal releases. Fixed at the bottom so that it shows on every page and in the
 * webview (which has no header), with room left below the page so that it hides none of it; no
 * animation.
 */
export function OverrideBadge({ pinned }: OverrideBadgeProps) {
  const pins = Object.entries(pinned)
    .map(([remote, target]) => `${remote} pinned to ${target}`)
    .join(', ');
  return (
    <>
      <Box h="20" aria-hidden />
      <Box
        position="fixed"
        insetInlineEnd="3"
        bottom="3"
        zIndex="banner"
        maxW="calc(100vw - 1.5rem)"
        bg="orange.subtle"
        color="orange.fg"
        borderWidth="1px"
        borderColor="orange.emphasized"
        borderRadius="md"
        boxShadow="md"
        px="3"
        py="2"
      >
        <HStack gap="3">
          <Text role="status" fontSize="sm" overflowWrap="anywhere">
            Override: {pins}
          </Text>
          <Button size="sm" variant="outline" colorPalette="orange" onClick={resetOverrides}>
            Reset
          </Button>
        </HStack>
      </Box>
    </>
  );
}
