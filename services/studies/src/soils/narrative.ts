import { HYDROLOGIC_GROUP_LEGEND, type SoilMapUnit, type SoilRow } from '@groundwork/contracts';

/**
 * The soils narrative: plain sentences a consultant can paste into section 5 (physical setting)
 * of a Phase I ESA, built only from the map units and rows SDA returned (nothing SDA did not say
 * is stated as a fact), then what those ratings suggest for contaminant migration and vapor.
 */

const LEGEND: Record<string, string> = Object.fromEntries(HYDROLOGIC_GROUP_LEGEND.map(({ group, meaning }) => [group, meaning]));
const CM_PER_FOOT = 30.48;
/** A water table this shallow or shallower (about 10 ft) is called shallow. */
const SHALLOW_WATER_TABLE_CM = 305;

const percent = (value: number) => `${Math.round(value)} percent`;
const depth = (cm: number) => `${Math.round(cm)} cm (${(cm / CM_PER_FOOT).toFixed(1)} ft)`;

/** "a", "a and b", "a, b and c"; items that hold commas themselves (map unit names) are set off with semicolons. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const semicolons = items.some((item) => item.includes(','));
  const joiner = semicolons ? '; and ' : ' and ';
  return `${items.slice(0, -1).join(semicolons ? '; ' : ', ')}${joiner}${items[items.length - 1]}`;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The map unit's name with its symbol and its share of the subject when known. */
const named = (unit: SoilMapUnit) => {
  const details = [unit.musym ? `map unit ${unit.musym}` : null, unit.sharePct === null ? null : `about ${percent(unit.sharePct)} of the property`].filter(
    Boolean,
  );
  return details.length === 0 ? unit.muname : `${unit.muname} (${details.join(', ')})`;
};

/** "group C (slow infiltration)", "group C/D (slow infiltration when drained, high runoff potential when undrained)". */
export function hydrologicGroupWords(group: string): string {
  const parts = group.split('/').map((part) => part.trim().toUpperCase());
  const meanings = parts.map((part) => LEGEND[part]);
  if (meanings.some((meaning) => meaning === undefined)) return `group ${group}`;
  if (parts.length === 2) return `group ${group} (${meanings[0]} when drained, ${meanings[1]} when undrained)`;
  return `group ${group} (${meanings[0]})`;
}

/** Map units grouped by a text rating, in the order the ratings first appear. */
function byRating(units: SoilMapUnit[], rating: (unit: SoilMapUnit) => string | null) {
  const groups = new Map<string, SoilMapUnit[]>();
  for (const unit of units) {
    const value = rating(unit);
    if (value !== null) groups.set(value, [...(groups.get(value) ?? []), unit]);
  }
  return { groups: [...groups], unrated: units.filter((unit) => rating(unit) === null) };
}

const unratedSentence = (unrated: SoilMapUnit[], what: string) =>
  unrated.length === 0 ? [] : [`SDA gives no ${what} for ${listOf(unrated.map((unit) => unit.muname))}.`];

function overview(units: SoilMapUnit[], rows: SoilRow[]): string[] {
  const sharesKnown = units.every((unit) => unit.sharePct !== null);
  const count = units.length === 1 ? 'one soil map unit' : `${units.length} soil map units`;
  const listed = units.map(named);
  const sentences = [`The USDA NRCS soil survey (Soil Data Access) maps ${count} within the subject property: ${listOf(listed)}.`];
  const [first] = units;
  if (!first) return sentences;
  if (sharesKnown && units.length > 1) {
    sentences.push(
      (first.sharePct ?? 0) >= 50
        ? `The dominant soil is ${first.muname}, covering about ${percent(first.sharePct ?? 0)} of the property.`
        : `The largest map unit is ${first.muname}, covering about ${percent(first.sharePct ?? 0)} of the property.`,
    );
  } else if (!sharesKnown) {
    sentences.push('The share of the property each map unit covers could not be obtained from SDA.');
  }
  const components = rows.filter((row) => row.mukey === first.mukey && row.comppct_r !== null && row.comppct_r >= 15);
  if (components.length > 0) {
    const parts = components.map((row) => `${row.compname} (${percent(row.comppct_r ?? 0)})`);
    const slopes = rows.filter((row) => row.mukey === first.mukey);
    const low = Math.min(...slopes.map((row) => row.slope_l ?? Number.POSITIVE_INFINITY));
    const high = Math.max(...slopes.map((row) => row.slope_h ?? Number.NEGATIVE_INFINITY));
    const slopeText = Number.isFinite(low) && Number.isFinite(high) ? `, on slopes of ${low} to ${high} percent` : '';
    sentences.push(`${first.muname} consists mainly of ${listOf(parts)}${slopeText}.`);
  }
  return sentences;
}

const names = (members: SoilMapUnit[]) => listOf(members.map((unit) => unit.muname));
const isAre = (members: SoilMapUnit[]) => (members.length > 1 ? 'are' : 'is');

function drainage(units: SoilMapUnit[]): string[] {
  const { groups, unrated } = byRating(units, (unit) => unit.drclassdcd);
  if (groups.length === 1 && unrated.length === 0 && units.length > 1)
    return [`Every map unit is rated ${lowerFirst(groups[0]![0])} (drainage class, dominant condition).`];
  const sentences = groups.map(
    ([drainageClass, members], index) =>
      `${names(members)} ${isAre(members)} rated ${lowerFirst(drainageClass)}${index === 0 ? ' (drainage class, dominant condition)' : ''}.`,
  );
  return [...sentences, ...unratedSentence(unrated, 'drainage class')];
}

function hydrologicGroups(units: SoilMapUnit[]): string[] {
  const { groups, unrated } = byRating(units, (unit) => unit.hydgrpdcd);
  const sentences = groups.map(
    ([group, members]) => `${names(members)} ${members.length > 1 ? 'fall' : 'falls'} in hydrologic soil ${hydrologicGroupWords(group)}.`,
  );
  return [...sentences, ...unratedSentence(unrated, 'hydrologic soil group')];
}

function waterTable(units: SoilMapUnit[]): string[] {
  const rated = units.filter((unit) => unit.waterTableDepthCm !== null);
  const sentences = rated.map((unit) => `The annual minimum depth to a water table is ${depth(unit.waterTableDepthCm ?? 0)} in ${unit.muname}.`);
  const unrated = units.filter((unit) => unit.waterTableDepthCm === null);
  if (unrated.length > 0) sentences.push(`SDA gives no depth to a water table for ${listOf(unrated.map((unit) => unit.muname))}.`);
  return sentences;
}

function bedrock(units: SoilMapUnit[]): string[] {
  const rated = units.filter((unit) => unit.bedrockDepthCm !== null);
  if (rated.length === 0) return ['No depth to bedrock is rated for these map units.'];
  return rated.map((unit) => `Bedrock is rated at a minimum depth of ${depth(unit.bedrockDepthCm ?? 0)} in ${unit.muname}.`);
}

function flooding(units: SoilMapUnit[]): string[] {
  const { groups, unrated } = byRating(units, (unit) => unit.floodFrequency);
  if (groups.length === 1 && unrated.length === 0) return [`The flooding frequency is rated ${lowerFirst(groups[0]![0])} for every map unit.`];
  const sentences = groups.map(([frequency, members]) => `The flooding frequency of ${names(members)} is rated ${lowerFirst(frequency)}.`);
  return [...sentences, ...unratedSentence(unrated, 'flooding frequency')];
}

function hydric(units: SoilMapUnit[]): string[] {
  const rated = units.filter((unit) => unit.hydricPct !== null);
  if (rated.length === 0) return [];
  const withHydric = rated.filter((unit) => (unit.hydricPct ?? 0) > 0);
  if (withHydric.length === 0) return ['No hydric components are reported in these map units.'];
  return withHydric.map((unit) => `Hydric components make up about ${percent(unit.hydricPct ?? 0)} of ${unit.muname}.`);
}

const groupLetters = (unit: SoilMapUnit) => (unit.hydgrpdcd ?? '').toUpperCase().split('/');
const weight = (unit: SoilMapUnit, units: SoilMapUnit[]) => unit.sharePct ?? 100 / units.length;

/** What the ratings suggest for how a release would move, from the groups and drainage that cover most of the property. */
function implications(units: SoilMapUnit[]): string[] {
  const share = (test: (unit: SoilMapUnit) => boolean) => units.filter(test).reduce((sum, unit) => sum + weight(unit, units), 0);
  const slow = share((unit) => groupLetters(unit).some((letter) => letter === 'C' || letter === 'D') || /poorly/i.test(unit.drclassdcd ?? ''));
  const fast = share((unit) => groupLetters(unit).every((letter) => letter === 'A' || letter === 'B') && unit.hydgrpdcd !== null);
  const sentences: string[] = [];
  if (slow > 0 && slow >= fast) {
    sentences.push(
      'Soils of hydrologic groups C and D and poorly drained soils infiltrate water slowly: a surface release there is more likely to spread laterally with runoff toward drainage features or to collect as perched water above slowly permeable layers than to migrate quickly downward, which slows but does not prevent migration to groundwater.',
    );
  }
  if (fast > 0 && fast > slow) {
    sentences.push(
      'Soils of hydrologic groups A and B infiltrate water readily: a release at or near the surface could migrate downward to groundwater relatively quickly, with little runoff to carry it off site.',
    );
  }
  const shallowest = units.filter((unit) => unit.waterTableDepthCm !== null).sort((a, b) => (a.waterTableDepthCm ?? 0) - (b.waterTableDepthCm ?? 0))[0];
  if (shallowest && (shallowest.waterTableDepthCm ?? 0) <= SHALLOW_WATER_TABLE_CM) {
    sentences.push(
      `A water table as shallow as ${depth(shallowest.waterTableDepthCm ?? 0)} leaves groundwater more susceptible to releases at or near the surface, and contaminated shallow groundwater raises the potential for vapor migration into buildings (vapor intrusion).`,
    );
  }
  if (units.some((unit) => /urban land|xerarents|\bfill\b/i.test(unit.muname))) {
    sentences.push(
      'Urban land and human-altered soils (such as Xerarents) are mapped, so the native soil may have been disturbed, covered or filled; conditions beneath the property may differ from the survey description.',
    );
  }
  sentences.push('These ratings are generalized soil survey data and do not replace site-specific subsurface information.');
  return sentences;
}

/** The narrative of a soils study; `units` and `rows` must not be empty. */
export function soilsNarrative(units: SoilMapUnit[], rows: SoilRow[]): string {
  const paragraphs = [
    overview(units, rows),
    [...drainage(units), ...hydrologicGroups(units)],
    [...waterTable(units), ...bedrock(units), ...flooding(units), ...hydric(units)],
    implications(units),
  ];
  return paragraphs
    .map((sentences) => sentences.map(sentenceCase).join(' '))
    .filter(Boolean)
    .join('\n\n');
}
