import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDemo, startApp, type RunningApp } from '../support/app.js';
import { descriptionOf, goTo, setPasswordAndLock, unnamedControls } from '../support/page.js';

// Issue #8, "Screens a trader trusts": what the screens say must match what the app does.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 11 });
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const PASSWORD = 'correct horse battery';

/** The seconds in a name or text like "Unlock in 3 s", or null. */
const secondsIn = (text: string | null) => {
  const m = /(\d+) s\b/.exec(text ?? '');
  return m ? Number(m[1]) : null;
};

describe('the add-account form', () => {
  it('the exchange address starts empty, not with the demo exchange of this run', async () => {
    await go('Settings');
    const form = app.page.getByRole('form', { name: 'Add an account' });
    await expect.poll(() => app.page.getByRole('button', { name: /^Add demo account/ }).count()).toBeGreaterThan(0);
    expect(await form.getByLabel('Exchange address').inputValue()).toBe('');
  });

  it('ending in /v3 is accepted as the same exchange', async () => {
    const { page } = app;
    const key = app.demo.ready.accounts[0]!;
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('Name', { exact: true }).fill('Alice by key');
    await form.getByLabel('Exchange address').fill(`${app.demo.exchange.url}/v3/`);
    await form.getByLabel('API key').fill(key.apiKey);
    await form.getByLabel('API secret').fill(key.apiSecret);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('Added “Alice by key”').waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Alice by key' });
    expect(await item.textContent()).toContain(`Exchange ${app.demo.exchange.url} `);
    expect(await item.textContent()).not.toContain('/v3');
  });
});

describe('the unlock delay', () => {
  it('sets an app password, then locks', async () => {
    const { page } = app;
    await setPasswordAndLock(page, PASSWORD);
  });

  it('during the delay the field and button count down, and an attempt is not judged; then the right password unlocks', async () => {
    const { page } = app;
    const field = page.getByLabel('App password');
    const unlock = page.getByRole('button', { name: /^Unlock/ });
    // Wrong passwords until the delay is long enough to watch: 1 s, 2 s, 4 s.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => unlock.textContent(), { timeout: 10_000 }).toBe('Unlock');
      await field.fill(`wrong password ${i}`);
      await unlock.click();
      await page.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    }
    // The button says how long, and is off until then.
    await expect.poll(() => unlock.textContent()).toMatch(/^Unlock in \d+ s$/);
    expect(await unlock.isDisabled()).toBe(true);
    const first = secondsIn(await unlock.textContent())!;
    expect(first).toBeGreaterThanOrEqual(2);
    // The field says so too (its description), and both count down.
    await expect.poll(async () => secondsIn(await field.getAttribute('placeholder'))).toBeGreaterThan(0);
    // A screen reader hears the wait once, not every second: the live status keeps its words while the button counts.
    const live = page.getByRole('status').filter({ hasText: /You can try again in/ });
    const heard = await live.textContent();
    await expect.poll(async () => secondsIn(await unlock.textContent())).toBeLessThan(first);
    expect(await live.textContent()).toBe(heard);

    // The right password typed and sent during the delay is not judged: no verdict at all.
    await field.fill(PASSWORD);
    await field.press('Enter');
    expect(await page.getByRole('alert').filter({ hasText: 'Wrong password' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();

    // Once the delay is over, the same password unlocks.
    await expect.poll(() => unlock.textContent(), { timeout: 10_000 }).toBe('Unlock');
    await unlock.click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
  });
});

describe('messages belong to one form and one attempt', () => {
  it('"App password set" went with the lock: it does not outlive locking and unlocking', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.getByText('App password set').count()).toBe(0);
  });

  it("the add-account form's message goes once the field it names is edited", async () => {
    const { page } = app;
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('Exchange address').fill('https://exchange.example');
    await form.getByRole('button', { name: 'Check and save' }).click();
    const nameMissing = form.getByRole('alert').filter({ hasText: 'Give the account a name.' });
    await nameMissing.waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Carol');
    await nameMissing.waitFor({ state: 'detached' });

    await form.getByLabel('API key').fill('abcdefgh12345678');
    await form.getByRole('button', { name: 'Check and save' }).click();
    const secretMissing = form.getByRole('alert').filter({ hasText: 'Paste the API secret' });
    await secretMissing.waitFor();
    await form.getByLabel('API secret').fill('s');
    await secretMissing.waitFor({ state: 'detached' });
    for (const label of ['Name', 'Exchange address', 'API key', 'API secret']) await form.getByLabel(label, { exact: label === 'Name' }).fill('');
  });

  it('a rename error shows under the account being renamed, and goes with its form', async () => {
    const { page } = app;
    const [, bob] = app.demo.ready.accounts;
    await page.getByRole('button', { name: `Add demo account ${bob!.email}` }).click();
    await page.getByText(`Added the demo account ${bob!.email}.`).waitFor();
    const bobItem = page.getByRole('listitem').filter({ hasText: bob!.email });
    await bobItem.getByRole('button', { name: /^Rename / }).click();
    await bobItem.getByLabel('New name').fill('  ');
    await bobItem.getByRole('button', { name: 'Save name' }).click();
    const error = bobItem.getByRole('alert').filter({ hasText: 'Give the account a name.' });
    await error.waitFor();
    await bobItem.getByRole('button', { name: 'Cancel' }).click();
    await error.waitFor({ state: 'detached' });
    expect(await page.getByText('Give the account a name.').count()).toBe(0);
    // Its line reads as words: "Exchange … · payment gateway … · key …", a space each side of each dot.
    expect(await bobItem.getByText(/^\s*Exchange /).textContent()).toMatch(
      new RegExp(`^\\s*Exchange ${app.demo.exchange.url.replace(/[.]/g, '\\.')} · payment gateway \\S+ · key \\S+\\s*$`),
    );
  });
});

describe('while locked', () => {
  it('everything the lock refuses looks disabled and says why; how things look stays editable', async () => {
    const { page } = app;
    const [, bob] = app.demo.ready.accounts;
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
    const refused = [
      page.getByRole('button', { name: `Use Demo: ${bob!.email}` }),
      page.getByRole('button', { name: `Rename Demo: ${bob!.email}` }),
      page.getByRole('combobox', { name: 'Lock after' }),
      page.getByRole('combobox', { name: 'Refresh balances every' }),
      page.getByRole('combobox', { name: 'Refresh open orders every' }),
      page.getByRole('combobox', { name: 'Refresh market prices every' }),
      page.getByRole('checkbox', { name: /Keep running in the tray/ }),
      page.getByRole('banner').getByRole('combobox', { name: 'Account' }),
    ];
    for (const control of refused) {
      expect(await control.isDisabled(), String(control)).toBe(true);
      expect(await descriptionOf(control), String(control)).toMatch(/Unlock to /);
    }
    expect(await page.getByRole('combobox', { name: 'Display currency' }).isEnabled()).toBe(true);

    await page.getByLabel('App password').fill(PASSWORD);
    await page.getByRole('button', { name: /^Unlock/ }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
    for (const control of refused) await expect.poll(() => control.isEnabled()).toBe(true);
    expect(await page.getByText(/Satchel is locked\./).count()).toBe(0);
  });
});

describe('dates and times', () => {
  it('use the locale everywhere, and the time zone is shown where times are listed', async () => {
    const context = await app.browser.newContext({ locale: 'de-DE', timezoneId: 'Asia/Tokyo' });
    try {
      const page = await context.newPage();
      await page.goto(app.host.oneTimeUrl());
      await goTo(page, 'Orders');
      const created = page.getByRole('table', { name: 'Open orders' }).getByRole('row').nth(1).getByRole('cell').last();
      await created.waitFor();
      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByRole('table', { name: 'Order history' });
      await history.waitFor();
      // German order: day.month.year, 24-hour clock, as the date pickers show it.
      const stamp = /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/;
      const times = await history.getByRole('row').nth(1).getByRole('cell').allTextContents();
      expect(times.some((t) => stamp.test(t.trim())), times.join(' | ')).toBe(true);
      // The zone once on the screen, for both tabs.
      expect(await page.getByRole('main').getByText('Asia/Tokyo (GMT+9)').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('balances', () => {
  it('the portfolio card has its 24 h change and a chart of the value over time; value cells hold numbers only', async () => {
    const { page } = app;
    // An hour of history, as an earlier version of the app kept it in the window's storage: handed
    // to the core when the page loads, the core having none yet.
    const profileId = app.services.settings.get().activeProfileId!;
    await go('Markets'); // no view that records
    app.services.valueHistory.forget(profileId);
    await page.evaluate(
      ([key, at]) => localStorage.setItem(key, JSON.stringify([{ t: at, v: '1000' }])),
      [`satchel.portfolioHistory.${profileId}.usd`, Date.now() - 3600_000] as const,
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await go('Balances');
    const card = page.getByRole('region', { name: 'Portfolio' });
    await expect.poll(() => card.getByRole('definition').first().textContent()).toMatch(/\d USD$/);
    await expect.poll(() => card.getByRole('definition').nth(1).textContent()).toMatch(/^[+−]?[\d,]+\.\d{2} USD \([+−]?[\d.]+ %\)$/);
    await card.getByRole('img', { name: /^Portfolio value from .+ to .+: 1,000\.00 USD to [\d,.]+ USD/ }).waitFor();

    const table = page.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    // Held currencies without a dollar market of their own are changed through one (USDT/RUB) or two (DASH/BTC, BTC/USDT).
    for (const held of ['DASH', 'RUB', 'UAH']) await table.getByRole('row', { name: new RegExp(`^${held} `) }).waitFor();
    expect(await card.getByText(/24 h change without/).count()).toBe(0);
    const values = await table.getByRole('row').locator('td:nth-of-type(4)').allTextContents();
    expect(values.length).toBeGreaterThan(1);
    for (const v of values) expect(v.trim()).toMatch(/^(< 0\.01|[\d,]+\.\d{2}|—)$/);
  });

  it('the value over time is recorded from any view that polls the balances, and its chart has axes', async () => {
    const { page } = app;
    const profileId = app.services.settings.get().activeProfileId!;
    const key = `satchel.portfolioHistory.${profileId}.usd`;
    const hourAgo = Date.now() - 3600_000;
    await go('Markets');
    app.services.valueHistory.forget(profileId);
    await page.evaluate(([k, at]) => localStorage.setItem(k, JSON.stringify([{ t: at, v: '1000' }])), [key, hourAgo] as const);
    // As the app starts again later, with an hour of history from an earlier run (handed to the core).
    await page.reload();
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    // Withdraw polls the balances for its "Available": a sample is kept without Balances ever being open.
    await go('Withdraw');
    await expect.poll(() => app.services.valueHistory.get(profileId, 'usd').length, { timeout: 10_000 }).toBe(2);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

    await go('Balances');
    const history = page.getByRole('figure').filter({ has: page.getByRole('img', { name: /^Portfolio value from / }) });
    // The axes: highest then lowest value up the side (now about 24,000 USD, an hour ago 1,000), the first time along the bottom.
    await expect.poll(() => history.textContent()).toMatch(/[\d,]+\.\d{2} USD\s*1,000\.00 USD/);
    const first = await page.evaluate(
      (at) => new Intl.DateTimeFormat(undefined, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at),
      hourAgo,
    );
    expect(await history.textContent()).toContain(first);
  });

  it('when the exchange cannot be reached: figures greyed with "last updated", one message, the status on one line', async () => {
    const { page, demo } = app;
    await demo.exchange.stop();
    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText(/^Last updated \d{2}:\d{2}:\d{2}/).waitFor({ timeout: 20_000 });
      await page.getByRole('status').filter({ hasText: /unavailable/i }).waitFor({ timeout: 20_000 });
      const main = page.getByRole('main');
      expect(await main.getByRole('alert').count()).toBe(1);
      expect(await main.getByText(/Exchange rates are unavailable/).count()).toBe(0);
      // One line: the status text's boxes all sit on one line.
      const lines = await page
        .getByRole('banner')
        .getByRole('status')
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      expect(lines).toBe(1);
      // At 1280 px the long status is cut (whole in its tooltip and for screen readers) rather than
      // pushing a control onto another line: status, switcher, privacy and theme share one row.
      expect(page.viewportSize()?.width).toBe(1280);
      const banner = page.getByRole('banner');
      const middles = await Promise.all(
        [
          banner.getByRole('status'),
          banner.getByRole('combobox', { name: 'Account' }),
          banner.getByRole('button', { name: 'Hide amounts' }),
          banner.getByRole('combobox', { name: 'Theme' }),
        ].map(async (l) => {
          const box = (await l.boundingBox())!;
          return Math.round(box.y + box.height / 2);
        }),
      );
      for (const m of middles) expect(Math.abs(m - middles[0]!)).toBeLessThanOrEqual(4);
    } finally {
      await demo.exchange.start();
    }
    await page.getByRole('button', { name: 'Retry now' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(/^Last updated/).waitFor({ state: 'detached', timeout: 20_000 });
  });
});

describe('fees', () => {
  it('fiat methods by their names; nothing that costs something reads as $0.00', async () => {
    const { page } = app;
    await go('Fees');
    const fiat = page.getByRole('table', { name: /fiat/i });
    await fiat.getByRole('rowheader', { name: 'Payment card (Visa, Mastercard)' }).first().waitFor();
    expect(await fiat.textContent()).not.toMatch(/payment_card|advcash_wallet|_/);
    const crypto = page.getByRole('table', { name: /crypto/i });
    await crypto.getByRole('row').nth(1).waitFor();
    expect(await crypto.textContent()).not.toContain('$0.00');
    expect(await crypto.textContent()).toContain('< $0.01');
  });
});

describe('the header and the looks', () => {
  it('switches the account from any view', async () => {
    const { page } = app;
    const [, bob] = app.demo.ready.accounts;
    await go('Balances');
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Account' });
    await switcher.selectOption({ label: `Demo: ${bob!.email}` });
    await page.getByText(`Account: Demo: ${bob!.email}`).waitFor();
    await switcher.selectOption({ label: 'Alice by key' });
    await page.getByText('Account: Alice by key').waitFor();
  });

  it('hides amounts on request, and as a setting whenever Satchel is locked', async () => {
    const { page } = app;
    const total = page.getByRole('region', { name: 'Portfolio' }).getByRole('definition').first();
    await expect.poll(() => total.textContent()).toMatch(/\d USD$/);
    const toggle = page.getByRole('button', { name: 'Hide amounts' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => total.textContent()).toBe('•••••');
    expect(await page.getByRole('table', { name: 'Balances' }).textContent()).not.toMatch(/\d\.\d{2}\b(?! %)/);
    // A setting kept by main (the tray follows it), not by this page: it outlives a reload.
    await page.reload();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => total.textContent()).toBe('•••••');
    await toggle.click();
    await expect.poll(() => total.textContent()).toMatch(/\d USD$/);

    await go('Settings');
    // On by default since issue 21 (checked here all the same: the test says what it relies on).
    const whenLocked = page.getByRole('checkbox', { name: 'Hide amounts and addresses while Satchel is locked' });
    await whenLocked.check();
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
    // Whoever finds it locked cannot take the setting back.
    expect(await whenLocked.isDisabled()).toBe(true);
    await go('Balances');
    await expect.poll(() => total.textContent()).toBe('•••••');
    // Locked, amounts can be hidden but not shown again.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await toggle.isDisabled()).toBe(true);
    await page.getByLabel('App password').fill(PASSWORD);
    await page.getByRole('button', { name: /^Unlock/ }).click();
    await expect.poll(() => toggle.isDisabled(), { timeout: 15_000 }).toBe(false);
    expect(await total.textContent()).toBe('•••••');
    await toggle.click();
    await expect.poll(() => total.textContent()).toMatch(/\d USD$/);
  });

  it('hides the amounts of a deposit notice too, then shows them again with the rest', async () => {
    const { page } = app;
    const toggle = page.getByRole('button', { name: 'Hide amounts' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await fundDemo(app, app.demo.ready.accounts[0]!.email, 'ltc', '3.25');
    // The settlement watch looks every polling interval; asked now rather than waited for.
    await app.services.settlements.check();
    const notice = page.getByRole('status').filter({ hasText: 'Deposit credited:' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Deposit credited: ••••• LTC.');
    expect(await notice.textContent()).not.toContain('3.25');
    expect(await notice.getByRole('button').getAttribute('aria-label')).not.toContain('3.25');
    await toggle.click();
    await expect.poll(() => notice.textContent()).toContain('Deposit credited: 3.25 LTC.');
    await notice.getByRole('button', { name: /^Dismiss/ }).click();
  });

  it('destructive buttons look destructive and disabled ones disabled, in both themes', async () => {
    const { page } = app;
    const look = (name: string | RegExp) =>
      page
        .getByRole('button', { name, exact: true })
        .first()
        .evaluate((el) => {
          const css = getComputedStyle(el);
          const root = getComputedStyle(document.documentElement);
          return {
            danger: css.color === hex(root.getPropertyValue('--down')),
            disabled: css.borderStyle === 'dashed' && css.color === hex(root.getPropertyValue('--disabled-text')),
          };
          function hex(value: string): string {
            const probe = document.createElement('span');
            probe.style.color = value.trim();
            document.body.append(probe);
            const colour = getComputedStyle(probe).color;
            probe.remove();
            return colour;
          }
        });
    for (const theme of ['Dark', 'Light']) {
      await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption({ label: theme });
      await go('Orders');
      expect(await look(/^Cancel order \d+$/), theme).toMatchObject({ danger: true, disabled: false });
      // Nothing selected: "Cancel selected (0)" is off.
      expect(await look('Cancel selected (0)'), theme).toMatchObject({ disabled: true });
      await go('Settings');
      expect(await look('Remove Alice by key'), theme).toMatchObject({ danger: true });
      expect(await look('Remove password'), theme).toMatchObject({ danger: true });
    }
  });

  it('every control keeps an accessible name', async () => {
    for (const view of ['Balances', 'Orders', 'Settings']) {
      await go(view);
      expect(await unnamedControls(app.page), view).toEqual([]);
    }
  });

  it('in a small window (800 × 600) every link of the main navigation is inside the window', async () => {
    const { page } = app;
    const before = page.viewportSize();
    await page.setViewportSize({ width: 800, height: 600 });
    try {
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      const names = await links.allTextContents();
      expect(names).toContain('Settings');
      for (let i = 0; i < names.length; i++) {
        const box = await links.nth(i).boundingBox();
        expect(box, names[i]).not.toBeNull();
        expect(box!.x, names[i]).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, names[i]).toBeLessThanOrEqual(800);
      }
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });
});
