import { formatBDT, formatNumber } from './format.ts';

/** How a global discount is labelled on products (written at build time, so no island carries these). */
export const discountMessages = {
  percentOff: (percent: number) => `${formatNumber(percent)}% off`,
  amountOff: (amountBdt: number) => `${formatBDT(amountBdt)} off`,
} as const;
