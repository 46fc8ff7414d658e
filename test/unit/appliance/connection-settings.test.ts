import { describe, expect, it } from 'vitest';
import { checkSettings, defaultSettings } from '../../../electron/core/settings/schema.js';

const FP = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase().padStart(2, '0')).join(':');

const appliance = (extra: Record<string, unknown> = {}) => ({
  id: 'a-1',
  name: 'Lab',
  url: 'https://adc.example',
  user: 'nsroot',
  auth: 'session',
  pinnedFingerprint: FP,
  ...extra,
});

const check = (appliances: unknown[], activeApplianceId: string | null = null) => checkSettings({ ...defaultSettings(), appliances, activeApplianceId });

describe('appliance connections in the settings', () => {
  it('start empty, with no active one', () => {
    expect(defaultSettings()).toMatchObject({ appliances: [], activeApplianceId: null });
  });

  it('keep id, name, address, user, sign-in way, pin and the demo flag', () => {
    const checked = check([appliance(), appliance({ id: 'a-2', url: 'http://127.0.0.1:8080', pinnedFingerprint: null, auth: 'basic', demo: true })], 'a-2');
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.settings.appliances[0]).toEqual({ ...appliance(), prefix: '/svc/v1', demo: false });
      expect(checked.settings.activeApplianceId).toBe('a-2');
    }
  });

  it('have no place for a password, or anything else', () => {
    for (const extra of [{ password: 'hunter2-pw' }, { secret: 'sekret-42' }, { token: 'tok-9913' }]) {
      const checked = check([appliance(extra)]);
      expect(checked.ok).toBe(false);
      if (!checked.ok) {
        expect(checked.reason).toMatch(/An appliance is saved in a form Satchel does not know/);
        // The reason names the place, never the value.
        expect(checked.reason).not.toContain(Object.values(extra)[0]);
      }
    }
  });

  it('keep an API path: the document’s /svc/v1 when none is saved, a real appliance’s own as written', () => {
    const checked = check([appliance({ prefix: '/nitro/v1' })]);
    expect(checked.ok && checked.settings.appliances[0]!.prefix).toBe('/nitro/v1');
    for (const prefix of ['nitro/v1', '/nitro/../v1', '/nitro//v1', '/nitro/v1/', ' /nitro/v1', '/nitro/v1?x', '', 7]) {
      const bad = check([appliance({ prefix })]);
      expect(bad.ok, String(prefix)).toBe(false);
      if (!bad.ok) expect(bad.reason).toMatch(/API path/);
    }
  });

  it('refuse plain http to another computer, even hand-edited', () => {
    for (const url of ['http://adc.example', 'http://10.0.0.1', 'ftp://adc.example', 'https://user:pw@adc.example']) {
      expect(check([appliance({ url })]).ok, url).toBe(false);
    }
    for (const url of ['http://127.0.0.1:9', 'http://localhost', 'http://[::1]:80', 'https://10.0.0.1/nitro']) expect(check([appliance({ url })]).ok, url).toBe(true);
  });

  it('pin a SHA-256 fingerprint as AB:CD:…, and take only the two sign-in ways', () => {
    expect(check([appliance({ pinnedFingerprint: FP.toLowerCase() })]).ok).toBe(false);
    expect(check([appliance({ pinnedFingerprint: FP.replace(/:/g, '') })]).ok).toBe(false);
    expect(check([appliance({ pinnedFingerprint: 'AB:CD' })]).ok).toBe(false);
    expect(check([appliance({ auth: 'headers' })]).ok).toBe(false);
  });

  it('have unique ids, and the active one exists', () => {
    expect(check([appliance(), appliance()]).ok).toBe(false);
    expect(check([appliance()], 'a-9').ok).toBe(false);
    expect(check([], 'a-1').ok).toBe(false);
  });
});
