/**
 * The offset between the exchange's clock and ours. Signed calls use server time, so a local
 * clock that is far off still works; the offset is measured at the middle of the round trip.
 */
export class ServerClock {
  private offset = 0;
  private measuredAt: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  get offsetMs(): number {
    return this.offset;
  }

  get measured(): boolean {
    return this.measuredAt !== null;
  }

  /** Record one measurement: local send and receive times, and the server's time in ms. */
  record(sentAt: number, receivedAt: number, serverMs: number): number {
    this.offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
    this.measuredAt = receivedAt;
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
