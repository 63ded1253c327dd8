import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { zipSync } from 'fflate';

/**
 * A loopback stand-in for ANAF's OAuth server (logincert.anaf.ro) and RO e-Factura API
 * (api.anaf.ro/{test|prod}/FCTEL/rest), answering in ANAF's shapes (docs/decisions/048): upload
 * and uploadb2c, stareMesaj, descarcare (a ZIP), listaMesajePaginatieFactura, the per-message
 * daily quotas, and faults injected per call (a late answer, no answer, a cut connection, an
 * HTTP status). The API tests, the journeys and `npm run dev` use it instead of ANAF.
 */

export const SPV_STAND_IN_CLIENT = { id: 'efactura-test-client', secret: 'efactura-test-secret' } as const;

/** What happens to the documents uploaded next (each upload takes the plan current at its time). */
export type SpvPlan = {
  /** stareMesaj answers "in prelucrare" this many times first. */
  processingChecks?: number;
  outcome?: 'ok' | 'nok' | 'unreadable';
  /** ANAF's messages for a `nok`. */
  errors?: string[];
  /** The message list shows the upload only this long after it (ANAF lists processed ones). */
  listedAfterMs?: number;
};

export type SpvCall = 'upload' | 'stareMesaj' | 'descarcare' | 'lista' | 'token';

export type SpvFault =
  /** The answer comes this late (a client with a shorter time-out gives up). */
  | { kind: 'delay'; ms: number }
  /** No answer at all until the stand-in closes. */
  | { kind: 'hang' }
  /** The connection is cut before any answer. */
  | { kind: 'drop' }
  | { kind: 'status'; status: number };

export type StandInUpload = {
  index: string;
  endpoint: 'upload' | 'uploadb2c';
  cif: string;
  xml: string;
  documentId: string | null;
  at: Date;
  plan: Required<SpvPlan>;
  statusCalls: number;
  downloadId: string;
};

export type AnafSpvStandIn = {
  /** ANAF_EFACTURA_URL: the API's origin. */
  apiUrl: string;
  /** ANAF_OAUTH_URL. */
  oauthUrl: string;
  /** The environment that points the shop at this stand-in. */
  env: Record<string, string>;
  uploads: StandInUpload[];
  /** Every API call as it arrived: its kind, its message (index or download id), its day. */
  calls: {
    call: SpvCall;
    message: string;
    day: string;
    at: Date;
    answered: 'ok' | 'quota' | 'fault' | 'refused';
  }[];
  plan(plan: SpvPlan): void;
  /** The next `times` calls of that kind meet `fault`; `recorded` (uploads): ANAF still got it. */
  fault(call: SpvCall, fault: SpvFault, options?: { times?: number; recorded?: boolean }): void;
  /** The next consent at the authorize page is refused by the person. */
  denyNextConsent(): void;
  /** An access token the API takes, for tests that skip the consent. */
  issueAccessToken(): string;
  /** Every access token stops working (as after a revocation). */
  revokeAccessTokens(): void;
  close(): Promise<void>;
};

const ACCESS_SECONDS = 90 * 24 * 3600;

function romanianDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(at);
}

/** ANAF's `data_creare`: yyyyMMddHHmm in Romania's time. */
function anafStamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Bucharest',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function documentIdOf(xml: string): string | null {
  return /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml.replace(/<cac:[\s\S]*$/, ''))?.[1] ?? null;
}

/** The buyer's id as ANAF's details name it: the CUI (B2B) or the CNP / 13 zeros (B2C). */
function buyerIdOf(xml: string): string {
  const customer =
    /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(xml)?.[1] ?? '';
  const id =
    /<cac:PartyTaxScheme>\s*<cbc:CompanyID>([^<]+)<\/cbc:CompanyID>/.exec(customer)?.[1] ??
    /<cac:PartyLegalEntity>[\s\S]*?<cbc:CompanyID>([^<]+)<\/cbc:CompanyID>/.exec(customer)?.[1] ??
    '';
  return id.replace(/^RO/i, '');
}

export function startAnafSpvStandIn(
  options: { now?: () => Date; pageSize?: number; port?: number } = {},
): Promise<AnafSpvStandIn> {
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? 500;
  const uploads: StandInUpload[] = [];
  const calls: AnafSpvStandIn['calls'] = [];
  const faults: { call: SpvCall; fault: SpvFault; times: number; recorded: boolean }[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const codes = new Map<string, string>();
  let current: Required<SpvPlan> = { processingChecks: 1, outcome: 'ok', errors: [], listedAfterMs: 0 };
  let denyConsent = false;
  let nextIndex = 5_001_000_000;
  const hung = new Set<http.ServerResponse>();

  const counts = new Map<string, number>();
  const countCall = (key: string) => {
    const value = (counts.get(key) ?? 0) + 1;
    counts.set(key, value);
    return value;
  };

  const xml = (response: http.ServerResponse, body: string) =>
    response.writeHead(200, { 'content-type': 'application/xml' }).end(xmlHeader + body);
  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function takeFault(call: SpvCall) {
    const found = faults.find((entry) => entry.call === call && entry.times > 0);
    if (!found) return null;
    found.times -= 1;
    return found;
  }

  /** Applies a fault; true when the answer is taken care of (dropped, hung or a status). */
  function applyFault(fault: SpvFault, response: http.ServerResponse, answer: () => void): boolean {
    switch (fault.kind) {
      case 'delay':
        setTimeout(() => {
          if (!response.destroyed) answer();
        }, fault.ms).unref();
        return true;
      case 'hang':
        hung.add(response);
        return true;
      case 'drop':
        response.socket?.destroy();
        return true;
      case 'status':
        response.writeHead(fault.status, { 'content-type': 'text/plain' }).end('Eroare');
        return true;
    }
  }

  function listed(upload: StandInUpload) {
    return (
      upload.plan.outcome !== 'unreadable' &&
      now().getTime() - upload.at.getTime() >= upload.plan.listedAfterMs
    );
  }

  function message(upload: StandInUpload) {
    return {
      data_creare: anafStamp(upload.at),
      cif: upload.cif,
      id_solicitare: upload.index,
      detalii: `Factura cu id_incarcare=${upload.index} emisa de cif_emitent=${upload.cif} pentru cif_beneficiar=${buyerIdOf(upload.xml)}`,
      tip: upload.plan.outcome === 'ok' ? 'FACTURA TRIMISA' : 'ERORI FACTURA',
      id: upload.downloadId,
    };
  }

  function archiveOf(upload: StandInUpload): Uint8Array {
    const content =
      upload.plan.outcome === 'ok'
        ? upload.xml
        : `${xmlHeader}<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="${upload.index}" Cif_emitent="${upload.cif}">${upload.plan.errors
            .map((error) => `<Error errorMessage="${escapeXml(error)}"/>`)
            .join('')}</header>`;
    const digest = createHash('sha256').update(content).digest('base64');
    const signature = `${xmlHeader}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><Reference URI="${upload.index}.xml"><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><DigestValue>${digest}</DigestValue></Reference></SignedInfo><SignatureValue>${randomBytes(64).toString('base64')}</SignatureValue></Signature>`;
    return zipSync({
      [`${upload.index}.xml`]: new TextEncoder().encode(content),
      [`semnatura_${upload.index}.xml`]: new TextEncoder().encode(signature),
    });
  }

  function api(
    route: string,
    url: URL,
    body: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) {
    const call: SpvCall =
      route === 'upload' || route === 'uploadb2c'
        ? 'upload'
        : route === 'stareMesaj'
          ? 'stareMesaj'
          : route === 'descarcare'
            ? 'descarcare'
            : 'lista';
    const messageKey = url.searchParams.get('id_incarcare') ?? url.searchParams.get('id') ?? '';
    const entry = {
      call,
      message: messageKey,
      day: romanianDay(now()),
      at: now(),
      answered: 'ok' as AnafSpvStandIn['calls'][number]['answered'],
    };
    calls.push(entry);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      entry.answered = 'refused';
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_token"}');
      return;
    }
    const fault = takeFault(call);
    if (fault) entry.answered = 'fault';

    if (call === 'upload') {
      const standard = url.searchParams.get('standard');
      const cif = url.searchParams.get('cif') ?? '';
      if (fault && !fault.recorded) {
        applyFault(fault.fault, response, () => undefined);
        return;
      }
      if (standard !== 'UBL' && standard !== 'CII' && standard !== 'RASP') {
        return xml(
          response,
          `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${anafStamp(now())}" ExecutionStatus="1"><Errors errorMessage="Valorile acceptate pentru parametrul standard sunt UBL, CII sau RASP"/></header>`,
        );
      }
      if (!/^\d{2,10}$/.test(cif) || !body.includes('<')) {
        return xml(
          response,
          `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${anafStamp(now())}" ExecutionStatus="1"><Errors errorMessage="${escapeXml(!body.includes('<') ? 'Fisierul transmis nu este valid.' : `CIF introdus= ${cif} nu este un numar`)}"/></header>`,
        );
      }
      const index = String(nextIndex++);
      uploads.push({
        index,
        endpoint: route as 'upload' | 'uploadb2c',
        cif,
        xml: body,
        documentId: documentIdOf(body),
        at: now(),
        plan: { ...current },
        statusCalls: 0,
        downloadId: String(3_001_000_000 + uploads.length),
      });
      const answer = () =>
        xml(
          response,
          `<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${anafStamp(now())}" ExecutionStatus="0" index_incarcare="${index}"/>`,
        );
      if (fault) applyFault(fault.fault, response, answer);
      else answer();
      return;
    }

    let answer: () => void;
    if (call === 'stareMesaj') {
      const upload = uploads.find((candidate) => candidate.index === messageKey);
      const used = countCall(`stare:${messageKey}:${entry.day}`);
      answer = () => {
        const header = 'xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"';
        if (used > 100) {
          entry.answered = 'quota';
          return xml(
            response,
            `<header ${header}><Errors errorMessage="S-au facut deja 100 interogari de stare pentru mesajul ${escapeXml(messageKey)} in cursul zilei"/></header>`,
          );
        }
        if (!upload) {
          return xml(
            response,
            `<header ${header}><Errors errorMessage="Nu exista factura cu id_incarcare= ${escapeXml(messageKey)}"/></header>`,
          );
        }
        upload.statusCalls += 1;
        if (upload.statusCalls <= upload.plan.processingChecks)
          return xml(response, `<header ${header} stare="in prelucrare"/>`);
        if (upload.plan.outcome === 'unreadable')
          return xml(response, `<header ${header} stare="XML cu erori nepreluat de sistem"/>`);
        return xml(
          response,
          `<header ${header} stare="${upload.plan.outcome}" id_descarcare="${upload.downloadId}"/>`,
        );
      };
    } else if (call === 'descarcare') {
      const upload = uploads.find((candidate) => candidate.downloadId === messageKey);
      const used = countCall(`descarcare:${messageKey}:${entry.day}`);
      answer = () => {
        if (used > 10) {
          entry.answered = 'quota';
          return json(response, 200, {
            eroare: 'S-au facut deja 10 descarcari de mesaj in cursul zilei',
            titlu: 'Descarcare mesaj',
          });
        }
        if (!upload || upload.plan.outcome === 'unreadable')
          return json(response, 200, {
            eroare: `Pentru id=${messageKey} nu exista inregistrata nici o factura`,
            titlu: 'Descarcare mesaj',
          });
        response.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(archiveOf(upload)));
      };
    } else {
      answer = () => {
        const start = Number(url.searchParams.get('startTime'));
        const end = Number(url.searchParams.get('endTime'));
        const cif = url.searchParams.get('cif');
        const filter = url.searchParams.get('filtru');
        const page = Math.max(1, Number(url.searchParams.get('pagina') ?? '1'));
        if (
          !Number.isFinite(start) ||
          !Number.isFinite(end) ||
          end < start ||
          end - start > 60 * 24 * 3600_000
        )
          return json(response, 200, { eroare: 'Intervalul de timp este invalid', titlu: 'Lista Mesaje' });
        const found = uploads
          .filter((upload) => upload.cif === cif && listed(upload))
          .filter((upload) => upload.at.getTime() >= start && upload.at.getTime() <= end)
          .map(message)
          .filter(
            (item) =>
              !filter ||
              (filter === 'T'
                ? item.tip === 'FACTURA TRIMISA'
                : filter === 'E'
                  ? item.tip === 'ERORI FACTURA'
                  : false),
          );
        if (found.length === 0)
          return json(response, 200, {
            eroare: 'Nu exista mesaje in intervalul selectat',
            titlu: 'Lista Mesaje',
          });
        const pages = Math.ceil(found.length / pageSize);
        const mesaje = found.slice((page - 1) * pageSize, page * pageSize);
        json(response, 200, {
          mesaje,
          numar_inregistrari_in_pagina: mesaje.length,
          numar_total_inregistrari_per_pagina: pageSize,
          numar_total_inregistrari: found.length,
          numar_total_pagini: pages,
          index_pagina_curenta: page,
          serial: 'STANDIN1',
          cui: cif,
          titlu: `Lista Mesaje disponibile din intervalul ${start} - ${end}`,
        });
      };
    }
    if (fault) applyFault(fault.fault, response, answer);
    else answer();
  }

  function issue(): { access_token: string; refresh_token: string; expires_in: number; token_type: string } {
    const access = `anaf-access-${randomBytes(24).toString('base64url')}`;
    const refresh = `anaf-refresh-${randomBytes(24).toString('base64url')}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: ACCESS_SECONDS, token_type: 'Bearer' };
  }

  function oauth(route: string, url: URL, body: string, response: http.ServerResponse) {
    if (route === 'authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (
        url.searchParams.get('client_id') !== SPV_STAND_IN_CLIENT.id ||
        !redirectUri ||
        url.searchParams.get('response_type') !== 'code'
      )
        return json(response, 400, { error: 'invalid_request' });
      const back = new URL(redirectUri);
      if (denyConsent) {
        denyConsent = false;
        back.search = new URLSearchParams({ error: 'access_denied', state }).toString();
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, redirectUri);
        back.search = new URLSearchParams({ code, state }).toString();
      }
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (route !== 'token') return json(response, 404, { error: 'not_found' });
    calls.push({ call: 'token', message: '', day: romanianDay(now()), at: now(), answered: 'ok' });
    const fault = takeFault('token');
    const form = new URLSearchParams(body);
    const answer = () => {
      if (
        form.get('client_id') !== SPV_STAND_IN_CLIENT.id ||
        form.get('client_secret') !== SPV_STAND_IN_CLIENT.secret
      )
        return json(response, 401, { error: 'invalid_client' });
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const redirectUri = codes.get(code);
        codes.delete(code);
        if (!redirectUri || redirectUri !== form.get('redirect_uri'))
          return json(response, 400, { error: 'invalid_grant' });
        return json(response, 200, issue());
      }
      if (grant === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.has(refresh)) return json(response, 400, { error: 'invalid_grant' });
        refreshTokens.delete(refresh);
        return json(response, 200, issue());
      }
      json(response, 400, { error: 'unsupported_grant_type' });
    };
    if (fault) applyFault(fault.fault, response, answer);
    else answer();
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const apiRoute = /^\/(test|prod)\/FCTEL\/rest\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (apiRoute) return api(apiRoute[2]!, url, body, request, response);
      const oauthRoute = /^\/anaf-oauth2\/v1\/(authorize|token)$/.exec(url.pathname);
      if (oauthRoute) return oauth(oauthRoute[1]!, url, body, response);
      json(response, 404, { error: 'not_found' });
    });
  });

  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const apiUrl = `http://127.0.0.1:${port}`;
      const oauthUrl = `${apiUrl}/anaf-oauth2/v1`;
      resolve({
        apiUrl,
        oauthUrl,
        env: {
          EFACTURA_ENV: 'test',
          ANAF_EFACTURA_URL: apiUrl,
          ANAF_OAUTH_URL: oauthUrl,
          ANAF_OAUTH_CLIENT_ID: SPV_STAND_IN_CLIENT.id,
          ANAF_OAUTH_CLIENT_SECRET: SPV_STAND_IN_CLIENT.secret,
        },
        uploads,
        calls,
        plan(plan) {
          current = { ...current, ...plan };
        },
        fault(call, fault, faultOptions = {}) {
          faults.push({
            call,
            fault,
            times: faultOptions.times ?? 1,
            recorded: faultOptions.recorded ?? true,
          });
        },
        denyNextConsent() {
          denyConsent = true;
        },
        issueAccessToken: () => issue().access_token,
        revokeAccessTokens: () => accessTokens.clear(),
        close: () =>
          new Promise((done) => {
            for (const response of hung) response.socket?.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// `npm run dev` starts it as a process of its own: it prints the environment that points the
// shop at it (one JSON line), then serves until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.ANAF_SPV_STAND_IN_PORT ?? '0');
  void startAnafSpvStandIn({ port }).then((standIn) => {
    process.stdout.write(`${JSON.stringify(standIn.env)}\n`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
