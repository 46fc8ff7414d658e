/**
 * Statuses of deposits and withdrawals in words, as FACTS.md lists the real system's, so a person
 * never reads the exchange's raw codes. In the window they follow the language; the exported CSV
 * asks for English (`language` given), so a file's columns read the same whatever the app spoke.
 */
import type { Language } from '../contract/app.js';
import { m } from '../i18n/language.js';

type Words = (inputs?: Record<string, never>, options?: { locale?: Language }) => string;

const WORDS: Readonly<Record<string, Words>> = {
  done: m.core_status_done,
  pending: m.core_status_pending,
  unknown: m.core_status_unknown,
  canceled: m.core_status_canceled,
  awaiting_confirmation: m.core_status_awaiting_confirmation,
};

/** A status the app does not know is still shown in words: its underscores become spaces, its first letter upper case. */
export function statusWords(status: string, language?: Language): string {
  const options = language ? { locale: language } : undefined;
  const known = Object.hasOwn(WORDS, status) ? WORDS[status] : undefined;
  if (known) return known({}, options);
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : m.core_status_blank({}, options);
}
