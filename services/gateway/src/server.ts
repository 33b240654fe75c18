import { createLogger, serveApp } from '@groundwork/service-kit';
import { createApp } from './app';
import { loadGatewaySettings } from './env';

const settings = loadGatewaySettings();
const logger = createLogger({ service: 'gateway', level: settings.logLevel });
const app = createApp({ ...settings.config, logger });
await serveApp(app, { port: settings.port, hostname: settings.host, logger });
