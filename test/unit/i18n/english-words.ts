/**
 * Words of English left in a sentence meant to be in another language: every run of Latin
 * letters that is not one of the names allowed to stay as they are (a host, Satchel, API, an
 * address's scheme, a currency code, a sign-in way).
 */
export function englishWords(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const keep = new Set(['Satchel', 'API', 'nonce', 'https', 'http', 'localhost']);
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !keep.has(word));
}
