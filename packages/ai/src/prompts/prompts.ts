import { readFileSync } from 'node:fs';

/** A prompt as a versioned file beside the code: `<name>.v<version>.md` in this folder. */
export interface Prompt {
  /** `city-directory-page.v1`: recorded with every output the prompt produced. */
  id: string;
  name: string;
  version: number;
  text: string;
}

const loaded = new Map<string, Prompt>();

/**
 * The prompt `name` at `version`. Callers pin the version: a changed prompt is a new file, so an
 * output can always be traced to the exact words that produced it.
 */
export function loadPrompt(name: string, version: number): Prompt {
  const id = `${name}.v${version}`;
  const cached = loaded.get(id);
  if (cached) return cached;
  if (!/^[a-z0-9-]+$/.test(name) || !Number.isInteger(version) || version < 1) throw new Error(`Not a prompt name: ${id}`);
  const text = readFileSync(new URL(`./${id}.md`, import.meta.url), 'utf8').trim();
  const prompt = { id, name, version, text };
  loaded.set(id, prompt);
  return prompt;
}
