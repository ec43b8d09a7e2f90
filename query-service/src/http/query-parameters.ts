import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { inputRuleErrors, invalid, type FieldError } from '@careledger/domain';
import type { Observable } from 'rxjs';

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

/** 400 naming each parameter and the rule it breaks; runs after the session guard, before the handler. */
@Injectable()
export class QueryParametersInterceptor implements NestInterceptor {
  /** A handler's declarations never change: read once, not on every request. */
  private readonly declared = new WeakMap<object, DeclaredQueryParameter[]>();

  private declaredBy(handler: object): DeclaredQueryParameter[] {
    let parameters = this.declared.get(handler);
    if (!parameters) this.declared.set(handler, (parameters = declaredQueryParameters(handler)));
    return parameters;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const query = context.switchToHttp().getRequest<{ query?: Record<string, unknown> }>().query ?? {};
    if (Object.keys(query).length === 0) return next.handle();
    const errors = queryParameterErrors(query, this.declaredBy(context.getHandler()));
    if (errors.length > 0) throw invalid(errors, `The query parameters are not valid: ${summaryOf(errors)}.`);
    return next.handle();
  }
}

const QUERY_PARAMETERS = new QueryParametersInterceptor();

/**
 * Puts the query parameter rules first among each controller's interceptors. The module applies it
 * to every controller it registers, so no controller can leave it out.
 */
export const withQueryParameterRules = <Controllers extends readonly Type[]>(controllers: Controllers): Controllers => {
  for (const controller of controllers) {
    const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, controller) ?? []) as unknown[];
    if (!interceptors.includes(QUERY_PARAMETERS)) Reflect.defineMetadata(INTERCEPTORS_METADATA, [QUERY_PARAMETERS, ...interceptors], controller);
  }
  return controllers;
};
