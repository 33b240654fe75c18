// Generated city directory abstracts of many layouts, with their truth, and the scorer.
export * from './city-directory-layouts/index';
