import { Box, Flex, Text } from 'ui';
import { AccountMenu } from './account-menu';

export function AppHeader({ onLogout }: { onLogout: () => void }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Flex
        maxW="1280px"
        mx="auto"
        px={{ base: '3', md: '6' }}
        h="14"
        align="center"
        justify="space-between"
      >
        <Flex align="center" gap="2" aria-label="Virtual Security Guard">
          <Box aria-hidden w="7" h="7" borderRadius="md" bg="brand.solid" />
          <Text fontWeight="bold" color="brand.fg">
            Virtual Security Guard
          </Text>
        </Flex>
        <AccountMenu onLogout={onLogout} />
      </Flex>
    </Box>
  );
}
