import { useId } from 'react';
import { WITHDRAWAL_FORM, WITHDRAWAL_FORM_BLANKS, withdrawalAddressee } from '@shop/shared/withdrawal-form';
import type { Language } from '@shop/shared/constants';
import { useContentTranslation } from '../hooks/use-content-translation';

/**
 * The model withdrawal form of OUG nr. 34/2014, annex nr. 1, word for word, addressed to the
 * seller of the shop's settings; the consumer fills in the rest by hand. Printing the page prints
 * this form alone (`data-print-alone`, styles.css).
 */
export function WithdrawalForm() {
  const { language, values } = useContentTranslation();
  const form = WITHDRAWAL_FORM[language as Language] ?? WITHDRAWAL_FORM.ro;
  const titleId = useId();
  const addressee = withdrawalAddressee({
    company: values.company,
    address: values.address,
    email: values.email,
  });

  return (
    <section
      aria-labelledby={titleId}
      data-print-alone=""
      className="rounded-card border-2 border-ink/70 bg-surface p-5 sm:p-8 print:rounded-none print:border-0 print:p-0"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-ink">
        {form.title}
      </h2>
      <p className="mt-1 text-ink-muted italic print:text-ink">{form.instruction}</p>
      <ul className="mt-6 flex flex-col gap-5 text-base leading-7 text-ink">
        <li>
          — {form.to} <strong className="font-semibold">{addressee}</strong>:
        </li>
        {WITHDRAWAL_FORM_BLANKS.map((blank) => (
          <li key={blank}>
            — {form[blank]}:{/* The line the consumer writes on, on paper. */}
            <span aria-hidden="true" className="mt-1 block h-9 border-b border-dotted border-ink/60" />
            {blank === 'notice' || blank === 'address' ? (
              <span aria-hidden="true" className="block h-9 border-b border-dotted border-ink/60" />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-ink-muted print:text-ink">{form.footnote}</p>
    </section>
  );
}
