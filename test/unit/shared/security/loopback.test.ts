import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applianceAddress } from '../../../../electron/core/appliance/address.js';
import { ApplianceSchema } from '../../../../electron/core/settings/schema.js';
import { safeWebUrl } from '../../../../electron/main/security/gateway-navigation.js';
import { checkAddress } from '../../../../renderer/settings/appliance-form.js';
import { isLoopbackHost, serverAddressProblem } from '../../../../shared/security/server-address.js';

// Before: three isLoopbackHost (shared/security/links.ts, the appliance's address, the
// add-appliance form) that disagreed on text that is no address (127.256.0.1, 127.0.0.01:
// two said loopback, Node's isIP said no). Now there is one, strict, and every address check
// goes through serverAddressProblem.
describe('one loopback rule', () => {
  it.each(['127.0.0.1', '127.255.0.9', '[::1]', '::1', 'localhost', 'LOCALHOST'])('%s is this computer', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  // Not addresses at all (an octet past 255, a leading zero that some readers take as octal), or
  // not this computer: the strict reading refuses them, as Node's isIP does.
  it.each(['127.256.0.1', '127.0.0.01', '127.0.0.1.', 'localhost.', '127.1', '[::ffff:127.0.0.1]', '0.0.0.0', '::', '127.example.com', 'localhost.evil.example'])(
    '%s is not this computer',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

/** Each place that decides "https, or plain http to this computer", as a yes or no. */
const checks: Record<string, (url: string) => boolean> = {
  'exchange and gateway': (url) => serverAddressProblem(url) === null,
  'appliance client': (url) => {
    try {
      applianceAddress(url);
      return true;
    } catch {
      return false;
    }
  },
  'add-appliance form': (url) => checkAddress(url).ok,
  'settings file': (url) => v.safeParse(ApplianceSchema.entries.url, url).success,
  'payment window': (url) => safeWebUrl(new URL(url)),
};

describe('every address check follows the one rule', () => {
  it.each([
    ['https://adc.example', true],
    ['https://10.1.2.3:8443/api', true],
    ['http://127.0.0.1:9000', true],
    ['http://127.1:9000', true],
    ['http://[::1]:9000', true],
    ['http://localhost', true],
    ['http://LOCALHOST:8080/x', true],
    ['http://adc.example', false],
    ['http://128.0.0.1', false],
    ['http://localhost.evil.example', false],
    ['http://[::ffff:127.0.0.1]', false],
    ['http://0.0.0.0:9000', false],
    ['https://user:pw@adc.example', false],
    ['http://user@127.0.0.1', false],
    ['ftp://adc.example', false],
  ])('%s: %s for each', (url, fine) => {
    for (const [name, check] of Object.entries(checks)) expect([name, check(url)]).toEqual([name, fine]);
  });
});
