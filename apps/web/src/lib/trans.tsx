import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation, type TextKey, type TextValues } from '@/lib/i18n';

type TransProps = {
  i18nKey: TextKey;
  /** The elements that wrap the text's tagged parts: "<terms>Terms</terms>" → components.terms. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: TextValues;
};

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with links inside it, kept whole in the locale files so that each language can place the
 * link where its grammar wants it. Tags without a matching component stay plain text.
 */
export function Trans({ i18nKey, components, values }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(element ? cloneElement(element, { key: `${name}-${match.index}` }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
