/** Demo coupons for the seed runner: plain data. Amounts in bani, percents as whole numbers. */
export type DemoCoupon = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
};

export const demoCoupons: DemoCoupon[] = [
  {
    // Welcome: 10% off the first order of an account or email address.
    code: 'BINEAIVENIT10',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usageLimitPerCustomer: 1,
    firstOrderOnly: true,
    isActive: true,
  },
  {
    // 25 lei off orders from 150 lei, twice per customer.
    code: 'VARA25',
    kind: 'fixed',
    value: 2500,
    minSubtotal: 15_000,
    startsAt: null,
    endsAt: null,
    usageLimit: 1000,
    usageLimitPerCustomer: 2,
    firstOrderOnly: false,
    isActive: true,
  },
  {
    // The code of contract §7's example body.
    code: 'VARA10',
    kind: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usageLimitPerCustomer: null,
    firstOrderOnly: false,
    isActive: true,
  },
  {
    // Ran out at the end of a past campaign: validation answers "Cod invalid sau expirat".
    code: 'EXPIRAT',
    kind: 'percent',
    value: 20,
    minSubtotal: 0,
    startsAt: '2024-06-01T00:00:00+03:00',
    endsAt: '2024-09-01T00:00:00+03:00',
    usageLimit: null,
    usageLimitPerCustomer: null,
    firstOrderOnly: false,
    isActive: true,
  },
];
