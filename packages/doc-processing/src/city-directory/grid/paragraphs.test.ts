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

  it('reads what a scan makes of a semicolon: an asterisk, a hyphen after an initial, a dash before a name', () => {
    const items = (text: string) => listingTexts(text, true).map((item) => item.trim());
    expect(items('YOUNG AISHA P* UNITED FARM EQUIPMENT, 972-557-2418')).toEqual(['YOUNG AISHA P', 'UNITED FARM EQUIPMENT, 972-557-2418']);
    expect(items('YOUNG AISHA P- UNITED FARM EQUIPMENT')).toEqual(['YOUNG AISHA P', 'UNITED FARM EQUIPMENT']);
    expect(items('FAMILY DOLLAR PLUS - " JONES PATRICIA F')).toEqual(['FAMILY DOLLAR PLUS', 'JONES PATRICIA F']);
    // A dash before a phone is the phone's.
    expect(items('OWL DRUG STORE - 556-8394')).toEqual(['OWL DRUG STORE - 556-8394']);
    expect(listingTexts('YOUNG AISHA P- UNITED FARM EQUIPMENT')).toHaveLength(1);
  });
});
