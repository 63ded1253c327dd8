import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { checkboxClass, FormField, Input, Textarea } from '@/components/ui/form-field';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { RichTextEditor } from '../components/rich-text-editor';
import type { ProductFormValues } from './product-form-values';

/** The product form's context, and a field's error message in the admin's language. */
export function useProductField() {
  const { t } = useTranslation();
  const form = useFormContext<ProductFormValues>();
  const { errors } = useFormState({ control: form.control });
  const fieldError = (name: keyof ProductFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message as TextKey) : undefined;
  };
  return { form, errors, fieldError };
}

type PairName = 'titlu' | 'meta_titlu' | 'meta_descriere' | 'nota';

/** A text in Romanian and in English side by side, with a counter against a recommended length. */
export function LanguagePair({
  name,
  textarea = false,
  recommended,
  hint,
}: {
  name: PairName;
  textarea?: boolean;
  recommended?: number;
  hint?: string;
}) {
  const { t } = useTranslation();
  const { form, fieldError } = useProductField();
  const english = `${name}_en` as const;
  const values = useWatch({ control: form.control, name: [name, english] });
  const fields = [
    { field: name, language: 'admin_products.form.romanian', value: values[0] },
    { field: english, language: 'admin_products.form.english', value: values[1] },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {fields.map(({ field, language, value }) => (
        <FormField
          key={field}
          label={`${t(`admin_products.form.${name}`)} (${t(language)})`}
          error={fieldError(field)}
          hint={hint}
          counter={
            recommended
              ? t('admin_products.form.counter', { length: value.length, max: recommended })
              : undefined
          }
        >
          {textarea ? <Textarea {...form.register(field)} /> : <Input {...form.register(field)} />}
        </FormField>
      ))}
    </div>
  );
}

/** A rich text (HTML) in Romanian and in English side by side. */
export function RichTextPair({ name }: { name: 'descriere' | 'informatii_suplimentare' }) {
  const { t } = useTranslation();
  const { form, errors, fieldError } = useProductField();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {([name, `${name}_en`] as const).map((field, index) => {
        const label = `${t(`admin_products.form.${name}`)} (${t(index === 0 ? 'admin_products.form.romanian' : 'admin_products.form.english')})`;
        return (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: controlled }) => (
              <FormField label={label} hint={t('admin_products.editor.html_hint')} error={fieldError(field)}>
                <RichTextEditor
                  value={controlled.value}
                  onChange={controlled.onChange}
                  label={label}
                  invalid={Boolean(errors[field])}
                />
              </FormField>
            )}
          />
        );
      })}
    </div>
  );
}

/** The checkboxes of a list the product belongs to (categories, tags). */
export function ChoiceList({
  name,
  legend,
  choices,
}: {
  name: 'categorii' | 'tags';
  legend: string;
  choices: { id: number; label: string; depth?: number }[] | undefined;
}) {
  const { form, errors, fieldError } = useProductField();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-lg border border-line p-3">
          <legend className="font-semibold">{legend}</legend>
          {choices?.map((choice) => (
            <label
              key={choice.id}
              className="flex items-center gap-2"
              style={choice.depth === undefined ? undefined : { paddingLeft: `${choice.depth * 1.25}rem` }}
            >
              <input
                type="checkbox"
                className={checkboxClass}
                checked={field.value.includes(choice.id)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, choice.id]
                      : field.value.filter((id) => id !== choice.id),
                  )
                }
              />
              {choice.label}
            </label>
          ))}
          {errors[name] ? <p className="text-sm font-semibold text-danger">{fieldError(name)}</p> : null}
        </fieldset>
      )}
    />
  );
}
