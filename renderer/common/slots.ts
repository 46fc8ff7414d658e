/**
 * A translated sentence with marked-up values in it (a name in bold, a host or a code example in monospace): the
 * message is asked with each placeholder standing for itself, and cut there, so the view draws
 * the words in the language's order and puts its own markup where each value goes.
 */
export type Piece = { text: string; slot?: never } | { slot: string; text?: never };

export function slots<K extends string>(message: (inputs: Record<K, string>) => string, names: readonly K[]): Piece[] {
  const inputs = Object.fromEntries(names.map((n) => [n, `{${n}}`])) as Record<K, string>;
  // No value: one text (an empty alternation would cut between every letter).
  if (names.length === 0) return [{ text: message(inputs) }];
  const marks = new RegExp(`(${names.map((n) => `\\{${n}\\}`).join('|')})`);
  return message(inputs)
    .split(marks)
    .filter((part) => part !== '')
    .map((part) => (names.some((n) => part === `{${n}}`) ? { slot: part.slice(1, -1) } : { text: part }));
}
