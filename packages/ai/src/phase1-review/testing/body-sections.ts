import { type ComposeContext, type Part, qa } from './compose-context';
import { joinList } from './contaminants';
import { alsoAnswers, answer, distractor, evidence, para, table, type Block } from './document';
import { aulsOf, isoDate, longDate } from './facts';

// The descriptive sections of a report: the same facts in any family, a few wordings each.

export function introduction(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const reliance = rng.pick([
    `This report was prepared for the exclusive use of ${facts.user}.`,
    `This report has been prepared for the sole use and reliance of ${facts.user}.`,
  ]);
  return [
    {
      title: 'Purpose',
      blocks: [
        para(
          'The purpose of this Phase I ESA is to identify, to the extent feasible pursuant to the processes prescribed in ASTM E1527-21, recognized environmental conditions in connection with the subject property, and to permit the User to satisfy one of the requirements to qualify for the landowner liability protections under CERCLA.',
        ),
      ],
    },
    {
      title: 'Scope of Services',
      blocks: [
        para(
          'The scope of services included a review of reasonably ascertainable federal, state, tribal and local environmental records; a review of historical sources (aerial photographs, fire insurance maps, city directories and topographic maps); a reconnaissance of the subject property; interviews; and preparation of this report.',
        ),
      ],
    },
    {
      title: 'Limitations and Exceptions',
      blocks: [
        para(
          'No sampling or testing of soil, groundwater, soil vapor or building materials was conducted as part of this assessment. Business environmental risks such as asbestos-containing materials, lead-based paint, radon, mold and wetlands are outside the scope of ASTM E1527-21 unless specifically noted.',
        ),
      ],
    },
    {
      title: 'User Reliance',
      blocks: [
        para(
          answer(reliance, qa('user', facts.user)),
          `Reliance by any other party is prohibited without the written authorization of ${facts.consultant.name}. The report is presumed viable for 180 days from the earliest date of its components.`,
        ),
      ],
    },
  ];
}

export function definitions(ctx: ComposeContext): Part[] {
  const lead = ctx.rng.pick([
    'ASTM E1527-21 defines the following terms:',
    'The following definitions are quoted from ASTM E1527-21 and are used throughout this report:',
  ]);
  return [
    {
      title: 'Definitions',
      blocks: [
        para(lead),
        para(
          distractor(
            'Recognized environmental condition (REC): (1) the presence of hazardous substances or petroleum products in, on, or at the subject property due to a release to the environment; (2) the likely presence of hazardous substances or petroleum products in, on, or at the subject property due to a release or likely release to the environment; or (3) the presence of hazardous substances or petroleum products in, on, or at the subject property under conditions that pose a material threat of a future release to the environment.',
            'definition',
          ),
        ),
        para(
          distractor(
            'Controlled recognized environmental condition (CREC): a recognized environmental condition affecting the subject property that has been addressed to the satisfaction of the applicable regulatory authority or authorities with hazardous substances or petroleum products allowed to remain in place subject to implementation of required controls (for example, activity and use limitations or other property use limitations).',
            'definition',
          ),
        ),
        para(
          distractor(
            'Historical recognized environmental condition (HREC): a previous release of hazardous substances or petroleum products affecting the subject property that has been addressed to the satisfaction of the applicable regulatory authority or authorities and meeting unrestricted use criteria established by the applicable regulatory authority or authorities without subjecting the subject property to any controls.',
            'definition',
          ),
        ),
        para(
          'De minimis condition: a condition related to a release that generally does not present a threat to human health or the environment and that generally would not be the subject of an enforcement action if brought to the attention of appropriate governmental agencies.',
        ),
      ],
    },
  ];
}

export function siteDescription(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const acres = rng.pick([`The property totals approximately ${facts.acres} acres`, `The subject property comprises approximately ${facts.acres} acres`]);
  const sides = (['north', 'south', 'east', 'west'] as const).map((side) => [
    side[0]!.toUpperCase() + side.slice(1),
    facts.adjoining[side].address,
    facts.adjoining[side].use,
  ]);
  return [
    {
      title: 'Location and Legal Description',
      blocks: [
        para(
          answer(`The subject property is located at ${facts.address}`, qa('address', facts.address.toUpperCase())),
          `, in ${facts.place.county} County. The county assessor identifies the subject property as parcel number ${facts.parcel}.`,
        ),
      ],
    },
    {
      title: 'Current Use of the Property',
      blocks: [
        para(
          `At the time of the site reconnaissance, the subject property was occupied by ${facts.currentUse}.`,
          answer(acres, qa('acres', `${facts.acres} acres`)),
          `and is improved with one building of approximately ${facts.buildingSf} square feet, asphalt-paved parking and landscaped areas.`,
        ),
        para(
          `The building is a ${facts.construction} structure constructed circa ${facts.yearBuilt} on a concrete slab-on-grade foundation. Potable water and sanitary sewer services are provided by the City of ${facts.place.city}.`,
        ),
      ],
    },
    {
      title: 'Current Uses of the Adjoining Properties',
      blocks: [table(['Direction', 'Address', 'Current Use'], sides, [1, 2, 2])],
    },
  ];
}

export function physicalSetting(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  const groundwater = `is anticipated at approximately ${facts.groundwaterDepthFt} feet below ground surface (bgs), with an inferred flow direction toward the ${facts.groundwaterDirection}.`;
  return [
    {
      title: 'Topography and Hydrogeology',
      blocks: [
        para(
          `The USGS ${facts.place.city} 7.5-minute topographic quadrangle was reviewed. The elevation of the subject property is approximately ${facts.elevationFt} feet above mean sea level, and the regional slope is toward the ${facts.groundwaterDirection}.`,
        ),
        para(
          'Based on regional groundwater studies and nearby monitoring well data, shallow groundwater',
          answer(groundwater, qa('groundwater', `Toward the ${facts.groundwaterDirection}; approximately ${facts.groundwaterDepthFt} feet bgs`)),
          'Groundwater flow direction has not been measured at the subject property.',
        ),
      ],
    },
  ];
}

export function userInfo(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const auls = aulsOf(facts);
  const crec = facts.conditions.find((condition) => condition.cls === 'CREC');
  const aulBlock =
    crec && auls.length > 0
      ? para(
          alsoAnswers(
            evidence(
              `The User provided a copy of an environmental covenant recorded with the ${facts.place.county} County Recorder in connection with ${crec.siteName}, which requires ${joinList(auls.map((aul) => aul.clause))}.`,
              'aul',
            ),
            qa('auls', `Yes: ${auls.map((aul) => aul.phrase).join('; ')}`),
          ),
        )
      : para(
          distractor(
            'The User reported no knowledge of environmental liens or activity and use limitations (AULs), such as engineering controls, land use restrictions or institutional controls, that are in place at the subject property.',
            'negation',
          ),
          alsoAnswers(distractor('No AULs were identified in the title records reviewed.', 'negation'), qa('auls', 'No AULs were identified')),
        );
  return [
    {
      title: 'Environmental Liens and Activity and Use Limitations',
      blocks: [
        para(
          rng.pick([
            'A User Questionnaire was completed by a representative of the User and is included in the appendices.',
            'The User was asked to provide the information required by ASTM E1527-21 Section 6; the completed questionnaire is appended.',
          ]),
        ),
        aulBlock,
      ],
    },
    {
      title: 'Specialized Knowledge and Valuation Reduction',
      blocks: [
        para(
          'The User reported no specialized knowledge material to recognized environmental conditions and indicated that the purchase price reasonably reflects the fair market value of the property.',
        ),
      ],
    },
  ];
}

function historyRows(ctx: ComposeContext): string[][] {
  const { facts } = ctx;
  const rows: string[][] = [];
  const earliest = facts.earliestUse;
  rows.push([String(earliest.year), 'Aerial photograph', earliest.use.replace(/^an? /, '')]);
  for (const condition of facts.conditions) {
    if (condition.startYear !== earliest.year) rows.push([String(condition.startYear), 'City directory', condition.siteName]);
  }
  const reportYear = facts.reportDate.getUTCFullYear();
  for (let year = Math.max(earliest.year + 10, 1960); year < reportYear; year += 12)
    rows.push([String(year), 'Aerial photograph', 'Commercial building, parking']);
  rows.push([String(reportYear), 'Site reconnaissance', facts.currentUse.replace(/^an? /, '')]);
  return rows.sort((a, b) => Number(a[0]) - Number(b[0]));
}

export function history(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const earliestSentence = `The earliest developed use identified for the subject property was ${facts.earliestUse.use}`;
  const gap = facts.dataGap;
  return [
    {
      title: 'Historical Use of the Property',
      blocks: [
        para(
          rng.pick([
            'Historical sources were reviewed to identify past uses of the subject property and adjoining properties back to first developed use or 1940, whichever is earlier.',
            'Aerial photographs, fire insurance maps, city directories and topographic maps were reviewed at approximately five-year intervals where available.',
          ]),
        ),
        table(['Year(s)', 'Source', 'Use Observed'], historyRows(ctx), [1, 2, 3]),
        para(
          answer(earliestSentence, qa('earliestUse', facts.earliestUse.use)),
          `, first observed in the ${facts.earliestUse.year} ${gap?.kind === 'history' ? 'aerial photograph, the earliest source reasonably ascertainable' : 'aerial photograph'}.`,
        ),
      ],
    },
    {
      title: 'Historical Use of Adjoining Properties',
      blocks: [
        para(
          `Historical sources indicate the adjoining properties were developed with residential and commercial uses by the 1960s. The ${facts.adjoiningLust.side} adjoining property has operated as ${facts.adjoiningLust.name} since approximately ${facts.closedLust.year - 20}.`,
        ),
      ],
    },
  ];
}

function databaseTable(): Block {
  return table(
    ['Database', 'Search Distance (miles)', 'Listings'],
    [
      ['NPL', '1.0', '0'],
      ['SEMS', '0.5', '1'],
      ['RCRA CORRACTS', '1.0', '1'],
      ['RCRA generators', 'Property and adjoining', '2'],
      ['LUST', '0.5', '2'],
      ['UST / AST', 'Property and adjoining', '3'],
      ['State hazardous sites', '0.5', '0'],
      ['VCP / Brownfields', '0.5', '1'],
      ['IC / EC', 'Property only', '0'],
    ],
    [2, 2, 1],
  );
}

export function records(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const lust = facts.adjoiningLust;
  const subjectListings = facts.conditions.map((condition) => condition.subjectListing).filter((listing): listing is string => listing !== null);
  const adjoiningText = rng.pick([
    `The adjoining property to the ${lust.side}, ${lust.name} at ${lust.address}, is listed in the LUST database (case ${lust.caseId}); a gasoline release at that property is under active remediation. Based on the inferred ${facts.groundwaterDirection} groundwater flow direction and the reported extent of impacts, this listing is a REC for the adjoining property but is not considered a REC in connection with the subject property.`,
    `${lust.name} (${lust.address}), which adjoins the subject property to the ${lust.side}, is an open LUST case (${lust.caseId}) with petroleum impacts in groundwater. While this release represents a REC for that property, the environmental professional does not consider it a REC in connection with the subject property because the subject property is not hydraulically downgradient of the release.`,
  ]);
  const others = facts.listings
    .slice(0, 3)
    .map((listing) =>
      para(
        `${listing.name} (${listing.address}), approximately ${listing.distanceMi} mile ${listing.direction}, is listed in the ${listing.database} database with no reported violations; based on its distance and regulatory status, it is not considered a REC for the subject property.`,
      ),
    );
  return [
    {
      title: 'Standard Environmental Record Sources',
      blocks: [
        para(
          `A search of federal, state and tribal environmental databases was provided by a commercial database vendor on ${longDate(facts.databaseDate)}, using the approximate minimum search distances of ASTM E1527-21. The results are summarized below.`,
        ),
        databaseTable(),
        para(subjectListings.length > 0 ? subjectListings.join(' ') : 'The subject property is not listed in the databases searched.'),
      ],
    },
    {
      title: 'Adjoining and Nearby Properties',
      blocks: [
        para(distractor(adjoiningText, 'adjoining')),
        para(
          distractor(
            `The ${facts.semsSite.name}, located approximately ${facts.semsSite.distanceMi} miles ${facts.semsSite.direction} of the subject property, is listed on the SEMS and CORRACTS databases for chlorinated solvent impacts; given its distance and cross-gradient position, it is not expected to impact the subject property.`,
            'offsite',
          ),
        ),
        para(
          distractor(
            `A closed LUST case (${facts.closedLust.name}) located approximately ${facts.closedLust.distanceMi} miles from the subject property received regulatory closure in ${facts.closedLust.year}; this historical release is associated with an off-site property and is not an HREC for the subject property.`,
            'offsite',
          ),
        ),
        ...others,
      ],
    },
  ];
}

export function reconnaissance(ctx: ComposeContext): Part[] {
  const { facts, rng } = ctx;
  const who = rng.pick([
    `${facts.ep.name} of ${facts.consultant.name} conducted the site reconnaissance on ${longDate(facts.reconDate)}`,
    `The site reconnaissance was performed on ${longDate(facts.reconDate)} by ${facts.ep.name}`,
  ]);
  const access =
    facts.dataGap?.kind === 'access'
      ? `Access to the interior of ${facts.dataGap.building} was denied by the tenant, and the building could not be observed.`
      : 'No limiting conditions were encountered.';
  return [
    {
      title: 'Methodology and Limiting Conditions',
      blocks: [
        para(
          answer(who, qa('reconnaissance', `${isoDate(facts.reconDate)}; ${facts.ep.name}`)),
          '. The reconnaissance consisted of a walk-through of the building interior and observation of the exterior areas and, from public rights-of-way, the adjoining properties.',
          access,
        ),
      ],
    },
    {
      title: 'Observations',
      blocks: [
        para(
          'No stressed vegetation, pits, ponds, lagoons, drums or unidentified substance containers were observed. Storm water drains to catch basins connected to the municipal storm sewer system.',
        ),
        para(
          distractor(
            rng.pick([
              'Minor oil staining on the asphalt pavement near the loading dock was observed; this is considered a de minimis condition and not a REC.',
              'Small quantities of janitorial supplies and paint were stored in good condition; a few drops of hydraulic fluid beneath a parked forklift were noted and are considered de minimis.',
            ]),
            'de_minimis',
          ),
        ),
      ],
    },
  ];
}

export function interviews(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  return [
    {
      title: 'Interviews',
      blocks: [
        para(
          `${facts.owner}, the current owner, was interviewed on ${longDate(facts.reconDate)} and reported no knowledge of spills, environmental violations or litigation involving the subject property other than what is described in this report.`,
        ),
        para(`${facts.official} of the ${facts.place.agency} was contacted regarding the subject property; no additional records of concern were provided.`),
      ],
    },
  ];
}

export function deviations(_ctx: ComposeContext): Part[] {
  return [
    {
      title: 'Deviations',
      blocks: [
        para(
          'No deviations from ASTM E1527-21 were made other than those noted in the limitations of this report. No additional services, such as asbestos surveys or wetlands delineations, were requested by the User.',
        ),
      ],
    },
  ];
}

export function nonScope(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  return [
    {
      title: 'Non-Scope Considerations',
      blocks: [
        para(
          distractor(
            `Asbestos-containing materials: based on the ${facts.yearBuilt} construction date, suspect asbestos-containing materials may be present in the building; this is a business environmental risk and is not a REC.`,
            'non_scope',
          ),
        ),
        para(
          distractor(
            'Lead-based paint: because the building may contain painted surfaces from before 1978, lead-based paint may be present; lead-based paint is outside the scope of ASTM E1527-21 and is not considered a REC.',
            'non_scope',
          ),
        ),
        para(
          distractor(
            `Radon: the subject property is located in EPA Radon Zone ${ctx.rng.int(1, 3)}; radon testing was not performed. No visible mold growth was observed, and no wetlands are mapped on the subject property.`,
            'non_scope',
          ),
        ),
      ],
    },
  ];
}

export function references(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  return [
    {
      title: 'References',
      blocks: [
        para(`Regulatory database report, ${facts.place.city}, ${facts.place.state}, dated ${longDate(facts.databaseDate)}.`),
        para(`USGS 7.5-minute topographic quadrangle, ${facts.place.city}, ${facts.place.stateName}.`),
        para('ASTM International, Standard Practice E1527-21, November 2021.'),
      ],
    },
  ];
}

export function signatures(ctx: ComposeContext): Part[] {
  const { facts } = ctx;
  return [
    {
      title: 'Environmental Professional Statement',
      blocks: [
        para(
          'I declare that, to the best of my professional knowledge and belief, I meet the definition of Environmental Professional as defined in 40 CFR 312.10, and I have the specific qualifications based on education, training and experience to assess a property of the nature, history and setting of the subject property.',
        ),
        para(answer(`${facts.ep.name}, ${facts.ep.title}`, qa('signer', facts.ep.name))),
        para(`Reviewed by ${facts.reviewer.name}, ${facts.reviewer.title}`),
      ],
    },
  ];
}
