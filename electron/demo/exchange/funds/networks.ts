/**
 * What each coin's network looks like to the exchange: how many confirmations credit a
 * deposit, what an address of it looks like (to make one and to check one a person typed),
 * and what its memo may hold. The addresses it makes carry real checksums (random keys, so
 * nobody holds them), so a demo address passes a wallet's checks as a real one would; the
 * withdrawal addresses it accepts are checked for shape only: a client must not rely on the demo
 * to catch a mistyped character (docs/demo-servers.md).
 */
import { randomInt } from 'node:crypto';
import { eip55, encodeBase58check, encodeCashAddr, encodeSegwit, encodeStrKey } from '../../../../shared/funds/address/codecs.js';

/** An integer in [0, n): node:crypto for live addresses, a seeded stream for the seeded past. */
export type Pick = (n: number) => number;

export const cryptoPick: Pick = (n) => randomInt(n);

const HEX = '0123456789abcdef';
const EOS_NAME = 'abcdefghijklmnopqrstuvwxyz12345';

const draw = (pick: Pick, alphabet: string, length: number): string => Array.from({ length }, () => alphabet[pick(alphabet.length)]!).join('');
const randomBytes = (pick: Pick, length: number): Uint8Array => Uint8Array.from({ length }, () => pick(256));
const hash20 = (pick: Pick) => randomBytes(pick, 20);

interface Network {
  /** Confirmations the exchange waits for before it credits a deposit. */
  confirmations: number;
  make(pick: Pick): string;
  /** Shapes a withdrawal address may take (more than the demo makes: legacy forms too). */
  accepts: RegExp;
}

const B58 = '[1-9A-HJ-NP-Za-km-z]';
const B32L = '[02-9ac-hj-np-z]';

const NETWORKS: Readonly<Record<string, Network>> = {
  btc: { confirmations: 2, make: (p) => encodeSegwit('bc', 0, hash20(p)), accepts: new RegExp(`^(?:bc1q${B32L}{38}|bc1q${B32L}{58}|bc1p${B32L}{58}|[13]${B58}{25,33})$`) },
  eth: { confirmations: 12, make: (p) => eip55(`0x${draw(p, HEX, 40)}`), accepts: /^0x[0-9a-fA-F]{40}$/ },
  // usdt is the ERC-20 token here: its explorer link is etherscan's (catalog.ts).
  usdt: { confirmations: 12, make: (p) => eip55(`0x${draw(p, HEX, 40)}`), accepts: /^0x[0-9a-fA-F]{40}$/ },
  xrp: { confirmations: 1, make: (p) => encodeBase58check(0, hash20(p), 'xrp'), accepts: new RegExp(`^r${B58}{24,34}$`) },
  xlm: { confirmations: 1, make: (p) => encodeStrKey(6 << 3, randomBytes(p, 32)), accepts: /^G[A-Z2-7]{55}$/ },
  eos: { confirmations: 1, make: (p) => draw(p, EOS_NAME, 12), accepts: /^[a-z1-5.]{1,12}$/ },
  ltc: { confirmations: 6, make: (p) => encodeSegwit('ltc', 0, hash20(p)), accepts: new RegExp(`^(?:ltc1q${B32L}{38}|ltc1q${B32L}{58}|[LM3]${B58}{25,33})$`) },
  bch: { confirmations: 6, make: (p) => encodeCashAddr(0, hash20(p)), accepts: new RegExp(`^(?:(?:bitcoincash:)?[qp]${B32L}{41}|[13]${B58}{25,33})$`) },
  dash: { confirmations: 6, make: (p) => encodeBase58check(0x4c, hash20(p)), accepts: new RegExp(`^[X7]${B58}{33}$`) },
  trx: { confirmations: 20, make: (p) => encodeBase58check(0x41, hash20(p)), accepts: new RegExp(`^T${B58}{33}$`) },
  doge: { confirmations: 40, make: (p) => encodeBase58check(0x1e, hash20(p)), accepts: new RegExp(`^[DA9]${B58}{33}$`) },
};

export function network(code: string): Network | undefined {
  return NETWORKS[code];
}

export function makeAddress(code: string, pick: Pick = cryptoPick): string {
  const n = NETWORKS[code];
  if (!n) throw new RangeError(`No network for ${code}`);
  return n.make(pick);
}

export function isAddress(code: string, text: string): boolean {
  return NETWORKS[code]?.accepts.test(text) ?? false;
}

/** A memo tag of digits: xrp's destination tag is a 32-bit number, the strictest of the three. */
export function makeTag(pick: Pick = cryptoPick): string {
  return String(100_000_000 + pick(900_000_000));
}

const MAX_TAG = 4_294_967_295;

/** Why a memo cannot be sent on this coin's network, or null when it can. */
export function memoProblem(code: string, memo: string): string | null {
  switch (code) {
    case 'xrp':
      return /^(?:0|[1-9][0-9]{0,9})$/.test(memo) && Number(memo) <= MAX_TAG ? null : 'an xrp destination tag is a whole number from 0 to 4294967295';
    case 'xlm':
      return Buffer.byteLength(memo) <= 28 ? null : 'an xlm memo is at most 28 bytes';
    case 'eos':
      return Buffer.byteLength(memo) <= 256 ? null : 'an eos memo is at most 256 bytes';
    default:
      return null;
  }
}
