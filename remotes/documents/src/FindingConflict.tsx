import type { Finding } from '@finx/contracts';
import { css } from '@finx/design-system/css';
import { small } from '../../common/documents/ui';

const fieldList = css({
  m: '0',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, max-content) minmax(0, 1fr)' },
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
});
const term = css({ color: 'text.secondary', overflowWrap: 'anywhere', mt: { base: '1', sm: '0' } });
const value = css({ m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
const where = css({ display: 'block', fontWeight: 'normal', fontSize: 'xs', color: 'text.secondary' });

/** A consistency finding's rule in plain words and the fields that contradict each other, each with its value and where it was read. */
export function FindingConflict({ conflict }: { conflict: NonNullable<Finding['conflict']> }) {
  return (
    <>
      <p className={small}>
        <strong>The rule:</strong> {conflict.rule}
      </p>
      <dl className={fieldList} aria-label="The fields that contradict each other">
        {conflict.fields.map((f) => (
          <div key={f.field} className={css({ display: 'contents' })}>
            <dt className={term}>{f.field}</dt>
            <dd className={value}>
              {f.value}
              {f.where && <span className={where}>read on {f.where}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
