import { ADMIN_SESSION_COOKIE, ErrorResponseSchema, PERSON_SESSION_COOKIE } from '@tribal/contracts';
import { type ZodType, z } from 'zod';
import { Caller, DescribedRoute } from './described-routes';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = { openapi: string } & JsonSchema;

/** JSON Schema 2020-12 (what OpenAPI 3.1 speaks) of a contract schema, as a request or as an answer. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON form: the schema says the shape, the server enforces the rest.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest as JsonSchema;
}

const INTEGER_PARAMS = new Set(['season', 'episode', 'castawayId', 'id']);

/** Which of the security schemes below a caller kind may use. */
const SECURITY: Partial<Record<Caller, JsonSchema[]>> = {
  admin: [{ adminSession: [] }, { adminBearer: [] }],
  manager: [{ adminSession: [] }, { adminBearer: [] }, { commissionerBearer: [] }],
  commissioner: [{ commissionerBearer: [] }],
  person: [{ personSession: [] }, { personBearer: [] }],
};

/** The request body's media types: JSON, or multipart/form-data with a file (or the CSV file itself). */
function requestContent(route: DescribedRoute): JsonSchema {
  const fields = route.body ? jsonSchema(route.body, 'input') : { type: 'object', properties: {} };
  if (!route.file) return { 'application/json': { schema: fields } };
  const { field, required, csv } = route.file;
  const properties = { ...(fields.properties as JsonSchema), [field]: { type: 'string', format: 'binary' } };
  const requiredFields = [...((fields.required as string[] | undefined) ?? []), ...(required ? [field] : [])];
  return {
    'multipart/form-data': {
      schema: { ...fields, properties, ...(requiredFields.length > 0 && { required: requiredFields }) },
    },
    ...(csv && { 'text/csv': { schema: { type: 'string' } } }),
  };
}

function operation(route: DescribedRoute): JsonSchema {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: INTEGER_PARAMS.has(name) ? 'integer' : 'string' },
  }));
  const queryShape = route.query
    ? (jsonSchema(route.query, 'input') as { properties?: JsonSchema; required?: string[] })
    : {};
  const queryParams = Object.entries(queryShape.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: queryShape.required?.includes(name) ?? false,
    schema,
  }));
  const memberHeader =
    route.caller === 'member'
      ? [
          {
            name: 'X-Entry-Token',
            in: 'header',
            required: true,
            description: 'The entry’s token; or, without it, the session of the person who owns the entry',
            schema: { type: 'string' },
          },
        ]
      : [];
  const writeHeaders =
    route.method === 'get'
      ? []
      : [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'Sent again with the same request, it answers the first result and changes nothing.',
            schema: { type: 'string', maxLength: 200 },
          },
        ];
  const answer =
    typeof route.answer === 'string'
      ? { [route.answer]: { schema: { type: 'string', ...(route.answer === 'image/*' && { format: 'binary' }) } } }
      : { 'application/json': { schema: jsonSchema(route.answer, 'output') } };
  const success = String(route.status ?? (route.method === 'get' ? 200 : '2XX'));
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(SECURITY[route.caller] && { security: SECURITY[route.caller] }),
    parameters: [...pathParams, ...queryParams, ...memberHeader, ...writeHeaders],
    ...((route.body || route.file) && {
      requestBody: { required: !route.bodyOptional, content: requestContent(route) },
    }),
    responses: {
      [success]: { description: 'Done', content: answer },
      default: {
        description:
          'Refused (4xx, with the reason in `message`), or 503 with Retry-After while the database or Redis ' +
          'cannot be reached (nothing was saved; send the same request again)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The API's OpenAPI 3.1 description of these routes, from the contracts' zod schemas their handlers declare. */
export function openApiDocument(routes: DescribedRoute[]): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tribal Pool API',
      version: '1',
      description:
        'Fantasy pools for Survivor seasons. Live updates come over socket.io (namespace /live); this ' +
        'describes the HTTP API, machine-readable at [/api/openapi.json](/api/openapi.json).\n\n' +
        'Every failure answers `{ "message": … }`; 503 with `Retry-After` means nothing was saved: send the same ' +
        'request again, with the same `Idempotency-Key`.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorResponseSchema, 'output') },
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE },
        adminBearer: { type: 'http', scheme: 'bearer', description: 'The token POST /api/admin/login answers' },
        commissionerBearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A commissioner’s token (POST /api/leagues/activate or POST /api/commissioner/claim answers it): manages ' +
            'only that commissioner’s leagues',
        },
        personSession: { type: 'apiKey', in: 'cookie', name: PERSON_SESSION_COOKIE },
        personBearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A person’s session token (POST /api/me/sign-in answers it): their account, and their own entries ' +
            'without X-Entry-Token',
        },
      },
    },
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
  };
}
