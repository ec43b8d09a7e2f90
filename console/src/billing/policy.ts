import { allowedCardBatchActions, mayActOnCardBatch, mayActOnProduct, type Actor, type CardBatchActionId } from '@careledger/domain';
import type { CardBatch } from '../api';
import { canAccess } from '../auth';
import { isCardBatchStatus } from './labels';

export type BillingTab = 'subscriptions' | 'payments' | 'products' | 'card-batches';

/** Subscriptions and payments are read by whoever may read billing of their own (the server scopes the rows). */
const tabReaders: Record<BillingTab, (actor: Actor) => boolean> = {
  subscriptions: (actor) => canAccess(actor, 'billing'),
  payments: (actor) => canAccess(actor, 'billing'),
  products: (actor) => mayActOnProduct(actor, 'read'),
  'card-batches': (actor) => mayActOnCardBatch(actor, 'read'),
};

const TAB_ORDER: readonly BillingTab[] = ['subscriptions', 'payments', 'products', 'card-batches'];

export const billingTabsFor = (actor: Actor): readonly BillingTab[] => TAB_ORDER.filter((tab) => tabReaders[tab](actor));

export const mayReadTab = (actor: Actor, tab: BillingTab): boolean => tabReaders[tab](actor);

/** The everyday step first, the one that gives up on the charges last. */
const ACTION_ORDER: readonly CardBatchActionId[] = ['settle', 'void'];

/** What the domain allows from this batch's status, and its policy allows this actor. */
export const availableCardBatchActions = (batch: CardBatch, actor: Actor): readonly CardBatchActionId[] =>
  ACTION_ORDER.filter((action) => isCardBatchStatus(batch.status) && allowedCardBatchActions(batch.status).includes(action) && mayActOnCardBatch(actor, action));

export const mayOpenCardBatch = (actor: Actor): boolean => mayActOnCardBatch(actor, 'create');
