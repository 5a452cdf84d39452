// The certificate of the host's TLS port. Production gives its own (VSG_TLS_CERT and VSG_TLS_KEY,
// files nginx reads); anywhere else a self-signed one for localhost is made once, beside the
// environment's nginx config, so the TLS port answers on a fresh machine too.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The certificate and key files nginx's TLS port uses, as the template's fields. */
export function tlsFilesOf(nginxDir: string): { TLS_CERT: string; TLS_KEY: string } {
  const { VSG_TLS_CERT: cert, VSG_TLS_KEY: key } = process.env;
  if (cert && key) return { TLS_CERT: cert, TLS_KEY: key };
  return {
    TLS_CERT: join(nginxDir, 'tls', 'localhost.pem'),
    TLS_KEY: join(nginxDir, 'tls', 'localhost-key.pem'),
  };
}

/** Makes the self-signed certificate for localhost when none is given and none is there yet. */
export function ensureLocalCertificate(nginxDir: string): void {
  const { TLS_CERT, TLS_KEY } = tlsFilesOf(nginxDir);
  if (existsSync(TLS_CERT) && existsSync(TLS_KEY)) return;
  if (process.env.VSG_TLS_CERT && process.env.VSG_TLS_KEY) return;
  mkdirSync(join(nginxDir, 'tls'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', TLS_KEY, '-out', TLS_CERT, '-days', '365'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
}
