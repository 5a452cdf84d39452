import { screen, waitFor, within } from '@testing-library/react';
import type { FeatureFlags } from 'shared-contracts/constants';
import type { EnvironmentConfig } from 'shared-contracts/platform';
import {
  buildEnvironmentConfig,
  buildGuard,
  createFakePlatform,
  requestsOf,
  type ApiFixture,
  setupApiServer,
  expectErrorReportsNamed,
} from 'shared-contracts/testing';
import { renderWithProviders } from '../../testing/render';
import { PrivateGuardPage } from './private-guard-page';

const expectReports = expectErrorReportsNamed();

const api = setupApiServer();
afterEach(() => {
  sessionStorage.clear();
});

function setup(
  options: {
    flags?: FeatureFlags;
    fixture?: Partial<ApiFixture>;
    config?: EnvironmentConfig | null;
  } = {},
) {
  const fixture = api.use(options.fixture);
  const platform = createFakePlatform({
    flags: { 'next-private-guard': true, ...options.flags },
    ...(options.config === undefined ? {} : { config: options.config }),
  });
  return { ...renderWithProviders(<PrivateGuardPage />, { platform }), fixture };
}

async function openForm(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Guard Info' }));
  return screen.findByRole('textbox', { name: /Company Name/ });
}

const phoneInput = () => screen.getByRole('textbox', { name: /Phone Number/ });

/** Types by pasting: the same events a user makes, fast. */
async function fill(user: ReturnType<typeof setup>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

test('without a guard: description, Add Guard Info and the No Info Added card', async () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Private Guard', level: 1 })).toBeVisible();
  expect(
    screen.getByText(/Register a private security company to be dispatched instead of police/),
  ).toBeVisible();
  expect(await screen.findByText('No Info Added')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add Guard Info' })).toBeVisible();
  expectReports('There was an error getting guard (http 404)');
});

test('the form: company name with its counter, US-only country, phone', async () => {
  const { user } = setup();
  const name = await openForm(user);
  expect(screen.queryByText('No Info Added')).not.toBeInTheDocument();
  expect(screen.getByText('0/50')).toBeVisible();
  await fill(user, name, 'Acme');
  expect(screen.getByText('4/50')).toBeVisible();
  const country = screen.getByRole('combobox', { name: 'Country' });
  expect(
    within(country)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['United States (+1)']);
  expect(phoneInput()).toHaveAttribute('type', 'tel');
  expectReports('There was an error getting guard (http 404)');
});

test('every validation message; nothing is sent while invalid', async () => {
  const { user, fixture } = setup();
  const name = await openForm(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  expect(name).toHaveFocus();

  await user.click(name);
  await user.paste('A'.repeat(51));
  expect(screen.getByText('This field should be less than 50 characters.')).toBeVisible();
  expect(screen.getByText('51/50')).toBeVisible();
  await user.clear(name);
  await user.paste('Acme 🛡️ Security');
  expect(screen.getByText('Emojis are not supported. Please try again.')).toBeVisible();
  await user.clear(name);
  await user.paste('Acme Security');
  expect(screen.queryByText('Emojis are not supported. Please try again.')).not.toBeInTheDocument();

  const phone = phoneInput();
  const cases: [string, string][] = [
    ['20255', 'Phone number is too short.'],
    ['2025550199999999', 'Phone number is too long.'],
    ['+44 20 7946 0958', 'Invalid country code.'],
    ['(123) 456-7890', 'Enter a valid phone number.'],
  ];
  for (const [typed, message] of cases) {
    await user.clear(phone);
    await user.paste(typed);
    await user.tab();
    expect(screen.getByText(message)).toBeVisible();
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(phone).toHaveFocus();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(requestsOf(fixture, 'saveGuard')).toHaveLength(0);
  expectReports('There was an error getting guard (http 404)');
});

test('Save asks to default to this guard; Confirm creates it, pending with the 1-business-day note', async () => {
  const { user, fixture } = setup();
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await fill(user, phoneInput(), '(202) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Default to this Private Guard for emergency dispatches?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requestsOf(fixture, 'saveGuard')).toHaveLength(0);
  expect(name).toHaveValue('Acme Security');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Pending confirmation')).toBeVisible();
  expect(
    screen.getByText(/A confirmation email is expected within 1 business day\./),
  ).toBeVisible();
  expect(requestsOf(fixture, 'saveGuard')[0]?.body).toEqual({
    agencyName: 'Acme Security',
    phone: '+12025550199',
  });
  const info = within(screen.getByRole('region', { name: 'Guard Info' }));
  expect(info.getByText('Acme Security')).toBeVisible();
  expect(info.getByText('(202) 555-0199')).toBeVisible();
  expect(
    info.getByText('To make any changes contact support at support@config.example.test.'),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Add Guard Info' })).not.toBeInTheDocument();
  expectReports('There was an error getting guard (http 404)');
});

test('a failed save shows the spec error and keeps what was typed', async () => {
  const { user, platform } = setup({ fixture: { failures: { saveGuard: 500 } } });
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await fill(user, phoneInput(), '202-555-0199');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'There was an error creating guard',
      status: 'error',
    }),
  );
  expect(name).toHaveValue('Acme Security');
  expect(phoneInput()).toHaveValue('202-555-0199');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expectReports(
    'There was an error getting guard (http 404)',
    'There was an error creating guard (http 500)',
  );
});

test('an approved guard shows its info without the pending callout; no Remove without its flag', async () => {
  setup({ fixture: { guards: { 'loc-1': buildGuard({ approved: true }) } } });
  expect(await screen.findByRole('region', { name: 'Guard Info' })).toBeVisible();
  expect(screen.getByText('Acme Security')).toBeVisible();
  expect(screen.queryByText('Pending confirmation')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove Private Guard' })).not.toBeInTheDocument();
});

test("changes go to the environment's support address, and to none where it has none", async () => {
  const guards = { 'loc-1': buildGuard({ approved: true }) };
  const config = buildEnvironmentConfig({ supportEmail: 'guards@prod.example.test' });
  const { unmount } = setup({ fixture: { guards }, config });
  expect(
    await screen.findByText('To make any changes contact support at guards@prod.example.test.'),
  ).toBeVisible();
  unmount();
  setup({ fixture: { guards }, config: null });
  expect(await screen.findByText('To make any changes contact support.')).toBeVisible();
});

test('with the delete flag, Remove asks first; once removed, police are requested instead', async () => {
  const { user, fixture, platform } = setup({
    flags: { 'next-private-guard-delete': true },
    fixture: { guards: { 'loc-1': buildGuard({ approved: true }) } },
  });
  await user.click(await screen.findByRole('button', { name: 'Remove Private Guard' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove Private Guard?' });
  expect(dialog).toHaveTextContent('Once removed, police are requested instead in an emergency.');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('No Info Added')).toBeVisible();
  expect(requestsOf(fixture, 'removeGuard')).toHaveLength(1);
  expect(platform.calls.toast).toContainEqual({
    title: 'Private Guard removed. Police will be requested in an emergency.',
    status: 'success',
  });
});

test('a failed removal keeps the guard and shows the spec error', async () => {
  const { user, platform } = setup({
    flags: { 'next-private-guard-delete': true },
    fixture: { guards: { 'loc-1': buildGuard() }, failures: { removeGuard: 500 } },
  });
  await user.click(await screen.findByRole('button', { name: 'Remove Private Guard' }));
  await user.click(await screen.findByRole('button', { name: 'Remove' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'There was an error removing guard',
      status: 'error',
    }),
  );
  expect(screen.getByRole('region', { name: 'Guard Info' })).toBeVisible();
  expectReports('There was an error removing guard (http 500)');
});

test('a failed read shows the spec message with a retry', async () => {
  const { user, fixture } = setup({ fixture: { failures: { getGuard: 500 } } });
  expect(await screen.findByText('There was an error getting guard')).toBeVisible();
  fixture.failures = {};
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No Info Added')).toBeVisible();
  expectReports(
    'There was an error getting guard (http 500)',
    'There was an error getting guard (http 404)',
  );
});

test('unsaved input outlives the page (a session that expired on Save) and reopens the form', async () => {
  const { user, unmount, platform } = setup({ fixture: { failures: { saveGuard: 401 } } });
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await fill(user, phoneInput(), '202-555-0199');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() =>
    expect(platform.calls.toast).toContainEqual({
      title: 'There was an error creating guard',
      status: 'error',
    }),
  );
  unmount();

  setup();
  expect(await screen.findByRole('textbox', { name: /Company Name/ })).toHaveValue('Acme Security');
  expect(phoneInput()).toHaveValue('202-555-0199');
  expect(screen.queryByRole('button', { name: 'Add Guard Info' })).not.toBeInTheDocument();
  expectReports(
    'There was an error getting guard (http 404)',
    'There was an error creating guard (http 401)',
    'There was an error getting guard (http 404)',
  );
});

test('a saved guard forgets the unsaved input', async () => {
  const { user, unmount } = setup();
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await fill(user, phoneInput(), '(202) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Pending confirmation')).toBeVisible();
  unmount();

  setup();
  expect(await screen.findByText('No Info Added')).toBeVisible();
  expect(screen.queryByRole('textbox', { name: /Company Name/ })).not.toBeInTheDocument();
  expectReports(
    'There was an error getting guard (http 404)',
    'There was an error getting guard (http 404)',
  );
});

test('Cancel forgets the unsaved input', async () => {
  const { user, unmount } = setup();
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('No Info Added')).toBeVisible();
  unmount();

  const { user: again } = setup();
  expect(await openForm(again)).toHaveValue('');
  expectReports(
    'There was an error getting guard (http 404)',
    'There was an error getting guard (http 404)',
  );
});

test('a guard saved and then removed on the same visit leaves No Info Added, not the form', async () => {
  const { user } = setup({ flags: { 'next-private-guard-delete': true } });
  const name = await openForm(user);
  await fill(user, name, 'Acme Security');
  await fill(user, phoneInput(), '(202) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await user.click(await screen.findByRole('button', { name: 'Remove Private Guard' }));
  await user.click(await screen.findByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('No Info Added')).toBeVisible();
  expect(screen.queryByRole('textbox', { name: /Company Name/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Guard Info' })).toBeVisible();
  expectReports('There was an error getting guard (http 404)');
});
