// Stand-ins for the third-party scripts the integrations load (the demo has no internet). Each keeps the real
// vendor's globals and loading pattern (dataLayer/gtag queue, fbq stub with callMethod, ttq array, a reviews app,
// badge and seal renderers) and records every call it receives in window.__vendorCalls = [{vendor, call, args}], so
// browser tests can read exactly what a vendor was sent.
//
// Faults for tests, per browser context: a cookie `vendor_fault=<vendor>:<kind>` (kind: throw = the script throws as
// it runs, 404, hang = the response never comes).

const RECORD = `var calls = window.__vendorCalls = window.__vendorCalls || [];
function rec(vendor, call, args) { calls.push({ vendor: vendor, call: call, args: JSON.parse(JSON.stringify(args === undefined ? null : args)) }) }
var src = (document.currentScript && document.currentScript.src) || '';
var q = new URL(src, location.href).searchParams;`

// gtm.js and gtag.js both take over the data layer's push, as the real ones do, and record what is in it.
const layerTaker = (vendor) => `
var name = q.get('l') || 'dataLayer';
var layer = window[name] = window[name] || [];
function entry(e) {
  if (e && typeof e === 'object' && typeof e.length === 'number' && !Array.isArray(e)) return rec('${vendor}', 'command', Array.prototype.slice.call(e));
  rec('${vendor}', 'push', e);
}
rec('${vendor}', 'load', { id: q.get('id'), layer: name });
layer.forEach(entry);
var previous = layer.push;
layer.push = function () { Array.prototype.forEach.call(arguments, entry); return previous.apply(layer, arguments); };`

/** @type {Record<string, string>} */
const SCRIPTS = {
  gtm: layerTaker('gtm') + `\nwindow.google_tag_manager = window.google_tag_manager || {}; window.google_tag_manager[q.get('id')] = {};`,
  gtag: layerTaker('gtag'),
  fbq: `
var fbq = window.fbq;
rec('fbq', 'load', null);
if (fbq) {
  fbq.callMethod = function () { rec('fbq', arguments[0], Array.prototype.slice.call(arguments, 1)); };
  (fbq.queue || []).forEach(function (a) { fbq.callMethod.apply(null, a); });
  fbq.queue = [];
}`,
  ttq: `
var old = window.ttq || [];
rec('ttq', 'load', { sdkid: q.get('sdkid') });
var ttq = window.ttq = [];
['page', 'track', 'identify'].forEach(function (m) { ttq[m] = function () { rec('ttq', m, Array.prototype.slice.call(arguments)); }; });
Array.prototype.forEach.call(old, function (a) { ttq[a[0]] && ttq[a[0]].apply(null, a.slice(1)); });`,
  reviews: `
rec('reviews', 'load', { store: q.get('store') });
window.reviewsApp = { render: function (el, o) {
  rec('reviews', 'render', o);
  var n = 0; for (var i = 0; i < o.product_id.length; i++) n += o.product_id.charCodeAt(i);
  var avg = (3.5 + (n % 15) / 10).toFixed(1), count = 3 + (n % 40);
  el.textContent = o.view === 'list' ? count + ' avaliações · média ' + avg.replace('.', ',') + ' de 5' : '★ ' + avg.replace('.', ',') + ' (' + count + ')';
  el.setAttribute('data-rendered-by', 'reviews-stand-in');
} };`,
  gcr: `
rec('gcr', 'load', null);
window.gapi = { load: function (m, cb) { rec('gcr', 'load-module', m); cb(); },
  ratingbadge: { render: function (el, o) { rec('gcr', 'render', o); el.textContent = 'Google Avaliações do Consumidor ★ 4,8'; } } };`,
  ebit: `
rec('ebit', 'load', { query: location.search });
window.ebitSeal = { render: function (el, o) { rec('ebit', 'render', o); el.textContent = 'Selo Ebit Diamante'; } };`,
  confi: `
rec('confi', 'load', null);
window.confiSeal = { render: function (el, o) { rec('confi', 'render', o); el.textContent = 'Compre&Confie: loja confiável'; } };`
}

/** The fault the request's cookie asks for this vendor, if any. @param {import('node:http').IncomingMessage} req @param {string} vendor */
function faultFor (req, vendor) {
  const m = /(?:^|;\s*)vendor_fault=([^;]+)/.exec(req.headers.cookie ?? '')
  if (!m) return undefined
  const [v, kind] = decodeURIComponent(m[1]).split(':')
  return v === vendor ? kind : undefined
}

/**
 * Serves /vendors/<name>.js; true when it answered.
 * @param {string} pathname @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function serveVendor (pathname, req, res) {
  const name = /^\/vendors\/([a-z]+)\.js$/.exec(pathname)?.[1]
  const body = name ? SCRIPTS[name] : undefined
  if (!name || !body) return false
  const fault = faultFor(req, name)
  if (fault === 'hang') {
    req.socket.setTimeout(0)
    res.on('close', () => {})
    return true // never answered: the browser gives up when the page goes away
  }
  if (fault === '404') {
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('not found')
    return true
  }
  const code = `(function () {\n${RECORD}\n${body}\n${fault === 'throw' ? `throw new Error('${name} stand-in: injected failure');` : ''}\n})();\n`
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
  res.end(code)
  return true
}
