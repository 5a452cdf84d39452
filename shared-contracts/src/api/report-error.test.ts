import { ERROR_MESSAGES } from '../constants/messages';
import { ApiError } from './api-error';
import { reportError } from './report-error';

test('a report is one console line with the stable prefix, and its cause when given', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const cause = new Error('socket hang up');
  reportError(ERROR_MESSAGES.logout);
  reportError(ERROR_MESSAGES.accessToken, cause);
  reportError(
    ERROR_MESSAGES.devices,
    new ApiError({ status: 500, kind: 'http', message: ERROR_MESSAGES.devices }),
  );
  expect(warn.mock.calls).toEqual([
    ['[vsg-error] User failed to logout'],
    ['[vsg-error] Error getting access token', cause],
    ['[vsg-error] There was an error getting devices (http 500)'],
  ]);
  warn.mockRestore();
});
