import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { UiProvider } from 'ui';
import { accountMenuLoading } from './account-menu';
import { AccountMenuPopup, type AccountMenuPopupProps } from './account-menu-popup';

type Popup = ComponentType<AccountMenuPopupProps>;

/** An account menu whose code arrives when the test says, or fails to. */
function renderMenu() {
  const loads: { resolve: (popup: Popup) => void; reject: (error: Error) => void }[] = [];
  const AccountMenu = accountMenuLoading(
    () => new Promise<Popup>((resolve, reject) => loads.push({ resolve, reject })),
  );
  const onLogout = jest.fn();
  render(
    <UiProvider>
      <AccountMenu onLogout={onLogout} />
    </UiProvider>,
  );
  const arrive = () => act(async () => loads.at(-1)?.resolve(AccountMenuPopup));
  const fail = () => act(async () => loads.at(-1)?.reject(new Error('ChunkLoadError: offline')));
  return { loads, onLogout, arrive, fail };
}

const trigger = () => screen.getByRole('button', { name: 'Account menu' });

/** The open menu takes the focus a frame after it shows; an Enter before that goes to the trigger. */
const menuHasFocus = () => waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());

test('the menu code is not loaded with the page; the pointer over the trigger loads it', async () => {
  const { loads, arrive } = renderMenu();
  const user = userEvent.setup();
  expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  expect(loads).toHaveLength(0);

  await user.hover(trigger());
  expect(loads).toHaveLength(1);
  await arrive();
  // The stand-in is replaced by the menu's own trigger, which controls the (closed) menu.
  expect(trigger()).toHaveAttribute('aria-controls');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('a press before the code is here opens the menu when it arrives; Logout logs out', async () => {
  const { onLogout, arrive } = renderMenu();
  const user = userEvent.setup();
  await user.click(trigger());
  expect(trigger()).toHaveAttribute('aria-busy', 'true');
  await arrive();
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('the code arriving between a press and its release still opens the menu', async () => {
  const { onLogout, arrive } = renderMenu();
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: trigger() });
  await arrive();
  // The release lands on the loaded trigger, which did not see the press.
  await user.pointer({ keys: '[/MouseLeft]', target: trigger() });
  expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  // Chosen by keyboard: which item a pointer highlights hangs on the menu library's modality
  // tracking, which jsdom's focus timing leaves to chance once an earlier test has clicked.
  await menuHasFocus();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('a press that leaves the trigger before the code arrives opens nothing', async () => {
  const { arrive } = renderMenu();
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target: trigger() });
  await user.pointer({ target: document.body });
  await arrive();
  expect(trigger()).toHaveAttribute('aria-controls');
  await user.pointer({ keys: '[/MouseLeft]', target: document.body });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('by keyboard: the loaded trigger takes the focus over, and Enter opens on the first item', async () => {
  const { onLogout, arrive } = renderMenu();
  const user = userEvent.setup();
  await user.tab();
  expect(trigger()).toHaveFocus();
  await arrive();
  expect(trigger()).toHaveAttribute('aria-controls');
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'Logout' })).toHaveAttribute(
    'data-highlighted',
  );
  await menuHasFocus();
  await user.keyboard('{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('an arrow key before the code is here opens the menu on its first item when it arrives', async () => {
  const { onLogout, arrive } = renderMenu();
  const user = userEvent.setup();
  await user.tab();
  await user.keyboard('{ArrowDown}');
  await arrive();
  const logout = await screen.findByRole('menuitem', { name: 'Logout' });
  expect(logout).toHaveAttribute('data-highlighted');
  await menuHasFocus();
  await user.keyboard('{Enter}');
  expect(onLogout).toHaveBeenCalledTimes(1);
});

test('when the code cannot be fetched the stand-in stays, and the next press tries again', async () => {
  const { loads, fail, arrive } = renderMenu();
  const user = userEvent.setup();
  await user.click(trigger());
  await fail();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger()).toHaveAttribute('aria-busy', 'false');
  expect(trigger()).not.toHaveAttribute('aria-controls');

  await user.click(trigger());
  expect(loads).toHaveLength(2);
  await arrive();
  expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
});
