import { useState, type ReactNode } from 'react';
import { STAT_ACTIONS, TEXTS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import type { PageRef } from 'shared-contracts/routing';
import { Alert, Box, Button, CloseButton, Flex, Heading, IconButton, Stack } from 'ui';
import {
  onboardingPage,
  previousPage,
  type OnboardingFlow,
  type OnboardingPage,
} from '../lib/onboarding-flow';
import { ExitWarningDialog } from './exit-warning-dialog';
import { ChevronLeftIcon } from './icons';

export interface ContainerAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

export interface ContainerAlert {
  status: 'error' | 'warning' | 'info' | 'success';
  title: string;
  description?: string;
}

/** Where Back goes: another path, or out of onboarding ('exit', which asks first). */
export type ContainerBack = { to: PageRef } | 'exit';

/** Back to the previous page of the flow, or out of onboarding from its first page. */
export function backToPrevious(locationId: string, previous: OnboardingPage | null): ContainerBack {
  return previous === null ? 'exit' : { to: onboardingPage(locationId, previous) };
}

/**
 * What every step of the flow gives its container: its statistics page id, Back to the step before
 * in this flow (out of the onboarding from the first), and the 'Setup Incomplete' warning on the way
 * out while the location's onboarding is unfinished.
 */
export function stepFrame(
  step: OnboardingPage,
  locationId: string,
  location: Pick<CurrentLocation, 'onboardStatus'>,
  flow: OnboardingFlow,
): Pick<OnboardingContainerProps, 'pageId' | 'back' | 'warnOnExit'> {
  return {
    pageId: `onboarding-${step}`,
    back: backToPrevious(locationId, previousPage(step, flow)),
    warnOnExit: location.onboardStatus !== 'complete',
  };
}

/** A shared location says it must be enrolled by the owner; the owner sees the page's own alert. */
export function ownerAlert(owner: boolean, alert: ContainerAlert | null): ContainerAlert | null {
  return owner ? alert : { status: 'info', title: TEXTS.sharedLocationMessage };
}

/** The alert of a page that needs emergency contacts: the owner is told when there are none. */
export function contactsAlert(owner: boolean, noContacts: boolean): ContainerAlert | null {
  return ownerAlert(
    owner,
    noContacts ? { status: 'error', title: TEXTS.noEmergencyContacts } : null,
  );
}

export interface OnboardingContainerProps {
  /** Statistics page id (page views and button stats). */
  pageId: string;
  title: string;
  children?: ReactNode;
  primary?: ContainerAction;
  secondary?: ContainerAction;
  alert?: ContainerAlert | null;
  /** Absent: no Back button. */
  back?: ContainerBack;
  /** Leaving asks with the 'Setup Incomplete' warning first (default: true). */
  warnOnExit?: boolean;
}

const FOOTER_BUTTONS = {
  primary: { look: { colorPalette: 'brand' }, stat: STAT_ACTIONS.ONBOARDING_PRIMARY },
  secondary: { look: { variant: 'outline' }, stat: STAT_ACTIONS.ONBOARDING_SECONDARY },
} as const;

/** A button of the container's footer: records its statistic, then does its action. */
function FooterButton({
  kind,
  action,
  pageId,
}: {
  kind: keyof typeof FOOTER_BUTTONS;
  action: ContainerAction;
  pageId: string;
}) {
  const platform = usePlatform();
  const { look, stat } = FOOTER_BUTTONS[kind];
  return (
    <Button
      {...look}
      size="lg"
      width={{ base: 'full', md: 'auto' }}
      disabled={action.disabled}
      loading={action.loading}
      onClick={() => {
        platform.recordStat({ action: stat, pageId });
        action.onClick();
      }}
    >
      {action.label}
    </Button>
  );
}

/**
 * The onboarding container (spec 2.4): a header with Back and Close around the title, an alert, the
 * page, and a primary and optional secondary button. Close, and Back from the first page, leave
 * onboarding through `platform.exit()`, after the 'Setup Incomplete' warning while setup is unfinished.
 */
export function OnboardingContainer({
  pageId,
  title,
  children,
  primary,
  secondary,
  alert,
  back,
  warnOnExit = true,
}: OnboardingContainerProps) {
  const platform = usePlatform();
  const [warning, setWarning] = useState(false);

  const leave = () => {
    if (warnOnExit) setWarning(true);
    else platform.exit();
  };
  const onBack = () => {
    platform.recordStat({ action: STAT_ACTIONS.ONBOARDING_BACK, pageId });
    if (back === 'exit') leave();
    else if (back) platform.navigate(back.to);
  };
  const onClose = () => {
    platform.recordStat({ action: STAT_ACTIONS.ONBOARDING_CLOSE, pageId });
    leave();
  };

  return (
    <Flex
      direction="column"
      width="full"
      maxW="720px"
      mx="auto"
      minH={{ base: '100dvh', md: 'auto' }}
    >
      <Flex as="header" align="center" gap="2" py="3" borderBottomWidth="1px">
        <Box width="10" flexShrink={0}>
          {back ? (
            <IconButton aria-label="Back" variant="ghost" onClick={onBack}>
              <ChevronLeftIcon />
            </IconButton>
          ) : null}
        </Box>
        <Heading as="h1" size={{ base: 'md', md: 'lg' }} flex="1" textAlign="center">
          {title}
        </Heading>
        <Box width="10" flexShrink={0}>
          <CloseButton aria-label="Close" onClick={onClose} />
        </Box>
      </Flex>
      {alert ? (
        <Alert.Root
          status={alert.status}
          role={alert.status === 'error' || alert.status === 'warning' ? 'alert' : 'status'}
          mt="4"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{alert.title}</Alert.Title>
            {alert.description ? <Alert.Description>{alert.description}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Box as="section" flex="1" py="5">
        {children}
      </Box>
      {primary || secondary ? (
        <Stack
          as="footer"
          direction={{ base: 'column', md: 'row-reverse' }}
          gap="3"
          py="4"
          position="sticky"
          bottom="0"
          bg="bg"
          borderTopWidth={{ base: '1px', md: '0' }}
        >
          {primary ? <FooterButton kind="primary" action={primary} pageId={pageId} /> : null}
          {secondary ? <FooterButton kind="secondary" action={secondary} pageId={pageId} /> : null}
        </Stack>
      ) : null}
      <ExitWarningDialog
        open={warning}
        onContinue={() => setWarning(false)}
        onExit={() => {
          setWarning(false);
          platform.exit();
        }}
      />
    </Flex>
  );
}
