/**
 * A credit report mailed on paper by a bureau (TransUnion, Equifax or Experian, by the file's bureau): a cover letter
 * dated on its date line, then the report in two narrow columns of small type, accounts as label/value blocks and
 * inquiries split into those others see and those only the consumer sees. No score.
 */
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount, TruthInquiry } from '../../truth';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const usd = (n: number | null) => (n === null ? '' : `$${n.toLocaleString('en-US')}`);
const longDay = (d: string) => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const my = (d: string) => `${d.slice(5, 7)}/${d.slice(0, 4)}`;

interface Style {
  org: string;
  address: string[];
  web: string;
  title: string;
  date: (d: string) => string;
  mask: (n: string) => string;
  /** Account sections: a heading and which accounts go there. */
  sections: (accounts: [TruthAccount, BureauView][]) => [string, [TruthAccount, BureauView][]][];
  othersSee: string;
  onlyYou: [string, (q: TruthInquiry) => boolean][];
}

function adverse(a: TruthAccount, v: BureauView): boolean {
  return a.type === 'collection' || v.status === 'chargeoff' || v.paymentStatus !== 'current' || v.paymentGrid.some((g) => /^\d+$/.test(g.code));
}

const STYLES: Record<Bureau, Style> = {
  transunion: {
    org: 'TransUnion',
    address: ['P.O. Box 2000', 'Chester, PA 19016'],
    web: 'transunion.com/dispute',
    title: 'Personal Credit Report',
    date: mdy,
    mask: (n) => `****${n.slice(-4)}`,
    sections: (list) => [
      ['Adverse Accounts', list.filter(([a, v]) => adverse(a, v))],
      ['Satisfactory Accounts', list.filter(([a, v]) => !adverse(a, v))],
    ],
    othersSee: 'Regular Inquiries',
    onlyYou: [
      ['Promotional Inquiries', (q) => q.purpose === 'Promotional'],
      ['Account Review Inquiries', (q) => q.purpose !== 'Promotional'],
    ],
  },
  equifax: {
    org: 'Equifax Information Services LLC',
    address: ['P.O. Box 740241', 'Atlanta, GA 30374'],
    web: 'equifax.com/personal/disputes',
    title: 'Equifax Credit Report',
    date: mdy,
    mask: (n) => `*${n.slice(-4)}`,
    sections: (list) => [
      ['Revolving Accounts', list.filter(([a]) => a.type === 'revolving' || a.type === 'open')],
      ['Mortgage Accounts', list.filter(([a]) => a.type === 'mortgage')],
      ['Installment Accounts', list.filter(([a]) => a.type === 'installment')],
      ['Collections', list.filter(([a]) => a.type === 'collection')],
    ],
    othersSee: 'Hard Inquiries',
    onlyYou: [['Soft Inquiries', () => true]],
  },
  experian: {
    org: 'Experian',
    address: ['P.O. Box 2002', 'Allen, TX 75013'],
    web: 'experian.com/disputes',
    title: 'Personal Credit Report',
    date: my,
    mask: (n) => `XXXX${n.slice(-4)}`,
    sections: (list) => [
      ['Potentially Negative Items', list.filter(([a, v]) => adverse(a, v))],
      ['Accounts in Good Standing', list.filter(([a, v]) => !adverse(a, v))],
    ],
    othersSee: 'Requests Viewed by Others',
    onlyYou: [['Requests Viewed Only by You', () => true]],
  },
};

function payStatus(a: TruthAccount, v: BureauView): string {
  const words: Record<string, string> = {
    late_30: 'Account 30 Days Past Due',
    late_60: 'Account 60 Days Past Due',
    late_90: 'Account 90 Days Past Due',
    late_120: 'Account 120 Days Past Due',
    chargeoff: 'Charged Off',
    collection: 'In Collection',
    bankruptcy: 'Included in Bankruptcy',
  };
  if (words[v.paymentStatus]) return words[v.paymentStatus]!;
  if (v.status === 'paid') return a.type === 'collection' ? 'Paid Collection' : 'Paid or Paying as Agreed';
  return v.status === 'closed' ? 'Closed, Paid as Agreed' : 'Current; Paid or Paying as Agreed';
}

function historyLines(v: BureauView): string {
  const years = new Map<string, string[]>();
  for (const g of [...v.paymentGrid].reverse()) {
    if (!years.has(g.month.slice(0, 4))) years.set(g.month.slice(0, 4), Array(12).fill(''));
    years.get(g.month.slice(0, 4))![Number(g.month.slice(5, 7)) - 1] = g.code === 'ND' ? '--' : g.code === 'COL' ? 'C' : g.code;
  }
  const head = 'JFMAMJJASOND'
    .split('')
    .map((m) => `<th>${m}</th>`)
    .join('');
  const rows = [...years.entries()].reverse().map(([y, codes]) => `<tr><th>${y}</th>${codes.map((c) => `<td>${c}</td>`).join('')}</tr>`);
  return `<table class="hist"><tr><th></th>${head}</tr>${rows.join('')}</table>`;
}

function line(label: string, value: string | null | undefined): string {
  return value ? `<div class="ln"><span class="lb">${esc(label)}:</span> ${esc(value)}</div>` : '';
}

function accountBlock(a: TruthAccount, v: BureauView, s: Style, bureau: Bureau): string {
  const f = a.furnisher;
  const d = s.date;
  const lines = [
    line('Account Number', s.mask(a.accountNumber)),
    line(bureau === 'equifax' ? 'Owner' : 'Responsibility', a.responsibility),
    line(bureau === 'equifax' ? 'Loan/Account Type' : 'Account Type', a.typeDetail),
    line('Original Creditor', a.originalCreditor),
    line('Date Opened', d(a.opened)),
    line(bureau === 'equifax' ? 'Date Reported' : 'Date Updated', d(v.lastReported)),
    line('Balance', usd(v.balance)),
    line(a.type === 'installment' || a.type === 'mortgage' ? 'Original Amount' : 'High Balance', usd(a.highBalance)),
    line('Credit Limit', usd(a.creditLimit)),
    line(bureau === 'equifax' ? 'Amount Past Due' : 'Past Due', usd(v.pastDue)),
    line(bureau === 'equifax' ? 'Status' : 'Pay Status', payStatus(a, v)),
    line(
      'Terms',
      a.termMonths
        ? `${a.monthlyPayment ? `${usd(a.monthlyPayment)} per month, ` : ''}${a.termMonths} months`
        : a.monthlyPayment
          ? `${usd(a.monthlyPayment)} minimum`
          : null,
    ),
    line('Date Closed', a.closed ? d(a.closed) : null),
    line('Date of First Delinquency', a.dateOfFirstDelinquency ? d(a.dateOfFirstDelinquency) : null),
    line(bureau === 'equifax' ? 'Comments' : 'Remarks', a.remarks.join('; ') || null),
    line(bureau === 'experian' ? 'On record until' : 'Estimated removal', a.onRecordUntil ? my(a.onRecordUntil) : null),
  ];
  return `<div class="acct"><div class="cr">${esc(a.creditor)}</div>
<div class="addr">${esc(f.address)}, ${esc(`${f.city}, ${f.state} ${f.zip}`)}<br>${esc(f.phone)}</div>
${lines.join('')}${historyLines(v)}</div>`;
}

function inquiryBlock(q: TruthInquiry, s: Style): string {
  const f = q.furnisher;
  return `<div class="inq"><b>${esc(q.creditor)}</b>${f ? `<br>${esc(f.address)}, ${esc(`${f.city}, ${f.state} ${f.zip}`)}` : ''}
<div class="ln"><span class="lb">Requested On:</span> ${s.date === my ? mdy(q.date) : s.date(q.date)}</div>${line('Inquiry Type', q.purpose)}</div>`;
}

function render(file: CreditFile, rng: () => number): string {
  const bureau = file.bureaus[0]!;
  const s = STYLES[bureau];
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const list = file.accounts.flatMap((a) => (a.byBureau[bureau] ? [[a, a.byBureau[bureau]!] as [TruthAccount, BureauView]] : []));
  const fontPt = rng() < 0.5 ? 7.5 : 8;
  const inquiries = file.inquiries.filter((q) => q.bureau === bureau);
  const hard = inquiries.filter((q) => q.kind === 'hard');
  const soft = inquiries.filter((q) => q.kind === 'soft');
  const records = file.publicRecords.filter((r) => r.bureau === bureau);
  const fileLabel = bureau === 'equifax' ? 'Confirmation #' : bureau === 'experian' ? 'Report number' : 'File Number';
  const salutation = rng() < 0.5 ? `Dear ${c.name}:` : `Dear ${c.name.split(' ')[0]} ${c.name.split(' ').at(-1)},`;
  const sections = s.sections(list).filter(([, l]) => l.length > 0);
  const personal = [
    line('Name', c.name.toUpperCase()),
    line('Also Known As', c.alsoKnownAs.map((n) => n.toUpperCase()).join('; ') || null),
    line('Social Security Number', `XXX-XX-${c.ssnLast4}`),
    line('Date of Birth', `XX/XX/${c.birthYear}`),
    line('Current Address', `${c.address}, ${c.city}, ${c.state} ${c.zip}`.toUpperCase()),
    ...c.previousAddresses.map((p) => line('Previous Address', p.toUpperCase())),
    line('Telephone', c.phone),
    ...c.employers.map((e) => line('Employer', e)),
  ];
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.55in 0.5in 0.6in;
  @bottom-center { content: '${esc(s.org)} · ${fileLabel} ${report.reportNumber} · Page ' counter(page) ' of ' counter(pages); font: 7pt Arial; color: #444; } }
body { font-family: Arial, Helvetica, sans-serif; color: #111; margin: 0; }
.letter { font-size: 10.5pt; line-height: 1.45; break-after: page; }
.letterhead { display: flex; justify-content: space-between; border-bottom: 2px solid #222; padding-bottom: 6px; margin-bottom: 28px; }
.logo { font-size: 20pt; font-weight: 700; letter-spacing: -.02em; } .ret { font-size: 8.5pt; text-align: right; }
.to { margin: 26px 0 30px; text-transform: uppercase; }
.rhead { border-bottom: 1.5px solid #111; margin-bottom: 8px; padding-bottom: 4px; display: flex; justify-content: space-between; align-items: flex-end; }
.rhead h1 { font-size: 14pt; margin: 0; } .rhead .meta { font-size: 8.5pt; text-align: right; }
.cols { column-count: 2; column-gap: 22px; column-rule: 0.5px solid #999; font-size: ${fontPt}pt; line-height: 1.3; }
h2 { font-size: 9.5pt; background: #e6e6e6; padding: 2px 4px; margin: 10px 0 5px; break-after: avoid; text-transform: uppercase; }
h3 { font-size: 8.5pt; margin: 8px 0 4px; border-bottom: 0.5px solid #777; break-after: avoid; }
.acct, .inq, .rec { margin-bottom: 8px; break-inside: avoid; } .cr { font-weight: 700; font-size: ${fontPt + 1}pt; }
.addr { color: #333; margin-bottom: 2px; } .lb { font-weight: 600; } p.note { font-style: italic; margin: 2px 0 6px; }
.hist { border-collapse: collapse; margin-top: 3px; font-size: ${fontPt - 1}pt; } .hist th, .hist td { border: 0.5px solid #999; padding: 0 2px; text-align: center; min-width: 12px; }
</style></head><body>
<div class="letter">
<div class="letterhead"><div class="logo">${esc(s.org.split(' ')[0]!)}</div><div class="ret">${esc(s.org)}<br>${s.address.map(esc).join('<br>')}</div></div>
<div>${longDay(report.reportDate)}</div>
<div class="to">${esc(c.name)}<br>${esc(c.address)}<br>${esc(`${c.city}, ${c.state} ${c.zip}`)}</div>
<p>${esc(salutation)}</p>
<p>As you asked, we are sending you a copy of your ${esc(s.org.split(' ')[0]!)} credit file. It is printed on the pages that follow
and shows the information we hold about you as of the date of this letter, including the companies that have asked for your file.</p>
<p>Please look it over carefully. If something is not accurate or not complete, you can ask us to look into it at no charge: go to
${esc(s.web)}, or write to us at the address above and tell us which item you believe is wrong and why. Please keep your
${fileLabel.toLowerCase()} (${esc(report.reportNumber)}) handy when you contact us.</p>
<p>${rng() < 0.5 ? 'This report does not include a credit score.' : 'Credit scores are not part of this disclosure.'} The items shown below as seen only by you are not shared with lenders.</p>
<p>Sincerely,<br><br>${esc(s.org)}<br>Consumer Relations</p>
</div>
<div class="rhead"><h1>${esc(s.title)}</h1><div class="meta"><b>${esc(c.name.toUpperCase())}</b><br>${fileLabel}: ${esc(report.reportNumber)}<br>Report Date: ${s.date === my ? mdy(report.reportDate) : s.date(report.reportDate)}</div></div>
<div class="cols">
<h2>Personal Information</h2>${personal.join('')}
${
  records.length
    ? `<h2>Public Records</h2>${records
        .map(
          (r) =>
            `<div class="rec"><div class="cr">${esc(r.court)}</div>${[
              line('Type', r.type),
              line('Reference Number', r.referenceNumber),
              line('Date Filed', s.date(r.filed)),
              line('Status', r.status),
              line('Amount', r.amount ? usd(r.amount) : null),
              line('Responsibility', 'Individual'),
            ].join('')}</div>`,
        )
        .join('')}`
    : ''
}
${sections.map(([title, l]) => `<h2>${title}</h2>${l.map(([a, v]) => accountBlock(a, v, s, bureau)).join('\n')}`).join('\n')}
<h2>Inquiries</h2>
<h3>${s.othersSee}</h3><p class="note">These companies asked for your file after you applied for credit. Others who receive your report can see them.</p>
${hard.map((q) => inquiryBlock(q, s)).join('') || '<p>None reported.</p>'}
${s.onlyYou
  .map(([title, test]) => {
    const l = soft.filter(test);
    return `<h3>${title}</h3><p class="note">Only you see these; they are not shared with lenders.</p>${l.map((q) => inquiryBlock(q, s)).join('') || '<p>None reported.</p>'}`;
  })
  .join('\n')}
<h2>End of Report</h2><p>${esc(s.org)} · ${s.address.map(esc).join(', ')}</p>
</div></body></html>`;
}

const layout: Layout = {
  name: 'mailed-report-letter-columns',
  describes:
    'A credit report mailed on paper by the bureau (TransUnion, Equifax or Experian style): cover letter with its date line, then the report in two columns of small type, accounts as label/value blocks, inquiries split by who can see them.',
  scope: 'single',
  scored: false,
  render: (file, rng) => ({ kind: 'pdf', content: render(file, rng) }),
};

export default layout;
