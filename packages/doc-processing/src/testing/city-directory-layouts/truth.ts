import { currentAddress, printedAddress, type AddressSlot, type Direction, type Listing, type Occupant, type SiteModel, type VacancyMarker } from './model';
import { printedPhone, truthName, type PrintStyle } from './style';

// The truth file of a generated abstract, in the shape of the shared fixtures' truth files
// (/work/shared/fixtures/city_directory_*.truth.json), filled in as the listings are drawn.

export interface TruthProperty {
  direction: Direction;
  address: string;
  aliases: string[];
  units: string[];
}

export interface TruthEntry {
  year: number;
  address: string;
  direction: Direction | null;
  business_name: string;
  phone: string | null;
  phone_raw: string | null;
  page: number;
}

export interface TruthVacancy {
  year: number;
  address: string;
  direction: Direction | null;
  marker: VacancyMarker;
  page: number;
}

export interface GeneratedTruth {
  family: 'city_directory';
  layout: string;
  seed: number;
  scanned: boolean;
  vendor: string;
  report_id: string;
  report_date: string;
  subject_address: string;
  city: string;
  state: string;
  zip: string;
  street_alias?: { current: string; historical: string; historical_before_year: number };
  properties: TruthProperty[];
  years: number[];
  sources: Record<string, string>;
  page_count: number;
  entries: TruthEntry[];
  vacancies: TruthVacancy[];
  format: 'pdf';
}

/** Every way the directories print `slot` other than its current address. */
function printedForms(slot: AddressSlot): string[] {
  const numbers = [slot.number, ...(slot.earlyNumber ? [slot.earlyNumber] : [])];
  const streets = [slot.currentStreet, ...(slot.historicalStreet ? [slot.historicalStreet] : [])];
  return streets.flatMap((street) => numbers.map((number) => [number, street, ...(slot.unit ? [slot.unit] : [])].join(' ')));
}

export function truthProperties(model: SiteModel): TruthProperty[] {
  const units = model.slots.filter((slot) => slot.unit !== null);
  return model.slots
    .filter((slot): slot is AddressSlot & { direction: Direction } => slot.direction !== null && slot.unit === null)
    .map((slot) => ({
      direction: slot.direction,
      address: currentAddress(slot),
      aliases: printedForms(slot).filter((form) => form !== currentAddress(slot)),
      units: units.filter((unit) => unit.direction === slot.direction).flatMap(printedForms),
    }));
}

export class TruthRecorder {
  readonly entries: TruthEntry[] = [];
  readonly vacancies: TruthVacancy[] = [];

  constructor(readonly style: PrintStyle) {}

  occupant(listing: Listing, occupant: Occupant, page: number, address = printedAddress(listing.slot, listing.year)): void {
    const phoneRaw = printedPhone(occupant.phone, this.style);
    this.entries.push({
      year: listing.year,
      address,
      direction: listing.slot.direction,
      business_name: truthName(occupant, this.style),
      phone: occupant.phone,
      phone_raw: phoneRaw,
      page,
    });
  }

  vacancy(listing: Listing, page: number, address = printedAddress(listing.slot, listing.year)): void {
    this.vacancies.push({ year: listing.year, address, direction: listing.slot.direction, marker: listing.vacancy!, page });
  }
}

export function buildTruth(model: SiteModel, recorder: TruthRecorder, layout: string, seed: number, pageCount: number): GeneratedTruth {
  const subject = model.slots.find((slot) => slot.direction === 'subject')!;
  const { street } = model;
  return {
    family: 'city_directory',
    layout,
    seed,
    scanned: false,
    vendor: model.vendor,
    report_id: model.reportId,
    report_date: model.reportDate,
    subject_address: currentAddress(subject),
    city: model.city,
    state: model.state,
    zip: model.zip,
    ...(street.historical && street.historicalUntil
      ? { street_alias: { current: street.current, historical: street.historical, historical_before_year: street.historicalUntil } }
      : {}),
    properties: truthProperties(model),
    years: model.years,
    sources: Object.fromEntries(model.years.map((year) => [String(year), model.sources[year]!.name])),
    page_count: pageCount,
    entries: recorder.entries,
    vacancies: recorder.vacancies,
    format: 'pdf',
  };
}
