import { ASSESSMENT_QUESTION_IDS, ASSESSMENT_QUESTIONS, type AssessmentAnswers, type AssessmentQuestionId } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { type FormEvent, useState } from 'react';
import { ChoiceQuestion } from './ChoiceQuestion';

const FORM_ID = 'assessment';
const UNANSWERED = 'Choose an answer';

/** Take Assessment: five questions about the user's credit; the answers set their FinX factors. */
export default function AssessmentDialog({
  onSubmit,
  onClose,
  isPending,
}: {
  onSubmit: (answers: AssessmentAnswers) => void;
  onClose: () => void;
  isPending: boolean;
}) {
  const [answers, setAnswers] = useState<Partial<Record<AssessmentQuestionId, string>>>({});
  const [showMissing, setShowMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const missing = ASSESSMENT_QUESTION_IDS.find((id) => !answers[id]);
    if (missing) {
      setShowMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
      return;
    }
    onSubmit(answers as AssessmentAnswers);
  };

  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title="Credit assessment"
      description="Five questions about your credit. Your answers set your FinX factors until we read your credit report. Answer as of today."
      footer={
        <>
          <DialogCancel isDisabled={isPending} />
          <Button type="submit" form={FORM_ID} isPending={isPending} pendingLabel="Processing...">
            Submit Assessment
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} aria-label="Credit assessment" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {ASSESSMENT_QUESTION_IDS.map((id) => (
          <ChoiceQuestion
            key={id}
            name={id}
            question={ASSESSMENT_QUESTIONS[id].question}
            options={ASSESSMENT_QUESTIONS[id].options}
            value={answers[id]}
            onChange={(v) => setAnswers((a) => ({ ...a, [id]: v }))}
            errorMessage={showMissing && !answers[id] ? UNANSWERED : undefined}
          />
        ))}
      </form>
    </Dialog>
  );
}
