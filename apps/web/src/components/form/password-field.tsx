import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** A password input with a show/hide toggle (a pressed-state button naming what it does). */
export function PasswordField({ id, label, hint, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);

  return (
    <FormField
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      trailing={
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={t('auth.show_password')}
          title={visible ? t('auth.hide_password') : t('auth.show_password')}
          onClick={() => setVisible((shown) => !shown)}
          className="grid size-11 cursor-pointer place-items-center rounded-md text-ink-muted transition-colors hover:bg-sage-100 hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    >
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...input}
      />
    </FormField>
  );
}
