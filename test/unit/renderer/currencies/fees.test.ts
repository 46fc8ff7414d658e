import { describe, expect, it } from 'vitest';
import { methodName, usdWorth } from '../../../../renderer/currencies/fees.js';

describe('fee table', () => {
  it('names the fiat methods, and words an unknown id', () => {
    expect(methodName('payment_card')).toBe('Payment card (Visa, Mastercard)');
    expect(methodName('perfectmoney_transfer')).toBe('Perfect Money transfer');
    expect(methodName('svc_code')).toBe('Exchange code');
    expect(methodName('new_method-x')).toBe('New method x');
  });

  it('never shows a fee that costs something as $0.00', () => {
    expect(usdWorth({ amount: '0.01', currency: 'xlm', toUsd: '0.00' })).toBe('< $0.01');
    expect(usdWorth({ amount: '0', currency: 'xlm', toUsd: '0.00' })).toBe('$0.00');
    expect(usdWorth({ amount: '5', currency: 'usdt', toUsd: '5.00' })).toBe('$5.00');
    expect(usdWorth({ amount: '5', currency: 'usdt', toUsd: 'n/a' })).toBe('—');
  });
});
