/**
 * The offset between the exchange's clock and ours. Signed calls use server time, so a local
 * clock that is far off still works; the offset is measured at the middle of the round trip.
 *
 * The offset is bounded (MAX_OFFSET_MS): every nonce is `serverNow()` or more, and nonces only
 * grow, so a forged or broken `/v3/timestamp` a year ahead would push this key's sequence a
 * year ahead for good (persisted, and remembered by the exchange as the key's last nonce). One
 * day covers every honest case — a computer set to the wrong time zone is off by at most 14 h —
 * and caps what a lying clock can cost. Beyond it the measurement is refused and the offset
 * measured before (or none: the local clock) is kept. See docs/security.md.
 */
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { withSymbols } from '../../../shared/i18n/numbers.js';

export const MAX_OFFSET_MS = 24 * 60 * 60 * 1000;

export class ServerClock {
  private offset = 0;
  private measuredAt: number | null = null;
  private refusal: AppError | null = null;
  /** What the refused measurement was, to say it again later in the language then. */
  private refusedFacts: ClockRefusal | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get offsetMs(): number {
    return this.offset;
  }

  get measured(): boolean {
    return this.measuredAt !== null;
  }

  /** The last measurement, when it was refused as too far off; null once one is accepted. */
  get refused(): AppError | null {
    return this.refusal;
  }

  /**
   * Record one measurement: local send and receive times, and the server's time in ms. Throws
   * AppError('malformed') and keeps the previous offset when the server's clock is more than a
   * day from ours.
   */
  record(sentAt: number, receivedAt: number, serverMs: number, host: string): number {
    const offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
    if (!Number.isFinite(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
      this.refusedFacts = { host, offset, keptMeasured: this.measuredAt !== null };
      this.refusal = new AppError('malformed', refusalSentence(this.refusedFacts));
      throw this.refusal;
    }
    this.offset = offset;
    this.measuredAt = receivedAt;
    this.refusal = null;
    this.refusedFacts = null;
    return this.offset;
  }

  /** The last refusal's sentence in the language now (a refused nonce quotes it later); '' when none. */
  refusalSentence(): string {
    return this.refusedFacts === null ? '' : refusalSentence(this.refusedFacts);
  }

  /** Our best idea of the exchange's current time. */
  serverNow(): number {
    return this.now() + this.offset;
  }

  localNow(): number {
    return this.now();
  }
}

interface ClockRefusal {
  host: string;
  offset: number;
  /** Whether the offset kept is one measured before (else this computer's own clock). */
  keptMeasured: boolean;
}

/**
 * One whole sentence per case (ahead, behind, no sane number; which clock is kept), the days in
 * their plural form. Under ten days they are written with one decimal ("2.5", "3,0"), and a number
 * written with a decimal takes the fraction's plural form in every language ("3,0 дня", not
 * "3,0 дні"), so such a count is selected as a fraction whatever its digits.
 */
function refusalSentence({ host, offset, keptMeasured }: ClockRefusal): string {
  const days = Math.abs(offset) / MAX_OFFSET_MS;
  if (!Number.isFinite(days)) return keptMeasured ? m.errors_clock_far_measured({ host }) : m.errors_clock_far_local({ host });
  const shown = days < 10 ? days.toFixed(1) : String(Math.round(days));
  const words = { host, days: withSymbols(shown), count: days < 10 ? 0.5 : Math.round(days) };
  if (offset > 0) return keptMeasured ? m.errors_clock_ahead_measured(words) : m.errors_clock_ahead_local(words);
  return keptMeasured ? m.errors_clock_behind_measured(words) : m.errors_clock_behind_local(words);
}
