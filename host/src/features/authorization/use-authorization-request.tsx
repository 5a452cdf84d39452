import { useCallback, useRef, useState, type ReactNode } from 'react';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { AUTHORIZATION_REFERRER_KEY } from '../../lib/storage-keys';
import type { StatInput } from 'shared-contracts/platform';
import { dontShowAgainKey, rememberDontShowAgain, shouldAutoConfirm } from 'shared-contracts/rules';
import { authorizationReturnUrl } from 'shared-contracts/handoffs';
import { leavePage } from '../../lib/page-exit';
import { AuthorizeModal } from './components/authorize-modal';

/** The modal's name in its 'don't show again' key (remembered per user). */
export const AUTHORIZE_MODAL_ID = 'authorize';

export interface AuthorizationRequestOptions {
  userId: number;
  /** The provider's authorization page for a location, returning to `redirectUri`. */
  authorizeUrl: (locationId: string, redirectUri: string) => string;
  linkedAccountsUrl: string;
  mobileSession: boolean;
  recordStat: (input: StatInput) => void;
  /** Leaves for the provider's page (window.location.assign). */
  assign?: (url: string) => void;
  /** The page's origin, which the authorization page returns to at /onboard. */
  origin?: string;
}

interface Pending {
  locationId: string;
  returnPath: string;
  resolve: (authorized: boolean) => void;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * The shared Authorize modal behind `platform.requestAuthorization`. Authorize records
 * accept_authorization, stores the return path (the referrer /onboard goes back to), resolves true
 * and goes to the provider's authorization page; Deny records deny_authorization and resolves false;
 * closing the modal resolves false. With 'don't show again' stored, it auto-confirms.
 */
export function useAuthorizationRequest(options: AuthorizationRequestOptions): {
  request: (locationId: string | null, returnPath: string) => Promise<boolean>;
  modal: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const authorize = useCallback((target: Pending, remember: boolean) => {
    const { userId, recordStat, authorizeUrl, assign, origin } = latest.current;
    rememberDontShowAgain(
      storage('localStorage'),
      dontShowAgainKey(AUTHORIZE_MODAL_ID, userId),
      remember,
    );
    recordStat({ action: STAT_ACTIONS.ACCEPT_AUTHORIZATION, pageId: AUTHORIZE_MODAL_ID });
    try {
      storage('sessionStorage')?.setItem(AUTHORIZATION_REFERRER_KEY, target.returnPath);
    } catch {
      // Without storage /onboard falls back to the location selector.
    }
    target.resolve(true);
    const url = authorizeUrl(
      target.locationId,
      authorizationReturnUrl(origin ?? window.location.origin),
    );
    leavePage(() => (assign ?? ((next: string) => window.location.assign(next)))(url));
  }, []);

  const request = useCallback(
    (locationId: string | null, returnPath: string): Promise<boolean> => {
      if (!locationId) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const target = { locationId, returnPath, resolve };
        const key = dontShowAgainKey(AUTHORIZE_MODAL_ID, latest.current.userId);
        if (shouldAutoConfirm(storage('localStorage'), key)) {
          authorize(target, false);
          return;
        }
        setDontShowAgain(false);
        setPending((previous) => {
          previous?.resolve(false);
          return target;
        });
      });
    },
    [authorize],
  );

  const close = (authorized: boolean) => {
    pending?.resolve(authorized);
    setPending(null);
  };

  const modal = (
    <AuthorizeModal
      open={pending !== null}
      dontShowAgain={dontShowAgain}
      onDontShowAgainChange={setDontShowAgain}
      onAuthorize={() => {
        if (!pending) return;
        setPending(null);
        authorize(pending, dontShowAgain);
      }}
      onDeny={() => {
        options.recordStat({ action: STAT_ACTIONS.DENY_AUTHORIZATION, pageId: AUTHORIZE_MODAL_ID });
        close(false);
      }}
      onDismiss={() => close(false)}
      linkedAccountsUrl={options.linkedAccountsUrl}
      openLinksInApp={options.mobileSession}
    />
  );

  return { request, modal };
}
