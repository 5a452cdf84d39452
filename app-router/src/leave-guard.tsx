import { useCallback, useEffect, type MouseEvent, type Ref } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useHref,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router-dom';

/**
 * Asked before the product's own navigation leaves the page: it calls `leave` to go on, or does
 * nothing to stay (e.g. after asking the user in a modal).
 */
export type LeaveGuard = (leave: () => void) => void;

// One list for the page: app-router is a shared singleton, so a guard a remote's page sets also
// holds the host's links and buttons. The latest guard asks.
const guards: LeaveGuard[] = [];

function whenAllowed(go: () => void): void {
  const guard = guards.at(-1);
  if (guard === undefined) go();
  else guard(go);
}

/**
 * While `guard` is not null, navigation through this package's `Link`, `NavLink` and `useNavigate`
 * (the host's and every remote's) asks it first. A declarative router has no blocker, and the
 * browser's own Back button is not asked; a closing tab is the page's `beforeunload`.
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  useEffect(() => {
    if (guard === null) return undefined;
    guards.push(guard);
    return () => {
      const index = guards.lastIndexOf(guard);
      if (index !== -1) guards.splice(index, 1);
    };
  }, [guard]);
}

/** react-router's `useNavigate`, through the page's leave guard. */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      whenAllowed(() => {
        if (typeof to === 'number') void navigate(to);
        else void navigate(to, options);
      });
    },
    [navigate],
  );
}

/** A click the router would handle in this tab (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (target === undefined || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

type GuardedProps = Pick<
  LinkProps,
  | 'to'
  | 'replace'
  | 'state'
  | 'target'
  | 'reloadDocument'
  | 'preventScrollReset'
  | 'relative'
  | 'viewTransition'
  | 'onClick'
>;

/** The click handler of a guarded link: the guard asks before the router navigates. */
function useGuardedClick(props: GuardedProps) {
  const navigate = useRouterNavigate();
  const href = useHref(props.to, { relative: props.relative });
  const { pathname, search, hash } = useLocation();
  const { onClick, target, reloadDocument, to } = props;
  const options: NavigateOptions = {
    replace: props.replace,
    state: props.state,
    preventScrollReset: props.preventScrollReset,
    relative: props.relative,
    viewTransition: props.viewTransition,
  };
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || guards.length === 0) return;
    // A document load is asked by the page's beforeunload; the same address leaves nothing.
    if (reloadDocument || !isPlainClick(event, target)) return;
    if (href === pathname + search + hash) return;
    event.preventDefault();
    whenAllowed(() => void navigate(to, options));
  };
}

/** react-router's `Link`, through the page's leave guard. */
export function Link({ ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const onClick = useGuardedClick(props);
  return <RouterLink ref={ref} {...props} onClick={onClick} />;
}

/** react-router's `NavLink`, through the page's leave guard. */
export function NavLink({ ref, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const onClick = useGuardedClick(props);
  return <RouterNavLink ref={ref} {...props} onClick={onClick} />;
}
