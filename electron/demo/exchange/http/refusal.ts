/**
 * A request the demo exchange turns down before any money moves: a malformed or out-of-range
 * field (400), or something it names that does not exist (404). The request checkers of
 * withdrawals (crypto and fiat) and of transfer codes all answer one.
 */
export type Refusal = { status: 400 | 404; message: string };

export const refuse = (message: string, status: 400 | 404 = 400): Refusal => ({ status, message });
