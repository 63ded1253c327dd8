import { unzipSync } from 'fflate';

/**
 * ANAF's RO e-Factura REST API (`{apiUrl}/{test|prod}/FCTEL/rest/…`), the calls the shop makes and
 * the answers as ANAF writes them (docs/decisions/048 quotes each shape with its source):
 *
 * - `POST upload?standard=UBL&cif=` (B2B) / `uploadb2c?standard=UBL&cif=` (B2C), body the XML →
 *   `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" ExecutionStatus="0" index_incarcare="…"/>`,
 *   or `ExecutionStatus="1"` with `<Errors errorMessage="…"/>` children.
 * - `GET stareMesaj?id_incarcare=` → `<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"
 *   stare="in prelucrare|ok|nok|XML cu erori nepreluat de sistem" id_descarcare="…"/>`, or `<Errors
 *   errorMessage="…"/>` (no right to the index, index unknown, the day's calls used up).
 * - `GET descarcare?id=` → a ZIP (the document and ANAF's signature `semnatura_<index>.xml`, or the
 *   errors `<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1"><Error errorMessage/>`),
 *   or JSON `{eroare, titlu}`.
 * - `GET listaMesajePaginatieFactura?startTime=&endTime=&cif=&pagina=&filtru=T` → JSON `{mesaje:
 *   [{data_creare, cif, id_solicitare, detalii, tip, id}], numar_total_pagini, …}` or `{eroare}`
 *   when the window holds no message.
 *
 * Every call has a time-out (60 s by default). A call that gets no answer throws `SpvError` with
 * kind `timeout` or `network`: the caller must not assume the upload did or did not happen.
 */

export type SpvErrorKind = 'timeout' | 'network' | 'unauthorized' | 'server' | 'throttled';

export class SpvError extends Error {
  override name = 'SpvError';
  constructor(
    readonly kind: SpvErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export type UploadAnswer = { accepted: true; index: string } | { accepted: false; errors: string[] };

export type StatusAnswer =
  | { state: 'processing' }
  | { state: 'ok' | 'nok'; downloadId: string }
  /** ANAF could not read the XML at all ("XML cu erori nepreluat de sistem"). */
  | { state: 'unreadable'; message: string }
  /** An `<Errors>` answer: no right, unknown index, or the day's quota used up. */
  | { state: 'error'; message: string };

export type DownloadAnswer =
  { found: true; zip: Uint8Array; files: Record<string, Uint8Array> } | { found: false; message: string };

/** A message of ANAF's list: `id_solicitare` is the upload index, `id` the download id. */
export type SpvMessage = {
  createdAt: string;
  cif: string;
  uploadIndex: string;
  details: string;
  type: string;
  downloadId: string;
};

export type SpvEndpoint = 'upload' | 'uploadb2c';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!] = decodeEntities(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The attributes of an ANAF answer's root element and the `errorMessage` of its `Errors`/`Error`
 * children. ANAF's answers are flat (one element, attributes only), so this reads them without a
 * general XML parser; a namespace prefix on the names is ignored.
 */
export function readAnafAnswer(xml: string): { root: Record<string, string>; errors: string[] } {
  const body = xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const rootTag = /<([\w:.-]+)(\s[^>]*)?\/?>/.exec(body);
  if (!rootTag) throw new SpvError('server', 'ANAF answered something that is not XML');
  const errors = [...body.matchAll(/<(?:[\w.-]+:)?Errors?\b([^>]*)\/?>/g)]
    .map((match) => attributesOf(match[1] ?? '').errorMessage)
    .filter((message): message is string => Boolean(message));
  return { root: attributesOf(rootTag[2] ?? ''), errors };
}

/** The document's BT-1 (`cbc:ID` right under the root) in a UBL Invoice or CreditNote. */
export function ublDocumentId(xml: string): string | null {
  const withoutLines = xml.replace(/<cac:[\s\S]*$/, '');
  const match = /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(withoutLines);
  return match ? decodeEntities(match[1]!.trim()) : null;
}

export function createSpvClient(options: {
  /** ANAF's API origin (`https://api.anaf.ro`). */
  apiUrl: string;
  env: 'test' | 'prod';
  timeoutMs?: number;
  fetch?: typeof fetch;
}) {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/${options.env}/FCTEL/rest`;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const send = options.fetch ?? fetch;

  async function call(token: string, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await send(`${base}/${pathAndQuery}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new SpvError('timeout', `ANAF did not answer within ${timeoutMs} ms`);
      throw new SpvError('network', `ANAF could not be reached: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new SpvError('unauthorized', `ANAF refused the token (${response.status})`);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw new SpvError('throttled', 'ANAF asks to slow down (429)');
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new SpvError('server', `ANAF failed (${response.status})`);
    }
    return response;
  }

  async function text(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      // The answer was cut off: as good as none.
      throw new SpvError('network', `ANAF's answer was cut off: ${(error as Error).message}`);
    }
  }

  return {
    async upload(
      token: string,
      document: { endpoint: SpvEndpoint; cif: string; xml: string },
    ): Promise<UploadAnswer> {
      const query = new URLSearchParams({ standard: 'UBL', cif: document.cif });
      const response = await call(token, `${document.endpoint}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: document.xml,
      });
      const { root, errors } = readAnafAnswer(await text(response));
      if (root.ExecutionStatus === '0' && root.index_incarcare)
        return { accepted: true, index: root.index_incarcare };
      return {
        accepted: false,
        errors: errors.length > 0 ? errors : [`ANAF refused the upload (${response.status})`],
      };
    },

    async status(token: string, uploadIndex: string): Promise<StatusAnswer> {
      const query = new URLSearchParams({ id_incarcare: uploadIndex });
      const response = await call(token, `stareMesaj?${query}`);
      const { root, errors } = readAnafAnswer(await text(response));
      const state = root.stare;
      if (state === 'in prelucrare') return { state: 'processing' };
      if ((state === 'ok' || state === 'nok') && root.id_descarcare)
        return { state, downloadId: root.id_descarcare };
      if (state) return { state: 'unreadable', message: state };
      return { state: 'error', message: errors[0] ?? `Unexpected answer (${response.status})` };
    },

    async download(token: string, downloadId: string): Promise<DownloadAnswer> {
      const query = new URLSearchParams({ id: downloadId });
      const response = await call(token, `descarcare?${query}`);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new SpvError('network', `ANAF's answer was cut off: ${(error as Error).message}`);
      }
      // A ZIP starts with "PK"; anything else is ANAF's JSON error.
      if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
        try {
          return { found: true, zip: bytes, files: unzipSync(bytes) };
        } catch {
          throw new SpvError('network', "ANAF's ZIP is incomplete");
        }
      }
      let message = `No archive (${response.status})`;
      try {
        const body = JSON.parse(new TextDecoder().decode(bytes)) as { eroare?: string };
        if (body.eroare) message = body.eroare;
      } catch {
        // Not JSON either: keep the status.
      }
      return { found: false, message };
    },

    /** The "sent invoice" messages of `cif` between the two instants, every page. */
    async listSent(token: string, window: { cif: string; start: Date; end: Date }): Promise<SpvMessage[]> {
      const messages: SpvMessage[] = [];
      for (let page = 1; page <= 50; page++) {
        const query = new URLSearchParams({
          startTime: String(window.start.getTime()),
          endTime: String(window.end.getTime()),
          cif: window.cif,
          pagina: String(page),
          filtru: 'T',
        });
        const response = await call(token, `listaMesajePaginatieFactura?${query}`);
        let body: {
          mesaje?: Record<string, string>[];
          eroare?: string;
          numar_total_pagini?: number;
        };
        try {
          body = JSON.parse(await text(response)) as typeof body;
        } catch {
          throw new SpvError('server', 'ANAF answered the message list with something that is not JSON');
        }
        // "Nu exista mesaje in intervalul selectat": an empty window is an answer, not a failure.
        if (!body.mesaje) return messages;
        for (const message of body.mesaje) {
          messages.push({
            createdAt: message.data_creare ?? '',
            cif: message.cif ?? '',
            uploadIndex: message.id_solicitare ?? '',
            details: message.detalii ?? '',
            type: message.tip ?? '',
            downloadId: message.id ?? '',
          });
        }
        if (page >= (body.numar_total_pagini ?? 1)) return messages;
      }
      return messages;
    },
  };
}

export type SpvClient = ReturnType<typeof createSpvClient>;
