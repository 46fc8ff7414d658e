import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SENT_MEMOS, SENT_MEMOS_FILE, SentMemos } from '../../../electron/core/funds/sent-memos.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-memos-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sent = (withdrawalId: number, memo = '123456') => ({ account: 'demo|a@example.test', withdrawalId, currency: 'xrp', address: 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH', memo });

describe('the memos Satchel sent with withdrawals', () => {
  it('are kept in the user-data folder for the next run, readable by their owner only', () => {
    new SentMemos(dir).record(sent(7));
    const next = new SentMemos(dir);
    expect(next.memoOf('demo|a@example.test', 7, 'XRP', 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH')).toBe('123456');
    expect(fs.statSync(path.join(dir, SENT_MEMOS_FILE)).mode & 0o777).toBe(0o600);
  });

  it('give a row its memo only for the same account, id, currency and address', () => {
    const memos = new SentMemos(dir);
    memos.record(sent(7));
    expect(memos.memoOf('demo|b@example.test', 7, 'xrp', 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH')).toBe('');
    expect(memos.memoOf('demo|a@example.test', 8, 'xrp', 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH')).toBe('');
    // The same id given again by an exchange that started anew, to another address: not this memo.
    expect(memos.memoOf('demo|a@example.test', 7, 'xrp', 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY')).toBe('');
    expect(memos.memoOf('demo|a@example.test', 7, 'xlm', 'rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH')).toBe('');
  });

  it('are bounded, the oldest dropped first, and a damaged file or entry reads as none', () => {
    // A full file, as years of withdrawals leave it, then three more.
    const full = Array.from({ length: MAX_SENT_MEMOS }, (_, i) => sent(i + 1, String(i + 1)));
    fs.writeFileSync(path.join(dir, SENT_MEMOS_FILE), JSON.stringify({ version: 1, memos: full }));
    const memos = new SentMemos(dir);
    for (let id = MAX_SENT_MEMOS + 1; id <= MAX_SENT_MEMOS + 3; id++) memos.record(sent(id, String(id)));
    const next = new SentMemos(dir);
    expect(next.memoOf('demo|a@example.test', 3, 'xrp', sent(3).address)).toBe('');
    expect(next.memoOf('demo|a@example.test', 4, 'xrp', sent(4).address)).toBe('4');
    expect(next.memoOf('demo|a@example.test', MAX_SENT_MEMOS + 3, 'xrp', sent(1).address)).toBe(String(MAX_SENT_MEMOS + 3));

    fs.writeFileSync(path.join(dir, SENT_MEMOS_FILE), '{"memos":[{"account":"x","withdrawalId":1,"currency":"xrp","address":"r1","memo":""},');
    expect(new SentMemos(dir).memoOf('x', 1, 'xrp', 'r1')).toBe('');
    fs.writeFileSync(path.join(dir, SENT_MEMOS_FILE), JSON.stringify({ memos: [{ account: 'x', withdrawalId: -1, currency: 'xrp', address: 'r1', memo: '5' }, { account: 'x', withdrawalId: 2, currency: 'xrp', address: 'r1', memo: '5' }] }));
    const read = new SentMemos(dir);
    expect(read.memoOf('x', -1, 'xrp', 'r1')).toBe('');
    expect(read.memoOf('x', 2, 'xrp', 'r1')).toBe('5');
  });
});
