import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetClientState } from '../api/client';

// CI runs these beside the browser suite on two cores: a screen that waits for three fetches and a
// lazy translation can take over a second there. `findBy*` and `waitFor` wait up to 5 s; they still
// answer as soon as the screen shows what they look for.
configure({ asyncUtilTimeout: 5_000 });

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
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  expect(consoleProblems, 'console.error or console.warn was called').toEqual([]);
});
