// The stores the local platform serves, by store id: the Brazilian demo store (1011) and a small American homeware
// shop (2022). Each has its own catalogue, seed data (customers, orders), checkout rules and modules apps; a request
// for any other store id is answered not found.
import { createCatalogue } from '../catalogue/index.mjs'
import { createHomewareCatalogue } from '../catalogue/homeware.mjs'
import * as brazilRules from './modules-rules.mjs'
import * as homewareRules from './homeware-rules.mjs'
import { seedData } from './seed.mjs'
import { seedHomeware } from './homeware-seed.mjs'
import { modulesRoutes } from './modules.mjs'
import { boletoRoute } from './misc.mjs'
import { homewareModulesRoutes } from './homeware-modules.mjs'

export const HOME_STORE_ID = 1011
export const HOMEWARE_STORE_ID = 2022

/**
 * @typedef {{
 *   storeId: number, name: string, objectId: string, lang: string, currency: string, currencySymbol: string,
 *   countryCode: string, catalogue: (size?: number) => import('../catalogue/index.mjs').Catalogue,
 *   seed: (c: import('../catalogue/index.mjs').Catalogue) => any, rules: Record<string, any>,
 *   modules: import('./router.mjs').RouteDef[], info: Record<string, unknown>
 * }} StoreProfile
 */

/** @type {Record<number, StoreProfile>} */
export const STORES = {
  [HOME_STORE_ID]: {
    storeId: HOME_STORE_ID,
    name: 'Vitrine Demo',
    objectId: '5b1abe30a4d4531b8fe40725',
    lang: 'pt_br',
    currency: 'BRL',
    currencySymbol: 'R$',
    countryCode: 'BR',
    catalogue: (size) => createCatalogue({ size: size ?? 72, storeId: HOME_STORE_ID }),
    seed: seedData,
    rules: { ...brazilRules, PAYMENT_METHODS: ['credit_card', 'banking_billet', 'account_deposit', 'loyalty_points'] },
    modules: [...modulesRoutes, boletoRoute],
    info: {}
  },
  [HOMEWARE_STORE_ID]: {
    storeId: HOMEWARE_STORE_ID,
    name: 'Maple Row Home',
    objectId: '6a0c4e8f1b2c3d4e5f6a7b00',
    lang: 'en_us',
    currency: 'USD',
    currencySymbol: '$',
    countryCode: 'US',
    // A dozen products whatever VITRINE_CATALOGUE asks: only store 1011 is sized for measurements.
    catalogue: () => createHomewareCatalogue(),
    seed: seedHomeware,
    rules: homewareRules,
    modules: homewareModulesRoutes,
    // The Platform API's store record where it differs from store 1011's (misc.mjs storeInfo).
    info: {
      _id: '6a0c4e8f1b2c3d4e5f6a7b00',
      name: 'Maple Row Home',
      currency: 'USD',
      currency_symbol: '$',
      lang: 'en_us',
      country_code: 'US',
      logo: { url: '/img/banners/2.svg', size: '1200x400' },
      contact_email: 'hello@maplerow.example',
      contact_phone: '+1 503-555-0142',
      corporate_name: 'Maple Row Home LLC',
      doc_number: '',
      address: '1220 NW Glisan St, Portland, OR 97209',
      financial_email: 'billing@maplerow.example'
    }
  }
}

/**
 * The data file of a store: the one given for the first store served, a sibling named after the id for the others
 * (.data/platform.json, .data/platform-2022.json), so a restart keeps each store's orders apart.
 * @param {string | undefined} dataFile @param {number} storeId @param {boolean} first
 */
export const dataFileOf = (dataFile, storeId, first) =>
  !dataFile || first ? dataFile : dataFile.replace(/(\.json)?$/, `-${storeId}.json`)
