import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The macOS hardened-runtime entitlements grant only what V8 needs (docs/security.md).
const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'build');

describe.each(['entitlements.mac.plist', 'entitlements.mac.inherit.plist'])('%s', (name) => {
  const text = fs.readFileSync(path.join(build, name), 'utf8');
  const granted = [...text.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((m) => m[1]);
  it('grants allow-jit and nothing else', () => {
    expect(granted).toEqual(['com.apple.security.cs.allow-jit']);
  });
});
