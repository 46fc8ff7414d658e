/**
 * Names people give to what they save (accounts, appliances): two are the same name when they
 * read the same, whatever their case, the spaces around them or how their accents were typed.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
