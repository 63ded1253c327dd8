/**
 * Demo parcel lockers in the style of Sameday easybox: plausible places (supermarkets, petrol
 * stations, malls) on real streets of Romanian cities, with postal codes and coordinates of the
 * right area, and a few out-of-home points (partner shops). Plain data for the seed runner; ids
 * follow "EB-<city>-<number>" (lockers) and "PR-<city>-<number>" (pickup points). A configured
 * courier's synced points replace them (docs/decisions/053).
 */
type Hours = { day: number; opens: string; closes: string };

const everyDay = (opens: string, closes: string, days = [1, 2, 3, 4, 5, 6, 7]): Hours[] =>
  days.map((day) => ({ day, opens, closes }));

const NONSTOP = everyDay('00:00', '23:59');
const MALL = everyDay('10:00', '22:00');
const SUPERMARKET = [...everyDay('07:00', '22:00', [1, 2, 3, 4, 5, 6]), ...everyDay('08:00', '20:00', [7])];
const SUPERMARKETS = /\b(Kaufland|Lidl|Carrefour|Mega Image|Profi)\b/;
const PETROL_STATIONS = /\b(OMV|Petrom)\b/;

/** A locker can be used when the place around it is open: all day at a petrol station, shop hours in a mall. */
function lockerHours(name: string): Hours[] {
  if (PETROL_STATIONS.test(name)) return NONSTOP;
  if (SUPERMARKETS.test(name)) return SUPERMARKET;
  if (/Mall|AFI|Iulius|Palas|VIVO!|Promenada|Shopping|Lotus|Atrium|Arena|Gold|Electroputere/.test(name))
    return MALL;
  return NONSTOP;
}

export type DemoLocker = {
  id: string;
  kind: 'locker' | 'ooh';
  openingHours: Hours[];
  name: string;
  address: string;
  city: string;
  county: string;
  postalCode: string;
  latitude: number;
  longitude: number;
};

type Row = [
  id: string,
  name: string,
  address: string,
  postalCode: string,
  latitude: number,
  longitude: number,
];

function city(cityName: string, county: string, rows: Row[]): DemoLocker[] {
  return rows.map(([id, name, address, postalCode, latitude, longitude]) => ({
    id,
    kind: 'locker',
    openingHours: lockerHours(name),
    name,
    address,
    city: cityName,
    county,
    postalCode,
    latitude,
    longitude,
  }));
}

export const demoLockers: DemoLocker[] = [
  ...city('București', 'București', [
    [
      'EB-BUC-0001',
      'easybox Mega Image Piața Romană',
      'Bd. Dacia nr. 5, Sector 1',
      '010402',
      44.4467,
      26.0972,
    ],
    [
      'EB-BUC-0002',
      'easybox Kaufland Băneasa',
      'Șos. București-Ploiești nr. 44A, Sector 1',
      '013685',
      44.5034,
      26.0826,
    ],
    [
      'EB-BUC-0003',
      'easybox OMV Aviatorilor',
      'Bd. Aviatorilor nr. 72, Sector 1',
      '011866',
      44.4612,
      26.0861,
    ],
    [
      'EB-BUC-0004',
      'easybox Lidl Pantelimon',
      'Șos. Pantelimon nr. 244, Sector 2',
      '021644',
      44.4418,
      26.1602,
    ],
    [
      'EB-BUC-0005',
      'easybox Mega Mall',
      'Bd. Pierre de Coubertin nr. 3-5, Sector 2',
      '021901',
      44.4421,
      26.1526,
    ],
    ['EB-BUC-0006', 'easybox Profi Obor', 'Șos. Colentina nr. 2, Sector 2', '021171', 44.4508, 26.1267],
    [
      'EB-BUC-0007',
      'easybox Kaufland Titan',
      'Bd. Nicolae Grigorescu nr. 40, Sector 3',
      '030443',
      44.4243,
      26.1624,
    ],
    ['EB-BUC-0008', 'easybox Carrefour Vitan', 'Calea Vitan nr. 55-59, Sector 3', '031281', 44.4202, 26.1257],
    ['EB-BUC-0009', 'easybox Petrom Unirii', 'Bd. Unirii nr. 71, Sector 3', '030167', 44.4267, 26.1145],
    ['EB-BUC-0010', 'easybox Lidl Berceni', 'Șos. Olteniței nr. 208, Sector 4', '041305', 44.3859, 26.1261],
    ['EB-BUC-0011', 'easybox Sun Plaza', 'Calea Văcărești nr. 391, Sector 4', '040069', 44.3956, 26.1223],
    [
      'EB-BUC-0012',
      'easybox Mega Image Tineretului',
      'Str. Ion Vidu nr. 2, Sector 4',
      '040315',
      44.4076,
      26.1054,
    ],
    ['EB-BUC-0013', 'easybox Kaufland Rahova', 'Calea Rahovei nr. 286, Sector 5', '050903', 44.4053, 26.0681],
    [
      'EB-BUC-0014',
      'easybox Profi 13 Septembrie',
      'Calea 13 Septembrie nr. 127, Sector 5',
      '050726',
      44.4191,
      26.0736,
    ],
    ['EB-BUC-0015', 'easybox AFI Cotroceni', 'Bd. Vasile Milea nr. 4, Sector 6', '061344', 44.4305, 26.0529],
    [
      'EB-BUC-0016',
      'easybox Kaufland Drumul Taberei',
      'Str. Brașov nr. 25, Sector 6',
      '061674',
      44.4215,
      26.0269,
    ],
    ['EB-BUC-0017', 'easybox Lidl Crângași', 'Calea Crângași nr. 29, Sector 6', '060346', 44.4479, 26.0471],
  ]),
  ...city('Voluntari', 'Ilfov', [
    ['EB-ILF-0001', 'easybox Carrefour Pipera', 'Bd. Pipera nr. 2, Voluntari', '077190', 44.4827, 26.1212],
  ]),
  ...city('Otopeni', 'Ilfov', [
    [
      'EB-ILF-0002',
      'easybox Lidl Otopeni',
      'Calea Bucureștilor nr. 238, Otopeni',
      '075100',
      44.5441,
      26.0711,
    ],
  ]),
  ...city('Cluj-Napoca', 'Cluj', [
    ['EB-CLJ-0001', 'easybox Kaufland Mănăștur', 'Str. Primăverii nr. 1', '400522', 46.7543, 23.5562],
    [
      'EB-CLJ-0002',
      'easybox Iulius Mall Cluj',
      'Str. Alexandru Vaida Voevod nr. 53B',
      '400436',
      46.7712,
      23.6262,
    ],
    ['EB-CLJ-0003', 'easybox Lidl Mărăști', 'Str. Aurel Vlaicu nr. 4', '400582', 46.7784, 23.6101],
    ['EB-CLJ-0004', 'easybox Profi Gheorgheni', 'Str. Brâncuși nr. 91', '400462', 46.7677, 23.6246],
    ['EB-CLJ-0005', 'easybox OMV Calea Florești', 'Calea Florești nr. 58', '400509', 46.7522, 23.5362],
    ['EB-CLJ-0006', 'easybox Mega Image Zorilor', 'Str. Observatorului nr. 34', '400363', 46.7549, 23.5896],
  ]),
  ...city('Iași', 'Iași', [
    ['EB-IAS-0001', 'easybox Palas Mall', 'Str. Palas nr. 7A', '700051', 47.1565, 27.5877],
    ['EB-IAS-0002', 'easybox Kaufland Nicolina', 'Bd. Poitiers nr. 8', '700671', 47.1397, 27.5823],
    ['EB-IAS-0003', 'easybox Lidl Tătărași', 'Șos. Națională nr. 46', '700237', 47.1671, 27.6113],
    ['EB-IAS-0004', 'easybox Profi Copou', 'Bd. Carol I nr. 27', '700505', 47.1757, 27.5713],
    ['EB-IAS-0005', 'easybox Petrom Păcurari', 'Șos. Păcurari nr. 121', '700545', 47.1734, 27.5412],
  ]),
  ...city('Timișoara', 'Timiș', [
    ['EB-TIM-0001', 'easybox Iulius Town', 'Piața Consiliul Europei nr. 2', '300627', 45.7668, 21.2279],
    ['EB-TIM-0002', 'easybox Kaufland Calea Aradului', 'Calea Aradului nr. 56', '300291', 45.7741, 21.2193],
    ['EB-TIM-0003', 'easybox Lidl Calea Șagului', 'Calea Șagului nr. 100', '300516', 45.7359, 21.2133],
    [
      'EB-TIM-0004',
      'easybox Profi Complex Studențesc',
      'Str. Aleea Studenților nr. 9',
      '300551',
      45.7484,
      21.2394,
    ],
    ['EB-TIM-0005', 'easybox OMV Calea Lugojului', 'Calea Lugojului nr. 20', '300357', 45.7605, 21.2687],
  ]),
  ...city('Brașov', 'Brașov', [
    ['EB-BRV-0001', 'easybox AFI Brașov', 'Str. Turnului nr. 5', '500152', 45.6536, 25.6104],
    ['EB-BRV-0002', 'easybox Kaufland Astra', 'Bd. Saturn nr. 33', '500365', 45.6392, 25.6233],
    ['EB-BRV-0003', 'easybox Lidl Tractorul', 'Bd. 15 Noiembrie nr. 78', '500097', 45.6574, 25.6103],
    ['EB-BRV-0004', 'easybox Profi Răcădău', 'Str. Carpaților nr. 60', '500269', 45.6297, 25.6041],
  ]),
  ...city('Constanța', 'Constanța', [
    ['EB-CTA-0001', 'easybox VIVO! Constanța', 'Bd. Aurel Vlaicu nr. 220', '900498', 44.2033, 28.6208],
    ['EB-CTA-0002', 'easybox Kaufland Tomis Nord', 'Bd. Tomis nr. 391', '900407', 44.2015, 28.6324],
    ['EB-CTA-0003', 'easybox Lidl Faleză Nord', 'Bd. Mamaia nr. 283', '900552', 44.2085, 28.6446],
    ['EB-CTA-0004', 'easybox Mega Image Centru', 'Str. Mircea cel Bătrân nr. 44', '900663', 44.1786, 28.6442],
  ]),
  ...city('Craiova', 'Dolj', [
    ['EB-CRA-0001', 'easybox Electroputere Parc', 'Calea București nr. 80', '200440', 44.3257, 23.8257],
    ['EB-CRA-0002', 'easybox Kaufland Brazda lui Novac', 'Str. Caracal nr. 83', '200713', 44.3041, 23.7854],
    ['EB-CRA-0003', 'easybox Lidl Rovine', 'Bd. Nicolae Titulescu nr. 44', '200134', 44.3221, 23.7929],
  ]),
  ...city('Oradea', 'Bihor', [
    ['EB-ORD-0001', 'easybox Lotus Center', 'Str. Nufărului nr. 30', '410583', 47.0378, 21.9343],
    ['EB-ORD-0002', 'easybox Kaufland Rogerius', 'Str. Ogorului nr. 26', '410554', 47.0693, 21.9302],
    ['EB-ORD-0003', 'easybox Profi Decebal', 'Bd. Decebal nr. 31', '410208', 47.0558, 21.9313],
  ]),
  ...city('Sibiu', 'Sibiu', [
    ['EB-SIB-0001', 'easybox Promenada Sibiu', 'Str. Nicolae Iorga nr. 50', '550371', 45.7889, 24.1597],
    ['EB-SIB-0002', 'easybox Kaufland Vasile Milea', 'Bd. Vasile Milea nr. 12', '550331', 45.7826, 24.1306],
    ['EB-SIB-0003', 'easybox Lidl Ștrand', 'Str. Ștrandului nr. 20', '550232', 45.8031, 24.1524],
  ]),
  ...city('Galați', 'Galați', [
    ['EB-GAL-0001', 'easybox Galați Shopping City', 'Str. Traian nr. 431', '800420', 45.4213, 28.0055],
    ['EB-GAL-0002', 'easybox Kaufland Țiglina', 'Str. Brăilei nr. 134', '800310', 45.4398, 28.0355],
  ]),
  ...city('Ploiești', 'Prahova', [
    ['EB-PLO-0001', 'easybox AFI Ploiești', 'Calea Câmpinei nr. 19', '100327', 44.9464, 26.0134],
    ['EB-PLO-0002', 'easybox Kaufland Republicii', 'Bd. Republicii nr. 289', '100285', 44.9217, 26.0392],
  ]),
  ...city('Arad', 'Arad', [
    ['EB-ARD-0001', 'easybox Atrium Mall', 'Bd. Revoluției nr. 5', '310025', 46.1827, 21.3172],
    ['EB-ARD-0002', 'easybox Lidl Micalaca', 'Str. Andrei Șaguna nr. 140', '310127', 46.1815, 21.3401],
  ]),
  ...city('Pitești', 'Argeș', [
    ['EB-PIT-0001', 'easybox Kaufland Trivale', 'Str. Trivale nr. 1', '110221', 44.8461, 24.8542],
    ['EB-PIT-0002', 'easybox Profi Exercițiu', 'Str. Exercițiu nr. 110', '110438', 44.8737, 24.8553],
  ]),
  ...city('Bacău', 'Bacău', [
    ['EB-BAC-0001', 'easybox Arena Mall Bacău', 'Str. Milcov nr. 2', '600011', 46.5614, 26.9131],
  ]),
  ...city('Suceava', 'Suceava', [
    ['EB-SUC-0001', 'easybox Iulius Mall Suceava', 'Str. Ștefan cel Mare nr. 21', '720004', 47.6459, 26.2541],
  ]),
  ...city('Târgu Mureș', 'Mureș', [
    ['EB-TGM-0001', 'easybox Kaufland Tudor', 'Bd. 1 Decembrie 1918 nr. 242', '540390', 46.5324, 24.5817],
    ['EB-TGM-0002', 'easybox Lidl Dâmbul Pietros', 'Str. Gheorghe Doja nr. 64', '540130', 46.5351, 24.5476],
  ]),
  ...city('Baia Mare', 'Maramureș', [
    ['EB-BMR-0001', 'easybox Gold Plaza', 'Bd. București nr. 144', '430282', 47.6444, 23.5515],
  ]),
  ...city('Alba Iulia', 'Alba', [
    ['EB-ABA-0001', 'easybox Kaufland Alba Iulia', 'Bd. Transilvaniei nr. 11', '510100', 46.0683, 23.5776],
  ]),
  ...city('Brăila', 'Brăila', [
    ['EB-BRA-0001', 'easybox Kaufland Brăila', 'Calea Galați nr. 126', '810214', 45.2758, 27.9774],
  ]),
  ...city('Satu Mare', 'Satu Mare', [
    ['EB-SMR-0001', 'easybox Lidl Satu Mare', 'Str. Careiului nr. 28', '440181', 47.7847, 22.8618],
  ]),
  ...city('Buzău', 'Buzău', [
    ['EB-BZU-0001', 'easybox Kaufland Buzău', 'Str. Unirii nr. 220', '120200', 45.1463, 26.8314],
  ]),
  ...city('Deva', 'Hunedoara', [
    ['EB-DEV-0001', 'easybox Profi Deva', 'Bd. Decebal nr. 17', '330088', 45.8824, 22.9064],
  ]),
  // Out-of-home points: a partner shop's counter, open in its own hours.
  ...[
    {
      id: 'PR-BRV-0001',
      name: 'Punct de ridicare Florăria Trandafir',
      address: 'Str. Republicii nr. 21',
      city: 'Brașov',
      county: 'Brașov',
      postalCode: '500030',
      latitude: 45.6424,
      longitude: 25.5889,
      openingHours: [...everyDay('09:00', '19:00', [1, 2, 3, 4, 5]), ...everyDay('10:00', '14:00', [6])],
    },
    {
      id: 'PR-CLJ-0001',
      name: 'Punct de ridicare Papetăria Centrală',
      address: 'Str. Napoca nr. 12',
      city: 'Cluj-Napoca',
      county: 'Cluj',
      postalCode: '400088',
      latitude: 46.7695,
      longitude: 23.5862,
      openingHours: everyDay('08:30', '18:30', [1, 2, 3, 4, 5]),
    },
    {
      id: 'PR-TIM-0001',
      name: 'Punct de ridicare Librăria Bastion',
      address: 'Str. Mărășești nr. 3',
      city: 'Timișoara',
      county: 'Timiș',
      postalCode: '300086',
      latitude: 45.7571,
      longitude: 21.2308,
      openingHours: [...everyDay('10:00', '20:00', [1, 2, 3, 4, 5, 6])],
    },
  ].map((point): DemoLocker => ({ ...point, kind: 'ooh' })),
];
