import { CareCatalogsHttp } from './care-catalogs.http';
import { GeographyHttp } from './geography.http';
import { NoteCatalogsHttp } from './note-catalogs.http';
import { PublicCatalogsHttp } from './public-catalogs.http';
import { RolesHttp } from './roles.http';
import { TranslationsHttp } from './translations.http';

/** Reference-data calls of SPEC.md section 7, served from the `ref_*` tables. */
export const referenceControllers = [GeographyHttp, TranslationsHttp, PublicCatalogsHttp, CareCatalogsHttp, NoteCatalogsHttp, RolesHttp];
