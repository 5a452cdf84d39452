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
  /** The caller's steps between Authorize and leaving (Platform's `beforeLeaving`). */
  beforeLeaving?: (() => Promise<void>) | undefined;
  resolve: (authorized: boolean) => void;
  reject: (error: unknown) => void;
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
 * accept_authorization, runs the caller's `beforeLeaving` steps while the modal waits (a rejection
 * closes it, stays on the page and rejects the request), stores the return path (the referrer
 * /onboard goes back to), resolves true and goes to the provider's authorization page; Deny
 * records deny_authorization and resolves false; closing the modal resolves false. With 'don't
 * show again' stored, it auto-confirms.
 */
export function useAuthorizationRequest(options: AuthorizationRequestOptions): {
  request: (
    locationId: string | null,
    returnPath: string,
    beforeLeaving?: () => Promise<void>,
  ) => Promise<boolean>;
  modal: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  // The caller's steps run: the modal waits, and nothing but their end closes it.
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  /** Resolves whether the page is leaving; false when the caller's steps failed. */
  const authorize = useCallback(async (target: Pending, remember: boolean) => {
    const { userId, recordStat } = latest.current;
    rememberDontShowAgain(
      storage('localStorage'),
      dontShowAgainKey(AUTHORIZE_MODAL_ID, userId),
      remember,
    );
    recordStat({ action: STAT_ACTIONS.ACCEPT_AUTHORIZATION, pageId: AUTHORIZE_MODAL_ID });
    if (target.beforeLeaving) {
      try {
        await target.beforeLeaving();
      } catch (error) {
        target.reject(error);
        return false;
      }
    }
    const { authorizeUrl, assign, origin } = latest.current;
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
    return true;
  }, []);

  const request = useCallback(
    (
      locationId: string | null,
      returnPath: string,
      beforeLeaving?: () => Promise<void>,
    ): Promise<boolean> => {
      if (!locationId) return Promise.resolve(false);
      return new Promise<boolean>((resolve, reject) => {
        const target = { locationId, returnPath, beforeLeaving, resolve, reject };
        const key = dontShowAgainKey(AUTHORIZE_MODAL_ID, latest.current.userId);
        if (shouldAutoConfirm(storage('localStorage'), key)) {
          // No modal to wait in: the caller's own page shows its steps running.
          void authorize(target, false);
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
      busy={busy}
      dontShowAgain={dontShowAgain}
      onDontShowAgainChange={setDontShowAgain}
      onAuthorize={() => {
        if (!pending || busy) return;
        if (!pending.beforeLeaving) {
          setPending(null);
          void authorize(pending, dontShowAgain);
          return;
        }
        // The modal stays, waiting, until the page leaves; it closes if the steps fail.
        setBusy(true);
        void authorize(pending, dontShowAgain).then((leaving) => {
          if (leaving) return;
          setBusy(false);
          setPending(null);
        });
      }}
      onDeny={() => {
        if (busy) return;
        options.recordStat({ action: STAT_ACTIONS.DENY_AUTHORIZATION, pageId: AUTHORIZE_MODAL_ID });
        close(false);
      }}
      onDismiss={() => {
        if (!busy) close(false);
      }}
      linkedAccountsUrl={options.linkedAccountsUrl}
      openLinksInApp={options.mobileSession}
    />
  );

  return { request, modal };
}
