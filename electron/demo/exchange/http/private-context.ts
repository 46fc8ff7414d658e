/**
 * What a private path's handler is given once the checks in front of every private path have
 * passed (private-routes.ts): the exchange's state, the caller's account and the body. The
 * areas' route tables (funds-routes.ts, codes-routes.ts) are written against this, so the
 * router imports them and they never import the router.
 */
import { type Answer } from '../../http.js';
import { type AccountBook, type Ledger } from '../accounts/ledger.js';
import { type Codes } from '../codes/codes.js';
import { type FundSources } from '../fiat/fund-sources.js';
import { type AddressBook } from '../funds/addresses.js';
import { type Funds } from '../funds/funds.js';
import { type Authenticator } from './auth.js';

export interface PrivateContext {
  ledger: Ledger;
  auth: Authenticator;
  funds: Funds;
  addresses: AddressBook;
  codes: Codes;
  fundSources: FundSources;
  /** The payment gateway's address, for the simplified deposit's form; null when none is connected. */
  gatewayUrl: string | null;
  nowMs: number;
}

type Body = Record<string, unknown>;
/** `body` as JSON.parse read it; `text` is the body exactly as received, for what must not pass through a float. */
export type Handler = (ctx: PrivateContext, book: AccountBook, body: Body, param: string, text: string) => Answer;
