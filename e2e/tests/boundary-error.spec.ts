import { expect, test } from '../fixtures/test';
import { HOST } from './host-support';

// A render error in the host's own code shows the boundary error page inside
// the layout, not a blank screen. sandbox-api answers malformed data (a 200 of the wrong shape);
// no remote is faked.

test('a host page that fails to render shows the boundary page; Back to Control Center leaves it', async ({
  page,
  signInAs,
  sandbox,
}) => {
  await signInAs('multi-location');
  const boundary = page.getByRole('alert').filter({ hasText: 'There was a problem' });

  // The location selector: the locations answered as an object instead of a list.
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/1007/locations',
    status: 200,
    body: { items: [] },
  });
  await page.goto('/locations');
  await expect(boundary.getByRole('heading', { name: 'There was a problem' })).toBeVisible();
  await expect(boundary.getByText('Sorry, something went wrong.')).toBeVisible();
  await expect(boundary.getByRole('button', { name: 'Back to Control Center' })).toBeVisible();
  // The layout stays around it.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // /onboard with a location in context: the Platform looks it up in those locations above the
  // layout, so the boundary page shows without it (before, a blank screen).
  await page.goto('/onboard?error_code=access_denied&locationId=loc-1007-1');
  await expect(boundary.getByText('Sorry, something went wrong.')).toBeVisible();
  await expect(boundary.getByRole('button', { name: 'Back to Control Center' })).toBeVisible();

  // The settings guard (remote-settings' route table, run before the page renders): a status with
  // no details.
  await sandbox.clearFaults();
  await sandbox.fault({
    method: 'GET',
    path: '/api/neighbors/1007/locations/loc-1007-1/status',
    status: 200,
    body: { status: 'INACTIVE' },
  });
  await page.goto('/locations/loc-1007-1/events-summary');
  await expect(boundary.getByText('Sorry, something went wrong.')).toBeVisible();
  // The boundary page, not the settings area's own (which offers a Retry): the page never rendered.
  await expect(boundary.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await boundary.getByRole('button', { name: 'Back to Control Center' }).click();
  await expect(page).toHaveURL(`${HOST}/locations`);
  await expect(page.getByRole('radiogroup', { name: 'Setup Complete' })).toBeVisible();
  await expect(boundary).toHaveCount(0);
});
