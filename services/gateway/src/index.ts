export { createApp } from './app';
export { loadGatewaySettings, type GatewaySettings } from './env';
export { API_ROUTES, serviceForPath, type ApiRoute } from './api-routes';
export { REMOTE_SITES, SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config';
