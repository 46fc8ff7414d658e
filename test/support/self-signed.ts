import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSigned {
  key: string;
  cert: string;
  /** As Node writes it: upper-case hex pairs joined by colons. */
  fingerprint256: string;
}

/** A fresh self-signed certificate, for 127.0.0.1 and localhost unless told otherwise, made with openssl. */
export function selfSigned(options: { commonName?: string; altNames?: string } = {}): SelfSigned {
  const commonName = options.commonName ?? '127.0.0.1';
  const altNames = options.altNames ?? 'IP:127.0.0.1,DNS:localhost';
  const dir = mkdtempSync(path.join(tmpdir(), 'satchel-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${commonName}`, '-addext', `subjectAltName=${altNames}`],
      { stdio: 'ignore' },
    );
    const pem = readFileSync(cert, 'utf8');
    return { key: readFileSync(key, 'utf8'), cert: pem, fingerprint256: new X509Certificate(pem).fingerprint256 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
