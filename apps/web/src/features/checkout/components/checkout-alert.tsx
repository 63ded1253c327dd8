import { CircleAlert, CreditCard, RotateCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useMessageText } from '../hooks/use-checkout-field';
import type { Problem, ProblemState } from '../lib/checkout-problem';

/** What the shopper can do from the alert: pay the waiting order, order again, retry. */
export type AlertActions = {
  onPayPending: () => void;
  onOrderAgain: () => void;
  onRetry: () => void;
};

function CartLink({ label }: { label: string }) {
  const localizedPath = useLocalizedPath();
  return (
    <Link to={localizedPath('/cart')} className="font-semibold text-brand underline underline-offset-2">
      {label}
    </Link>
  );
}

/** This tab's card order waits for its payment: pay it, or place a second order on purpose. */
function PendingQuestion({ id, actions }: { id: number; actions: AlertActions }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('checkout.pending_question', { id })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={actions.onPayPending}>
          <CreditCard aria-hidden="true" />
          {t('checkout.pending_pay', { id })}
        </Button>
        <Button variant="secondary" size="sm" onClick={actions.onOrderAgain}>
          {t('checkout.pending_order_again')}
        </Button>
      </div>
    </div>
  );
}

function StockMessage({ problem }: { problem: Extract<Problem, { kind: 'stock' }> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      {problem.shortages.length > 0 ? (
        problem.shortages.map((shortage) => (
          <p key={shortage.title}>
            {shortage.available > 0
              ? t('checkout.alerts.out_of_stock', { title: shortage.title, count: shortage.available })
              : t('checkout.alerts.sold_out', { title: shortage.title })}
          </p>
        ))
      ) : (
        <p>{problem.detail}</p>
      )}
      <p>
        <CartLink label={t('checkout.alerts.review_cart')} />
      </p>
    </div>
  );
}

/** What the alert says for a problem. */
function ProblemMessage({ problem, actions }: { problem: Problem; actions: AlertActions }): ReactNode {
  const { t } = useTranslation();
  const text = useMessageText();
  switch (problem.kind) {
    case 'validation':
      return problem.linesProblem ? (
        <p>
          {t(problem.linesProblem.key)} <CartLink label={t('checkout.alerts.review_cart')} />
        </p>
      ) : (
        <p>{problem.onlyMissing ? t('checkout.errors.fillAll') : t('checkout.alerts.check_fields')}</p>
      );
    case 'line':
      return (
        <p>
          {t('checkout.alerts.line_problem', { title: problem.title, reason: text(problem.reason) ?? '' })}{' '}
          <CartLink label={t('checkout.alerts.change_in_cart')} />
        </p>
      );
    case 'pending':
      return <PendingQuestion id={problem.id} actions={actions} />;
    case 'coupon':
      return (
        <p>
          {text(problem.reason)} {t('checkout.alerts.coupon_removed')}
        </p>
      );
    case 'stock':
      return <StockMessage problem={problem} />;
    case 'unavailable':
      return (
        <p>
          {problem.titles.length > 0
            ? t('checkout.alerts.unavailable', { titles: problem.titles.join(', ') })
            : problem.detail}{' '}
          <CartLink label={t('checkout.alerts.review_cart')} />
        </p>
      );
    case 'variant_required':
      return (
        <p>
          {t('checkout.alerts.variant_required', { titles: problem.titles.join(', ') })}{' '}
          <CartLink label={t('checkout.alerts.review_cart')} />
        </p>
      );
    case 'processing':
      return (
        <div className="flex flex-col items-start gap-2">
          <p>{t('checkout.alerts.processing')}</p>
          <p className="font-normal">{t('checkout.alerts.processing_hint')}</p>
          <Button variant="secondary" size="sm" onClick={actions.onRetry}>
            <RotateCw aria-hidden="true" />
            {t('checkout.alerts.retry')}
          </Button>
        </div>
      );
    case 'too_many':
      return <p>{t('checkout.alerts.rate_limited')}</p>;
    case 'message':
      return <p>{problem.text}</p>;
  }
}

/**
 * The alert above the submit button. Each attempt is a new alert (announced again); when the
 * problem is not marked on a field, the focus moves to it.
 */
export function CheckoutAlert({ state, actions }: { state: ProblemState; actions: AlertActions }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state.focus || !state.problem) return;
    alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    alertRef.current?.focus({ preventScroll: true });
  }, [state]);

  if (!state.problem) return null;
  return (
    <div
      key={state.attempt}
      ref={alertRef}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2.5 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 font-semibold text-ink outline-none focus-visible:outline-2"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <ProblemMessage problem={state.problem} actions={actions} />
      </div>
    </div>
  );
}
