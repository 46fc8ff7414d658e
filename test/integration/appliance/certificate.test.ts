/**
 * https to the appliance with a self-signed certificate made for the test: its fingerprint
 * shown on first contact, the pin accepting it and only it, nothing sent to a certificate
 * that fails the check. The https server passes requests on to the demo appliance.
 */
import { createServer, type Server } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applianceCertificate, createApplianceClient, type ApplianceClientOptions } from '../../../electron/core/appliance/client.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';
import { forwardTo } from '../../support/forward.js';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';
import { selfSigned, type SelfSigned } from '../../support/self-signed.js';

const PASSWORD = 'tls-Secret-pw-31337';

describe('appliance client over https', () => {
  let appliance: DemoAppliance;
  let cert: SelfSigned;
  let other: SelfSigned;
  let front: Server;
  let url: string;
  let forwarded = 0;

  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD });
    cert = selfSigned();
    other = selfSigned();
    const forward = forwardTo(() => appliance.port);
    front = createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
      forwarded++;
      forward(req, res);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(front.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await appliance.close();
  });

  const client = (extra: Partial<ApplianceClientOptions>) => createApplianceClient({ url, username: 'nsroot', password: () => PASSWORD, ...extra });

  async function failure(promise: Promise<unknown>): Promise<ApplianceError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApplianceError);
    return error as ApplianceError;
  }

  it('shows the certificate on first contact without sending anything', async () => {
    const before = forwarded;
    const info = await applianceCertificate(url);
    expect(info.fingerprint256).toBe(cert.fingerprint256);
    expect(info.trusted).toBe(false);
    expect(info.problem).toMatch(/SELF_SIGNED/);
    expect(info.subject).toContain('CN=127.0.0.1');
    expect(new Date(info.validTo).getTime()).toBeGreaterThan(Date.now());
    expect(forwarded).toBe(before);
    await expect(applianceCertificate(appliance.url)).rejects.toMatchObject({ kind: 'validation' });
  });

  it('refuses an untrusted certificate without a pin, naming its fingerprint; nothing reaches the appliance', async () => {
    const before = forwarded;
    const e = await failure(client({}).policies.list());
    expect(e).toMatchObject({ kind: 'network', reason: 'untrusted-certificate', fingerprint: cert.fingerprint256 });
    expect(e.message).toContain(cert.fingerprint256);
    expect(e.toData().fingerprint).toBe(cert.fingerprint256);
    expect(forwarded).toBe(before);
  });

  it('with the pin (any spelling), talks to it and reports the certificate', async () => {
    const c = client({ pinnedFingerprint: cert.fingerprint256.replace(/:/g, '').toLowerCase() });
    try {
      expect((await c.policies.list()).length).toBeGreaterThan(0);
      await c.policies.add({ name: 'over tls', rule: 'true', action: 'ALLOW' });
      expect(appliance.store.find('over tls')).toBeDefined();
      expect(c.certificate()).toMatchObject({ fingerprint256: cert.fingerprint256, trusted: false });
    } finally {
      await c.close();
    }
  });

  it('with another pin, refuses before sending the password', async () => {
    const before = forwarded;
    const e = await failure(client({ pinnedFingerprint: other.fingerprint256 }).policies.list());
    expect(e).toMatchObject({ kind: 'network', reason: 'certificate-changed', fingerprint: cert.fingerprint256 });
    expect(e.message).toMatch(/different certificate from the pinned one/);
    expect(forwarded).toBe(before);
  });

  it('trusts it as a CA when given one, host name checked', async () => {
    const c = client({ ca: cert.cert });
    try {
      expect(await c.policies.count()).toBe(appliance.store.size);
      expect(c.certificate()).toMatchObject({ fingerprint256: cert.fingerprint256, trusted: true });
    } finally {
      await c.close();
    }
    // A certificate the CA list vouches for, but made out to another host.
    const elsewhere = selfSigned({ commonName: 'elsewhere.example', altNames: 'DNS:elsewhere.example' });
    const stranger = createServer({ key: elsewhere.key, cert: elsewhere.cert }, (_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    try {
      const strangerUrl = `https://127.0.0.1:${(stranger.address() as { port: number }).port}`;
      const e = await failure(createApplianceClient({ url: strangerUrl, username: 'nsroot', password: () => PASSWORD, ca: elsewhere.cert }).policies.count());
      expect(e).toMatchObject({ kind: 'network', reason: 'untrusted-certificate', fingerprint: elsewhere.fingerprint256 });
      expect(e.message).toMatch(/ALTNAME|IP: 127\.0\.0\.1 is not in the cert's list/);
    } finally {
      stranger.closeAllConnections();
      await new Promise((resolve) => stranger.close(resolve));
    }
  });

  it('refuses a malformed pin', () => {
    expect(() => client({ pinnedFingerprint: 'AB:CD' })).toThrow(/64 hexadecimal digits/);
  });
});
