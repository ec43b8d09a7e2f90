import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetClientState } from '../api/client';
import { RELOAD_KEY } from '../api/session-expiry';

// CI runs these beside the server suites and the browser suite on two cores, where a screen that
// waits for three fetches and a lazy translation has been seen to take over ten seconds. These are
// not timing tests: `findBy*` and `waitFor` wait up to 30 s, and still answer as soon as the screen
// shows what they look for, so only a test that fails waits that long.
configure({ asyncUtilTimeout: 30_000 });

// A React or MUI warning in a component test is a bug (act, keys, invalid props): fail on it.
let consoleProblems: unknown[][] = [];

beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push([level, ...args]);
    });
  }
});

afterEach(() => {
  cleanup();
  resetClientState();
  // A new test is a new tab: it has not reloaded for an ended session.
  sessionStorage.removeItem(RELOAD_KEY);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  expect(consoleProblems, 'console.error or console.warn was called').toEqual([]);
});
