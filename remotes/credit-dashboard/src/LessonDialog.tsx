import { LESSON_TOPIC_LABELS, type Lesson } from '@finx/contracts';
import { Badge, Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogClose } from '@finx/design-system/dialog';

/** One lesson to read: its topic, length and paragraphs. */
export default function LessonDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={`Lesson ${lesson.number}: ${lesson.title}`}
      description={lesson.summary}
      footer={
        <DialogClose>
          <Button variant="secondary">Close lesson</Button>
        </DialogClose>
      }
    >
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Badge tone="info">{LESSON_TOPIC_LABELS[lesson.topic]}</Badge>
        <Badge>{lesson.minutes} min read</Badge>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', lineHeight: '1.6' })}>
        {lesson.body.map((paragraph, i) => (
          <p key={i} className={css({ m: '0' })}>
            {paragraph}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
