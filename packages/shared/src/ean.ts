/**
 * A GTIN as printed under a pack's barcode: EAN-13, or EAN-8 on small packs. The last digit checks
 * the others: weighted 3 and 1 alternately from the right, the total with it is a multiple of 10.
 */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
