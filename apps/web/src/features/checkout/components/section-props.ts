import type { CheckoutValues, FieldErrors } from '../lib/checkout-form';

/** What every part of the checkout form gets: the values, their errors and a way to change them. */
export type SectionProps = {
  values: CheckoutValues;
  errors: FieldErrors;
  update: (patch: Partial<CheckoutValues>) => void;
};
