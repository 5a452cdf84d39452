import { useEffect } from 'react';
import { useNavigate } from 'app-router';
import { STAT_ACTIONS, TEXTS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { Button, Heading, Text, VStack } from 'ui';

/** Spec 2.1: unknown pages. Each visit is reported with the not_found statistic. */
export function NotFoundPage({ pageId = 'not-found' }: { pageId?: string }) {
  const navigate = useNavigate();
  const platform = usePlatform();
  useEffect(() => {
    platform.recordStat({ action: STAT_ACTIONS.NOT_FOUND, pageId });
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId]);
  return (
    <VStack gap="4" py="16" px="4" textAlign="center">
      <Heading as="h1" size="4xl" color="fg.muted">
        404
      </Heading>
      <Text>{TEXTS.notFoundPage}</Text>
      <Button colorPalette="brand" onClick={() => navigate(HOST_PATHS.root)}>
        Back Home
      </Button>
    </VStack>
  );
}
