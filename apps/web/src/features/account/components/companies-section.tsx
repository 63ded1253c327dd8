import {
  companyInputSchema,
  companyLookupQuerySchema,
  type CompanyInput,
  type SavedCompany,
} from '@shop/shared/schemas/account';
import { Building2, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { AddressFields } from '@/components/form/address-fields';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesResolver } from '@/lib/form/field-messages';
import { useSharedSchemaForm } from '@/lib/form/use-shared-schema-form';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { useCompanies } from '@/hooks/use-address-book';
import { useCompanyLookup, useDeleteCompany, useSaveCompany } from '../api/address-book';
import { SavedRecordsSection } from './saved-records-section';
import { ConfirmDelete } from './confirm-delete';

type FormValues = CompanyInput;

const resolver = fieldMessagesResolver(companyInputSchema);
const cuiOnly = fieldMessagesResolver(companyLookupQuerySchema);

const EMPTY: FormValues = {
  cui: '',
  nr_reg_com: '',
  denumire: '',
  judet: '',
  localitate: '',
  adresa: '',
  cod_postal: '',
};

const valuesOf = ({ id: _id, ...company }: SavedCompany): FormValues => company;

/** Adds or changes a company; its CUI can fill the rest from ANAF's register. */
function CompanyForm({
  company,
  onDone,
}: {
  company: SavedCompany | null;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveCompany();
  const lookup = useCompanyLookup();
  const [alert, setAlert] = useState<{ message: string; attempt: number } | null>(null);
  const [lookupNote, setLookupNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { form, field, errorText, addressControl } = useSharedSchemaForm<FormValues, CompanyInput>(
    resolver as never,
    company ? valuesOf(company) : EMPTY,
  );

  const findAtAnaf = async () => {
    setLookupNote(null);
    const checked = await cuiOnly({ cui: form.getValues('cui') }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    if (checked.errors.cui) {
      form.setError(
        'cui',
        { type: 'custom', message: String(checked.errors.cui.message) },
        { shouldFocus: true },
      );
      return;
    }
    lookup.mutate(checked.values.cui as string, {
      onSuccess: (found) => {
        for (const name of [
          'cui',
          'nr_reg_com',
          'denumire',
          'judet',
          'localitate',
          'adresa',
          'cod_postal',
        ] as const) {
          form.setValue(name, found[name], { shouldDirty: true });
          form.clearErrors(name);
        }
        setLookupNote({ kind: 'ok', text: t('account.companies.looked_up') });
      },
      onError: (error) => {
        const code = isApiError(error) ? error.code : undefined;
        setLookupNote({
          kind: 'error',
          text:
            code === 'account.company_lookup_not_found'
              ? t('account.companies.not_found')
              : code === 'account.company_lookup_unavailable'
                ? t('account.companies.unavailable')
                : t(accountFailureKey(error, 'account.companies.unavailable')),
        });
      },
    });
  };

  const submit = form.handleSubmit((body) => {
    setAlert(null);
    save.mutate(
      { id: company?.id ?? null, body },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          if (code === 'account.company_exists') {
            form.setError(
              'cui',
              { type: 'server', message: 'account.companies.exists' },
              { shouldFocus: true },
            );
            return;
          }
          const key =
            code === 'account.too_many'
              ? 'account.companies.limit_reached'
              : accountFailureKey(error, 'account.companies.save_error');
          setAlert({ message: t(key), attempt: Date.now() });
        },
      },
    );
  });

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-canvas p-4 sm:p-5"
    >
      <h3 id={headingId} className="mb-4 text-lg font-semibold">
        {company ? t('account.companies.form_edit') : t('account.companies.form_add')}
      </h3>
      <AuthForm busy={save.isPending} onSubmit={submit} alert={alert}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            label={t('account.companies.cui')}
            hint={t('account.companies.cui_hint')}
            error={errorText('cui')}
            className="sm:flex-1"
          >
            <Input autoCapitalize="characters" spellCheck={false} required {...field('cui')} />
          </FormField>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            className="sm:mt-7"
            aria-disabled={lookup.isPending || undefined}
            onClick={() => {
              if (!lookup.isPending) void findAtAnaf();
            }}
          >
            <Search aria-hidden="true" />
            {lookup.isPending ? t('account.companies.looking_up') : t('account.companies.lookup')}
          </Button>
        </div>
        {lookupNote?.kind === 'ok' ? <FormSuccess>{lookupNote.text}</FormSuccess> : null}
        {lookupNote?.kind === 'error' ? (
          <p role="alert" className="font-semibold text-danger">
            {lookupNote.text}
          </p>
        ) : null}
        <FormField label={t('account.companies.name')} error={errorText('denumire')}>
          <Input autoComplete="organization" required {...field('denumire')} />
        </FormField>
        <FormField label={t('account.companies.trade_register')} error={errorText('nr_reg_com')}>
          <Input autoCapitalize="characters" spellCheck={false} required {...field('nr_reg_com')} />
        </FormField>
        <p className="font-semibold">{t('account.companies.registered_office')}</p>
        <AddressFields
          idPrefix={`${headingId}-office`}
          autoCompleteSection="billing"
          control={addressControl}
        />
        <div className="flex flex-wrap gap-3">
          <div className="w-full sm:w-56">
            <SubmitButton
              busy={save.isPending}
              label={t('account.companies.save')}
              busyLabel={t('account.companies.saving')}
            />
          </div>
          <Button type="button" variant="secondary" size="lg" className="mt-1" onClick={() => onDone(false)}>
            {t('account.companies.cancel')}
          </Button>
        </div>
      </AuthForm>
    </div>
  );
}

function CompanyCard({ company, onEdit }: { company: SavedCompany; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCompany();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <span className="font-semibold">{company.denumire}</span>
      <p className="text-ink-muted">
        CUI {company.cui} · {company.nr_reg_com}
        <br />
        {company.adresa}, {company.localitate}, {company.judet}, {company.cod_postal}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm-touch" onClick={onEdit}>
          {t('account.companies.edit')}
        </Button>
        <Button variant="secondary-danger" size="sm-touch" onClick={() => setConfirming(true)}>
          {t('account.companies.delete')}
        </Button>
      </div>
      {remove.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t('account.companies.delete_error')}
        </p>
      ) : null}
      <ConfirmDelete
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.companies.delete_title')}
        description={t('account.companies.delete_body', { name: company.denumire })}
        confirmLabel={t('account.companies.delete_confirm')}
        keepLabel={t('account.companies.keep')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(company.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

/** The companies the customer buys for: CUI, trade register number, name, registered office. */
export function CompaniesSection() {
  const companies = useCompanies();
  return (
    <SavedRecordsSection
      id="firme"
      texts="companies"
      records={companies}
      icon={<Building2 className="size-6" />}
      renderCard={(company, onEdit) => <CompanyCard company={company} onEdit={onEdit} />}
      renderForm={(company, onDone) => <CompanyForm company={company} onDone={onDone} />}
    />
  );
}
