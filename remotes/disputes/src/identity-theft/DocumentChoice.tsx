import { type DocumentType, type EnclosableDocumentView, formatTimestampDate } from '@finx/contracts';
import { Badge } from '@finx/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { documentQueries } from '../../../common/documents/queries';
import { ReportUpload } from '../../../common/documents/ReportUpload';
import { disputeKeys } from '../queries';
import { muted, tightStack } from '../ui';
import { choice, errorText, fieldset, legend, plainList } from './ui';

type Props = {
  legendText: string;
  name: string;
  fileType: Extract<DocumentType, 'ftc_report' | 'id_document'>;
  documents: EnclosableDocumentView[];
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
  userId: number;
};

/**
 * The document a block request encloses: one of the user's read PDFs, JPGs or PNGs of that type, or a new upload
 * right here (it appears among the choices once the server has read it).
 */
export function DocumentChoice({ legendText, name, fileType, documents, value, onChange, error, userId }: Props) {
  const queryClient = useQueryClient();
  const all = useQuery(documentQueries.documents());
  const reading = all.data?.filter((d) => d.fileType === fileType && d.status === 'processing').length ?? 0;
  const failed = all.data?.filter((d) => d.fileType === fileType && d.status === 'error') ?? [];
  // a document read since: the path lists it now
  const before = useRef(reading);
  useEffect(() => {
    if (reading < before.current) void queryClient.invalidateQueries({ queryKey: disputeKeys.identityTheft() });
    before.current = reading;
  }, [reading, queryClient]);
  const errorId = `${name}-error`;

  return (
    <fieldset className={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>{legendText}</legend>
      {documents.length > 0 ? (
        <ul className={plainList}>
          {documents.map((d) => (
            <li key={d.id}>
              <label className={choice}>
                <input type="radio" name={name} value={d.id} checked={value === d.id} onChange={() => onChange(d.id)} />
                <span className={tightStack}>
                  <span>{d.fileName}</span>
                  <span className={muted}>
                    Uploaded {formatTimestampDate(d.uploadedAt)} ·{' '}
                    <Badge tone={d.verified ? 'success' : 'warning'}>{d.verified ? 'Name matches your account' : 'Name not matched'}</Badge>
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>None uploaded yet: upload it below (a PDF, JPG or PNG).</p>
      )}
      {reading > 0 && (
        <p className={muted} aria-live="polite">
          Reading your upload…
        </p>
      )}
      {failed.map((d) => (
        <p key={d.id} className={errorText}>
          {d.fileName}: {d.error ?? 'it could not be read'}
        </p>
      ))}
      {error && (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      )}
      <ReportUpload userId={userId} fileType={fileType} />
    </fieldset>
  );
}
