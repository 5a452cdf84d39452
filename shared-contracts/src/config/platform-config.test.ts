import {
  checkEnvironmentConfig,
  checkPlatformConfig,
  configProblemsFor,
  type EnvironmentConfig,
} from './platform-config-schema';
import { builtPlatformConfig, environmentConfigForOrigin } from './platform-config';

const values = (name: string): EnvironmentConfig => ({
  customerServicePhone: '1-800-555-0100',
  supportEmail: `support@${name}.example.test`,
  mediaOrigin: `https://media.${name}.example.test`,
  freeTrialVideoUrl: `https://media.${name}.example.test/overview.mp4`,
  freeTrialFaqUrl: `https://help.${name}.example.test/faq`,
  freeTrialTermsUrl: `https://legal.${name}.example.test/terms`,
  telemetryEndpoint: '/telemetry/v1/logs',
});

const everyEnvironment = {
  local: values('local'),
  beta: values('beta'),
  gamma: values('gamma'),
  prod: values('prod'),
};

test.each([
  ['http://localhost:3000', 'local'],
  ['https://beta.guard.example.com', 'beta'],
  ['https://control-gamma.example.com', 'gamma'],
  ['https://guard.example.com', 'prod'],
])('a page at %s reads the %s values', (origin, environment) => {
  expect(environmentConfigForOrigin(origin, everyEnvironment)?.supportEmail).toBe(
    `support@${environment}.example.test`,
  );
});

test('an environment without values reads none, never another environment’s', () => {
  expect(environmentConfigForOrigin('https://guard.example.com', { local: values('local') })).toBe(
    null,
  );
});

test('outside a build (jest) nothing is compiled in', () => {
  expect(builtPlatformConfig()).toEqual({});
});

test('a complete environment passes the schema', () => {
  expect(checkEnvironmentConfig(values('prod'))).toEqual({ ok: true, value: values('prod') });
  expect(checkPlatformConfig(everyEnvironment).ok).toBe(true);
});

test('a missing value is refused, naming it', () => {
  const withoutEmail: Partial<EnvironmentConfig> = values('prod');
  delete withoutEmail.supportEmail;
  expect(checkEnvironmentConfig(withoutEmail)).toEqual({
    ok: false,
    problems: ['supportEmail is missing'],
  });
});

test('malformed values are refused, each naming its field', () => {
  const checked = checkEnvironmentConfig({
    ...values('prod'),
    customerServicePhone: 'call us',
    supportEmail: 'support',
    mediaOrigin: 'https://media.example.test/videos',
    freeTrialFaqUrl: 'javascript:alert(1)',
  });
  expect(checked.ok ? [] : checked.problems).toEqual([
    'customerServicePhone must be a phone number (digits, + ( ) - . space)',
    'supportEmail must be an email address',
    'mediaOrigin must be an origin (scheme, host and port only, no path or trailing /)',
    'freeTrialFaqUrl must be the free trial FAQ URL, an http(s) URL',
    'freeTrialVideoUrl must be on mediaOrigin, the only media origin the Content-Security-Policy allows',
  ]);
});

test('the video must come from the media origin the policy allows', () => {
  const checked = checkEnvironmentConfig({
    ...values('prod'),
    freeTrialVideoUrl: 'https://cdn.example.test/overview.mp4',
  });
  expect(checked.ok ? [] : checked.problems).toEqual([
    'freeTrialVideoUrl must be on mediaOrigin, the only media origin the Content-Security-Policy allows',
  ]);
});

test('telemetry goes to a path on the page’s origin, which its server forwards', () => {
  const refused = ['http://localhost:3200/v1/logs', '//collector.example.test/v1/logs', ''].map(
    (telemetryEndpoint) => checkEnvironmentConfig({ ...values('prod'), telemetryEndpoint }),
  );
  expect(refused.map((checked) => (checked.ok ? [] : checked.problems))).toEqual(
    Array(3).fill([
      "telemetryEndpoint must be a path on the page's origin, such as /telemetry/v1/logs",
    ]),
  );
});

test('an unknown key or environment is refused rather than ignored', () => {
  const key = checkEnvironmentConfig({ ...values('prod'), supportEmial: 'x@example.test' });
  expect(key.ok ? [] : key.problems).toEqual([
    'supportEmial is not a configuration key (customerServicePhone, supportEmail, mediaOrigin, freeTrialVideoUrl, freeTrialFaqUrl, freeTrialTermsUrl, telemetryEndpoint, debugPanel)',
  ]);
  const environment = checkPlatformConfig({ production: values('prod') });
  expect(environment.ok ? [] : environment.problems).toEqual([
    'production is not an environment (local, beta, gamma, prod)',
  ]);
});

test('serving an environment needs its values', () => {
  expect(configProblemsFor(everyEnvironment, 'prod')).toEqual([]);
  expect(configProblemsFor({ local: values('local') }, 'prod')).toEqual([
    'has no prod values (customerServicePhone, supportEmail, mediaOrigin, freeTrialVideoUrl, freeTrialFaqUrl, freeTrialTermsUrl, telemetryEndpoint)',
  ]);
  expect(configProblemsFor({ prod: { ...values('prod'), supportEmail: '' } }, 'prod')).toEqual([
    'prod.supportEmail must be an email address',
  ]);
});
