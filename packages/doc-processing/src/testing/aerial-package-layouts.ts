// Aerial photograph packages in layouts other than the fixtures', with their truth.
export * from './aerial-package-layouts/generate';
