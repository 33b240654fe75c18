import zlib from 'node:zlib';

// Reading back a generated .docx in tests: its document.xml, page by page at "page break before".

/** One file out of a ZIP archive (stored or deflated entries), or null when absent. */
export function unzipEntry(archive: Uint8Array, name: string): Uint8Array | null {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    const method = bytes.readUInt16LE(offset + 10);
    const size = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const local = bytes.readUInt32LE(offset + 42);
    const entryName = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (entryName === name) {
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + size);
      return new Uint8Array(method === 8 ? zlib.inflateRawSync(data) : data);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity]!);

/** The text of each page of a .docx whose pages start at paragraphs marked "page break before". */
export function docxPageTexts(docx: Uint8Array): string[] {
  const xml = new TextDecoder().decode(unzipEntry(docx, 'word/document.xml') ?? new Uint8Array());
  const pages: string[][] = [[]];
  for (const [paragraph] of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    if (paragraph.includes('<w:pageBreakBefore/>')) pages.push([]);
    const text = [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => decodeXml(match[1]!)).join('');
    pages[pages.length - 1]!.push(text);
  }
  return pages.map((lines) => lines.join('\n'));
}
