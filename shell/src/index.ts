// Start-up: request the remote registry at once, in parallel with loading the app's code behind
// the async bootstrap boundary (shared modules such as React are only available after it).
import { requestRemoteRegistry } from './remotes/registry-request';

const registryDocument = requestRemoteRegistry();
// The bootstrap reads (and reports) the outcome; this only stops an early failure from being
// flagged as unhandled while the app's code is still loading.
registryDocument.catch(() => {});

void import('./bootstrap').then(({ start }) => start(registryDocument));
