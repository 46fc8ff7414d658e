/**
 * The diagnostics report's own parts (electron/core/diagnostics/report.ts): the settings as
 * choices and counts whatever the person typed, and the log redacted with the values Satchel
 * knows are theirs.
 */
import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../../electron/core/settings/schema.js';
import { diagnosticsFileName, diagnosticsReport, knownValues, settingsSummary } from '../../../electron/core/diagnostics/report.js';

const typed = {
  name: 'Savings of Olena K.',
  exchangeUrl: 'https://api.my-exchange.example.com',
  gatewayUrl: 'https://pay.my-exchange.example.com',
  publicKey: 'PUBKEY-a1b2c3d4e5f6',
  svcid: 'SV12345678',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  label: 'Olena’s cold wallet',
  applianceName: 'Kyiv office ADC',
  applianceUrl: 'https://adc.office.example.net',
  applianceUser: 'nsroot-olena',
};

function settingsWithEverything() {
  const checked = checkSettings({
    profiles: [
      { id: 'p1', name: typed.name, exchangeUrl: typed.exchangeUrl, gatewayUrl: typed.gatewayUrl, publicKey: typed.publicKey, svcid: typed.svcid },
      { id: 'p2', name: 'Demo', exchangeUrl: 'http://127.0.0.1:4000', publicKey: 'k', demo: true, demoAccount: 'alice@demo.satchel.test' },
    ],
    activeProfileId: 'p1',
    guards: { [`api.my-exchange.example.com|svcid|${typed.svcid}`]: { addresses: [{ currency: 'btc', address: typed.address, memo: null, label: typed.label }], rules: { btc: { allowListOnly: true, dailyLimit: '0.5' } } } },
    appliances: [{ id: 'a1', name: typed.applianceName, url: typed.applianceUrl, user: typed.applianceUser, auth: 'session', pinnedFingerprint: null }],
    activeApplianceId: 'a1',
    passwordHash: 'scrypt$x',
  });
  if (!checked.ok) throw new Error(checked.reason);
  return checked.settings;
}

describe('the diagnostics report', () => {
  it('says the settings as choices and counts, with none of what the person typed', () => {
    const lines = settingsSummary(settingsWithEverything(), true);
    expect(lines).toContain('Accounts: 2');
    expect(lines).toContain('  Account 1 (in use): custom exchange; payment gateway: custom');
    expect(lines).toContain('  Account 2: demo exchange; payment gateway: none');
    expect(lines).toContain('Withdrawal guards: 1; saved addresses: 1; currencies sent only to saved addresses: 1; daily limits: 1');
    expect(lines).toContain('  Appliance 1 (in use): custom; sign-in: session; certificate pinned: no');
    expect(lines).toContain('App password set: yes; locked now: yes');
    const text = lines.join('\n');
    for (const value of [...Object.values(typed), 'alice', 'example', '127.0.0.1', 'scrypt']) expect(text).not.toContain(value);
  });

  it('removes from the log what the settings know to be the person’s, and keeps this computer’s addresses', () => {
    const settings = settingsWithEverything();
    const log = [
      `2026-11-26T10:00:00.000Z Signing in to ${typed.applianceName} as ${typed.applianceUser} failed — auth: refused.`,
      `2026-11-26T10:00:01.000Z ${typed.name}: key ${typed.publicKey} refused at http://127.0.0.1:4000/v3/auth/me.`,
      `2026-11-26T10:00:02.000Z Sent to ${typed.label}.`,
    ].join('\n');
    const report = diagnosticsReport({
      madeAt: new Date('2026-11-26T12:00:00Z'),
      version: '1.2.3',
      shell: 'electron',
      demo: false,
      platform: 'linux',
      arch: 'x64',
      osRelease: '6.1.0-18-amd64',
      versions: { node: '20.11.1', electron: '45.1.0', chrome: '142.0.7444.52' },
      locked: false,
      settings,
      log: { text: log, keptBytes: log.length, totalBytes: log.length },
      known: knownValues(settings, { demoAccounts: [{ email: 'alice@demo.satchel.test', apiKey: 'AK1', apiSecret: 'AS1' }] }),
    });
    expect(report).toContain('Electron: 45.1.0\nChromium: 142.0.7444.52\nNode.js: 20.11.1');
    expect(report).toContain(`== Log (all ${log.length} bytes, oldest first) ==`);
    expect(report).toContain('2026-11-26T10:00:00.000Z Signing in to [name removed] as [user removed] failed — auth: refused.');
    expect(report).toContain('2026-11-26T10:00:01.000Z [name removed]: key [key removed] refused at http://127.0.0.1:4000/v3/auth/me.');
    expect(report).toContain('2026-11-26T10:00:02.000Z Sent to [name removed].');
    for (const value of Object.values(typed)) expect(report).not.toContain(value);
  });

  it('is offered under Satchel’s name and the day', () => {
    expect(diagnosticsFileName(new Date('2026-11-26T23:59:00Z'))).toBe('satchel-diagnostics-2026-11-26.txt');
  });
});
