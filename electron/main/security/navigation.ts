/**
 * Every web contents the app creates stays on the page it was given: no navigation, no
 * redirects, no new windows, no <webview>. Links to the web open in the person's own browser,
 * and only https ones (an explorer link of a transaction, say), never inside Satchel.
 */
import type { WebContents } from 'electron';
import { httpsLink } from '../../../shared/security/links.js';

/** An https URL without credentials, as a string safe to hand to the OS; anything else null. */
export const externalLinkTarget = httpsLink;

export type HardenableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

interface PreventableEvent {
  preventDefault(): void;
}

/**
 * Applied to every web contents (app 'web-contents-created'), so a window added later is
 * covered without remembering to.
 */
export function hardenWebContents(contents: HardenableContents, openExternal: (url: string) => void): void {
  // In-page (hash) navigation does not raise these; loadURL from main does not either.
  const refuse = (event: PreventableEvent) => event.preventDefault();
  contents.on('will-navigate', refuse);
  contents.on('will-frame-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-attach-webview', refuse);
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalLinkTarget(url);
    if (target) openExternal(target);
    return { action: 'deny' };
  });
}
