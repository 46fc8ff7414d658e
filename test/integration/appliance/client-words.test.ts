/**
 * The appliance client's own refusals (what it checks before sending anything) in the person's
 * language: whole sentences, never a value from the request, and English as before. The demo
 * appliance on 127.0.0.1 is the real server behind it; nothing reaches it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApplianceClient, type ApplianceClient } from '../../../electron/core/appliance/client.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import type { PolicyField, UnsettableField } from '../../../shared/appliance/policy.js';
import { englishWords } from '../../unit/i18n/english-words.js';

const PASSWORD = 'pw-Words-4711';
const SENT = 'zz-sent-value';

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplianceError);
  expect(error).toMatchObject({ kind: 'validation', reason: 'invalid' });
  return (error as ApplianceError).message;
}

describe('the appliance client\'s own refusals', () => {
  let appliance: DemoAppliance;
  let client: ApplianceClient;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD });
    client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: () => PASSWORD });
  });
  afterAll(async () => {
    await client.close();
    await appliance.close();
  });
  afterEach(() => followLanguage(() => 'en'));

  /** Every check the client makes before sending, each with input a person (or a bad caller) could give. */
  const refusals = (): Promise<string>[] => [
    client.policies.get({ name: '' }),
    client.policies.add({ name: '', rule: 'true', action: 'ALLOW' }),
    client.policies.add({ name: '-x', rule: 'true', action: 'ALLOW' }),
    client.policies.add({ name: 'n'.repeat(128), rule: 'true', action: 'ALLOW' }),
    client.policies.add({ name: 'ok', rule: 'true', action: SENT as 'ALLOW' }),
    client.policies.add({ name: 'ok', rule: ' ', action: 'ALLOW' }),
    client.policies.add({ name: 'ok', rule: 'x'.repeat(8192), action: 'ALLOW' }),
    client.policies.update({ name: 'ok' }),
    client.policies.list({ pageSize: 0 }),
    client.policies.list({ pageNo: 2 }),
    client.policies.list({ pageSize: 10, pageNo: 0 }),
    client.policies.list({ filter: { [SENT]: 'x' } as never }),
    client.policies.list({ filter: { name: 5 } as never }),
    client.policies.listFields({ attrs: [] }),
    client.policies.listFields({ attrs: [SENT as PolicyField] }),
    client.policies.unset({ name: 'ok', fields: [] }),
    client.policies.unset({ name: 'ok', fields: [SENT as UnsettableField] }),
  ].map(refusal);

  it('are whole Ukrainian sentences, with no English word and no value sent', async () => {
    followLanguage(() => 'uk');
    const said = await Promise.all(refusals());
    for (const text of said) {
      expect(text).not.toContain(SENT);
      expect(englishWords(text, ['ALLOW', 'DENY', 'true']), text).toEqual([]);
    }
    expect(said[0]).toBe('Яка політика? Назву не вказано.');
    expect(said[1]).toBe('Політиці потрібна назва.');
  });

  it('are Russian in Russian', async () => {
    followLanguage(() => 'ru');
    const said = await Promise.all(refusals());
    for (const text of said) expect(englishWords(text, ['ALLOW', 'DENY', 'true']), text).toEqual([]);
    expect(said[4]).toBe('Действие — ALLOW или DENY.');
  });

  it('stay as they were in English, never repeating what was sent', async () => {
    const said = await Promise.all(refusals());
    for (const text of said) expect(text).not.toContain(SENT);
    expect(said[0]).toBe('Which policy? The name is empty.');
    expect(said[1]).toBe('A policy needs a name.');
    expect(said[4]).toBe('The action is ALLOW or DENY.');
    expect(said[7]).toBe('Nothing to change: give a rule or an action.');
    expect(said[9]).toBe('A page number needs a page size.');
  });
});
