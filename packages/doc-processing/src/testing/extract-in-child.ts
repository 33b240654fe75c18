// Runs one extraction in a process of its own (`node --import tsx extract-in-child.ts <pdf>`):
// the test asserts that the process then exits by itself, i.e. no OCR worker is left running.
import fs from 'node:fs/promises';
import { extractPages } from '../extract-pages';

const bytes = new Uint8Array(await fs.readFile(process.argv[2]!));
const result = await extractPages(bytes, { concurrency: 1 });
console.log(JSON.stringify({ textPages: result.textPages, ocrPages: result.ocrPages }));
