/**
 * `@groundwork/contracts/boot`: what a page needs before it renders, without zod (about 27 KiB
 * gzipped that no public page should load at start): the route table and the checks of the
 * stored tokens, error answers and the remote registry. The root entry re-exports all of it.
 */
export * from './routes';
export * from './boot-checks';
