import { describe, expect, it } from 'vitest';
import { cacheNameOf, handlingOf } from './requests';

const ORIGIN = 'http://127.0.0.1:3000';
const precached = new Set(['/index.html', '/assets/index-Abc123.js']);
const handling = (path: string, method = 'GET', mode = 'cors', origin = ORIGIN) => handlingOf({ url: new URL(path, origin), method, mode }, ORIGIN, precached).kind;

describe('what the service worker does with a request', () => {
  it('never touches a call, a command or a file download, page load or not', () => {
    expect(handling('/api/tasks?state=0')).toBe('pass');
    expect(handling('/api/tasks/t1/complete', 'POST')).toBe('pass');
    expect(handling('/api/docs', 'GET', 'navigate')).toBe('pass');
    expect(handling('/api', 'GET', 'navigate')).toBe('pass');
  });

  it('leaves a page-and-call path asked as a call to the server, and loads it as a page through the network first', () => {
    expect(handling('/admin/shared-living/host-leads')).toBe('pass');
    expect(handling('/admin/shared-living/host-leads', 'GET', 'navigate')).toBe('page');
    expect(handling('/user/en-us/day', 'GET', 'navigate')).toBe('page');
  });

  it('serves the build files it keeps, and nothing else nor another origin', () => {
    expect(handling('/assets/index-Abc123.js')).toBe('cached');
    expect(handling('/assets/index-Abc123.js.map')).toBe('pass');
    expect(handling('/assets/index-Abc123.js', 'GET', 'cors', 'https://cdn.example')).toBe('pass');
    expect(handling('/index.html', 'POST')).toBe('pass');
  });

  it('names the cache after the build, so a new build starts afresh', () => {
    expect(cacheNameOf(['/a-1.js'])).toMatch(/^careledger-shell-[0-9a-f]{8}$/);
    expect(cacheNameOf(['/a-1.js'])).toBe(cacheNameOf(['/a-1.js']));
    expect(cacheNameOf(['/a-1.js'])).not.toBe(cacheNameOf(['/a-2.js']));
  });
});
