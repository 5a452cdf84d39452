import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** A package's npm script by name, as its package.json declares it. */
function scriptOf(dir: string, name: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const scripts = typeof manifest === 'object' && manifest !== null ? Object.entries(manifest) : [];
  const declared: unknown = scripts.find(([key]) => key === 'scripts')?.[1];
  const entries: [string, unknown][] =
    typeof declared === 'object' && declared !== null ? Object.entries(declared) : [];
  const script = entries.find(([key]) => key === name)?.[1];
  if (typeof script !== 'string') throw new Error(`${dir}/package.json has no "${name}" script`);
  return script;
}

/**
 * A web server command that runs a package's script as the package manager would (its
 * node_modules/.bin first on PATH), without a nested pnpm: npx's start-up costs a few seconds of CPU
 * per server and warns about the outer pnpm's settings.
 */
export function packageScript(dir: string, name: string, args: string[] = []) {
  return {
    command: [scriptOf(dir, name), ...args].join(' '),
    cwd: dir,
    env: { PATH: `${join(dir, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` },
  };
}
