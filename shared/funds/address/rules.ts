/**
 * Whether a destination can be a withdrawal address of a coin the exchange lists, checked
 * offline as it is typed (the Withdraw form, the address book) and again in main before the
 * confirmation is asked: format and checksum, in a person's words. A coin Satchel has no rule
 * for is "not checked", never quietly taken as valid. No message repeats the address.
 */
import { m } from '../../i18n/language.js';
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

/** A message of this module, made when the check is made (the language may have changed since load). */
type Words = () => string;

interface CoinRule {
  /** "a Bitcoin address": what a wrong address is not, in the sentences that say why. */
  address: Words;
  /** The whole sentence for text that does not even start like this coin's addresses. */
  starts: Words;
  /** Null when the text does not even start like this coin's addresses. */
  parse: Parse;
}

type Reason = Exclude<Decoded<unknown>, { ok: true }>['why'] | 'space';

const REASONS: Readonly<Record<Reason, (inputs: { address: string }) => string>> = {
  characters: m.shared_address_not_characters,
  checksum: m.shared_address_not_checksum,
  length: m.shared_address_not_length,
  version: m.shared_address_not_version,
  case: m.shared_address_not_case,
  space: m.shared_address_not_space,
};

const ok = (kind: string, note: string | null = null): AddressCheck => ({ status: 'valid', kind, note });
const invalid = (message: string): AddressCheck => ({ status: 'invalid', message });
const not = (address: Words, reason: Reason): AddressCheck => invalid(REASONS[reason]({ address: address() }));
const why = (address: Words, d: Exclude<Decoded<unknown>, { ok: true }>) => not(address, d.why);

/** Base58check with a table of version bytes to what each means. */
function legacy(address: Words, text: string, versions: Record<number, Words>, alphabet: 'bitcoin' | 'xrp' = 'bitcoin'): AddressCheck {
  const d = base58check(text, alphabet);
  if (!d.ok) return why(address, d);
  const kind = versions[d.value.version];
  if (!kind || d.value.payload.length !== 20) return not(address, 'version');
  return ok(kind());
}

function bech(address: Words, text: string, hrp: string, coin: string): AddressCheck {
  const d = segwit(text, hrp);
  if (!d.ok) return why(address, d);
  const { version } = d.value;
  return ok(version === 0 ? m.shared_kind_segwit({ coin }) : version === 1 ? m.shared_kind_taproot({ coin }) : m.shared_kind_segwit_version({ coin, version }));
}

const starts = (address: string, ...prefixes: string[]) => prefixes.some((p) => address.toLowerCase().startsWith(p.toLowerCase()));

function ether(address: Words, text: string, kind: Words): AddressCheck {
  const d = ethereum(text);
  if (!d.ok) return why(address, d);
  return ok(kind(), d.value.checksummed ? null : m.shared_note_eth());
}

function tron(address: Words, text: string, kind: Words): AddressCheck {
  return legacy(address, text, { 0x41: kind });
}

function eosName(address: string): AddressCheck | null {
  if (/^EOS[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(address)) return invalid(m.shared_address_eos_public_key());
  if (!/^[a-z1-5.]+$/.test(address)) return null;
  if (address.length > 12) return invalid(m.shared_address_eos_too_long());
  if (address.endsWith('.')) return invalid(m.shared_address_eos_dot());
  return ok(m.shared_kind_eos(), m.shared_note_eos());
}

const RULES: Readonly<Record<string, CoinRule>> = {
  btc: {
    address: m.shared_address_btc,
    starts: m.shared_address_starts_btc,
    parse: (a) =>
      starts(a, 'bc1')
        ? bech(m.shared_address_btc, a, 'bc', 'Bitcoin')
        : /^[13]/.test(a)
          ? legacy(m.shared_address_btc, a, { 0: () => m.shared_kind_legacy({ coin: 'Bitcoin' }), 5: () => m.shared_kind_script({ coin: 'Bitcoin' }) })
          : null,
  },
  ltc: {
    address: m.shared_address_ltc,
    starts: m.shared_address_starts_ltc,
    parse: (a) =>
      starts(a, 'ltc1')
        ? bech(m.shared_address_ltc, a, 'ltc', 'Litecoin')
        : /^[LM3]/.test(a)
          ? legacy(m.shared_address_ltc, a, {
              0x30: () => m.shared_kind_legacy({ coin: 'Litecoin' }),
              0x32: () => m.shared_kind_script({ coin: 'Litecoin' }),
              5: m.shared_kind_ltc_script_old,
            })
          : null,
  },
  bch: {
    address: m.shared_address_bch,
    starts: m.shared_address_starts_bch,
    parse: (a) => {
      if (starts(a, 'bitcoincash:') || /^[qpQP]/.test(a)) {
        const d = cashAddr(a);
        if (!d.ok) return why(m.shared_address_bch, d);
        if (d.value.type > 1) return not(m.shared_address_bch, 'version');
        return ok(d.value.type === 0 ? m.shared_kind_bch_cashaddr() : m.shared_kind_bch_script_cashaddr());
      }
      if (!/^[13]/.test(a)) return null;
      const legacyForm = legacy(m.shared_address_bch, a, { 0: m.shared_kind_bch_legacy, 5: m.shared_kind_bch_script_legacy });
      return legacyForm.status === 'valid' ? { ...legacyForm, note: m.shared_note_bch_legacy() } : legacyForm;
    },
  },
  doge: {
    address: m.shared_address_doge,
    starts: m.shared_address_starts_doge,
    parse: (a) => (/^[DA9]/.test(a) ? legacy(m.shared_address_doge, a, { 0x1e: m.shared_address_doge, 0x16: () => m.shared_kind_script({ coin: 'Dogecoin' }) }) : null),
  },
  dash: {
    address: m.shared_address_dash,
    starts: m.shared_address_starts_dash,
    parse: (a) => (/^[X7]/.test(a) ? legacy(m.shared_address_dash, a, { 0x4c: m.shared_address_dash, 0x10: () => m.shared_kind_script({ coin: 'Dash' }) }) : null),
  },
  eth: {
    address: m.shared_address_eth,
    starts: m.shared_address_starts_eth,
    parse: (a) => (a.startsWith('0x') ? ether(m.shared_address_eth, a, m.shared_address_eth) : null),
  },
  usdt: {
    address: m.shared_address_usdt,
    starts: m.shared_address_starts_usdt,
    parse: (a, network) => {
      const erc = a.startsWith('0x');
      const trc = a.startsWith('T');
      if (!erc && !trc) return null;
      const found = erc ? ether(m.shared_address_usdt, a, m.shared_kind_usdt_erc20) : tron(m.shared_address_usdt, a, m.shared_kind_usdt_trc20);
      if (found.status !== 'valid') return found;
      if (network === 'erc20' && trc) return invalid(m.shared_address_usdt_wants_erc20());
      if (network === 'trc20' && erc) return invalid(m.shared_address_usdt_wants_trc20());
      if (network === null) {
        const which = erc ? 'Ethereum (ERC-20)' : 'TRON (TRC-20)';
        return { ...found, note: [m.shared_note_usdt_network({ network: which }), found.note].filter(Boolean).join(' ') };
      }
      return found;
    },
  },
  xrp: {
    address: m.shared_address_xrp,
    starts: m.shared_address_starts_xrp,
    parse: (a) => {
      if (/^X[1-9A-HJ-NP-Za-km-z]{40,50}$/.test(a)) return invalid(m.shared_address_xrp_x_address());
      return a.startsWith('r') ? legacy(m.shared_address_xrp, a, { 0: m.shared_address_xrp }, 'xrp') : null;
    },
  },
  xlm: {
    address: m.shared_address_xlm,
    starts: m.shared_address_starts_xlm,
    parse: (a) => {
      if (/^S[A-Z2-7]{55}$/.test(a)) return invalid(m.shared_address_xlm_secret());
      if (/^M[A-Z2-7]{68}$/.test(a)) return invalid(m.shared_address_xlm_muxed());
      if (!a.startsWith('G')) return null;
      const d = strKey(a);
      if (!d.ok) return why(m.shared_address_xlm, d);
      if (d.value.version !== 6 << 3 || d.value.key.length !== 32) return not(m.shared_address_xlm, 'version');
      return ok(m.shared_kind_xlm());
    },
  },
  trx: {
    address: m.shared_address_trx,
    starts: m.shared_address_starts_trx,
    parse: (a) => (a.startsWith('T') ? tron(m.shared_address_trx, a, m.shared_address_trx) : null),
  },
  eos: {
    address: m.shared_address_eos,
    starts: m.shared_address_starts_eos,
    parse: (a) => eosName(a),
  },
};

/** What Satchel can check: the coins of the demo exchange's list (and any exchange's with these codes). */
export const CHECKED_COINS: readonly string[] = Object.keys(RULES);

/** "It looks like a … address": one whole sentence per coin a text can be taken for (never EOS, see below). */
const LOOKS_LIKE: Readonly<Record<string, (inputs: { address: string }) => string>> = {
  btc: m.shared_address_looks_like_btc,
  ltc: m.shared_address_looks_like_ltc,
  bch: m.shared_address_looks_like_bch,
  doge: m.shared_address_looks_like_doge,
  dash: m.shared_address_looks_like_dash,
  eth: m.shared_address_looks_like_eth,
  usdt: m.shared_address_looks_like_usdt,
  xrp: m.shared_address_looks_like_xrp,
  xlm: m.shared_address_looks_like_xlm,
  trx: m.shared_address_looks_like_trx,
};

/** Coins whose addresses are written alike: naming one as the other's look-alike says nothing. */
const SAME_FORMAT: Readonly<Record<string, readonly string[]>> = { eth: ['usdt'], usdt: ['eth', 'trx'], trx: ['usdt'] };

/** The code of the coin whose rule this text fully passes, other than `except`. */
function lookedLike(address: string, except: string): string | null {
  for (const [code, rule] of Object.entries(RULES)) {
    if (code === except || SAME_FORMAT[except]?.includes(code)) continue;
    // An EOS name is any short run of small letters: too loose to name as a guess.
    if (code === 'eos') continue;
    if (rule.parse(address, null)?.status === 'valid') return code;
  }
  return null;
}

export function checkAddress(currency: string, typed: string, network: TokenNetwork = null): AddressCheck {
  const code = currency.toLowerCase();
  const address = typed.trim();
  const rule = RULES[code];
  if (!rule) return { status: 'unchecked', message: m.shared_address_unchecked({ currency: code.toUpperCase() }) };
  if (address === '') return invalid(m.shared_address_enter());
  if (/\s/.test(address)) return not(rule.address, 'space');
  const parsed = rule.parse(address, network);
  if (parsed?.status === 'valid') return parsed;
  const other = lookedLike(address, code);
  if (other) return invalid(LOOKS_LIKE[other]!({ address: rule.address() }));
  return parsed ?? invalid(rule.starts());
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
        : m.shared_memo_xrp_tag();
    case 'xlm': {
      const n = utf8Length(memo);
      return n <= 28 ? null : m.shared_memo_xlm_bytes({ bytes: n });
    }
    case 'eos': {
      const n = utf8Length(memo);
      return n <= 256 ? null : m.shared_memo_eos_bytes({ bytes: n });
    }
    default:
      return null;
  }
}
