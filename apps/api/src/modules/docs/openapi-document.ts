import { toJsonSchema } from '@valibot/to-json-schema'
import type { OperationSpec } from '@vitrina/api-client/contract'
import { pathParams } from '@vitrina/api-client/contract'
import { CategoryNode, NavigationItem } from '@vitrina/api-client/schemas/catalog'
import { ErrorBody } from '@vitrina/api-client/schemas/common'
import type * as v from 'valibot'

type Json = Record<string, unknown>

// Recursive schemas become named components; valibot's `#/$defs/X` refs are rewritten to them.
const DEFINITIONS = { CategoryNode, NavigationItem }

/**
 * Builds the OpenAPI 3.1 document from the operation declarations of `@vitrina/api-client`: nothing
 * here is written by hand per operation, so the document cannot miss a path the router serves.
 */
export function buildOpenApi(operations: readonly OperationSpec[], serverUrl: string): Json {
  const components: Json = {}
  const schema = (s: v.GenericSchema, typeMode: 'input' | 'output'): Json => {
    const converted = toJsonSchema(s, {
      errorMode: 'ignore',
      typeMode,
      definitions: DEFINITIONS,
      // A file part of a multipart body: OpenAPI 3.1 spells it as a binary string.
      overrideSchema: ({ valibotSchema }) =>
        valibotSchema.type === 'file' || valibotSchema.type === 'blob'
          ? { type: 'string', contentMediaType: 'application/octet-stream' }
          : undefined,
    })
    const {
      $schema: _ignored,
      $defs,
      ...rest
    } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json
    Object.assign(components, $defs ?? {})
    return rest
  }
  const paths: Record<string, Json> = {}
  for (const op of operations) {
    const entry = paths[op.path] ?? {}
    paths[op.path] = entry
    entry[op.method.toLowerCase()] = operationObject(op, schema)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrina commerce API',
      version: '1.0.0',
      description:
        'The contract of the Vitrina storefront’s commerce API, in Django REST framework conventions. ' +
        'A tenant running its own backend implements this document; the reference API and the storefront are generated from the same declarations.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...components, ErrorBody: schema(ErrorBody, 'output') },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`' },
        staffToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Staff-Token',
          description: 'The tenant’s STAFF_TOKEN (a manager’s back office or script)',
        },
      },
      parameters: {
        Company: {
          name: 'X-QA-Company',
          in: 'header',
          required: true,
          schema: { type: 'integer' },
          description: 'The tenant (company id)',
        },
        Region: {
          name: 'X-QA-Region',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'Region id or slug',
        },
      },
    },
  }
}

function operationObject(op: OperationSpec, schema: (s: v.GenericSchema, mode: 'input' | 'output') => Json) {
  const fields = (where: 'path' | 'query' | 'header', s: OperationSpec['params']) =>
    Object.entries(s?.entries ?? {}).map(([name, field]) => {
      const example = (
        where === 'path' ? op.examples?.params : where === 'query' ? op.examples?.query : undefined
      )?.[name]
      return {
        name,
        in: where,
        required: where === 'path' || (field.type !== 'optional' && field.type !== 'nullish'),
        schema: schema(field, 'input'),
        ...(example !== undefined ? { example } : {}),
      }
    })
  // A path placeholder always needs a parameter, even when the declaration did not type it.
  const typed = new Set(Object.keys(op.params?.entries ?? {}))
  const untyped = pathParams(op.path)
    .filter((name) => !typed.has(name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))
  const tenant =
    op.access === 'public'
      ? []
      : [{ $ref: '#/components/parameters/Company' }, { $ref: '#/components/parameters/Region' }]
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    parameters: [
      ...tenant,
      ...fields('path', op.params),
      ...untyped,
      ...fields('query', op.query),
      ...fields('header', op.headers),
    ],
    ...(op.access === 'customer' ? { security: [{ token: [] }] } : {}),
    ...(op.access === 'staff' ? { security: [{ staffToken: [] }] } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.consumes ?? 'application/json']: {
                schema: schema(op.body, 'input'),
                ...(op.examples?.body !== undefined ? { example: op.examples.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: { [String(op.status)]: successAnswer(op, schema), ...errorAnswers(op) },
  }
}

function successAnswer(op: OperationSpec, schema: (s: v.GenericSchema, mode: 'input' | 'output') => Json) {
  const mediaType = op.produces ?? 'application/json'
  if (op.answer === null)
    return {
      description: op.status === 204 ? 'No content' : op.status === 303 ? 'Redirect' : 'OK',
      ...(op.status === 200 ? { content: { [mediaType]: { schema: { type: 'string' } } } } : {}),
    }
  return {
    description: 'OK',
    content: {
      'application/json': {
        schema: schema(op.answer, 'output'),
        ...(op.examples?.answer !== undefined ? { example: op.examples.answer } : {}),
      },
    },
  }
}

/** Errors of one status share an entry: their descriptions are joined. */
function errorAnswers(op: OperationSpec): Json {
  const errors: Json = {}
  for (const error of op.errors) {
    const key = String(error.status)
    const previous = errors[key] as { description: string } | undefined
    errors[key] = {
      description: previous ? `${previous.description} ${error.description}` : error.description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    }
  }
  return errors
}
