import { type JSX, lazy, Suspense } from 'react';
import type { MediaFolder } from '@shop/shared/schemas/admin/media';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n';

export type RichTextEditorProps = {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  label: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  /** Where images inserted in the text are uploaded. */
  folder?: MediaFolder;
};

// TipTap and ProseMirror are large: they load with the first editor shown, never with the lists.
const Editor = lazy(() => import('./rich-text-editor-inner'));

/** The HTML editor of product descriptions and blog posts (what lib/sanitize-html.ts on the API keeps). */
export function RichTextEditor(props: RichTextEditorProps): JSX.Element {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('admin_media.editor.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
