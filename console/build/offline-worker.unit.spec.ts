import { describe, expect, it } from 'vitest';
import { precacheListOf, webManifest } from './offline-worker';

describe('the offline worker build', () => {
  it("keeps every page's code and styles, not the source maps, the bundler's manifest, the shell (kept by name) or the worker itself", () => {
    expect(precacheListOf(['assets/b-2.js', 'assets/b-2.js.map', '.vite/manifest.json', 'index.html', 'sw.js', 'assets/a-1.css', 'manifest.webmanifest'])).toEqual([
      '/assets/a-1.css',
      '/assets/b-2.js',
      '/manifest.webmanifest',
    ]);
  });

  it('describes an installable app that opens on the caregiver’s day', () => {
    const manifest = webManifest();
    expect(manifest.start_url).toBe('/user/en-us/day');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons[0]?.src).toBe('/icon.svg');
  });
});
