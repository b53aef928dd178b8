/** Suburbs for the postcode/suburb search box: [postcode, suburb, state, PO box?]. */
const RAW: readonly (readonly [string, string, string, boolean?])[] = [
  ['2000', 'Sydney', 'NSW'], ['2000', 'Barangaroo', 'NSW'], ['2000', 'Dawes Point', 'NSW'], ['2000', 'Millers Point', 'NSW'], ['2000', 'The Rocks', 'NSW'],
  ['2000', 'Haymarket', 'NSW'], ['2001', 'Sydney', 'NSW', true], ['2010', 'Surry Hills', 'NSW'], ['2010', 'Darlinghurst', 'NSW'], ['2011', 'Potts Point', 'NSW'],
  ['2015', 'Alexandria', 'NSW'], ['2021', 'Paddington', 'NSW'], ['2026', 'Bondi', 'NSW'], ['2031', 'Randwick', 'NSW'], ['2037', 'Glebe', 'NSW'],
  ['2040', 'Leichhardt', 'NSW'], ['2042', 'Newtown', 'NSW'], ['2060', 'North Sydney', 'NSW'], ['2067', 'Chatswood', 'NSW'], ['2095', 'Manly', 'NSW'],
  ['2150', 'Parramatta', 'NSW'], ['2153', 'Baulkham Hills', 'NSW'], ['2170', 'Liverpool', 'NSW'], ['2200', 'Bankstown', 'NSW'], ['2250', 'Gosford', 'NSW'],
  ['2300', 'Newcastle', 'NSW'], ['2500', 'Wollongong', 'NSW'], ['2650', 'Wagga Wagga', 'NSW'], ['2750', 'Penrith', 'NSW'], ['2780', 'Katoomba', 'NSW'],
  ['2800', 'Orange', 'NSW'], ['2830', 'Dubbo', 'NSW'], ['2880', 'Broken Hill', 'NSW'], ['2444', 'Port Macquarie', 'NSW'], ['2480', 'Lismore', 'NSW'],
  ['2600', 'Canberra', 'ACT'], ['2600', 'Parkes', 'ACT'], ['2601', 'Acton', 'ACT'], ['2602', 'Braddon', 'ACT'], ['2603', 'Manuka', 'ACT'], ['2612', 'Turner', 'ACT'], ['2617', 'Belconnen', 'ACT'],
  ['2900', 'Greenway', 'ACT'], ['2913', 'Gungahlin', 'ACT'], ['2601', 'Canberra', 'ACT', true],
  ['3000', 'Melbourne', 'VIC'], ['3001', 'Melbourne', 'VIC', true], ['3002', 'East Melbourne', 'VIC'], ['3004', 'Southbank', 'VIC'], ['3006', 'South Wharf', 'VIC'],
  ['3011', 'Footscray', 'VIC'], ['3040', 'Essendon', 'VIC'], ['3053', 'Carlton', 'VIC'], ['3065', 'Fitzroy', 'VIC'], ['3070', 'Northcote', 'VIC'],
  ['3121', 'Richmond', 'VIC'], ['3141', 'South Yarra', 'VIC'], ['3150', 'Glen Waverley', 'VIC'], ['3182', 'St Kilda', 'VIC'], ['3199', 'Frankston', 'VIC'],
  ['3220', 'Geelong', 'VIC'], ['3350', 'Ballarat', 'VIC'], ['3550', 'Bendigo', 'VIC'], ['3630', 'Shepparton', 'VIC'], ['3500', 'Mildura', 'VIC'],
  ['3134', 'Ringwood', 'VIC'], ['3805', 'Narre Warren', 'VIC'], ['3840', 'Morwell', 'VIC'], ['8001', 'Melbourne', 'VIC', true],
  ['4000', 'Brisbane City', 'QLD'], ['4000', 'Spring Hill', 'QLD'], ['4001', 'Brisbane', 'QLD', true], ['4005', 'New Farm', 'QLD'], ['4101', 'South Brisbane', 'QLD'],
  ['4217', 'Surfers Paradise', 'QLD'], ['4305', 'Ipswich', 'QLD'], ['4350', 'Toowoomba', 'QLD'], ['4558', 'Maroochydore', 'QLD'], ['4670', 'Bundaberg', 'QLD'],
  ['4700', 'Rockhampton', 'QLD'], ['4740', 'Mackay', 'QLD'], ['4810', 'Townsville', 'QLD'], ['4870', 'Cairns City', 'QLD'], ['4870', 'Cairns', 'QLD'],
  ['5000', 'Adelaide', 'SA'], ['5001', 'Adelaide', 'SA', true], ['5006', 'North Adelaide', 'SA'], ['5034', 'Goodwood', 'SA'], ['5045', 'Glenelg', 'SA'],
  ['5108', 'Salisbury', 'SA'], ['5290', 'Mount Gambier', 'SA'], ['5600', 'Whyalla', 'SA'], ['5700', 'Port Augusta', 'SA'],
  ['6000', 'Perth', 'WA'], ['6160', 'Fremantle', 'WA'], ['7000', 'Hobart', 'TAS'], ['7250', 'Launceston', 'TAS'], ['0800', 'Darwin City', 'NT'], ['0870', 'Alice Springs', 'NT'],
];

export interface Suburb {
  postcode: string;
  suburb: string;
  state: string;
  poBox: boolean;
  label: string;
}

export const SUBURBS: readonly Suburb[] = RAW.map(([postcode, suburb, state, poBox]) => ({
  postcode,
  suburb,
  state,
  poBox: poBox === true,
  label: `${suburb.toUpperCase()}${poBox ? ' PO BOXES' : ''} ${state} ${postcode}`,
}));

/** Suburbs whose postcode (digits) or name (letters) starts with the query. */
export function searchSuburbs(query: string, includePOBox: boolean, limit = 20): Suburb[] {
  const q = query.trim().toLowerCase();
  const digits = /^\d+$/.test(q);
  return SUBURBS.filter((s) => (includePOBox || !s.poBox) && (digits ? s.postcode.startsWith(q) : s.suburb.toLowerCase().startsWith(q))).slice(0, limit);
}
