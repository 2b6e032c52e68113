import { BUREAU_LABELS, type IdentityTheftPath, requestBlocksBodySchema, serverMessage } from '@finx/contracts';
import { Button, Card, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { Link } from '@finx/router';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../../common/api';
import { duplicateDispute } from '../../../common/disputes/duplicate';
import { listOf } from './format';
import { useRefreshDisputes } from '../useRefreshDisputes';
import { muted, stack } from '../ui';
import { DocumentChoice } from './DocumentChoice';
import { FtcReportSteps } from './FtcReportSteps';
import { errorText, inlineLink, twoColumns } from './ui';

type Field = 'reportNumber' | 'filedOn' | 'reportDocumentId' | 'idDocumentId';

/**
 * Steps 1–3 before anything is filed: the FTC report (filed by the user at IdentityTheft.gov, its number, day and
 * copy), the proof of identity, and the request of a §605B block at each bureau reporting the item.
 */
export function BlockRequestForm({ path, userId }: { path: IdentityTheftPath; userId: number }) {
  const refresh = useRefreshDisputes(userId);
  const [values, setValues] = useState({ reportNumber: '', filedOn: '', reportDocumentId: null as number | null, idDocumentId: null as number | null });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(k: K, v: (typeof values)[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const request = useMutation({
    mutationFn: (body: Parameters<typeof api.identityTheft.requestBlocks>[0]['body']) =>
      api.identityTheft.requestBlocks({ params: { key: path.item.key }, body }).then(successBody),
    onSuccess: (res) => {
      toast({
        title: 'Block Requests Saved',
        description: `One letter for each of ${listOf(res.disputes.map((d) => BUREAU_LABELS[d.bureau]))}: preview and mail each below.`,
        tone: 'success',
      });
      refresh();
    },
  });

  const submit = () => {
    const parsed = requestBlocksBodySchema.safeParse({
      ...values,
      reportDocumentId: values.reportDocumentId ?? undefined,
      idDocumentId: values.idDocumentId ?? undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])) as Partial<Record<Field, string>>);
      return;
    }
    request.mutate({ ...values, reportDocumentId: values.reportDocumentId!, idDocumentId: values.idDocumentId! });
  };
  // an item already disputed at a bureau: the link to that dispute
  const conflict = duplicateDispute(request.error)?.href ?? null;

  return (
    <>
      <Card title="1. Report it to the FTC" description="The Federal Trade Commission’s Identity Theft Report is what obliges the bureaus to block the item.">
        <div className={stack}>
          <FtcReportSteps />
          <div className={twoColumns}>
            <TextField
              label="FTC report number"
              description="At the top of your Identity Theft Report"
              value={values.reportNumber}
              onChange={(v) => set('reportNumber', v)}
              errorMessage={errors.reportNumber}
              inputMode="numeric"
              maxLength={20}
            />
            <TextField label="Day you filed it" type="date" value={values.filedOn} onChange={(v) => set('filedOn', v)} errorMessage={errors.filedOn} />
          </div>
          <DocumentChoice
            legendText="Your FTC Identity Theft Report (the PDF you downloaded)"
            name="ftc-report"
            fileType="ftc_report"
            documents={path.documents.ftcReports}
            value={values.reportDocumentId}
            onChange={(id) => set('reportDocumentId', id)}
            error={errors.reportDocumentId}
            userId={userId}
          />
        </div>
      </Card>
      <Card
        title="2. Proof of identity"
        description="A copy of your driver’s license, state ID or passport: the bureaus need it to block the item (FCRA §605B(a)(1))."
      >
        <DocumentChoice
          legendText="Your ID"
          name="id-document"
          fileType="id_document"
          documents={path.documents.idDocuments}
          value={values.idDocumentId}
          onChange={(id) => set('idDocumentId', id)}
          error={errors.idDocumentId}
          userId={userId}
        />
      </Card>
      <Card
        title="3. Block it at each bureau"
        description={`FinX writes a §605B block request to ${listOf(path.item.bureaus.map((b) => BUREAU_LABELS[b]))}, with your FTC report and your ID as its last pages.`}
      >
        <div className={stack}>
          <p className={muted}>
            Each bureau must block the item within 4 business days of receiving its letter (FCRA §605B(a)) and tell the company that reported it. Nothing is
            sent until you preview and mail each letter.
          </p>
          <Button onPress={submit} isPending={request.isPending} pendingLabel="Saving..." className={css({ alignSelf: 'flex-start' })}>
            Request the blocks
          </Button>
          {request.isError && (
            <p role="alert" className={errorText}>
              {serverMessage(request.error, 'Failed to save the block requests. Please try again.')}{' '}
              {conflict && (
                <Link to={conflict} className={inlineLink}>
                  See the existing dispute
                </Link>
              )}
            </p>
          )}
        </div>
      </Card>
    </>
  );
}
