import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  adminNetopiaSettingsInputSchema,
  adminSamedaySettingsInputSchema,
  type IntegrationName,
  type PlainSetting,
  type SecretSetting,
} from '@shop/shared/schemas/admin/integrations';
import { Button } from '@/components/ui/button';
import { checkboxClass, FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-message';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { AdminQueryState, useShopDateTimeFormat } from '../components/admin-screen';
import {
  type IntegrationInputs,
  type IntegrationViews,
  integrationKeys,
  integrationQueryOptions,
  saveIntegration,
  testIntegration,
} from './integrations-api';

type FieldSpec = {
  name: string;
  kind: 'text' | 'select' | 'textarea' | 'secret';
  options?: readonly string[];
  inputMode?: 'numeric' | 'url';
  maxLength?: number;
};

/** The fields of each form, in the order staff fill them in from the processor's or courier's account. */
const FIELDS: Record<IntegrationName, readonly FieldSpec[]> = {
  netopia: [
    { name: 'env', kind: 'select', options: ['sandbox', 'live'] },
    { name: 'pos_signature', kind: 'text', maxLength: 100 },
    { name: 'api_key', kind: 'secret', maxLength: 500 },
    { name: 'public_key', kind: 'textarea', maxLength: 10_000 },
    { name: 'api_url', kind: 'text', inputMode: 'url', maxLength: 300 },
  ],
  sameday: [
    { name: 'username', kind: 'text', maxLength: 200 },
    { name: 'password', kind: 'secret', maxLength: 200 },
    { name: 'api_url', kind: 'text', inputMode: 'url', maxLength: 300 },
    { name: 'pickup_point_id', kind: 'text', inputMode: 'numeric', maxLength: 12 },
    { name: 'service_id', kind: 'text', inputMode: 'numeric', maxLength: 12 },
  ],
};

const INPUT_SCHEMAS = { netopia: adminNetopiaSettingsInputSchema, sameday: adminSamedaySettingsInputSchema };

type Draft = { values: Record<string, string>; clear: Record<string, boolean> };

/** A plain field shows what is saved (blank: the environment's counts); a secret field starts blank. */
function draftOf(name: IntegrationName, view: IntegrationViews[IntegrationName]): Draft {
  const settings = view as unknown as Record<string, PlainSetting | SecretSetting>;
  const values: Record<string, string> = {};
  for (const field of FIELDS[name]) {
    const setting = settings[field.name] as PlainSetting;
    values[field.name] = field.kind === 'secret' || !setting.saved ? '' : (setting.value ?? '');
  }
  return { values, clear: {} };
}

/**
 * The change the form sends: each plain field its value, or null (back to the environment's)
 * when blank; a secret only when typed (its value) or cleared (null), else it is kept.
 */
function bodyOf(name: IntegrationName, draft: Draft): Record<string, string | null> {
  const body: Record<string, string | null> = {};
  for (const field of FIELDS[name]) {
    const typed = draft.values[field.name] ?? '';
    if (field.kind === 'secret') {
      if (draft.clear[field.name]) body[field.name] = null;
      else if (typed !== '') body[field.name] = typed;
    } else {
      body[field.name] = typed.trim() === '' ? null : typed.trim();
    }
  }
  return body;
}

/** "Testează conexiunea": the integration called with the saved values, and what it answered. */
function ConnectionTest({ name }: { name: IntegrationName }) {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: () => testIntegration(name) });
  const result = check.data;
  const failure = check.error ? failureMessage(check.error, t) : null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        disabled={check.isPending}
        onClick={() => check.mutate()}
        className="self-start"
      >
        {check.isPending ? t('admin_settings.integrations.testing') : t('admin_settings.integrations.test')}
      </Button>
      <p className="text-sm text-ink-muted">{t('admin_settings.integrations.test_hint')}</p>
      <div role="status" aria-live="polite" className="min-h-6">
        {check.isPending ? null : result ? (
          <p className={result.ok ? 'font-semibold text-brand' : 'font-semibold text-danger'}>
            {result.ok
              ? t('admin_settings.integrations.test_ok')
              : t('admin_settings.integrations.test_failed', { message: result.message ?? '' })}
          </p>
        ) : failure ? (
          <p className="font-semibold text-danger">{failure}</p>
        ) : null}
      </div>
    </div>
  );
}

function IntegrationForm<N extends IntegrationName>({ name, view }: { name: N; view: IntegrationViews[N] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const date = useShopDateTimeFormat('medium');
  const statusId = useId();
  const [draft, setDraft] = useState(() => draftOf(name, view));
  const [invalid, setInvalid] = useState<string[]>([]);
  const settings = view as unknown as Record<string, PlainSetting | SecretSetting>;
  const text = (key: string, options?: Record<string, string>) =>
    t(`admin_settings.integrations.${key}` as TextKey, options);

  const save = useMutation({
    mutationFn: (body: IntegrationInputs[N]) => saveIntegration(name, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(integrationKeys.one(name), saved);
      setDraft(draftOf(name, saved));
      showShopToast(text('saved'));
    },
    onError: (error) => {
      if (isApiError(error)) setInvalid(Object.keys(error.fieldErrors));
    },
  });

  const submit = () => {
    const body = bodyOf(name, draft);
    const parsed = INPUT_SCHEMAS[name].safeParse(body);
    if (!parsed.success) {
      setInvalid([...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]);
      return;
    }
    setInvalid([]);
    save.mutate(parsed.data as IntegrationInputs[N]);
  };
  const set = (field: string, value: string) =>
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  const failed =
    save.error && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0)
      ? failureMessage(save.error, t)
      : null;

  const fieldError = (field: string) => (invalid.includes(field) ? text(`errors.${field}`) : undefined);

  const control = (field: FieldSpec) => {
    const label = text(`fields.${field.name}`);
    if (field.kind === 'secret') {
      const secret = settings[field.name] as SecretSetting;
      const hint = secret.saved
        ? text('secret_saved')
        : secret.environment_set
          ? text('secret_from_env')
          : text('secret_unset_hint');
      return (
        <div key={field.name} className="flex flex-col gap-2">
          <FormField
            label={
              <span className="inline-flex items-center gap-2">
                {label}
                <span
                  className={
                    secret.set
                      ? 'rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-brand'
                      : 'rounded-full bg-honey-100 px-2 py-0.5 text-xs font-semibold text-honey-900'
                  }
                >
                  {secret.set ? text('secret_set') : text('secret_unset')}
                </span>
              </span>
            }
            hint={hint}
            error={fieldError(field.name)}
          >
            <Input
              type="password"
              autoComplete="new-password"
              maxLength={field.maxLength}
              placeholder={secret.set ? text('secret_set') : undefined}
              value={draft.values[field.name] ?? ''}
              disabled={draft.clear[field.name] === true}
              onChange={(event) => set(field.name, event.target.value)}
            />
          </FormField>
          {secret.saved ? (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={draft.clear[field.name] === true}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    clear: { ...current.clear, [field.name]: event.target.checked },
                  }))
                }
              />
              {secret.environment_set ? text('secret_clear_to_env') : text('secret_clear')}
            </label>
          ) : null}
        </div>
      );
    }
    const setting = settings[field.name] as PlainSetting;
    const environment = setting.environment;
    const hint =
      environment === null
        ? text('from_env_none')
        : field.kind === 'textarea'
          ? text('from_env_key')
          : text('from_env', { value: field.kind === 'select' ? text(`env_${environment}`) : environment });
    const common = {
      value: draft.values[field.name] ?? '',
      autoComplete: 'off',
      maxLength: field.maxLength,
    };
    return (
      <FormField
        key={field.name}
        label={label}
        hint={hint}
        error={fieldError(field.name)}
        className={field.kind === 'textarea' ? 'md:col-span-2' : undefined}
      >
        {field.kind === 'select' ? (
          <Select value={common.value} onChange={(event) => set(field.name, event.target.value)}>
            <option value="">{text('env_default')}</option>
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {text(`env_${option}`)}
              </option>
            ))}
          </Select>
        ) : field.kind === 'textarea' ? (
          <Textarea
            {...common}
            rows={5}
            spellCheck={false}
            className="font-mono"
            placeholder="-----BEGIN PUBLIC KEY-----"
            onChange={(event) => set(field.name, event.target.value)}
          />
        ) : (
          <Input
            {...common}
            inputMode={field.inputMode}
            spellCheck={false}
            onChange={(event) => set(field.name, event.target.value)}
          />
        )}
      </FormField>
    );
  };

  return (
    <form
      noValidate
      aria-label={text(`${name}_title`)}
      aria-describedby={statusId}
      className="flex flex-col gap-4 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold">{text(`${name}_title`)}</h3>
        <p id={statusId} className="text-sm">
          <span className={view.active ? 'font-semibold text-brand' : 'font-semibold text-danger'}>
            {view.active ? text('active') : text('inactive')}
          </span>
          {' · '}
          <span className="text-ink-muted">
            {view.updated_at
              ? text('last_changed', {
                  date: date.format(new Date(view.updated_at)),
                  who: view.updated_by ?? '—',
                })
              : text('never_changed')}
          </span>
        </p>
      </div>
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-4 md:grid-cols-2">
        {FIELDS[name].map(control)}
      </fieldset>
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Button type="submit" disabled={save.isPending} className="self-start">
          {save.isPending ? t('admin.common.saving') : t('admin.common.save')}
        </Button>
        <ConnectionTest name={name} />
      </div>
    </form>
  );
}

function Integration<N extends IntegrationName>({ name }: { name: N }) {
  const { t } = useTranslation();
  const query = useQuery(integrationQueryOptions(name));
  const data = query.data as IntegrationViews[N] | undefined;
  return (
    <AdminQueryState query={query} empty={!data} emptyTitle={t('admin.common.load_error')}>
      {/* Keyed by the saved version: a save elsewhere starts the form afresh. */}
      {data ? <IntegrationForm key={data.updated_at ?? 'env'} name={name} view={data} /> : null}
    </AdminQueryState>
  );
}

/**
 * "Plăți și livrare": the card processor's and the courier's settings, over the environment's
 * (the `settings` permission: they hold credentials, which the server never sends back).
 */
export function IntegrationsSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('admin_settings.integrations.title')}
      </h2>
      <p className="-mt-2 max-w-prose text-sm text-ink-muted">{t('admin_settings.integrations.hint')}</p>
      {canEdit ? (
        <>
          <Integration name="netopia" />
          <Integration name="sameday" />
        </>
      ) : (
        <p role="note" className="rounded-lg bg-honey-100 p-3 font-semibold">
          {t('admin_settings.integrations.superusers_only')}
        </p>
      )}
    </section>
  );
}
