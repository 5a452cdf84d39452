import type { ReactNode } from 'react';
import { usePlatform, type EnvironmentConfig, type Platform } from 'shared-contracts/platform';
import { Box, Heading, Link, Stack, Text, TOUCH_TARGET_STYLE } from 'ui';

/**
 * A link that opens in a new tab on the web and in place (in-app) in a mobile session. It stands
 * on a line of its own, not in a sentence: a full-size tap target on a touch screen.
 */
export function OutboundLink({ href, children }: { href: string; children: ReactNode }) {
  const { isMobileSession } = usePlatform();
  return (
    <Link
      href={href}
      color="brand.fg"
      textDecoration="underline"
      css={TOUCH_TARGET_STYLE}
      {...(isMobileSession ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </Link>
  );
}

/**
 * The environment's configuration. The contract keeps `config` optional (hosts before
 * shared-contracts 1.3.0 had none): read as none rather than crash.
 */
export function configOf(platform: Platform): EnvironmentConfig | null {
  return platform.config ?? null;
}

/**
 * The customer service phone number of the trial and upsell pages (spec 2.5), from the
 * environment's configuration; nothing where the environment has none.
 */
export function CustomerServicePhone() {
  const config = configOf(usePlatform());
  if (config === null) return null;
  const phone = config.customerServicePhone;
  return (
    <Text fontSize="sm" color="fg.muted">
      Questions? Call customer service at{' '}
      {/* On a phone the number often wraps onto a line of its own: a full-size tap target. */}
      <Link href={`tel:${phone}`} color="brand.fg" css={TOUCH_TARGET_STYLE}>
        {phone}
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
