export * from './errors';
export * from './auth';
export * from './projects';
export * from './properties';
export * from './parcels';
export * from './geo';
export * from './remotes';
export * from './health';
