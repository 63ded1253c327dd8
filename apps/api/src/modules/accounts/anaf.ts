import { z } from 'zod';
import { findCounty, normalizeLocality } from '@shop/shared/romania';
import type { CompanyLookup } from '@shop/shared/schemas/account';

/** Today in Romania, as ANAF's `data` wants it (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

/** ANAF did not answer (down, slow, or an answer we cannot read). */
export class AnafUnavailableError extends Error {
  constructor(cause: unknown) {
    super('ANAF did not answer', { cause });
    this.name = 'AnafUnavailableError';
  }
}

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

/** The parts of ANAF's answer (v9 of the VAT register service) the lookup uses. */
const answerSchema = z.object({
  found: z
    .array(
      z.object({
        date_generale: z.object({
          cui: z.union([z.number(), z.string()]),
          denumire: text,
          nrRegCom: text,
          adresa: text,
          codPostal: text,
        }),
        adresa_sediu_social: z
          .object({
            sdenumire_Strada: text,
            snumar_Strada: text,
            sdenumire_Localitate: text,
            sdenumire_Judet: text,
            scod_Postal: text,
            sdetalii_Adresa: text,
          })
          .partial()
          .nullish(),
      }),
    )
    .default([]),
});

/** "CLUJ-NAPOCA" → "Cluj-Napoca"; text already in mixed case stays as written. */
function titleCase(value: string): string {
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(
      /(^|[\s\-.(])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

/**
 * "MUN. CLUJ-NAPOCA", "Oraş Turda": the locality's own name. (Letters beyond Latin-1 are written as
 * \u escapes: the bundle must stay Latin-1, see build.mjs.)
 */
function locality(value: string): string {
  return titleCase(
    value.replace(/^(?:mun\.?|municipiul|ora[s\u015F\u0219]\.?|ora[s\u015F\u0219]ul|com\.?|comuna)\s+/iu, ''),
  );
}

export type AnafClient = {
  /** The company with this CUI (digits), or null when the register has none. */
  lookup(cuiDigits: string): Promise<CompanyLookup | null>;
};

/**
 * ANAF's public VAT register (`ANAF_API_URL`): POST `[{cui, data}]`, answered `{found, notFound}`.
 * A company that is not a VAT payer is in it too. Bounded in time: a lookup only fills a form.
 */
export function createAnafClient(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): AnafClient {
  const send = options.fetch ?? globalThis.fetch;
  return {
    async lookup(cuiDigits) {
      let body: unknown;
      try {
        const response = await send(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify([{ cui: Number(cuiDigits), data: today() }]),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`ANAF answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new AnafUnavailableError(error);
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new AnafUnavailableError(parsed.error);
      const company = parsed.data.found.find((entry) => String(entry.date_generale.cui) === cuiDigits);
      if (!company) return null;
      const general = company.date_generale;
      const office = company.adresa_sediu_social ?? {};
      const street = [office.sdenumire_Strada, office.snumar_Strada].filter(Boolean).join(' ');
      const county = findCounty(office.sdenumire_Judet ?? '');
      const postalCode = office.scod_Postal || general.codPostal;
      const town = locality(office.sdenumire_Localitate ?? '');
      return {
        cui: cuiDigits,
        nr_reg_com: general.nrRegCom,
        denumire: general.denumire,
        judet: county?.name ?? '',
        // In București the sector ("Bucureşti Sectorul 3" → "Sector 3"), as the form stores it.
        localitate: county ? (normalizeLocality(county.name, town, postalCode) ?? town) : town,
        adresa: titleCase(street || general.adresa),
        cod_postal: postalCode,
      };
    },
  };
}
