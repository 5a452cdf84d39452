import type { ReactNode } from 'react';
import { CUSTOMER_SERVICE_PHONE, usePlatform } from 'shared-contracts';
import { Box, Heading, Link, Stack, Text } from 'ui';

/** A link that opens in a new tab on the web and in place (in-app) in a mobile session. */
export function OutboundLink({ href, children }: { href: string; children: ReactNode }) {
  const { isMobileSession } = usePlatform();
  return (
    <Link
      href={href}
      color="brand.fg"
      textDecoration="underline"
      {...(isMobileSession ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </Link>
  );
}

/** The customer service phone number of the trial and upsell pages (spec 2.5). */
export function CustomerServicePhone() {
  return (
    <Text fontSize="sm" color="fg.muted">
      Questions? Call customer service at{' '}
      <Link href={`tel:${CUSTOMER_SERVICE_PHONE}`} color="brand.fg">
        {CUSTOMER_SERVICE_PHONE}
      </Link>
      .
    </Text>
  );
}

/** A centred marketing page with a heading (free trial, free trial canceled, upsell). */
export function MarketingLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box width="full" maxW="720px" mx="auto" py={{ base: '6', md: '8' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
