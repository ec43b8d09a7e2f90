/**
 * Who a saved search belongs to, as a UUID. A signed-in user by their own id, so it follows
 * them to any browser; an anonymous visitor by a long-lived random cookie, of which only a
 * digest is kept (the events name the visitor without handing out the cookie that reads it).
 */
export const VISITOR_COOKIE = 'careledger_visitor';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A visitor cookie is 32 random bytes in base64url; anything else is ignored and replaced. */
export const VISITOR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const userOwnerKey = (userId: string): string => userId.toLowerCase();

/** The first 128 bits of the cookie's SHA-256, written as a UUID (version 8: custom). */
export const visitorOwnerKey = (sha256Hex: string): string => {
  const hex = sha256Hex.slice(0, 32).toLowerCase();
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
