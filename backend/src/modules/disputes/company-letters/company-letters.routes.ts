import { companyLettersContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../../platform/http/contract';
import { requireUser } from '../../../platform/http/session';
import type { AppContext } from '../../types';
import { complaintDraft, complaintOption, goodwillLetter, itemLetters, listItemLetters, payForDeleteOffer, validationRequest } from './company-letters.service';

/** Letters to companies (issue 29): the credit file's accounts and the user's disputes, for the session's user only. */
export function mountCompanyLetterRoutes(app: Express, { orm }: Pick<AppContext, 'orm'>) {
  mountContract(app, companyLettersContract, {
    list: async ({ req }) => ({ status: 200, body: { items: await listItemLetters(orm.em, requireUser(req)) } }),
    item: async ({ params, req }) => ({ status: 200, body: await itemLetters(orm.em, requireUser(req), params.key) }),
    goodwill: async ({ params, body, req }) => ({ status: 200, body: await goodwillLetter(orm.em, requireUser(req), params.key, body) }),
    validation: async ({ params, body, req }) => ({ status: 200, body: await validationRequest(orm.em, requireUser(req), params.key, body) }),
    payForDelete: async ({ params, body, req }) => ({ status: 200, body: await payForDeleteOffer(orm.em, requireUser(req), params.key, body) }),
    complaintOption: async ({ params, req }) => ({ status: 200, body: await complaintOption(orm.em, requireUser(req), params.id) }),
    complaint: async ({ params, body, req }) => ({ status: 200, body: await complaintDraft(orm.em, requireUser(req), params.id, body) }),
  });
}
