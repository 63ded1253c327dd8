/**
 * The shape of long texts in the locale files: a page's sections are an object keyed by the
 * section's anchor (snake_case in the file, kebab-case in the URL), each with a title and blocks.
 * A block is a paragraph (a string), a bulleted list ({items}), a numbered list ({steps}) or a
 * highlighted note ({note}). Strings may carry the inline marks that RichText understands.
 */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'note'; text: string };

export type ContentSection = { id: string; key: string; title: string; blocks: ContentBlock[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parseBlocks(value: unknown): ContentBlock[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.flatMap((block): ContentBlock[] => {
    if (typeof block === 'string') return [{ kind: 'paragraph', text: block }];
    if (!isRecord(block)) return [];
    if (isStringArray(block.items)) return [{ kind: 'list', items: block.items }];
    if (isStringArray(block.steps)) return [{ kind: 'steps', items: block.steps }];
    if (typeof block.note === 'string') return [{ kind: 'note', text: block.note }];
    return [];
  });
}

/** "right_of_withdrawal" → "right-of-withdrawal", the section's id and URL fragment. */
export const anchorId = (key: string) => key.replace(/_/g, '-');

/** Reads `{key: {title, blocks}}` (what `t(…, {returnObjects: true})` returns) in file order. */
export function parseSections(value: unknown): ContentSection[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, section]) => {
    if (!isRecord(section) || typeof section.title !== 'string') return [];
    return [{ id: anchorId(key), key, title: section.title, blocks: parseBlocks(section.blocks) }];
  });
}
