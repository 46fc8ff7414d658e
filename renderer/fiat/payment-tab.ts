/**
 * Browser mode's payment window: a second tab or window of the browser, opened by the wallet
 * and kept by it (one at a time). The wallet closes it when a payment ends while it still shows
 * Satchel's page; once it has gone on to the gateway it has dropped its opener (so the
 * gateway's page cannot reach the wallet), and the gateway's result page closes it, as a
 * payment window opened by a script may close itself.
 */
let current: Window | null = null;

export const paymentTab = {
  /** Opens the URL in the named payment window; false when the browser refused a new window. */
  open(url: string): boolean {
    const opened = window.open(url, 'satchel-payment');
    if (!opened) return false;
    current = opened;
    opened.focus();
    return true;
  },
  close(): void {
    if (current && !current.closed) current.close();
    current = null;
  },
};
