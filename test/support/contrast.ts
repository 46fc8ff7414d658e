import type { Locator } from 'playwright-core';

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
export function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** WCAG's contrast ratio of two colours, 1 (none) to 21 (black on white). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast of a control's border (its top edge) with what meets it on either side: the
 * control's own background inside, the nearest opaque background of its ancestors outside.
 * WCAG 1.4.11 asks 3:1 of a field's boundary; the lower of the two is returned.
 */
export async function borderContrast(control: Locator): Promise<number> {
  const { border, inside, outside } = await control.evaluate((el) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const opaque = (css: string) => {
      const c = rgba(css);
      return c.length === 3 || (c.length === 4 && c[3] === 1);
    };
    const backgroundOf = (from: Element | null): string => {
      for (let at = from; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor;
        if (opaque(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(el);
    return { border: rgba(style.borderTopColor), inside: rgba(backgroundOf(el)), outside: rgba(backgroundOf(el.parentElement)) };
  });
  return Math.min(contrastRatio(border, inside), contrastRatio(border, outside));
}
