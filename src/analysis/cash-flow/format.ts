// Amounts for people and for the result: cents in, currency units out.

/** Cents to currency units with 2 decimals (rounded to the cent first). */
export function toUnits(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$2,150" for whole amounts, "$2,150.50" otherwise, "-$12.40" below zero. */
export function money(cents: number): string {
  const c = Math.round(cents);
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = abs % 100;
  return `${sign}$${whole}${frac === 0 ? '' : `.${frac.toString().padStart(2, '0')}`}`;
}

/** "1 NSF fee" / "3 NSF fees". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
