// scratch: not committed
import { readFileSync } from 'node:fs';
import { extractDocumentText, lineText } from '../src/modules/documents/extract';
import { readEvents } from '../src/modules/documents/reports/positioned/events';
import { withoutPageNoise } from '../src/modules/documents/reports/positioned/noise';
import { readingOrder } from '../src/modules/documents/reports/positioned/columns';
import { readCreditReportFile } from '../src/modules/documents/reports';
const [file, what = 'reading'] = process.argv.slice(2);
const kind = file!.split('.').pop() as 'pdf';
const bytes = new Uint8Array(readFileSync(file!));
const ex = await extractDocumentText(bytes, kind);
if (what === 'lines') for (const l of ex.lines) console.log(`p${l.page} y${l.y.toFixed(0)} | ` + l.cells.map((c) => `[${c.x.toFixed(0)}-${c.right.toFixed(0)}#${c.order}]${c.text}`).join(' '));
if (what === 'events') for (const e of readEvents(readingOrder(withoutPageNoise(ex.lines)))) console.log(e.kind, e.kind === 'pair' ? `${e.label} = ${e.value}${e.bureau ? ' @' + e.bureau : ''}` : e.kind === 'text' ? (e.indented ? '[indented] ' : '') + e.text + ' @' + e.cells[0].x.toFixed(0) + ' col ' + e.line.column : e.kind === 'heading' ? `${e.section}: ${e.text}` : e.kind === 'grid' ? `${e.bureau} ${e.marks.join(',')}` : e.kind === 'bureaus' ? e.bureaus.join(',') : lineText(e.line));
if (what === 'reading') {
  const r = await readCreditReportFile(bytes, kind);
  console.log(JSON.stringify({ ...r, accounts: r.accounts.map((a) => `${a.creditor} | ${a.accountNumberLast4} | ${a.status}/${a.paymentStatus} | bal ${a.balance} | ${a.bureau ?? Object.keys(a.byBureau ?? {}).join(',')} | late ${Object.values(a.latePayments).join('/')}`), negativeItems: r.negativeItems.map((n) => `${n.kind} ${n.creditor} ${n.accountNumberLast4} ${n.bureau}`), inquiries: r.inquiries.map((i) => `${i.creditor} ${i.date} ${i.bureau}`), softInquiries: r.softInquiries.length }, null, 1));
}
