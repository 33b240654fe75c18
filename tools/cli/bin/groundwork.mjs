#!/usr/bin/env node
// The TypeScript source runs as is, through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
