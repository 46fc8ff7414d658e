/**
 * Looking for a secret in recorded text: as it is, and in the forms it would plausibly take if
 * something encoded it on the way out (JSON-escaped, URL-encoded once or twice, hex, base64 and
 * base64url at any byte alignment, so it is found inside a longer encoded text such as an HTTP
 * Basic header's `user:password`).
 */

export interface SecretForm {
  form: string;
  text: string;
}

/** The base64 text that the secret's bytes produce wherever they start in a longer encoded input. */
function base64Cores(bytes: Buffer, url: boolean): SecretForm[] {
  const out: SecretForm[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const body = bytes.subarray(skip);
    const whole = body.subarray(0, body.length - (body.length % 3));
    if (whole.length < 12) continue;
    const text = whole.toString(url ? 'base64url' : 'base64');
    out.push({ form: `${url ? 'base64url' : 'base64'} (alignment ${skip})`, text });
  }
  return out;
}

export function secretForms(secret: string): SecretForm[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: SecretForm[] = [
    { form: 'as is', text: secret },
    { form: 'JSON-escaped', text: JSON.stringify(secret).slice(1, -1) },
    { form: 'URL-encoded', text: encodeURIComponent(secret) },
    { form: 'URL-encoded twice', text: encodeURIComponent(encodeURIComponent(secret)) },
    { form: 'form-encoded', text: new URLSearchParams({ x: secret }).toString().slice(2) },
    { form: 'hex', text: bytes.toString('hex') },
    { form: 'HEX', text: bytes.toString('hex').toUpperCase() },
    ...base64Cores(bytes, false),
    ...base64Cores(bytes, true),
  ];
  // Forms equal to another (an alphanumeric secret URL-encodes to itself) are searched once.
  const seen = new Set<string>();
  return forms.filter((f) => !seen.has(f.text) && seen.add(f.text));
}

export interface Sighting {
  /** Which secret (its name in the test, never its value). */
  secret: string;
  form: string;
  /** Where: "frame sent #12", "log line 3", a file's path. */
  where: string;
}

/** Every place (of `places`) where any form of any named secret occurs. */
export function sightings(secrets: Record<string, string>, places: { where: string; text: string }[]): Sighting[] {
  const found: Sighting[] = [];
  for (const [name, secret] of Object.entries(secrets)) {
    const forms = secretForms(secret);
    for (const place of places) {
      const hit = forms.find((f) => place.text.includes(f.text));
      if (hit) found.push({ secret: name, form: hit.form, where: place.where });
    }
  }
  return found;
}
