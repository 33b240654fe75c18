import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyApiBases } from './remotes/api-bases';
import { registerRemoteEntries } from './remotes/federation';
import { readRemoteRegistry } from './remotes/registry';

/**
 * Points the API clients at the bases /remotes.json names and registers the remotes it lists (if
 * it could be read), then renders the app.
 */
export async function start(registryDocument: Promise<unknown>): Promise<void> {
  await applyApiBases(registryDocument);
  try {
    registerRemoteEntries(await readRemoteRegistry(registryDocument));
  } catch (error) {
    console.error('[remotes] could not register the remotes', error);
  }
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
