/** Word lists the generator draws from: people, places, employers and the creditors US credit reports are full of. */
import type { Furnisher } from './truth';

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Patricia', 'William', 'Elizabeth', 'Jose', 'Barbara',
  'Christopher', 'Jessica', 'Daniel', 'Sarah', 'Matthew', 'Karen', 'Anthony', 'Nancy', 'Mark', 'Lisa', 'Juan', 'Ashley',
  'Kevin', 'Kimberly', 'Brian', 'Emily', 'DeShawn', 'Latoya', 'Tyrone', 'Keisha', 'Nguyen', 'Mei', 'Wei', 'Priya', 'Rahul',
  'Fatima', 'Omar', 'Aaliyah', 'Jamal', 'Carmen', 'Luis', 'Rosa', 'Miguel', 'Guadalupe', 'Tiffany', 'Brandon', 'Crystal',
  'Dwayne', 'Shanice', 'Kenji', 'Anh', 'Olga', 'Dmitri', 'Siobhan', 'Connor', 'Hannah', 'Ethan', 'Destiny', 'Marcus', 'Ebony',
] as const;

export const MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Nguyen', 'Tran',
  'Patel', 'Shah', 'Kim', 'Park', 'Chen', 'Washington', 'Jefferson', 'Okafor', 'Adeyemi', 'Kowalski', 'O\'Brien', 'McCarthy',
  'Fitzgerald', 'Delgado', 'Castillo', 'Morales', 'Reyes', 'Brooks', 'Coleman', 'Mitchell', 'Rivera', 'Ivanova', 'Begay',
] as const;

export const STREET_NAMES = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Lincoln', 'Jackson',
  'Highland', 'Meadow', 'Willow', 'Magnolia', 'Peachtree', 'Martin Luther King Jr', 'Riverside', 'Forest', 'Church', 'Mill',
  'Spring', 'Ridge', 'Chestnut', 'Walnut', 'Dogwood', 'Cypress', 'Mesquite', 'Aspen', 'Harbor', 'Prairie', 'Canyon',
] as const;

export const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Ct', 'Way', 'Pl', 'Cir', 'Pkwy', 'Ter'] as const;

/** City, state, a real ZIP in it, and a local area code. */
export const PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Houston', 'TX', '77084', '281'], ['San Antonio', 'TX', '78245', '210'], ['Dallas', 'TX', '75217', '214'], ['El Paso', 'TX', '79936', '915'],
  ['Los Angeles', 'CA', '90011', '323'], ['Fresno', 'CA', '93722', '559'], ['San Diego', 'CA', '92154', '619'], ['Sacramento', 'CA', '95823', '916'],
  ['Miami', 'FL', '33186', '305'], ['Orlando', 'FL', '32828', '407'], ['Jacksonville', 'FL', '32210', '904'], ['Tampa', 'FL', '33647', '813'],
  ['Atlanta', 'GA', '30349', '404'], ['Savannah', 'GA', '31405', '912'], ['Charlotte', 'NC', '28269', '704'], ['Raleigh', 'NC', '27610', '919'],
  ['Columbia', 'SC', '29223', '803'], ['Memphis', 'TN', '38118', '901'], ['Nashville', 'TN', '37013', '615'], ['Birmingham', 'AL', '35215', '205'],
  ['Jackson', 'MS', '39212', '601'], ['New Orleans', 'LA', '70127', '504'], ['Little Rock', 'AR', '72209', '501'], ['Oklahoma City', 'OK', '73160', '405'],
  ['Phoenix', 'AZ', '85032', '602'], ['Tucson', 'AZ', '85730', '520'], ['Las Vegas', 'NV', '89110', '702'], ['Albuquerque', 'NM', '87121', '505'],
  ['Denver', 'CO', '80219', '303'], ['Salt Lake City', 'UT', '84118', '801'], ['Boise', 'ID', '83709', '208'], ['Seattle', 'WA', '98118', '206'],
  ['Portland', 'OR', '97230', '503'], ['Chicago', 'IL', '60629', '773'], ['Indianapolis', 'IN', '46227', '317'], ['Detroit', 'MI', '48228', '313'],
  ['Grand Rapids', 'MI', '49508', '616'], ['Columbus', 'OH', '43207', '614'], ['Cleveland', 'OH', '44105', '216'], ['Milwaukee', 'WI', '53215', '414'],
  ['Minneapolis', 'MN', '55407', '612'], ['Omaha', 'NE', '68104', '402'], ['Kansas City', 'MO', '64114', '816'], ['St. Louis', 'MO', '63136', '314'],
  ['Des Moines', 'IA', '50315', '515'], ['Louisville', 'KY', '40214', '502'], ['Pittsburgh', 'PA', '15235', '412'], ['Philadelphia', 'PA', '19120', '215'],
  ['Newark', 'NJ', '07104', '973'], ['Brooklyn', 'NY', '11226', '718'], ['Bronx', 'NY', '10467', '718'], ['Buffalo', 'NY', '14215', '716'],
  ['Hartford', 'CT', '06106', '860'], ['Boston', 'MA', '02124', '617'], ['Providence', 'RI', '02908', '401'], ['Baltimore', 'MD', '21215', '410'],
  ['Virginia Beach', 'VA', '23464', '757'], ['Richmond', 'VA', '23224', '804'], ['Washington', 'DC', '20019', '202'], ['Anchorage', 'AK', '99504', '907'],
  ['Honolulu', 'HI', '96817', '808'], ['Charleston', 'WV', '25302', '304'], ['Wilmington', 'DE', '19805', '302'], ['Manchester', 'NH', '03103', '603'],
];

export const EMPLOYERS = [
  'WALMART', 'AMAZON.COM SERVICES LLC', 'TARGET CORP', 'THE HOME DEPOT', 'KROGER', 'UPS', 'FEDEX GROUND', 'US ARMY', 'US NAVY',
  'USPS', 'HCA HEALTHCARE', 'KAISER PERMANENTE', 'STARBUCKS', 'MCDONALDS', 'LOWES', 'COSTCO WHOLESALE', 'WALGREENS', 'CVS HEALTH',
  'TESLA INC', 'DOORDASH', 'UBER', 'SELF EMPLOYED', 'ALLIED UNIVERSAL', 'BANK OF AMERICA', 'AT&T', 'SPECTRUM', 'PUBLIX',
  'H-E-B', 'DALLAS ISD', 'CITY OF HOUSTON', 'STATE OF OHIO', 'MAYO CLINIC', 'TYSON FOODS', 'SODEXO', 'ARAMARK', 'DELTA AIR LINES',
] as const;

export type CreditorKind = 'card' | 'retail' | 'charge' | 'auto' | 'student' | 'mortgage' | 'personal' | 'builder' | 'cu';

export interface Creditor { name: string; kind: CreditorKind; furnisher: Furnisher }

const f = (address: string, city: string, state: string, zip: string, phone: string): Furnisher => ({ address, city, state, zip, phone });

export const CREDITORS: readonly Creditor[] = [
  { name: 'CAPITAL ONE', kind: 'card', furnisher: f('PO BOX 31293', 'SALT LAKE CITY', 'UT', '84131', '(800) 955-7070') },
  { name: 'CHASE CARD', kind: 'card', furnisher: f('PO BOX 15298', 'WILMINGTON', 'DE', '19850', '(800) 955-9900') },
  { name: 'JPMCB CARD', kind: 'card', furnisher: f('PO BOX 15369', 'WILMINGTON', 'DE', '19850', '(800) 945-2000') },
  { name: 'DISCOVER FIN SVCS', kind: 'card', furnisher: f('PO BOX 15316', 'WILMINGTON', 'DE', '19850', '(800) 347-2683') },
  { name: 'CITI CARDS', kind: 'card', furnisher: f('PO BOX 6241', 'SIOUX FALLS', 'SD', '57117', '(800) 950-5114') },
  { name: 'CREDIT ONE BANK', kind: 'card', furnisher: f('PO BOX 98875', 'LAS VEGAS', 'NV', '89193', '(877) 825-3242') },
  { name: 'MISSION LANE', kind: 'card', furnisher: f('PO BOX 105286', 'ATLANTA', 'GA', '30348', '(855) 790-8256') },
  { name: 'MERRICK BANK', kind: 'card', furnisher: f('PO BOX 9201', 'OLD BETHPAGE', 'NY', '11804', '(800) 204-5936') },
  { name: 'BARCLAYS BANK DELAWARE', kind: 'card', furnisher: f('PO BOX 8803', 'WILMINGTON', 'DE', '19899', '(877) 523-0478') },
  { name: 'BANK OF AMERICA', kind: 'card', furnisher: f('PO BOX 982238', 'EL PASO', 'TX', '79998', '(800) 421-2110') },
  { name: 'US BANK', kind: 'card', furnisher: f('PO BOX 6352', 'FARGO', 'ND', '58125', '(800) 285-8585') },
  { name: 'WELLS FARGO', kind: 'card', furnisher: f('PO BOX 14517', 'DES MOINES', 'IA', '50306', '(800) 642-4720') },
  { name: 'CAPITAL BANK/OPENSKY', kind: 'card', furnisher: f('PO BOX 4999', 'HAGERSTOWN', 'MD', '21741', '(540) 444-6200') },
  { name: 'SYNCB/AMAZON', kind: 'retail', furnisher: f('PO BOX 965015', 'ORLANDO', 'FL', '32896', '(866) 634-8379') },
  { name: 'SYNCB/LOWES', kind: 'retail', furnisher: f('PO BOX 965005', 'ORLANDO', 'FL', '32896', '(800) 444-1408') },
  { name: 'SYNCB/TJX COS', kind: 'retail', furnisher: f('PO BOX 965015', 'ORLANDO', 'FL', '32896', '(800) 952-6133') },
  { name: 'COMENITY BANK/VICTORIA SECRET', kind: 'retail', furnisher: f('PO BOX 182789', 'COLUMBUS', 'OH', '43218', '(800) 695-9478') },
  { name: 'TD BANK USA/TARGET CREDIT', kind: 'retail', furnisher: f('PO BOX 673', 'MINNEAPOLIS', 'MN', '55440', '(800) 424-6888') },
  { name: 'AMEX', kind: 'charge', furnisher: f('PO BOX 981537', 'EL PASO', 'TX', '79998', '(800) 874-2717') },
  { name: 'ALLY FINANCIAL', kind: 'auto', furnisher: f('PO BOX 380901', 'BLOOMINGTON', 'MN', '55438', '(888) 925-2559') },
  { name: 'TOYOTA MOTOR CREDIT', kind: 'auto', furnisher: f('PO BOX 9786', 'CEDAR RAPIDS', 'IA', '52409', '(800) 874-8822') },
  { name: 'SANTANDER CONSUMER USA', kind: 'auto', furnisher: f('PO BOX 961245', 'FORT WORTH', 'TX', '76161', '(888) 222-4227') },
  { name: 'CAPITAL ONE AUTO FINANCE', kind: 'auto', furnisher: f('PO BOX 259407', 'PLANO', 'TX', '75025', '(800) 946-0332') },
  { name: 'FORD MOTOR CREDIT', kind: 'auto', furnisher: f('PO BOX 542000', 'OMAHA', 'NE', '68154', '(800) 727-7000') },
  { name: 'AMERICAN HONDA FINANCE', kind: 'auto', furnisher: f('PO BOX 168088', 'IRVING', 'TX', '75016', '(800) 999-1009') },
  { name: 'WESTLAKE FINANCIAL', kind: 'auto', furnisher: f('4751 WILSHIRE BLVD', 'LOS ANGELES', 'CA', '90010', '(888) 739-9192') },
  { name: 'NAVIENT', kind: 'student', furnisher: f('PO BOX 9635', 'WILKES BARRE', 'PA', '18773', '(800) 722-1300') },
  { name: 'DEPT OF EDUCATION/NELNET', kind: 'student', furnisher: f('121 S 13TH ST', 'LINCOLN', 'NE', '68508', '(888) 486-4722') },
  { name: 'DEPT OF ED/AIDVANTAGE', kind: 'student', furnisher: f('PO BOX 300001', 'GREENVILLE', 'TX', '75403', '(800) 722-1300') },
  { name: 'MOHELA', kind: 'student', furnisher: f('633 SPIRIT DR', 'CHESTERFIELD', 'MO', '63005', '(888) 866-4352') },
  { name: 'SALLIE MAE BANK', kind: 'student', furnisher: f('PO BOX 3319', 'WILMINGTON', 'DE', '19804', '(800) 472-5543') },
  { name: 'ROCKET MORTGAGE', kind: 'mortgage', furnisher: f('1050 WOODWARD AVE', 'DETROIT', 'MI', '48226', '(800) 508-0944') },
  { name: 'MR. COOPER', kind: 'mortgage', furnisher: f('8950 CYPRESS WATERS BLVD', 'COPPELL', 'TX', '75019', '(888) 480-2432') },
  { name: 'PENNYMAC LOAN SERVICES', kind: 'mortgage', furnisher: f('PO BOX 514387', 'LOS ANGELES', 'CA', '90051', '(800) 777-4001') },
  { name: 'FREEDOM MORTGAGE', kind: 'mortgage', furnisher: f('PO BOX 50428', 'INDIANAPOLIS', 'IN', '46250', '(855) 690-5900') },
  { name: 'NEWREZ-SHELLPOINT', kind: 'mortgage', furnisher: f('PO BOX 10826', 'GREENVILLE', 'SC', '29603', '(800) 365-7107') },
  { name: 'UPSTART', kind: 'personal', furnisher: f('PO BOX 1503', 'SAN CARLOS', 'CA', '94070', '(833) 212-2461') },
  { name: 'LENDING CLUB', kind: 'personal', furnisher: f('595 MARKET ST STE 200', 'SAN FRANCISCO', 'CA', '94105', '(888) 596-3157') },
  { name: 'ONEMAIN', kind: 'personal', furnisher: f('PO BOX 1010', 'EVANSVILLE', 'IN', '47706', '(800) 290-7002') },
  { name: 'SOFI LENDING CORP', kind: 'personal', furnisher: f('375 HEALDSBURG AVE', 'HEALDSBURG', 'CA', '95448', '(855) 456-7634') },
  { name: 'AVANT/WEBBANK', kind: 'personal', furnisher: f('222 N LASALLE ST', 'CHICAGO', 'IL', '60601', '(800) 712-5407') },
  { name: 'SELF FINANCIAL', kind: 'builder', furnisher: f('901 E 6TH ST STE 400', 'AUSTIN', 'TX', '78702', '(877) 883-0999') },
  { name: 'KIKOFF', kind: 'builder', furnisher: f('75 BROADWAY STE 226', 'SAN FRANCISCO', 'CA', '94111', '(415) 715-3456') },
  { name: 'NAVY FEDERAL CR UNION', kind: 'cu', furnisher: f('PO BOX 3700', 'MERRIFIELD', 'VA', '22119', '(888) 842-6328') },
  { name: 'PENTAGON FEDERAL CR UN', kind: 'cu', furnisher: f('PO BOX 1432', 'ALEXANDRIA', 'VA', '22313', '(800) 247-5626') },
  { name: 'BECU', kind: 'cu', furnisher: f('PO BOX 97050', 'SEATTLE', 'WA', '98124', '(800) 233-2328') },
  { name: 'SCHOOLSFIRST FCU', kind: 'cu', furnisher: f('PO BOX 11547', 'SANTA ANA', 'CA', '92711', '(800) 462-8328') },
  { name: 'GOLDEN 1 CREDIT UNION', kind: 'cu', furnisher: f('PO BOX 15966', 'SACRAMENTO', 'CA', '95852', '(877) 465-3361') },
];

/** Debt buyers and collection agencies; `origins` are the kinds of debt they usually hold. */
export interface Collector { name: string; origins: ('card' | 'medical' | 'telecom' | 'utility' | 'auto')[]; furnisher: Furnisher }

export const COLLECTORS: readonly Collector[] = [
  { name: 'LVNV FUNDING LLC', origins: ['card'], furnisher: f('PO BOX 1269', 'GREENVILLE', 'SC', '29602', '(866) 464-1183') },
  { name: 'MIDLAND CREDIT MANAGEMENT', origins: ['card', 'telecom'], furnisher: f('350 CAMINO DE LA REINA', 'SAN DIEGO', 'CA', '92108', '(800) 825-8131') },
  { name: 'PORTFOLIO RECOVERY ASSOC', origins: ['card', 'telecom'], furnisher: f('120 CORPORATE BLVD', 'NORFOLK', 'VA', '23502', '(800) 772-1413') },
  { name: 'CAVALRY SPV I LLC', origins: ['card'], furnisher: f('500 SUMMIT LAKE DR STE 400', 'VALHALLA', 'NY', '10595', '(800) 501-0909') },
  { name: 'JEFFERSON CAPITAL SYSTEMS', origins: ['card', 'telecom', 'auto'], furnisher: f('16 MCLELAND RD', 'SAINT CLOUD', 'MN', '56303', '(800) 928-7314') },
  { name: 'ENHANCED RECOVERY CO', origins: ['telecom', 'utility'], furnisher: f('8014 BAYBERRY RD', 'JACKSONVILLE', 'FL', '32256', '(800) 278-2420') },
  { name: 'CONVERGENT OUTSOURCING', origins: ['telecom'], furnisher: f('800 SW 39TH ST', 'RENTON', 'WA', '98057', '(877) 937-0187') },
  { name: 'IC SYSTEM INC', origins: ['medical', 'utility'], furnisher: f('444 HIGHWAY 96 E', 'SAINT PAUL', 'MN', '55127', '(800) 279-3511') },
  { name: 'TRANSWORLD SYSTEMS INC', origins: ['medical', 'utility'], furnisher: f('500 VIRGINIA DR', 'FORT WASHINGTON', 'PA', '19034', '(888) 446-4733') },
  { name: 'CREDIT COLLECTION SERVICES', origins: ['utility', 'telecom'], furnisher: f('725 CANTON ST', 'NORWOOD', 'MA', '02062', '(800) 998-5000') },
  { name: 'MEDICAL DATA SYSTEMS', origins: ['medical'], furnisher: f('2001 9TH AVE STE 312', 'VERO BEACH', 'FL', '32960', '(888) 206-7441') },
  { name: 'HARRIS & HARRIS LTD', origins: ['medical'], furnisher: f('111 W JACKSON BLVD STE 400', 'CHICAGO', 'IL', '60604', '(866) 781-4637') },
  { name: 'WAKEFIELD & ASSOCIATES', origins: ['medical'], furnisher: f('PO BOX 50250', 'KNOXVILLE', 'TN', '37950', '(800) 864-3870') },
  { name: 'RECEIVABLES PERFORMANCE MGMT', origins: ['telecom'], furnisher: f('20816 44TH AVE W', 'LYNNWOOD', 'WA', '98036', '(800) 291-5018') },
  { name: 'AFNI INC', origins: ['telecom'], furnisher: f('PO BOX 3097', 'BLOOMINGTON', 'IL', '61702', '(866) 377-8844') },
  { name: 'RADIUS GLOBAL SOLUTIONS', origins: ['card', 'medical'], furnisher: f('7831 GLENROY RD STE 250', 'EDINA', 'MN', '55439', '(800) 264-3021') },
];

export const ORIGINAL_CREDITORS: Record<'medical' | 'telecom' | 'utility' | 'auto', readonly string[]> = {
  medical: ['BANNER HEALTH', 'HCA FLORIDA HEALTHCARE', 'QUEST DIAGNOSTICS', 'ST JOSEPH MEDICAL CENTER', 'AMERICAN MEDICAL RESPONSE', 'LABCORP',
    'BAYLOR SCOTT & WHITE', 'UNIVERSITY HOSPITALS', 'EMERGENCY PHYSICIANS OF'],
  telecom: ['T-MOBILE', 'VERIZON WIRELESS', 'AT&T MOBILITY', 'COMCAST CABLE', 'SPECTRUM', 'DIRECTV', 'SPRINT', 'CRICKET WIRELESS'],
  utility: ['DUKE ENERGY', 'PG&E', 'GEORGIA POWER', 'CONSUMERS ENERGY', 'CENTERPOINT ENERGY', 'DOMINION ENERGY'],
  auto: ['CARMAX AUTO FINANCE', 'EXETER FINANCE', 'CREDIT ACCEPTANCE', 'AMERICAN CREDIT ACCEPTANCE'],
};

export const HARD_INQUIRERS = [
  'CAPITAL ONE', 'JPMCB CARD SERVICES', 'CBNA', 'SYNCB', 'DISCOVER BANK', 'CREDIT ONE BANK', 'AMERICAN EXPRESS', 'BARCLAYS BANK DELAWARE',
  'CARVANA', 'SANTANDER CONSUMER', 'ALLY FINANCIAL', 'WESTLAKE FINANCIAL', 'CREDIT ACCEPTANCE', 'VERIZON WIRELESS', 'T-MOBILE USA',
  'UPSTART NETWORK', 'LENDINGCLUB BANK', 'ONEMAIN FINANCIAL', 'ROCKET MORTGAGE', 'UNITED WHOLESALE MORTGAGE', 'NAVY FEDERAL CREDIT UNION',
  'COMENITY BANK', 'WEBBANK/FINGERHUT', 'AFFIRM INC', 'CHIME FINANCIAL', 'TOYOTA MOTOR CREDIT CO', 'CAPITAL ONE AUTO FINANCE',
] as const;

export const SOFT_INQUIRERS: readonly (readonly [string, string])[] = [
  ['CAPITAL ONE', 'Promotional'], ['DISCOVER BANK', 'Promotional'], ['AMERICAN EXPRESS', 'Promotional'], ['CREDIT ONE BANK', 'Promotional'],
  ['SYNCB/AMAZON', 'Account review'], ['CHASE CARD', 'Account review'], ['CITI CARDS', 'Account review'], ['NAVY FEDERAL CR UNION', 'Account review'],
  ['CREDIT KARMA', 'Consumer request'], ['EXPERIAN CONSUMER SERVICES', 'Consumer request'], ['MYFICO', 'Consumer request'],
  ['TRANSUNION INTERACTIVE', 'Consumer request'], ['EQUIFAX CONSUMER SERVICES', 'Consumer request'], ['NERDWALLET', 'Consumer request'],
  ['LEXISNEXIS RISK', 'Account review'], ['STATE FARM INSURANCE', 'Insurance'], ['PROGRESSIVE INSURANCE', 'Insurance'],
];

export const BANKRUPTCY_COURTS = [
  'US BANKRUPTCY COURT NORTHERN DIST OF TEXAS', 'US BANKRUPTCY COURT SOUTHERN DIST OF FLORIDA', 'US BANKRUPTCY COURT NORTHERN DIST OF GEORGIA',
  'US BANKRUPTCY COURT CENTRAL DIST OF CALIFORNIA', 'US BANKRUPTCY COURT NORTHERN DIST OF ILLINOIS', 'US BANKRUPTCY COURT EASTERN DIST OF MICHIGAN',
  'US BANKRUPTCY COURT SOUTHERN DIST OF OHIO', 'US BANKRUPTCY COURT WESTERN DIST OF TENNESSEE', 'US BANKRUPTCY COURT DIST OF ARIZONA',
] as const;

export const CIVIL_COURTS = ['HARRIS COUNTY JUSTICE CT', 'COOK COUNTY CIRCUIT CT', 'MARICOPA COUNTY SUPERIOR CT', 'FULTON COUNTY STATE CT'] as const;
