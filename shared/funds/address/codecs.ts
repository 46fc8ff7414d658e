/**
 * The encodings coin addresses are written in, each decoded far enough to prove its checksum:
 * base58check (Bitcoin's family, TRON), XRP's base58, bech32/bech32m segwit (BIP-173, BIP-350),
 * CashAddr (BCH), EIP-55 (Ethereum) and Stellar's StrKey. Every decoder answers with what it
 * found or why it failed; none throws, so a half-typed address is an ordinary answer.
 *
 * Built on @scure/base and @noble/hashes (audited, no dependencies, no Node or DOM APIs) so the
 * same code runs in the window and in main.
 */
import { base32nopad, base58, base58xrp, bech32, bech32m } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';

export type Decoded<T> = { ok: true; value: T } | { ok: false; why: 'characters' | 'checksum' | 'length' | 'version' | 'case' };

const fail = <T>(why: Exclude<Decoded<T>, { ok: true }>['why']): Decoded<T> => ({ ok: false, why });

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Base58 with a 4-byte double-SHA-256 checksum, in Bitcoin's alphabet or XRP's. */
export function base58check(text: string, alphabet: 'bitcoin' | 'xrp' = 'bitcoin'): Decoded<{ version: number; payload: Uint8Array }> {
  let bytes: Uint8Array;
  try {
    bytes = (alphabet === 'xrp' ? base58xrp : base58).decode(text);
  } catch {
    return fail('characters');
  }
  if (bytes.length < 5) return fail('length');
  const body = bytes.subarray(0, -4);
  if (!sameBytes(sha256(sha256(body)).subarray(0, 4), bytes.subarray(-4))) return fail('checksum');
  return { ok: true, value: { version: body[0]!, payload: body.subarray(1) } };
}

/** A segwit address of `hrp` (BIP-173 for version 0, BIP-350's bech32m for 1 to 16). */
export function segwit(text: string, hrp: string): Decoded<{ version: number; program: Uint8Array }> {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return fail('case');
  const lower = text.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return fail('version');
  if (!/^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/.test(lower.slice(hrp.length + 1))) return fail('characters');
  if (lower.length > 90) return fail('length');
  const plain = bech32.decodeUnsafe(lower, 90);
  const modern = plain ? undefined : bech32m.decodeUnsafe(lower, 90);
  const decoded = plain ?? modern;
  if (!decoded || decoded.prefix !== hrp) return fail('checksum');
  const [version, ...data] = decoded.words;
  if (version === undefined || version > 16) return fail('version');
  // Version 0 must use bech32, every later version bech32m: a mix-up is a checksum mistake.
  if ((version === 0) !== (plain !== undefined)) return fail('checksum');
  const program = bech32.fromWordsUnsafe(data);
  if (!program || program.length < 2 || program.length > 40) return fail('length');
  if (version === 0 && program.length !== 20 && program.length !== 32) return fail('length');
  return { ok: true, value: { version, program } };
}

const CASHADDR = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CASHADDR_GEN = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

function cashPolymod(values: number[]): bigint {
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    CASHADDR_GEN.forEach((g, i) => {
      if ((c0 >> BigInt(i)) & 1n) c ^= g;
    });
  }
  return c ^ 1n;
}

/** A CashAddr (BCH), with or without its `bitcoincash:` prefix; `type` 0 is a key hash, 1 a script hash. */
export function cashAddr(text: string, prefix = 'bitcoincash'): Decoded<{ type: number; hash: Uint8Array }> {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return fail('case');
  const lower = text.toLowerCase();
  const body = lower.startsWith(`${prefix}:`) ? lower.slice(prefix.length + 1) : lower;
  if (body.includes(':')) return fail('version');
  const values = [...body].map((ch) => CASHADDR.indexOf(ch));
  if (values.some((v) => v < 0)) return fail('characters');
  if (values.length < 9) return fail('length');
  const checked = [...[...prefix].map((ch) => ch.charCodeAt(0) & 31), 0, ...values];
  if (cashPolymod(checked) !== 0n) return fail('checksum');
  const bytes = bech32.fromWordsUnsafe(values.slice(0, -8));
  if (!bytes || bytes.length < 1) return fail('length');
  const versionByte = bytes[0]!;
  const sizes = [20, 24, 28, 32, 40, 48, 56, 64];
  const hash = bytes.subarray(1);
  if (versionByte & 0x80 || hash.length !== sizes[versionByte & 7]) return fail('length');
  return { ok: true, value: { type: versionByte >> 3, hash } };
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The EIP-55 spelling of a 40-digit hex address (with its `0x`). */
export function eip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = toHex(keccak_256(new TextEncoder().encode(hex)));
  return `0x${[...hex].map((ch, i) => (parseInt(hash[i]!, 16) >= 8 ? ch.toUpperCase() : ch)).join('')}`;
}

/**
 * An Ethereum address. All lower or all upper case carries no checksum (EIP-55 accepts it as
 * such); mixed case must be exactly the EIP-55 spelling.
 */
export function ethereum(text: string): Decoded<{ checksummed: boolean }> {
  if (!text.startsWith('0x')) return fail('version');
  const hex = text.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(hex)) return fail('characters');
  if (hex.length !== 40) return fail('length');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return { ok: true, value: { checksummed: false } };
  return eip55(text) === text ? { ok: true, value: { checksummed: true } } : fail('checksum');
}

function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Stellar's StrKey: base32 of a version byte, the key and a CRC16-XModem (little-endian). */
export function strKey(text: string): Decoded<{ version: number; key: Uint8Array }> {
  if (!/^[A-Z2-7]+$/.test(text)) return fail('characters');
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(text);
  } catch {
    return fail('length');
  }
  if (bytes.length < 3) return fail('length');
  const body = bytes.subarray(0, -2);
  const crc = crc16xmodem(body);
  if (bytes[bytes.length - 2] !== (crc & 0xff) || bytes[bytes.length - 1] !== crc >> 8) return fail('checksum');
  return { ok: true, value: { version: body[0]!, key: body.subarray(1) } };
}

// Encoders: the demo exchange makes its addresses with them, so a demo address passes the same
// checks as a real one; the tests round-trip them.

export function encodeBase58check(version: number, payload: Uint8Array, alphabet: 'bitcoin' | 'xrp' = 'bitcoin'): string {
  const body = Uint8Array.from([version, ...payload]);
  return (alphabet === 'xrp' ? base58xrp : base58).encode(Uint8Array.from([...body, ...sha256(sha256(body)).subarray(0, 4)]));
}

export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  return (version === 0 ? bech32 : bech32m).encode(hrp, [version, ...bech32.toWords(program)]);
}

export function encodeCashAddr(type: number, hash: Uint8Array, prefix = 'bitcoincash'): string {
  const sizes = [20, 24, 28, 32, 40, 48, 56, 64];
  const values = bech32.toWords(Uint8Array.from([(type << 3) | sizes.indexOf(hash.length), ...hash]));
  const mod = cashPolymod([...[...prefix].map((ch) => ch.charCodeAt(0) & 31), 0, ...values, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksum = Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...values, ...checksum].map((v) => CASHADDR[v]).join('')}`;
}

export function encodeStrKey(version: number, key: Uint8Array): string {
  const body = Uint8Array.from([version, ...key]);
  const crc = crc16xmodem(body);
  return base32nopad.encode(Uint8Array.from([...body, crc & 0xff, crc >> 8]));
}
