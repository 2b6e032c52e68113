import { type AiProviderStatus, insuranceContract, underwritingContract } from '@finx/contracts';
import type { Express } from 'express';
import { mountContract } from '../../platform/http/contract';
import { requireSameUser, requireUser } from '../../platform/http/session';
import type { AppContext } from '../types';
import { requirePlanFeature } from '../billing';
import { cancelPolicy, createQuotes, listPolicies, purchaseQuote, toPolicy, toQuote } from './insurance/insurance.service';
import { PROVIDER_TERMS } from './insurance/pricing';
import { MODEL_NAME } from './model';
import { createNarrativeWriter, type NarrativeWriter } from './narrative';
import { latestResult, resultHistory, runAnalysis, toHistoryItem, toUnderwritingResult } from './underwriting.service';

function providerStatus(writer: NarrativeWriter): AiProviderStatus[] {
  const offline = {
    provider: `FinX offline model (${MODEL_NAME})`,
    active: true,
    note:
      writer.name === 'openai'
        ? 'Computes the score, risk level, reasons and recommendations from your data; its summary is shown when the AI answer cannot be used.'
        : 'Computes the score, risk level, reasons and recommendations from your data and writes the summary.',
  };
  const ai =
    writer.name === 'openai'
      ? {
          provider: `OpenAI (${writer.model})`,
          active: true,
          note: 'Writes the narrative and may re-order the recommendations; it never changes the score or the reasons.',
        }
      : // Not set up, in the user's words (issue 26); the setting to set is logged at start and in GET /api/health.
        { provider: 'OpenAI', active: false, note: "Not available yet: FinX's own model writes the summary." };
  return [offline, ai];
}

const insuranceProviders = Object.fromEntries(
  Object.entries(PROVIDER_TERMS).map(([key, t]) => [key, { name: t.name, description: t.description, specialties: t.specialties }]),
);

export function mountUnderwritingRoutes(app: Express, { orm, config, logger }: AppContext) {
  const writer = createNarrativeWriter(config.openai, logger);
  mountContract(app, underwritingContract, {
    analyze: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      await requirePlanFeature(orm.em, userId, 'aiUnderwriting'); // 402 with the plan that includes it
      return { status: 201, body: toUnderwritingResult(await runAnalysis(orm.em, userId, body.additionalData, writer)) };
    },
    results: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      const latest = await latestResult(orm.em, userId);
      const history = latest ? await resultHistory(orm.em, userId) : [];
      return { status: 200, body: { latest: latest && toUnderwritingResult(latest), history: history.map(toHistoryItem) } };
    },
    providers: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: { providers: providerStatus(writer) } };
    },
  });
  mountContract(app, insuranceContract, {
    quote: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      await requirePlanFeature(orm.em, userId, 'insuranceQuotes'); // 402 with the plan that includes it
      const quotes = await createQuotes(orm.em, userId, body.underwritingResult.id, body.income);
      return { status: 201, body: { quotes: quotes.map(toQuote) } };
    },
    purchase: async ({ body, req }) => {
      const userId = requireSameUser(req, body.userId);
      return { status: 201, body: toPolicy(await purchaseQuote(orm.em, userId, body.quote.id)) };
    },
    policies: async ({ params, req }) => {
      const userId = requireSameUser(req, params.userId);
      return { status: 200, body: { policies: (await listPolicies(orm.em, userId)).map(toPolicy) } };
    },
    cancelPolicy: async ({ params, req }) => {
      const userId = requireUser(req);
      return { status: 200, body: toPolicy(await cancelPolicy(orm.em, userId, params.id)) };
    },
    providers: async ({ req }) => {
      requireUser(req);
      return { status: 200, body: insuranceProviders };
    },
  });
}
