/** Every key of every operation's request schema (nested objects, arrays, unions, records' values), read from the contract itself. */
import { contract } from '../../../shared/contract/index.js';

type Node = Record<string, unknown>;

export function walkRequestKeys(): string[] {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as Node;
    if (schema.entries && typeof schema.entries === 'object') {
      for (const [key, inner] of Object.entries(schema.entries as Node)) {
        keys.add(key);
        walk(inner);
      }
    }
    for (const part of ['wrapped', 'item', 'key', 'value', 'rest']) walk(schema[part]);
    for (const part of ['options', 'items', 'pipe']) if (Array.isArray(schema[part])) (schema[part] as unknown[]).forEach(walk);
  };
  for (const operation of Object.values(contract)) walk(operation.request);
  return [...keys].sort();
}
