import { useMutation } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { type JSX, useId } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { mediaUrl } from '@/lib/media';

type Uploaded = { path: string; url: string; width: number; height: number };

/** Images uploaded to the media endpoint, as media paths: a thumbnail and a remove button each. */
export function ImageListEditor(props: {
  value: string[];
  onChange: (paths: string[]) => void;
  label: string;
  max?: number;
  folder: 'products' | 'blog' | 'categories';
}): JSX.Element {
  const { value, onChange, label, max = Number.POSITIVE_INFINITY, folder } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<Uploaded>('/admin/media/', body, { params: { folder } });
    },
    onSuccess: (uploaded) => onChange([...value, uploaded.path].slice(-max)),
  });

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{label}</legend>
      <ul className="flex flex-wrap gap-3">
        {value.map((path) => (
          <li key={path} className="relative">
            <img
              src={mediaUrl(path) ?? ''}
              alt=""
              className="size-28 rounded-lg border border-line object-cover"
            />
            <Button
              type="button"
              size="icon"
              variant="secondary"
              className="absolute -top-2 -right-2"
              aria-label={`${t('admin.common.delete')}: ${path}`}
              onClick={() => onChange(value.filter((item) => item !== path))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {value.length < max ? (
        <label
          htmlFor={inputId}
          className="inline-flex h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-4 font-semibold hover:border-brand hover:text-brand has-focus-visible:outline-2"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {upload.isPending ? t('admin.common.loading') : `${t('admin.common.create')}: ${label}`}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </label>
      ) : null}
      {upload.isError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {refusalDetail(upload.error) ?? t('admin.common.load_error')}
        </p>
      ) : null}
    </fieldset>
  );
}
