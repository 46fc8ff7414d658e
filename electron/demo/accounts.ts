/**
 * The demo accounts and credentials of one run. They are random every run (crypto-grade, even
 * with --seed: the seed fixes market data, not secrets) and live only in memory and in the
 * ready line.
 */
import { randomBytes, randomInt } from 'node:crypto';

export interface DemoAccount {
  email: string;
  svcid: string;
  apiKey: string;
  apiSecret: string;
  withdrawConfirmation: boolean;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomText(length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function randomToken(): string {
  return randomBytes(24).toString('hex');
}

/** Two accounts: the second asks for e-mail confirmation of withdrawals (DESIGN.md). */
export function makeAccounts(): DemoAccount[] {
  return [
    { email: 'alice@demo.satchel.test', withdrawConfirmation: false },
    { email: 'bob@demo.satchel.test', withdrawConfirmation: true },
  ].map((a) => ({
    email: a.email,
    svcid: `SV${randomText(8, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`,
    apiKey: randomText(40),
    apiSecret: randomText(40),
    withdrawConfirmation: a.withdrawConfirmation,
  }));
}
