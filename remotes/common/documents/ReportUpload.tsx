/**
 * The report and document uploader (spec part 2 §2 "Document upload screen", the Document Center's Upload tab
 * and the AI Credit Optimization screen's Upload Reports tab): a file-type choice (documents only; default
 * credit_report), drag and drop or the picker, the selected files, Upload & Process / Clear All, and the real
 * upload progress. The server checks every file again (content, not name) and reads it in a queued job.
 */
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  documentFieldName,
  documentsContract,
  isApiError,
  reportFieldName,
  serverMessage,
  type CreditReportSummary,
  type DocumentType,
  type UploadedDocument,
} from '@finx/contracts';
import { Button, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Progress } from '@finx/design-system/progress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DropZone } from './DropZone';
import { checkFiles, REPORT_RULE, ruleFor, sameFile } from './files';
import { refreshDocuments } from './queries';
import { postMultipart, PROGRESS_DONE, PROGRESS_FAILED, PROGRESS_START, progressShown } from './upload';
import { actions, muted, stack } from './ui';

export type ReportUploadProps = {
  /** The signed-in user (sent as the spec's `userId` field; the server uses the session's user). */
  userId: number;
  /**
   * 'documents' (default): POST /api/documents/upload (`fileType`, `document_{n}`) with the choice of the three
   * document types. 'credit-reports': POST /api/credit-reports/upload (`creditReport_{n}`), reports only.
   */
  target?: 'documents' | 'credit-reports';
  /** After a successful upload to /api/documents/upload: the server's `documents` (status 'processing'). */
  onDocumentsUploaded?: (documents: UploadedDocument[]) => void;
  /** After a successful upload to /api/credit-reports/upload: the server's `reports` (status 'processing'). */
  onReportsUploaded?: (reports: CreditReportSummary[]) => void;
  /** Uploads only documents of this type, with no choice shown (issue 29: the identity-theft path's FTC report and ID). */
  fileType?: DocumentType;
};

const typeChoice = css({ border: 'none', m: '0', p: '0', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '2' });
const typeOptions = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '2' });
const typeOption = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  bg: 'canvas',
  cursor: 'pointer',
  fontSize: 'sm',
  fontWeight: 'medium',
  '&:has(input:checked)': { borderColor: 'accent', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '& input': { accentColor: 'token(colors.accent)', m: '0' },
});
const legend = css({ fontSize: 'sm', fontWeight: 'medium', p: '0', mb: '2' });
const refusedBox = css({
  p: '3',
  borderRadius: 'control',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger/40',
  fontSize: 'sm',
});

/** Splits the spec's 'Invalid Files - Please upload …' into a toast's title and text. */
function invalidToast(message: string) {
  const [title, description] = message.includes(' - ') ? message.split(' - ', 2) : ['Invalid Files', message];
  toast({ title, description, tone: 'destructive' });
}

export function ReportUpload({ userId, target = 'documents', onDocumentsUploaded, onReportsUploaded, fileType: fixedType }: ReportUploadProps) {
  const queryClient = useQueryClient();
  const [fileType, setFileType] = useState<DocumentType>(fixedType ?? 'credit_report');
  const rule = target === 'credit-reports' ? REPORT_RULE : ruleFor(fileType);
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);
  const [progress, setProgress] = useState(PROGRESS_FAILED);
  const uploading = progressShown(progress);

  /** Takes the files this type accepts; the others are dropped with the spec's message. */
  const add = (picked: File[], into: File[] = files, forRule = rule) => {
    const checked = checkFiles(picked, forRule);
    setRefused(checked.refused);
    if (checked.refused.length > 0) invalidToast(forRule.invalidMessage);
    setFiles([...into, ...checked.accepted.filter((f) => !into.some((g) => sameFile(f, g)))]);
  };

  const chooseType = (type: DocumentType) => {
    setFileType(type);
    // the files already chosen must suit the new type too
    if (files.length > 0) add(files, [], ruleFor(type));
  };

  const clear = () => {
    setFiles([]);
    setRefused([]);
  };

  async function upload() {
    if (files.length === 0 || uploading) return; // uploading no files does nothing
    const form = new FormData();
    form.append('userId', String(userId));
    if (target === 'documents') form.append('fileType', fileType);
    files.forEach((f, n) => form.append(target === 'documents' ? documentFieldName(n) : reportFieldName(n), f, f.name));
    setProgress(PROGRESS_START);
    try {
      if (target === 'documents') {
        const answer = await postMultipart<{ documents: UploadedDocument[] }>(documentsContract.uploadDocuments.path, form, setProgress);
        onDocumentsUploaded?.(answer.documents);
      } else {
        const answer = await postMultipart<{ reports: CreditReportSummary[] }>(documentsContract.uploadCreditReports.path, form, setProgress);
        onReportsUploaded?.(answer.reports);
      }
      setProgress(PROGRESS_DONE);
      toast({
        title: 'Upload Complete',
        description: `${files.length} ${files.length === 1 ? 'file' : 'files'} uploaded. We are reading ${files.length === 1 ? 'it' : 'them'} now.`,
        tone: 'success',
      });
      clear();
    } catch (err) {
      setProgress(PROGRESS_FAILED);
      const fallback = target === 'documents' ? 'Failed to upload documents' : 'Failed to upload credit reports';
      toast({
        title: 'Upload Failed',
        description: !isApiError(err) && err instanceof Error ? err.message : serverMessage(err, fallback),
        tone: 'destructive',
      });
    } finally {
      refreshDocuments(queryClient);
    }
  }

  return (
    <div className={stack}>
      {target === 'documents' && !fixedType && (
        <fieldset className={typeChoice} disabled={uploading}>
          <legend className={legend}>Document type</legend>
          <div className={typeOptions}>
            {DOCUMENT_TYPES.map((t) => (
              <label key={t} className={typeOption}>
                <input type="radio" name="document-type" value={t} checked={fileType === t} onChange={() => chooseType(t)} />
                {DOCUMENT_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DropZone rule={rule} files={files} disabled={uploading} onAdd={(picked) => add(picked)} onRemove={(f) => setFiles(files.filter((g) => g !== f))} />
      {refused.length > 0 && (
        <div role="alert" className={refusedBox}>
          <p className={css({ m: '0', fontWeight: 'semibold' })}>{rule.invalidMessage}</p>
          <ul className={cx(muted, css({ m: '0', mt: '1', pl: '5' }))}>
            {refused.map((r) => (
              <li key={r.name}>
                {r.name}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {uploading && <Progress value={progress} label="Uploading" tone="accent" />}
      <div className={actions}>
        <Button onPress={() => void upload()} isPending={uploading} pendingLabel="Uploading..." isDisabled={files.length === 0}>
          Upload & Process
        </Button>
        <Button variant="secondary" onPress={clear} isDisabled={files.length === 0 || uploading}>
          Clear All
        </Button>
      </div>
    </div>
  );
}
