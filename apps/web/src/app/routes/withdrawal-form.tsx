import { PolicyPage } from '@/features/content/components/policy-page';
import { WithdrawalForm } from '@/features/content/components/withdrawal-form';

/** /formular-retragere: the model withdrawal form (OUG nr. 34/2014, annex nr. 1), to print. */
export function WithdrawalFormRoute() {
  return (
    <PolicyPage name="withdrawal">
      <WithdrawalForm />
    </PolicyPage>
  );
}
