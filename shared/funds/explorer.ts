/**
 * A transaction's page on the currency's explorer, from the currency's `explorer_link`
 * template (`#{txid}` is the document's placeholder). Only https pages: the link is opened in
 * the person's browser, and anything else from an exchange's answer is not to be trusted.
 */
import { httpsLink } from '../security/links.js';

const TXID = /^[A-Za-z0-9_.:-]{1,200}$/;

export function explorerUrl(template: string | null | undefined, txid: string | null | undefined): string | null {
  if (!template || !txid || !TXID.test(txid) || !template.includes('#{txid}')) return null;
  return httpsLink(template.split('#{txid}').join(encodeURIComponent(txid)));
}
