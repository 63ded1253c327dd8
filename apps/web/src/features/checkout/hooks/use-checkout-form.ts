import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { CheckoutValues } from '../lib/checkout-form';
import { checkoutResolver, type OrderContext } from '../lib/checkout-resolver';
import { loadDraft, saveDraft } from '../lib/checkout-session';

/**
 * The checkout's one react-hook-form form (decision 011): checked by the shared order schema on
 * submit, its draft kept for a reload (sessionStorage) until the page leaves for good, and a
 * signed-in customer's details filled in where it is still empty.
 */
export function useCheckoutForm(context: OrderContext, leaving: boolean) {
  const user = useCurrentUser().data;
  const [draft] = useState(loadDraft);
  const checkoutForm = useForm<CheckoutValues, OrderContext>({
    defaultValues: draft,
    resolver: checkoutResolver,
    // The resolver builds the order from the cart and the language as they are at the submit.
    context,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Fields register as their sections open (a company's, an easybox), not in screen order:
    // the submit focuses the first invalid field on screen itself.
    shouldFocusError: false,
  });

  // Signed-in customers find their details filled in (only where the form is still empty).
  const prefill = user
    ? { id: user.id, email: user.email, nume: user.last_name, prenume: user.first_name }
    : null;
  useEffect(() => {
    if (!prefill) return;
    for (const name of ['email', 'nume', 'prenume'] as const) {
      if (!checkoutForm.getValues(name) && prefill[name]) checkoutForm.setValue(name, prefill[name]);
    }
    // Once per account: what the customer types afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.id]);

  const leavingRef = useRef(leaving);
  useEffect(() => {
    leavingRef.current = leaving;
  }, [leaving]);
  useEffect(() => {
    return checkoutForm.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!leavingRef.current) saveDraft(values);
      },
    });
  }, [checkoutForm]);

  return { checkoutForm, user };
}
