/**
 * Browser mode's payment window: a second tab or window of the browser, opened by the wallet
 * and kept by it, so that it can be closed when the payment it was for has ended (the tab
 * itself shows the gateway's page by then, which cannot close it). One at a time.
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
