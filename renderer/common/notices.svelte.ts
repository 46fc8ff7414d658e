/** One-off messages for the person (main's 'notice' events): shown until dismissed. */
import type { Notice } from '../../shared/contract/index.js';

export interface ShownNotice extends Notice {
  id: number;
}

class Notices {
  list = $state.raw<ShownNotice[]>([]);
  private nextId = 1;

  push(level: Notice['level'], message: string): void {
    // The same words twice (a reconnect may repeat one) are shown once.
    if (this.list.some((n) => n.message === message)) return;
    this.list = [...this.list, { id: this.nextId++, level, message }];
  }

  dismiss(id: number): void {
    this.list = this.list.filter((n) => n.id !== id);
  }
}

export const notices = new Notices();
