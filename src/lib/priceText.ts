import { CURRENCY } from './siteConstants'

// Built once: creating an Intl formatter costs far more than formatting with it (measured on the price list).
const amountFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 })

/** `595` → `595`, `1695` → `1 695` (Swedish thousands spacing with a no-break space, both languages). */
const formatAmount = (amount: number): string => amountFormat.format(amount).replace(/\s/g, '\u00a0')

/** A treatment's price as shown: `från 595 SEK` (the prefix is the language's word for "from"). */
export const priceText = (amount: number, fromWord: string): string =>
  `${fromWord} ${formatAmount(amount)}\u00a0${CURRENCY}`

/** An offer price without the prefix: `1 441 SEK`. */
export const amountText = (amount: number): string => `${formatAmount(amount)}\u00a0${CURRENCY}`
