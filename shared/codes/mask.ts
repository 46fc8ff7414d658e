/**
 * A transfer code with its secret groups hidden: the first group (what the public check sends
 * anyway) and the currency and type marks stay readable. The core masks every code it hands a
 * window except the answer to its creation and an explicit "show" (docs/codes.md); the renderer
 * masks what it keeps on screen. Masking a masked code changes nothing.
 */
export function maskCode(code: string): string {
  const parts = code.split('-');
  if (parts.length < 3) return '•••••';
  return [parts[0], '•••••', '…', ...parts.slice(-2)].join('-');
}
