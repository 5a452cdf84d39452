import { expect, test } from '../fixtures/test';
import { authorize, pressAuthorize } from './onboarding-support';
import { labelOf } from '../fixtures/locators';
import { expectToast, underEachFault } from './faults-support';

// Every mutation under an API 500, a browser-side timeout and network loss: the spec's message
// (section 8), the control back to the server's truth, nothing typed lost; then, with the API back,
// the same action succeeds and the server has it. One page load per mutation.

// Each test makes the same action four times (three faults, then success), each with its toast:
// twice the usual time for one journey.
test.describe.configure({ timeout: 60_000 });
// What these tests look at is the message and the state after each fault, not motion: with reduced
// motion (which the product honours) each of their toasts and dialogs comes and goes without its
// animation. The other journeys keep the motion most people see.
test.use({ reducedMotion: 'reduce' });

const OWNER = '/api/neighbors/1001';
const OWNER_LOCATION = `${OWNER}/locations/loc-1001-1`;

test.describe('devices page (owner-complete)', () => {
  test.beforeEach(async ({ page, signInAs }) => {
    await signInAs('owner-complete');
    await page.goto('/locations/loc-1001-1/devices');
    await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  });

  test('enroll, then unenroll', async ({ page, sandbox }) => {
    const backyard = page.getByRole('switch', { name: 'Backyard' });
    await expect(backyard).not.toBeChecked();
    await underEachFault(page, { method: 'POST', url: `**${OWNER}/devices` }, async () => {
      await labelOf(backyard).click();
      await expectToast(page, 'Error enrolling the Backyard device');
      await expect(backyard).not.toBeChecked();
      await expect(backyard).toBeEnabled();
    });
    await labelOf(backyard).click();
    await expectToast(page, 'Backyard successfully enrolled in Virtual Security Guard');
    await expect(backyard).toBeChecked();

    const frontDoor = page.getByRole('switch', { name: 'Front Door' });
    await expect(frontDoor).toBeChecked();
    await underEachFault(page, { method: 'DELETE', url: `**${OWNER}/devices/*` }, async () => {
      await labelOf(frontDoor).click();
      await expectToast(page, 'Error unenrolling the Front Door device');
      await expect(frontDoor).toBeChecked();
      await expect(frontDoor).toBeEnabled();
    });
    await labelOf(frontDoor).click();
    await expectToast(page, 'Front Door successfully unenrolled from Virtual Security Guard');
    await expect(frontDoor).not.toBeChecked();

    const { devices } = await sandbox.locationState('loc-1001-1');
    const enrolled = (name: string) =>
      devices.find((device) => device.name === name)?.starkEnrolled;
    expect(enrolled('Backyard')).toBe(true);
    expect(enrolled('Front Door')).toBe(false);
  });

  test('siren off, then automated warning on', async ({ page, sandbox }) => {
    const preferencesPut = { method: 'PUT', url: `**${OWNER_LOCATION}/preferences` } as const;
    const siren = page.getByRole('switch', { name: 'Siren Access' });
    const confirm = page.getByRole('alertdialog', { name: 'Turn Off Siren' });
    await expect(siren).toBeChecked();
    const turnOff = async () => {
      await labelOf(siren).click();
      await confirm.getByRole('button', { name: 'Turn Off' }).click();
    };
    await underEachFault(page, preferencesPut, async () => {
      await turnOff();
      await expectToast(page, 'Error changing the preference siren to false');
      await expect(siren).toBeChecked();
      await expect(confirm).toHaveCount(0);
    });
    await turnOff();
    await expectToast(page, 'Preference siren successfully unsubscribed');
    await expect(siren).not.toBeChecked();

    const warning = page.getByRole('switch', { name: 'Automated Warning' });
    await expect(warning).not.toBeChecked();
    await underEachFault(page, preferencesPut, async () => {
      await labelOf(warning).click();
      await expectToast(page, 'Error changing the preference automated warning to true');
      await expect(warning).not.toBeChecked();
    });
    await labelOf(warning).click();
    await expectToast(page, 'Preference automated warning successfully enabled');
    await expect(warning).toBeChecked();

    const { location } = await sandbox.locationState('loc-1001-1');
    expect(location.preferences).toMatchObject({
      sirenEnabled: false,
      automatedResponsesEnabled: true,
    });
  });
});

test('guard monitoring: pause, then resume (owner-complete)', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  const statePost = { method: 'POST', url: `**${OWNER_LOCATION}/state` } as const;
  const guardSwitch = page.getByRole('switch', { name: 'Guard Monitoring' });
  const modal = page.getByRole('alertdialog', { name: 'Pause Virtual Security Guard?' });
  const banner = page.getByRole('region', { name: 'Pause banner' });
  await expect(guardSwitch).toBeChecked();
  const pause = async () => {
    await labelOf(guardSwitch).click();
    await modal.getByRole('button', { name: 'Pause', exact: true }).click();
  };
  await underEachFault(page, statePost, async () => {
    await pause();
    await expectToast(page, 'Failed changing VSG State.');
    await expect(guardSwitch).toBeChecked();
    await expect(modal).toHaveCount(0);
  });
  await pause();
  await expect(guardSwitch).not.toBeChecked();
  expect((await sandbox.locationState('loc-1001-1')).location.paused).toBe(true);

  await underEachFault(page, statePost, async () => {
    await banner.getByRole('button', { name: 'Resume' }).click();
    await expectToast(page, 'Failed changing VSG State.');
    await expect(guardSwitch).not.toBeChecked();
    await expect(banner).toBeVisible();
  });
  await labelOf(guardSwitch).click();
  await expect(guardSwitch).toBeChecked();
  await expect(banner).toHaveCount(0);
  expect((await sandbox.locationState('loc-1001-1')).location.paused).toBe(false);
});

test('alert preferences save', async ({ page, signInAs, sandbox }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/alerts');
  const delivery = page.getByRole('checkbox', { name: 'Text James Chen for Delivery' });
  await expect(delivery).not.toBeChecked();
  await labelOf(delivery).click();
  await underEachFault(
    page,
    { method: 'PUT', url: `**${OWNER_LOCATION}/preferences` },
    async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'There was an error saving changes, please try again.');
      // The unsaved choice is still there to save again.
      await expect(delivery).toBeChecked();
    },
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Alert preferences saved.');
  const { location } = await sandbox.locationState('loc-1001-1');
  expect(location.alertPreferences['30Sms']?.length).toBeGreaterThan(0);
  await page.reload();
  await expect(delivery).toBeChecked();
});

test('private guard: save, then remove (owner-complete)', async ({ page, signInAs, sandbox }) => {
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/private-guard');
  const guardUrl = `**${OWNER_LOCATION}/guard`;
  await page.getByRole('button', { name: 'Add Guard Info' }).click();
  const name = page.getByRole('textbox', { name: /Company Name/ });
  const phone = page.getByRole('textbox', { name: /Phone Number/ });
  await name.fill('Sentinel Patrol');
  await phone.fill('(415) 555-0142');
  const confirm = page.getByRole('alertdialog', {
    name: 'Default to this Private Guard for emergency dispatches?',
  });
  const save = async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  };
  await underEachFault(page, { method: 'PUT', url: guardUrl }, async () => {
    await save();
    await expectToast(page, 'There was an error creating guard');
    await expect(name).toHaveValue('Sentinel Patrol');
    await expect(phone).toHaveValue('(415) 555-0142');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
  await save();
  const info = page.getByRole('region', { name: 'Guard Info' });
  await expect(info).toContainText('Sentinel Patrol');
  expect((await sandbox.locationState('loc-1001-1')).location.guard).toMatchObject({
    agencyName: 'Sentinel Patrol',
    phone: '+14155550142',
  });

  const remove = async () => {
    await page.getByRole('button', { name: 'Remove Private Guard' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove Private Guard?' })
      .getByRole('button', { name: 'Remove' })
      .click();
  };
  await underEachFault(page, { method: 'DELETE', url: guardUrl }, async () => {
    await remove();
    await expectToast(page, 'There was an error removing guard');
    await expect(info).toContainText('Sentinel Patrol');
  });
  await remove();
  await expectToast(page, 'Private Guard removed. Police will be requested in an emergency.');
  await expect(page.getByText('No Info Added')).toBeVisible();
  expect((await sandbox.locationState('loc-1001-1')).location.guard).toBeNull();
});

test('free trial start (trial-available)', async ({ page, signInAs, sandbox }) => {
  await signInAs('trial-available');
  await page.goto('/locations/loc-1002-1/free-trial');
  const start = page.getByRole('button', { name: 'START FREE TRIAL' });
  await underEachFault(
    page,
    { method: 'POST', url: '**/api/neighbors/1002/locations/loc-1002-1/entitlement' },
    async () => {
      await start.click();
      await expectToast(page, 'There was an error starting the free trial');
      await expect(start).toBeEnabled();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
  );
  await start.click();
  await expect(page.getByRole('progressbar', { name: 'Starting your free trial…' })).toBeVisible();
  await expect
    .poll(async () => (await sandbox.locationState('loc-1002-1')).location.subscription)
    .toMatchObject({ freeTrialStatus: 'ACTIVE' });
});

test('free trial cancel (trial-active)', async ({ page, signInAs, sandbox }) => {
  await signInAs('trial-active');
  await page.goto('/locations/loc-1008-1/trial-management');
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your free trial?' });
  const cancel = async () => {
    await page.getByRole('button', { name: 'Cancel Trial' }).click();
    await confirm.getByRole('button', { name: 'Cancel Trial' }).click();
  };
  await underEachFault(
    page,
    { method: 'DELETE', url: '**/api/neighbors/1008/locations/loc-1008-1/entitlement' },
    async () => {
      await cancel();
      await expectToast(page, 'There was an error canceling the free trial');
      await expect(confirm).toHaveCount(0);
      await expect(page).toHaveURL(/\/locations\/loc-1008-1\/trial-management$/);
      await expect(page.getByText(/^\d+ days? left$/)).toBeVisible();
    },
  );
  await cancel();
  await expect(page).toHaveURL(/\/free-trial-canceled$/);
  const { location } = await sandbox.locationState('loc-1008-1');
  expect(location.subscription?.freeTrialStatus).toBe('UNAVAILABLE');
});

test('end alarm practice (practice-mode)', async ({ page, signInAs, sandbox }) => {
  await signInAs('practice-mode');
  await page.goto('/locations/loc-1009-1/events-summary');
  const end = page.getByRole('button', { name: 'End Alarm Practice' });
  await underEachFault(
    page,
    { method: 'POST', url: '**/api/neighbors/1009/locations/loc-1009-1/endalarmpractice' },
    async () => {
      await end.click();
      await expectToast(page, 'Failed ending alarm practice.');
      await expect(end).toBeEnabled();
    },
  );
  await end.click();
  await expectToast(page, 'Successfully ended alarm practice.');
  await expect(end).toHaveCount(0);
  expect((await sandbox.locationState('loc-1009-1')).location.monitoringStatus).toBe(
    'PROFESSIONAL',
  );
});

test('onboarding complete (onboarding)', async ({ page, signInAs, sandbox }) => {
  await signInAs('onboarding');
  await page.goto('/onboarding/loc-1003-1');
  const completeSetup = async (failing: boolean) => {
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    // A failing onboarding fails after Authorize, before the page leaves for the provider.
    if (failing) await pressAuthorize(page);
    else await authorize(page);
  };
  await underEachFault(
    page,
    {
      method: 'POST',
      url: /\/api\/neighbors\/1003\/locations\/loc-1003-1\/onboarding(-complete)?$/,
    },
    async () => {
      await completeSetup(true);
      await expect(page).toHaveURL(/\/onboarding\/loc-1003-1\/onboarding-error$/);
      await expect(
        page.getByText(
          "Sorry! We couldn't activate Virtual Security Guard. Please tap retry so we can try that once more.",
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page).toHaveURL(/\/onboarding\/loc-1003-1$/);
    },
  );
  await completeSetup(false);
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  expect((await sandbox.locationState('loc-1003-1')).location.onboardStatus).toBe('complete');
});

// The browser's own reads failing: the first one on a page the browser renders.
test.describe('rendered by the browser', () => {
  test.use({ renderedBy: 'browser' });

  test('reads: the settings devices list and the host selector fail visibly and Try again recovers', async ({
    page,
    signInAs,
  }) => {
    await signInAs('multi-location');
    await page.goto('/locations/loc-1007-1/devices');
    await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    // The first fault on a fresh load, the next ones on Try again.
    const readAgain = async (url: string) => {
      if (await tryAgain.isVisible()) await tryAgain.click();
      else await page.goto(url);
    };
    const devicesError = page.getByText('There was an error getting devices');
    await underEachFault(
      page,
      { method: 'GET', url: '**/api/neighbors/1007/locations/loc-1007-1/devices' },
      async () => {
        await readAgain('/locations/loc-1007-1/devices');
        await expect(devicesError).toBeVisible();
      },
    );
    await tryAgain.click();
    await expect(devicesError).toHaveCount(0);
    await expect(page.getByRole('switch').first()).toBeVisible();

    const locationsError = page.getByText('There was an error getting locations');
    await underEachFault(
      page,
      { method: 'GET', url: '**/api/neighbors/1007/locations' },
      async () => {
        await readAgain('/locations');
        await expect(locationsError).toBeVisible();
      },
    );
    await tryAgain.click();
    await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  });
});
