import { PublicPagesReader } from './public-pages-reader';
import { SiteMapHttp } from './site-map.http';

export const siteMapControllers = [SiteMapHttp];
export const siteMapProviders = [PublicPagesReader];
