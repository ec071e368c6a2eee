import type { OperationSpec } from '../contract/operation.ts'
import * as auth from './auth.ts'
import * as catalog from './catalog.ts'
import * as content from './content.ts'
import * as customerLists from './customer-lists.ts'
import * as events from './events.ts'
import * as legal from './legal.ts'
import * as loyalty from './loyalty.ts'
import * as orders from './orders.ts'
import * as outlets from './outlets.ts'
import * as platform from './platform.ts'
import * as promotions from './promotions.ts'
import * as push from './push.ts'
import * as returns from './returns.ts'
import * as services from './services.ts'
import * as tenant from './tenant.ts'
import * as tours from './tours.ts'

export {
  auth,
  catalog,
  content,
  customerLists,
  events,
  legal,
  loyalty,
  orders,
  outlets,
  platform,
  promotions,
  push,
  returns,
  services,
  tenant,
  tours,
}

const isOperation = (value: unknown): value is OperationSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value

/** Every declared operation: what the API mounts and the OpenAPI document lists. */
export const OPERATIONS: readonly OperationSpec[] = [
  auth,
  catalog,
  content,
  customerLists,
  loyalty,
  events,
  legal,
  orders,
  outlets,
  platform,
  promotions,
  push,
  returns,
  services,
  tenant,
  tours,
]
  .flatMap((group) => Object.values(group))
  .filter(isOperation)
