import { SHELL, cacheNameOf, handlingOf } from './requests';

// The DOM library types the console is checked with have no service worker scope: what is used of it.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

/** Written by the build (console/build/offline-worker.ts): every file of the build, by path. */
declare const __CARELEDGER_PRECACHE__: readonly string[];

const scope = self as unknown as WorkerScope;
const files = [SHELL, ...__CARELEDGER_PRECACHE__];
const precached = new Set(files);
const cacheName = cacheNameOf(files);

scope.addEventListener('install', (event) => {
  // The first visit installs what a reload offline needs, and takes the page over at once.
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(files))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('careledger-shell-') && name !== cacheName).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

const fromCache = async (request: Request | string): Promise<Response | undefined> => (await caches.open(cacheName)).match(request);

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf({ url: new URL(request.url), method: request.method, mode: request.mode }, scope.location.origin, precached);
  switch (handling.kind) {
    case 'pass':
      return;
    case 'cached':
      event.respondWith(fromCache(request).then((cached) => cached ?? fetch(request)));
      return;
    case 'page':
      event.respondWith(
        fetch(request).catch(async (error: unknown) => {
          const shell = await fromCache(SHELL);
          if (shell === undefined) throw error;
          return shell;
        }),
      );
      return;
    default:
      handling satisfies never;
  }
});
