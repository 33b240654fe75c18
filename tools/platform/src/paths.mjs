// seed.mjs and demo-projects.mjs still import the paths from here; they are @groundwork/dev-infra's.
export { repoRoot, defaultDataDir } from '@groundwork/dev-infra';
