/** The gateway's pattern as a JavaScript one; null when it cannot be read (the field is then unusable). */
export function compilePattern(source: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // Patterns written for other engines may need the non-Unicode syntax; try that next.
    }
  }
  return null;
}
