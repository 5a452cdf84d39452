import { useState, type ComponentType } from 'react';
import { Button, lazyOverlay } from 'ui';
import type { AccountMenuPopupProps } from './account-menu-popup';

/**
 * The menu's code (Chakra's menu machine, positioning, `ui/overlays`) is not needed to show a page,
 * so it loads on the first sign the menu is wanted: the pointer over the trigger, the focus on it, or
 * a press. Until then a button that looks the same stands in; a press on it opens the menu as soon as
 * the code is here, and the focus moves to the real trigger.
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
    // A failed load (offline) leaves the stand-in, and the next press tries again.
    const Popup = popup.useLoaded(wanted, () => {
      setWanted(false);
      setOpenedBy(null);
    });
    if (Popup) return <Popup onLogout={onLogout} openedBy={openedBy} focusTrigger={hadFocus} />;

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
        onFocus={() => {
          setHadFocus(true);
          setWanted(true);
        }}
        onBlur={() => setHadFocus(false)}
        onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
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
