export {
  connectTestDatabase,
  dropTestDatabase,
  silentLogger,
  startStoppableDatabase,
  testDatabaseName,
  usesExternalMongo,
  type StoppableDatabase,
} from './databases';
export { mongoUriTarget, retargetMongoUri } from './mongo-uri';
export { startTcpProxy, type TcpProxy } from './tcp-proxy';
export { testObjectStore } from './object-store';
export { captureLogger } from './capture-logger';
export { startServiceProcess, type ServiceProcess } from './service-process';
export { startTestIssuer, type SignOptions, type TestIssuer } from './test-issuer';
export { checkRefusesDevDefaultsInProduction, checkServerLifecycle } from './server-lifecycle';
export { appCaller, type CallOptions, type CallResult } from './app-caller';
export { mountedApiRouteKeys } from './route-keys';
export { startFakeProjects, TEST_INTERNAL_TOKEN, type FakeProjects } from './fake-projects';
export { startFakeInternalService, type FakeAnswer, type FakeCall, type FakeInternalService } from './fake-internal-service';
