import { describe, expect, test } from 'bun:test';
import { ANSWER_CARDS } from '../src/modules/guardian/knowledge/card-search';
import { namedPlansAnswer } from '../src/modules/guardian/offline/plan-answers';

const card = (id: string) => ANSWER_CARDS.find((c) => c.id === id)!;

describe('Guardian answers about the plans a question names', () => {
  test('one plan: its price, what it includes and how the price is split, not the other plans', () => {
    const answer = namedPlansAnswer(card('plans'), 'whats in the pro plan', [])!;
    expect(answer.text).toContain('The Pro plan is $99 a month');
    expect(answer.text).toContain('$29 for the software');
    expect(answer.text).toContain('$70 for that month’s credit-repair work, billed only after the work is done');
    expect(answer.text).not.toContain('Elite');
    expect(answer.text).not.toContain('$49');
  });

  test('a follow-up that names no plan takes the plan of the question before it', () => {
    const answer = namedPlansAnswer(card('billing'), 'how is that split up', ['whats in the elite plan'])!;
    expect(answer.text).toContain('$39 for the software');
    expect(answer.text).toContain('$110 for that month’s credit-repair work');
  });

  test('two plans: both, and what the dearer one adds for how much more', () => {
    const answer = namedPlansAnswer(card('plans'), 'is elite worth it over pro?', [])!;
    expect(answer.text).toContain('Elite costs $50 a month more than Pro and adds: AI underwriting analysis');
  });

  test('changing plans keeps the card and adds the plan asked about', () => {
    const answer = namedPlansAnswer(card('change-plan'), 'can i switch from pro up to elite later', [])!;
    expect(answer.text).toStartWith('You can move to another plan on the Subscription screen');
    expect(answer.text).toContain('$149 a month');
  });

  test('no plan named, all three named, or a card not about plans: the card answers as it is', () => {
    expect(namedPlansAnswer(card('plans'), 'how much does finx cost', [])).toBeNull();
    expect(namedPlansAnswer(card('plans'), 'basic vs pro vs elite', [])).toBeNull();
    expect(namedPlansAnswer(card('goodwill'), 'goodwill letter on the pro plan', [])).toBeNull();
  });
});
