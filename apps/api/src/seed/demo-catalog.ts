/**
 * Deterministic demo catalogue for the seed runner: plain data, no database code.
 *
 * Texts are hand-written; prices, stock, dates and reviews are varied with a seeded PRNG keyed by the
 * product id, so editing one product never reshuffles the others and every run yields identical data.
 */
import { packQuantity } from '@shop/shared/pricing';
import { slugify } from '@shop/shared/text';

export type ImageSpec = {
  shape: 'bottle' | 'pump' | 'tube' | 'jar' | 'dropper' | 'spray' | 'honey-jar' | 'box' | 'bar';
  color: string;
  accent: string;
  background: string;
  label: string;
};

export type DemoCategory = {
  slug: string;
  name: string;
  nameEn: string;
  parentSlug: string | null;
  sortNumber: number | null;
  image: ImageSpec;
};

export type DemoTag = { slug: string; name: string; nameEn: string };

export type DemoProduct = {
  id: number;
  slug: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  additionalInfo: string;
  additionalInfoEn: string;
  metaTitle: string;
  metaTitleEn: string;
  metaDescription: string;
  metaDescriptionEn: string;
  sku: string | null;
  priceBani: number;
  discountedPriceBani: number | null;
  vatRate: 21 | 11;
  stock: number;
  categorySlugs: string[];
  tagSlugs: string[];
  createdAt: string;
  image: ImageSpec;
  imageCount: 2 | 3 | 4;
  /** From the size on the label ("250 g"; a multi-pack "3 × 250 g" as 750 g); fractions have none. */
  netQuantity: number | null;
  unit: 'ml' | 'g' | null;
  /** One packed unit's weight in grams, for the courier's AWB. */
  weightGrams: number;
  note: string;
  noteEn: string;
};

export type DemoReview = {
  productId: number;
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  createdAt: string;
};

type Shape = ImageSpec['shape'];
/** A Romanian text and its English counterpart. */
type Text2 = readonly [ro: string, en: string];

/** mulberry32: tiny, fast and good enough to vary demo data; never used for anything secret. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

function intBetween(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

// ---------------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------------

type Palette = { colors: readonly string[]; accents: readonly string[]; background: string };

/** Soft tones per top-level category so the demo shop looks coherent on listing pages. */
const palettes: Record<string, Palette> = {
  'ingrijirea-fetei': {
    colors: ['#f3e4dc', '#fbf7f4', '#e9dcef', '#dcebf2', '#f6e6c9'],
    accents: ['#c98f7a', '#8c6f9e', '#5b8fb0', '#b08a4a', '#d98e9b'],
    background: '#f7f1ec',
  },
  'dermato-cosmetice': {
    colors: ['#ffffff', '#e8f1f6', '#f4f7f9', '#e6f2ee'],
    accents: ['#2f6f9f', '#3c8d7a', '#d35d6e', '#4a5f8c'],
    background: '#eef4f6',
  },
  'apa-termala': {
    colors: ['#d7ecf5', '#f2f8fb', '#cfe6ef', '#e4f1f7'],
    accents: ['#3b82b5', '#6bb0cf', '#2a6f97', '#8fb8d8'],
    background: '#eaf4f8',
  },
  'protectie-solara': {
    colors: ['#ffd58a', '#ffffff', '#ffc27a', '#fff0c9'],
    accents: ['#f08a24', '#2d7fb8', '#e9633b', '#f2b134'],
    background: '#fff6e8',
  },
  'cosmetice-naturale': {
    colors: ['#e4dcc8', '#cfe0c3', '#e8d6e6', '#f0e3cf'],
    accents: ['#6b8f4e', '#8a6d4b', '#a0627a', '#557a6b'],
    background: '#f1f4ea',
  },
  alimente: {
    colors: ['#e8a33d', '#f2c14e', '#d98c2b', '#f5d78e'],
    accents: ['#8b5a2b', '#b5453a', '#6b8f4e', '#a4672f'],
    background: '#fbf3e4',
  },
};

function paletteOf(topSlug: string): Palette {
  const palette = palettes[topSlug];
  if (!palette) throw new Error(`No palette for category ${topSlug}`);
  return palette;
}

type CategoryDef = {
  slug: string;
  name: Text2;
  sortNumber: number | null;
  shape: Shape;
  label: string;
  children: readonly { slug: string; name: Text2; sortNumber: number | null; shape: Shape; label: string }[];
};

/**
 * Top-level sort numbers deliberately differ from array order, and some categories have none, so the
 * API's ordering (sortNumber, then the default for null) is exercised by the demo data.
 */
const categoryDefs: readonly CategoryDef[] = [
  {
    slug: 'ingrijirea-fetei',
    name: ['Îngrijirea feței', 'Face care'],
    sortNumber: 2,
    shape: 'jar',
    label: 'Face',
    children: [
      {
        slug: 'creme-hidratante',
        name: ['Creme hidratante', 'Moisturisers'],
        sortNumber: 1,
        shape: 'jar',
        label: 'Hydra',
      },
      { slug: 'seruri', name: ['Seruri', 'Serums'], sortNumber: 2, shape: 'dropper', label: 'Serum' },
      {
        slug: 'demachiante',
        name: ['Demachiante și curățare', 'Cleansers and make-up removers'],
        sortNumber: 3,
        shape: 'pump',
        label: 'Clean',
      },
      {
        slug: 'masti-de-fata',
        name: ['Măști de față', 'Face masks'],
        sortNumber: null,
        shape: 'tube',
        label: 'Mask',
      },
    ],
  },
  {
    slug: 'dermato-cosmetice',
    name: ['Dermato-cosmetice', 'Dermo-cosmetics'],
    sortNumber: 1,
    shape: 'tube',
    label: 'DERMA',
    children: [
      {
        slug: 'tratament-acnee',
        name: ['Tratament acnee', 'Acne treatment'],
        sortNumber: 2,
        shape: 'tube',
        label: 'Acne',
      },
      {
        slug: 'piele-sensibila',
        name: ['Piele sensibilă', 'Sensitive skin'],
        sortNumber: 1,
        shape: 'pump',
        label: 'Calm',
      },
      {
        slug: 'piele-uscata-atopica',
        name: ['Piele uscată și atopică', 'Dry and atopic skin'],
        sortNumber: 3,
        shape: 'pump',
        label: 'Atopic',
      },
    ],
  },
  {
    slug: 'apa-termala',
    name: ['Apă termală', 'Thermal water'],
    sortNumber: 5,
    shape: 'spray',
    label: 'AQUA',
    children: [
      {
        slug: 'spray-uri-apa-termala',
        name: ['Spray-uri cu apă termală', 'Thermal water sprays'],
        sortNumber: 1,
        shape: 'spray',
        label: 'Spray',
      },
      {
        slug: 'ingrijire-cu-apa-termala',
        name: ['Îngrijire cu apă termală', 'Thermal water skincare'],
        sortNumber: 2,
        shape: 'jar',
        label: 'Aqua Care',
      },
    ],
  },
  {
    slug: 'protectie-solara',
    name: ['Protecție solară', 'Sun protection'],
    sortNumber: 3,
    shape: 'bottle',
    label: 'SUN',
    children: [
      {
        slug: 'protectie-solara-fata',
        name: ['Protecție solară pentru față', 'Face sun protection'],
        sortNumber: 1,
        shape: 'tube',
        label: 'SPF Face',
      },
      {
        slug: 'protectie-solara-corp',
        name: ['Protecție solară pentru corp', 'Body sun protection'],
        sortNumber: 2,
        shape: 'spray',
        label: 'SPF Body',
      },
      {
        slug: 'dupa-plaja',
        name: ['După plajă', 'After sun'],
        sortNumber: 3,
        shape: 'bottle',
        label: 'After Sun',
      },
    ],
  },
  {
    slug: 'cosmetice-naturale',
    name: ['Cosmetice naturale', 'Natural cosmetics'],
    sortNumber: null,
    shape: 'bar',
    label: 'Natura',
    children: [
      {
        slug: 'sapunuri-naturale',
        name: ['Săpunuri naturale', 'Natural soaps'],
        sortNumber: 1,
        shape: 'bar',
        label: 'Săpun',
      },
      {
        slug: 'uleiuri-vegetale',
        name: ['Uleiuri vegetale', 'Plant oils'],
        sortNumber: 2,
        shape: 'dropper',
        label: 'Oil',
      },
      {
        slug: 'balsamuri-si-unturi',
        name: ['Balsamuri și unturi', 'Balms and butters'],
        sortNumber: null,
        shape: 'jar',
        label: 'Balm',
      },
    ],
  },
  {
    slug: 'alimente',
    name: ['Alimente', 'Food'],
    sortNumber: 6,
    shape: 'honey-jar',
    label: 'Miere',
    children: [
      {
        slug: 'miere-si-delicatese',
        name: ['Miere și delicatese', 'Honey and delicacies'],
        sortNumber: 1,
        shape: 'honey-jar',
        label: 'Delicatese',
      },
      { slug: 'ceaiuri', name: ['Ceaiuri', 'Teas'], sortNumber: 2, shape: 'box', label: 'Ceai' },
      {
        slug: 'produse-apicole',
        name: ['Produse apicole', 'Bee products'],
        sortNumber: 3,
        shape: 'jar',
        label: 'Apicole',
      },
    ],
  },
];

/** Root of the food tree; every product filed under it is taxed at the reduced VAT rate. */
const FOOD_CATEGORY_SLUG = 'alimente';

const topSlugOf = new Map<string, string>();
for (const top of categoryDefs) {
  topSlugOf.set(top.slug, top.slug);
  for (const child of top.children) topSlugOf.set(child.slug, top.slug);
}

function categoryImage(topSlug: string, index: number, shape: Shape, label: string): ImageSpec {
  const palette = paletteOf(topSlug);
  return {
    shape,
    color: palette.colors[index % palette.colors.length] ?? '#ffffff',
    accent: palette.accents[index % palette.accents.length] ?? '#888888',
    background: palette.background,
    label,
  };
}

export const demoCategories: DemoCategory[] = categoryDefs.flatMap((top) => [
  {
    slug: top.slug,
    name: top.name[0],
    nameEn: top.name[1],
    parentSlug: null,
    sortNumber: top.sortNumber,
    image: categoryImage(top.slug, 0, top.shape, top.label),
  },
  ...top.children.map((child, i) => ({
    slug: child.slug,
    name: child.name[0],
    nameEn: child.name[1],
    parentSlug: top.slug,
    sortNumber: child.sortNumber,
    image: categoryImage(top.slug, i + 1, child.shape, child.label),
  })),
]);

// ---------------------------------------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------------------------------------

const tagNames: readonly Text2[] = [
  // The first six are the shop's popular searches (POPULAR_SEARCHES in @shop/shared/constants).
  ['ten sensibil', 'sensitive skin'],
  ['acnee', 'acne'],
  ['hidratare intensă', 'intense hydration'],
  ['apă termală', 'thermal water'],
  ['ser cu vitamine', 'vitamin serum'],
  ['protecție solară', 'sun protection'],
  ['anti-aging', 'anti-ageing'],
  ['ten gras', 'oily skin'],
  ['ten uscat', 'dry skin'],
  ['vegan', 'vegan'],
  ['fără parfum', 'fragrance-free'],
  ['bio', 'organic'],
  ['vitamina C', 'vitamin C'],
  ['acid hialuronic', 'hyaluronic acid'],
  ['niacinamidă', 'niacinamide'],
  ['SPF 50', 'SPF 50'],
  ['miere', 'honey'],
  ['cadou', 'gift'],
];

export const demoTags: DemoTag[] = tagNames.map(([name, nameEn]) => ({ slug: slugify(name), name, nameEn }));

// ---------------------------------------------------------------------------------------------------------
// Product kinds: shared usage instructions and closing paragraphs
// ---------------------------------------------------------------------------------------------------------

type Kind =
  | 'cream'
  | 'eye'
  | 'serum'
  | 'cleanser'
  | 'micellar'
  | 'mask'
  | 'exfoliant'
  | 'spot'
  | 'body'
  | 'balm'
  | 'thermal'
  | 'sunFace'
  | 'sunBody'
  | 'afterSun'
  | 'soap'
  | 'oil'
  | 'butter'
  | 'honey'
  | 'tea'
  | 'bee'
  | 'gift';

type KindText = { usage: Text2; closing: Text2 };

const kindTexts: Record<Kind, KindText> = {
  cream: {
    usage: [
      'Aplică dimineața și/sau seara pe tenul curat, prin masaj ușor, până la absorbția completă.',
      'Apply morning and/or evening to clean skin, massaging gently until fully absorbed.',
    ],
    closing: [
      'Produs testat dermatologic. Se potrivește într-o rutină simplă: curățare, ser, cremă și, dimineața, protecție solară.',
      'Dermatologically tested. It fits a simple routine: cleanse, serum, moisturise and, in the morning, sun protection.',
    ],
  },
  eye: {
    usage: [
      'Dimineața și seara, aplică o cantitate cât un bob de orez pe conturul ochilor, prin bătăi ușoare cu degetul inelar.',
      'Morning and evening, pat a rice-grain amount around the eye area with your ring finger.',
    ],
    closing: [
      'Produs testat oftalmologic și dermatologic, potrivit și pentru cei care poartă lentile de contact.',
      'Ophthalmologically and dermatologically tested, suitable for contact lens wearers.',
    ],
  },
  serum: {
    usage: [
      'Aplică 3–4 picături pe tenul curat, înainte de cremă, dimineața și/sau seara. Evită contactul direct cu ochii.',
      'Apply 3–4 drops to clean skin before your moisturiser, morning and/or evening. Avoid direct contact with the eyes.',
    ],
    closing: [
      'Produs testat dermatologic. Serul se aplică înaintea cremei, ca ingredientele active să ajungă direct pe piele.',
      'Dermatologically tested. Apply the serum before your moisturiser so the actives go straight onto the skin.',
    ],
  },
  cleanser: {
    usage: [
      'Aplică pe tenul umed, masează 30 de secunde și clătește bine cu apă călduță. Folosește dimineața și seara.',
      'Apply to damp skin, massage for 30 seconds and rinse well with lukewarm water. Use morning and evening.',
    ],
    closing: [
      'Produs testat dermatologic, cu pH apropiat de cel al pielii. Curățarea blândă este primul pas spre un ten echilibrat.',
      'Dermatologically tested, with a skin-friendly pH. Gentle cleansing is the first step towards balanced skin.',
    ],
  },
  micellar: {
    usage: [
      'Îmbibă un disc demachiant și trece-l ușor peste față, ochi și buze, fără să freci. Nu necesită clătire.',
      'Soak a cotton pad and sweep it gently over the face, eyes and lips without rubbing. No rinsing needed.',
    ],
    closing: [
      'Produs testat oftalmologic și dermatologic. Pentru că nu necesită clătire, este ideal și în călătorii.',
      'Ophthalmologically and dermatologically tested. As it needs no rinsing, it is ideal for travel too.',
    ],
  },
  mask: {
    usage: [
      'Aplică un strat generos pe tenul curat, lasă să acționeze 10–15 minute, apoi clătește sau îndepărtează surplusul. De 1–2 ori pe săptămână.',
      'Apply a generous layer to clean skin, leave on for 10–15 minutes, then rinse or remove the excess. Once or twice a week.',
    ],
    closing: [
      'Produs testat dermatologic. Un moment de răsfăț de un sfert de oră, de una-două ori pe săptămână.',
      'Dermatologically tested. A fifteen-minute treat, once or twice a week.',
    ],
  },
  exfoliant: {
    usage: [
      'Folosește seara, de 2–3 ori pe săptămână, pe tenul curat și uscat. Nu clăti. Începe treptat dacă ai pielea sensibilă.',
      'Use in the evening, 2–3 times a week, on clean dry skin. Do not rinse. Build up slowly if your skin is sensitive.',
    ],
    closing: [
      'Produs testat dermatologic. Acizii exfolianți cresc sensibilitatea la soare, așa că folosește zilnic protecție solară SPF 30 sau mai mare.',
      'Dermatologically tested. Exfoliating acids make skin more sensitive to the sun, so use SPF 30 or higher every day.',
    ],
  },
  spot: {
    usage: [
      'Aplică local, în strat subțire, pe imperfecțiuni, de 1–2 ori pe zi, pe pielea curată și uscată.',
      'Apply a thin layer directly onto blemishes once or twice a day, on clean dry skin.',
    ],
    closing: [
      'Produs testat dermatologic pe piele cu tendință acneică. Nu usucă pielea din jurul imperfecțiunilor.',
      'Dermatologically tested on acne-prone skin. It does not dry out the skin around the blemish.',
    ],
  },
  body: {
    usage: [
      'Aplică zilnic pe pielea curată, de preferat după duș, insistând pe zonele mai uscate.',
      'Apply daily to clean skin, ideally after showering, focusing on drier areas.',
    ],
    closing: [
      'Produs testat dermatologic. Recomandat pentru utilizare zilnică, mai ales în sezonul rece, când pielea se usucă mai ușor.',
      'Dermatologically tested. Recommended for daily use, especially in the cold season when skin dries out more easily.',
    ],
  },
  balm: {
    usage: [
      'Aplică de câte ori este nevoie pe zonele uscate, crăpate sau iritate.',
      'Apply as often as needed to dry, cracked or irritated areas.',
    ],
    closing: [
      'Produs testat dermatologic. Formatul mic încape în orice geantă, ca să fie mereu la îndemână.',
      'Dermatologically tested. The small size fits in any bag, so it is always at hand.',
    ],
  },
  thermal: {
    usage: [
      'Pulverizează de la circa 20 cm pe față, oricând simți nevoia. Lasă câteva secunde, apoi tamponează ușor surplusul.',
      'Spray from about 20 cm onto the face whenever needed. Leave for a few seconds, then gently pat off the excess.',
    ],
    closing: [
      'Apa termală provine dintr-un izvor natural, este îmbuteliată steril și nu conține conservanți.',
      'The thermal water comes from a natural spring, is bottled under sterile conditions and contains no preservatives.',
    ],
  },
  sunFace: {
    usage: [
      'Aplică generos pe față cu 20 de minute înainte de expunere și reaplică la fiecare 2 ore, după înot sau transpirație.',
      'Apply generously to the face 20 minutes before sun exposure and reapply every 2 hours, after swimming or sweating.',
    ],
    closing: [
      'Filtre UVA și UVB fotostabile. Niciun produs de protecție solară nu oferă protecție totală: evită expunerea între orele 12 și 16.',
      'Photostable UVA and UVB filters. No sunscreen gives total protection: avoid the sun between 12:00 and 16:00.',
    ],
  },
  sunBody: {
    usage: [
      'Agită înainte de folosire. Aplică generos pe corp înainte de expunere și reaplică la fiecare 2 ore și după fiecare baie.',
      'Shake before use. Apply generously to the body before sun exposure and reapply every 2 hours and after every swim.',
    ],
    closing: [
      'Rezistent la apă, cu filtre UVA și UVB fotostabile. Reaplică după ce te ștergi cu prosopul.',
      'Water resistant, with photostable UVA and UVB filters. Reapply after towel drying.',
    ],
  },
  afterSun: {
    usage: [
      'Aplică pe pielea curată după expunerea la soare, prin masaj ușor. Repetă seara, dacă pielea este încă fierbinte.',
      'Apply to clean skin after sun exposure, massaging gently. Repeat in the evening if the skin still feels hot.',
    ],
    closing: [
      'Produs testat dermatologic. Păstrează-l în frigider pentru un efect și mai răcoritor.',
      'Dermatologically tested. Keep it in the fridge for an even cooler feel.',
    ],
  },
  soap: {
    usage: [
      'Fă spumă între palmele umede, aplică pe piele și clătește. Păstrează săpunul pe o savonieră care se scurge, ca să țină mai mult.',
      'Work into a lather between wet hands, apply to the skin and rinse. Keep the bar on a draining dish so it lasts longer.',
    ],
    closing: [
      'Săpun făcut manual prin procedeul la rece și maturat șase săptămâni, ca să fie blând cu pielea. Fiecare bucată este unică.',
      'Handmade using the cold process and cured for six weeks to be gentle on skin. Every bar is unique.',
    ],
  },
  oil: {
    usage: [
      'Încălzește 2–3 picături între palme și aplică pe pielea ușor umedă a feței sau a corpului. Poate fi folosit și pe vârfurile firului de păr.',
      'Warm 2–3 drops between your palms and press onto slightly damp skin on the face or body. It can also be used on hair ends.',
    ],
    closing: [
      'Ulei 100% pur, fără aditivi, ambalat în sticlă brună, care îl protejează de lumină.',
      '100% pure oil with no additives, packed in amber glass that protects it from light.',
    ],
  },
  butter: {
    usage: [
      'Încălzește o cantitate mică între degete până se topește și masează pe pielea uscată.',
      'Warm a small amount between your fingers until it melts and massage into dry skin.',
    ],
    closing: [
      'Produs natural, fără parabeni și fără uleiuri minerale. La căldură se poate înmuia; consistența revine la rece.',
      'Natural product, free from parabens and mineral oils. It may soften in the heat; the texture returns once cool.',
    ],
  },
  honey: {
    usage: [
      'Se consumă ca atare sau în iaurt, pe clătite ori în ceai călduț (sub 40 °C). A se păstra la loc uscat, ferit de lumină. Nu se recomandă copiilor sub 1 an.',
      'Enjoy on its own or with yoghurt, pancakes or warm tea (below 40 °C). Store in a dry place away from light. Not suitable for children under 1 year.',
    ],
    closing: [
      'Miere de la apicultori din România, extrasă la rece și neprocesată termic. Cristalizarea este un proces natural și nu afectează calitatea.',
      'Honey from Romanian beekeepers, cold-extracted and never heat-treated. Crystallisation is natural and does not affect quality.',
    ],
  },
  tea: {
    usage: [
      'Pune o linguriță (circa 2 g) la 250 ml de apă clocotită, acoperă și lasă la infuzat 5–7 minute. Se pot consuma 2–3 căni pe zi.',
      'Add one teaspoon (about 2 g) to 250 ml of boiling water, cover and steep for 5–7 minutes. Up to 2–3 cups a day.',
    ],
    closing: [
      'Plante atent selecționate, uscate lent, ca să-și păstreze aroma. Fără arome artificiale și fără zahăr adăugat.',
      'Carefully selected herbs, dried slowly to keep their aroma. No artificial flavourings and no added sugar.',
    ],
  },
  bee: {
    usage: [
      'A se păstra la loc uscat și răcoros, ferit de lumină.',
      'Store in a cool, dry place away from light.',
    ],
    closing: [
      'Produs apicol de la stupine din zone nepoluate ale României. Nu se recomandă persoanelor alergice la produse apicole.',
      'A bee product from apiaries in unpolluted areas of Romania. Not recommended for people allergic to bee products.',
    ],
  },
  gift: {
    usage: [
      'Fiecare produs din set se folosește conform instrucțiunilor de pe ambalajul propriu.',
      'Use each product in the set as directed on its own packaging.',
    ],
    closing: [
      'Ambalat într-o cutie cadou din carton reciclat, gata de oferit. Un cadou potrivit pentru orice ocazie.',
      'Packed in a recycled cardboard gift box, ready to give. A thoughtful present for any occasion.',
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------
// Products (hand-written texts)
// ---------------------------------------------------------------------------------------------------------

type ProductDef = {
  id: number;
  title: Text2;
  kind: Kind;
  cats: readonly string[];
  tags: readonly string[];
  /** VAT-inclusive list price in lei, as printed on a price tag. */
  price: number;
  shape: Shape;
  label: string;
  /** Overrides the palette body colour where the product itself has a telling colour (honey, oils). */
  color?: string;
  lead: Text2;
  benefits: readonly Text2[];
  ingredients: Text2;
  size: Text2;
  /** Overrides the kind's usage text. */
  usage?: Text2;
};

const productDefs: readonly ProductDef[] = [
  {
    id: 1,
    title: ['Cremă hidratantă cu acid hialuronic 50 ml', 'Hyaluronic acid moisturising cream 50 ml'],
    kind: 'cream',
    cats: ['creme-hidratante'],
    tags: ['hidratare-intensa', 'acid-hialuronic', 'ten-uscat'],
    price: 64.9,
    shape: 'jar',
    label: 'Hydra 50',
    lead: [
      'Cremă cu trei tipuri de acid hialuronic, care umple pielea de apă și o păstrează elastică până seara.',
      'A cream with three types of hyaluronic acid that floods the skin with water and keeps it supple until evening.',
    ],
    benefits: [
      ['hidratare de durată, până la 24 de ore', 'long-lasting hydration, for up to 24 hours'],
      ['textură catifelată, fără film gras', 'velvety texture with no greasy film'],
      ['potrivită pentru ten normal și uscat', 'suitable for normal and dry skin'],
    ],
    ingredients: [
      'acid hialuronic cu masă moleculară mică, medie și mare, scualan vegetal, glicerină, alantoină',
      'low, medium and high molecular weight hyaluronic acid, plant squalane, glycerin, allantoin',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 2,
    title: ['Apă termală calmantă 300 ml', 'Soothing thermal water 300 ml'],
    kind: 'thermal',
    cats: ['spray-uri-apa-termala', 'piele-sensibila'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 49.9,
    shape: 'spray',
    label: 'AQUA Therm',
    lead: [
      'Apă termală bogată în minerale, care calmează instant pielea încinsă, iritată sau înroșită.',
      'Mineral-rich thermal water that instantly soothes hot, irritated or reddened skin.',
    ],
    benefits: [
      ['reduce senzația de disconfort după ras sau epilare', 'eases discomfort after shaving or waxing'],
      [
        'fixează machiajul și împrospătează tenul pe parcursul zilei',
        'sets make-up and refreshes the skin during the day',
      ],
      [
        'potrivită pentru toată familia, inclusiv pentru bebeluși',
        'suitable for the whole family, babies included',
      ],
    ],
    ingredients: ['apă termală 100%, azot (gaz propulsor)', '100% thermal water, nitrogen (propellant)'],
    size: ['300 ml', '300 ml'],
  },
  {
    id: 3,
    title: ['Loțiune de protecție solară SPF 50+ 200 ml', 'SPF 50+ sun protection lotion 200 ml'],
    kind: 'sunBody',
    cats: ['protectie-solara-corp'],
    tags: ['protectie-solara', 'spf-50'],
    price: 89.9,
    shape: 'bottle',
    label: 'SUN 50+',
    lead: [
      'Loțiune fluidă cu protecție foarte ridicată, pentru zilele lungi la plajă, pe munte sau pe bicicletă.',
      'A fluid lotion with very high protection for long days at the beach, in the mountains or on the bike.',
    ],
    benefits: [
      ['se întinde ușor și nu lasă urme albe', 'spreads easily and leaves no white marks'],
      ['rezistentă la apă și la transpirație', 'resistant to water and sweat'],
      [
        'cu vitamina E, pentru a proteja pielea de radicalii liberi',
        'with vitamin E to help protect skin from free radicals',
      ],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, vitamina E, glicerină, unt de shea',
      'photostable UVA/UVB filters, vitamin E, glycerin, shea butter',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 4,
    title: ['Ser cu vitamina C 15%', '15% vitamin C serum'],
    kind: 'serum',
    cats: ['seruri'],
    tags: ['ser-cu-vitamine', 'vitamina-c', 'anti-aging'],
    price: 119,
    shape: 'dropper',
    label: 'Vita C 15',
    lead: [
      'Ser antioxidant cu 15% vitamina C pură, care uniformizează tenul și îi redă strălucirea pierdută.',
      'An antioxidant serum with 15% pure vitamin C that evens out skin tone and brings back lost radiance.',
    ],
    benefits: [
      ['estompează petele pigmentare și semnele de oboseală', 'fades dark spots and signs of tiredness'],
      ['potențează efectul protecției solare dimineața', 'boosts your sunscreen in the morning'],
      ['cu vitamina E și acid ferulic, pentru stabilitate', 'with vitamin E and ferulic acid for stability'],
    ],
    ingredients: [
      'acid L-ascorbic 15%, vitamina E, acid ferulic, acid hialuronic',
      '15% L-ascorbic acid, vitamin E, ferulic acid, hyaluronic acid',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 5,
    title: ['Gel de curățare pentru ten gras', 'Cleansing gel for oily skin'],
    kind: 'cleanser',
    cats: ['demachiante', 'tratament-acnee'],
    tags: ['ten-gras', 'acnee'],
    price: 42.9,
    shape: 'pump',
    label: 'PURE Gel',
    lead: [
      'Gel spumant care îndepărtează excesul de sebum și impuritățile, fără să lase pielea uscată și strânsă.',
      'A foaming gel that removes excess sebum and impurities without leaving skin dry and tight.',
    ],
    benefits: [
      ['porii arată mai curați încă din prima săptămână', 'pores look clearer from the first week'],
      ['cu zinc, pentru un ten mat mai mult timp', 'with zinc for a longer-lasting matte finish'],
      ['fără săpun și fără alcool', 'soap-free and alcohol-free'],
    ],
    ingredients: [
      'gluconat de zinc, niacinamidă, extract de ceai verde, glicerină',
      'zinc gluconate, niacinamide, green tea extract, glycerin',
    ],
    size: ['400 ml', '400 ml'],
  },
  {
    id: 6,
    title: ['Săpun natural cu lavandă', 'Natural lavender soap'],
    kind: 'soap',
    cats: ['sapunuri-naturale'],
    tags: ['bio', 'vegan'],
    price: 19.9,
    shape: 'bar',
    label: 'Lavandă',
    color: '#d9cbe6',
    lead: [
      'Săpun artizanal cu ulei esențial de lavandă și flori uscate, pentru un duș relaxant la final de zi.',
      'An artisan soap with lavender essential oil and dried flowers for a relaxing shower at the end of the day.',
    ],
    benefits: [
      ['spumă cremoasă, care nu usucă pielea', 'creamy lather that does not dry the skin'],
      ['parfum natural, fără uleiuri parfumate sintetice', 'natural scent, no synthetic fragrance oils'],
    ],
    ingredients: [
      'ulei de măsline, ulei de cocos, unt de shea, ulei esențial de lavandă, flori de lavandă',
      'olive oil, coconut oil, shea butter, lavender essential oil, lavender flowers',
    ],
    size: ['110 g', '110 g'],
  },
  {
    id: 7,
    title: ['Cremă calmantă pentru ten sensibil 40 ml', 'Soothing cream for sensitive skin 40 ml'],
    kind: 'cream',
    cats: ['piele-sensibila'],
    tags: ['ten-sensibil', 'fara-parfum'],
    price: 72.5,
    shape: 'tube',
    label: 'DERMA Calm',
    lead: [
      'Cremă cu formulă minimalistă, creată pentru pielea care se înroșește și se irită ușor.',
      'A minimalist formula made for skin that reddens and gets irritated easily.',
    ],
    benefits: [
      ['calmează senzația de usturime și de strângere', 'soothes stinging and tightness'],
      ['reface bariera de protecție a pielii', 'restores the skin barrier'],
      ['fără parfum, fără alcool, fără coloranți', 'no fragrance, no alcohol, no colourants'],
    ],
    ingredients: [
      'ceramide, pantenol, extract de ovăz coloidal, apă termală',
      'ceramides, panthenol, colloidal oat extract, thermal water',
    ],
    size: ['40 ml', '40 ml'],
  },
  {
    id: 8,
    title: ['Ceai de mușețel bio 50 g', 'Organic chamomile tea 50 g'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['bio', 'vegan'],
    price: 19.9,
    shape: 'box',
    label: 'Mușețel',
    color: '#f5e6a8',
    lead: [
      'Flori întregi de mușețel din agricultură ecologică, pentru o cană liniștitoare înainte de culcare.',
      'Whole organic chamomile flowers for a calming cup before bed.',
    ],
    benefits: [
      ['gust delicat, ușor dulceag', 'delicate, lightly sweet taste'],
      ['flori întregi, nu praf de plante', 'whole flowers, not herb dust'],
    ],
    ingredients: [
      'flori de mușețel (Matricaria chamomilla) din agricultură ecologică 100%',
      '100% organic chamomile flowers (Matricaria chamomilla)',
    ],
    size: ['50 g', '50 g'],
  },
  {
    id: 9,
    title: ['Soluție micelară pentru ten sensibil 400 ml', 'Micellar water for sensitive skin 400 ml'],
    kind: 'micellar',
    cats: ['demachiante', 'piele-sensibila'],
    tags: ['ten-sensibil', 'fara-parfum'],
    price: 45.9,
    shape: 'bottle',
    label: 'Micellar',
    lead: [
      'Soluție micelară blândă, care îndepărtează machiajul și impuritățile dintr-o singură trecere.',
      'A gentle micellar water that removes make-up and impurities in a single sweep.',
    ],
    benefits: [
      ['nu ustură la ochi', 'does not sting the eyes'],
      [
        'lasă pielea curată și catifelată, fără senzație lipicioasă',
        'leaves skin clean and soft, never sticky',
      ],
      ['flacon mare, economic', 'large, economical bottle'],
    ],
    ingredients: [
      'micele blânde, glicerină, extract de castravete, alantoină',
      'gentle micelles, glycerin, cucumber extract, allantoin',
    ],
    size: ['400 ml', '400 ml'],
  },
  {
    id: 10,
    title: ['Fluid de protecție solară pentru față SPF 50', 'SPF 50 face sun fluid'],
    kind: 'sunFace',
    cats: ['protectie-solara-fata'],
    tags: ['protectie-solara', 'spf-50', 'ten-gras'],
    price: 79.9,
    shape: 'tube',
    label: 'SUN Fluid',
    lead: [
      'Fluid ultra-lejer, cu finisaj invizibil, gândit pentru purtare zilnică, chiar și în oraș.',
      'An ultra-light fluid with an invisible finish, made for everyday wear, even in the city.',
    ],
    benefits: [
      ['nu lucește și nu încarcă porii', 'no shine and does not clog pores'],
      ['bază excelentă pentru machiaj', 'an excellent base for make-up'],
      [
        'protecție împotriva razelor UVA, UVB și a luminii albastre',
        'protects against UVA, UVB and blue light',
      ],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, niacinamidă, silice, vitamina E',
      'photostable UVA/UVB filters, niacinamide, silica, vitamin E',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 11,
    title: ['Ser cu niacinamidă 10% și zinc', '10% niacinamide and zinc serum'],
    kind: 'serum',
    cats: ['seruri', 'tratament-acnee'],
    tags: ['niacinamida', 'acnee', 'ten-gras'],
    price: 69.9,
    shape: 'dropper',
    label: 'NIA 10',
    lead: [
      'Ser concentrat care reglează producția de sebum și estompează porii dilatați.',
      'A concentrated serum that regulates sebum and blurs enlarged pores.',
    ],
    benefits: [
      ['ten mai mat și mai uniform în 4 săptămâni', 'a more matte, even complexion in 4 weeks'],
      ['atenuează urmele lăsate de coșuri', 'fades marks left by breakouts'],
      ['textură apoasă, se absoarbe în câteva secunde', 'watery texture, absorbed in seconds'],
    ],
    ingredients: [
      'niacinamidă 10%, PCA de zinc 1%, acid hialuronic',
      '10% niacinamide, 1% zinc PCA, hyaluronic acid',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 12,
    title: ['Ulei de jojoba presat la rece 30 ml', 'Cold-pressed jojoba oil 30 ml'],
    kind: 'oil',
    cats: ['uleiuri-vegetale'],
    tags: ['bio', 'vegan', 'ten-gras'],
    price: 39.9,
    shape: 'dropper',
    label: 'Jojoba',
    color: '#e7c766',
    lead: [
      'Ulei de jojoba auriu, asemănător ca structură cu sebumul natural al pielii, deci potrivit chiar și pentru tenul gras.',
      'Golden jojoba oil, structurally similar to the skin’s own sebum, so it suits even oily skin.',
    ],
    benefits: [
      ['echilibrează tenul fără să-l încarce', 'balances the skin without weighing it down'],
      ['excelent pentru demachierea cu ulei', 'excellent for oil cleansing'],
      ['hrănește cuticulele și vârfurile uscate ale părului', 'nourishes cuticles and dry hair ends'],
    ],
    ingredients: [
      'ulei de jojoba (Simmondsia chinensis) presat la rece, bio, 100%',
      '100% organic cold-pressed jojoba oil (Simmondsia chinensis)',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 13,
    title: ['Spumă de curățare delicată', 'Gentle cleansing foam'],
    kind: 'cleanser',
    cats: ['demachiante'],
    tags: ['ten-sensibil', 'vegan'],
    price: 48.9,
    shape: 'pump',
    label: 'Soft Foam',
    lead: [
      'Spumă aerată, gata făcută din pompă, care curăță tenul cu blândețe, dimineața și seara.',
      'An airy foam, ready-made from the pump, that cleanses the skin gently morning and evening.',
    ],
    benefits: [
      ['nu usucă și nu lasă senzație de piele strânsă', 'does not dry or leave skin feeling tight'],
      ['cu extract de aloe vera și pantenol', 'with aloe vera extract and panthenol'],
    ],
    ingredients: [
      'agenți de curățare din cocos, aloe vera, pantenol, glicerină',
      'coconut-derived cleansers, aloe vera, panthenol, glycerin',
    ],
    size: ['150 ml', '150 ml'],
  },
  {
    id: 14,
    title: ['Cremă emolientă pentru piele atopică 200 ml', 'Emollient cream for atopic skin 200 ml'],
    kind: 'body',
    cats: ['piele-uscata-atopica'],
    tags: ['ten-uscat', 'fara-parfum', 'hidratare-intensa'],
    price: 84.9,
    shape: 'pump',
    label: 'ATO Relief',
    lead: [
      'Cremă emolientă pentru față și corp, care liniștește pielea foarte uscată și calmează senzația de mâncărime.',
      'An emollient cream for face and body that comforts very dry skin and relieves itching.',
    ],
    benefits: [
      ['potrivită de la naștere, pentru toată familia', 'suitable from birth, for the whole family'],
      ['reduce frecvența episoadelor de uscăciune severă', 'helps space out flare-ups of severe dryness'],
      [
        'fără parfum și fără conservanți controversați',
        'fragrance-free and without controversial preservatives',
      ],
    ],
    ingredients: [
      'ceramide, niacinamidă, unt de shea, glicerină, ulei de floarea-soarelui',
      'ceramides, niacinamide, shea butter, glycerin, sunflower oil',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 15,
    title: ['Cremă de noapte anti-aging cu retinol 0,3%', '0.3% retinol anti-ageing night cream'],
    kind: 'cream',
    cats: ['creme-hidratante'],
    tags: ['anti-aging'],
    price: 134,
    shape: 'jar',
    label: 'Retinol',
    lead: [
      'Cremă de noapte cu retinol încapsulat, care netezește ridurile fine în timp ce dormi.',
      'A night cream with encapsulated retinol that smooths fine lines while you sleep.',
    ],
    benefits: [
      [
        'pielea arată mai fermă și mai netedă după 8 săptămâni',
        'skin looks firmer and smoother after 8 weeks',
      ],
      ['eliberare treptată, pentru mai puțină iritare', 'gradual release for less irritation'],
      ['cu bakuchiol și scualan, pentru confort', 'with bakuchiol and squalane for comfort'],
    ],
    ingredients: [
      'retinol încapsulat 0,3%, bakuchiol, scualan, peptide',
      '0.3% encapsulated retinol, bakuchiol, squalane, peptides',
    ],
    size: ['50 ml', '50 ml'],
    usage: [
      'Aplică seara, pe tenul curat și uscat, la început o dată la două seri. Dimineața folosește protecție solară.',
      'Apply in the evening to clean dry skin, every other night at first. Use sunscreen in the morning.',
    ],
  },
  {
    id: 16,
    title: ['Gel după plajă cu aloe vera 200 ml', 'Aloe vera after-sun gel 200 ml'],
    kind: 'afterSun',
    cats: ['dupa-plaja'],
    tags: ['hidratare-intensa', 'vegan'],
    price: 44.9,
    shape: 'tube',
    label: 'Aloe',
    lead: [
      'Gel răcoritor cu 90% aloe vera, care liniștește pielea încinsă după o zi la soare.',
      'A cooling gel with 90% aloe vera that calms hot skin after a day in the sun.',
    ],
    benefits: [
      ['senzație imediată de prospețime', 'an instant feeling of freshness'],
      ['prelungește bronzul prin hidratare', 'helps your tan last by keeping skin hydrated'],
      ['nu lipește și se absoarbe rapid', 'non-sticky and quickly absorbed'],
    ],
    ingredients: [
      'suc de aloe vera 90%, pantenol, mentol, glicerină',
      '90% aloe vera juice, panthenol, menthol, glycerin',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 17,
    title: ['Mască de față cu argilă verde', 'Green clay face mask'],
    kind: 'mask',
    cats: ['masti-de-fata', 'tratament-acnee'],
    tags: ['ten-gras', 'acnee'],
    price: 38.9,
    shape: 'jar',
    label: 'Green Clay',
    color: '#cfe0c3',
    lead: [
      'Mască purificatoare cu argilă verde, care absoarbe excesul de sebum și curăță porii în profunzime.',
      'A purifying green clay mask that absorbs excess sebum and deep-cleans pores.',
    ],
    benefits: [
      ['ten mat și proaspăt după o singură aplicare', 'matte, fresh skin after a single use'],
      ['cu ulei de arbore de ceai, pentru imperfecțiuni', 'with tea tree oil for blemishes'],
    ],
    ingredients: [
      'argilă verde, caolin, ulei esențial de arbore de ceai, zinc',
      'green clay, kaolin, tea tree essential oil, zinc',
    ],
    size: ['75 ml', '75 ml'],
  },
  {
    id: 18,
    title: ['Apă termală 150 ml', 'Thermal water 150 ml'],
    kind: 'thermal',
    cats: ['apa-termala'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 29.9,
    shape: 'spray',
    label: 'AQUA',
    lead: [
      'Formatul clasic de apă termală, cu pulverizare fină, pentru geantă, birou sau mașină.',
      'The classic thermal water in a fine mist, for your bag, desk or car.',
    ],
    benefits: [
      ['răcorește pielea în zilele toride', 'cools the skin on scorching days'],
      ['calmează roșeața după demachiere', 'calms redness after make-up removal'],
    ],
    ingredients: ['apă termală 100%, azot (gaz propulsor)', '100% thermal water, nitrogen (propellant)'],
    size: ['150 ml', '150 ml'],
  },
  {
    id: 19,
    title: ['Miere de salcâm 500 g', 'Acacia honey 500 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 42.9,
    shape: 'honey-jar',
    label: 'Salcâm',
    color: '#f3d27a',
    lead: [
      'Miere de salcâm limpede, cu gust fin și floral, care rămâne lichidă luni întregi.',
      'Clear acacia honey with a delicate floral taste that stays runny for months.',
    ],
    benefits: [
      ['culoare deschisă, aurie', 'light golden colour'],
      ['ideală pentru îndulcirea ceaiului și a deserturilor', 'ideal for sweetening tea and desserts'],
      [
        'recoltată din păduri de salcâm din sudul României',
        'harvested from acacia forests in southern Romania',
      ],
    ],
    ingredients: ['miere de salcâm 100%', '100% acacia honey'],
    size: ['500 g', '500 g'],
  },
  {
    id: 20,
    title: ['Cremă pentru conturul ochilor cu cofeină', 'Caffeine eye contour cream'],
    kind: 'eye',
    cats: ['creme-hidratante'],
    tags: ['anti-aging', 'hidratare-intensa'],
    price: 74.9,
    shape: 'tube',
    label: 'EYE Care',
    lead: [
      'Cremă lejeră pentru zona ochilor, care reduce aspectul pungilor și al cearcănelor după nopțile scurte.',
      'A light eye cream that reduces the look of puffiness and dark circles after short nights.',
    ],
    benefits: [
      ['vârf metalic răcoritor, pentru masaj decongestionant', 'cooling metal tip for a depuffing massage'],
      ['privire mai odihnită din prima săptămână', 'a more rested look from the first week'],
    ],
    ingredients: [
      'cofeină 5%, peptide, acid hialuronic, extract de castan sălbatic',
      '5% caffeine, peptides, hyaluronic acid, horse chestnut extract',
    ],
    size: ['15 ml', '15 ml'],
  },
  {
    id: 21,
    title: ['Gel-cremă hidratant cu apă termală', 'Thermal water moisturising gel-cream'],
    kind: 'cream',
    cats: ['ingrijire-cu-apa-termala', 'creme-hidratante'],
    tags: ['apa-termala', 'hidratare-intensa', 'ten-gras'],
    price: 68.9,
    shape: 'jar',
    label: 'AQUA Gel',
    lead: [
      'Gel-cremă proaspăt, pe bază de apă termală, care hidratează tenul normal și mixt fără să-l facă să lucească.',
      'A fresh gel-cream based on thermal water that hydrates normal and combination skin without making it shiny.',
    ],
    benefits: [
      ['textură apoasă, care se topește pe piele', 'a watery texture that melts into the skin'],
      ['hidratare de 48 de ore', '48-hour hydration'],
      ['bază perfectă pentru machiaj', 'a perfect make-up base'],
    ],
    ingredients: [
      'apă termală, acid hialuronic, glicerină, extract de castravete',
      'thermal water, hyaluronic acid, glycerin, cucumber extract',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 22,
    title: ['Spray de protecție solară pentru copii SPF 50+', 'Kids’ sun protection spray SPF 50+'],
    kind: 'sunBody',
    cats: ['protectie-solara-corp'],
    tags: ['protectie-solara', 'spf-50', 'ten-sensibil'],
    price: 94.9,
    shape: 'spray',
    label: 'KIDS 50+',
    lead: [
      'Spray cu protecție foarte ridicată, formulat pentru pielea delicată a copiilor, care se aplică rapid chiar și pe cei mai agitați.',
      'A very high protection spray made for children’s delicate skin that goes on fast, even on the wriggliest kids.',
    ],
    benefits: [
      ['funcționează și cu flaconul întors', 'works with the bottle upside down'],
      ['testat sub control pediatric', 'tested under paediatric supervision'],
      ['foarte rezistent la apă', 'very water resistant'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, glicerină, vitamina E, pantenol',
      'photostable UVA/UVB filters, glycerin, vitamin E, panthenol',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 23,
    title: ['Tratament local pentru imperfecțiuni', 'Spot treatment for blemishes'],
    kind: 'spot',
    cats: ['tratament-acnee'],
    tags: ['acnee', 'ten-gras'],
    price: 36.9,
    shape: 'tube',
    label: 'SPOT SOS',
    lead: [
      'Gel transparent care reduce vizibil coșurile și roșeața în 48 de ore.',
      'A clear gel that visibly reduces spots and redness within 48 hours.',
    ],
    benefits: [
      ['se poate folosi și sub machiaj', 'can be worn under make-up'],
      ['vârf fin, pentru aplicare precisă', 'fine tip for precise application'],
    ],
    ingredients: [
      'acid salicilic 2%, acid azelaic, sulf, extract de hamamelis',
      '2% salicylic acid, azelaic acid, sulphur, witch hazel extract',
    ],
    size: ['15 ml', '15 ml'],
  },
  {
    id: 24,
    title: ['Unt de shea pur 100 g', 'Pure shea butter 100 g'],
    kind: 'butter',
    cats: ['balsamuri-si-unturi'],
    tags: ['bio', 'vegan', 'ten-uscat'],
    price: 34.9,
    shape: 'jar',
    label: 'Shea',
    color: '#f0e3cf',
    lead: [
      'Unt de shea nerafinat, din comerț echitabil, pentru pielea uscată a mâinilor, picioarelor și buzelor.',
      'Unrefined fair-trade shea butter for dry hands, feet and lips.',
    ],
    benefits: [
      ['hrănește intens zonele aspre', 'deeply nourishes rough areas'],
      [
        'poate fi folosit și ca bază pentru cosmetice făcute acasă',
        'can also be used as a base for home-made cosmetics',
      ],
    ],
    ingredients: [
      'unt de shea (Butyrospermum parkii) nerafinat, bio, 100%',
      '100% organic unrefined shea butter (Butyrospermum parkii)',
    ],
    size: ['100 g', '100 g'],
  },
  {
    id: 25,
    title: ['Ser hidratant cu acid hialuronic 30 ml', 'Hyaluronic acid hydrating serum 30 ml'],
    kind: 'serum',
    cats: ['seruri'],
    tags: ['acid-hialuronic', 'hidratare-intensa'],
    price: 79.9,
    shape: 'dropper',
    label: 'Hyaluron',
    lead: [
      'Ser cu acid hialuronic 2%, care umple pielea deshidratată și atenuează ridurile fine cauzate de lipsa apei.',
      'A 2% hyaluronic acid serum that plumps dehydrated skin and softens fine lines caused by lack of water.',
    ],
    benefits: [
      ['efect de piele plină imediat după aplicare', 'plumper-looking skin right after application'],
      ['potrivit pentru toate tipurile de ten', 'suitable for all skin types'],
      ['se combină ușor cu orice cremă', 'pairs easily with any moisturiser'],
    ],
    ingredients: [
      'acid hialuronic 2%, pantenol, betaină, extract de alge',
      '2% hyaluronic acid, panthenol, betaine, algae extract',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 26,
    title: ['Polen crud poliflor 250 g', 'Raw multifloral bee pollen 250 g'],
    kind: 'bee',
    cats: ['produse-apicole'],
    tags: ['bio'],
    price: 32.9,
    shape: 'jar',
    label: 'Polen',
    color: '#f0b64b',
    lead: [
      'Polen crud, uscat la temperatură scăzută, cu granule colorate adunate de albine din flori de câmp.',
      'Raw bee pollen dried at low temperature, colourful granules gathered by bees from wild flowers.',
    ],
    benefits: [
      [
        'sursă naturală de proteine, vitamine și minerale',
        'a natural source of protein, vitamins and minerals',
      ],
      ['gust floral, ușor dulce-amărui', 'floral, slightly bittersweet taste'],
    ],
    ingredients: ['polen poliflor crud 100%', '100% raw multifloral bee pollen'],
    size: ['250 g', '250 g'],
    usage: [
      'Adulți: 1–2 lingurițe pe zi, dimineața, ca atare sau amestecat cu miere ori iaurt. Începe cu o cantitate mică. A se păstra la frigider după deschidere.',
      'Adults: 1–2 teaspoons a day in the morning, on its own or mixed with honey or yoghurt. Start with a small amount. Keep refrigerated after opening.',
    ],
  },
  {
    id: 27,
    title: ['Balsam reparator pentru buze', 'Repairing lip balm'],
    kind: 'balm',
    cats: ['piele-uscata-atopica'],
    tags: ['ten-uscat', 'fara-parfum'],
    price: 22.9,
    shape: 'tube',
    label: 'LIP Repair',
    lead: [
      'Balsam bogat pentru buzele crăpate de frig, vânt sau tratamente care usucă pielea.',
      'A rich balm for lips chapped by cold, wind or drying treatments.',
    ],
    benefits: [
      ['confort imediat și de durată', 'immediate, long-lasting comfort'],
      ['potrivit și pentru colțurile nasului iritate', 'also suitable for irritated skin around the nose'],
    ],
    ingredients: [
      'ceară de albine, lanolină, pantenol, ulei de ricin',
      'beeswax, lanolin, panthenol, castor oil',
    ],
    size: ['15 ml', '15 ml'],
  },
  {
    id: 28,
    title: ['Tonic exfoliant cu acid glicolic 7%', '7% glycolic acid exfoliating toner'],
    kind: 'exfoliant',
    cats: ['demachiante'],
    tags: ['anti-aging', 'ten-gras'],
    price: 58.9,
    shape: 'bottle',
    label: 'Glyco 7',
    lead: [
      'Tonic exfoliant care îndepărtează celulele moarte și îi redă tenului netezimea și luminozitatea.',
      'An exfoliating toner that clears away dead cells and restores smoothness and glow.',
    ],
    benefits: [
      ['textura pielii devine vizibil mai fină', 'skin texture looks visibly refined'],
      ['cu aloe vera și ginseng, pentru confort', 'with aloe vera and ginseng for comfort'],
    ],
    ingredients: [
      'acid glicolic 7%, aloe vera, extract de ginseng, glicerină',
      '7% glycolic acid, aloe vera, ginseng extract, glycerin',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 29,
    title: ['Cremă de zi cu protecție solară SPF 30', 'Day cream with SPF 30'],
    kind: 'sunFace',
    cats: ['protectie-solara-fata', 'creme-hidratante'],
    tags: ['protectie-solara', 'hidratare-intensa'],
    price: 74.9,
    shape: 'tube',
    label: 'DAY SPF 30',
    lead: [
      'Hidratare și protecție solară într-un singur pas, pentru diminețile în care nu ai timp de mai mult.',
      'Moisture and sun protection in one step, for mornings when there is no time for more.',
    ],
    benefits: [
      ['finisaj satinat, fără urme albe', 'satin finish with no white cast'],
      ['antioxidanți împotriva poluării urbane', 'antioxidants against city pollution'],
    ],
    ingredients: [
      'filtre UVA/UVB, acid hialuronic, vitamina E, extract de ceai verde',
      'UVA/UVB filters, hyaluronic acid, vitamin E, green tea extract',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 30,
    title: ['Săpun cu cărbune activ și arbore de ceai', 'Activated charcoal and tea tree soap'],
    kind: 'soap',
    cats: ['sapunuri-naturale', 'tratament-acnee'],
    tags: ['acnee', 'ten-gras', 'vegan'],
    price: 24.9,
    shape: 'bar',
    label: 'Charcoal',
    color: '#4a4a4f',
    lead: [
      'Săpun negru, purificator, cu cărbune activ de bambus și ulei esențial de arbore de ceai.',
      'A black purifying soap with bamboo activated charcoal and tea tree essential oil.',
    ],
    benefits: [
      [
        'curăță în profunzime pielea grasă a feței și a spatelui',
        'deep-cleans oily skin on the face and back',
      ],
      ['miros proaspăt, ierbos', 'fresh, herbal scent'],
    ],
    ingredients: [
      'ulei de măsline, ulei de cocos, cărbune activ de bambus, ulei esențial de arbore de ceai',
      'olive oil, coconut oil, bamboo activated charcoal, tea tree essential oil',
    ],
    size: ['100 g', '100 g'],
  },
  {
    id: 31,
    title: ['Mască hidratantă de noapte', 'Overnight hydrating mask'],
    kind: 'mask',
    cats: ['masti-de-fata'],
    tags: ['hidratare-intensa', 'ten-uscat'],
    price: 66.9,
    shape: 'jar',
    label: 'Night Mask',
    lead: [
      'Mască-gel care lucrează toată noaptea, pentru un ten odihnit și plin de apă dimineața.',
      'A gel mask that works all night for rested, water-plump skin in the morning.',
    ],
    benefits: [
      ['nu se clătește: o aplici și te culci', 'no rinsing: apply and go to bed'],
      ['nu pătează fața de pernă', 'does not stain your pillowcase'],
    ],
    ingredients: [
      'acid hialuronic, ceramide, extract de lavandă, scualan',
      'hyaluronic acid, ceramides, lavender extract, squalane',
    ],
    size: ['75 ml', '75 ml'],
    usage: [
      'Seara, ca ultim pas al rutinei, aplică un strat subțire pe tenul curat. Dimineața clătește cu apă călduță. De 2–3 ori pe săptămână.',
      'In the evening, as the last step of your routine, apply a thin layer to clean skin. Rinse with lukewarm water in the morning. 2–3 times a week.',
    ],
  },
  {
    id: 32,
    title: ['Ser calmant cu apă termală și ceramide', 'Soothing thermal water serum with ceramides'],
    kind: 'serum',
    cats: ['ingrijire-cu-apa-termala', 'seruri'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 89.9,
    shape: 'dropper',
    label: 'AQUA Serum',
    lead: [
      'Ser cu 80% apă termală, care întărește pielea reactivă și o face mai rezistentă la frig, vânt și poluare.',
      'A serum with 80% thermal water that strengthens reactive skin against cold, wind and pollution.',
    ],
    benefits: [
      ['reduce roșeața și senzația de disconfort', 'reduces redness and discomfort'],
      ['reface bariera cutanată în 7 zile', 'repairs the skin barrier in 7 days'],
    ],
    ingredients: [
      'apă termală 80%, ceramide, niacinamidă, pantenol',
      '80% thermal water, ceramides, niacinamide, panthenol',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 33,
    title: ['Ceai de tei și soc', 'Linden and elderflower tea'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['bio', 'vegan'],
    price: 21.9,
    shape: 'box',
    label: 'Tei & Soc',
    color: '#e8efc8',
    lead: [
      'Amestec parfumat de flori de tei și soc, culese la începutul verii și uscate la umbră.',
      'A fragrant blend of linden and elderflowers, picked in early summer and dried in the shade.',
    ],
    benefits: [
      ['aromă florală, ca o seară de iunie', 'a floral aroma, like a June evening'],
      [
        'bun cald în sezonul rece și rece vara, cu lămâie',
        'lovely hot in winter and iced with lemon in summer',
      ],
    ],
    ingredients: ['flori de tei 60%, flori de soc 40%', '60% linden flowers, 40% elderflowers'],
    size: ['50 g', '50 g'],
  },
  {
    id: 34,
    title: ['Ulei de măceșe bio 30 ml', 'Organic rosehip oil 30 ml'],
    kind: 'oil',
    cats: ['uleiuri-vegetale'],
    tags: ['bio', 'vegan', 'anti-aging'],
    price: 49.9,
    shape: 'dropper',
    label: 'Rosehip',
    color: '#e59a5c',
    lead: [
      'Ulei de măceșe presat la rece, bogat în acizi grași esențiali și vitamina A naturală.',
      'Cold-pressed rosehip oil, rich in essential fatty acids and natural vitamin A.',
    ],
    benefits: [
      ['netezește cicatricile și vergeturile recente', 'smooths scars and recent stretch marks'],
      ['redă tonusul tenului obosit', 'revives tired-looking skin'],
      ['ideal ca ultim pas al rutinei de seară', 'ideal as the last step of your evening routine'],
    ],
    ingredients: [
      'ulei de măceșe (Rosa canina) presat la rece, bio, 100%',
      '100% organic cold-pressed rosehip oil (Rosa canina)',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 35,
    title: ['Cremă anti-roșeață cu centella asiatica', 'Anti-redness cream with centella asiatica'],
    kind: 'cream',
    cats: ['piele-sensibila'],
    tags: ['ten-sensibil', 'fara-parfum'],
    price: 96,
    shape: 'tube',
    label: 'CICA Calm',
    color: '#e6f2ee',
    lead: [
      'Cremă cu pigmenți verzi discreți, care neutralizează roșeața și calmează pielea cu tendință la cuperoză.',
      'A cream with subtle green pigments that neutralises redness and soothes skin prone to broken capillaries.',
    ],
    benefits: [
      ['corectează imediat tonul roșiatic', 'instantly corrects a reddish tone'],
      ['întărește vasele de sânge fine în timp', 'strengthens fine blood vessels over time'],
    ],
    ingredients: [
      'extract de centella asiatica, madecassoside, pantenol, pigmenți minerali verzi',
      'centella asiatica extract, madecassoside, panthenol, green mineral pigments',
    ],
    size: ['40 ml', '40 ml'],
  },
  {
    id: 36,
    title: ['Ulei uscat de protecție solară SPF 30', 'SPF 30 dry sun oil'],
    kind: 'sunBody',
    cats: ['protectie-solara-corp'],
    tags: ['protectie-solara', 'hidratare-intensa'],
    price: 99.9,
    shape: 'spray',
    label: 'SUN Oil',
    lead: [
      'Ulei uscat, cu efect satinat, pentru corp și păr, care protejează și scoate în evidență bronzul.',
      'A satin-finish dry oil for body and hair that protects and enhances your tan.',
    ],
    benefits: [
      ['nu lasă pielea lipicioasă și nu atrage nisipul', 'never sticky and does not attract sand'],
      ['protejează culoarea părului vopsit', 'protects the colour of dyed hair'],
    ],
    ingredients: [
      'filtre UVA/UVB, ulei de cocos, ulei de tamanu, vitamina E',
      'UVA/UVB filters, coconut oil, tamanu oil, vitamin E',
    ],
    size: ['150 ml', '150 ml'],
  },
  {
    id: 37,
    title: ['Lapte demachiant cu ovăz', 'Oat cleansing milk'],
    kind: 'cleanser',
    cats: ['demachiante'],
    tags: ['ten-uscat', 'ten-sensibil'],
    price: 39.9,
    shape: 'bottle',
    label: 'Oat Milk',
    lead: [
      'Lapte demachiant cremos, care topește machiajul și lasă tenul uscat moale, nu strâns.',
      'A creamy cleansing milk that melts away make-up and leaves dry skin soft, not tight.',
    ],
    benefits: [
      ['se îndepărtează cu un disc sau se clătește', 'wipe off with a pad or rinse off'],
      [
        'cu ovăz coloidal, cunoscut pentru efectul calmant',
        'with colloidal oat, known for its soothing effect',
      ],
    ],
    ingredients: [
      'ovăz coloidal, ulei de migdale dulci, glicerină, alantoină',
      'colloidal oat, sweet almond oil, glycerin, allantoin',
    ],
    size: ['250 ml', '250 ml'],
  },
  {
    id: 38,
    title: ['Balsam de corp intens hidratant 400 ml', 'Intensely moisturising body balm 400 ml'],
    kind: 'body',
    cats: ['piele-uscata-atopica'],
    tags: ['ten-uscat', 'hidratare-intensa'],
    price: 69.9,
    shape: 'pump',
    label: 'BODY Balm',
    lead: [
      'Balsam de corp cu uree 5% și ceramide, pentru pielea aspră, care se descuamează.',
      'A body balm with 5% urea and ceramides for rough, flaking skin.',
    ],
    benefits: [
      ['pielea devine netedă în câteva zile', 'skin feels smooth within days'],
      ['flacon cu pompă, practic pentru toată familia', 'a pump bottle, handy for the whole family'],
    ],
    ingredients: ['uree 5%, ceramide, glicerină, unt de shea', '5% urea, ceramides, glycerin, shea butter'],
    size: ['400 ml', '400 ml'],
  },
  {
    id: 39,
    title: ['Ser anti-aging cu peptide', 'Peptide anti-ageing serum'],
    kind: 'serum',
    cats: ['seruri'],
    tags: ['anti-aging', 'hidratare-intensa'],
    price: 139,
    shape: 'dropper',
    label: 'Peptide',
    lead: [
      'Ser cu un complex de cinci peptide, care susține fermitatea pielii și atenuează ridurile de expresie.',
      'A serum with a five-peptide complex that supports skin firmness and softens expression lines.',
    ],
    benefits: [
      ['pielea arată mai fermă în 6 săptămâni', 'skin looks firmer in 6 weeks'],
      [
        'se poate folosi dimineața și seara, alături de retinol',
        'can be used morning and evening, alongside retinol',
      ],
    ],
    ingredients: [
      'complex de peptide, acid hialuronic, extract de alge roșii, betaină',
      'peptide complex, hyaluronic acid, red algae extract, betaine',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 40,
    title: ['Apă termală bogată în seleniu 300 ml', 'Selenium-rich thermal water 300 ml'],
    kind: 'thermal',
    cats: ['spray-uri-apa-termala'],
    tags: ['apa-termala', 'anti-aging'],
    price: 54.9,
    shape: 'spray',
    label: 'SELEN Aqua',
    lead: [
      'Apă termală cu conținut natural de seleniu, un mineral cu rol antioxidant.',
      'Thermal water naturally rich in selenium, a mineral with antioxidant properties.',
    ],
    benefits: [
      ['ajută pielea să se refacă după expunerea la soare', 'helps skin recover after sun exposure'],
      ['liniștește iritațiile după tratamente cosmetice', 'calms irritation after cosmetic treatments'],
    ],
    ingredients: [
      'apă termală bogată în seleniu 100%, azot (gaz propulsor)',
      '100% selenium-rich thermal water, nitrogen (propellant)',
    ],
    size: ['300 ml', '300 ml'],
  },
  {
    id: 41,
    title: ['Tinctură de propolis 30 ml', 'Propolis tincture 30 ml'],
    kind: 'bee',
    cats: ['produse-apicole'],
    tags: ['bio'],
    price: 24.9,
    shape: 'dropper',
    label: 'Propolis',
    color: '#8a4b1f',
    lead: [
      'Tinctură de propolis brut, obținută prin macerare lentă, pentru sezonul rece.',
      'Raw propolis tincture made by slow maceration, for the cold season.',
    ],
    benefits: [
      ['concentrație de 20% propolis', '20% propolis concentration'],
      ['flacon cu pipetă, pentru dozare ușoară', 'dropper bottle for easy dosing'],
    ],
    ingredients: ['propolis brut 20%, alcool alimentar, apă', '20% raw propolis, food-grade alcohol, water'],
    size: ['30 ml', '30 ml'],
    usage: [
      'Adulți: 15–20 picături de 2–3 ori pe zi, diluate în puțină apă sau pe o linguriță de miere. Conține alcool. A se păstra la loc răcoros, ferit de lumină.',
      'Adults: 15–20 drops 2–3 times a day, diluted in a little water or on a teaspoon of honey. Contains alcohol. Store in a cool place away from light.',
    ],
  },
  {
    id: 42,
    title: ['Gel de curățare exfoliant cu acid salicilic', 'Salicylic acid exfoliating cleansing gel'],
    kind: 'cleanser',
    cats: ['tratament-acnee', 'demachiante'],
    tags: ['acnee', 'ten-gras'],
    price: 54.9,
    shape: 'tube',
    label: 'SALI Clean',
    lead: [
      'Gel de curățare cu acid salicilic, care desfundă porii și previne apariția punctelor negre.',
      'A salicylic acid cleansing gel that unclogs pores and helps prevent blackheads.',
    ],
    benefits: [
      ['exfoliere chimică blândă, fără granule', 'gentle chemical exfoliation, no scrubbing beads'],
      ['potrivit și pentru zona spatelui și a decolteului', 'also suitable for the back and chest'],
    ],
    ingredients: [
      'acid salicilic 2%, niacinamidă, glicerină, extract de rozmarin',
      '2% salicylic acid, niacinamide, glycerin, rosemary extract',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 43,
    title: ['Stick de protecție solară SPF 50 pentru zone sensibile', 'SPF 50 sun stick for sensitive areas'],
    kind: 'sunFace',
    cats: ['protectie-solara-fata'],
    tags: ['spf-50', 'protectie-solara'],
    price: 39.9,
    shape: 'tube',
    label: 'SUN Stick',
    lead: [
      'Stick transparent pentru nas, urechi, buze și cicatrici recente, zonele care se ard primele.',
      'A clear stick for the nose, ears, lips and recent scars, the areas that burn first.',
    ],
    benefits: [
      ['format compact, pentru buzunar', 'compact, pocket-sized format'],
      ['nu curge și nu murdărește mâinile', 'no drips and no messy hands'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, ceară de candelilla, ulei de jojoba, vitamina E',
      'photostable UVA/UVB filters, candelilla wax, jojoba oil, vitamin E',
    ],
    size: ['9 g', '9 g'],
  },
  {
    id: 44,
    title: ['Cremă de mâini cu unt de shea', 'Shea butter hand cream'],
    kind: 'balm',
    cats: ['balsamuri-si-unturi'],
    tags: ['ten-uscat', 'hidratare-intensa'],
    price: 24.9,
    shape: 'tube',
    label: 'HANDS',
    lead: [
      'Cremă de mâini bogată, cu 20% unt de shea, pentru mâinile uscate de frig și de spălatul frecvent.',
      'A rich hand cream with 20% shea butter for hands dried out by cold and frequent washing.',
    ],
    benefits: [
      [
        'se absoarbe repede, ca să poți folosi telefonul imediat',
        'absorbs fast, so you can use your phone straight away',
      ],
      ['parfum discret de migdale', 'a subtle almond scent'],
    ],
    ingredients: [
      'unt de shea 20%, ulei de migdale dulci, glicerină, ceară de albine',
      '20% shea butter, sweet almond oil, glycerin, beeswax',
    ],
    size: ['75 ml', '75 ml'],
  },
  {
    id: 45,
    title: ['Mască de față cu miere și ovăz', 'Honey and oat face mask'],
    kind: 'mask',
    cats: ['masti-de-fata'],
    tags: ['ten-uscat', 'miere'],
    price: 42.9,
    shape: 'jar',
    label: 'Honey Oat',
    color: '#f6e6c9',
    lead: [
      'Mască cremoasă cu miere românească și fulgi de ovăz fin măcinați, pentru un ten catifelat și hrănit.',
      'A creamy mask with Romanian honey and finely ground oat flakes for soft, nourished skin.',
    ],
    benefits: [
      ['calmează pielea uscată și aspră', 'comforts dry, rough skin'],
      ['exfoliază ușor la clătire', 'gently exfoliates as you rinse'],
    ],
    ingredients: [
      'miere 10%, făină de ovăz, unt de shea, ulei de floarea-soarelui',
      '10% honey, oat flour, shea butter, sunflower oil',
    ],
    size: ['100 ml', '100 ml'],
  },
  {
    id: 46,
    title: ['Set cadou rutină hidratantă', 'Hydrating routine gift set'],
    kind: 'gift',
    cats: ['ingrijirea-fetei'],
    tags: ['cadou', 'hidratare-intensa', 'acid-hialuronic'],
    price: 189,
    shape: 'box',
    label: 'Gift Set',
    lead: [
      'Trei produse pentru o rutină completă de hidratare, într-o cutie elegantă, gata de oferit.',
      'Three products for a complete hydration routine, in an elegant box ready to give.',
    ],
    benefits: [
      [
        'gel de curățare 150 ml, ser cu acid hialuronic 30 ml și cremă hidratantă 50 ml',
        '150 ml cleansing gel, 30 ml hyaluronic acid serum and 50 ml moisturiser',
      ],
      ['costă mai puțin decât produsele cumpărate separat', 'costs less than buying the products separately'],
    ],
    ingredients: [
      'acid hialuronic, glicerină, scualan, pantenol',
      'hyaluronic acid, glycerin, squalane, panthenol',
    ],
    size: ['150 ml + 30 ml + 50 ml', '150 ml + 30 ml + 50 ml'],
  },
  {
    id: 47,
    title: ['Ser nutritiv cu vitaminele A, E și F', 'Nourishing serum with vitamins A, E and F'],
    kind: 'serum',
    cats: ['seruri', 'piele-uscata-atopica'],
    tags: ['ser-cu-vitamine', 'ten-uscat'],
    price: 76.9,
    shape: 'dropper',
    label: 'VIT A·E·F',
    lead: [
      'Ser uleios cu vitamine liposolubile, care hrănește tenul uscat și îi redă elasticitatea.',
      'An oil serum with fat-soluble vitamins that nourishes dry skin and restores its elasticity.',
    ],
    benefits: [
      [
        'vitamina A pentru reînnoirea pielii, E ca antioxidant și F pentru barieră',
        'vitamin A for renewal, E as an antioxidant and F for the barrier',
      ],
      ['câteva picături se pot adăuga și în cremă', 'a few drops can also be mixed into your cream'],
    ],
    ingredients: [
      'palmitat de retinil, tocoferol, acizi grași esențiali (vitamina F), ulei de semințe de struguri',
      'retinyl palmitate, tocopherol, essential fatty acids (vitamin F), grapeseed oil',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 48,
    title: ['Lapte după plajă cu pantenol 250 ml', 'After-sun milk with panthenol 250 ml'],
    kind: 'afterSun',
    cats: ['dupa-plaja'],
    tags: ['hidratare-intensa', 'ten-sensibil'],
    price: 52.9,
    shape: 'bottle',
    label: 'After Sun',
    lead: [
      'Lapte de corp fin, care reface pielea uscată de soare, sare și clor.',
      'A light body milk that restores skin dried out by sun, salt and chlorine.',
    ],
    benefits: [
      ['pantenol 5% pentru pielea înroșită', '5% panthenol for reddened skin'],
      ['parfum discret de vacanță', 'a subtle holiday scent'],
    ],
    ingredients: [
      'pantenol 5%, aloe vera, ulei de cocos, vitamina E',
      '5% panthenol, aloe vera, coconut oil, vitamin E',
    ],
    size: ['250 ml', '250 ml'],
  },
  {
    id: 49,
    title: ['Cremă matifiantă pentru ten gras', 'Mattifying cream for oily skin'],
    kind: 'cream',
    cats: ['creme-hidratante', 'tratament-acnee'],
    tags: ['ten-gras', 'niacinamida'],
    price: 62.9,
    shape: 'tube',
    label: 'MAT Control',
    lead: [
      'Cremă-fluid care hidratează și ține luciul sub control până la 8 ore.',
      'A fluid cream that hydrates and keeps shine under control for up to 8 hours.',
    ],
    benefits: [
      ['pudre absorbante pentru un finisaj mat', 'absorbent powders for a matte finish'],
      ['niacinamidă pentru pori mai puțin vizibili', 'niacinamide for less visible pores'],
    ],
    ingredients: [
      'niacinamidă 4%, silice, gluconat de zinc, acid hialuronic',
      '4% niacinamide, silica, zinc gluconate, hyaluronic acid',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 50,
    title: ['Săpun natural cu miere și propolis', 'Natural honey and propolis soap'],
    kind: 'soap',
    cats: ['sapunuri-naturale'],
    tags: ['miere', 'bio'],
    price: 22.9,
    shape: 'bar',
    label: 'Miere',
    color: '#e9b862',
    lead: [
      'Săpun cald, auriu, cu miere de la stupina noastră parteneră și tinctură de propolis.',
      'A warm golden soap with honey from our partner apiary and propolis tincture.',
    ],
    benefits: [
      ['spumă bogată, cremoasă', 'rich, creamy lather'],
      ['miros dulce, de fagure', 'a sweet honeycomb scent'],
    ],
    ingredients: [
      'ulei de măsline, ulei de cocos, miere, ceară de albine, tinctură de propolis',
      'olive oil, coconut oil, honey, beeswax, propolis tincture',
    ],
    size: ['110 g', '110 g'],
  },
  {
    id: 51,
    title: ['Cremă reparatoare cu pantenol 5%', '5% panthenol repairing cream'],
    kind: 'balm',
    cats: ['piele-sensibila', 'piele-uscata-atopica'],
    tags: ['ten-sensibil', 'fara-parfum'],
    price: 34.9,
    shape: 'tube',
    label: 'PANTHO 5',
    lead: [
      'Cremă universală pentru pielea iritată, crăpată sau înroșită, de la obraji la zona scutecului.',
      'An all-purpose cream for irritated, cracked or reddened skin, from cheeks to the nappy area.',
    ],
    benefits: [
      ['accelerează refacerea pielii', 'helps the skin recover faster'],
      ['potrivită pentru bebeluși și adulți', 'suitable for babies and adults'],
    ],
    ingredients: [
      'pantenol 5%, oxid de zinc, glicerină, unt de shea',
      '5% panthenol, zinc oxide, glycerin, shea butter',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 52,
    title: ['Ceai verde cu mentă', 'Green tea with mint'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['vegan', 'bio'],
    price: 23.9,
    shape: 'box',
    label: 'Green Mint',
    color: '#cfe3c4',
    lead: [
      'Ceai verde cu frunze întregi și mentă, pentru o pauză revigorantă în mijlocul zilei.',
      'Whole-leaf green tea with mint for a refreshing break in the middle of the day.',
    ],
    benefits: [
      ['conține cofeină naturală, mai puțină decât cafeaua', 'contains natural caffeine, less than coffee'],
      ['bun și la rece, cu gheață și lămâie', 'great iced, with lemon'],
    ],
    ingredients: ['ceai verde 70%, frunze de mentă 30%', '70% green tea, 30% mint leaves'],
    size: ['75 g', '75 g'],
    usage: [
      'Pune o linguriță la 250 ml de apă de 80 °C și lasă la infuzat 2–3 minute; apa clocotită face ceaiul verde amar.',
      'Add one teaspoon to 250 ml of water at 80 °C and steep for 2–3 minutes; boiling water makes green tea bitter.',
    ],
  },
  {
    id: 53,
    title: ['Cremă bogată cu apă termală pentru ten uscat', 'Rich thermal water cream for dry skin'],
    kind: 'cream',
    cats: ['ingrijire-cu-apa-termala'],
    tags: ['apa-termala', 'ten-uscat'],
    price: 79.9,
    shape: 'jar',
    label: 'AQUA Rich',
    lead: [
      'Cremă onctuoasă, cu apă termală și unt de shea, pentru tenul uscat care simte frigul.',
      'A rich cream with thermal water and shea butter for dry skin that feels the cold.',
    ],
    benefits: [
      ['confort imediat, fără senzație de strângere', 'instant comfort, no tightness'],
      ['protejează pielea de vânt și ger', 'protects skin from wind and frost'],
    ],
    ingredients: [
      'apă termală, unt de shea, scualan, ceramide',
      'thermal water, shea butter, squalane, ceramides',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 54,
    title: ['Ser exfoliant cu AHA și BHA', 'AHA and BHA exfoliating serum'],
    kind: 'exfoliant',
    cats: ['seruri', 'tratament-acnee'],
    tags: ['acnee', 'anti-aging'],
    price: 72.9,
    shape: 'dropper',
    label: 'AHA BHA',
    lead: [
      'Ser de noapte care combină acizi exfolianți pentru o piele mai netedă și pori mai curați.',
      'An overnight serum combining exfoliating acids for smoother skin and clearer pores.',
    ],
    benefits: [
      [
        'acid lactic pentru luminozitate, acid salicilic pentru pori',
        'lactic acid for radiance, salicylic acid for pores',
      ],
      ['cu pantenol, pentru a reduce iritarea', 'with panthenol to reduce irritation'],
    ],
    ingredients: [
      'acid lactic 5%, acid salicilic 1%, pantenol, acid hialuronic',
      '5% lactic acid, 1% salicylic acid, panthenol, hyaluronic acid',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 55,
    title: [
      'Loțiune de protecție solară pentru ten sensibil SPF 50+',
      'SPF 50+ sun lotion for sensitive skin',
    ],
    kind: 'sunBody',
    cats: ['protectie-solara-corp', 'piele-sensibila'],
    tags: ['spf-50', 'ten-sensibil', 'fara-parfum'],
    price: 109,
    shape: 'bottle',
    label: 'SUN Sensitive',
    lead: [
      'Loțiune pentru față și corp, fără parfum, pentru pielea care reacționează la soare.',
      'A fragrance-free face and body lotion for skin that reacts to the sun.',
    ],
    benefits: [
      ['ajută la prevenirea alergiei solare', 'helps prevent sun allergy'],
      ['filtre blânde, testate pe piele sensibilă', 'gentle filters tested on sensitive skin'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, apă termală, vitamina E, alantoină',
      'photostable UVA/UVB filters, thermal water, vitamin E, allantoin',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 56,
    title: ['Ulei de argan bio 50 ml', 'Organic argan oil 50 ml'],
    kind: 'oil',
    cats: ['uleiuri-vegetale'],
    tags: ['bio', 'vegan', 'ten-uscat'],
    price: 59.9,
    shape: 'dropper',
    label: 'Argan',
    color: '#d9a441',
    lead: [
      'Ulei de argan marocan presat la rece, pentru piele, păr și unghii.',
      'Cold-pressed Moroccan argan oil for skin, hair and nails.',
    ],
    benefits: [
      ['bogat în vitamina E și acizi grași omega', 'rich in vitamin E and omega fatty acids'],
      ['domolește părul vâlvoi fără să-l îngreuneze', 'tames frizz without weighing hair down'],
    ],
    ingredients: [
      'ulei de argan (Argania spinosa) presat la rece, bio, 100%',
      '100% organic cold-pressed argan oil (Argania spinosa)',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 57,
    title: ['Miere de tei 400 g', 'Linden honey 400 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 36.9,
    shape: 'honey-jar',
    label: 'Tei',
    color: '#e9c46a',
    lead: [
      'Miere de tei cu aromă intensă, mentolată, culeasă în iunie din pădurile de tei.',
      'Linden honey with an intense, slightly minty aroma, harvested in June from linden forests.',
    ],
    benefits: [
      ['preferata ceaiurilor de iarnă', 'a favourite for winter teas'],
      ['culoare galben-verzuie, caracteristică', 'the characteristic yellow-green colour'],
    ],
    ingredients: ['miere de tei 100%', '100% linden honey'],
    size: ['400 g', '400 g'],
  },
  {
    id: 58,
    title: ['Cremă iluminatoare cu vitamina C', 'Vitamin C brightening cream'],
    kind: 'cream',
    cats: ['creme-hidratante'],
    tags: ['vitamina-c', 'anti-aging'],
    price: 88.9,
    shape: 'pump',
    label: 'Vita C',
    color: '#f6e6c9',
    lead: [
      'Cremă cu derivat stabil de vitamina C, care redă strălucirea tenului tern și obosit.',
      'A cream with a stable vitamin C derivative that revives dull, tired skin.',
    ],
    benefits: [
      ['uniformizează tonul pielii', 'evens out skin tone'],
      [
        'flacon airless, care protejează vitamina C de oxidare',
        'airless bottle that protects the vitamin C from oxidation',
      ],
    ],
    ingredients: [
      'ascorbil glucozid 5%, vitamina E, acid hialuronic, extract de portocală',
      '5% ascorbyl glucoside, vitamin E, hyaluronic acid, orange extract',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 59,
    title: [
      'Apă micelară bifazică pentru machiaj rezistent',
      'Bi-phase micellar water for long-wear make-up',
    ],
    kind: 'micellar',
    cats: ['demachiante'],
    tags: ['vegan', 'ten-sensibil'],
    price: 39.9,
    shape: 'bottle',
    label: 'BI-Phase',
    lead: [
      'Demachiant în două faze, care topește rimelul rezistent la apă și rujul mat fără frecare.',
      'A two-phase remover that dissolves waterproof mascara and matte lipstick without rubbing.',
    ],
    benefits: [
      [
        'faza uleioasă dizolvă machiajul, faza apoasă împrospătează',
        'the oil phase dissolves make-up, the water phase refreshes',
      ],
      ['nu lasă pleoapele unsuroase', 'does not leave eyelids greasy'],
    ],
    ingredients: [
      'micele, ulei de ricin, pantenol, extract de albăstrele',
      'micelles, castor oil, panthenol, cornflower extract',
    ],
    size: ['200 ml', '200 ml'],
    usage: [
      'Agită până se amestecă cele două faze, îmbibă un disc și ține-l câteva secunde pe ochi, apoi trage ușor în jos.',
      'Shake until the two phases mix, soak a pad, hold it on the eye for a few seconds, then sweep gently downwards.',
    ],
  },
  {
    id: 60,
    title: ['Gel hidratant pentru ten acneic', 'Moisturising gel for acne-prone skin'],
    kind: 'cream',
    cats: ['tratament-acnee'],
    tags: ['acnee', 'hidratare-intensa', 'fara-parfum'],
    price: 58.9,
    shape: 'tube',
    label: 'ACNE Hydra',
    lead: [
      'Gel ușor, necomedogen, pentru tenul acneic deshidratat de tratamente medicamentoase.',
      'A light, non-comedogenic gel for acne-prone skin dehydrated by medical treatments.',
    ],
    benefits: [
      ['calmează pielea uscată și descuamată', 'comforts dry, flaking skin'],
      ['nu provoacă apariția de noi coșuri', 'will not trigger new breakouts'],
    ],
    ingredients: [
      'acid hialuronic, niacinamidă, pantenol, extract de centella asiatica',
      'hyaluronic acid, niacinamide, panthenol, centella asiatica extract',
    ],
    size: ['40 ml', '40 ml'],
  },
  {
    id: 61,
    title: [
      'Spray cu apă termală și acid hialuronic 150 ml',
      'Thermal water mist with hyaluronic acid 150 ml',
    ],
    kind: 'thermal',
    cats: ['spray-uri-apa-termala'],
    tags: ['apa-termala', 'acid-hialuronic'],
    price: 42.9,
    shape: 'spray',
    label: 'AQUA Hyal',
    lead: [
      'Ceață fină cu apă termală și acid hialuronic, care hidratează tenul oricând în timpul zilei.',
      'A fine mist of thermal water and hyaluronic acid that hydrates the skin at any time of day.',
    ],
    benefits: [
      ['reîmprospătează machiajul fără să-l strice', 'refreshes make-up without ruining it'],
      ['ideal în birourile cu aer condiționat', 'ideal in air-conditioned offices'],
    ],
    ingredients: ['apă termală, acid hialuronic, glicerină', 'thermal water, hyaluronic acid, glycerin'],
    size: ['150 ml', '150 ml'],
  },
  {
    id: 62,
    title: ['Balsam natural cu gălbenele', 'Natural calendula balm'],
    kind: 'butter',
    cats: ['balsamuri-si-unturi'],
    tags: ['bio', 'ten-sensibil'],
    price: 29.9,
    shape: 'jar',
    label: 'Gălbenele',
    color: '#f2c14e',
    lead: [
      'Balsam multifuncțional cu macerat de gălbenele, pentru zgârieturi, piele crăpată sau iritată.',
      'A multi-purpose balm with calendula macerate for scrapes and cracked or irritated skin.',
    ],
    benefits: [
      [
        'un singur borcan pentru buze, mâini, cuticule și coate',
        'one jar for lips, hands, cuticles and elbows',
      ],
      ['preparat manual, în loturi mici', 'handmade in small batches'],
    ],
    ingredients: [
      'macerat de gălbenele în ulei de floarea-soarelui, ceară de albine, unt de shea, vitamina E',
      'calendula macerated in sunflower oil, beeswax, shea butter, vitamin E',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 63,
    title: ['Cremă colorată cu protecție solară SPF 50', 'Tinted SPF 50 face cream'],
    kind: 'sunFace',
    cats: ['protectie-solara-fata'],
    tags: ['spf-50', 'protectie-solara'],
    price: 92.9,
    shape: 'tube',
    label: 'TINT 50',
    color: '#f1cfae',
    lead: [
      'Cremă cu pigmenți minerali, care uniformizează tenul și protejează de soare, în locul fondului de ten.',
      'A cream with mineral pigments that evens skin tone and protects from the sun, instead of foundation.',
    ],
    benefits: [
      ['nuanță universală, care se adaptează tenului', 'a universal shade that adapts to your skin'],
      [
        'protecție și împotriva luminii vizibile, care accentuează petele',
        'also protects against visible light, which darkens spots',
      ],
    ],
    ingredients: [
      'filtre minerale și chimice fotostabile, oxizi de fier, vitamina E, glicerină',
      'photostable mineral and chemical filters, iron oxides, vitamin E, glycerin',
    ],
    size: ['40 ml', '40 ml'],
  },
  {
    id: 64,
    title: ['Ser cu vitaminele B3 și B5', 'Vitamin B3 and B5 serum'],
    kind: 'serum',
    cats: ['seruri', 'piele-sensibila'],
    tags: ['ser-cu-vitamine', 'niacinamida', 'ten-sensibil'],
    price: 64.9,
    shape: 'dropper',
    label: 'VIT B3 B5',
    lead: [
      'Ser calmant cu niacinamidă (vitamina B3) și pantenol (vitamina B5), potrivit chiar și pentru tenul reactiv.',
      'A soothing serum with niacinamide (vitamin B3) and panthenol (vitamin B5), gentle enough for reactive skin.',
    ],
    benefits: [
      ['întărește bariera pielii', 'strengthens the skin barrier'],
      ['reduce roșeața și uniformizează tenul', 'reduces redness and evens tone'],
    ],
    ingredients: [
      'niacinamidă 5%, pantenol 5%, acid hialuronic, alantoină',
      '5% niacinamide, 5% panthenol, hyaluronic acid, allantoin',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 65,
    title: ['Exfoliant enzimatic cu papaya', 'Papaya enzyme exfoliator'],
    kind: 'mask',
    cats: ['masti-de-fata'],
    tags: ['ten-sensibil', 'vegan'],
    price: 54.9,
    shape: 'tube',
    label: 'Papaya',
    color: '#f7d3b5',
    lead: [
      'Exfoliant cu enzime din papaya și ananas, care netezește tenul fără granule și fără acizi.',
      'An exfoliator with papaya and pineapple enzymes that smooths skin without grains or acids.',
    ],
    benefits: [
      ['potrivit pentru tenul care nu tolerează scruburile', 'suits skin that cannot tolerate scrubs'],
      ['ten mai luminos după 10 minute', 'brighter skin after 10 minutes'],
    ],
    ingredients: [
      'papaină, bromelină, caolin, extract de aloe vera',
      'papain, bromelain, kaolin, aloe vera extract',
    ],
    size: ['75 ml', '75 ml'],
  },
  {
    id: 66,
    title: ['Ulei de cătină presat la rece 30 ml', 'Cold-pressed sea buckthorn oil 30 ml'],
    kind: 'oil',
    cats: ['uleiuri-vegetale'],
    tags: ['bio', 'anti-aging'],
    price: 44.9,
    shape: 'dropper',
    label: 'Cătină',
    color: '#e8762b',
    lead: [
      'Ulei intens portocaliu din fructe de cătină din Dobrogea, bogat în carotenoizi și omega-7.',
      'An intensely orange oil from Dobruja sea buckthorn berries, rich in carotenoids and omega-7.',
    ],
    benefits: [
      ['susține regenerarea pielii obosite', 'supports the renewal of tired skin'],
      [
        'câteva picături în cremă dau un ten sănătos, luminos',
        'a few drops in your cream give a healthy glow',
      ],
    ],
    ingredients: [
      'ulei de cătină (Hippophae rhamnoides) presat la rece, bio, 100%',
      '100% organic cold-pressed sea buckthorn oil (Hippophae rhamnoides)',
    ],
    size: ['30 ml', '30 ml'],
    usage: [
      'Amestecă 1–2 picături cu crema obișnuită, seara. Folosit pur, poate colora temporar pielea în portocaliu.',
      'Mix 1–2 drops into your usual cream in the evening. Used neat, it may temporarily tint the skin orange.',
    ],
  },
  {
    id: 67,
    title: ['Cremă intensivă pentru mâini crăpate', 'Intensive cream for cracked hands'],
    kind: 'balm',
    cats: ['piele-uscata-atopica'],
    tags: ['ten-uscat', 'fara-parfum'],
    price: 29.9,
    shape: 'tube',
    label: 'HAND SOS',
    lead: [
      'Cremă concentrată pentru mâinile foarte uscate, crăpate, care ustură la contactul cu apa.',
      'A concentrated cream for very dry, cracked hands that sting in water.',
    ],
    benefits: [
      ['cu uree 10% și glicerină 20%', 'with 10% urea and 20% glycerin'],
      ['rezultate vizibile după 3 zile', 'visible results after 3 days'],
    ],
    ingredients: [
      'glicerină 20%, uree 10%, alantoină, unt de shea',
      '20% glycerin, 10% urea, allantoin, shea butter',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 68,
    title: ['Ceai de plante pentru digestie', 'Herbal digestive tea'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['bio', 'vegan'],
    price: 22.9,
    shape: 'box',
    label: 'Digest',
    color: '#dfe8c7',
    lead: [
      'Amestec tradițional de mentă, fenicul și anason, pentru o cană după mesele îmbelșugate.',
      'A traditional blend of mint, fennel and anise for a cup after a hearty meal.',
    ],
    benefits: [
      ['gust proaspăt, ușor dulce', 'fresh, lightly sweet taste'],
      ['fără cofeină, potrivit și seara', 'caffeine-free, fine in the evening too'],
    ],
    ingredients: [
      'frunze de mentă 40%, fenicul 30%, anason 20%, mușețel 10%',
      '40% mint leaves, 30% fennel, 20% anise, 10% chamomile',
    ],
    size: ['50 g', '50 g'],
  },
  {
    id: 69,
    title: ['Cremă-gel cu niacinamidă 5%', '5% niacinamide gel-cream'],
    kind: 'cream',
    cats: ['creme-hidratante'],
    tags: ['niacinamida', 'ten-gras'],
    price: 59.9,
    shape: 'pump',
    label: 'NIA Gel',
    lead: [
      'Cremă-gel fresh pentru tenul mixt, care hidratează și rafinează porii.',
      'A fresh gel-cream for combination skin that hydrates and refines pores.',
    ],
    benefits: [
      ['se absoarbe instant, chiar și vara', 'absorbs instantly, even in summer'],
      ['ajută la estomparea petelor post-acneice', 'helps fade post-acne marks'],
    ],
    ingredients: [
      'niacinamidă 5%, acid hialuronic, ceramide, extract de ceai verde',
      '5% niacinamide, hyaluronic acid, ceramides, green tea extract',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 70,
    title: ['Spray de protecție solară transparent SPF 50', 'Transparent SPF 50 sun spray'],
    kind: 'sunBody',
    cats: ['protectie-solara-corp'],
    tags: ['spf-50', 'protectie-solara', 'vegan'],
    price: 84.9,
    shape: 'spray',
    label: 'SUN Mist',
    lead: [
      'Spray transparent care se aplică și pe pielea umedă, direct la ieșirea din apă.',
      'A clear spray that can be applied even to wet skin, straight out of the water.',
    ],
    benefits: [
      ['nu lasă urme pe haine', 'leaves no marks on clothes'],
      ['formulă vegană, fără ingrediente de origine animală', 'vegan formula, no animal-derived ingredients'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, alcool, ulei de jojoba, vitamina E',
      'photostable UVA/UVB filters, alcohol, jojoba oil, vitamin E',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 71,
    title: ['Ulei de curățare pentru ten uscat', 'Cleansing oil for dry skin'],
    kind: 'cleanser',
    cats: ['demachiante'],
    tags: ['ten-uscat', 'vegan'],
    price: 56.9,
    shape: 'pump',
    label: 'Clean Oil',
    color: '#f6e6c9',
    lead: [
      'Ulei de curățare care se transformă în lapte la contactul cu apa și topește machiajul și protecția solară.',
      'A cleansing oil that turns milky with water and melts away make-up and sunscreen.',
    ],
    benefits: [
      ['primul pas ideal într-o curățare dublă', 'the ideal first step in a double cleanse'],
      ['pielea rămâne hrănită, nu grasă', 'skin is left nourished, not greasy'],
    ],
    ingredients: [
      'ulei de floarea-soarelui, ulei de migdale dulci, emulgatori vegetali, vitamina E',
      'sunflower oil, sweet almond oil, plant emulsifiers, vitamin E',
    ],
    size: ['150 ml', '150 ml'],
    usage: [
      'Aplică 2–3 pompări pe tenul uscat și masează, apoi umezește mâinile, emulsionează și clătește bine.',
      'Apply 2–3 pumps to dry skin and massage, then wet your hands, emulsify and rinse well.',
    ],
  },
  {
    id: 72,
    title: ['Mască calmantă cu apă termală', 'Soothing thermal water mask'],
    kind: 'mask',
    cats: ['ingrijire-cu-apa-termala', 'masti-de-fata'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 59.9,
    shape: 'tube',
    label: 'AQUA Mask',
    lead: [
      'Mască cremoasă, cu apă termală, pentru momentele în care pielea este iritată și înroșită.',
      'A creamy thermal water mask for moments when the skin is irritated and red.',
    ],
    benefits: [
      ['efect răcoritor imediat', 'an instant cooling effect'],
      ['poate fi lăsată peste noapte, în strat subțire', 'can be left on overnight in a thin layer'],
    ],
    ingredients: [
      'apă termală, unt de shea, alantoină, bisabolol',
      'thermal water, shea butter, allantoin, bisabolol',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 73,
    title: ['Cremă cu uree 10% pentru piele foarte uscată', '10% urea cream for very dry skin'],
    kind: 'body',
    cats: ['piele-uscata-atopica'],
    tags: ['ten-uscat', 'hidratare-intensa'],
    price: 54.9,
    shape: 'tube',
    label: 'UREA 10',
    lead: [
      'Cremă de corp care înmoaie pielea îngroșată și aspră de pe coate, genunchi și călcâie.',
      'A body cream that softens thickened, rough skin on elbows, knees and heels.',
    ],
    benefits: [
      ['exfoliere blândă și hidratare în același timp', 'gentle exfoliation and hydration at once'],
      ['textură bogată, dar care nu pătează hainele', 'a rich texture that does not stain clothes'],
    ],
    ingredients: ['uree 10%, acid lactic, glicerină, ceramide', '10% urea, lactic acid, glycerin, ceramides'],
    size: ['100 ml', '100 ml'],
  },
  {
    id: 74,
    title: ['Săpun natural cu argilă roz și trandafir', 'Pink clay and rose natural soap'],
    kind: 'soap',
    cats: ['sapunuri-naturale'],
    tags: ['vegan', 'ten-sensibil'],
    price: 23.9,
    shape: 'bar',
    label: 'Rose',
    color: '#efc9cf',
    lead: [
      'Săpun delicat cu argilă roz și apă de trandafir, pentru față și corp.',
      'A delicate soap with pink clay and rose water, for face and body.',
    ],
    benefits: [
      ['curăță fără să usuce tenul sensibil', 'cleanses without drying sensitive skin'],
      ['parfum fin de trandafir', 'a delicate rose scent'],
    ],
    ingredients: [
      'ulei de măsline, unt de cacao, argilă roz, apă de trandafir, ulei esențial de palmarosa',
      'olive oil, cocoa butter, pink clay, rose water, palmarosa essential oil',
    ],
    size: ['100 g', '100 g'],
  },
  {
    id: 75,
    title: ['Fiole cu vitamina C pentru strălucire, 7 × 2 ml', 'Vitamin C radiance ampoules, 7 × 2 ml'],
    kind: 'serum',
    cats: ['seruri'],
    tags: ['vitamina-c', 'ser-cu-vitamine', 'cadou'],
    price: 99.9,
    shape: 'box',
    label: 'Vita C 7',
    color: '#fff0c9',
    lead: [
      'Cură de o săptămână cu vitamina C proaspătă, în fiole de unică folosință, pentru un ten luminos înaintea unui eveniment.',
      'A one-week course of fresh vitamin C in single-use ampoules for glowing skin before an event.',
    ],
    benefits: [
      [
        'fiecare fiolă se deschide proaspătă, fără oxidare',
        'each ampoule is opened fresh, with no oxidation',
      ],
      ['rezultate vizibile după 7 zile', 'visible results after 7 days'],
    ],
    ingredients: [
      'acid ascorbic 10%, acid hialuronic, vitamina E, extract de portocală amară',
      '10% ascorbic acid, hyaluronic acid, vitamin E, bitter orange extract',
    ],
    size: ['7 × 2 ml', '7 × 2 ml'],
    usage: [
      'Dimineața, rupe vârful unei fiole, aplică conținutul pe față, gât și decolteu, apoi continuă cu crema. O fiolă pe zi, 7 zile.',
      'Each morning, snap open one ampoule, apply to face, neck and chest, then follow with your moisturiser. One ampoule a day for 7 days.',
    ],
  },
  {
    id: 76,
    title: ['Lapte de protecție solară SPF 30 pentru familie 300 ml', 'SPF 30 family sun milk 300 ml'],
    kind: 'sunBody',
    cats: ['protectie-solara-corp'],
    tags: ['protectie-solara', 'hidratare-intensa'],
    price: 79.9,
    shape: 'bottle',
    label: 'FAMILY 30',
    lead: [
      'Flacon mare de lapte de protecție solară, pentru toată familia, în concediul la mare.',
      'A large bottle of sun milk for the whole family on a seaside holiday.',
    ],
    benefits: [
      ['se întinde ușor pe suprafețe mari', 'spreads easily over large areas'],
      ['hidratează pielea toată ziua', 'keeps skin moisturised all day'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, glicerină, ulei de floarea-soarelui, vitamina E',
      'photostable UVA/UVB filters, glycerin, sunflower oil, vitamin E',
    ],
    size: ['300 ml', '300 ml'],
  },
  {
    id: 77,
    title: ['Tratament intensiv pentru urme post-acneice', 'Intensive treatment for post-acne marks'],
    kind: 'serum',
    cats: ['tratament-acnee'],
    tags: ['acnee', 'niacinamida'],
    price: 82.9,
    shape: 'dropper',
    label: 'MARK Fade',
    lead: [
      'Ser care estompează petele maronii și roșiatice rămase după coșuri.',
      'A serum that fades the brown and red marks left behind by spots.',
    ],
    benefits: [
      [
        'acid azelaic și niacinamidă, un duo bine tolerat',
        'azelaic acid and niacinamide, a well-tolerated duo',
      ],
      ['pielea arată mai uniformă în 8 săptămâni', 'skin looks more even in 8 weeks'],
    ],
    ingredients: [
      'acid azelaic 10%, niacinamidă 4%, acid tranexamic, alantoină',
      '10% azelaic acid, 4% niacinamide, tranexamic acid, allantoin',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 78,
    title: ['Cremă cu apă termală pentru bebeluși', 'Baby thermal water cream'],
    kind: 'body',
    cats: ['ingrijire-cu-apa-termala', 'piele-uscata-atopica'],
    tags: ['apa-termala', 'fara-parfum', 'ten-sensibil'],
    price: 46.9,
    shape: 'tube',
    label: 'BABY Aqua',
    lead: [
      'Cremă delicată pentru obrăjorii și corpul bebelușilor, de la naștere.',
      'A gentle cream for babies’ cheeks and body, from birth.',
    ],
    benefits: [
      ['protejează pielea de frig și vânt la plimbare', 'protects skin from cold and wind on walks'],
      ['formulă minimalistă, fără parfum', 'minimalist, fragrance-free formula'],
    ],
    ingredients: [
      'apă termală, unt de shea, glicerină, pantenol',
      'thermal water, shea butter, glycerin, panthenol',
    ],
    size: ['100 ml', '100 ml'],
  },
  {
    id: 79,
    title: ['Miere cu lăptișor de matcă 250 g', 'Honey with royal jelly 250 g'],
    kind: 'bee',
    cats: ['produse-apicole'],
    tags: ['miere', 'cadou'],
    price: 54.9,
    shape: 'honey-jar',
    label: 'Lăptișor',
    color: '#f2d48b',
    lead: [
      'Miere poliflorală cremoasă în care am amestecat 3% lăptișor de matcă proaspăt.',
      'Creamy wildflower honey blended with 3% fresh royal jelly.',
    ],
    benefits: [
      ['o linguriță dimineața, în perioadele aglomerate', 'a teaspoon in the morning during busy times'],
      ['textură fină, ușor de întins', 'a smooth, spreadable texture'],
    ],
    ingredients: ['miere poliflorală 97%, lăptișor de matcă 3%', '97% wildflower honey, 3% royal jelly'],
    size: ['250 g', '250 g'],
    usage: [
      'Adulți: o linguriță pe zi, dimineața, ținută puțin sub limbă. A se păstra la frigider. Nu se recomandă copiilor sub 3 ani.',
      'Adults: one teaspoon a day in the morning, held under the tongue for a moment. Keep refrigerated. Not suitable for children under 3.',
    ],
  },
  {
    id: 80,
    title: ['Balsam de buze natural cu ceară de albine', 'Natural beeswax lip balm'],
    kind: 'balm',
    cats: ['balsamuri-si-unturi'],
    tags: ['bio', 'miere'],
    price: 19.9,
    shape: 'tube',
    label: 'Lip Bee',
    color: '#f2d48b',
    lead: [
      'Balsam de buze simplu, cu ceară de albine, miere și ulei de cocos.',
      'A simple lip balm with beeswax, honey and coconut oil.',
    ],
    benefits: [
      ['protejează buzele de frig și vânt', 'protects lips from cold and wind'],
      ['gust ușor de miere', 'a light honey taste'],
    ],
    ingredients: [
      'ceară de albine, ulei de cocos, unt de shea, miere, vitamina E',
      'beeswax, coconut oil, shea butter, honey, vitamin E',
    ],
    size: ['4,5 g', '4.5 g'],
  },
  {
    id: 81,
    title: ['Mască tip șervețel cu acid hialuronic, set de 5', 'Hyaluronic acid sheet masks, pack of 5'],
    kind: 'mask',
    cats: ['masti-de-fata'],
    tags: ['acid-hialuronic', 'hidratare-intensa', 'cadou'],
    price: 49.9,
    shape: 'box',
    label: 'Sheet Mask',
    color: '#dcebf2',
    lead: [
      'Măști din fibre de bumbac îmbibate cu ser hidratant, pentru un ten odihnit în 15 minute.',
      'Cotton sheet masks soaked in hydrating serum for rested skin in 15 minutes.',
    ],
    benefits: [
      ['ideale înainte de o ocazie specială', 'ideal before a special occasion'],
      [
        'se păstrează și la frigider, pentru un efect răcoritor',
        'can be kept in the fridge for extra cooling',
      ],
    ],
    ingredients: [
      'acid hialuronic, glicerină, niacinamidă, extract de aloe vera',
      'hyaluronic acid, glycerin, niacinamide, aloe vera extract',
    ],
    size: ['5 × 25 ml', '5 × 25 ml'],
    usage: [
      'Aplică masca pe tenul curat, las-o 15 minute, apoi îndepărteaz-o și masează restul de ser până se absoarbe. Nu clăti.',
      'Apply the mask to clean skin, leave for 15 minutes, then remove and massage in the remaining serum. Do not rinse.',
    ],
  },
  {
    id: 82,
    title: ['Ser cu acid tranexamic pentru pete pigmentare', 'Tranexamic acid serum for dark spots'],
    kind: 'serum',
    cats: ['seruri'],
    tags: ['anti-aging', 'niacinamida'],
    price: 94.9,
    shape: 'dropper',
    label: 'TXA Spot',
    lead: [
      'Ser țintit pentru petele pigmentare cauzate de soare și de schimbările hormonale.',
      'A targeted serum for dark spots caused by the sun and hormonal changes.',
    ],
    benefits: [
      ['potrivit și pentru tenul sensibil', 'suitable for sensitive skin too'],
      ['se folosește împreună cu protecția solară zilnică', 'to be used with daily sunscreen'],
    ],
    ingredients: [
      'acid tranexamic 3%, niacinamidă 5%, extract de lemn-dulce, acid hialuronic',
      '3% tranexamic acid, 5% niacinamide, liquorice extract, hyaluronic acid',
    ],
    size: ['30 ml', '30 ml'],
  },
  {
    id: 83,
    title: ['Unt de corp cu cacao și vanilie 200 ml', 'Cocoa and vanilla body butter 200 ml'],
    kind: 'butter',
    cats: ['balsamuri-si-unturi'],
    tags: ['vegan', 'ten-uscat', 'cadou'],
    price: 44.9,
    shape: 'jar',
    label: 'Cacao',
    color: '#c89f7e',
    lead: [
      'Unt de corp bătut, cu unt de cacao și vanilie, care miroase a desert și hrănește ca o cremă de noapte.',
      'A whipped body butter with cocoa butter and vanilla that smells like dessert and nourishes like a night cream.',
    ],
    benefits: [
      ['textură aerată, care se topește pe piele', 'an airy texture that melts into the skin'],
      ['un cadou mereu binevenit', 'a gift that is always welcome'],
    ],
    ingredients: [
      'unt de cacao, unt de shea, ulei de cocos, extract de vanilie',
      'cocoa butter, shea butter, coconut oil, vanilla extract',
    ],
    size: ['200 ml', '200 ml'],
  },
  {
    id: 84,
    title: ['Apă termală în format de călătorie 50 ml', 'Travel-size thermal water 50 ml'],
    kind: 'thermal',
    cats: ['spray-uri-apa-termala'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 19.9,
    shape: 'spray',
    label: 'AQUA Mini',
    lead: [
      'Apa termală preferată, în format mic, acceptat în bagajul de mână.',
      'Your favourite thermal water in a small size allowed in hand luggage.',
    ],
    benefits: [
      ['încape în orice poșetă', 'fits in any handbag'],
      [
        'salvarea tenului în avion, unde aerul este foarte uscat',
        'a lifesaver on planes, where the air is very dry',
      ],
    ],
    ingredients: ['apă termală 100%, azot (gaz propulsor)', '100% thermal water, nitrogen (propellant)'],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 85,
    title: [
      'Cremă hidratantă fără parfum pentru ten reactiv',
      'Fragrance-free moisturiser for reactive skin',
    ],
    kind: 'cream',
    cats: ['piele-sensibila', 'creme-hidratante'],
    tags: ['ten-sensibil', 'fara-parfum', 'hidratare-intensa'],
    price: 69.9,
    shape: 'pump',
    label: 'DERMA Pure',
    lead: [
      'Cremă cu doar nouă ingrediente, pentru tenul care reacționează la aproape orice produs nou.',
      'A cream with just nine ingredients, for skin that reacts to almost every new product.',
    ],
    benefits: [
      [
        'ambalaj steril, care protejează formula fără conservanți',
        'sterile packaging that protects the preservative-free formula',
      ],
      ['hidratare confortabilă, toată ziua', 'comfortable all-day hydration'],
    ],
    ingredients: [
      'apă termală, scualan, glicerină, ceramide, unt de shea',
      'thermal water, squalane, glycerin, ceramides, shea butter',
    ],
    size: ['40 ml', '40 ml'],
  },
  {
    id: 86,
    title: ['Set cadou săpunuri naturale', 'Natural soap gift set'],
    kind: 'gift',
    cats: ['cosmetice-naturale'],
    tags: ['cadou', 'vegan', 'bio'],
    price: 79.9,
    shape: 'box',
    label: 'Soap Trio',
    color: '#e8d6e6',
    lead: [
      'Trei săpunuri artizanale, lavandă, trandafir și cărbune activ, într-o cutie de carton kraft.',
      'Three artisan soaps, lavender, rose and activated charcoal, in a kraft gift box.',
    ],
    benefits: [
      ['un săpun pentru fiecare tip de piele', 'a soap for every skin type'],
      ['ambalaj fără plastic', 'plastic-free packaging'],
    ],
    ingredients: [
      'ulei de măsline, ulei de cocos, unt de cacao, uleiuri esențiale',
      'olive oil, coconut oil, cocoa butter, essential oils',
    ],
    size: ['3 × 100 g', '3 × 100 g'],
  },
  {
    id: 87,
    title: ['Fluid matifiant SPF 50 pentru ten acneic', 'Mattifying SPF 50 fluid for acne-prone skin'],
    kind: 'sunFace',
    cats: ['protectie-solara-fata', 'tratament-acnee'],
    tags: ['spf-50', 'acnee', 'ten-gras'],
    price: 86.9,
    shape: 'tube',
    label: 'SUN Matte',
    lead: [
      'Protecție solară cu finisaj mat, pentru tenul acneic care nu suportă cremele grele.',
      'A matte-finish sunscreen for acne-prone skin that cannot tolerate heavy creams.',
    ],
    benefits: [
      ['necomedogen, testat pe ten acneic', 'non-comedogenic, tested on acne-prone skin'],
      ['compatibil cu tratamentele pentru acnee', 'compatible with acne treatments'],
    ],
    ingredients: [
      'filtre UVA/UVB fotostabile, pudră de orez, zinc, niacinamidă',
      'photostable UVA/UVB filters, rice powder, zinc, niacinamide',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 88,
    title: ['Ceai de cătină și măceșe', 'Sea buckthorn and rosehip tea'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['bio', 'vitamina-c'],
    price: 24.9,
    shape: 'box',
    label: 'Cătină',
    color: '#f4c28a',
    lead: [
      'Ceai de fructe acrișor, cu cătină și măceșe uscate, două surse naturale de vitamina C.',
      'A tangy fruit tea with dried sea buckthorn and rosehips, two natural sources of vitamin C.',
    ],
    benefits: [
      ['culoare rubinie, frumoasă în cană', 'a beautiful ruby colour in the cup'],
      ['delicios cu o linguriță de miere', 'delicious with a spoonful of honey'],
    ],
    ingredients: ['măceșe 50%, cătină 30%, hibiscus 20%', '50% rosehips, 30% sea buckthorn, 20% hibiscus'],
    size: ['100 g', '100 g'],
  },
  {
    id: 89,
    title: ['Miere de mană 400 g', 'Honeydew honey 400 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 49.9,
    shape: 'honey-jar',
    label: 'Mană',
    color: '#7a4a22',
    lead: [
      'Miere de mană închisă la culoare, cu gust intens, ușor malțat, mai puțin dulce decât mierea florală.',
      'Dark honeydew honey with an intense, slightly malty taste, less sweet than flower honey.',
    ],
    benefits: [
      ['bogată în minerale', 'rich in minerals'],
      ['perfectă pe pâine prăjită cu unt', 'perfect on buttered toast'],
    ],
    ingredients: ['miere de mană de brad 100%', '100% fir honeydew honey'],
    size: ['400 g', '400 g'],
  },
  {
    id: 90,
    title: ['Fagure de miere natural 300 g', 'Natural honeycomb 300 g'],
    kind: 'bee',
    cats: ['miere-si-delicatese', 'produse-apicole'],
    tags: ['miere', 'cadou'],
    price: 69.9,
    shape: 'box',
    label: 'Fagure',
    color: '#f2c14e',
    lead: [
      'Fagure întreg, așa cum iese din stup, cu mierea încă sigilată de albine în celulele de ceară.',
      'Whole honeycomb straight from the hive, with the honey still sealed by the bees in wax cells.',
    ],
    benefits: [
      ['o experiență de gust cu totul aparte', 'a truly special tasting experience'],
      ['spectaculos pe un platou cu brânzeturi', 'spectacular on a cheese board'],
    ],
    ingredients: ['miere în fagure 100% (miere și ceară de albine)', '100% comb honey (honey and beeswax)'],
    size: ['300 g', '300 g'],
    usage: [
      'Taie felii și servește cu brânzeturi, pâine prăjită sau iaurt; ceara se poate mesteca. A se păstra la temperatura camerei.',
      'Cut into slices and serve with cheese, toast or yoghurt; the wax can be chewed. Store at room temperature.',
    ],
  },
  {
    id: 91,
    title: ['Miere cu cătină 250 g', 'Honey with sea buckthorn 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'vitamina-c'],
    price: 38.9,
    shape: 'honey-jar',
    label: 'Cătină',
    color: '#f08a24',
    lead: [
      'Miere de salcâm cu piure de cătină proaspătă, un duo portocaliu, acrișor-dulce, pentru zilele reci.',
      'Acacia honey with fresh sea buckthorn purée, an orange sweet-and-tangy duo for cold days.',
    ],
    benefits: [
      [
        'cătina este una dintre cele mai bogate surse naturale de vitamina C',
        'sea buckthorn is one of the richest natural sources of vitamin C',
      ],
      ['gust echilibrat, deloc amar', 'a balanced, never bitter taste'],
    ],
    ingredients: ['miere de salcâm 70%, cătină 30%', '70% acacia honey, 30% sea buckthorn'],
    size: ['250 g', '250 g'],
  },
  {
    id: 92,
    title: ['Ceai de fructe de pădure', 'Forest fruit tea'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['vegan', 'bio'],
    price: 21.9,
    shape: 'box',
    label: 'Berry',
    color: '#e3b7c8',
    lead: [
      'Amestec de fructe uscate, cu afine, zmeură și mure, pentru o cană parfumată, fără cofeină.',
      'A blend of dried fruit with blueberries, raspberries and blackberries for a fragrant, caffeine-free cup.',
    ],
    benefits: [
      ['dulceag natural, nu necesită zahăr', 'naturally sweet, no sugar needed'],
      ['preferatul copiilor', 'a favourite with children'],
    ],
    ingredients: [
      'măr, hibiscus, afine, zmeură, mure, coacăze negre',
      'apple, hibiscus, blueberries, raspberries, blackberries, blackcurrants',
    ],
    size: ['100 g', '100 g'],
  },
  {
    id: 93,
    title: ['Miere cremoasă de rapiță 400 g', 'Creamed rapeseed honey 400 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 32.9,
    shape: 'honey-jar',
    label: 'Rapiță',
    color: '#f6e7b4',
    lead: [
      'Miere de rapiță cristalizată controlat, cu textură fină, de cremă, care nu curge de pe felia de pâine.',
      'Rapeseed honey crystallised under control into a smooth, creamy texture that stays on your bread.',
    ],
    benefits: [
      ['culoare aproape albă, gust blând', 'almost white colour, mild taste'],
      ['ușor de întins, pe placul copiilor', 'easy to spread, loved by children'],
    ],
    ingredients: ['miere de rapiță 100%', '100% rapeseed honey'],
    size: ['400 g', '400 g'],
  },
  {
    id: 94,
    title: ['Miere cu zmeură 250 g', 'Honey with raspberries 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'cadou'],
    price: 36.9,
    shape: 'honey-jar',
    label: 'Zmeură',
    color: '#d05a5e',
    lead: [
      'Miere cremoasă cu zmeură liofilizată, care păstrează gustul și parfumul fructelor de vară.',
      'Creamed honey with freeze-dried raspberries that keeps the taste and scent of summer fruit.',
    ],
    benefits: [
      ['culoare roz, spectaculoasă pe masa de mic dejun', 'a pink colour that shines on the breakfast table'],
      ['fără zahăr adăugat și fără arome', 'no added sugar and no flavourings'],
    ],
    ingredients: [
      'miere poliflorală 92%, zmeură liofilizată 8%',
      '92% wildflower honey, 8% freeze-dried raspberries',
    ],
    size: ['250 g', '250 g'],
  },
  {
    id: 95,
    title: ['Ceai de plante pentru un somn liniștit', 'Herbal tea for restful sleep'],
    kind: 'tea',
    cats: ['ceaiuri'],
    tags: ['bio', 'vegan'],
    price: 22.9,
    shape: 'box',
    label: 'Sleep',
    color: '#d9d3ea',
    lead: [
      'Amestec de roiniță, lavandă și flori de tei, pentru seri mai liniștite.',
      'A blend of lemon balm, lavender and linden flowers for calmer evenings.',
    ],
    benefits: [
      ['fără cofeină', 'caffeine-free'],
      ['aromă florală, ușor citrică', 'a floral, lightly citrus aroma'],
    ],
    ingredients: [
      'roiniță 50%, flori de tei 30%, lavandă 10%, mușețel 10%',
      '50% lemon balm, 30% linden flowers, 10% lavender, 10% chamomile',
    ],
    size: ['50 g', '50 g'],
  },
  {
    id: 96,
    title: ['Miere cu nuci și caise 250 g', 'Honey with walnuts and apricots 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'cadou'],
    price: 44.9,
    shape: 'honey-jar',
    label: 'Nuci Caise',
    color: '#d9962f',
    lead: [
      'Miere de salcâm cu miez de nucă românească și caise uscate tăiate cubulețe: un desert gata făcut.',
      'Acacia honey with Romanian walnut kernels and diced dried apricots: a ready-made dessert.',
    ],
    benefits: [
      ['40% nuci și fructe în fiecare borcan', '40% nuts and fruit in every jar'],
      ['delicioasă cu brânză proaspătă sau cu iaurt grecesc', 'delicious with fresh cheese or Greek yoghurt'],
    ],
    ingredients: [
      'miere de salcâm 60%, miez de nucă 25%, caise uscate 15%',
      '60% acacia honey, 25% walnut kernels, 15% dried apricots',
    ],
    size: ['250 g', '250 g'],
    usage: [
      'Se consumă ca atare sau alături de brânzeturi, iaurt ori clătite. Conține nuci. A se păstra la loc uscat, ferit de lumină.',
      'Enjoy on its own or with cheese, yoghurt or pancakes. Contains walnuts. Store in a dry place away from light.',
    ],
  },
  {
    id: 97,
    title: ['Bomboane de miere cu propolis 100 g', 'Honey and propolis drops 100 g'],
    kind: 'bee',
    cats: ['produse-apicole'],
    tags: ['miere', 'bio'],
    price: 19.9,
    shape: 'box',
    label: 'Propolis',
    color: '#f2c14e',
    lead: [
      'Bomboane tari cu miere și extract de propolis, pentru gâtul iritat în sezonul rece.',
      'Hard drops with honey and propolis extract for a scratchy throat in the cold season.',
    ],
    benefits: [
      ['gust de miere cu notă ușor rășinoasă', 'honey taste with a light resinous note'],
      ['ambalate individual, pentru buzunar', 'individually wrapped for your pocket'],
    ],
    ingredients: [
      'zahăr, sirop de glucoză, miere 10%, extract de propolis 1%',
      'sugar, glucose syrup, 10% honey, 1% propolis extract',
    ],
    size: ['100 g', '100 g'],
    usage: [
      'Se lasă să se topească încet în gură; maximum 6 bomboane pe zi. Nu se recomandă copiilor sub 3 ani.',
      'Let dissolve slowly in the mouth; no more than 6 drops a day. Not suitable for children under 3.',
    ],
  },
  {
    id: 98,
    title: ['Miere cu afine 250 g', 'Honey with blueberries 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 39.9,
    shape: 'honey-jar',
    label: 'Afine',
    color: '#6a3f5f',
    lead: [
      'Miere cremoasă cu afine de munte, cu o culoare violet intensă și gust de dulceață de casă.',
      'Creamed honey with mountain blueberries, a deep violet colour and the taste of home-made jam.',
    ],
    benefits: [
      ['afine culese din Munții Apuseni', 'blueberries picked in the Apuseni Mountains'],
      ['perfectă pe clătite și în terciul de ovăz', 'perfect on pancakes and in porridge'],
    ],
    ingredients: [
      'miere poliflorală 90%, afine liofilizate 10%',
      '90% wildflower honey, 10% freeze-dried blueberries',
    ],
    size: ['250 g', '250 g'],
  },
  {
    id: 99,
    title: ['Cremă de miere cu cacao 200 g', 'Honey cocoa spread 200 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'cadou'],
    price: 34.9,
    shape: 'honey-jar',
    label: 'Cacao',
    color: '#6b4226',
    lead: [
      'Cremă tartinabilă din miere și cacao pură, o alternativă fără zahăr adăugat pentru micul dejun.',
      'A spread of honey and pure cocoa, a breakfast alternative with no added sugar.',
    ],
    benefits: [
      ['fără ulei de palmier', 'no palm oil'],
      ['doar două ingrediente', 'just two ingredients'],
    ],
    ingredients: ['miere de salcâm 90%, cacao pudră 10%', '90% acacia honey, 10% cocoa powder'],
    size: ['200 g', '200 g'],
  },
  {
    id: 100,
    title: ['Miere cu căpșuni 250 g', 'Honey with strawberries 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'cadou'],
    price: 37.9,
    shape: 'honey-jar',
    label: 'Căpșuni',
    color: '#e07a7a',
    lead: [
      'Miere cremoasă cu bucăți de căpșuni liofilizate, dulce și parfumată ca începutul verii.',
      'Creamed honey with freeze-dried strawberry pieces, as sweet and fragrant as early summer.',
    ],
    benefits: [
      ['preferata celor mici', 'a favourite with little ones'],
      ['delicioasă cu iaurt și granola', 'delicious with yoghurt and granola'],
    ],
    ingredients: [
      'miere poliflorală 92%, căpșuni liofilizate 8%',
      '92% wildflower honey, 8% freeze-dried strawberries',
    ],
    size: ['250 g', '250 g'],
  },
  {
    id: 101,
    title: ['Miere cu vișine 250 g', 'Honey with sour cherries 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'bio'],
    price: 37.9,
    shape: 'honey-jar',
    label: 'Vișine',
    color: '#9b2f45',
    lead: [
      'Miere de salcâm cu vișine deshidratate, cu gust dulce-acrișor, ca dulceața bunicii.',
      'Acacia honey with dried sour cherries, sweet and tangy like grandma’s preserves.',
    ],
    benefits: [
      ['vișine din livezi din Moldova', 'sour cherries from Moldavian orchards'],
      ['excelentă lângă o brânză maturată', 'excellent with an aged cheese'],
    ],
    ingredients: [
      'miere de salcâm 80%, vișine deshidratate 20%',
      '80% acacia honey, 20% dried sour cherries',
    ],
    size: ['250 g', '250 g'],
  },
  {
    id: 102,
    title: ['Miere cu merișoare și portocală 250 g', 'Honey with cranberries and orange 250 g'],
    kind: 'honey',
    cats: ['miere-si-delicatese'],
    tags: ['miere', 'vitamina-c'],
    price: 39.9,
    shape: 'honey-jar',
    label: 'Merișoare',
    color: '#b23a48',
    lead: [
      'Miere cu merișoare și coajă de portocală confiată, cu aromă de sărbători.',
      'Honey with cranberries and candied orange peel, with a festive aroma.',
    ],
    benefits: [
      ['gustul sărbătorilor în fiecare linguriță', 'the taste of the holidays in every spoonful'],
      ['perfectă în ceaiul de seară', 'perfect in an evening tea'],
    ],
    ingredients: [
      'miere poliflorală 85%, merișoare deshidratate 10%, coajă de portocală confiată 5%',
      '85% wildflower honey, 10% dried cranberries, 5% candied orange peel',
    ],
    size: ['250 g', '250 g'],
  },
  {
    id: 103,
    title: ['Set cadou delicatese cu miere, 3 × 250 g', 'Honey delicacies gift set, 3 × 250 g'],
    kind: 'gift',
    cats: ['alimente', 'miere-si-delicatese'],
    tags: ['miere', 'cadou'],
    price: 119,
    shape: 'box',
    label: 'Gift Miere',
    color: '#f5d78e',
    lead: [
      'Trei borcane de miere cu fructe, cătină, zmeură și afine, într-o cutie cadou cu fundă.',
      'Three jars of honey with fruit, sea buckthorn, raspberry and blueberry, in a gift box with a ribbon.',
    ],
    benefits: [
      [
        'cadoul ideal de sărbători pentru colegi și prieteni',
        'the ideal holiday gift for colleagues and friends',
      ],
      ['mai avantajos decât borcanele cumpărate separat', 'better value than buying the jars separately'],
    ],
    ingredients: [
      'miere de salcâm, miere poliflorală, cătină, zmeură liofilizată, afine liofilizate',
      'acacia honey, wildflower honey, sea buckthorn, freeze-dried raspberries, freeze-dried blueberries',
    ],
    size: ['3 × 250 g', '3 × 250 g'],
    usage: [
      'A se păstra la loc uscat, ferit de lumină, la 10–20 °C. Nu se recomandă copiilor sub 1 an.',
      'Store in a dry place away from light at 10–20 °C. Not suitable for children under 1 year.',
    ],
  },
  {
    id: 104,
    title: ['Cremă de noapte regenerantă cu apă termală', 'Regenerating thermal water night cream'],
    kind: 'cream',
    cats: ['ingrijire-cu-apa-termala'],
    tags: ['apa-termala', 'anti-aging'],
    price: 92.9,
    shape: 'jar',
    label: 'AQUA Night',
    lead: [
      'Cremă de noapte care sprijină procesele naturale de refacere ale pielii în timpul somnului.',
      'A night cream that supports the skin’s natural overnight repair.',
    ],
    benefits: [
      ['ten mai odihnit și mai luminos dimineața', 'a more rested, radiant complexion in the morning'],
      ['cu bakuchiol, alternativa blândă a retinolului', 'with bakuchiol, a gentle alternative to retinol'],
    ],
    ingredients: [
      'apă termală, bakuchiol, peptide, unt de shea',
      'thermal water, bakuchiol, peptides, shea butter',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 105,
    title: ['Spumă răcoritoare după plajă 150 ml', 'Cooling after-sun mousse 150 ml'],
    kind: 'afterSun',
    cats: ['dupa-plaja'],
    tags: ['ten-sensibil', 'hidratare-intensa'],
    price: 49.9,
    shape: 'spray',
    label: 'After Sun',
    lead: [
      'Spumă ușoară, cu apă termală și aloe, care calmează instant pielea încinsă fără să fie nevoie să o atingi prea mult.',
      'A light mousse with thermal water and aloe that instantly calms hot skin with barely a touch.',
    ],
    benefits: [
      [
        'se întinde fără frecare, ideal pe arsurile ușoare',
        'spreads without rubbing, ideal for mild sunburn',
      ],
      ['se absoarbe în câteva secunde', 'absorbs in seconds'],
    ],
    ingredients: [
      'apă termală, aloe vera, pantenol, acid hialuronic',
      'thermal water, aloe vera, panthenol, hyaluronic acid',
    ],
    size: ['150 ml', '150 ml'],
  },
  // Products sold in sizes (docs/decisions/060): each is the page of its variants (demoVariants).
  // The size is the smallest variant's, whose price the card shows "from".
  {
    id: 106,
    title: ['Cremă hidratantă cu niacinamidă', 'Niacinamide moisturising cream'],
    kind: 'cream',
    cats: ['creme-hidratante'],
    tags: ['hidratare-intensa', 'niacinamida'],
    price: 54.9,
    shape: 'jar',
    label: 'Niacin',
    lead: [
      'Cremă de zi cu niacinamidă 4%, care hidratează, uniformizează tenul și strânge porii, în două mărimi.',
      'A day cream with 4% niacinamide that moisturises, evens the skin tone and refines pores, in two sizes.',
    ],
    benefits: [
      ['hidratare pentru toată ziua', 'all-day hydration'],
      ['ten mai uniform în patru săptămâni', 'a more even tone in four weeks'],
    ],
    ingredients: [
      'niacinamidă 4%, glicerină, pantenol, ceramide',
      '4% niacinamide, glycerin, panthenol, ceramides',
    ],
    size: ['50 ml', '50 ml'],
  },
  {
    id: 107,
    title: ['Apă termală spray pentru ten sensibil', 'Thermal water spray for sensitive skin'],
    kind: 'thermal',
    cats: ['spray-uri-apa-termala'],
    tags: ['apa-termala', 'ten-sensibil'],
    price: 29.9,
    shape: 'spray',
    label: 'Thermal',
    lead: [
      'Apă termală pură, pulverizată fin, care calmează și răcorește pielea oricând, în format de buzunar sau de acasă.',
      'Pure thermal water in a fine mist that soothes and refreshes the skin any time, in a pocket or a home size.',
    ],
    benefits: [
      ['calmează roșeața și senzația de arsură', 'calms redness and burning'],
      ['fixează machiajul', 'sets make-up'],
    ],
    ingredients: ['apă termală 100%', '100% thermal water'],
    size: ['150 ml', '150 ml'],
  },
  {
    id: 108,
    title: ['Șampon delicat pentru scalp sensibil', 'Gentle shampoo for a sensitive scalp'],
    kind: 'cleanser',
    cats: ['piele-sensibila'],
    tags: ['ten-sensibil', 'fara-parfum'],
    price: 39.9,
    shape: 'pump',
    label: 'Scalp',
    lead: [
      'Șampon fără sulfați și fără parfum, care spală blând scalpul sensibil, în două mărimi.',
      'A sulphate-free, fragrance-free shampoo that gently washes a sensitive scalp, in two sizes.',
    ],
    benefits: [
      ['fără sulfați și fără parfum', 'no sulphates, no fragrance'],
      ['potrivit pentru spălare zilnică', 'suitable for daily washing'],
    ],
    ingredients: ['glucozide blânde, ovăz coloidal, pantenol', 'mild glucosides, colloidal oat, panthenol'],
    size: ['200 ml', '200 ml'],
  },
];

// ---------------------------------------------------------------------------------------------------------
// Product assembly
// ---------------------------------------------------------------------------------------------------------

const foodCategorySlugs: ReadonlySet<string> = new Set(
  demoCategories
    .filter((c) => c.slug === FOOD_CATEGORY_SLUG || c.parentSlug === FOOD_CATEGORY_SLUG)
    .map((c) => c.slug),
);

const skuPrefixes: Record<string, string> = {
  'ingrijirea-fetei': 'FAT',
  'dermato-cosmetice': 'DRM',
  'apa-termala': 'APT',
  'protectie-solara': 'SPF',
  'cosmetice-naturale': 'NAT',
  alimente: 'ALM',
};

/** Hand-picked so the listing shows sold-out items in every part of the catalogue. */
const outOfStockIds: ReadonlySet<number> = new Set([6, 17, 31, 44, 58, 73, 89, 99]);
/** "Only a few left" badges. */
const lowStockIds: ReadonlySet<number> = new Set([12, 40, 65, 94, 104]);
/** Gift sets and small-batch items the warehouse has not coded yet. */
const noSkuIds: ReadonlySet<number> = new Set([46, 62, 86, 90, 103]);

const CATALOGUE_START_MS = Date.UTC(2025, 0, 1);
/** 2025-01-01 up to and including 2026-10-31. */
const CATALOGUE_DAYS = 669;
const DAY_MS = 86_400_000;

function topSlug(categorySlug: string): string {
  const top = topSlugOf.get(categorySlug);
  if (!top) throw new Error(`Unknown category ${categorySlug}`);
  return top;
}

/** Cuts at a word boundary so meta texts never end mid-word. */
function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : cut.length).replace(/[\s,.;:\u2013-]+$/, '')}…`;
}

function withSuffix(text: string, suffix: string, max: number): string {
  const full = `${text}${suffix}`;
  return full.length <= max ? full : truncateWords(text, max);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function descriptionHtml(
  lead: string,
  heading: string,
  benefits: readonly string[],
  closing: string,
): string {
  const items = benefits.map((b) => `<li>${capitalize(b)}</li>`).join('');
  return `<p>${lead}</p><p><strong>${heading}</strong></p><ul>${items}</ul><p>${closing}</p>`;
}

function additionalInfoHtml(rows: readonly (readonly [label: string, value: string])[]): string {
  return rows.map(([label, value]) => `<p><strong>${label}:</strong> ${value}</p>`).join('');
}

/** Distinct creation instants; collisions are nudged by a second so ordering by date is total. */
const usedInstants = new Set<number>();

function createdAtFor(rng: () => number): string {
  const day = intBetween(rng, 0, CATALOGUE_DAYS - 1);
  // Shop staff add products during working hours (Bucharest is UTC+2/+3).
  let ms =
    CATALOGUE_START_MS +
    day * DAY_MS +
    intBetween(rng, 6, 17) * 3_600_000 +
    intBetween(rng, 0, 59) * 60_000 +
    intBetween(rng, 0, 59) * 1000;
  while (usedInstants.has(ms)) ms += 1000;
  usedInstants.add(ms);
  return new Date(ms).toISOString();
}

function discountedPrice(rng: () => number, priceBani: number): number | null {
  if (rng() >= 0.26) return null;
  const percent = pick(rng, [10, 15, 20, 25, 30]);
  // Whole lei minus 10 bani, the way promotional prices are usually printed (49,90 lei).
  const discounted = Math.round((priceBani * (100 - percent)) / 10_000) * 100 - 10;
  return discounted > 0 && discounted < priceBani ? discounted : null;
}

/** The honey-and-fruit delicacies carry a note about what they are and how to keep them. */
const honeyDelicacyIds: ReadonlySet<number> = new Set([91, 94, 96, 98, 100, 101, 102]);
const honeyDelicacyNote: Text2 = [
  [
    'O delicatesă din miere și fructe',
    'Acest preparat îmbină mierea crudă de la stupine din România cu fructe atent alese, amestecate la rece pentru a-și păstra gustul, culoarea și aroma naturală. Nu conține zahăr adăugat, coloranți sau conservanți: dulceața vine doar din miere și din fructe.',
    'Se potrivește la micul dejun, pe o felie de pâine caldă, în iaurt, într-un ceai călduț sau alături de brânzeturi maturate. Păstrează borcanul bine închis, la loc uscat și răcoros, ferit de soare; cristalizarea este un proces natural și nu afectează calitatea. Nu se recomandă copiilor sub un an.',
  ].join('\n\n'),
  [
    'A honey-and-fruit delicacy',
    'This preserve combines raw honey from Romanian apiaries with carefully chosen fruit, blended cold to keep its natural taste, colour and aroma. It contains no added sugar, colourings or preservatives: the sweetness comes only from the honey and the fruit.',
    'Enjoy it at breakfast on a slice of warm bread, stirred into yoghurt or lukewarm tea, or alongside mature cheeses. Keep the jar tightly closed in a cool, dry place out of the sun; crystallisation is natural and does not affect quality. Not suitable for children under one year old.',
  ].join('\n\n'),
];

/** The label's whole net quantity ("250 g", a multi-pack "3 × 250 g" as 750 g); fractions have none. */
function netQuantityOf(size: string): { netQuantity: number | null; unit: 'ml' | 'g' | null } {
  const pack = packQuantity(size);
  return pack && pack.unit !== 'buc'
    ? { netQuantity: pack.netQuantity, unit: pack.unit }
    : { netQuantity: null, unit: null };
}

/**
 * One packed unit's weight: the contents (a millilitre weighs about a gram) with its jar or bottle
 * and box, glass for food; a product without a net quantity (a soap bar, a brush) a small parcel.
 */
function packedWeightOf(
  id: number,
  net: { netQuantity: number | null; unit: 'ml' | 'g' | null },
  isFood: boolean,
): number {
  const rng = mulberry32(id * 104_729 + 3);
  if (net.netQuantity === null) return pick(rng, [90, 120, 150, 200, 250]);
  const packaging = isFood ? 0.35 : 0.2;
  const tare = isFood ? 60 : intBetween(rng, 25, 60);
  // The box alone weighs something: nothing ships lighter than 50 g.
  return Math.max(50, Math.round((net.netQuantity * (1 + packaging) + tare) / 10) * 10);
}

function buildProduct(def: ProductDef): DemoProduct {
  const rng = mulberry32(def.id * 7919 + 17);
  const isFood = def.cats.some((slug) => foodCategorySlugs.has(slug));
  const firstCategory = def.cats[0];
  if (!firstCategory) throw new Error(`Product ${def.id} has no category`);
  const top = topSlug(firstCategory);
  const palette = paletteOf(top);
  const kind = kindTexts[def.kind];
  const usage = def.usage ?? kind.usage;
  const priceBani = Math.round(def.price * 100);

  const stock = outOfStockIds.has(def.id)
    ? 0
    : lowStockIds.has(def.id)
      ? intBetween(rng, 1, 3)
      : intBetween(rng, 4, 120);
  const discountedPriceBani = discountedPrice(rng, priceBani);
  const imageCount = pick(rng, [2, 3, 3, 4] as const);
  const createdAt = createdAtFor(rng);

  const [title, titleEn] = def.title;
  const [lead, leadEn] = def.lead;
  const labels: Record<'heading' | 'ingredients' | 'usage' | 'size', Text2> = isFood
    ? {
        heading: ['Ce o face specială:', 'What makes it special:'],
        ingredients: ['Ingrediente', 'Ingredients'],
        usage: ['Mod de consum și păstrare', 'Serving and storage'],
        size: ['Cantitate netă', 'Net weight'],
      }
    : {
        heading: ['De ce o să-ți placă:', 'Why you will love it:'],
        ingredients: ['Ingrediente cheie', 'Key ingredients'],
        usage: ['Mod de utilizare', 'How to use'],
        size: ['Cantitate', 'Size'],
      };
  // Food ingredient lists are complete, so they start with a capital like on the jar.
  const ingredientText = (text: string) => (isFood ? capitalize(text) : text);

  return {
    id: def.id,
    slug: slugify(title),
    title,
    titleEn,
    description: descriptionHtml(
      lead,
      labels.heading[0],
      def.benefits.map((b) => b[0]),
      kind.closing[0],
    ),
    descriptionEn: descriptionHtml(
      leadEn,
      labels.heading[1],
      def.benefits.map((b) => b[1]),
      kind.closing[1],
    ),
    additionalInfo: additionalInfoHtml([
      [labels.ingredients[0], ingredientText(def.ingredients[0])],
      [labels.usage[0], usage[0]],
      [labels.size[0], def.size[0]],
    ]),
    additionalInfoEn: additionalInfoHtml([
      [labels.ingredients[1], ingredientText(def.ingredients[1])],
      [labels.usage[1], usage[1]],
      [labels.size[1], def.size[1]],
    ]),
    metaTitle: withSuffix(title, ' | Cumpără online', 60),
    metaTitleEn: withSuffix(titleEn, ' | Buy online', 60),
    metaDescription: withSuffix(lead, ' Livrare rapidă în toată țara.', 160),
    metaDescriptionEn: withSuffix(leadEn, ' Fast delivery across Romania.', 160),
    sku: noSkuIds.has(def.id) ? null : `${skuPrefixes[top] ?? 'GEN'}-${String(def.id).padStart(4, '0')}`,
    priceBani,
    discountedPriceBani,
    vatRate: isFood ? 11 : 21,
    stock,
    categorySlugs: [...def.cats],
    tagSlugs: [...def.tags],
    createdAt,
    image: {
      shape: def.shape,
      color: def.color ?? palette.colors[def.id % palette.colors.length] ?? '#ffffff',
      accent: palette.accents[(def.id * 3) % palette.accents.length] ?? '#888888',
      background: palette.background,
      label: def.label,
    },
    imageCount,
    ...netQuantityOf(def.size[0]),
    weightGrams: packedWeightOf(def.id, netQuantityOf(def.size[0]), isFood),
    note: honeyDelicacyIds.has(def.id) ? honeyDelicacyNote[0] : '',
    noteEn: honeyDelicacyIds.has(def.id) ? honeyDelicacyNote[1] : '',
  };
}

/** One size of a demo product sold in sizes (docs/decisions/060). */
export type DemoVariant = {
  id: number;
  parentId: number;
  slug: string;
  title: string;
  titleEn: string;
  sku: string;
  ean: string;
  priceBani: number;
  discountedPriceBani: number | null;
  stock: number;
  netQuantity: number;
  unit: 'ml';
  weightGrams: number;
  /** The size, the value of the parent's one option. */
  value: string;
};

/** The option each of these products is sold by: its size. */
export const DEMO_SIZE_OPTION = { name: 'Mărime', nameEn: 'Size' } as const;

/** A valid EAN-13: Romania's prefix 594, a maker and item number, and the check digit (GS1). */
export function ean13(body12: string): string {
  const sum = [...body12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

const variantDefs: readonly {
  parentId: number;
  sizes: readonly [ml: number, price: number, stock: number][];
}[] = [
  {
    parentId: 106,
    sizes: [
      [50, 54.9, 40],
      [100, 89.9, 25],
    ],
  },
  {
    parentId: 107,
    sizes: [
      [150, 29.9, 60],
      [300, 44.9, 35],
    ],
  },
  {
    parentId: 108,
    sizes: [
      [200, 39.9, 30],
      [400, 64.9, 20],
    ],
  },
];

/**
 * Products older than the rest of the demo, so that sold in sizes they never come first in the
 * newest-first listing (their ids do, in an id-ordered one).
 */
const variantParentCreatedAt = (order: number) =>
  new Date(CATALOGUE_START_MS + (order + 1) * 60_000).toISOString();

function buildVariants(parent: DemoProduct, firstId: number): DemoVariant[] {
  const def = variantDefs.find((entry) => entry.parentId === parent.id);
  if (!def) return [];
  return def.sizes.map(([ml, price, stock], index) => {
    const value = `${ml} ml`;
    const id = firstId + index;
    return {
      id,
      parentId: parent.id,
      slug: `${parent.slug}-${ml}-ml`,
      title: `${parent.title} – ${value}`,
      titleEn: `${parent.titleEn} – ${value}`,
      sku: `${parent.sku ?? 'VAR'}-${ml}`,
      ean: ean13(`594100${String(id).padStart(6, '0')}`),
      priceBani: Math.round(price * 100),
      discountedPriceBani: null,
      stock,
      netQuantity: ml,
      unit: 'ml',
      weightGrams: Math.round((ml * 1.2 + 40) / 10) * 10,
      value,
    };
  });
}

const builtProducts = productDefs.map(buildProduct);
const lastPlainId = Math.max(...builtProducts.map((product) => product.id));

/** The sizes of the products sold in sizes, with ids after every product's. */
export const demoVariants: DemoVariant[] = builtProducts
  .filter((product) => variantDefs.some((entry) => entry.parentId === product.id))
  .reduce<DemoVariant[]>(
    (all, parent) => [...all, ...buildVariants(parent, lastPlainId + all.length + 1)],
    [],
  );

/**
 * The demo products. A product sold in sizes shows what its variants' trigger keeps
 * (docs/decisions/059): the cheapest size's price and net quantity, the sum of their stock.
 */
export const demoProducts: DemoProduct[] = builtProducts.map((product) => {
  const variants = demoVariants.filter((variant) => variant.parentId === product.id);
  const order = variantDefs.findIndex((entry) => entry.parentId === product.id);
  if (variants.length === 0) return product;
  const cheapest = variants.reduce((best, variant) => (variant.priceBani < best.priceBani ? variant : best));
  return {
    ...product,
    priceBani: cheapest.priceBani,
    discountedPriceBani: null,
    stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    netQuantity: cheapest.netQuantity,
    unit: cheapest.unit,
    createdAt: variantParentCreatedAt(order),
  };
});

// ---------------------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------------------

type ReviewGroup =
  'skin' | 'body' | 'cleanse' | 'thermal' | 'sun' | 'afterSun' | 'natural' | 'honey' | 'tea' | 'bee';
/** Comments by sentiment; worded without gendered adjectives so any author name fits. */
type CommentPool = {
  good: readonly string[];
  mixed: readonly string[];
  bad: readonly string[];
  /** A positive comment from a foreign customer; the shop ships to expats too. */
  english: string;
};

const reviewGroupOfKind: Record<Exclude<Kind, 'gift'>, ReviewGroup> = {
  cream: 'skin',
  eye: 'skin',
  serum: 'skin',
  mask: 'skin',
  exfoliant: 'skin',
  spot: 'skin',
  body: 'body',
  balm: 'body',
  cleanser: 'cleanse',
  micellar: 'cleanse',
  thermal: 'thermal',
  sunFace: 'sun',
  sunBody: 'sun',
  afterSun: 'afterSun',
  soap: 'natural',
  oil: 'natural',
  butter: 'natural',
  honey: 'honey',
  tea: 'tea',
  bee: 'bee',
};

function reviewGroupOf(def: ProductDef): ReviewGroup {
  if (def.kind !== 'gift') return reviewGroupOfKind[def.kind];
  const top = topSlug(def.cats[0] ?? '');
  return top === FOOD_CATEGORY_SLUG ? 'honey' : top === 'cosmetice-naturale' ? 'natural' : 'skin';
}

/**
 * Comments by sentiment. Romanian pronouns and adjectives agree with the noun (o cremă, un ser), so the
 * shared pools avoid referring to the product with them unless every product in the group has the same
 * gender (teas, soaps and oils).
 */
const commentPools: Record<ReviewGroup, CommentPool> = {
  skin: {
    english: 'Great texture and it layers well under sunscreen. Really happy with it.',
    good: [
      'Se absoarbe repede și nu lasă pielea lipicioasă. Merge foarte bine și dimineața, sub machiaj.',
      'După două săptămâni tenul arată mult mai odihnit. Recomand cu drag.',
      'Textura e plăcută, iar pielea rămâne catifelată toată ziua.',
      'Am tenul mixt și în sfârșit am găsit ceva care nu îmi încarcă porii.',
      'Un produs foarte bun la prețul ăsta. Ambalajul e practic și se folosește economic.',
      'Nu m-a iritat deloc, deși am pielea destul de pretențioasă.',
      'Folosesc produsul de o lună și văd diferența, mai ales pe obraji.',
      'Miros discret, textură lejeră, rezultate vizibile. Ce să-ți dorești mai mult?',
      'A doua comandă din același produs. Livrarea a fost rapidă, iar coletul a venit bine ambalat.',
      'Recomandarea dermatologului s-a dovedit foarte bună.',
      'Pielea nu mai e aspră, iar roșeața de pe nas aproape a dispărut.',
    ],
    mixed: [
      'E în regulă, dar mă așteptam la un efect mai vizibil. Pentru prețul ăsta, accept.',
      'Hidratează bine, dar vara textura mi se pare puțin cam bogată pentru tenul meu.',
      'Produs decent, însă din ambalaj nu poți scoate produsul până la capăt.',
    ],
    bad: [
      'Din păcate mi-a înroșit pielea, așa că am renunțat după o săptămână.',
      'Nu am observat nicio diferență după o lună de folosire.',
      'Textura e prea grea pentru mine și lasă un film pe piele.',
    ],
  },
  body: {
    english: 'Very soothing, my dry patches were gone within a week.',
    good: [
      'Pielea uscată s-a liniștit după câteva zile de folosire.',
      'Se absoarbe repede și nu lasă urme grase pe haine.',
      'Singurul produs care m-a ajutat iarna, când pielea se crapă de la frig.',
      'Nu irită deloc, nici pe zonele foarte sensibile.',
      'Acasă e pe raft pentru toată familia, inclusiv pentru cel mic.',
      'Se dozează ușor și ține mult. Merită fiecare leu.',
    ],
    mixed: [
      'Hidratează bine, dar efectul nu durează toată ziua.',
      'Textura e cam lipicioasă la început, dar hidratează bine.',
    ],
    bad: [
      'Nu a făcut mare diferență pe pielea mea foarte uscată.',
      'Rămâne mult timp pe piele, nu se absoarbe cum speram.',
    ],
  },
  cleanse: {
    english: 'Removes make-up quickly and my skin does not feel tight afterwards.',
    good: [
      'Curăță bine, chiar și machiajul rezistent la apă, fără să usuce pielea.',
      'Nu ustură la ochi, ceea ce pentru mine contează enorm.',
      'Pielea rămâne curată, dar nu „scârțâie”. Exact ce căutam.',
      'Flaconul mare ține aproape trei luni. Raport calitate-preț foarte bun.',
      'Se clătește ușor și nu lasă nicio peliculă pe piele.',
      'Cel mai blând demachiant pe care l-am încercat până acum.',
    ],
    mixed: [
      'Curăță bine, dar mirosul mi se pare puțin cam intens.',
      'Bun, dar pentru machiajul de ochi am nevoie de două discuri.',
    ],
    bad: [
      'Îmi lasă senzația de piele uscată după clătire.',
      'Pompa s-a blocat după câteva zile de folosire.',
    ],
  },
  thermal: {
    english: 'I use it on my toddler’s cheeks when they get red from the wind. Gentle and effective.',
    good: [
      'Nu lipsește din geantă vara. Răcorește imediat și calmează roșeața.',
      'O pulverizare după demachiere și înainte de cremă, iar pielea e mult mai liniștită.',
      'Pulverizarea e fină, ca o ceață, nu face picături mari pe machiaj.',
      'Face minuni după sală sau după o zi lungă în fața calculatorului.',
      'Am comandat deja trei bucăți: pentru birou, pentru mașină și pentru acasă.',
    ],
    mixed: [
      'E plăcut, dar se termină destul de repede.',
      'Nu simt o diferență mare față de apa obișnuită, dar e răcoritor.',
    ],
    bad: ['Spray-ul s-a defectat după o săptămână, păcat.'],
  },
  sun: {
    english: 'Finally a sunscreen that does not break me out. Will buy again next summer.',
    good: [
      'Nu lasă urme albe și nu se simte gras pe piele. O săptămână la mare fără nicio arsură.',
      'Se întinde ușor și nu ustură la ochi, nici măcar când transpir.',
      'Copiii au stat toată vacanța la plajă și nu s-au ars deloc.',
      'Merge perfect sub machiaj, nu face ghemotoace și nu lucește.',
      'Miros plăcut, de vacanță, și textură lejeră.',
      'Cumpăr același produs în fiecare an înainte de concediu. Nu m-a dezamăgit niciodată.',
    ],
    mixed: [
      'Protejează bine, dar are nevoie de timp ca să se întindă fără urme albe.',
      'Protecție bună, dar pe tenul meu gras apare luciul după câteva ore.',
    ],
    bad: ['M-a usturat la ochi, nu mai cumpăr.', 'Ambalajul a curs în bagaj, capacul nu închide bine.'],
  },
  afterSun: {
    english: 'Perfect after a long beach day, my skin felt calm overnight.',
    good: [
      'Răcorește imediat pielea încinsă, o adevărată salvare după plajă.',
      'Am avut o arsură ușoară și a doua zi pielea era mult mai calmă.',
      'Se absoarbe repede și nu lipește, chiar și pe căldură mare.',
      'Ținut la frigider e și mai plăcut.',
    ],
    mixed: ['Efect plăcut, dar se termină repede.'],
    bad: ['Mirosul e prea puternic pentru mine.'],
  },
  natural: {
    english: 'Lovely natural product, smells great and lasts a long time.',
    good: [
      'Miroase minunat și se simte că e făcut cu ingrediente bune.',
      'Îl folosesc de câteva luni și pielea nu mai e atât de uscată.',
      'Ingrediente simple, fără chimicale inutile. Exact ce voiam.',
      'L-am cumpărat cadou pentru mama și i-a plăcut foarte mult.',
      'Calitate foarte bună și se folosește economic.',
    ],
    mixed: [
      'Bun, dar mirosul se simte destul de puțin.',
      'Calitate bună, dar prețul mi se pare puțin mare pentru cantitate.',
    ],
    bad: ['Coletul a venit deteriorat, iar produsul era pe jumătate topit.'],
  },
  honey: {
    english: 'Delicious! We bought a few jars as gifts for friends abroad.',
    good: [
      'Gust autentic, ca la bunici. Se simte că e miere adevărată.',
      'Am luat borcanul pentru copii și l-au terminat într-o săptămână.',
      'Combinația de arome e excelentă, perfectă la micul dejun cu iaurt.',
      'Foarte potrivită de făcut cadou, borcanul arată superb.',
      'Livrare rapidă, borcanele au ajuns perfect ambalate.',
      'Nu lipsește din cămară iarna: o linguriță în ceaiul de seară și gata.',
      'Nu e prea dulce, se simte fructul. Revin sigur.',
    ],
    mixed: ['Gustul e bun, dar prea dulce pentru mine.', 'Bună, dar borcanul e cam mic pentru preț.'],
    bad: ['A cristalizat destul de repede și nu mă așteptam.'],
  },
  tea: {
    english: 'Lovely calming tea, I drink it before bed.',
    good: [
      'Aromă plăcută, îl beau în fiecare seară.',
      'Plantele sunt întregi și arată curat, nu e praf.',
      'Îmi place că nu are arome adăugate, doar plante.',
      'Cutia ține mult, iar gustul e exact ca al ceaiului făcut de bunica.',
    ],
    mixed: ['Bun, dar aș fi vrut un gust mai intens.'],
    bad: ['Prea amar pentru gustul meu.'],
  },
  bee: {
    english: 'Great quality, you can tell it comes from a small apiary.',
    good: [
      'Calitate foarte bună, se vede că e de la apicultori serioși.',
      'Cumpăr de ani buni produse apicole, iar calitatea de aici e printre cele mai bune.',
      'Gust intens, natural. Recomand.',
      'Ambalaj îngrijit și livrare rapidă.',
    ],
    mixed: ['Bun, dar gustul e destul de puternic, nu e pentru toată lumea.'],
    bad: ['Coletul a ajuns deschis și a trebuit returnat.'],
  },
};

const firstNames = [
  'Andreea',
  'Maria',
  'Ioana',
  'Elena',
  'Alexandra',
  'Cristina',
  'Diana',
  'Roxana',
  'Mihaela',
  'Raluca',
  'Simona',
  'Gabriela',
  'Bianca',
  'Irina',
  'Oana',
  'Laura',
  'Ana',
  'Denisa',
  'Carmen',
  'Ramona',
  'Adina',
  'Larisa',
  'Corina',
  'Teodora',
  'Alina',
  'Daniela',
  'Monica',
  'Anca',
  'Iulia',
  'Mădălina',
  'Ștefania',
  'Cătălina',
  'Georgiana',
  'Mihai',
  'Andrei',
  'Alexandru',
  'Bogdan',
  'Radu',
  'Ionuț',
  'Cristian',
  'Vlad',
  'Florin',
  'Ștefan',
  'Adrian',
  'Cosmin',
] as const;
const initials = [
  'A',
  'B',
  'C',
  'D',
  'F',
  'G',
  'I',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'Ș',
  'T',
  'V',
  'Z',
] as const;

/** The newest product appears on 2026-10-31; reviews stop two weeks later. */
const REVIEWS_END_MS = Date.UTC(2026, 10, 15);

/** Weighted like a real shop: mostly happy customers, a few disappointed ones. */
function reviewRating(rng: () => number): DemoReview['rating'] {
  const r = rng();
  if (r < 0.52) return 5;
  if (r < 0.8) return 4;
  if (r < 0.91) return 3;
  if (r < 0.96) return 2;
  return 1;
}

function reviewsFor(product: DemoProduct, def: ProductDef): DemoReview[] {
  const rng = mulberry32(product.id * 104_729 + 3);
  // About 60% of products have reviews; the rest show the "be the first to review" state.
  if (rng() >= 0.62) return [];
  const count = pick(rng, [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6]);
  const pool = commentPools[reviewGroupOf(def)];
  const usedComments = new Set<string>();
  const usedAuthors = new Set<string>();
  // Reviews trickle in after launch, more of them early on, and never after the demo's "today".
  const first = Date.parse(product.createdAt) + DAY_MS;
  const span = Math.max(DAY_MS, REVIEWS_END_MS - first);
  const instants = Array.from(
    { length: count },
    () => first + Math.floor((rng() ** 1.6 * span) / 60_000) * 60_000,
  ).sort((a, b) => a - b);
  const reviews: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = reviewRating(rng);
    const comments = rating >= 4 ? pool.good : rating === 3 ? pool.mixed : pool.bad;
    const inEnglish = rng() < 0.06 && rating >= 4 && !usedComments.has(pool.english);
    let comment = inEnglish ? pool.english : pick(rng, comments);
    // Walk the pool rather than re-rolling so the result never depends on luck.
    for (let step = 0; usedComments.has(comment) && step < comments.length; step++) {
      comment = comments[(comments.indexOf(comment) + 1) % comments.length] ?? comment;
    }
    if (usedComments.has(comment)) continue;
    usedComments.add(comment);

    let authorName = `${pick(rng, firstNames)} ${pick(rng, initials)}.`;
    while (usedAuthors.has(authorName)) authorName = `${pick(rng, firstNames)} ${pick(rng, initials)}.`;
    usedAuthors.add(authorName);

    reviews.push({
      productId: product.id,
      authorName,
      rating,
      comment,
      createdAt: new Date(instants[i] ?? first).toISOString(),
    });
  }
  return reviews;
}

export const demoReviews: DemoReview[] = demoProducts.flatMap((product, i) => {
  const def = productDefs[i];
  if (!def) throw new Error(`Missing definition for product ${product.id}`);
  return reviewsFor(product, def);
});
