import { Flex, Image, PageContainer, Text } from 'ui';
import { AccountMenu } from './account-menu';

/**
 * The brand mark: the favicon itself (host/public/favicon.svg, the one source of the mark), so the
 * header shows what the tab shows and the browser fetches it once for both.
 */
export const BRAND_MARK_URL = '/favicon.svg';

export function AppHeader({ onLogout }: { onLogout: () => void }) {
  return (
    <Flex as="header" borderBottomWidth="1px" bg="bg">
      <PageContainer display="flex" h="14" alignItems="center" justifyContent="space-between">
        <Flex role="img" aria-label="Virtual Security Guard" align="center" gap="2">
          <Image src={BRAND_MARK_URL} alt="" width="8" height="8" flexShrink={0} />
          <Text fontWeight="bold" color="brand.fg" lineHeight="1.1">
            Virtual Security Guard
          </Text>
        </Flex>
        <AccountMenu onLogout={onLogout} />
      </PageContainer>
    </Flex>
  );
}
