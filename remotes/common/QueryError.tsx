import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';

const errorBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger/40',
  bg: 'danger.subtle',
  borderRadius: 'control',
  color: 'text.primary',
  fontSize: 'sm',
});

/** A read that failed: says what could not be loaded ("your disputes"), with a Retry. */
export function QueryError({ what, onRetry, isRetrying }: { what: string; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <div role="alert" className={errorBox}>
      <span>Couldn't load {what}.</span>
      <Button size="sm" variant="secondary" onPress={onRetry} isPending={isRetrying} pendingLabel="Retrying...">
        Retry
      </Button>
    </div>
  );
}
