import { translationsAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FieldError } from '@careledger/domain';
import { ErrorFilter, Answers, refusalsOf } from '@careledger/http';
import { throwIfInvalid } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { selectRows } from './reference-query';

const DEFAULT_LOCALE = 'en-US';
const DEFAULT_NAMESPACE = 'common';

const oneOf = (raw: unknown, fallback: string, known: readonly string[], path: string, errors: FieldError[]): string => {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw === 'string' && known.includes(raw)) return raw;
  errors.push({ path, message: `must be one of ${known.join(', ')}` });
  return fallback;
};

/** The named translation files, one per locale and namespace; public, the landing page is translated too. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@Controller('api')
export class TranslationsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('translations')
  @ApiOperation({ summary: 'Key -> text for a locale and namespace (catalog labels are under their translationKey in `common`).', description: 'SPEC.md’s translations call: locales en-US, en-CA and es-ES; the namespace defaults to `common`. Public.' })
  @ApiQuery({ name: 'locale', required: false, schema: { type: 'string', default: DEFAULT_LOCALE }, description: 'en-US, en-CA or es-ES' })
  @ApiQuery({ name: 'namespace', required: false, schema: { type: 'string', default: DEFAULT_NAMESPACE }, description: 'common or landing' })
  @Answers(translationsAnswer, { refusals: refusalsOf.open })
  async translations(@Query() query: Record<string, unknown>) {
    const { db } = this.infrastructure;
    const [locales, namespaces] = await Promise.all([
      selectRows<{ code: string }>(db, 'SELECT code FROM ref_locales ORDER BY code'),
      selectRows<{ namespace: string }>(db, 'SELECT DISTINCT namespace FROM ref_translations ORDER BY namespace'),
    ]);
    const errors: FieldError[] = [];
    const locale = oneOf(query.locale, DEFAULT_LOCALE, locales.map((row) => row.code), 'locale', errors);
    const namespace = oneOf(query.namespace, DEFAULT_NAMESPACE, namespaces.map((row) => row.namespace), 'namespace', errors);
    throwIfInvalid(errors);
    const rows = await selectRows<{ key: string; text: string }>(
      db,
      'SELECT key, text FROM ref_translations WHERE locale = $1 AND namespace = $2 ORDER BY key',
      [locale, namespace],
    );
    return { locale, namespace, data: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
  }
}
