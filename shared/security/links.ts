/**
 * Links to the web that Satchel hands to the person's browser: https only, and no user name or
 * password in them (a link in an exchange's answer or a template is not to be trusted).
 */
export function httpsLink(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}
