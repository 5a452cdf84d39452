import { Box, Text } from 'ui';

export function AppFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" py="3" px="6" bg="bg.subtle">
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Guards review person-detected events on your enrolled cameras only while your system is
        armed.
      </Text>
    </Box>
  );
}
