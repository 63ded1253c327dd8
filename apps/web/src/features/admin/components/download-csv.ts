import { api, type QueryParams } from '@/lib/api-client';
import { saveFile } from '@/lib/download-file';

/** A CSV export as a file download (the API needs the token, so a plain link would not do). */
export async function downloadCsv(path: string, fileName: string, params?: QueryParams): Promise<void> {
  const text = await api.get<string>(path, { params, headers: { Accept: 'text/csv' } });
  // Reading the answer as text drops its byte order mark, which Excel needs to see UTF-8.
  const bom = text.startsWith('\uFEFF') ? '' : '\uFEFF';
  saveFile(new Blob([bom, text], { type: 'text/csv;charset=utf-8' }), fileName);
}
