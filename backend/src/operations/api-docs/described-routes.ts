import { RequestMethod, Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner } from '@nestjs/core';
import type { ZodType, z } from 'zod';
import { ADMIN_ONLY } from '../../access/admin-only.guard';
import { COMMISSIONER_SIGNED_IN } from '../../access/commissioner-signed-in.guard';
import { LEAGUE_MANAGER } from '../../access/league-manager.guard';
import { PERSON_SIGNED_IN } from '../../access/person-signed-in.guard';
import { ANSWERS, Answer, API_TAG } from '../../common/api-answers';
import { TAKES_ENTRY_TOKEN } from '../../common/request-context';
import { ZodPipe } from '../../common/zod-body.pipe';

/**
 * Who may call a route: anyone; the admin (session cookie or bearer); a member (X-Entry-Token); a manager of the
 * league in the path, i.e. the admin or that league's commissioner (the `@LeagueManager()` guard); or a signed-in
 * commissioner (their bearer token); a signed-in person (their session cookie or bearer token, `@PersonSignedIn()`).
 * A member's route also takes the session of the person who owns the entry instead of its token.
 */
export type Caller = 'anyone' | 'admin' | 'member' | 'manager' | 'commissioner' | 'person';

/** One route as the API description tells it: what its handler's decorators, pipes and `@Answers()` say. */
export interface DescribedRoute extends Answer {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/api/leagues/{leagueId}` */
  path: string;
  tag: string;
  caller: Caller;
  /** Nest's `@HttpCode()`, or the status `@Answers()` names */
  status?: number;
}

const METHODS: Partial<Record<RequestMethod, DescribedRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

type Handler = (...args: unknown[]) => unknown;

/**
 * Who may call a handler, read from its guards' metadata (and the entry-token parameter). The one place that maps
 * access declarations to the description's callers: when access rules change shape, only this changes.
 */
export function callerOf(controller: Type, methodName: string): Caller {
  const handler = controller.prototype[methodName] as Handler;
  const marked = (key: string) => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
  if (marked(ADMIN_ONLY)) return 'admin';
  if (marked(LEAGUE_MANAGER)) return 'manager';
  if (marked(COMMISSIONER_SIGNED_IN)) return 'commissioner';
  if (marked(PERSON_SIGNED_IN)) return 'person';
  if (Reflect.getMetadata(TAKES_ENTRY_TOKEN, controller.prototype, methodName)) return 'member';
  return 'anyone';
}

const asList = (paths: string | string[] | undefined): string[] => (Array.isArray(paths) ? paths : [paths ?? '/']);

/** `api/leagues` + `:leagueId/join` → `/api/leagues/{leagueId}/join` */
function openApiPath(controllerPath: string, routePath: string): string {
  const segments = `${controllerPath}/${routePath}`.split('/').filter(Boolean);
  return `/${segments.map((segment) => segment.replace(/^:(\w+)$/, '{$1}')).join('/')}`;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** The schema of the ZodPipe a whole `@Body()` or `@Query()` of the handler goes through, if any. */
function pipedSchema(controller: Type, methodName: string, type: RouteParamtypes): ZodType | undefined {
  const args: Record<string, RouteArg> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {};
  for (const [key, arg] of Object.entries(args)) {
    if (key.split(':')[0] !== String(type) || arg.data !== undefined) continue;
    const pipe = arg.pipes?.find((p): p is ZodPipe<ZodType> => p instanceof ZodPipe);
    if (pipe) return pipe.schema;
  }
  return undefined;
}

/**
 * Every route of these controllers, described from Nest's own metadata: its path and method, `@HttpCode()`, the
 * guards that say who may call it, the ZodPipes of its body and query, and what `@Answers()` declares. A route
 * without `@Answers()` is an error that names it: the description never leaves a route out.
 */
export function describeRoutes(controllers: Type[]): DescribedRoute[] {
  const scanner = new MetadataScanner();
  const routes: DescribedRoute[] = [];
  const undeclared: string[] = [];
  for (const controller of controllers) {
    const tag: string = Reflect.getMetadata(API_TAG, controller) ?? controller.name.replace(/Controller$/, '');
    for (const methodName of scanner.getAllMethodNames(controller.prototype)) {
      const handler = controller.prototype[methodName] as Handler;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (!method || routePaths === undefined) continue;
      const answer: Answer | undefined = Reflect.getMetadata(ANSWERS, handler);
      if (!answer) {
        undeclared.push(`${controller.name}.${methodName}`);
        continue;
      }
      for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
        for (const routePath of asList(routePaths)) {
          routes.push({
            ...answer,
            method,
            path: openApiPath(controllerPath, routePath),
            tag,
            caller: callerOf(controller, methodName),
            status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? answer.status,
            body: answer.body ?? pipedSchema(controller, methodName, RouteParamtypes.BODY),
            query: answer.query ?? (pipedSchema(controller, methodName, RouteParamtypes.QUERY) as z.ZodObject),
          });
        }
      }
    }
  }
  if (undeclared.length > 0) {
    throw new Error(
      `Routes without @Answers() (what they answer, for GET /api/openapi.json): ${undeclared.join(', ')}`,
    );
  }
  return routes;
}
