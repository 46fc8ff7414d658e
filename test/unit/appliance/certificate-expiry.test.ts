import { describe, expect, it } from 'vitest';
import { certificateExpiredText } from '../../../shared/appliance/certificate-expiry.js';
import { pinnedCertificateExpiredOn, type CertificateInfo } from '../../../electron/core/appliance/certificate.js';

const PIN = 'AB:'.repeat(31) + 'AB';
const info = (validTo: string, fingerprint256 = PIN): CertificateInfo => ({ fingerprint256, subject: 'CN=x', issuer: 'CN=x', validFrom: '2020-01-01T00:00:00.000Z', validTo, trusted: false });
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

describe('a pinned certificate past its end date', () => {
  it('is named with its end date only when it is the pinned one and has run out', () => {
    expect(pinnedCertificateExpiredOn(info('2026-11-25T00:00:00.000Z'), PIN, NOW)).toBe('2026-11-25T00:00:00.000Z');
    expect(pinnedCertificateExpiredOn(info('2027-01-01T00:00:00.000Z'), PIN, NOW)).toBeNull();
    expect(pinnedCertificateExpiredOn(info('2026-11-25T00:00:00.000Z'), null, NOW)).toBeNull();
    expect(pinnedCertificateExpiredOn(info('2026-11-25T00:00:00.000Z', 'CD:'.repeat(31) + 'CD'), PIN, NOW)).toBeNull();
    expect(pinnedCertificateExpiredOn(info('not a date'), PIN, NOW)).toBeNull();
    expect(pinnedCertificateExpiredOn(null, PIN, NOW)).toBeNull();
  });

  it('is said in the views with the date and what to do', () => {
    expect(certificateExpiredText('2020-01-02T00:00:00.000Z')).toBe(
      "The appliance's certificate expired on 2020-01-02; Satchel still accepts it because you trusted it — renew it on the appliance.",
    );
  });
});
