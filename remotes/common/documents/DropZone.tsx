import { Button } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useId, useRef, useState, type DragEvent } from 'react';
import { megabytes, type FileRule } from './files';
import { muted, plainList, row, small, tabular } from './ui';

const zone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: { base: '4', sm: '6' },
  py: { base: '6', sm: '8' },
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'card',
  bg: 'canvas',
  transition: 'border-color 120ms, background-color 120ms',
});
const zoneActive = css({ borderColor: 'accent', bg: 'accent.subtle' });
const zoneTitle = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const fileRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  px: '3',
  bg: 'raised',
  borderRadius: 'control',
  minWidth: '0',
});
const fileName = css({ fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere', minWidth: '0' });

type Props = {
  rule: FileRule;
  files: File[];
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  disabled?: boolean;
};

/**
 * Drag and drop or the file picker (several files at once), then the selected files with their size in MB,
 * each removable. The picker button is the keyboard's way in; dropping is the mouse's shortcut.
 */
export function DropZone({ rule, files, onAdd, onRemove, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onAdd(Array.from(e.dataTransfer.files));
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a target for dragged files; its Choose button is the keyboard's and screen readers' way */}
      <div
        className={cx(zone, over && zoneActive)}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className={zoneTitle}>Drag and drop files here</p>
        <p id={hintId} className={muted}>
          {rule.kindsText} · max 10MB each · several files at once
        </p>
        <Button variant="secondary" onPress={() => input.current?.click()} isDisabled={disabled} aria-describedby={hintId}>
          Choose Files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={rule.accept}
          hidden
          aria-label="Choose files"
          onChange={(e) => {
            onAdd(Array.from(e.target.files ?? []));
            e.target.value = ''; // the same file may be chosen again after removing it
          }}
        />
      </div>
      {files.length > 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p id={`${hintId}-files`} className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>
            Selected files ({files.length})
          </p>
          <ul aria-labelledby={`${hintId}-files`} className={cx(plainList, css({ gap: '2' }))}>
            {files.map((f) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}`} className={fileRow}>
                <div className={cx(row, css({ minWidth: '0' }))}>
                  <span className={fileName}>{f.name}</span>
                  <span className={cx(small, tabular)}>{megabytes(f.size)}</span>
                </div>
                <Button variant="ghost" size="sm" onPress={() => onRemove(f)} isDisabled={disabled} aria-label={`Remove ${f.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
