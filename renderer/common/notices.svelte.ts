/** One-off messages for the person (main's 'notice' events): shown until dismissed. */
import type { Notice } from '../../shared/contract/index.js';

export interface ShownNotice extends Notice {
  id: number;
  /** The same words with their amounts hidden, shown instead while privacy mode is on. */
  hidden?: string;
}

class Notices {
  list = $state.raw<ShownNotice[]>([]);
  private nextId = 1;

  /** `hidden`: for a message with amounts in it, the same words without them (privacy mode). */
  push(level: Notice['level'], message: string, hidden?: string): void {
    // The same words twice (a reconnect may repeat one) are shown once.
    if (this.list.some((n) => n.message === message)) return;
    this.list = [...this.list, { id: this.nextId++, level, message, ...(hidden === undefined ? {} : { hidden }) }];
  }

  dismiss(id: number): void {
    this.list = this.list.filter((n) => n.id !== id);
  }
}

export const notices = new Notices();
