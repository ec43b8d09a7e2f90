/**
 * Installs the worker that keeps the console's shell for a reload offline. Only a build has it:
 * the dev server's modules are not files a worker could keep.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own loading, so installing the shell never competes with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the console works as before, online only; nothing to tell the user.
    });
  });
};
