import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, assetHeaders } from './asset-headers';

describe('the headers of a built console file', () => {
  it('keeps a content-hashed asset for a year, its compressed twins alike', () => {
    for (const path of ['assets/index-Blow4kes.js', 'assets/index-Blow4kes.js.br', 'assets/index-Blow4kes.js.gz', 'assets/app-1a2b.css']) {
      expect(assetHeaders(path), path).toEqual({ 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' });
    }
  });

  it('has the page and every unhashed file asked about again', () => {
    expect(assetHeaders('index.html')).toEqual({ 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    expect(assetHeaders('index.html.br')).toEqual({ 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    expect(assetHeaders('favicon.png')).toEqual({ 'cache-control': REVALIDATE });
  });

  it('has the service worker and the web manifest asked about again, so a new build reaches an installed console', () => {
    expect(assetHeaders('sw.js')).toEqual({ 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
    expect(assetHeaders('manifest.webmanifest.br')).toEqual({ 'cache-control': REVALIDATE, vary: 'Accept-Encoding' });
  });

  it('names no encoding variance for files the build does not compress', () => {
    expect(assetHeaders('assets/logo-9f8e.png')).toEqual({ 'cache-control': IMMUTABLE });
    expect(assetHeaders('assets/index-Blow4kes.js.map')).toEqual({ 'cache-control': IMMUTABLE });
  });
});
