import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSigned {
  key: string;
  cert: string;
  /** As Node writes it: upper-case hex pairs joined by colons. */
  fingerprint256: string;
}

/**
 * A fresh self-signed certificate, for 127.0.0.1 and localhost unless told otherwise, made with
 * openssl; valid for two days from now, or for `validity` (openssl's YYYYMMDDHHMMSSZ dates, in
 * the past for an expired one: `openssl ca` is the 3.0 tool that takes any dates).
 */
export function selfSigned(options: { commonName?: string; altNames?: string; validity?: { from: string; to: string } } = {}): SelfSigned {
  const commonName = options.commonName ?? '127.0.0.1';
  const altNames = options.altNames ?? 'IP:127.0.0.1,DNS:localhost';
  const dir = mkdtempSync(path.join(tmpdir(), 'satchel-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const subject = ['-subj', `/CN=${commonName}`, '-addext', `subjectAltName=${altNames}`];
    const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key];
    if (options.validity) {
      const csr = path.join(dir, 'req.csr');
      const config = path.join(dir, 'ca.cnf');
      writeFileSync(path.join(dir, 'index.txt'), '');
      writeFileSync(path.join(dir, 'serial'), '01\n');
      writeFileSync(
        config,
        `[ca]\ndefault_ca = d\n[d]\ndatabase = ${dir}/index.txt\nserial = ${dir}/serial\nnew_certs_dir = ${dir}\ndefault_md = sha256\npolicy = p\ncopy_extensions = copy\nunique_subject = no\n[p]\ncommonName = supplied\n`,
      );
      execFileSync('openssl', ['req', '-new', ...newKey, '-out', csr, ...subject], { stdio: 'ignore' });
      execFileSync('openssl', ['ca', '-batch', '-config', config, '-selfsign', '-keyfile', key, '-in', csr, '-out', cert, '-notext', '-startdate', options.validity.from, '-enddate', options.validity.to], {
        stdio: 'ignore',
      });
    } else {
      execFileSync('openssl', ['req', '-x509', ...newKey, '-out', cert, '-days', '2', ...subject], { stdio: 'ignore' });
    }
    const pem = readFileSync(cert, 'utf8');
    return { key: readFileSync(key, 'utf8'), cert: pem, fingerprint256: new X509Certificate(pem).fingerprint256 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
