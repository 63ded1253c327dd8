import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * "Exportă CSV" on an admin list: starts `download` (a `downloadCsv` of the list's filters), says
 * so while the file is prepared, and reports a failed download beside the button.
 */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
  const { t } = useTranslation();
  const exporting = useMutation({ mutationFn: download });
  return (
    <>
      <Button
        variant="secondary"
        size="sm-touch"
        onClick={() => exporting.mutate()}
        aria-disabled={exporting.isPending || undefined}
      >
        <Download aria-hidden="true" className="size-4" />
        {exporting.isPending ? t('admin.common.exporting') : t('admin.common.export_csv')}
      </Button>
      {exporting.isError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          {t('admin.common.export_error')}
        </p>
      ) : null}
    </>
  );
}
