import { addressInputSchema, type AddressInput, type SavedAddress } from '@shop/shared/schemas/account';
import { MapPin, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { AddressFields, type AddressPart } from '@/components/form/address-fields';
import { AuthForm } from '@/components/form/auth-form';
import { FormSuccess } from '@/components/form/form-success';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { checkboxClass, FormField, Input } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message';
import { fieldMessagesResolver, type CheckoutErrorKey } from '@/lib/form/field-messages';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { useAddresses, useDeleteAddress, useMakeDefaultAddress, useSaveAddress } from '../api/address-book';
import { AccountSection } from './account-section';
import { ConfirmDelete } from './confirm-delete';

type FormValues = Required<AddressInput>;

const resolver = fieldMessagesResolver(addressInputSchema);

const EMPTY: FormValues = {
  eticheta: '',
  nume: '',
  prenume: '',
  telefon: '',
  judet: '',
  localitate: '',
  adresa: '',
  cod_postal: '',
  implicita: false,
};

const valuesOf = (address: SavedAddress): FormValues => ({
  eticheta: address.eticheta,
  nume: address.nume,
  prenume: address.prenume,
  telefon: address.telefon,
  judet: address.judet,
  localitate: address.localitate,
  adresa: address.adresa,
  cod_postal: address.cod_postal,
  implicita: address.implicita,
});

const oneLine = (address: SavedAddress) =>
  `${address.adresa}, ${address.localitate}, ${address.judet}, ${address.cod_postal}`;

/** Adds or changes an address; `address` null adds one. */
function AddressForm({
  address,
  onDone,
}: {
  address: SavedAddress | null;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveAddress();
  const [alert, setAlert] = useState<{ message: string; attempt: number } | null>(null);
  const form = useForm<FormValues, unknown, AddressInput>({
    resolver: resolver as never,
    defaultValues: address ? valuesOf(address) : EMPTY,
    shouldFocusError: true,
  });
  const field = (name: Path<FormValues>, options: { onChange?: (event: never) => void } = {}) =>
    form.register(name, {
      onChange: (event) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        options.onChange?.(event as never);
      },
    });
  const errorText = (name: Path<FormValues>) => {
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? t(key as CheckoutErrorKey) : undefined;
  };

  const submit = form.handleSubmit((body) => {
    setAlert(null);
    save.mutate(
      { id: address?.id ?? null, body },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          const key =
            isApiError(error) && error.code === 'account.too_many'
              ? 'account.addresses.limit_reached'
              : accountFailureKey(error, 'account.addresses.save_error');
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
        {address ? t('account.addresses.form_edit') : t('account.addresses.form_add')}
      </h3>
      <AuthForm busy={save.isPending} onSubmit={submit} alert={alert}>
        <FormField
          label={t('account.addresses.label')}
          hint={t('account.addresses.label_hint')}
          error={errorText('eticheta')}
        >
          <Input maxLength={40} {...field('eticheta')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('account.addresses.last_name')} error={errorText('nume')}>
            <Input autoComplete="section-shipping shipping family-name" required {...field('nume')} />
          </FormField>
          <FormField label={t('account.addresses.first_name')} error={errorText('prenume')}>
            <Input autoComplete="section-shipping shipping given-name" required {...field('prenume')} />
          </FormField>
        </div>
        <FormField label={t('account.addresses.phone')} error={errorText('telefon')}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="section-shipping shipping tel"
            required
            {...field('telefon')}
          />
        </FormField>
        <AddressFields
          idPrefix={`${headingId}-address`}
          autoCompleteSection="shipping"
          control={{
            field: (part: AddressPart, options) => field(part, options as never),
            errorText: (part) => errorText(part),
            setValue: (part, value) => form.setValue(part, value),
          }}
        />
        <FormField layout="inline" label={t('account.addresses.is_default')}>
          <input type="checkbox" className={checkboxClass} {...field('implicita')} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <div className="w-full sm:w-56">
            <SubmitButton
              busy={save.isPending}
              label={t('account.addresses.save')}
              busyLabel={t('account.addresses.saving')}
            />
          </div>
          <Button type="button" variant="secondary" size="lg" className="mt-1" onClick={() => onDone(false)}>
            {t('account.addresses.cancel')}
          </Button>
        </div>
      </AuthForm>
    </div>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const { t } = useTranslation();
  const makeDefault = useMakeDefaultAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{address.eticheta || `${address.prenume} ${address.nume}`}</span>
        {address.implicita ? (
          <span className="rounded-full bg-sage-100 px-2.5 py-0.5 text-sm font-semibold text-brand-strong">
            {t('account.addresses.default')}
          </span>
        ) : null}
      </div>
      <p className="text-ink-muted">
        {address.prenume} {address.nume} · {address.telefon}
        <br />
        {oneLine(address)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm-touch" onClick={onEdit}>
          {t('account.addresses.edit')}
        </Button>
        {address.implicita ? null : (
          <Button
            variant="secondary"
            size="sm-touch"
            aria-disabled={makeDefault.isPending || undefined}
            onClick={() => {
              if (!makeDefault.isPending) makeDefault.mutate(address.id);
            }}
          >
            {t('account.addresses.make_default')}
          </Button>
        )}
        <Button variant="secondary-danger" size="sm-touch" onClick={() => setConfirming(true)}>
          {t('account.addresses.delete')}
        </Button>
      </div>
      {remove.isError || makeDefault.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t(remove.isError ? 'account.addresses.delete_error' : 'account.addresses.save_error')}
        </p>
      ) : null}
      <ConfirmDelete
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.addresses.delete_title')}
        description={t('account.addresses.delete_body', { address: oneLine(address) })}
        confirmLabel={t('account.addresses.delete_confirm')}
        keepLabel={t('account.addresses.keep')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(address.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

/** The saved delivery addresses: one is the default, which the checkout fills in first. */
export function AddressesSection() {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [saved, setSaved] = useState(0);

  const done = (wasSaved: boolean) => {
    setEditing(null);
    if (wasSaved) setSaved((count) => count + 1);
  };

  let content;
  if (addresses.data) {
    content = (
      <div className="flex flex-col gap-4">
        {saved > 0 && editing === null ? (
          <FormSuccess key={saved}>{t('account.addresses.saved')}</FormSuccess>
        ) : null}
        {addresses.data.length === 0 && editing === null ? (
          <EmptyState
            icon={<MapPin className="size-6" />}
            title={t('account.addresses.empty')}
            description={t('account.addresses.empty_hint')}
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.data.map((address) =>
              editing !== 'new' && editing?.id === address.id ? null : (
                <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} />
              ),
            )}
          </ul>
        )}
        {editing ? (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? null : editing}
            onDone={done}
          />
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('account.addresses.add')}
          </Button>
        )}
      </div>
    );
  } else if (addresses.isError) {
    content = (
      <ErrorState
        title={t('account.addresses.load_error')}
        description={t(errorMessageKey(addresses.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
        compact
      />
    );
  } else {
    content = (
      <div role="status" className="grid gap-3 md:grid-cols-2">
        <span className="sr-only">{t('account.addresses.loading')}</span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <AccountSection id="adrese" title={t('account.addresses.title')}>
      {content}
    </AccountSection>
  );
}
