import { describe, expect, it } from 'vitest';
import { ledgerItem, ledgerProperty } from './ledgerMocks';
import { currencyOptions, formatMoney, lastCurrency } from './money';

describe('money', () => {
  it('writes amounts in their currency, as US English does, without rounding them', () => {
    expect(formatMoney('25000.00', 'USD')).toBe('$25,000.00');
    expect(formatMoney('4800.5', 'EUR')).toBe('€4,800.50');
    expect(formatMoney('-12', 'GBP')).toBe('-£12.00');
    expect(formatMoney('1000.5', 'JPY')).toBe('¥1,000.5');
    expect(formatMoney('123456789012345.67', 'USD')).toBe('$123,456,789,012,345.67');
  });

  it('offers the common currencies first, each currency once', () => {
    const [common, all] = currencyOptions();
    expect(common.items.slice(0, 2)).toEqual([
      { value: 'USD', label: 'USD · US Dollar' },
      { value: 'EUR', label: 'EUR · Euro' },
    ]);
    const codes = [...common.items, ...all.items].map((o) => o.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('VES');
  });

  it('starts new amounts in the currency of the ledger’s newest one, else USD', () => {
    expect(lastCurrency([ledgerItem('1')])).toBe('USD');
    const items = [
      ledgerItem('1', { properties: [ledgerProperty('Budget', { propertyType: 'MONEY', valueNumber: '1', valueCurrency: 'GBP' })] }),
      ledgerItem('2', { properties: [ledgerProperty('Budget', { propertyType: 'MONEY', valueNumber: '2', valueCurrency: 'CHF' })] }),
      ledgerItem('3', { properties: [ledgerProperty('Weight', { propertyType: 'NUMBER', valueNumber: '3' })] }),
    ];
    expect(lastCurrency(items)).toBe('CHF');
  });
});
