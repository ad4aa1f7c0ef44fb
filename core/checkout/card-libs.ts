// The card networks' tables and checks (credit-card-type, card-validator) as one module. Both are CommonJS: the
// build bundles this file into an ES module on its own (build.mjs, commonJsAsEsm), so that esbuild's CommonJS
// helpers stay inside the card step's chunk instead of a helper chunk that every page would import.
export { default as creditCardType } from 'credit-card-type'
export { cardNumber } from 'card-validator/dist/card-number'
export { cvv } from 'card-validator/dist/cvv'
export { expirationDate } from 'card-validator/dist/expiration-date'
