import type { ObjectStorage } from '../../lib/storage/object-storage';
import type { InvoiceDocument } from './document';
import type { InvoiceRow } from './invoicing.repository';

type RenderPdf = (document: InvoiceDocument, options: { efacturaIndex: string | null }) => Promise<Buffer>;

/** A key segment from a document code or ANAF's id: letters, digits and `-`/`_` only. */
const segment = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The invoicing files kept in the storage port (docs/decisions/071), all private: never under
 * `media/`, read only by the routes that check who asks.
 *
 * - `invoices/<id>/<code>[-<e-Factura index>].pdf`: a document's PDF, drawn the first time it is
 *   asked for and kept. The document is frozen, so its PDF changes only when ANAF's index is
 *   added; the index is in the key, so a key's content never changes (two processes drawing it at
 *   once write the same document whole, and either copy is right).
 * - `efactura/<id>/<id_descarcare>.zip`: ANAF's signed answer of an accepted document.
 */
export function createInvoiceFiles(deps: { storage: ObjectStorage; renderPdf: RenderPdf }) {
  const { storage } = deps;
  const archivePrefix = (invoiceId: number) => `efactura/${invoiceId}/`;

  return {
    /** The PDF of a document with the index it quotes (null until ANAF accepted it). */
    async pdf(
      row: Pick<InvoiceRow, 'id' | 'code' | 'document'>,
      efacturaIndex: string | null,
    ): Promise<Buffer> {
      const key = `invoices/${row.id}/${segment(row.code)}${efacturaIndex ? `-${segment(efacturaIndex)}` : ''}.pdf`;
      const stored = await storage.get(key);
      if (stored) return stored.body;
      const body = await deps.renderPdf(row.document, { efacturaIndex });
      await storage.put(key, body, { contentType: 'application/pdf' });
      return body;
    },

    /** Keeps ANAF's signed ZIP of a document; answers its key (what `archive_path` records). */
    async archive(invoiceId: number, downloadId: string, zip: Uint8Array): Promise<string> {
      const key = `${archivePrefix(invoiceId)}${segment(downloadId)}.zip`;
      await storage.put(key, zip, { contentType: 'application/zip' });
      return key;
    },

    /** The file names of ANAF's signed ZIPs kept for a document, sorted. */
    async archivedAnswers(invoiceId: number): Promise<string[]> {
      const prefix = archivePrefix(invoiceId);
      const names: string[] = [];
      for await (const object of storage.list(prefix)) {
        const name = object.key.slice(prefix.length);
        if (name.endsWith('.zip') && !name.includes('/')) names.push(name);
      }
      return names.sort();
    },

    async readArchive(invoiceId: number, name: string): Promise<Buffer | null> {
      return (await storage.get(`${archivePrefix(invoiceId)}${name}`))?.body ?? null;
    },
  };
}

export type InvoiceFiles = ReturnType<typeof createInvoiceFiles>;
