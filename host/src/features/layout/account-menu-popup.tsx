import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { Button } from 'ui';
import { Menu, Portal, useMenu } from 'ui/overlays';

export interface AccountMenuPopupProps {
  onLogout: () => void;
  /** The stand-in trigger was pressed before this code arrived: open now, as it was asked. */
  openedBy: 'pointer' | 'keyboard' | null;
  /** The stand-in trigger had the focus: this trigger takes it over. */
  focusTrigger: boolean;
}

const LOGOUT_VALUE = 'logout';

/** The account menu itself (Chakra's Menu, from `ui/overlays`), loaded by account-menu.tsx. */
export function AccountMenuPopup({ onLogout, openedBy, focusTrigger }: AccountMenuPopupProps) {
  const menu = useMenu();
  const trigger = useRef<HTMLButtonElement>(null);
  // The focus moves in the commit that replaces the stand-in, so no key press falls in between.
  const takeFocus = useEffectEvent(() => {
    if (focusTrigger || openedBy) trigger.current?.focus();
  });
  useLayoutEffect(() => takeFocus(), []);
  // What the stand-in was asked, done once through the menu's own API when its machine runs: a
  // keyboard opening highlights the first item, as the trigger's arrow keys do.
  const open = useEffectEvent(() => {
    if (!openedBy) return;
    menu.api.setOpen(true);
    if (openedBy === 'keyboard') menu.api.setHighlightedValue(LOGOUT_VALUE);
  });
  useEffect(() => open(), []);
  return (
    <Menu.RootProvider value={menu}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="ghost" size="sm" aria-label="Account menu">
          Account
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={LOGOUT_VALUE} onSelect={onLogout}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.RootProvider>
  );
}
