/**
 * Fiat's data, for both windows that show it: every call to main about fiat goes through here.
 * The main window opens the payment window and hears when it closes and when a deposit ends; the
 * payment window (its own page, its own copy of this module) reads its context and the
 * gateway's services and makes deposits and payouts. Views keep what is typed and render.
 */
import { LANGUAGES, type Language } from '../../shared/contract/index.js';
import type { FiatDepositFinished, FiatFlow, FiatCurrency, FiatPayment, FiatServices, FiatWindowClosed, FiatWindowContext, FiatWindowOpened, RequestOf, Result, WithdrawalResult } from '../../shared/contract/index.js';
import { reportActivity } from '../common/activity.js';
import { getBridge } from '../common/bridge.js';
import { confirmations } from '../common/confirm.svelte.js';
import { setLanguage } from '../common/language.svelte.js';
import { Resource } from '../common/resource.svelte.js';
import { setTheme } from '../common/theme.svelte.js';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

class FiatStore {
  /** The main window: the flow whose payment window is being opened. */
  opening = $state<FiatFlow | null>(null);
  /** The payment window: Satchel is locked (main says so; what was typed stays). */
  locked = $state(false);
  depositing = $state(false);
  payingOut = $state(false);
  private contextResource: Resource<FiatWindowContext> | null = null;
  private depositServicesResource: Resource<FiatServices> | null = null;

  // The main window.

  /** Open (or bring forward) the payment window of a flow and currency. */
  async open(flow: FiatFlow, currency: FiatCurrency): Promise<Result<FiatWindowOpened>> {
    this.opening = flow;
    try {
      return await getBridge().call('fiat.open', { flow, currency });
    } finally {
      this.opening = null;
    }
  }

  /** The last payment window of a flow and currency closed; returns the unsubscribe. */
  onWindowClosed(handler: (closed: FiatWindowClosed) => void): () => void {
    return getBridge().on('fiat.windowClosed', handler);
  }

  /** A deposit started in a payment window ended, paid or not; returns the unsubscribe. */
  onDepositFinished(handler: (finished: FiatDepositFinished) => void): () => void {
    return getBridge().on('fiat.depositFinished', handler);
  }

  // The payment window.

  /**
   * The payment window's own ties to main (the main window has app-session.svelte.ts for these):
   * main's questions, the theme and the language, the lock, and the person's input for the idle clock. Returns the
   * function that undoes them.
   */
  attachPaymentWindow(): () => void {
    const bridge = getBridge();
    const stops = [
      bridge.on('confirm.request', (request) => confirmations.enqueue(request)),
      bridge.on('settings.changed', (view) => {
        setTheme(view.theme, 'settings');
        setLanguage(view.language);
      }),
      bridge.on('lock.changed', (status) => (this.locked = status.locked)),
      reportActivity(window, () => void bridge.call('app.activity', {})),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** What the window is for: flow, currency, account, the gateway, what is available. */
  get context(): Resource<FiatWindowContext> {
    return (this.contextResource ??= this.readContext());
  }

  /** The context read afresh, apart from the window's (after a payout, for the new balance); ask it with `load`. */
  readContext(): Resource<FiatWindowContext> {
    return new Resource(async () => {
      const answer = await getBridge().call('fiat.context', {});
      // The window speaks the app's language from its first answer (a language changed later comes with settings.changed).
      if (answer.ok && isLanguage(answer.value.language)) setLanguage(answer.value.language);
      return answer;
    });
  }

  get depositServices(): Resource<FiatServices> {
    return (this.depositServicesResource ??= new Resource(() => getBridge().call('fiat.depositServices', {})));
  }

  /** The services that can pay out this amount (the gateway's answer depends on it); ask it with `load`. */
  payoutServices(amount: string): Resource<FiatServices> {
    return new Resource(() => getBridge().call('fiat.payoutServices', { amount }));
  }

  /** A deposit and its invoice: the answer is the gateway's form, for the window to submit. */
  deposit(request: RequestOf<'fiat.deposit'>): Promise<Result<FiatPayment>> {
    return this.whileDepositing(getBridge().call('fiat.deposit', request));
  }

  /** The simplified deposit: the exchange chooses the service and hands over the form. */
  depositSimple(request: RequestOf<'fiat.depositSimple'>): Promise<Result<FiatPayment>> {
    return this.whileDepositing(getBridge().call('fiat.depositSimple', request));
  }

  /** A payout (main asks first); sent once. */
  async withdraw(request: RequestOf<'fiat.withdraw'>): Promise<Result<WithdrawalResult>> {
    this.payingOut = true;
    try {
      return await getBridge().call('fiat.withdraw', request);
    } finally {
      this.payingOut = false;
    }
  }

  private async whileDepositing(answer: Promise<Result<FiatPayment>>): Promise<Result<FiatPayment>> {
    this.depositing = true;
    try {
      return await answer;
    } finally {
      this.depositing = false;
    }
  }
}

export const fiat = new FiatStore();
