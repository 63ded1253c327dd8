/**
 * The admin product form's body with every field blank or at its default (what the create form
 * starts with), `overrides` on top: each test names only what it cares about.
 */
export function productFormBody(overrides: Record<string, unknown> = {}) {
  return {
    titlu: '',
    titlu_en: '',
    descriere: '',
    descriere_en: '',
    informatii_suplimentare: '',
    informatii_suplimentare_en: '',
    meta_titlu: '',
    meta_titlu_en: '',
    meta_descriere: '',
    meta_descriere_en: '',
    nota: '',
    nota_en: '',
    slug: '',
    sku: null as string | null,
    pret: '49.90',
    pret_redus: null as string | null,
    cota_tva: 21,
    cantitate_neta: null as number | null,
    unitate: null as string | null,
    publicat: true,
    imagini: [] as string[],
    categorii: [] as number[],
    tags: [] as number[],
    stoc: 0,
    ...overrides,
  };
}
