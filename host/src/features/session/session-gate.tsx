import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Session } from 'shared-contracts/entities';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { sessionQuery } from 'shared-contracts/api';
import { Alert, Center } from 'ui';
import { LoadingState } from '../../components/loading-state';

/** Spec 2.1: what a private route shows when the user is not authorized. */
export const NOT_AUTHORIZED_MESSAGE = ERROR_MESSAGES.notAuthorized;

/**
 * Verifies the session before any private route renders. A 400/401 is handled by the API client
 * (sign-in with a return path); any other failure leaves the user on an explicit error.
 */
export function SessionGate({ children }: { children: (session: Session) => ReactNode }) {
  const session = useQuery(sessionQuery());
  if (session.isPending) return <LoadingState minH="50vh" />;
  if (session.isError) {
    return (
      <Center minH="50vh" px="4">
        <Alert.Root status="error" maxW="lg">
          <Alert.Indicator />
          <Alert.Title>{NOT_AUTHORIZED_MESSAGE}</Alert.Title>
        </Alert.Root>
      </Center>
    );
  }
  return <>{children(session.data)}</>;
}
