import { Injectable, type CanActivate, type ExecutionContext, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { inputRuleErrors, invalid, type FieldError } from '@careledger/domain';

/** A query parameter as `@ApiQuery` declares it to the OpenAPI document. */
export interface DeclaredQueryParameter {
  name: string;
  type?: unknown;
  schema?: { type?: unknown };
}

/** The query parameters a handler declares with `@ApiQuery`: the document lists them, and the call takes no others. */
export const declaredQueryParameters = (handler: object): DeclaredQueryParameter[] => {
  const parameters = (Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) ?? []) as (DeclaredQueryParameter & { in?: string })[];
  return parameters.filter((parameter) => parameter.in === 'query');
};

const INTEGER_TEXT = /^[+-]?\d+$/;

/** An integer parameter's text is the number it names, so the input rules hold it to what a read model stores. */
const asDeclared = (value: unknown, parameter: DeclaredQueryParameter): unknown => {
  const integer = parameter.schema?.type === 'integer' || parameter.type === 'integer';
  return integer && typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
};

/**
 * The rules every query string obeys, before any controller reads it: only declared parameters,
 * and each value under the input rules request bodies obey (no NUL, no unpaired surrogate, no
 * integer a read model cannot hold).
 */
export const queryParameterErrors = (query: Record<string, unknown>, declared: readonly DeclaredQueryParameter[]): FieldError[] => {
  const names = declared.map((parameter) => parameter.name);
  const unknown = names.length === 0 ? 'is not a parameter: this call takes none' : `is not a parameter of this call (${names.join(', ')})`;
  return Object.entries(query).flatMap(([name, value]) => {
    const parameter = declared.find((candidate) => candidate.name === name);
    return parameter ? inputRuleErrors(asDeclared(value, parameter), [name]) : [{ path: name, message: unknown }];
  });
};

const summaryOf = (errors: readonly FieldError[]): string => errors.map((error) => `${error.path} ${error.message}`).join('; ');

/**
 * 400 naming each parameter and the rule it breaks; runs after the controller's own guards (the
 * session's 401 comes first), before the handler. A guard rather than an interceptor: it only
 * refuses, and Nest wraps every interceptor of every request in an async resource.
 */
@Injectable()
export class QueryParametersGuard implements CanActivate {
  /** A handler's declarations never change: read once, not on every request. */
  private readonly declared = new WeakMap<object, DeclaredQueryParameter[]>();

  private declaredBy(handler: object): DeclaredQueryParameter[] {
    let parameters = this.declared.get(handler);
    if (!parameters) this.declared.set(handler, (parameters = declaredQueryParameters(handler)));
    return parameters;
  }

  canActivate(context: ExecutionContext): boolean {
    const query = context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {};
    if (Object.keys(query).length === 0) return true;
    const errors = queryParameterErrors(query, this.declaredBy(context.getHandler()));
    if (errors.length > 0) throw invalid(errors, `The query parameters are not valid: ${summaryOf(errors)}.`);
    return true;
  }
}

const QUERY_PARAMETERS = new QueryParametersGuard();

/**
 * Puts the rules every query obeys after each controller's own guards: the query parameter rules,
 * then the wait for X-Min-Position (`MinPositionGuard`, made by the module). The module applies
 * them to every controller it registers, so no controller can leave one out.
 */
export const withQueryRules = <Controllers extends readonly Type[]>(controllers: Controllers, readYourWrites: Type<CanActivate>): Controllers => {
  for (const controller of controllers) {
    const guards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
    const missing = [QUERY_PARAMETERS, readYourWrites].filter((guard) => !guards.includes(guard));
    if (missing.length > 0) Reflect.defineMetadata(GUARDS_METADATA, [...guards, ...missing], controller);
  }
  return controllers;
};
