import { LESSON_TOPIC_LABELS, type Lesson } from '@finx/contracts';
import { Badge, Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogClose } from '@finx/design-system/dialog';
import { type FormEvent, useState } from 'react';
import { ChoiceQuestion } from './ChoiceQuestion';

const FORM_ID = 'lesson-check';

export interface LessonCheckProps {
  /** Sends the chosen option; the dialog closes on success. */
  onComplete: (answer: number) => void;
  isPending: boolean;
  /** Why the last answer did not count (e.g. a wrong answer), shown under the question until another is chosen. */
  error?: string;
  /** Another option was chosen: the last answer's error no longer applies. */
  onChoose: () => void;
  /** The lesson has been recorded as opened (its check can be answered). */
  isReady: boolean;
}

/**
 * One lesson to read: its topic, length and paragraphs. The next lesson in the course also shows its
 * check question and 'Complete Lesson' (`check`); completed ones are only re-read, later ones read ahead (`note` says so).
 */
export default function LessonDialog({ lesson, onClose, check, note }: { lesson: Lesson; onClose: () => void; check?: LessonCheckProps; note?: string }) {
  const [choice, setChoice] = useState<string>();
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!check || check.isPending) return;
    if (choice === undefined) return setMissing(true);
    check.onComplete(Number(choice));
  };

  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={`Lesson ${lesson.number}: ${lesson.title}`}
      description={lesson.summary}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" isDisabled={check?.isPending}>
              Close lesson
            </Button>
          </DialogClose>
          {check && (
            <Button type="submit" form={FORM_ID} isPending={check.isPending} pendingLabel="Processing..." isDisabled={!check.isReady}>
              Complete Lesson
            </Button>
          )}
        </>
      }
    >
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Badge tone="info">{LESSON_TOPIC_LABELS[lesson.topic]}</Badge>
        <Badge>{lesson.minutes} min read</Badge>
      </div>
      {note && <p className={css({ m: '0', fontSize: 'sm', color: 'text.secondary' })}>{note}</p>}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: '1.6' })}>
        {lesson.body.map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a lesson's paragraphs are fixed text, never reordered
          <p key={i} className={css({ m: '0' })}>
            {paragraph}
          </p>
        ))}
      </div>
      {check && (
        <form
          id={FORM_ID}
          noValidate
          onSubmit={onSubmit}
          aria-label="Lesson check"
          className={css({ borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border', pt: '4' })}
        >
          <ChoiceQuestion
            name="lesson-check"
            question={`Check: ${lesson.check.question}`}
            options={lesson.check.options.map((label, i) => ({ value: String(i), label }))}
            value={choice}
            onChange={(v) => {
              setChoice(v);
              setMissing(false);
              check.onChoose();
            }}
            errorMessage={missing ? 'Choose an answer to complete the lesson' : check.error}
          />
        </form>
      )}
    </Dialog>
  );
}
