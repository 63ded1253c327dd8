import { plainText } from './rich-text';

export type FaqItem = { key: string; question: string; answer: string };
export type FaqGroup = { key: string; title: string; items: FaqItem[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `faq.groups` ({group: {title, items: {item: {q, a}}}}) in file order. */
export function parseFaqGroups(value: unknown): FaqGroup[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, group]) => {
    if (!isRecord(group) || typeof group.title !== 'string' || !isRecord(group.items)) return [];
    const items = Object.entries(group.items).flatMap(([itemKey, item]) =>
      isRecord(item) && typeof item.q === 'string' && typeof item.a === 'string'
        ? [{ key: itemKey, question: item.q, answer: item.a }]
        : [],
    );
    return [{ key, title: group.title, items }];
  });
}

/** The questions and answers as schema.org's FAQPage, for search engines' rich results. */
export function faqPageJsonLd(groups: FaqGroup[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
      })),
    ),
  };
}

export const faqGroupId = (key: string) => `faq-${key.replace(/_/g, '-')}`;
