import { describe, expect, it } from 'vitest';
import { CLOSE_PAYMENT, CRASH_REPORTER_OPTIONS, paymentGoneQuestion, paymentUnresponsiveQuestion, RELOAD, rendererGoneQuestion, unresponsiveQuestion } from '../../../electron/main/crash.js';

describe('a stopped or hung window', () => {
  it('asks nothing when the page ended on purpose (the window is closing)', () => {
    expect(rendererGoneQuestion('clean-exit', 'wallet window')).toBeNull();
  });

  it('says why in words, that nothing is lost, and offers a reload first', () => {
    const question = rendererGoneQuestion('oom', 'wallet window')!;
    expect(question.message).toBe('The wallet window stopped working: it ran out of memory.');
    expect(question.detail).toMatch(/keys, settings and anything sent to the exchange are safe/);
    expect(question.buttons).toEqual(['Reload', 'Quit Satchel']);
    expect(question.buttons[RELOAD]).toBe('Reload');
    expect(question.defaultId).toBe(RELOAD);
    for (const reason of ['crashed', 'killed', 'abnormal-exit', 'launch-failed', 'integrity-failure', 'memory-eviction', 'something-new']) {
      expect(rendererGoneQuestion(reason, 'wallet window')!.message).toMatch(/^The wallet window stopped working: [a-z].+\.$/);
    }
  });

  it('lets a person wait for a hung page: waiting is the default, reloading is offered', () => {
    const question = unresponsiveQuestion('wallet window');
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
    expect(CLOSE_PAYMENT).toBe('Close the payment window');
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

  it('keeps crash dumps on this computer', () => {
    expect(CRASH_REPORTER_OPTIONS.uploadToServer).toBe(false);
    expect(CRASH_REPORTER_OPTIONS).not.toHaveProperty('submitURL');
  });
});
