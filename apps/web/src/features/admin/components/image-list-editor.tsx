import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, type JSX } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

type Uploaded = { path: string; url: string; width: number; height: number };

/** An ordered list of media paths (the first is the main image): upload, remove, reorder. */
export function ImageListEditor(props: {
  value: string[];
  onChange: (paths: string[]) => void;
  label: string;
  max?: number;
  folder: 'products' | 'blog' | 'categories';
}): JSX.Element {
  const { t } = useTranslation();
  const inputId = useId();
  const max = props.max ?? Number.POSITIVE_INFINITY;
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const paths: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        const answer = await api.post<Uploaded>('/admin/media/', form, { params: { folder: props.folder } });
        paths.push(answer.path);
      }
      return paths;
    },
    onSuccess: (paths) => props.onChange([...props.value, ...paths].slice(0, max)),
  });
  const move = (from: number, to: number) => {
    const next = [...props.value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    props.onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{props.label}</legend>
      <p className="text-sm text-ink-muted">{t('admin_products.editor.images_hint')}</p>
      {props.value.length === 0 ? <p className="text-sm">{t('admin_products.editor.none')}</p> : null}
      <ol className="flex flex-col gap-2">
        {props.value.map((path, index) => (
          <li key={path} className="flex items-center gap-2 rounded-lg border border-line p-2">
            <img
              src={`/media/${path}`}
              alt={t('admin_products.editor.image_alt', { index: index + 1 })}
              className="size-14 rounded object-cover"
            />
            <span className="min-w-0 flex-1 truncate text-sm">{path}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('admin_products.editor.move_up', { index: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('admin_products.editor.move_down', { index: index + 1 })}
              disabled={index === props.value.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('admin_products.editor.remove', { index: index + 1 })}
              onClick={() => props.onChange(props.value.filter((_, other) => other !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {props.value.length < max ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {upload.isPending ? t('admin_products.editor.uploading') : t('admin_products.editor.upload')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={upload.isPending}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) upload.mutate(files);
            }}
          />
          {upload.isError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {t('admin_products.editor.upload_failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
