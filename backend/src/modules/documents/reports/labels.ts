/**
 * One label dictionary for every format: the names Experian, Equifax, TransUnion, the monitoring services
 * (IdentityIQ / SmartCredit / MyScoreIQ style), tradeline CSVs and vendor JSON give each field. Labels compare
 * lower-case with everything but letters and digits removed ("Date of 1st Delinquency:" → dateof1stdelinquency),
 * so case, punctuation and a label wrapped over two lines do not matter. A label not in here is ignored: it
 * never becomes structure.
 */
export function fieldKey(name: string): string {
  let key = FIELD_KEYS.get(name);
  if (key === undefined) {
    key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    // a report repeats its few dozen labels on every account: remembered, within a bound
    if (FIELD_KEYS.size >= 5000) FIELD_KEYS.clear();
    FIELD_KEYS.set(name, key);
  }
  return key;
}
const FIELD_KEYS = new Map<string, string>();

const ALIASES = {
  creditor: [
    'creditor', 'creditorname', 'accountname', 'company', 'companyname', 'subscribername', 'furnisher', 'lender',
    'creditorsname', 'creditorname1', 'name', 'title', 'creditgrantor', 'membername', 'furnishername', 'accountprovider',
  ],
  accountNumber: [
    'accountnumber', 'account', 'acctnumber', 'accountno', 'accountidentifier', 'accountnum', 'acct', 'acctno',
    'numbermasked', 'maskedaccountnumber', 'accountnumbermasked', 'maskednumber', 'partialaccountnumber', 'acctendingin',
    'accountendingin', 'endingin', 'accountending', 'acctending', 'lastfourdigits', 'last4',
  ],
  type: [
    'accounttype', 'type', 'loantype', 'accttype', 'accounttypedescription', 'accounttypedetail', 'typeofaccount',
    'loanaccounttype', 'kindofbusiness', 'loantypedetail', 'creditortype', 'portfoliotype', 'classification', 'accounttypecode',
    'portfoliotypecode', 'accounttypedescription',
  ],
  status: [
    'accountstatus', 'status', 'condition', 'accountcondition', 'accountstatustype', 'currentstatus', 'statusdescription',
    'accountstatusdescription', 'accountstatuscode', 'statuscode', 'accountconditioncode',
  ],
  paymentStatus: [
    'paymentstatus', 'paystatus', 'currentpaymentstatus', 'currentratingtype', 'paymentrating', 'currentrating',
    'mop', 'mannerofpayment', 'currentpayment', 'ratingdescription', 'worstpaymentstatus',
  ],
  balance: [
    'balance', 'currentbalance', 'balanceowed', 'unpaidbalanceamount', 'amountowed', 'recentbalance', 'balanceamount',
    'reportedbalance', 'balancedollars', 'bal', 'currentbal', 'balanceusd', 'currentbalanceamount', 'balanceowedamount', 'balanceowed',
  ],
  creditLimit: ['creditlimit', 'limit', 'creditlimitamount', 'limitdollars', 'highcreditlimit'],
  highBalance: [
    'highbalance', 'highcredit', 'highcreditamount', 'highestbalance', 'originalamount', 'originalloanamount',
    'highestcredit', 'creditlimitoriginalamount', 'creditlimitororiginalamount', 'originalbalance', 'highcreditlimit',
  ],
  opened: ['dateopened', 'opened', 'opendate', 'accountopeneddate', 'openeddate', 'dateopen', 'openedon', 'opendt'],
  closed: ['dateclosed', 'closed', 'closeddate', 'accountcloseddate', 'closedon', 'closeddt'],
  dateOfFirstDelinquency: [
    'dateoffirstdelinquency', 'firstdelinquency', 'dofd', 'firstdelinquencydate', 'datefirstdelinquent',
    'dateof1stdelinquency', 'datemajordelinquency1streported', 'datemajordelinquencyfirstreported', 'delinquencyfirstreported',
  ],
  originalCreditor: ['originalcreditor', 'originalcreditorname', 'companysold', 'soldto', 'originalcreditorsname'],
  late30: ['latecount30', 'times30', 'late30', 'times30dayslate', '30dayslate', 'dayslate30', 'latecount30days', 'count30', 'late30days', '30days', 'days30', 'thirtydays'],
  late60: ['latecount60', 'times60', 'late60', 'times60dayslate', '60dayslate', 'dayslate60', 'latecount60days', 'count60', 'late60days', '60days', 'days60', 'sixtydays'],
  late90: [
    'latecount90', 'times90', 'late90', 'times90dayslate', '90dayslate', 'dayslate90', 'latecount90days', 'count90', 'late90days', '90dayslateormore',
    '90days', 'days90', 'late90plus', '90plusdays', 'ninetydays',
  ],
  lateCounts: ['times306090dayslate', 'late306090', 'dayslate306090', '306090dayslate', 'latepayments306090', 'numberoftimeslate306090'],
  bureau: ['bureau', 'source', 'reportingbureau', 'creditrepository', 'creditrepositorysourcetype', 'creditbureau', 'bureaucode2', 'repository'],
  date: ['date', 'inquirydate', 'dateofinquiry', 'requestdate', 'datefiled', 'filed', 'filingdate', 'inquiredon', 'requestedon', 'dateofrequest', 'inquiredate'],
  inquiryKind: ['inquirytype', 'inquirytypecode', 'creditinquirytype', 'kind', 'category', 'purpose', 'requesttype', 'typeofinquiry'],
  court: ['court', 'courtname', 'courthouse'],
  amount: ['amount', 'liability', 'liabilityamount', 'claimamount'],
  recordType: ['type', 'recordtype', 'publicrecordtype', 'classification', 'title'],
  pastDue: ['pastdue', 'pastdueamount', 'amountpastdue'],
  remarks: ['remarks', 'remark', 'comments', 'comment', 'narrativecodes', 'narrative', 'specialcomment', 'creditorremarks'],
  removalDate: ['onrecorduntil', 'expectedremoval', 'expectedremovaldate', 'estimatedremoval', 'scheduledremoval', 'estimatedmonthandyearthisitemwillberemoved', 'estimatedremovaldate', 'removaldate', 'itemremoveddate', 'willberemoved'],
  lastReported: ['lastreported', 'datereported', 'dateupdated', 'statusupdated', 'balanceupdated', 'reportedon', 'datelastreported', 'lastupdated'],
  paymentGrid: ['paymentpattern', 'paymentprofile', 'paymenthistoryprofile', 'paymenthistory', '24monthhistory', 'twoyearpaymenthistory', '81monthpaymenthistory', 'paymenthistorygrid', 'latepaymenthistory'],
} as const;
export type Field = keyof typeof ALIASES;

/** Labels that real reports print but the reading has no field for: known, so they are never a creditor's name. */
const KNOWN_OTHER = [
  'responsibility', 'owner', 'accountowner', 'ecoa', 'whosaccount', 'monthlypayment', 'scheduledpaymentamount', 'payment',
  'terms', 'termduration', 'term', 'nomonthsterms', 'noofmonthsterms', 'termsfrequency', 'bureaucode', 'datelastactive',
  'dateoflastpayment', 'lastpaymentdate', 'lastpayment', 'dateassigned', 'activitydesignator', 'creditorclassification',
  'chargeoffamount', 'actualpaymentamount', 'deferredpaymentstartdate', 'balloonpaymentamount', 'dateoflastactivity',
  'maximumdelinquency', 'contactinfo', 'contact', 'address', 'phone', 'phonenumber', 'telephone', 'lenderrank', 'scorescale',
  'recentpayment', 'lastactivity', 'loantype', 'accountdetail', 'accountdetails', 'paymentresponsibility', 'reportnumber',
  'confirmationnumber', 'filenumber', 'permissiblepurpose', 'typeofbusiness', 'location', 'referencenumber', 'dateresolved',
  'dateverified', 'dateupdated', 'statusdetail', 'accountrating', 'creditusage', 'latepayments', 'highestbalance',
  'paymentreceived', 'lastpaymentmade', 'datepaid', 'amountpaid', 'lastpaymentamount', 'rating', 'ssn', 'socialsecuritynumber',
  'dateofbirth', 'yearofbirth', 'birthyear', 'alsoknownas', 'aka', 'telephonenumbers', 'telephonenumber', 'employers', 'employer',
  'previousaddresses', 'previousaddress', 'otheraddresses', 'formeraddresses', 'currentaddress', 'delinquent', 'derogatory',
  'monthlypayments', 'publicrecords', 'lenderrank', 'creditfilestatus', 'averageaccountage', 'utilization', 'creditutilization',
  'originalcreditorname', 'accounttypedetail', 'paymenthistory', 'datelastpayment', 'paymentamount', 'estimatedmonthandyear',
  'reference', 'referenceno', 'reportid', 'fileid', 'ordernumber', 'scoremodel', 'creditused', 'utilizationrate', 'impact',
  'typeofloan', 'openclosed', 'openaccounts', 'closedaccounts', 'totalaccounts', 'accountseverlate', 'collections', 'hardinquiries', 'softinquiries',
  'totaldebt', 'oldestaccount', 'balances', 'totalbalance', 'creditaccounts', 'negativeaccounts', 'accountswithabalance',
]; // prettier-ignore

/** Report-level labels (header, personal information, score block). */
const REPORT_FIELDS = {
  reportDate: [
    'reportdate', 'dateofreport', 'reportgenerated', 'generated', 'dategenerated', 'preparedon', 'datepulled', 'asof',
    'datecreated', 'orderdate', 'datereportwasgenerated', 'reportcreated', 'createdon', 'generatedon', 'reportasof',
    'datepreparedon', 'dateprepared', 'reportprintedon', 'printedon', 'issuedon', 'reportissued', 'pulldate', 'creditreportdate', 'datecreated',
  ],
  consumerName: ['name', 'consumername', 'fullname', 'member', 'preparedfor', 'reportfor', 'creditreportfor', 'personalcreditreportfor', 'consumer'],
  address: ['address', 'currentaddress', 'mailingaddress', 'addresses', 'residence', 'currentaddresses', 'currentaddresss'],
  scoreRange: ['scorerange', 'range', 'scorescale', 'scoringrange'],
  scoreModel: ['scoremodel', 'model', 'scoretype', 'scoringmodel'],
} as const;
export type ReportField = keyof typeof REPORT_FIELDS;

const byKey = <F extends string>(table: Record<F, readonly string[]>) => {
  const map = new Map<string, F>();
  for (const [field, names] of Object.entries(table) as [F, readonly string[]][]) for (const name of names) if (!map.has(name)) map.set(name, field);
  return map;
};
const FIELD_BY_KEY = byKey(ALIASES);
const REPORT_FIELD_BY_KEY = byKey(REPORT_FIELDS);
const OTHER = new Set(KNOWN_OTHER);

/** The field a label names, if any ("Date Opened:" → opened). */
export const fieldOf = (label: string): Field | undefined => FIELD_BY_KEY.get(fieldKey(label));
export const reportFieldOf = (label: string): ReportField | undefined => REPORT_FIELD_BY_KEY.get(fieldKey(label));

/** A label the reader knows (a field, a report-level label or one it knowingly ignores). */
export const isKnownLabel = (label: string) => {
  const key = fieldKey(label);
  return key.length > 0 && (FIELD_BY_KEY.has(key) || REPORT_FIELD_BY_KEY.has(key) || OTHER.has(key) || isScoreLabel(label));
};

/** "FICO® Score 8", "Credit Score", "VantageScore 3.0", "Your Equifax Credit Score": a score's label. */
export function isScoreLabel(label: string): boolean {
  const text = label.trim().replace(/[:®™]/g, ' ').replace(/\s+/g, ' ');
  if (text.split(' ').length > 7 || /range|scale|factor|model|simulator|rank|tracker|history|based on|insight|card|alert|update|change/i.test(text)) return false;
  return /\b(credit )?score\b|^fico\b|vantage ?score/i.test(text) && !/^(your )?(score|credit score)s? (is|was|has)\b/i.test(text);
}

export const aliasesOf = (field: Field): readonly string[] => ALIASES[field];
