import { describe, expect, it } from 'vitest';
import { slots } from '../../../../renderer/common/slots.js';

describe('slots: a translated sentence cut where its marked-up values go', () => {
  it('keeps the language’s order of words and values', () => {
    const english = (i: { name: string; host: string }) => `Sign in to ${i.host} as ${i.name}.`;
    const ukrainian = (i: { name: string; host: string }) => `${i.name} входить до ${i.host}.`;
    expect(slots(english, ['name', 'host'])).toEqual([{ text: 'Sign in to ' }, { slot: 'host' }, { text: ' as ' }, { slot: 'name' }, { text: '.' }]);
    expect(slots(ukrainian, ['name', 'host'])).toEqual([{ slot: 'name' }, { text: ' входить до ' }, { slot: 'host' }, { text: '.' }]);
  });

  it('gives a sentence with no value as one piece of text', () => {
    expect(slots(() => 'Nothing here.', [])).toEqual([{ text: 'Nothing here.' }]);
  });
});
