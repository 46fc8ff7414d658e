import { afterEach, describe, expect, it } from 'vitest';
import { CRASH_REPORTER_OPTIONS, paymentGoneQuestion, paymentUnresponsiveQuestion, RELOAD, rendererGoneQuestion, unresponsiveQuestion } from '../../../electron/main/crash.js';
import { followLanguage } from '../../../shared/i18n/language.js';

const CLOSE_PAYMENT = 'Close the payment window';

describe('a stopped or hung window', () => {
  afterEach(() => followLanguage(() => 'en'));

  it('asks nothing when the page ended on purpose (the window is closing)', () => {
    expect(rendererGoneQuestion('clean-exit', 'wallet')).toBeNull();
  });

  it('says why in words, that nothing is lost, and offers a reload first', () => {
    const question = rendererGoneQuestion('oom', 'wallet')!;
    expect(question.message).toBe('The wallet window stopped working: it ran out of memory.');
    expect(question.detail).toMatch(/keys, settings and anything sent to the exchange are safe/);
    expect(question.buttons).toEqual(['Reload', 'Quit Satchel']);
    expect(question.buttons[RELOAD]).toBe('Reload');
    expect(question.defaultId).toBe(RELOAD);
    for (const reason of ['crashed', 'killed', 'abnormal-exit', 'launch-failed', 'integrity-failure', 'memory-eviction', 'something-new']) {
      expect(rendererGoneQuestion(reason, 'wallet')!.message).toMatch(/^The wallet window stopped working: [a-z].+\.$/);
    }
  });

  it('lets a person wait for a hung page: waiting is the default, reloading is offered', () => {
    const question = unresponsiveQuestion('wallet');
    expect(question.message).toBe('The wallet window is not responding.');
    expect(question.buttons).toEqual(['Reload', 'Wait']);
    expect(question.buttons[question.defaultId]).toBe('Wait');
    expect(question.buttons[question.cancelId]).toBe('Wait');
  });

  it('asks nothing about a payment window that closed on purpose', () => {
    expect(paymentGoneQuestion('clean-exit')).toBeNull();
  });

  it('tells a person whose payment window stopped that nothing is paid twice, where to look, and offers to start the form again or close it', () => {
    const question = paymentGoneQuestion('crashed')!;
    expect(question.message).toBe('The payment window stopped working: it crashed.');
    expect(question.detail).toMatch(/Nothing is paid twice/);
    expect(question.detail).toMatch(/History/);
    expect(question.buttons).toEqual(['Reload', CLOSE_PAYMENT]);
    expect(question.answers).toEqual(['reload', 'close']);
    expect(question.buttons[RELOAD]).toBe('Reload');
    expect(question.buttons[question.cancelId]).toBe(CLOSE_PAYMENT);
    // Never the wallet window's "Quit Satchel": the payment window is a child, the wallet goes on.
    expect(question.buttons).not.toContain('Quit Satchel');
  });

  it('lets a person wait for a hung payment window, reload it or close it', () => {
    const question = paymentUnresponsiveQuestion();
    expect(question.message).toBe('The payment window is not responding.');
    expect(question.buttons).toEqual(['Reload', 'Wait', CLOSE_PAYMENT]);
    expect(question.buttons[question.defaultId]).toBe('Wait');
    expect(question.buttons[question.cancelId]).toBe('Wait');
    expect(question.detail).toMatch(/Nothing is paid twice/);
  });

  it('asks in the language now, its answers still known by what they do', () => {
    followLanguage(() => 'uk');
    const question = rendererGoneQuestion('crashed', 'wallet')!;
    expect(question.message).toBe('Вікно гаманця перестало працювати: воно аварійно завершилося.');
    expect(question.buttons).toEqual(['Перезавантажити', 'Вийти з Satchel']);
    expect(question.answers).toEqual(['reload', 'quit']);
    expect(paymentUnresponsiveQuestion().message).toBe('Вікно оплати не відповідає.');
    followLanguage(() => 'ru');
    expect(paymentGoneQuestion('oom')!.buttons).toEqual(['Перезагрузить', 'Закрыть окно оплаты']);
  });

  it('keeps crash dumps on this computer', () => {
    expect(CRASH_REPORTER_OPTIONS.uploadToServer).toBe(false);
    expect(CRASH_REPORTER_OPTIONS).not.toHaveProperty('submitURL');
  });
});
