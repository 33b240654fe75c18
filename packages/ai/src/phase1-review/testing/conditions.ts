import { joinList, printContaminants, type ContaminantStyle } from './contaminants';
import type { Rng } from './prng';

// The conditions a generated report finds on the subject property, one template per story.

export type ConditionClass = 'REC' | 'HREC' | 'CREC';

/** An activity and use limitation: truth keeps the short phrase, the report prints the clause. */
export interface Aul {
  phrase: string;
  clause: string;
}

export interface Condition {
  cls: ConditionClass;
  siteName: string;
  /** What the operation was, for the history table ("dry cleaning facility"). */
  use: string;
  startYear: number;
  /** The sentence that establishes the condition (findings, executive summary). */
  finding: string;
  /** The environmental professional's opinion sentence. */
  opinion: string;
  /** A noun phrase for the conclusion ("the former dry cleaning facility operated as X"). */
  brief: string;
  /** A few words for a table cell. */
  tableText: string;
  contaminants: string[];
  auls: Aul[];
  /** The Phase II work a REC calls for. */
  investigation: string;
  /** How the subject's own database listing reads, if it has one. */
  subjectListing: string | null;
}

export interface ConditionContext {
  rng: Rng;
  agency: string;
  agencyShort: string;
  caseId: string;
  style: ContaminantStyle;
  /** Year the report was written. */
  reportYear: number;
}

const AULS: readonly Aul[] = [
  { phrase: 'deed restriction prohibiting groundwater use', clause: 'a deed restriction prohibiting the use of groundwater beneath the property' },
  { phrase: 'asphalt cap engineering control', clause: 'maintenance of the asphalt cap over the former source area as an engineering control' },
  { phrase: 'soil management plan', clause: 'compliance with a soil management plan for any excavation' },
  { phrase: 'commercial or industrial land use restriction', clause: 'a restriction limiting the property to commercial or industrial use' },
  { phrase: 'vapor mitigation system', clause: 'operation and maintenance of the sub-slab vapor mitigation system beneath the building' },
];

function span(ctx: ConditionContext, earliest: number): [number, number] {
  const start = ctx.rng.int(earliest, earliest + 15);
  return [start, ctx.rng.int(start + 12, Math.min(start + 40, ctx.reportYear - 8))];
}

function recDryCleaner(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Spotless Cleaners', 'Royal Dry Cleaning & Laundry', 'Crown Cleaners & Tailors', 'Blue Ribbon Cleaners']);
  const [y1, y2] = span(ctx, 1948);
  const contaminants = rng.chance(0.5) ? ['PCE', 'TCE'] : ['PCE', 'TCE', 'vinyl chloride'];
  const printed = printContaminants(contaminants, ctx.style);
  const finding = rng.pick([
    `The historical operation of ${name} as a dry cleaning facility on the subject property from approximately ${y1} to ${y2}, with the likely use of ${printed}, represents a recognized environmental condition (REC) in connection with the subject property.`,
    `${name}, a dry cleaning facility, occupied the subject property from approximately ${y1} to ${y2}; because chlorinated solvents were likely used on site and no records of their management were found, this former use is considered a REC in connection with the subject property.`,
  ]);
  return {
    cls: 'REC',
    siteName: name,
    use: 'dry cleaning facility',
    startYear: y1,
    finding,
    opinion: `In the opinion of the environmental professional, the former ${name} operation represents a REC because of the likely presence of ${printed} in soil, soil vapor or groundwater beneath the subject property.`,
    brief: `the former dry cleaning facility operated as ${name}`,
    tableText: `Former dry cleaner (${name}), ${y1}-${y2}`,
    contaminants,
    auls: [],
    investigation: 'sub-slab soil vapor and groundwater sampling',
    subjectListing: `The subject property is listed in the historical DRYCLEANERS database as ${name}; no violations or releases are recorded for the listing.`,
  };
}

function recServiceStation(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Hi-Way Service Station', 'Gulf Service Station No. 12', 'Mobil Mart #318', 'Baxter Texaco']);
  const [y1, y2] = span(ctx, 1950);
  const tanks = rng.int(2, 4);
  const contaminants = ['petroleum hydrocarbons', 'benzene', 'MTBE'];
  return {
    cls: 'REC',
    siteName: name,
    use: 'gasoline service station',
    startYear: y1,
    finding: rng.pick([
      `A retail gasoline service station (${name}) operated on the subject property from approximately ${y1} to ${y2}; records of the removal of its ${tanks} underground storage tanks were not found, and the potential for undocumented releases of petroleum products from the former tanks and dispensers represents a recognized environmental condition.`,
      `We identified the following recognized environmental condition in connection with the subject property: the former ${name}, which operated ${tanks} underground storage tanks from approximately ${y1} to ${y2} with no documentation of tank closure or soil sampling.`,
    ]),
    opinion: `In our opinion, the former ${name} is a REC because ${printContaminants(contaminants, ctx.style)} may be present in soil and groundwater near the former tank basin and dispenser islands.`,
    brief: `the former ${name} and its undocumented underground storage tanks`,
    tableText: `Former service station (${name}) with ${tanks} USTs, closure undocumented`,
    contaminants,
    auls: [],
    investigation: 'a geophysical survey to locate potential remaining USTs and soil and groundwater sampling',
    subjectListing: `The subject property is listed in the historical UST database as ${name} with ${tanks} tanks of status "unknown"; no closure report is on file.`,
  };
}

function recPlatingShop(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Apex Electroplating Co.', 'Superior Plating Works', 'Chromecraft Finishing']);
  const [y1, y2] = span(ctx, 1955);
  const contaminants = ['chromium', 'TCE'];
  return {
    cls: 'REC',
    siteName: name,
    use: 'metal plating shop',
    startYear: y1,
    finding: `The former ${name} metal plating operation (approximately ${y1} to ${y2}) used chromic acid and chlorinated degreasers, and ${ctx.agencyShort} inspection records describe a floor trench and sump that discharged to a dry well; this constitutes a recognized environmental condition in connection with the subject property.`,
    opinion: `It is the opinion of the environmental professional that the plating trench and dry well are likely pathways for a release of ${printContaminants(contaminants, ctx.style)} to the subsurface, and the former plating operation is therefore a REC.`,
    brief: `the former ${name} plating operation and its dry well`,
    tableText: `Former plating shop (${name}), floor trench and dry well`,
    contaminants,
    auls: [],
    investigation: 'soil sampling at the trench and dry well and the installation of groundwater monitoring wells',
    subjectListing: `The subject property is listed in the RCRA-SQG database as ${name} (inactive), with two violations for container management in ${y2 - 3}.`,
  };
}

function recOrchard(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Hollister Orchards', 'Sunny Slope Apple Orchard', 'Baker Brothers Peach Orchard']);
  const [y1, y2] = span(ctx, 1925);
  const contaminants = ['arsenic', 'lead'];
  return {
    cls: 'REC',
    siteName: name,
    use: 'orchard',
    startYear: y1,
    finding: `The subject property was operated as ${name}, an orchard, from at least ${y1} to ${y2}; the historical application of lead arsenate pesticides is likely to have left residual arsenic and lead in shallow soil, and this is considered a recognized environmental condition for the subject property.`,
    opinion: `In the opinion of the environmental professional, residual arsenic and lead from historical orchard pesticide use are likely present in surface soils, which represents a REC given the planned residential redevelopment.`,
    brief: `residual pesticides in soil from the former ${name}`,
    tableText: `Former orchard (${name}), lead arsenate pesticides`,
    contaminants,
    auls: [],
    investigation: 'a grid of shallow soil samples analysed for arsenic and lead',
    subjectListing: null,
  };
}

function recTransformerShop(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Midwest Transformer Service', 'Reliance Electric Motor Repair', 'Allied Power Equipment']);
  const [y1, y2] = span(ctx, 1952);
  const contaminants = ['PCBs'];
  return {
    cls: 'REC',
    siteName: name,
    use: 'electrical transformer repair shop',
    startYear: y1,
    finding: `The following is considered a REC: ${name}, an electrical transformer repair shop, occupied the northern building from ${y1} to ${y2}, and stained concrete was observed at the former transformer staging area where PCB-containing dielectric fluids were likely handled.`,
    opinion: `We consider the former transformer staging area a REC because ${printContaminants(contaminants, ctx.style)} may be present in the concrete and the underlying soil.`,
    brief: `the former ${name} transformer staging area`,
    tableText: `Former transformer repair shop (${name}), stained concrete`,
    contaminants,
    auls: [],
    investigation: 'concrete chip and soil sampling for PCBs at the former staging area',
    subjectListing: `The subject property is listed in the RCRA NONGEN database as ${name}; the listing is inactive.`,
  };
}

function hrecFuelRelease(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Former Fleet Fuel Depot', 'Former Amoco Station', "Hank's Garage", 'Former Farm Co-op Fuel Island']);
  const fuel = rng.pick(['gasoline', 'diesel fuel', 'gasoline']);
  const y1 = rng.int(1986, 1999);
  const y2 = y1 + rng.int(3, 9);
  const contaminants = fuel === 'gasoline' ? ['petroleum hydrocarbons', 'benzene'] : ['petroleum hydrocarbons'];
  const finding = rng.pick([
    `A ${y1} release of ${fuel} from a former underground storage tank at ${name} on the subject property (${ctx.agencyShort} case number ${ctx.caseId}) was remediated and received a No Further Action determination in ${y2} for unrestricted use; this past release is considered a historical recognized environmental condition (HREC).`,
    `The ${y1} ${fuel} release from the ${name} tank system (case ${ctx.caseId}) was closed by the ${ctx.agency} in ${y2} without any activity and use limitations; it is therefore classified as a historical REC (HREC).`,
  ]);
  return {
    cls: 'HREC',
    siteName: name,
    use: 'fuel dispensing facility',
    startYear: y1 - rng.int(10, 25),
    finding,
    opinion: `It is our opinion that the ${y1} ${fuel} release is an HREC and not a REC, because residual concentrations meet current unrestricted use standards and no new exposure pathways have been identified.`,
    brief: `the closed ${y1} ${fuel} release`,
    tableText: `${y1} ${fuel} UST release; No Further Action ${y2}, unrestricted use`,
    contaminants,
    auls: [],
    investigation: '',
    subjectListing: `The subject property is listed in the LUST database as ${name} (case ${ctx.caseId}), status "Closed - NFA ${y2}".`,
  };
}

function hrecSolventRelease(ctx: ConditionContext): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Town & Country Cleaners', 'Peerless Dry Cleaners', 'Quality Cleaners']);
  const y1 = rng.int(1990, 2004);
  const y2 = y1 + rng.int(4, 10);
  const contaminants = ['PCE'];
  return {
    cls: 'HREC',
    siteName: name,
    use: 'dry cleaning facility',
    startYear: y1 - rng.int(15, 30),
    finding: `In ${y1}, a release of ${printContaminants(contaminants, ctx.style)} at the former ${name} on the subject property was investigated and remediated under the ${ctx.agency} Voluntary Cleanup Program; a Certificate of Completion for unrestricted residential use was issued in ${y2}, and this closed release is considered an HREC.`,
    opinion: `In the opinion of the environmental professional, the closed ${name} release is an HREC rather than a REC or CREC, because the certificate allows unrestricted use and post-remediation soil vapor sampling met residential screening levels.`,
    brief: `the closed ${name} solvent release`,
    tableText: `${y1} PCE release (${name}); unrestricted-use certificate ${y2}`,
    contaminants,
    auls: [],
    investigation: '',
    subjectListing: `The subject property is listed in the VCP database as ${name}, status "Certificate of Completion - unrestricted use (${y2})".`,
  };
}

function crecDegreaser(ctx: ConditionContext, auls: Aul[]): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Tri-Metal Fabricators', 'Carlson Machine & Tool', 'Precision Gear Works']);
  const y1 = rng.int(1988, 2002);
  const y2 = y1 + rng.int(5, 12);
  const contaminants = ['TCE', 'vinyl chloride'];
  return {
    cls: 'CREC',
    siteName: name,
    use: 'machine shop',
    startYear: y1 - rng.int(15, 30),
    finding: `A release of ${printContaminants(['TCE'], ctx.style)} from a former vapor degreaser operated by ${name} was addressed under the ${ctx.agency} Voluntary Cleanup Program, which issued a No Further Action letter in ${y2} conditioned on ${joinList(auls.map((aul) => aul.clause))}; because hazardous substances remain in place subject to these controls, this condition is a controlled recognized environmental condition (CREC).`,
    opinion: `It is our opinion that the former ${name} release is a CREC: residual ${printContaminants(contaminants, ctx.style)} remain beneath the building and the closure depends on the controls remaining in effect.`,
    brief: `the former ${name} degreaser release, closed with controls in place`,
    tableText: `${name} TCE release; NFA ${y2} with controls`,
    contaminants,
    auls,
    investigation: '',
    subjectListing: `The subject property is listed in the VCP, ENG CONTROLS and INST CONTROL databases as ${name}, status "NFA with controls (${y2})".`,
  };
}

function crecFuelWithControls(ctx: ConditionContext, auls: Aul[]): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Former Citgo Station #55', 'Former Kwik Fill', 'Former Depot Fuel Center']);
  const y1 = rng.int(1989, 2003);
  const y2 = y1 + rng.int(4, 12);
  const contaminants = ['petroleum hydrocarbons', 'benzene', 'MTBE'];
  return {
    cls: 'CREC',
    siteName: name,
    use: 'gasoline service station',
    startYear: y1 - rng.int(15, 30),
    finding: `The ${y1} gasoline release from the ${name} underground storage tanks (${ctx.agencyShort} case ${ctx.caseId}) received regulatory closure in ${y2}, with residual petroleum impacts left in soil and groundwater beneath the eastern parking lot subject to ${joinList(auls.map((aul) => aul.clause))}; this closed release with controls left in place represents a CREC.`,
    opinion: `In the opinion of the environmental professional, the ${name} release is a controlled recognized environmental condition, as ${printContaminants(contaminants, ctx.style)} remain in place and the closure relies on the recorded controls.`,
    brief: `the ${name} release, closed with controls in place`,
    tableText: `${y1} gasoline release (${name}); closed ${y2} with controls`,
    contaminants,
    auls,
    investigation: '',
    subjectListing: `The subject property is listed in the LUST database as ${name} (case ${ctx.caseId}), status "Closed with institutional controls (${y2})".`,
  };
}

function crecMetalsFill(ctx: ConditionContext, auls: Aul[]): Condition {
  const { rng } = ctx;
  const name = rng.pick(['Ironside Foundry', 'Lakeshore Gray Iron Works', 'Mercer Brass & Bronze']);
  const y2 = rng.int(2006, ctx.reportYear - 3);
  const contaminants = ['arsenic', 'lead'];
  return {
    cls: 'CREC',
    siteName: name,
    use: 'foundry',
    startYear: rng.int(1920, 1950),
    finding: `Foundry fill containing arsenic and lead above residential standards was left in place beneath the subject property when ${name} closed, and the ${ctx.agency} approved closure in ${y2} under an environmental covenant requiring ${joinList(auls.map((aul) => aul.clause))}; this is a controlled recognized environmental condition (CREC).`,
    opinion: `We consider the foundry fill a CREC: the arsenic and lead left in place are acceptable only while the covenant's controls are maintained.`,
    brief: `foundry fill left in place under an environmental covenant`,
    tableText: `${name} fill (arsenic, lead) under covenant, ${y2}`,
    contaminants,
    auls,
    investigation: '',
    subjectListing: `The subject property is listed in the INST CONTROL database as ${name}, environmental covenant recorded ${y2}.`,
  };
}

const REC_TEMPLATES = [recDryCleaner, recServiceStation, recPlatingShop, recOrchard, recTransformerShop];
const HREC_TEMPLATES = [hrecFuelRelease, hrecSolventRelease];
const CREC_TEMPLATES = [crecDegreaser, crecFuelWithControls, crecMetalsFill];

export function drawCondition(cls: ConditionClass, ctx: ConditionContext, avoidSiteNames: readonly string[] = []): Condition {
  for (;;) {
    const condition = drawOnce(cls, ctx);
    // Two conditions of one report never share an operator.
    if (!avoidSiteNames.includes(condition.siteName)) return condition;
  }
}

function drawOnce(cls: ConditionClass, ctx: ConditionContext): Condition {
  if (cls === 'REC') return ctx.rng.pick(REC_TEMPLATES)(ctx);
  if (cls === 'HREC') return ctx.rng.pick(HREC_TEMPLATES)(ctx);
  const auls = ctx.rng.sample(AULS, ctx.rng.int(1, 3));
  return ctx.rng.pick(CREC_TEMPLATES)(ctx, auls);
}
