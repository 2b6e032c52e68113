import { QUICK_ACTIONS, quickActionTitle, type Activity, type QuickAction } from '@finx/contracts';

/** What each quick action is called on screen (the API keeps the spec's 'Quick action: {action}' title). */
const QUICK_ACTION_WORDS: Record<QuickAction, string> = {
  coaching_plan_view: 'Opened your coaching plan',
  progress_check: 'Checked your progress',
  add_builder_account: 'Started adding a credit-builder account',
};

const BY_TITLE = new Map<string, string>(QUICK_ACTIONS.map((a) => [quickActionTitle(a), QUICK_ACTION_WORDS[a]]));

/** An activity's title in people's words: a quick action's stored code title becomes a sentence. */
export const activityWords = (a: Pick<Activity, 'title'>) => BY_TITLE.get(a.title) ?? a.title;
