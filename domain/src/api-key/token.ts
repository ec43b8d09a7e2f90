/** What every key starts with, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'clk_';

const TOKEN = /^clk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/** `clk_<id without dashes>_<secret>`: the id finds the row, the secret is compared with its hash. */
export const apiKeyToken = (keyId: string, secret: string): string => `${API_KEY_PREFIX}${keyId.replaceAll('-', '')}_${secret}`;

/** The key's id and secret, or undefined for anything that is not a key's shape. */
export const parseApiKeyToken = (token: string): { keyId: string; secret: string } | undefined => {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const hex = match[1]!;
  return { keyId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, secret: match[2]! };
};

/** How a listed key is told apart without its secret. */
export const apiKeyPrefixOf = (keyId: string): string => `${API_KEY_PREFIX}${keyId.replaceAll('-', '').slice(0, 8)}`;
