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

export const MAX_OFFSET_MS = 24 * 60 * 60 * 1000;

export class ServerClock {
  private offset = 0;
  private measuredAt: number | null = null;
  private refusal: AppError | null = null;

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
  record(sentAt: number, receivedAt: number, serverMs: number, host = 'the exchange'): number {
    const offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
    if (!Number.isFinite(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
      const days = Number.isFinite(offset) ? Math.abs(offset) / MAX_OFFSET_MS : Infinity;
      const how = Number.isFinite(days) ? `${days < 10 ? days.toFixed(1) : Math.round(days)} days ${offset > 0 ? 'ahead of' : 'behind'}` : 'nowhere near';
      this.refusal = new AppError(
        'malformed',
        `The exchange at ${host} says its clock is ${how} this computer's. Satchel accepts at most one day of difference, so it keeps using ${this.measuredAt === null ? "this computer's clock" : 'the difference it measured before'} for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`,
      );
      throw this.refusal;
    }
    this.offset = offset;
    this.measuredAt = receivedAt;
    this.refusal = null;
    return this.offset;
  }

  /** Our best idea of the exchange's current time. */
  serverNow(): number {
    return this.now() + this.offset;
  }

  localNow(): number {
    return this.now();
  }
}
