const keptText = new WeakMap<object, string>();

/** A member's JSON; a frozen object or array (an answer kept in memory, shared by requests) is written once. */
const memberJson = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return JSON.stringify(value);
  let text = keptText.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    keptText.set(value, text);
  }
  return text;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !('toJSON' in value);

/**
 * The JSON of an answer, exactly as `JSON.stringify` writes it. A list's page is a new object per
 * request around rows kept in memory (`readModelRows`, frozen): those rows are written once and their
 * text reused while they are kept, so a page many people open costs no serialization per request.
 */
export const answerJson = (answer: unknown): string => {
  if (!isPlainObject(answer)) return JSON.stringify(answer);
  const members: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    const text = memberJson(value);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
};
