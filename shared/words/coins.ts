/**
 * Coin codes as a person reads them: upper case. The exchange lists them in lower case, and
 * servers quote them so in their refusals; the core tells this module the codes it has read
 * (funds/currencies.ts), so a server's sentence can be given back with them in upper case.
 */
const known = new Set<string>();

export function coinCode(code: string): string {
  return code.toUpperCase();
}

export function learnCoinCodes(codes: readonly string[]): void {
  for (const code of codes) if (/^[a-z0-9]{2,16}$/i.test(code)) known.add(code.toLowerCase());
}

/** The text with every known coin code written as a whole word in upper case. */
export function upperCoinCodes(text: string): string {
  return text.replace(/(?<![\w.-])[a-z][a-z0-9]{1,15}(?![\w-]|\.\w)/g, (word) => (known.has(word) ? word.toUpperCase() : word));
}

export function isKnownCoinCode(word: string): boolean {
  return known.has(word.toLowerCase());
}
