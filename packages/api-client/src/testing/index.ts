export * from './fake-api';
export * from './shell-cache';
