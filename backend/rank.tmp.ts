import { rankingOf, routeQuestion } from './src/modules/guardian/offline/route';
const known = {
  disputes: ['Midland Credit Management', 'Synchrony Bank', 'Navient'],
  report: ['CAPITAL ONE', 'DISCOVER BANK', 'LVNV FUNDING LLC', 'CARMAX AUTO FINANCE', 'DISCOVER BANK'],
};
for (const q of process.argv.slice(2)) {
  const r = routeQuestion(q, [], known) as any;
  console.log(
    q,
    '→',
    r.to,
    r.topic ?? r.card?.id,
    r.card?.id ?? '',
    r.file?.topic ?? '',
    JSON.stringify(
      rankingOf(q, known)
        .slice(0, 4)
        .map((x) => [x.id, Math.round(x.score), x.terms]),
    ),
  );
}
