/** A transfer code check in two lines, for a notification (the tray's clipboard check). */
import { checkCode } from './codec.js';

export function codeVerdict(text: string, currencies?: ReadonlySet<string>): { title: string; body: string } {
  if (text.trim() === '') return { title: 'No transfer code', body: 'The clipboard is empty: copy a transfer code first.' };
  const check = checkCode(text.slice(0, 1000), currencies);
  if (check.ok) {
    const { publicPart, currencyMark, typeMark } = check.parsed;
    return { title: 'Well-formed transfer code', body: `${publicPart}-…-${currencyMark}-${typeMark}: its check character matches. Only the exchange can say whether it is still valid.` };
  }
  return { title: 'Not a valid transfer code', body: check.problem.message };
}
