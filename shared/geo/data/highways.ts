// The long-distance road network of the US and Canada, coarsely (docs/geo.md, "Route distance"):
// junction cities of the Interstates, the Trans-Canada and the Yellowhead, and the highway links
// between them. Long routes follow these links, so they go around the Great Lakes, the Rockies'
// few passes and Maine, as roads do. Coordinates are city centres (two decimals); a link's length
// is its great-circle length times its winding (LINK_WINDING, or the link's own through mountains).

export const junctions = {
  // Pacific
  SEA: [47.61, -122.33], POR: [45.52, -122.68], SAC: [38.58, -121.49], SFO: [37.77, -122.42], LAX: [34.05, -118.24],
  SAN: [32.72, -117.16], VAN: [49.28, -123.12], MED: [42.33, -122.87],
  // Mountain
  SPO: [47.66, -117.43], MSO: [46.87, -113.99], BTM: [46.0, -112.53], BIL: [45.78, -108.5], BOI: [43.62, -116.2],
  SLC: [40.76, -111.89], RNO: [39.53, -119.81], LAS: [36.17, -115.14], PHX: [33.45, -112.07], TUS: [32.22, -110.97],
  FLG: [35.2, -111.65], ABQ: [35.08, -106.65], ELP: [31.76, -106.49], DEN: [39.74, -104.99], CHY: [41.14, -104.82],
  GJT: [39.06, -108.55], GTF: [47.5, -111.3], CPR: [42.85, -106.32],
  // Plains
  RAP: [44.08, -103.23], BIS: [46.81, -100.78], FAR: [46.88, -96.79], FSD: [43.55, -96.73], OMA: [41.26, -95.93],
  MCI: [39.1, -94.58], ICT: [37.69, -97.34], OKC: [35.47, -97.52], TUL: [36.15, -95.99], AMA: [35.22, -101.83],
  LBB: [33.58, -101.85], MAF: [31.99, -102.08], DFW: [32.78, -96.8], AUS: [30.27, -97.74], SAT: [29.42, -98.49],
  HOU: [29.76, -95.37], LRD: [27.51, -99.51], TXK: [33.43, -94.05],
  // Midwest
  MSP: [44.98, -93.27], DSM: [41.59, -93.62], STL: [38.63, -90.2], CHI: [41.88, -87.63], MKE: [43.04, -87.91],
  MSN: [43.07, -89.4], IND: [39.77, -86.16], DET: [42.33, -83.05], CLE: [41.5, -81.69], CMH: [39.96, -83.0],
  CVG: [39.1, -84.51], SDF: [38.25, -85.76], TOL: [41.65, -83.54],
  // South
  MEM: [35.15, -90.05], BNA: [36.16, -86.78], LIT: [34.75, -92.29], SHV: [32.53, -93.75], JAN: [32.3, -90.18],
  MSY: [29.95, -90.07], BHM: [33.52, -86.8], ATL: [33.75, -84.39], CHA: [35.05, -85.31], TYS: [35.96, -83.92],
  MOB: [30.69, -88.04], TLH: [30.44, -84.28], JAX: [30.33, -81.66], ORL: [28.54, -81.38], TPA: [27.95, -82.46],
  MIA: [25.76, -80.19], SAV: [32.08, -81.09], CLT: [35.23, -80.84], RDU: [35.78, -78.64], CAE: [34.0, -81.03],
  // Northeast
  RIC: [37.54, -77.44], DCA: [38.91, -77.04], BAL: [39.29, -76.61], PHL: [39.95, -75.17], NYC: [40.71, -74.01],
  BOS: [42.36, -71.06], ALB: [42.65, -73.75], BUF: [42.89, -78.88], PIT: [40.44, -80.0], HAR: [40.27, -76.88],
  SCR: [41.41, -75.66], PWM: [43.66, -70.26], BGR: [44.8, -68.77], HUL: [46.13, -67.84], CRW: [38.35, -81.63],
  ROA: [37.27, -79.94], SYR: [43.05, -76.15],
  // Canada
  KAM: [50.67, -120.33], CGY: [51.05, -114.07], EDM: [53.55, -113.49], JSP: [52.87, -118.08], REG: [50.45, -104.61],
  SSK: [52.13, -106.67], WPG: [49.9, -97.14], YQT: [48.38, -89.25], SSM: [46.52, -84.33], SUD: [46.49, -80.99],
  TOR: [43.65, -79.38], LON: [42.98, -81.25], OTT: [45.42, -75.7], MTL: [45.5, -73.57], YQB: [46.81, -71.21],
  RDL: [47.83, -69.54], EDU: [47.37, -68.33], FRE: [45.96, -66.64], MCT: [46.09, -64.78], HFX: [44.65, -63.57],
  KGN: [44.23, -76.49], NBY: [46.31, -79.46], MHT: [50.04, -110.68], BRD: [49.85, -99.95],
} as const satisfies Record<string, readonly [number, number]>;

export type Junction = keyof typeof junctions;

/** Junctions in Canada: a route between two Canadian places stays on them (docs/geo.md). */
export const canadianJunctions: ReadonlySet<Junction> = new Set<Junction>([
  'VAN', 'KAM', 'CGY', 'EDM', 'JSP', 'REG', 'SSK', 'WPG', 'YQT', 'SSM', 'SUD', 'TOR', 'LON', 'OTT', 'MTL', 'YQB', 'RDL', 'EDU', 'FRE', 'MCT', 'HFX',
  'KGN', 'NBY', 'MHT', 'BRD',
]);

/** How much longer than the great circle a link between two junctions runs, where nothing else is said. */
export const LINK_WINDING = 1.08;

/** Highway links; a third value is that link's own winding (mountain passes, lake shores). */
export const links: readonly (readonly [Junction, Junction, number?])[] = [
  // I-5, BC-99, US-97
  ['VAN', 'SEA'], ['SEA', 'POR'], ['POR', 'MED', 1.12], ['MED', 'SAC', 1.15], ['SAC', 'SFO'], ['SAC', 'LAX', 1.1], ['SFO', 'LAX', 1.12], ['LAX', 'SAN'],
  // I-90, I-94
  ['SEA', 'SPO', 1.2], ['SPO', 'MSO', 1.15], ['MSO', 'BTM', 1.12], ['BTM', 'BIL'], ['BIL', 'RAP', 1.1], ['RAP', 'FSD'], ['FSD', 'MSP', 1.15],
  ['BIL', 'BIS'], ['BIS', 'FAR'], ['FAR', 'MSP'], ['MSP', 'MSN'], ['MSN', 'MKE'], ['MSN', 'CHI', 1.1], ['MKE', 'CHI'],
  ['CHI', 'TOL'], ['TOL', 'CLE'], ['CLE', 'BUF'], ['BUF', 'SYR'], ['SYR', 'ALB'], ['ALB', 'BOS'], ['CHI', 'DET', 1.1], ['DET', 'TOL'],
  // I-84, I-86, I-80, I-76
  ['POR', 'BOI', 1.12], ['BOI', 'SLC', 1.12], ['SAC', 'RNO', 1.12], ['RNO', 'SLC', 1.1], ['SLC', 'CHY', 1.12],
  ['CHY', 'OMA', 1.06], ['OMA', 'DSM'], ['DSM', 'CHI', 1.06], ['CLE', 'SCR', 1.1], ['SCR', 'NYC'], ['CLE', 'PIT'], ['PIT', 'HAR'], ['HAR', 'PHL'],
  // I-15, I-25, I-17, I-8, I-19
  ['SLC', 'LAS', 1.1], ['LAS', 'LAX', 1.15], ['SLC', 'BTM', 1.1], ['BTM', 'GTF'], ['GTF', 'CGY', 1.1], ['DEN', 'CHY'], ['CHY', 'CPR'], ['CPR', 'BIL', 1.15],
  ['DEN', 'ABQ', 1.1], ['ABQ', 'ELP'], ['PHX', 'FLG', 1.1], ['SAN', 'PHX', 1.12], ['PHX', 'TUS'],
  // I-40, I-10, I-20, I-30
  ['LAX', 'FLG', 1.15], ['FLG', 'ABQ'], ['ABQ', 'AMA'], ['AMA', 'OKC'], ['OKC', 'LIT', 1.1], ['LIT', 'MEM'], ['MEM', 'BNA'], ['BNA', 'TYS'],
  ['TYS', 'CLT', 1.2], ['CLT', 'RDU', 1.1], ['LAX', 'PHX', 1.05], ['TUS', 'ELP'], ['ELP', 'SAT', 1.05], ['SAT', 'HOU'], ['HOU', 'MSY', 1.1],
  ['MSY', 'MOB'], ['MOB', 'TLH'], ['TLH', 'JAX'], ['ELP', 'MAF'], ['MAF', 'DFW'], ['DFW', 'SHV'], ['SHV', 'JAN'], ['JAN', 'BHM'], ['BHM', 'ATL'],
  ['DFW', 'TXK'], ['TXK', 'LIT'], ['TXK', 'SHV'], ['TXK', 'HOU', 1.1], ['AMA', 'LBB'], ['LBB', 'DFW', 1.1],
  // I-70, I-35, I-45, I-37
  ['DEN', 'GJT', 1.3], ['GJT', 'SLC', 1.2], ['DEN', 'MCI', 1.04], ['MCI', 'STL'], ['STL', 'IND'], ['IND', 'CMH'], ['CMH', 'PIT'], ['PIT', 'BAL', 1.15], ['PIT', 'DCA', 1.15],
  ['LRD', 'SAT'], ['SAT', 'AUS'], ['AUS', 'DFW'], ['DFW', 'OKC'], ['OKC', 'ICT'], ['ICT', 'MCI'], ['MCI', 'DSM'], ['DSM', 'MSP'], ['DFW', 'HOU'],
  // I-55, I-57, I-65, I-44, I-29, I-24, I-64, I-71, I-75, I-77, I-81, I-85, I-95, I-26, I-16
  ['CHI', 'STL'], ['STL', 'MEM'], ['MEM', 'JAN'], ['JAN', 'MSY'], ['CHI', 'IND'], ['IND', 'SDF'], ['SDF', 'BNA'], ['BNA', 'BHM'], ['BHM', 'MOB'],
  ['STL', 'TUL', 1.06], ['TUL', 'OKC'], ['MCI', 'OMA'], ['OMA', 'FSD'], ['FSD', 'FAR'], ['FAR', 'WPG'], ['BNA', 'CHA'], ['CHA', 'ATL'], ['STL', 'SDF', 1.06],
  ['SDF', 'CRW', 1.15], ['CRW', 'RIC', 1.15], ['CLE', 'CMH'], ['CMH', 'CVG'], ['CVG', 'SDF'], ['DET', 'CVG', 1.06], ['CVG', 'TYS', 1.15], ['TYS', 'CHA'],
  ['ATL', 'TPA', 1.06], ['TPA', 'ORL'], ['TPA', 'MIA', 1.12], ['CLE', 'CRW', 1.15], ['CRW', 'CLT', 1.2], ['TYS', 'ROA', 1.08], ['ROA', 'HAR', 1.08],
  ['HAR', 'SCR'], ['SCR', 'SYR'], ['ATL', 'CLT'], ['CLT', 'CAE'], ['CAE', 'ATL', 1.1], ['RDU', 'RIC'], ['ATL', 'SAV'], ['CAE', 'SAV', 1.1],
  ['RIC', 'SAV', 1.08], ['SAV', 'JAX'], ['JAX', 'ORL'], ['JAX', 'MIA', 1.06], ['ORL', 'MIA', 1.1], ['RIC', 'DCA'], ['DCA', 'BAL'], ['BAL', 'PHL'],
  ['PHL', 'NYC'], ['NYC', 'BOS', 1.1], ['NYC', 'ALB'], ['BOS', 'PWM'], ['PWM', 'BGR'], ['BGR', 'HUL'], ['HUL', 'FRE'], ['ALB', 'MTL'], ['BOS', 'MTL', 1.15],
  // Canada: the 401, 20 and 40, the Trans-Canada (1, 17, 11, 2 in NB), the Yellowhead (16), the QEII
  ['DET', 'LON'], ['LON', 'TOR'], ['BUF', 'TOR', 1.1], ['TOR', 'KGN'], ['KGN', 'MTL'], ['KGN', 'OTT', 1.1], ['TOR', 'OTT', 1.1], ['OTT', 'MTL', 1.18],
  ['MTL', 'YQB'], ['YQB', 'RDL'], ['RDL', 'EDU', 1.1], ['EDU', 'FRE', 1.1], ['FRE', 'MCT'], ['MCT', 'HFX', 1.1], ['TOR', 'NBY', 1.08], ['NBY', 'SUD', 1.1],
  ['OTT', 'NBY', 1.1], ['SUD', 'SSM', 1.12], ['SSM', 'YQT', 1.6], ['YQT', 'WPG', 1.22], ['WPG', 'BRD'], ['BRD', 'REG'], ['REG', 'MHT'], ['MHT', 'CGY'],
  ['CGY', 'KAM', 1.35], ['KAM', 'VAN', 1.3], ['CGY', 'EDM'], ['EDM', 'SSK', 1.06], ['SSK', 'REG'], ['SSK', 'WPG', 1.1], ['EDM', 'JSP', 1.1], ['JSP', 'KAM', 1.2],
  ['SSM', 'DET', 1.1], ['CGY', 'MSO', 1.3],
];
