import { Box, Button, Flex, Menu, Portal, Text } from 'ui';

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
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label="Account menu">
              Account
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="logout" onSelect={onLogout}>
                  Logout
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Box>
  );
}
