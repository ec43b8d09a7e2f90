import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A translated text whose `<name>…</name>` parts are drawn by `tags[name]` (a link in a
 * sentence): what react-i18next's Trans does for our texts, without its HTML parser on every
 * screen's first load. Tags do not nest; a tag with no drawing keeps its words as plain text.
 */
export function tagged(text: string, tags: Record<string, (content: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', content = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(<Fragment key={match.index}>{draw ? draw(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
