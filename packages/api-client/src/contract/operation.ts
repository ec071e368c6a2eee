import type * as v from 'valibot'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * Who may call an operation. `public`: anyone, no tenant header (docs, health, provider callbacks);
 * `tenant`: needs `X-QA-Company`, a token is optional; `customer`: needs `X-QA-Company` and a token (401 without);
 * `staff`: a manager's call, needs `X-QA-Company` and `X-Staff-Token` (401 with a wrong one, 404 on an API
 * without STAFF_TOKEN).
 */
export type Access = 'public' | 'tenant' | 'customer' | 'staff'

/** An error answer the operation is documented to give; the contract tests provoke each one. */
export type ErrorDoc = {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503
  description: string
}

/** A valibot object schema of string-valued wire fields (path, query, headers). */
export type FieldsSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>

/**
 * One operation of the API, declared once: the API mounts its validators from it, the OpenAPI
 * document is generated from it and the client calls through it. Paths are written the OpenAPI way
 * (`/api/orders/{id}/`); `params`, `query` and `headers` describe the wire strings (so they may
 * transform `'12'` into `12`), `body` the JSON body and `answer` the JSON of the success answer
 * (`null`: no body).
 */
export type OperationSpec = {
  /** operationId in the document; the name of the endpoint function by convention. */
  readonly id: string
  readonly method: HttpMethod
  readonly path: `/${string}`
  readonly summary: string
  readonly description?: string
  readonly tag: string
  readonly access: Access
  readonly params?: FieldsSchema
  /** A path value that may hold slashes gets a router pattern, e.g. `{ file: '.+' }`. */
  readonly pathPatterns?: Readonly<Record<string, string>>
  readonly query?: FieldsSchema
  readonly headers?: FieldsSchema
  readonly body?: v.GenericSchema
  /**
   * Media type of the request body (JSON unless said). A `multipart/form-data` body is an object schema of
   * its form fields, files as `v.file()`; the API validates the parsed form with it.
   */
  readonly consumes?: 'application/json' | 'multipart/form-data'
  readonly answer: v.GenericSchema | null
  readonly status: 200 | 201 | 204 | 303
  /** Media type of a success answer that is not JSON (HTML pages, images, redirects). */
  readonly produces?: 'application/json' | 'text/html' | 'image/svg+xml'
  readonly errors: readonly ErrorDoc[]
  /** Wire examples: shown in the document and sent by the contract tests. */
  readonly examples?: {
    readonly params?: Readonly<Record<string, string>>
    readonly query?: Readonly<Record<string, string>>
    readonly body?: unknown
    readonly answer?: unknown
  }
}

/** Declares an operation; `const` keeps the literal types the server and the client infer from. */
export const defineOperation = <const S extends OperationSpec>(spec: S): S => spec

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined
type In<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined

/** What the API's handler of `O` receives, validated and transformed. */
export type ParsedInput<O extends OperationSpec> = {
  params: Out<O['params']>
  query: Out<O['query']>
  headers: Out<O['headers']>
  body: Out<O['body']>
}

/** The JSON the API's handler of `O` must produce (before the answer schema's transforms). */
export type AnswerInput<O extends OperationSpec> = O['answer'] extends v.GenericSchema
  ? v.InferInput<O['answer']>
  : null
/** The answer the client of `O` resolves to. */
export type AnswerOf<O extends OperationSpec> = O['answer'] extends v.GenericSchema
  ? v.InferOutput<O['answer']>
  : null
/** The body the client of `O` sends. */
export type BodyOf<O extends OperationSpec> = In<O['body']>

/** `/api/orders/{id}/` → `/api/orders/:id/`, the router's (Hono's) spelling of an operation's path. */
export const routerPath = (operation: Pick<OperationSpec, 'path' | 'pathPatterns'>) =>
  operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const pattern = operation.pathPatterns?.[name]
    return pattern ? `:${name}{${pattern}}` : `:${name}`
  })

/** The names of `{placeholders}` in a path, in order. */
export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
