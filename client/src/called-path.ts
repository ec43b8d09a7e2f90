import type { paths } from './paths';

/** A method of an OpenAPI path item, as openapi-typescript writes it in `paths`. */
export type PathMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** A path template with its parameters filled: `/api/notes/{id}/edits/{editId}` is `/api/notes/${string}/edits/${string}`. */
export type FilledPath<Template extends string> = Template extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${FilledPath<Tail>}` : Template;

/** A path as a call writes it: the template filled, and perhaps a query string. */
export type CalledPath<Template extends string> = FilledPath<Template> | `${FilledPath<Template>}?${string}`;

/** The templates of `Paths` that document an operation for `method` (openapi-typescript writes `get?: never` where none is). */
export type TemplatesWith<Paths, Method extends PathMethod> = {
  [Template in keyof Paths]: Paths[Template] extends Record<Method, object> ? Template : never;
}[keyof Paths] &
  string;

/**
 * A path the document has for `method`, filled as a call writes it. A path the document no longer
 * has (renamed, removed, another method) is a type error where it is called.
 */
export type DocumentedPath<Method extends PathMethod = PathMethod, Paths = paths> = CalledPath<TemplatesWith<Paths, Method>>;
