/** A transfer code check in two lines, for a notification (the tray's clipboard check), in the language now. */
import { m } from '../i18n/language.js';
import { checkCode } from './codec.js';

export function codeVerdict(text: string, currencies?: ReadonlySet<string>): { title: string; body: string } {
  if (text.trim() === '') return { title: m.shared_code_verdict_empty_title(), body: m.shared_code_verdict_empty_body() };
  const check = checkCode(text.slice(0, 1000), currencies);
  if (check.ok) {
    const { publicPart, currencyMark, typeMark } = check.parsed;
    return { title: m.shared_code_verdict_ok_title(), body: m.shared_code_verdict_ok_body({ code: `${publicPart}-…-${currencyMark}-${typeMark}` }) };
  }
  return { title: m.shared_code_verdict_bad_title(), body: check.problem.message };
}
