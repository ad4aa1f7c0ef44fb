// The card networks' tables and checks (credit-card-type, card-validator, both CommonJS) as one module, so the card
// step's chunk holds them together and nothing else imports them.
export { default as creditCardType } from 'credit-card-type'
export { cardNumber } from 'card-validator/dist/card-number'
export { cvv } from 'card-validator/dist/cvv'
export { expirationDate } from 'card-validator/dist/expiration-date'
