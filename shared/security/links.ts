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

/** 127.0.0.1 (any of 127/8), ::1 and localhost: where plain http cannot be read on the way. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}
