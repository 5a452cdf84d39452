import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

const sriOf = (bytes: Buffer): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `<script src="/x">` and `<link rel="preload" as="script" href="/x">` of the page's own files. */
const OWN_SCRIPT_TAG =
  /<script\b[^>]*\bsrc="(\/[^"]*)"[^>]*>|<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="(\/[^"]*)"[^>]*>/g;

/**
 * The HTML with an `integrity` on every tag that loads one of the app's own scripts from `dir`
 * (found by its path from the root), unless the tag has one. Same origin: no CORS is needed.
 */
export function withScriptIntegrity(html: string, dir: string): string {
  return html.replace(OWN_SCRIPT_TAG, (tag: string, src?: string, href?: string) => {
    const file = join(dir, (src ?? href ?? '').slice(1));
    if (/\bintegrity=/.test(tag) || !existsSync(file)) return tag;
    const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
    return `${tag.slice(0, end)} integrity="${sriOf(readFileSync(file))}"${tag.slice(end)}`;
  });
}

/**
 * Gives the scripts the host's HTML names (its start-up script, main.js and the start-up chunks it
 * preloads) their Subresource Integrity (ADR 0027). Applied to the start-up script's build, which
 * runs after the host's (the HTML names its output): when it has written its files, every file the
 * HTML names is final, so index.html and its precompressed copies are rewritten then.
 */
export class HtmlIntegrityPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('HtmlIntegrityPlugin', (compilation) => {
      const dir = compilation.outputOptions.path ?? compiler.outputPath;
      const page = join(dir, 'index.html');
      if (!existsSync(page)) return;
      const html = withScriptIntegrity(readFileSync(page, 'utf8'), dir);
      writeFileSync(page, html);
      if (existsSync(`${page}.gz`)) writeFileSync(`${page}.gz`, gzipSync(html, { level: 9 }));
      if (existsSync(`${page}.br`)) writeFileSync(`${page}.br`, brotliCompressSync(html));
    });
  }
}
