import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { AuditService } from '../../audit/audit.service';
import type { InvoiceDocument } from '../document';
import type { InvoiceFiles } from '../invoice-files';
import { createInvoicingRepository } from '../invoicing.repository';
import { createAnafOAuthClient, tokenKeyFrom } from './anaf-oauth';
import { createAnafConnection } from './anaf-oauth-connection';
import { createSpvClient } from './spv-client';
import { createSpvWorker, type SpvWorkerOptions, type ValidateXml } from './spv-worker';

/** The UBL renderer and the CIUS-RO check the worker runs before every upload. */
export type EfacturaXml = { renderXml: (document: InvoiceDocument) => string; validateXml: ValidateXml };

type Logger = SpvWorkerOptions['log'];

/**
 * RO e-Factura's pieces, built from the configuration (docs/decisions/048): the OAuth connection
 * (always, so that the admin can say "off"), and the upload worker when EFACTURA_ENV is test or
 * prod.
 */
export function createEfactura(deps: {
  config: Pick<Config, 'efactura'>;
  /** Where ANAF's signed answers are kept. */
  files: Pick<InvoiceFiles, 'archive'>;
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** The server's secret the token key is derived from when EFACTURA_TOKEN_KEY is unset. */
  serverSecret: string;
  xml: EfacturaXml;
  log: Logger;
  worker?: Partial<
    Pick<SpvWorkerOptions, 'now' | 'leaseSeconds' | 'firstCheckSeconds' | 'lookupGraceSeconds'>
  >;
}) {
  const settings = deps.config.efactura;
  const oauth = settings
    ? createAnafOAuthClient({
        oauthUrl: settings.oauthUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectUrl: settings.redirectUrl,
      })
    : null;
  const connection = createAnafConnection({
    db: deps.db,
    audit: deps.audit,
    env: settings?.env ?? 'off',
    oauth,
    key: tokenKeyFrom({ tokenKey: settings?.tokenKey }, deps.serverSecret),
    log: deps.log,
  });
  const worker = settings
    ? createSpvWorker({
        db: deps.db,
        client: createSpvClient({ apiUrl: settings.apiUrl, env: settings.env }),
        connection,
        renderXml: deps.xml.renderXml,
        validateXml: deps.xml.validateXml,
        files: deps.files,
        log: deps.log,
        ...deps.worker,
      })
    : null;
  return {
    enabled: settings !== null,
    connection,
    /** The upload worker; null when e-Factura is off. */
    worker,
    counts: () => createInvoicingRepository(deps.db).efacturaCounts(),
  };
}

export type Efactura = ReturnType<typeof createEfactura>;
