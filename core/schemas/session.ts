import * as z from 'zod/mini'
import { Customer } from './customer'

const opt = z.optional

// expires is the ISO date string the passport returns.
export const AuthToken = z.looseObject({
  access_token: z.string(),
  expires: z.string()
})

// level: 1 logged in, 2 authorized (OAuth or doc number), 3 verified.
export const Auth = z.looseObject({
  id: z.string(),
  level: z.number(),
  token: opt(AuthToken)
})

export const Utm = z.looseObject({
  source: opt(z.string()),
  medium: opt(z.string()),
  campaign: opt(z.string()),
  term: opt(z.string()),
  content: opt(z.string())
})

// Tracking sits beside auth at the top level (utm, referral, coupon) so a checkout can send it as is.
// A logged-out session is just {} or tracking alone: auth is optional.
export const Session = z.looseObject({
  auth: opt(Auth),
  customer: opt(Customer),
  utm: opt(Utm),
  referral: opt(z.string()),
  coupon: opt(z.string())
})

export type AuthToken = z.infer<typeof AuthToken>
export type Auth = z.infer<typeof Auth>
export type Utm = z.infer<typeof Utm>
export type Session = z.infer<typeof Session>
