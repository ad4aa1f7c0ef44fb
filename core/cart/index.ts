// The cart rules as pure functions: no DOM, no storage, no events. The store (./store.ts) keeps the state and
// emits; every operation here answers a new cart and whether anything changed.
export { addItem, canMerge } from './add'
export { addProduct, itemFromProduct } from './product'
export { normalizeQuantity, increaseItemQnt, setItemQnt, type QuantityBounds } from './quantity'
export { setItemPeriod } from './period'
export { removeItem, clear, reset, removeTemporary, TEMPORARY_FLAG } from './remove'
export { fixItem, fixLine, fixCart } from './fix'
export { MAX_UNIT_PRICE, isSanePrice } from './price'
export { mergeCarts } from './merge'
export { FREEBIE_FLAG, isFreebie, freebieLine, freebieChanges } from './freebies'
export { isKitLine, kitGroup, dropOrphanKitLines } from './kit'
export { TOMBSTONE_TTL_MS, MAX_TOMBSTONES } from './tombstones'
export { sameJson } from './same'
export {
  subtotal,
  type CartResult,
  type NewId,
  type Clock,
  type ClockOptions,
  type IdOptions
} from './result'
