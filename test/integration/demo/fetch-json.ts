import { JsonNumber, parseJson, type JsonValue } from '../../../shared/json/lossless.js';

export interface Fetched {
  status: number;
  type: string;
  text: string;
  json: JsonValue | undefined;
  headers: Headers;
}

/** A real HTTP request; the body parsed losslessly so numbers and strings can be told apart. */
export async function get(url: string, init?: RequestInit): Promise<Fetched> {
  const res = await fetch(url, init);
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, text, json: type.includes('application/json') ? parseJson(text) : undefined, headers: res.headers };
}

export const isNum = (v: unknown): v is JsonNumber => v instanceof JsonNumber;
export const isInt = (v: unknown): boolean => v instanceof JsonNumber && /^-?\d+$/.test(v.text);
export const isDecimalString = (v: unknown): boolean => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v);
export const obj = (v: JsonValue | undefined): Record<string, JsonValue> => v as Record<string, JsonValue>;
export const arr = (v: JsonValue | undefined): JsonValue[] => {
  if (!Array.isArray(v)) throw new Error(`Expected an array, got ${JSON.stringify(v)}`);
  return v;
};
