import { describe, expect, it } from 'vitest';
import { reportActivity } from '../../../../renderer/common/activity.js';

describe('reportActivity', () => {
  it('reports the first input at once, then at most once per interval, and stops when released', () => {
    const target = new EventTarget();
    let clock = 1000;
    let sent = 0;
    const stop = reportActivity(target, () => sent++, { everyMs: 15_000, now: () => clock });
    target.dispatchEvent(new Event('keydown'));
    expect(sent).toBe(1);
    clock += 5_000;
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('wheel'));
    expect(sent).toBe(1);
    clock += 10_000;
    target.dispatchEvent(new Event('pointermove'));
    expect(sent).toBe(2);
    // Anything else on the page is not the person.
    clock += 60_000;
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('message'));
    expect(sent).toBe(2);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(sent).toBe(2);
  });
});
