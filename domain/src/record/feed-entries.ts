import { z } from 'zod';
import { auditEventAnswer } from './answers';
import { domainEventTypes, type DomainEventData, type DomainEventType } from './domain-events';
import { eventDataSchemas } from './event-data-schemas.generated';

/**
 * One event of one type as the feed and the webhooks carry it: the audit entry with its `type` fixed
 * and its `data` documented by the schema generated from the domain's type for it. The data is not
 * checked again here: it is what the domain appended, typed by the same declaration.
 */
const feedEntryOf = <Type extends DomainEventType>(type: Type) =>
  auditEventAnswer.extend({
    type: z.literal(type),
    data: z.custom<DomainEventData[Type]>(() => true).meta(eventDataSchemas[type]),
  });

type FeedEntrySchemas = { [Type in DomainEventType]: ReturnType<typeof feedEntryOf<Type>> };

/** Each event type's entry, by type: the document's `<Type>Event` components. */
export const feedEntrySchemas: FeedEntrySchemas = Object.fromEntries(domainEventTypes.map((type) => [type, feedEntryOf(type)])) as FeedEntrySchemas;

const entries = domainEventTypes.map((type) => feedEntrySchemas[type]) as unknown as [FeedEntrySchemas[DomainEventType], ...FeedEntrySchemas[DomainEventType][]];

/** The component each event type's entry is documented as. */
export const feedEntryComponentOf = (type: DomainEventType): string => `${type}Event`;

/**
 * An event of the feed or a webhook's body: one of the event types' entries, told apart by `type`,
 * so a typed client knows `data` once it has looked at `type`.
 */
export const feedEntryAnswer = z.discriminatedUnion('type', entries).meta({
  discriminator: {
    propertyName: 'type',
    mapping: Object.fromEntries(domainEventTypes.map((type) => [type, `#/components/schemas/${feedEntryComponentOf(type)}`])),
  },
});
export type FeedEntryAnswer = z.infer<typeof feedEntryAnswer>;

/**
 * `GET /api/feed`: the events after a position that the caller may see, in log order, and the
 * position to ask after next, which is past every event this answer read, shown or not.
 */
export const feedAnswer = z.strictObject({
  data: z.array(feedEntryAnswer),
  next: z.number().int().nonnegative(),
  /** The log's newest position when the answer was read. */
  head: z.number().int().nonnegative(),
});
export type FeedAnswer = z.infer<typeof feedAnswer>;

/** `GET /api/feed/event-types`: the event types the feed's `types` and a webhook's `eventTypes` may name. */
export const eventTypeCatalogAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      type: z.string(),
      /** The category of the streams it is appended to: `patient` for `patient-<id>`. */
      category: z.string(),
      /** Whether only administrators see it: streams that are no record's (sign-ins, card charge claims, saved questions). */
      administratorsOnly: z.boolean(),
    }),
  ),
});
export type EventTypeCatalogAnswer = z.infer<typeof eventTypeCatalogAnswer>;
