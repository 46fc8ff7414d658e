import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '../../../shared/contract/index.js';
import { errorText, fieldLabel, learnCoinCodes, OPERATION_PHRASES, serverWords, serviceName, statusWords, upperCoinCodes } from '../../../shared/words/index.js';
import { developerWords } from '../../support/developer-words.js';

const vocabulary = { keys: [], serviceIds: ['card_uah'], coins: ['btc', 'uah'] };

describe('words for people', () => {
  it('has a phrase for every operation, in words', () => {
    for (const op of OPERATION_NAMES) {
      expect(OPERATION_PHRASES[op](), op).toBeTruthy();
      expect(developerWords(`Satchel could not ${OPERATION_PHRASES[op]()}.`, vocabulary), op).toEqual([]);
    }
  });

  it('names fields as the form does, and spells out any other key', () => {
    expect(fieldLabel('symbol')).toBe('market');
    expect(fieldLabel('payment_id')).toBe('memo');
    expect(fieldLabel('fund_source_id')).toBe('saved payment details');
    expect(fieldLabel('someNewKey')).toBe('some new key');
    expect(fieldLabel('another_wire_key')).toBe('another wire key');
  });

  it('writes coin codes in upper case once the exchange has listed them', () => {
    learnCoinCodes(['btc', 'uah']);
    expect(upperCoinCodes('Insufficient funds: 0.1 btc available')).toBe('Insufficient funds: 0.1 BTC available');
    // Only whole words: "btcx" is not a code, nor is a host.
    expect(upperCoinCodes('btcx at btc.example')).toBe('btcx at btc.example');
  });

  it('quotes a server only when its words read as a sentence', () => {
    learnCoinCodes(['btc', 'uah']);
    expect(serverWords('A memo (payment_id) is required for btc withdrawals')).toBe('A memo (memo) is required for BTC withdrawals');
    expect(serverWords('withdrawall must be true, false, 1 or 0')).toBe('whether the fee is included must be true, false, 1 or 0');
    for (const code of ['Unknown payout service: card_uah', 'fields.card_number is required', 'order_id must be a positive integer', 'Method POST is not allowed on /v3/auth/svc_codes/redeem', '{"a":1}', 'value is undefined', 'cardNumber is wrong', 'errorcode 12'])
      expect(serverWords(code), code).toBeUndefined();
    expect(serverWords(undefined)).toBeUndefined();
    expect(serverWords('   ')).toBeUndefined();
  });

  it('names a service by its name, or spells its id out', () => {
    learnCoinCodes(['uah']);
    expect(serviceName('card_uah', 'Bank card')).toBe('Bank card');
    expect(serviceName('card_uah')).toBe('Card UAH');
    expect(serviceName('payment_card')).toBe('Payment card');
    expect(serviceName('')).toBe('the chosen service');
  });

  it('says statuses in the app’s words', () => {
    expect(statusWords('canceled')).toBe('Cancelled');
    expect(statusWords('awaiting_confirmation')).toBe('Waiting for your e-mail confirmation');
    expect(statusWords('some_new_state')).toBe('Some new state');
  });

  it('always has a sentence for an error, with the appliance’s code after it', () => {
    expect(errorText({ kind: 'network', message: '' })).toBe('The server cannot be reached right now.');
    expect(errorText({ kind: 'auth', message: 'Refused.', errorcode: 354 } as never)).toBe('Refused. (appliance code 354)');
  });
});
