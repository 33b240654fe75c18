// word-extractor ships no types; this is the part readDoc uses.
declare module 'word-extractor' {
  interface WordDocument {
    /** The main text; `filterUnicode: false` keeps curly quotes and dashes as written. */
    getBody(options?: { filterUnicode?: boolean }): string;
  }

  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
