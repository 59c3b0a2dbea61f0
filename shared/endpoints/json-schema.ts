/**
 * JSON Schema (2020-12) of a zod schema, as the OpenAPI document (openapi.ts) and the MCP tool catalogue
 * (mcp.ts) both give it: zod 4's own conversion, unrepresentable parts as `{}`, shared records (schemas with
 * a registered `id`) kept in `$defs`.
 */
import { z } from 'zod';

export type Json = Record<string, unknown>;

/** `input`: what a caller may send (defaults optional); `output`: what an answer holds. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json & { $defs?: Record<string, Json> } {
  const { $schema: _s, ...out } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json & { $defs?: Record<string, Json> };
  return out;
}
