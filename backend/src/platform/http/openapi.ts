import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchema } from '@anatine/zod-openapi';
import { apiContract, errorSchema } from '@finx/contracts';
import { type AppRouter, isAppRoute } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { ZodOptional, type ZodTypeAny } from 'zod';
import express, { type RequestHandler, Router } from 'express';
import { forPathsUnder } from './path-gate';

/**
 * A route's `metadata.callbacks` (event name → zod schema of the body FinX POSTs to the URL the request
 * registered, e.g. webhooks) as OpenAPI callbacks of that operation.
 */
type OperationMapper = NonNullable<NonNullable<Parameters<typeof generateOpenApi>[2]>['operationMapper']>;

const withCallbacks: OperationMapper = (operation, route) => {
  const callbacks = (route.metadata as { callbacks?: Record<string, ZodTypeAny> } | undefined)?.callbacks;
  if (!callbacks) return operation;
  const post = (event: string, schema: ZodTypeAny) => ({
    post: {
      summary: `${event}: sent to the registered URL, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature)`,
      requestBody: { required: true, content: { 'application/json': { schema: generateSchema(schema) } } },
      responses: { '2XX': { description: 'Received (any other answer is retried)' } },
    },
  });
  return {
    ...operation,
    callbacks: Object.fromEntries(Object.entries(callbacks).map(([event, schema]) => [event, { '{$request.body#/webhookUrl}': post(event, schema) }])),
  };
};

const errorBody = (description: string) => ({ description, content: { 'application/json': { schema: generateSchema(errorSchema) } } });

/**
 * The answers the platform gives before a route's own code runs (http/app.ts), added where a contract does
 * not list them: 400 for any request (a control character in the path or query, an id out of range), 403 for
 * a state-changing one without JSON or this site's Origin (CSRF), 413 for a body over BODY_LIMIT.
 */
const withPlatformAnswers: OperationMapper = (operation, route) => {
  const platform: Record<string, ReturnType<typeof errorBody>> = {
    400: errorBody(
      'Invalid request: a value out of range or of the wrong type, malformed JSON, or a control character (NUL, ESC, …) in the path, query or body',
    ),
  };
  if (route.method !== 'GET') {
    platform[403] = errorBody('Cross-site request refused, or not sent as JSON (or multipart)');
    platform[413] = errorBody('Request body over BODY_LIMIT');
  }
  return { ...operation, responses: { ...platform, ...operation.responses } };
};

/** ts-rest's generator documents a query only when it is an object: an optional one (`z.object({…}).optional()`) is unwrapped for the document. */
function withOptionalQueriesShown<T extends AppRouter>(router: T): T {
  const entries = Object.entries(router).map(([key, r]) => [
    key,
    !isAppRoute(r) ? withOptionalQueriesShown(r) : r.query instanceof ZodOptional ? { ...r, query: r.query.unwrap() } : r,
  ]);
  return Object.fromEntries(entries) as T;
}

export function openApiDocument(version: string) {
  return generateOpenApi(
    withOptionalQueriesShown(apiContract),
    {
      info: {
        title: 'FinX API',
        version,
        description:
          'Generated from the ts-rest contracts in contracts/. Errors are JSON `{ "error": "...", "code": "..." }`: the message for people, the code (one of ERROR_CODES) for programs.',
      },
    },
    { setOperationId: 'concatenated-path', operationMapper: (operation, route) => withCallbacks(withPlatformAnswers(operation, route), route) },
  );
}

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>FinX API docs</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/finx-docs.js"></script>
</body>
</html>
`;

/** No inline script, so the page works under the site's CSP. */
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

function swaggerUiDir(): string {
  const pkg = require.resolve('swagger-ui-dist/package.json');
  return path.dirname(pkg);
}

/**
 * GET /api/openapi.json and the Swagger UI page at /api/docs, from the locally installed swagger-ui-dist.
 * Every other request passes by without entering the router (a nested Router costs µs per request).
 */
export function apiDocs(version: string): RequestHandler {
  const router = Router();
  const doc = JSON.stringify(openApiDocument(version));
  const dir = swaggerUiDir();
  // Fail at start-up, not on first visit, if the package is missing.
  readFileSync(path.join(dir, 'swagger-ui-bundle.js'), { flag: 'r' }).length;

  router.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('json').send(doc);
  });
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(DOCS_HTML);
  });
  router.get('/api/docs/finx-docs.js', (_req, res) => {
    res.type('js').send(DOCS_INIT);
  });
  router.use('/api/docs', express.static(dir, { index: false, maxAge: '1d' }));
  // A superset of what the router matches (its matching ignores a trailing slash).
  return forPathsUnder(['/api/openapi.json', '/api/docs'], router);
}
