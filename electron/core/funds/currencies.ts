/**
 * The exchange's currency list, kept for the funds methods: history and deposit details name
 * currencies by internal id, withdrawals need a currency's precision and memo rule, deposits
 * its explorer template. Read once per exchange and again when an id or code is not in it (a
 * currency listed since), at most once a minute.
 */
import { AppError, type Currency } from '../../../shared/contract/index.js';

const STALE_MS = 10 * 60_000;
const MISS_RETRY_MS = 60_000;

export class CurrencyDirectory {
  private list: Currency[] | null = null;
  private readAt = 0;
  private reading: Promise<Currency[]> | null = null;

  constructor(
    private readonly read: () => Promise<Currency[]>,
    private readonly now: () => number = Date.now,
  ) {}

  async all(): Promise<Currency[]> {
    if (this.list && this.now() - this.readAt < STALE_MS) return this.list;
    return this.refresh();
  }

  /** The currency of a code, or a `not-found` error a person understands. */
  async byCode(code: string): Promise<Currency> {
    const wanted = code.toLowerCase();
    const found = await this.find((c) => c.code.toLowerCase() === wanted);
    if (!found) throw new AppError('not-found', 'The exchange does not list this currency.');
    return found;
  }

  /** The currency of an internal id, or null when the exchange does not list it (read again once a minute at most). */
  async byId(id: number): Promise<Currency | null> {
    return (await this.find((c) => c.id === id)) ?? null;
  }

  /** The code of an internal id, or null when the exchange does not list it. */
  async codeOf(id: number): Promise<string | null> {
    return (await this.byId(id))?.code.toLowerCase() ?? null;
  }

  /** Codes by id for many ids at once (one read of the list, again if one of `ids` is not in it). */
  async codes(ids: readonly number[] = []): Promise<Map<number, string>> {
    const known = new Map((await this.all()).map((c) => [c.id, c.code.toLowerCase()]));
    const missing = ids.find((id) => !known.has(id));
    if (missing === undefined) return known;
    await this.byId(missing);
    return new Map((await this.all()).map((c) => [c.id, c.code.toLowerCase()]));
  }

  private async find(test: (c: Currency) => boolean): Promise<Currency | undefined> {
    const found = (await this.all()).find(test);
    if (found || this.now() - this.readAt < MISS_RETRY_MS) return found;
    return (await this.refresh()).find(test);
  }

  private refresh(): Promise<Currency[]> {
    this.reading ??= this.read()
      .then((list) => {
        this.list = list;
        this.readAt = this.now();
        return list;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}
