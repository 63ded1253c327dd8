import { addressInputSchema, type AddressInput, type SavedAddress } from '@shop/shared/schemas/account';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { AddressFields } from '@/components/form/address-fields';
import { AuthForm } from '@/components/form/auth-form';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesResolver } from '@/lib/form/field-messages';
import { useSharedSchemaForm } from '@/lib/form/use-shared-schema-form';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { useAddresses } from '@/hooks/use-address-book';
import { useDeleteAddress, useMakeDefaultAddress, useSaveAddress } from '../api/address-book';
import { SavedRecordsSection } from './saved-records-section';
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
  const { form, field, errorText, addressControl } = useSharedSchemaForm<FormValues, AddressInput>(
    resolver as never,
    address ? valuesOf(address) : EMPTY,
  );

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
          control={addressControl}
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
    <>
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
    </>
  );
}

/** The saved delivery addresses: one is the default, which the checkout fills in first. */
export function AddressesSection() {
  const addresses = useAddresses();
  return (
    <SavedRecordsSection
      id="adrese"
      texts="addresses"
      records={addresses}
      icon={<MapPin className="size-6" />}
      renderCard={(address, onEdit) => <AddressCard address={address} onEdit={onEdit} />}
      renderForm={(address, onDone) => <AddressForm address={address} onDone={onDone} />}
    />
  );
}
