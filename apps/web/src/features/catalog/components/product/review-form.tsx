import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { REVIEW_LIMITS, type ReviewCreate, type ReviewCreated } from '@shop/shared/schemas/catalog';
import { Button } from '@/components/ui/button';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { useCurrentUser } from '@/hooks/use-current-user';
import { api, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { catalogKeys } from '../../api/query-keys';

type ReviewFormValues = { name: string; rating: number; text: string };

const EMPTY: ReviewFormValues = { name: '', rating: 0, text: '' };

/** Contract §5: five stars chosen by a click, none at first; arrows move between them (radio buttons). */
function StarPicker({
  value,
  onChange,
  legend,
  invalid,
  describedBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  legend: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex flex-col gap-1.5"
    >
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand"
            onMouseEnter={() => setHovered(star)}
            onMouseLeave={() => setHovered(0)}
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors duration-100',
                star <= shown ? 'fill-honey-300 text-honey-700' : 'fill-transparent text-ink-muted',
              )}
            />
            <span className="sr-only">{t('product.reviews.form.stars', { count: star })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Contract §5 and §6: the review form of the Reviews tab. The API client fetches the CSRF cookie
 * first when it is missing and sends it as X-CSRFToken. Success resets the form, reloads the
 * list and shows the toast that leads to /favorite#reviews; failure shows the contract's alert.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const titleId = useId();
  const ratingErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewFormValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, control, formState, reset, setError } = form;

  const submit = useMutation({
    mutationFn: (body: ReviewCreate) => api.post<ReviewCreated>('/recenzii/', body),
    onSuccess: async () => {
      reset(EMPTY);
      setFailure(null);
      await queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(productId) });
      showShopToast(t('product.reviews.submitted'), {
        to: '/favorite#reviews',
        label: t('product.reviews.see_yours'),
      });
    },
    onError: (error) => {
      // The server's field messages go next to their fields; the alert says the post failed.
      if (isApiError(error)) {
        const fields = error.fieldErrors;
        if (fields.nume) setError('name', { message: t('product.reviews.form.name_short') });
        if (fields.comentariu) {
          setError('text', {
            message: t('product.reviews.form.text_length', {
              min: REVIEW_LIMITS.commentMin,
              max: REVIEW_LIMITS.commentMax,
            }),
          });
        }
        if (fields.rating) setError('rating', { message: t('product.reviews.form.rating_required') });
      }
      // Contract §8: the alert says the post failed; a reason the visitor can act on follows it.
      const code = isApiError(error) ? error.code : undefined;
      const reason =
        code === 'reviews.exists'
          ? t('product.reviews.form.exists')
          : code === 'rate_limited'
            ? t('product.reviews.form.rate_limited')
            : '';
      setFailure(
        reason ? `${t('product.reviews.submit_error')}. ${reason}` : t('product.reviews.submit_error'),
      );
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    submit.mutate({
      produs_id: productId,
      rating: values.rating,
      comentariu: values.text.trim(),
      nume: values.name.trim(),
    });
  });

  const errors = formState.errors;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={titleId}
      className="flex max-w-xl flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div>
        <h3 id={titleId} className="text-lg font-bold">
          {t('product.reviews.form.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('product.reviews.form.moderation_note')}</p>
      </div>
      <FormField label={t('product.reviews.form.name')} error={errors.name?.message}>
        <Input
          autoComplete="given-name"
          maxLength={REVIEW_LIMITS.nameMax}
          defaultValue={user.data?.first_name ?? ''}
          {...register('name', {
            validate: (value) => {
              const name = value.trim() || user.data?.first_name?.trim() || '';
              if (!name) return t('product.reviews.form.name_required');
              return name.length >= REVIEW_LIMITS.nameMin || t('product.reviews.form.name_short');
            },
          })}
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <Controller
          control={control}
          name="rating"
          rules={{
            validate: (value) => (value >= 1 && value <= 5) || t('product.reviews.form.rating_required'),
          }}
          render={({ field }) => (
            <StarPicker
              value={field.value}
              onChange={field.onChange}
              legend={t('product.reviews.form.rating')}
              invalid={Boolean(errors.rating)}
              describedBy={errors.rating ? ratingErrorId : undefined}
            />
          )}
        />
        {errors.rating ? (
          <p id={ratingErrorId} className="text-sm font-semibold text-danger">
            {errors.rating.message}
          </p>
        ) : null}
      </div>
      <FormField
        label={t('product.reviews.form.text')}
        error={errors.text?.message}
        hint={t('product.reviews.form.text_hint', {
          min: REVIEW_LIMITS.commentMin,
          max: REVIEW_LIMITS.commentMax,
        })}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.commentMax}
          {...register('text', {
            validate: (value) => {
              const text = value.trim();
              if (!text) return t('product.reviews.form.text_required');
              return (
                text.length >= REVIEW_LIMITS.commentMin ||
                t('product.reviews.form.text_short', { min: REVIEW_LIMITS.commentMin })
              );
            },
          })}
        />
      </FormField>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 font-semibold text-danger"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={submit.isPending} aria-busy={submit.isPending}>
        {submit.isPending ? t('product.reviews.form.sending') : t('product.reviews.form.submit')}
      </Button>
    </form>
  );
}
