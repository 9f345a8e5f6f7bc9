/**
 * What a German receipt for a small amount (Kleinbetragsrechnung, § 33 UStDV, up to 250 euros)
 * shows: seller, date, a sequential number, the item, the gross price and the VAT rate. The
 * amounts are cents; VAT is worked out of the gross price and rounded to the cent.
 */
export function vatIncluded(grossCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round(grossCents - grossCents / (1 + ratePercent / 100));
}

/** Receipt numbers as printed: one gapless series, e.g. "AC-000042". */
export function receiptLabel(number: number): string {
  return `AC-${String(number).padStart(6, '0')}`;
}
