import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * CUIs the stand-in answers for (each check digit is right): a known company, one in București
 * (its locality as the register writes it), an unknown one, one that fails (500) and one that
 * answers after 8 s. Any other CUI is unknown.
 */
export const ANAF_STAND_IN = {
  known: '1234565',
  inBucharest: '1234603',
  unknown: '1234573',
  slow: '1234581',
  broken: '1234590',
  company: { name: 'SALVIA NATURALIS SRL', tradeRegister: 'J12/3456/2019' },
} as const;

export type AnafStandIn = { url: string; requests: unknown[]; close: () => Promise<void> };

function answerFor(cui: string) {
  if (cui === ANAF_STAND_IN.inBucharest) {
    return {
      cod: 200,
      message: 'SUCCESS',
      found: [
        {
          date_generale: {
            cui: Number(cui),
            denumire: 'EXEMPLU DISTRIBUTIE SRL',
            nrRegCom: 'J40/1234/2015',
            adresa: 'MUNICIPIUL BUCUREŞTI, SECTORUL 3, STR. DOAMNEI, NR.12',
            codPostal: '030167',
          },
          adresa_sediu_social: {
            sdenumire_Strada: 'Str. Doamnei',
            snumar_Strada: '12',
            sdenumire_Localitate: 'Bucureşti Sectorul 3',
            sdenumire_Judet: 'MUNICIPIUL BUCUREŞTI',
            scod_Postal: '030167',
          },
        },
      ],
      notFound: [],
    };
  }
  if (cui !== ANAF_STAND_IN.known)
    return { cod: 200, message: 'SUCCESS', found: [], notFound: [Number(cui)] };
  return {
    cod: 200,
    message: 'SUCCESS',
    found: [
      {
        date_generale: {
          cui: Number(cui),
          denumire: ANAF_STAND_IN.company.name,
          nrRegCom: ANAF_STAND_IN.company.tradeRegister,
          adresa: 'MUN. CLUJ-NAPOCA, STR. MEMORANDUMULUI, NR.28',
          codPostal: '400114',
        },
        adresa_sediu_social: {
          sdenumire_Strada: 'Str. Memorandumului',
          snumar_Strada: '28',
          sdenumire_Localitate: 'Mun. Cluj-Napoca',
          sdenumire_Judet: 'CLUJ',
          scod_Postal: '400114',
        },
      },
    ],
    notFound: [],
  };
}

/**
 * A stand-in for ANAF's public VAT register (POST `[{cui, data}]` → `{found, notFound}`) on
 * loopback, so API tests and journeys look companies up without the internet.
 */
export function startAnafStandIn(): Promise<AnafStandIn> {
  const requests: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let cui = '';
      try {
        const asked = JSON.parse(body) as { cui: number; data: string }[];
        requests.push(asked);
        cui = String(asked[0]?.cui ?? '');
      } catch {
        response.writeHead(400).end();
        return;
      }
      if (cui === ANAF_STAND_IN.broken) {
        response.writeHead(500).end('error');
        return;
      }
      const send = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerFor(cui)));
      if (cui === ANAF_STAND_IN.slow) setTimeout(send, 8000).unref();
      else send();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/api/PlatitorTvaRest/v9/tva`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
