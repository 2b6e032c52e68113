import { documentsContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import { toDisputeWithMailing } from '../disputes.service';
import type { AppContext } from '../../types';
import { fileFinding, userFindings } from './findings.service';

const { listFindings, fileFinding: fileFindingRoute } = documentsContract;

/** GET /api/credit-report-findings and POST /api/credit-report-findings/:key/file, for the session's user only. */
export function mountFindingRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(
    app,
    { listFindings, fileFinding: fileFindingRoute },
    {
      listFindings: async ({ req }) => ({ status: 200, body: { findings: await userFindings(orm.em, requireUser(req)) } }),
      fileFinding: async ({ params, req }) => {
        const dispute = await fileFinding(orm.em, requireUser(req), params.key);
        return { status: 201, body: toDisputeWithMailing(dispute, null) };
      },
    },
  );
}
