// The product rules live in core (the demo's server-rendered cards use them too); widgets keep importing them here.
export { inactiveReason, isComplete, productHref, productName } from '#core/product-state'
