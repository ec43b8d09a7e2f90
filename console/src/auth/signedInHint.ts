const HINT_KEY = 'careledger.signedIn';

// The session cookie is HTTP-only: public pages cannot see it. Asking `/api/auth-details` on every
// visit would answer most visitors with a 401 (logged by the browser); this hint, set at sign-in
// and cleared at sign-out or on a 401, says when asking is worth it.
export const mayBeSignedIn = (): boolean => {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
};

export const rememberSignedIn = (signedIn: boolean): void => {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the public pages simply do not name the user.
  }
};
