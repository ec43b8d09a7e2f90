import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleTag } from '../../../console/src/i18n/locales';

/**
 * The console's own translation files (console/src/i18n/resources/<tag>/<namespace>.ts), so a
 * journey expects the texts the console ships rather than copies of them.
 */
export interface Messages {
  readonly [key: string]: string | Messages;
}

const resources = join(import.meta.dirname, '../../../console/src/i18n/resources');

const load = async (tag: string, namespace: string): Promise<Messages> => {
  const file = join(resources, tag, `${namespace}.ts`);
  if (!existsSync(file)) return {};
  const module = (await import(file)) as { default: Messages };
  return module.default;
};

const merge = (base: Messages, over: Messages): Messages => {
  const merged: Record<string, string | Messages> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? merge(under, value) : value;
  }
  return merged;
};

/** A namespace's texts in a locale, with en-CA falling back to en-US as the console's i18next does. */
export const messagesOf = async (tag: LocaleTag, namespace: string): Promise<Messages> => {
  const own = await load(tag, namespace);
  return tag === 'en-CA' ? merge(await load('en-US', namespace), own) : own;
};

/** One text by its dotted key, `{{name}}` placeholders filled; a missing key fails the test. */
export const text = (messages: Messages, key: string, values: Record<string, string | number> = {}): string => {
  let found: string | Messages | undefined = messages;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`No text "${key}" in these messages`);
  return found.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
};

/** Every text directly under a key (e.g. the navigation labels under `nav`). */
export const textsUnder = (messages: Messages, key: string): string[] => {
  let found: string | Messages | undefined = messages;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'object') throw new Error(`No texts under "${key}"`);
  return Object.values(found).filter((value): value is string => typeof value === 'string');
};
