import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n, namespacesFor, segmentInPath, tagOf } from './i18n';
import { registerServiceWorker } from './offline/register';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// Texts of the URL's locale are loaded before the first render, so the page never flashes in another language.
const { pathname } = window.location;
void initI18n(tagOf(segmentInPath(pathname)), namespacesFor(pathname)).then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});

registerServiceWorker();
