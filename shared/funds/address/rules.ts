/**
 * Whether a destination can be a withdrawal address of a coin the exchange lists, checked
 * offline as it is typed (the Withdraw form, the address book) and again in main before the
 * confirmation is asked: format and checksum, in a person's words. A coin Satchel has no rule
 * for is "not checked", never quietly taken as valid. No message repeats the address.
 */
import { base58check, cashAddr, ethereum, segwit, strKey, type Decoded } from './codecs.js';

export type AddressCheck =
  /** `kind` completes "This is …"; `note` is what a person should still compare by eye. */
  | { status: 'valid'; kind: string; note: string | null }
  | { status: 'invalid'; message: string }
  | { status: 'unchecked'; message: string };

/** Which network an exchange's USDT runs on, as far as its explorer link tells; null when it does not. */
export type TokenNetwork = 'erc20' | 'trc20' | null;

export function tokenNetworkOf(explorerLink: string | null | undefined): TokenNetwork {
  if (!explorerLink) return null;
  if (/etherscan|ethplorer/i.test(explorerLink)) return 'erc20';
  if (/tronscan|trongrid/i.test(explorerLink)) return 'trc20';
  return null;
}

type Parse = (address: string, network: TokenNetwork) => AddressCheck | null;

interface CoinRule {
  name: string;
  /** Null when the text does not even start like this coin's addresses. */
  parse: Parse;
  starts: string;
}

const REASONS = {
  characters: 'it has a character that these addresses never use — a letter or digit may be mistyped.',
  checksum: 'the checksum does not match — a character is wrong or missing.',
  length: 'it is too short or too long — a character is missing or extra.',
  version: 'it is written for another network.',
  case: 'it mixes capital and small letters, which these addresses never do.',
} as const;

const ok = (kind: string, note: string | null = null): AddressCheck => ({ status: 'valid', kind, note });
const not = (name: string, reason: string): AddressCheck => ({ status: 'invalid', message: `This is not ${name} address: ${reason}` });
const why = (name: string, d: Exclude<Decoded<unknown>, { ok: true }>) => not(name, REASONS[d.why]);

/** Base58check with a table of version bytes to what each means. */
function legacy(name: string, address: string, versions: Record<number, string>, alphabet: 'bitcoin' | 'xrp' = 'bitcoin'): AddressCheck {
  const d = base58check(address, alphabet);
  if (!d.ok) return why(name, d);
  const kind = versions[d.value.version];
  if (!kind || d.value.payload.length !== 20) return not(name, REASONS.version);
  return ok(kind);
}

function bech(name: string, address: string, hrp: string, label: string): AddressCheck {
  const d = segwit(address, hrp);
  if (!d.ok) return why(name, d);
  const kinds: Record<number, string> = { 0: `${label} SegWit address`, 1: `${label} Taproot address` };
  return ok(kinds[d.value.version] ?? `${label} SegWit address (version ${d.value.version})`);
}

const starts = (address: string, ...prefixes: string[]) => prefixes.some((p) => address.toLowerCase().startsWith(p.toLowerCase()));

const ETH_NOTE = 'It is written all in small (or all in capital) letters, so it carries no checksum: compare it with the recipient’s character by character.';

function ether(name: string, address: string, kind: string): AddressCheck {
  const d = ethereum(address);
  if (!d.ok) return why(name, d);
  return ok(kind, d.value.checksummed ? null : ETH_NOTE);
}

function tron(name: string, address: string, kind: string): AddressCheck {
  return legacy(name, address, { 0x41: kind });
}

function eosName(address: string): AddressCheck | null {
  if (/^EOS[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(address)) {
    return not('an EOS account', 'it is an EOS public key. EOS is sent to an account name: up to 12 small letters, digits 1 to 5 and dots.');
  }
  if (!/^[a-z1-5.]+$/.test(address)) return null;
  if (address.length > 12) return not('an EOS account', 'account names have at most 12 characters.');
  if (address.endsWith('.')) return not('an EOS account', 'an account name never ends with a dot.');
  return ok('an EOS account name', 'EOS account names carry no checksum: compare it with the recipient’s letter by letter.');
}

const RULES: Readonly<Record<string, CoinRule>> = {
  btc: {
    name: 'a Bitcoin',
    starts: '1, 3 or bc1',
    parse: (a) => (starts(a, 'bc1') ? bech('a Bitcoin', a, 'bc', 'a Bitcoin') : /^[13]/.test(a) ? legacy('a Bitcoin', a, { 0: 'a Bitcoin address (legacy)', 5: 'a Bitcoin script address' }) : null),
  },
  ltc: {
    name: 'a Litecoin',
    starts: 'L, M, 3 or ltc1',
    parse: (a) =>
      starts(a, 'ltc1')
        ? bech('a Litecoin', a, 'ltc', 'a Litecoin')
        : /^[LM3]/.test(a)
          ? legacy('a Litecoin', a, { 0x30: 'a Litecoin address (legacy)', 0x32: 'a Litecoin script address', 5: 'a Litecoin script address (old form)' })
          : null,
  },
  bch: {
    name: 'a Bitcoin Cash',
    starts: 'bitcoincash:, q, p, 1 or 3',
    parse: (a) => {
      if (starts(a, 'bitcoincash:') || /^[qpQP]/.test(a)) {
        const d = cashAddr(a);
        if (!d.ok) return why('a Bitcoin Cash', d);
        if (d.value.type > 1) return not('a Bitcoin Cash', REASONS.version);
        return ok(d.value.type === 0 ? 'a Bitcoin Cash address (CashAddr)' : 'a Bitcoin Cash script address (CashAddr)');
      }
      if (!/^[13]/.test(a)) return null;
      const legacyForm = legacy('a Bitcoin Cash', a, { 0: 'a Bitcoin Cash address in the legacy format', 5: 'a Bitcoin Cash script address in the legacy format' });
      return legacyForm.status === 'valid'
        ? { ...legacyForm, note: 'Bitcoin addresses look the same in this format: make sure the recipient gave it for Bitcoin Cash.' }
        : legacyForm;
    },
  },
  doge: {
    name: 'a Dogecoin',
    starts: 'D, A or 9',
    parse: (a) => (/^[DA9]/.test(a) ? legacy('a Dogecoin', a, { 0x1e: 'a Dogecoin address', 0x16: 'a Dogecoin script address' }) : null),
  },
  dash: {
    name: 'a Dash',
    starts: 'X or 7',
    parse: (a) => (/^[X7]/.test(a) ? legacy('a Dash', a, { 0x4c: 'a Dash address', 0x10: 'a Dash script address' }) : null),
  },
  eth: {
    name: 'an Ethereum',
    starts: '0x',
    parse: (a) => (a.startsWith('0x') ? ether('an Ethereum', a, 'an Ethereum address') : null),
  },
  usdt: {
    name: 'a USDT',
    starts: '0x (Ethereum, ERC-20) or T (TRON, TRC-20)',
    parse: (a, network) => {
      const erc = a.startsWith('0x');
      const trc = a.startsWith('T');
      if (!erc && !trc) return null;
      const found = erc ? ether('a USDT', a, 'an Ethereum (ERC-20) address') : tron('a USDT', a, 'a TRON (TRC-20) address');
      if (found.status !== 'valid') return found;
      if (network === 'erc20' && trc) return not('a USDT', 'this exchange sends USDT on Ethereum (ERC-20), and this is a TRON (TRC-20) address — the coins would not arrive.');
      if (network === 'trc20' && erc) return not('a USDT', 'this exchange sends USDT on TRON (TRC-20), and this is an Ethereum (ERC-20) address — the coins would not arrive.');
      if (network === null) {
        const which = erc ? 'Ethereum (ERC-20)' : 'TRON (TRC-20)';
        return { ...found, note: [`It looks like ${which}: make sure the recipient expects USDT on ${which}.`, found.note].filter(Boolean).join(' ') };
      }
      return found;
    },
  },
  xrp: {
    name: 'an XRP',
    starts: 'r',
    parse: (a) => {
      if (/^X[1-9A-HJ-NP-Za-km-z]{40,50}$/.test(a)) return not('a classic XRP', 'it is an X-address (the tag inside it). Ask for the classic address, starting with r, and its destination tag.');
      return a.startsWith('r') ? legacy('an XRP', a, { 0: 'an XRP address' }, 'xrp') : null;
    },
  },
  xlm: {
    name: 'a Stellar',
    starts: 'G',
    parse: (a) => {
      if (/^S[A-Z2-7]{55}$/.test(a)) {
        return not('a Stellar', 'it is a Stellar SECRET key. Never give it to anyone: whoever has it controls that account. Ask for the address, starting with G.');
      }
      if (/^M[A-Z2-7]{68}$/.test(a)) return not('a plain Stellar', 'it is a muxed (M…) address. Ask for the address starting with G and put the rest in the memo.');
      if (!a.startsWith('G')) return null;
      const d = strKey(a);
      if (!d.ok) return why('a Stellar', d);
      if (d.value.version !== 6 << 3 || d.value.key.length !== 32) return not('a Stellar', REASONS.version);
      return ok('a Stellar account address');
    },
  },
  trx: {
    name: 'a TRON',
    starts: 'T',
    parse: (a) => (a.startsWith('T') ? tron('a TRON', a, 'a TRON address') : null),
  },
  eos: {
    name: 'an EOS account',
    starts: 'a small letter or a digit 1 to 5',
    parse: (a) => eosName(a),
  },
};

/** What Satchel can check: the coins of the demo exchange's list (and any exchange's with these codes). */
export const CHECKED_COINS: readonly string[] = Object.keys(RULES);

const NAMES: Readonly<Record<string, string>> = {
  btc: 'Bitcoin', ltc: 'Litecoin', bch: 'Bitcoin Cash', doge: 'Dogecoin', dash: 'Dash', eth: 'Ethereum',
  usdt: 'USDT', xrp: 'XRP', xlm: 'Stellar', trx: 'TRON', eos: 'EOS',
};

/** Coins whose addresses are written alike: naming one as the other's look-alike says nothing. */
const SAME_FORMAT: Readonly<Record<string, readonly string[]>> = { eth: ['usdt'], usdt: ['eth', 'trx'], trx: ['usdt'] };

/** The coin whose rule this text fully passes, other than `except`. */
function lookedLike(address: string, except: string): string | null {
  for (const [code, rule] of Object.entries(RULES)) {
    if (code === except || SAME_FORMAT[except]?.includes(code)) continue;
    // An EOS name is any short run of small letters: too loose to name as a guess.
    if (code === 'eos') continue;
    if (rule.parse(address, null)?.status === 'valid') return NAMES[code]!;
  }
  return null;
}

export function checkAddress(currency: string, typed: string, network: TokenNetwork = null): AddressCheck {
  const code = currency.toLowerCase();
  const address = typed.trim();
  const rule = RULES[code];
  if (!rule) {
    return { status: 'unchecked', message: `Not checked: Satchel has no rule for ${code.toUpperCase()} addresses. Compare it with the recipient’s character by character.` };
  }
  if (address === '') return { status: 'invalid', message: 'Enter the address to send to.' };
  if (/\s/.test(address)) return not(rule.name, 'it has a space or a line break inside it.');
  const parsed = rule.parse(address, network);
  if (parsed?.status === 'valid') return parsed;
  const other = lookedLike(address, code);
  if (other) return not(rule.name, `it looks like ${/^[AEIOU]/.test(other) ? 'an' : 'a'} ${other} address. Sent there, the coins would be lost.`);
  return parsed ?? not(rule.name, `${NAMES[code]} addresses start with ${rule.starts}.`);
}

function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

const MAX_TAG = 4_294_967_295;

/** Why a memo cannot go with this coin, or null when it can (or the coin has no rule for it). */
export function memoProblem(currency: string, memo: string): string | null {
  switch (currency.toLowerCase()) {
    case 'xrp':
      return /^(?:0|[1-9]\d{0,9})$/.test(memo) && Number(memo) <= MAX_TAG
        ? null
        : 'An XRP destination tag is a whole number from 0 to 4294967295: digits only, no spaces or letters.';
    case 'xlm': {
      const n = utf8Length(memo);
      return n <= 28 ? null : `A Stellar text memo holds at most 28 bytes; this one takes ${n}. (Letters outside A–Z can take two to four bytes each.)`;
    }
    case 'eos': {
      const n = utf8Length(memo);
      return n <= 256 ? null : `An EOS memo holds at most 256 bytes; this one takes ${n}.`;
    }
    default:
      return null;
  }
}
