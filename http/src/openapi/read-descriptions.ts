type Parameter = { name: string; in: string };
type Operation = { description?: string; parameters?: Parameter[]; responses?: Record<string, unknown> };

const READ_METHODS = new Set(['get']);

/**
 * The sentences every read of its shape shares, said once: who may call it (a session, an API key
 * with the `read` scope, or no one signed in), what refuses it (a role, a record one may not see),
 * paging and `X-Min-Position`. Each follows the operation's own description, which says what it
 * answers.
 */
const sharedSentencesOf = (path: string, operation: Operation): string[] => {
  const responses = operation.responses ?? {};
  const parameters = operation.parameters ?? [];
  const has = (name: string, where = 'query') => parameters.some((parameter) => parameter.in === where && parameter.name === name);
  const signedIn = '401' in responses;
  return [
    signedIn
      ? 'Needs a session (with `X-Requested-With: XMLHttpRequest`) or an API key with the `read` scope, which reads as its organisation.'
      : path.startsWith('/api/')
        ? 'Public: answered without a session.'
        : 'Public, outside /api: for load balancers and orchestrators.',
    signedIn && '404' in responses ? '404 for a record that does not exist or that the caller may not read: the two are not told apart.' : '',
    has('page') && has('pageSize') ? 'Paged: `page` from 1, `pageSize` at most 100; the answer gives `total`, `page` and `pageSize`.' : '',
    has('sort') ? '`sort` is `field:asc` or `field:desc`, of the fields the parameter lists.' : '',
    has('X-Min-Position', 'header') ? 'Send `X-Min-Position` (the `globalPosition` a command answered) to read your own write: the answer waits until the read models reach it, then 503.' : '',
  ].filter((sentence) => sentence !== '');
};

/**
 * Gives every read (GET) that describes itself the shared sentences after its own description; one
 * that does not is left without, so the document's lint names it.
 */
export const withReadDescriptions = <Document extends { paths: object }>(document: Document): Document => {
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!READ_METHODS.has(method) || !operation.description) continue;
      operation.description = [operation.description ?? '', ...sharedSentencesOf(path, operation)].filter((sentence) => sentence !== '').join(' ');
    }
  }
  return document;
};
