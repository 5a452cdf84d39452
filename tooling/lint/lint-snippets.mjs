// Lints snippets with the workspace's real ESLint configuration, in a process of its own (the config
// and ESLint are ES modules, which Jest's CommonJS runtime cannot load). Reads
// [{ filePath, code? }] on stdin (no code: the file on disk), writes each one's rule ids as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const cases = JSON.parse(readFileSync(0, 'utf8'));
// ignore: false, so the fixtures the workspace's own lint skips are linted here.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.mjs'),
  ignore: false,
});
const results = [];
for (const { filePath, code } of cases) {
  const absolute = join(root, filePath);
  const text = code ?? readFileSync(absolute, 'utf8');
  const [result] = await eslint.lintText(text, { filePath: absolute });
  results.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
