import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_CURRENCY, formatPrice } from '../../lib/currency.ts';
import { $currency } from '../../stores/currency.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Formats BDT amounts in the shopper's display currency. Until the island has hydrated it formats
 * BDT, as the server did, so the stored choice never causes a hydration mismatch.
 */
export function usePriceFormatter(): (amountBdt: number) => string {
  const hydrated = useHydrated();
  const chosen = useStore($currency);
  const currency = hydrated ? chosen : DEFAULT_CURRENCY;
  return useCallback((amountBdt: number) => formatPrice(amountBdt, currency), [currency]);
}
