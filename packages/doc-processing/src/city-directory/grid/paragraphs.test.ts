import { describe, expect, it } from 'vitest';
import { listingTexts } from './paragraphs';

describe('listingTexts', () => {
  it('splits at semicolons and keeps a phone label with its number', () => {
    expect(listingTexts('SMITH JOHN R, Tel: 555-0142; ACME MACHINE WORKS')).toEqual(['SMITH JOHN R, Tel: 555-0142', ' ACME MACHINE WORKS']);
  });

  it("reads OCR's colon for a semicolon between listings", () => {
    expect(listingTexts('OWL DRUG STORE - (614) 556-8394: TRIANGLE TRUCK TERMINAL')).toEqual(['OWL DRUG STORE - (614) 556-8394', ' TRIANGLE TRUCK TERMINAL']);
  });

  it('reads a lower-case i glued to an initial as a semicolon in an upper-case paragraph', () => {
    expect(listingTexts('HERNANDEZ RAYMOND Si HALL PATRICIA L')).toEqual(['HERNANDEZ RAYMOND S', ' HALL PATRICIA L']);
    expect(listingTexts('Hernandez Raymond Si Hall Patricia L')).toEqual(['Hernandez Raymond Si Hall Patricia L']);
  });
});
