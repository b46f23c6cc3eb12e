// Money properties: an amount (a decimal with at most 2 decimals) and its
// ISO 4217 currency. The server checks the code against its list; the form
// offers the currencies the browser's Intl knows, the common ones first.

import type { Item } from './ledgerModel';

/** The currency a new amount starts in when the ledger has none yet. */
export const DEFAULT_CURRENCY = 'USD';

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'CNY', 'INR', 'SEK'];

/** The options of the currency picker: the common currencies, then all the others, by code. */
export function currencyOptions() {
  const names = new Intl.DisplayNames(['en-US'], { type: 'currency' });
  const option = (code: string) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` });
  const others = Intl.supportedValuesOf('currency').filter((c) => !COMMON_CURRENCIES.includes(c));
  return [
    { group: 'Common', items: COMMON_CURRENCIES.map(option) },
    { group: 'All currencies', items: others.map(option) },
  ];
}

/** An amount as US English writes it in its currency, such as "$25,000.00" or "€4,800.50" (never rounded). */
export function formatMoney(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);
}

/** The currency of the ledger's newest amount (items are oldest first), else USD. */
export function lastCurrency(items: Item[]): string {
  const amounts = items.flatMap((i) => i.properties).filter((p) => p.propertyType === 'MONEY' && p.valueCurrency);
  return amounts.at(-1)?.valueCurrency ?? DEFAULT_CURRENCY;
}
