/**
 * Saved fund sources: where an account's fiat payouts went (a card, a phone account), so a
 * later withdrawal may send `fund_source_id` instead of `fields`. The document names the
 * parameter but shows no method to list, add or delete them; the demo saves one for every
 * accepted payout sent with `fields` — the same service and the same values are the same
 * source — and tells its id in the withdrawal's answer (docs/demo-servers.md, "Payment gateway").
 */
export interface FundSource {
  id: number;
  /** API key of the account it belongs to. */
  owner: string;
  currency: string;
  service: string;
  fields: Readonly<Record<string, string>>;
  createdAt: number;
}

const sameValues = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
};

export class FundSources {
  private readonly byId = new Map<number, FundSource>();

  constructor(private nextId: number) {}

  /** The account's own source; another account's is as absent as one that never was. */
  get(owner: string, id: number): FundSource | undefined {
    const s = this.byId.get(id);
    return s?.owner === owner ? s : undefined;
  }

  /** The existing source with these values, or a new one. */
  save(owner: string, currency: string, service: string, fields: Readonly<Record<string, string>>, nowMs: number): FundSource {
    for (const s of this.byId.values()) if (s.owner === owner && s.service === service && sameValues(s.fields, fields)) return s;
    const s: FundSource = { id: this.nextId++, owner, currency, service, fields: { ...fields }, createdAt: nowMs };
    this.byId.set(s.id, s);
    return s;
  }

  /** The account's sources, oldest first (for tests: the API shows none). */
  of(owner: string): FundSource[] {
    return [...this.byId.values()].filter((s) => s.owner === owner);
  }
}
