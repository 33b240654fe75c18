import { unzipSync } from 'fflate';

const XML_ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeXml = (text: string) => text.replace(/&(?:quot|apos|lt|gt|amp);/g, (entity) => XML_ENTITIES[entity] ?? entity);

/** The text of a Word file's body, paragraph by paragraph (what Word shows): how the tests read a report back. */
export function docxParagraphs(docx: Uint8Array): string[] {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx))['word/document.xml']);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((run) => unescapeXml(run[1] ?? '')).join(''))
    .filter(Boolean);
}
