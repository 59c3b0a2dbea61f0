/**
 * An OpenAPI 3.1 description of the service, generated from THE registry (paths, methods, request
 * schemas from the same zod schemas that validate requests), so it cannot drift from what is served.
 * Responses are described by the envelope; each endpoint's `data` is documented in the README.
 */
import { z } from 'zod';
import { ERROR_CATALOGUE } from '../errors.js';
import { ENDPOINTS, BATCH_PATH, USAGE_PATH } from './registry.js';
import type { AnyEndpoint } from './types.js';

type Json = Record<string, unknown>;

function requestSchema(ep: AnyEndpoint): Json {
  const { $schema: _s, ...schema } = z.toJSONSchema(ep.schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return schema;
}

const envelope = {
  success: {
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { const: true },
      data: { description: 'The endpoint\'s result (see the README for each shape)' },
      meta: {
        type: 'object',
        description: 'What was used: utc, timezone, utcOffset, julianDay, ayanamsa, houseSystem, nodeType, warnings',
      },
    },
  },
  error: {
    type: 'object',
    required: ['success', 'error', 'message'],
    properties: {
      success: { const: false },
      error: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
      message: { type: 'string' },
      details: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
    },
  },
};

const responses = {
  '200': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } } },
  default: { description: 'A catalogue error (4xx, or 5xx)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
};

function operation(ep: AnyEndpoint): Json {
  const schema = requestSchema(ep);
  const op: Json = {
    operationId: ep.name,
    summary: `${ep.method} ${ep.path}`,
    'x-orrery-weight': ep.weight,
    'x-orrery-batchable': ep.batchable,
    responses,
  };
  if (ep.method === 'POST') {
    op.requestBody = { required: true, content: { 'application/json': { schema } } };
  } else {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required ?? []) as string[]);
    op.parameters = Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
  }
  return op;
}

export function buildOpenApi(version: string): Json {
  const paths: Record<string, Json> = {};
  for (const ep of ENDPOINTS) {
    paths[ep.path] = { ...(paths[ep.path] ?? {}), [ep.method.toLowerCase()]: operation(ep) };
  }
  paths[BATCH_PATH] = {
    post: {
      operationId: 'batch',
      summary: 'POST /v1/batch: up to 50 calls in one; the answer is one { status, body } per item, in order',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['requests'],
              additionalProperties: false,
              properties: {
                requests: {
                  type: 'array',
                  maxItems: 50,
                  minItems: 1,
                  items: {
                    type: 'object',
                    required: ['path'],
                    additionalProperties: false,
                    properties: {
                      method: { type: 'string', enum: ['GET', 'POST'], default: 'POST' },
                      path: { type: 'string' },
                      body: { type: 'object' },
                      query: { type: 'object' },
                    },
                  },
                },
              },
            },
          },
        },
      },
      responses,
    },
  };
  paths[USAGE_PATH] = {
    get: {
      operationId: 'usage',
      summary: 'GET /v1/usage: the calling account\'s usage this month (or `period`): quota, trial, per key, per endpoint, per day; costs no unit',
      parameters: [{ name: 'period', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }],
      responses,
    },
  };
  const open = { security: [] as unknown[], responses: { '200': { description: 'OK' } } };
  paths['/health'] = { get: { operationId: 'health', summary: 'Version, ephemeris files in use, store and queue', ...open } };
  paths['/ready'] = { get: { operationId: 'ready', summary: '200 when the store and queue are reachable, else 503', ...open } };
  paths['/openapi.json'] = { get: { operationId: 'openapi', summary: 'This document', ...open } };
  return {
    openapi: '3.1.0',
    info: { title: 'Orrery astrology calculation API', version },
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        Bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: { Success: envelope.success, Error: envelope.error },
    },
    security: [{ ApiKey: [] }, { Bearer: [] }],
    paths,
  };
}
