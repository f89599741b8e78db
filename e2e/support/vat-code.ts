/** An Italian VAT code from ten digits: the check digit computed as the server checks it. */
export function vat(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}
