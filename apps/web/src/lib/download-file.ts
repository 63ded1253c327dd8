import { api, type QueryParams } from './api-client';

/** Hands a file to the browser as a download under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A file the API serves (a PDF, an XML, a ZIP) as a download: the API needs the token, so a
 * plain link would not do. The bytes are kept as they came.
 */
export async function downloadFile(path: string, fileName: string, params?: QueryParams): Promise<void> {
  saveFile(await api.get<Blob>(path, { params, binary: true }), fileName);
}
