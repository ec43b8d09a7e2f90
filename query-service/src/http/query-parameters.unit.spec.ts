import { describe, expect, it } from 'vitest';
import { Controller, Get } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { declaredQueryParameters, queryParameterErrors } from './query-parameters';

@Controller('things')
class ThingsHttp {
  @Get()
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string' } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer' } })
  list(): void {}

  @Get(':id')
  one(): void {}
}

const declared = declaredQueryParameters(ThingsHttp.prototype.list);

describe('the query parameter rules', () => {
  it('take the parameters the OpenAPI document declares, and only those', () => {
    expect(declared.map((parameter) => parameter.name).sort()).toEqual(['page', 'search']);
    expect(queryParameterErrors({ search: 'ada', page: '2' }, declared)).toEqual([]);
    expect(queryParameterErrors({ eventType: 'X' }, declared)).toEqual([{ path: 'eventType', message: 'is not a parameter of this call (page, search)' }]);
    expect(queryParameterErrors({ page: '1' }, declaredQueryParameters(ThingsHttp.prototype.one))).toEqual([{ path: 'page', message: 'is not a parameter: this call takes none' }]);
  });

  it('hold every value to the input rules of request bodies', () => {
    expect(queryParameterErrors({ search: 'a\u0000b' }, declared)).toEqual([{ path: 'search', message: 'must not contain NUL characters or unpaired surrogates' }]);
    expect(queryParameterErrors({ search: ['ok', '\ud800'] }, declared)).toEqual([{ path: 'search.1', message: 'must not contain NUL characters or unpaired surrogates' }]);
    expect(queryParameterErrors({ page: '99999999999' }, declared)).toEqual([{ path: 'page', message: 'must be between -2147483647 and 2147483647' }]);
    // Only an integer parameter names a number: digits in a text are text.
    expect(queryParameterErrors({ search: '99999999999' }, declared)).toEqual([]);
  });
});
