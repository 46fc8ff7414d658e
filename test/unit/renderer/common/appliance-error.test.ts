import { describe, expect, it } from 'vitest';
import { applianceErrorText } from '../../../../renderer/common/appliance-error.js';

describe('an appliance error, in words', () => {
  it('says the meaning first, then the appliance’s code, named as the appliance’s (never a bare errorcode)', () => {
    expect(
      applianceErrorText({ kind: 'validation', reason: 'exists', errorcode: 273, detail: 'appliance code 273: Resource already exists', message: 'An authorization policy of that name already exists. Choose another name.' }),
    ).toBe('An authorization policy of that name already exists. Choose another name. (appliance code 273)');
    expect(applianceErrorText({ kind: 'exchange', reason: 'unsupported', errorcode: 1240, message: 'This appliance does not support enabling authorization policies.' })).toBe(
      'This appliance does not support enabling authorization policies. (appliance code 1240)',
    );
  });

  it('says the code once when the sentence has it already', () => {
    const message = 'The appliance at h refused the request: Invalid argument (appliance code 278)';
    expect(applianceErrorText({ kind: 'exchange', errorcode: 278, message })).toBe(message);
    // Another code that starts with the same digits is not the same code.
    expect(applianceErrorText({ kind: 'exchange', errorcode: 12, message: 'Refused (appliance code 1240)' })).toBe('Refused (appliance code 1240) (appliance code 12)');
  });

  it('is the sentence alone for errors without a code (network, a check before sending …)', () => {
    expect(applianceErrorText({ kind: 'network', message: 'Cannot reach the appliance at h: the connection was refused.', detail: 'ECONNREFUSED' })).toBe(
      'Cannot reach the appliance at h: the connection was refused.',
    );
    expect(applianceErrorText({ kind: 'validation', message: 'Enter the password.' })).toBe('Enter the password.');
  });
});
