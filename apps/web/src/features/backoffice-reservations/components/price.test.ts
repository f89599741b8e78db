import { describe, expect, it } from 'vitest';
import { amountText, centsOf, euro } from './price';

describe('prices in euro', () => {
  it('reads what people type the Italian way into cents, without float rounding', () => {
    expect(centsOf('1.234,50')).toBe(123450);
    expect(centsOf('1234,5')).toBe(123450);
    expect(centsOf(' 1.234.567 € ')).toBe(123456700);
    expect(centsOf('0,29')).toBe(29);
    // One dot before at most two digits is a decimal point typed by habit.
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf('')).toBeNull();
    for (const wrong of ['12,345', '1.23.4', '1,2,3', '-5', 'dieci', '12.3456'])
      expect(centsOf(wrong), wrong).toBeUndefined();
  });

  it('shows cents as euro, and gives the field back what it reads', () => {
    expect(euro(123450).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(euro(null)).toBe('—');
    expect(centsOf(amountText(123450))).toBe(123450);
    expect(amountText(null)).toBe('');
  });
});
