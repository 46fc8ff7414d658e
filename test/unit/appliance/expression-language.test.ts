/** A policy rule's bracket and quote checks speak the person's language (issue 24). */
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeRule } from '../../../shared/appliance/expression.js';
import { followLanguage } from '../../../shared/i18n/language.js';

afterEach(() => followLanguage(() => 'en'));

describe('policy rule checks in Ukrainian and Russian', () => {
  it('says where the problem is in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(analyzeRule('F(G(1)').problem?.message).toBe('«(» на позиції 2 ніде не закривається: додайте «)».');
    expect(analyzeRule('A.B(\n"x)').problem?.message).toBe('Текст у лапках, що починається на позиції 6 (рядок 2, стовпець 1), ніде не закривається: додайте " після нього.');
  });

  it('says it in Russian', () => {
    followLanguage(() => 'ru');
    expect(analyzeRule('A([1)').problem?.message).toBe('«)» на позиции 5 не закрывает «[» на позиции 3: сначала нужна «]».');
  });
});
