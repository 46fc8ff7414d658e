/**
 * Browser mode's side of confirmations owned by main: main pushes 'confirm.request' and waits
 * for 'confirm.answer'. One question is shown at a time; others wait their turn. (In Electron
 * main shows a native dialog and no request comes here.)
 */
import type { ConfirmationRequest } from '../../shared/contract/index.js';
import { getBridge } from './bridge.js';

class Confirmations {
  queue = $state.raw<ConfirmationRequest[]>([]);

  get current(): ConfirmationRequest | null {
    return this.queue[0] ?? null;
  }

  enqueue(request: ConfirmationRequest): void {
    if (this.queue.some((q) => q.id === request.id)) return;
    this.queue = [...this.queue, request];
  }

  /**
   * A no always ends the question. A yes that needs the app password ends it only when main
   * took the password; otherwise the question stays, and its error is returned to show.
   */
  async answer(id: string, accepted: boolean, password?: string): Promise<string | null> {
    const asked = this.queue.find((q) => q.id === id);
    if (!accepted || !asked?.needsPassword) {
      this.queue = this.queue.filter((q) => q.id !== id);
      // An expired question answers not-found: main already took it as a no, which is what it means.
      await getBridge().call('confirm.answer', { id, accepted });
      return null;
    }
    const result = await getBridge().call('confirm.answer', { id, accepted, password: password ?? '' });
    if (result.ok || result.error.kind === 'not-found') {
      this.queue = this.queue.filter((q) => q.id !== id);
      return result.ok ? null : result.error.message;
    }
    return result.error.message;
  }
}

export const confirmations = new Confirmations();
