import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(__filename);
interface LoaderContext {
  getOptions: () => { attribute: string };
  resourcePath: string;
}
type Loader = (this: LoaderContext, source: string) => string;
const isLoader = (value: unknown): value is Loader => typeof value === 'function';

const loader: unknown = require('./static-chakra-global-css-loader.cjs');
if (!isLoader(loader)) throw new Error('the loader is not a function');
const runLoader: Loader = loader;

const ATTRIBUTE = 'data-ui-global-styles';

function load(source: string, attribute: string = ATTRIBUTE): string {
  return runLoader.call({ getOptions: () => ({ attribute }), resourcePath: 'system.js' }, source);
}

/** Chakra's own createSystem module, as the apps' builds load it. */
const chakraSystemSource = readFileSync(
  join(
    require.resolve('@chakra-ui/react', { paths: [join(__dirname, '../../../ui')] }),
    '../../esm/styled-system/system.js',
  ),
  'utf8',
);

/** Runs the loaded line with a page that has, or has not, the style element. */
function globalStylesBuilt(pageHasStyle: boolean): number {
  const line = /const _global = .*;/.exec(load(chakraSystemSource))?.[0];
  if (!line) throw new Error('no _global line');
  let built = 0;
  const build = () => {
    built += 1;
    return {};
  };
  const document = {
    querySelector: (selector: string) =>
      pageHasStyle && selector === `style[${ATTRIBUTE}]` ? {} : null,
  };
  new Function('document', 'getPreflightCss', 'getGlobalCss', 'getTokenCss', line)(
    document,
    build,
    build,
    build,
  );
  return built;
}

test("Chakra's createSystem skips its global CSS when the page has the style element", () => {
  expect(globalStylesBuilt(true)).toBe(0);
});

test('it builds the global CSS as before when the page has no such element', () => {
  expect(globalStylesBuilt(false)).toBe(3);
});

test('the build fails with a clear message when Chakra changes createSystem', () => {
  expect(() => load('const _global = [];')).toThrow(/Chakra changed createSystem/);
});

test('the attribute must be an attribute name', () => {
  expect(() => load(chakraSystemSource, '"]; alert(1); //')).toThrow(/attribute name/);
});
