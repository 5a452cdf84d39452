import { useState, type ComponentType } from 'react';
import { lazyOverlay } from 'app-runtime/lazy';
import { Button } from 'ui';
import type { AccountMenuPopupProps } from './account-menu-popup';

/**
 * The menu's code (Chakra's menu machine, positioning, `ui/overlays`) is not needed to show a page,
 * so it loads on the first sign the menu is wanted: the pointer over the trigger, the focus on it, or
 * a press. Until then a button that looks the same stands in; a press on it opens the menu as soon as
 * the code is here, and the focus moves to the real trigger. A press still held when the code arrives
 * opens the menu too: its release lands on the real trigger, which never saw the press, so no click
 * would reach either button.
 */
export const AccountMenu = accountMenuLoading(() =>
  import('./account-menu-popup').then((module) => module.AccountMenuPopup),
);

/** The account menu with its code from `load` (tests pass a load they control). */
export function accountMenuLoading(load: () => Promise<ComponentType<AccountMenuPopupProps>>) {
  const popup = lazyOverlay(load);
  return function AccountMenu({ onLogout }: { onLogout: () => void }) {
    const [wanted, setWanted] = useState(false);
    const [openedBy, setOpenedBy] = useState<AccountMenuPopupProps['openedBy']>(null);
    const [hadFocus, setHadFocus] = useState(false);
    const [pressing, setPressing] = useState(false);
    // A failed load (offline) leaves the stand-in, and the next press tries again.
    const Popup = popup.useLoaded(wanted, () => {
      setWanted(false);
      setOpenedBy(null);
    });
    if (Popup) {
      const opening = openedBy ?? (pressing ? 'pointer' : null);
      return <Popup onLogout={onLogout} openedBy={opening} focusTrigger={hadFocus} />;
    }

    const open = (by: 'pointer' | 'keyboard') => {
      setOpenedBy(by);
      setWanted(true);
    };
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-busy={openedBy !== null && wanted}
        onPointerEnter={() => setWanted(true)}
        onPointerDown={(event) => setPressing(event.button === 0)}
        onPointerLeave={() => setPressing(false)}
        onPointerCancel={() => setPressing(false)}
        onFocus={() => {
          setHadFocus(true);
          setWanted(true);
        }}
        onBlur={() => setHadFocus(false)}
        onClick={(event) => {
          setPressing(false);
          open(event.detail === 0 ? 'keyboard' : 'pointer');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          open('keyboard');
        }}
      >
        Account
      </Button>
    );
  };
}
