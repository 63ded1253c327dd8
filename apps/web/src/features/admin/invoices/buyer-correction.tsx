import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  type AdminInvoiceBuyerInput,
  type AdminInvoiceDetail,
  adminInvoiceCompanyBuyerSchema,
  adminInvoicePersonBuyerSchema,
} from '@shop/shared/schemas/admin/invoices';
import { AddressFields } from '@/components/form/address-fields';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { fieldMessagesResolver } from '@/lib/form/field-messages';
import { useSharedSchemaForm } from '@/lib/form/use-shared-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { correctInvoiceBuyer, invoiceKeys } from './invoices-api';

type BuyerValues = {
  tip: 'persoana_fizica' | 'companie';
  nume: string;
  denumire: string;
  cui: string;
  nr_reg_com: string;
  judet: string;
  localitate: string;
  adresa: string;
  cod_postal: string;
};

const personResolver = fieldMessagesResolver(adminInvoicePersonBuyerSchema);
const companyResolver = fieldMessagesResolver(adminInvoiceCompanyBuyerSchema);

/** The buyer as the document has it, in the form's fields (the county by its name, the sector as the locality). */
function valuesOf(invoice: AdminInvoiceDetail): BuyerValues {
  const { buyer } = invoice.document;
  return {
    tip: buyer.kind === 'company' ? 'companie' : 'persoana_fizica',
    nume: buyer.kind === 'person' ? buyer.name : '',
    denumire: buyer.kind === 'company' ? buyer.name : '',
    cui: buyer.cui ?? '',
    nr_reg_com: buyer.tradeRegister ?? '',
    judet: buyer.address.county,
    localitate: buyer.address.city,
    adresa: buyer.address.street,
    cod_postal: buyer.address.postalCode,
  };
}

/**
 * The buyer of a document ANAF rejected, corrected by staff and checked as the checkout checks it;
 * saving sends the document again. The kind of buyer stays the document's.
 */
export function BuyerCorrection({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const initial = valuesOf(invoice);
  const company = initial.tip === 'companie';
  const { form, field, errorText, addressControl } = useSharedSchemaForm<BuyerValues, AdminInvoiceBuyerInput>(
    (company ? companyResolver : personResolver) as never,
    initial,
  );
  const save = useMutation({
    mutationFn: (body: AdminInvoiceBuyerInput) => correctInvoiceBuyer(invoice.id, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), updated);
      showShopToast(t('admin_invoices.buyer_saved'));
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const path of Object.keys(error.fieldErrors)) {
        if (path in initial)
          form.setError(path as keyof BuyerValues, { type: 'server', message: 'checkout.errors.invalid' });
      }
    },
  });
  const failure = save.error;
  const failed =
    failure && !(isApiError(failure) && Object.keys(failure.fieldErrors).length > 0)
      ? (refusalDetail(failure) ?? t('admin_invoices.buyer_error'))
      : null;

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-danger bg-surface p-4">
      <h2 id={headingId} className="mb-1 text-lg font-bold">
        {t('admin_invoices.correct_buyer')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{t('admin_invoices.correct_buyer_hint')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void form.handleSubmit((body) => save.mutate(body))(event)}
        className="flex flex-col gap-4"
      >
        <input type="hidden" {...field('tip')} />
        <fieldset disabled={save.isPending} className="flex min-w-0 flex-col gap-4">
          {company ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`${headingId}-denumire`}
                label={t('admin_invoices.company_name')}
                error={errorText('denumire')}
                className="sm:col-span-2"
              >
                <Input maxLength={200} autoComplete="off" {...field('denumire')} />
              </FormField>
              <FormField
                id={`${headingId}-cui`}
                label={t('admin_invoices.company_cui')}
                error={errorText('cui')}
              >
                <Input maxLength={20} autoComplete="off" {...field('cui')} />
              </FormField>
              <FormField
                id={`${headingId}-reg`}
                label={t('admin_invoices.company_trade_register')}
                error={errorText('nr_reg_com')}
              >
                <Input maxLength={30} autoComplete="off" {...field('nr_reg_com')} />
              </FormField>
            </div>
          ) : (
            <FormField
              id={`${headingId}-nume`}
              label={t('admin_invoices.buyer_name')}
              error={errorText('nume')}
            >
              <Input maxLength={200} autoComplete="off" {...field('nume')} />
            </FormField>
          )}
          <AddressFields
            idPrefix={`${headingId}-address`}
            autoCompleteSection="billing"
            control={addressControl}
          />
        </fieldset>
        {failed ? (
          <p role="alert" className="font-semibold text-danger">
            {failed}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="self-start">
          {save.isPending ? t('admin_invoices.saving_buyer') : t('admin_invoices.save_buyer')}
        </Button>
      </form>
    </section>
  );
}
